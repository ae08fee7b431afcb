"""The translation layer at run time: switching, plurals, formats and detection."""

from __future__ import annotations

import datetime

import pytest

from game import i18n, platform, texts


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.activate("en")


def test_switching_language_takes_effect_at_once() -> None:
    i18n.activate("de")
    rev = i18n.revision()
    assert (i18n.current(), i18n._("Play")) == ("de", "Spielen")
    i18n.activate("it")
    assert (i18n.current(), i18n._("Play")) == ("it", "Gioca")
    assert i18n.revision() != rev
    i18n.activate("te")
    assert i18n._("Rules") == "నియమాలు"
    i18n.activate("en")
    assert i18n._("Play") == "Play"


def test_unknown_code_falls_back_to_english() -> None:
    i18n.activate("fr")
    assert i18n.current() == "en"
    assert i18n._("Play") == "Play"


def test_unknown_msgid_shows_the_english_text() -> None:
    i18n.activate("ro")
    assert i18n._("A message nobody wrote") == "A message nobody wrote"


def test_romanian_has_three_plural_forms() -> None:
    i18n.activate("ro")
    forms = [i18n.ngettext("{n} ruin", "{n} ruins", n).format(n=n) for n in (1, 2, 20)]
    assert forms == ["1 ruină", "2 ruine", "20 de ruine"]


def test_german_plural() -> None:
    i18n.activate("de")
    assert [i18n.ngettext("{n} ruin", "{n} ruins", n).format(n=n) for n in (1, 2)] == [
        "1 Ruine", "2 Ruinen"]


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["0.5", "10.5", "10", "0", "-1.5", "2000"]),
    ("de", ["0,5", "10,5", "10", "0", "-1,5", "2000"]),
    ("ro", ["0,5", "10,5", "10", "0", "-1,5", "2000"]),
    ("it", ["0,5", "10,5", "10", "0", "-1,5", "2000"]),
    ("te", ["0.5", "10.5", "10", "0", "-1.5", "2000"]),
])
def test_format_points(code: str, expected: list[str]) -> None:
    i18n.activate(code)
    assert [i18n.format_points(h) for h in (1, 21, 20, 0, -3, 4000)] == expected


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "5 Mar 2026"), ("de", "05.03.2026"), ("ro", "05.03.2026"), ("it", "05/03/2026"),
    ("te", "05-03-2026"),
])
def test_format_date(code: str, expected: str) -> None:
    i18n.activate(code)
    assert i18n.format_date(datetime.date(2026, 3, 5)) == expected
    assert i18n.format_date("2026-03-05") == expected


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "ro:en", "LANG": "en_GB.UTF-8"}, "ro"),
    ({"LANGUAGE": "fr:it", "LANG": "en_US.UTF-8"}, "it"),
    ({"LC_ALL": "te_IN.UTF-8", "LANG": "de_DE.UTF-8"}, "te"),
    ({"LC_ALL": "C", "LANG": "it_IT"}, "it"),
    ({"LC_MESSAGES": "it_CH.UTF-8"}, "it"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_detect_from_environment(env: dict[str, str], expected: str) -> None:
    assert platform.detect_language(env) == expected


@pytest.mark.parametrize(("tag", "expected"), [
    ("de-AT", "de"), ("ro-RO", "ro"), ("te", "te"), ("it_IT@euro", "it"), ("en-US", "en"),
    ("German_Germany", "de"), ("Romanian_Romania", "ro"), ("pt-BR", None), ("", None),
    ("POSIX", None),
])
def test_match_browser_and_system_tags(tag: str, expected: str | None) -> None:
    assert i18n.match(tag) == expected


def test_browser_detection_reads_navigator_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.setattr(platform, "preferred_language", lambda: "ro-RO")
    assert platform.detect_language() == "ro"
    monkeypatch.setattr(platform, "preferred_language", lambda: "ja-JP")
    assert platform.detect_language() == "en"


@pytest.mark.parametrize("game", texts.with_texts())
@pytest.mark.parametrize("code", ["de", "ro", "te", "it"])
def test_rules_and_about_are_translated(game: str, code: str) -> None:
    english = texts.rules(game)
    i18n.activate(code)
    translated = texts.rules(game)
    assert len(translated) == len(english) >= 6
    changed = sum(t != e for (th, tp), (eh, ep) in zip(translated, english, strict=True)
                  for t, e in zip(tp, ep, strict=True))
    assert changed == sum(len(p) for _, p in english)  # every paragraph is translated
    assert any("MAGDAGDON" in p or "MISHIMASH" in p for p in texts.about(game))


def test_dedications_name_the_dedicatees_in_every_language() -> None:
    for code in i18n.LANGUAGES:
        i18n.activate(code)
        assert "Majdušk" in texts.dedication("magdagdon")
        assert texts.dedication("magdagdon").endswith(texts.HEART)
        assert "Mišink" in texts.dedication("mishimash")

"""The words checks of `locales --check` (game/dev/glossary.py): counts are plural-aware, the
glossary's terms are translated one way, Romanian numbers take "de" from 20 on; and the
messages with counts read right in every language ("1 point", "20 de puncte")."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from game import i18n
from game.dev import glossary, locales_check
from game.dev.locales_check import Message, plural_function, read_catalogue
from game.i18n import Entry, header_fields

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


@pytest.fixture(scope="module")
def catalogues() -> dict[str, list[Entry]]:
    return {code: read_catalogue(i18n.po_path(code)) for code in i18n.LANGUAGES}


@pytest.fixture(scope="module")
def words() -> glossary.Glossary:
    return glossary.load()


@pytest.fixture()
def lang():
    yield i18n.activate
    i18n.activate("en")


def _entry(entries: list[Entry], msgid: str) -> Entry:
    return next(e for e in entries if e.msgid == msgid and e.msgctxt is None)


# ------------------------------------------------------------------------------ counts

@pytest.mark.parametrize("msgid, plural, flagged", [
    ("{name} saves {points} points", None, "{points}"),
    ("costs {n} points", None, "{n}"),
    ("{n} die · costs {points} points", "{n} dice · costs {points} points", "{points}"),
    ("Place at least {n} more die", "Place at least {n} more dice", None),  # "more" between
    ("{name} rolls.", None, None),  # a name, then a verb: no count
    ("Turn {n}", None, None),  # the noun before the number: no plural
    ("Place {n} in the high scores.", None, None),
    ("{points} in {n} turn", "{points} in {n} turns", None),  # {points}: a phrase of its own
])
def test_a_number_before_a_counted_noun_needs_plural_forms(words, msgid, plural, flagged):
    problems = glossary.check_counts([Message(msgid, None, plural, ["x.py:1"])], words)
    assert (flagged is None) == (problems == [])
    if flagged:
        assert flagged in problems[0] and "x.py:1" in problems[0]


def test_the_code_counts_only_in_plural_aware_messages(words):
    messages, _ = locales_check.extract(locales_check.source_files())
    assert glossary.check_counts(messages, words) == []


# ------------------------------------------------------------------------------ terms

def test_the_catalogues_use_the_glossary_terms(catalogues, words):
    others = {c: e for c, e in catalogues.items() if c != i18n.DEFAULT}
    assert glossary.check_terms(others, words) == []


@pytest.mark.parametrize("code, msgid, text, said", [
    ("de", "The board is full. Game over!", "Das Brett ist voll. Spielende!", "Brett"),
    ("it", "BUST!", "FALLITO!", "FALLITO"),
    ("te", "Accuracy", "ఖచ్చితత్వం", "ఖచ్చిత"),
    ("ro", "Person", "Om", "Om"),
    ("de", "Scoring card", "Karte der Wertung", "Karte der Wertung"),
])
def test_a_term_translated_another_way_is_reported(catalogues, words, code, msgid, text, said):
    changed = copy.deepcopy({code: catalogues[code]})
    _entry(changed[code], msgid).msgstr = [text]
    problems = glossary.check_terms(changed, words)
    assert len(problems) == 1 and problems[0].startswith(f"{code}: ") and said in problems[0]


def test_a_term_missing_where_the_glossary_requires_it_is_reported(catalogues, words):
    changed = copy.deepcopy({"ro": catalogues["ro"]})
    _entry(changed["ro"], "Tap an empty cell: it becomes a ruin.").msgstr = [
        "Atinge un pătrat gol: devine ruină."]  # not the sheet's "celulă"
    (problem,) = glossary.check_terms(changed, words)
    assert "'cell'" in problem and "celul" in problem


def test_every_glossary_term_names_its_words_by_language(words):
    assert {t.name for t in words.terms} >= {"RUIN", "BUST", "board", "place (a die)"}
    for term in words.terms:
        assert set(term.words) | set(term.others) <= {"de", "ro", "te", "it"}, term.name
        assert term.words or term.others, term.name
        assert not term.required or term.trigger is not None, term.name


def test_the_rules_glossary_shows_the_catalogues_button_words(catalogues):
    """docs/rules.md's table of terms says what the buttons say, in every language."""
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \| ([^|]+?) \| ([^|]+?) \| ([^|]+?) \|$",
                      DOCS.read_text(encoding="utf-8"), re.M)
    table = {row[0]: row[1:] for row in rows}
    checked = 0
    for english, shown in table.items():
        if english in ("ROLL", "CONFIRM", "UNDO", "MINUS −1", "PLUS +1", "REROLL", "SAVE",
                       "ROLL AGAIN", "BUST", "Daily challenge"):
            for code, word in zip(("de", "ro", "te", "it"), shown, strict=True):
                assert _entry(catalogues[code], english).msgstr == [word], (english, code)
            checked += 1
    assert checked == 10


# ------------------------------------------------------------------------------ Romanian

@pytest.fixture(scope="module")
def ro_plural(catalogues):
    return plural_function("ro", header_fields(catalogues["ro"]))[1]


def test_romanian_numbers_take_de_from_20(catalogues, words, ro_plural):
    assert glossary.check_romanian_numbers(catalogues["ro"], ro_plural, words) == []


@pytest.mark.parametrize("forms, said", [
    (["costă {points} de puncte"], "10 de puncte"),  # "de" written in: wrong for 10
    (["{name} are {points} puncte"], "20 puncte"),  # no "de": wrong for 20
    (["{n} zar · costă {points} puncte", "{n} zaruri · costă {points} puncte",
      "{n} de zaruri · costă {points} de puncte"], "puncte"),  # tied to the dice count
    (["{n} tură", "{n} ture", "{n} ture"], "20 ture"),  # the third form without "de"
])
def test_a_romanian_de_that_does_not_follow_the_number_is_reported(words, ro_plural, forms,
                                                                    said):
    entry = Entry("x {n} {points}", forms, msgid_plural="xs" if len(forms) > 1 else None)
    (problem,) = glossary.check_romanian_numbers([entry], ro_plural, words)
    assert said in problem


@pytest.mark.parametrize("n, de", [(1, False), (19, False), (20, True), (100, True),
                                   (101, False), (119, False), (120, True), (1000, True)])
def test_romanian_de_rule(n, de):
    assert glossary.needs_de(n) is de


# ------------------------------------------------------------------------------ rendered

def test_plural_count_of_numbers_as_shown():
    assert [i18n.plural_count(x) for x in (0, 1, -1, 20, "1", "−1", "+12", "0.5", "20,5")] == [
        0, 1, 1, 20, 1, 1, 12, 2, 2]


@pytest.mark.parametrize("code, half, said", [
    ("en", 2, "Ana saves 1 point"), ("en", 3, "Ana saves 1.5 points"),
    ("de", 2, "Ana sichert 1 Punkt"), ("it", 2, "Ana salva 1 punto"),
    ("ro", 2, "Ana salvează 1 punct"), ("ro", 40, "Ana salvează 20 de puncte"),
    ("ro", 41, "Ana salvează 20,5 puncte"), ("ro", 202, "Ana salvează 101 puncte"),
    ("te", 2, "Ana 1 పాయింట్ సేవ్ చేశారు"),
])
def test_a_save_says_its_points_in_the_right_form(lang, code, half, said):
    from game.mishimash.ui.play_scene import saves

    lang(code)
    assert saves("Ana", half) == said


@pytest.mark.parametrize("code, said", [("en", "BUST! Ana loses 1 point."),
                                        ("de", "NIETE! Ana verliert 1 Punkt."),
                                        ("it", "FALLIMENTO! Ana perde 1 punto.")])
def test_a_bust_of_one_point(lang, code, said):
    from game.mishimash.ui.play_scene import bust_loss

    lang(code)
    assert bust_loss("Ana", 2) == said


def test_a_power_cost_is_not_tied_to_the_dice_count(lang):
    """Romanian "de" follows the points, never the number of dice rerolled."""
    from game.magdagdon.ui.play_scene import costs, uses_left

    lang("ro")
    assert costs(10) == "costă 10 puncte" and costs(20) == "costă 20 de puncte"
    assert uses_left(2, 20) == "2 utilizări rămase · următoarea costă 20 de puncte"
    assert uses_left(1, 70) == "1 utilizare rămasă · următoarea costă 70 de puncte"


def test_mishimash_statistics_speak_of_matches(lang):
    from game.magdagdon.ui.past import HISTORY as MAGDAGDON
    from game.mishimash.ui.past import HISTORY as MISHIMASH

    for code, games, matches in (("en", "games", "matches"), ("de", "Spiele", "Partien"),
                                 ("ro", "jocuri", "partide"), ("te", "ఆటలు", "మ్యాచ్‌లు")):
        lang(code)
        assert MAGDAGDON.trend_title(5).endswith(games)
        assert MISHIMASH.trend_title(5).endswith(matches)
    lang("de")
    assert MISHIMASH.none_yet() == "Noch keine Partie beendet."


def test_an_animation_speed_off_is_not_a_switch_off(lang):
    from game.ui.names import speed_name

    lang("ro")
    assert (speed_name("off"), i18n._("Off")) == ("Oprite", "Oprit")
    lang("it")
    assert (speed_name("off"), i18n._("Off")) == ("Disattivate", "Disattivato")

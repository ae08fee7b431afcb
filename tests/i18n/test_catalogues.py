"""The catalogues are complete and consistent: the same checks as `python -m game locales`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game import i18n
from game.dev import locales_check
from game.i18n import compile_mo, header_fields, parse_po


def test_every_language_is_complete_and_consistent() -> None:
    problems, catalogues = locales_check.check_catalogues()
    assert problems == []
    assert set(catalogues) == set(i18n.LANGUAGES)


def test_bundled_fonts_cover_every_character_of_every_catalogue() -> None:
    _, catalogues = locales_check.check_catalogues()
    assert locales_check.check_fonts(catalogues) == []


def test_check_command_passes_with_a_summary_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert locales_check.run_check() == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("locales OK: 5 languages")


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_plural_forms_header(code: str) -> None:
    with open(i18n.po_path(code), encoding="utf-8") as fh:
        header = header_fields(parse_po(fh.read()))
    nplurals, plural = locales_check.plural_function(code, header)
    assert nplurals == (3 if code == "ro" else 2)
    assert [plural(n) for n in (1, 2, 20)] == ([0, 1, 2] if code == "ro" else [0, 1, 1])


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_catalogue_files_are_in_normal_form(code: str) -> None:
    """What the extractor writes reads back to the same text (no hand-made drift)."""
    with open(i18n.po_path(code), encoding="utf-8") as fh:
        text = fh.read()
    assert locales_check.format_po(parse_po(text)) == text


def test_template_lists_exactly_the_messages_in_the_code() -> None:
    messages, _ = locales_check.extract(locales_check.source_files())
    template = locales_check.read_catalogue(locales_check.TEMPLATE)
    assert {m.key for m in messages} == {e.key for e in template if e.msgid}


def test_translations_differ_from_english_where_words_are_translated() -> None:
    i18n.activate("de")
    try:
        assert i18n._("High scores") == "Bestenliste"
        assert i18n._("ROLL") == "WÜRFELN" and i18n._("CONFIRM") == "BESTÄTIGEN"
        i18n.activate("ro")
        assert (i18n._("ROLL"), i18n._("CONFIRM")) == ("ARUNCĂ", "CONFIRMĂ")
        i18n.activate("it")
        assert i18n._("Settings") == "Impostazioni"
    finally:
        i18n.activate("en")


def test_a_broken_catalogue_is_reported(tmp_path, monkeypatch) -> None:
    """The check names a missing message, an extra one, a wrong placeholder and a bad header."""
    lines = [
        'msgid ""', 'msgstr ""', '"Language: de\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', "",
        'msgid "Turn {n}"', 'msgstr "Zug {m}"', "",
        'msgid "Not in the code at all"', 'msgstr "Gibt es nicht"', "",
    ]
    locales = tmp_path / "locales"
    locales.mkdir()
    for code in i18n.LANGUAGES:
        src = i18n.po_path(code)
        dst = locales / f"{code}.po"
        text = "\n".join(lines) if code == "de" else Path(src).read_text(encoding="utf-8")
        dst.write_text(text, encoding="utf-8")
    template = Path(locales_check.TEMPLATE).read_text(encoding="utf-8")
    (locales / "cubiri.pot").write_text(template, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES_DIR", str(locales))
    monkeypatch.setattr(locales_check, "TEMPLATE", str(locales / "cubiri.pot"))
    problems, _ = locales_check.check_catalogues()
    text = "\n".join(problems)
    assert "de.po: lacks 'Play'" in text
    assert "de.po: extra message 'Not in the code at all'" in text
    assert "'Turn {n}': placeholders ['{m}'] differ from English ['{n}']" in text
    others = [c for c in i18n.LANGUAGES if c != "de"]
    assert not any(f"{c}.po" in p for p in problems for c in others)


def test_compiled_catalogue_has_contexts_and_three_romanian_plurals() -> None:
    text = "\n".join([
        'msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
        f'"Plural-Forms: {locales_check.PLURAL_FORMS["ro"]}\\n"', "",
        "#, fuzzy", 'msgid "Guess"', 'msgstr "Ghici"', "",
        'msgctxt "die face"', 'msgid "One"', 'msgstr "Unu"', "",
        'msgid "{n} die"', 'msgid_plural "{n} dice"', 'msgstr[0] "{n} zar"',
        'msgstr[1] "{n} zaruri"', 'msgstr[2] "{n} de zaruri"', "",
        'msgid "Multi"', 'msgstr ""', '"line one\\n"', '"line \\"two\\""', "",
    ])
    import gettext
    import io

    t = gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(text))))
    assert [t.ngettext("{n} die", "{n} dice", n) for n in (1, 2, 20, 101, 120)] == [
        "{n} zar", "{n} zaruri", "{n} de zaruri", "{n} zaruri", "{n} de zaruri"]
    assert t.pgettext("die face", "One") == "Unu"
    assert t.gettext("One") == "One"  # only in its context
    assert t.gettext("Guess") == "Guess"  # fuzzy entries are not used
    assert t.gettext("Multi") == 'line one\nline "two"'


def test_locales_dir_exists_with_template_and_five_catalogues() -> None:
    names = set(os.listdir(i18n.LOCALES_DIR))
    assert {"cubiri.pot"} | {f"{c}.po" for c in i18n.LANGUAGES} <= names

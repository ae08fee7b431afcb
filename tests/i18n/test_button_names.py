"""`locales --check`: a text that names a button carries that button's label in every language,
and the tips switch never shares a name with the HINT button."""

from __future__ import annotations

import copy

import pytest

from game import i18n
from game.dev.locales_check import button_mentions, check_button_names, read_catalogue


@pytest.fixture(scope="module")
def catalogues():
    return {code: read_catalogue(i18n.po_path(code)) for code in i18n.LANGUAGES}


def _set(catalogues, code, msgid, text):
    out = copy.deepcopy(catalogues)
    entry = next(e for e in out[code] if e.msgid == msgid)
    entry.msgstr = [text] * len(entry.msgstr)
    return out


@pytest.mark.parametrize("text, names", [
    ("Press ROLL: four dice", ["ROLL"]),
    ("Then SAVE to add them, or ROLL AGAIN with the rest.", ["ROLL AGAIN", "SAVE"]),
    ("REROLL rerolls one or more dice", ["REROLL"]),  # not ROLL
    ("You choose the difficulty in SETTINGS.", ["Settings"]),
    ("MINUS −1 or PLUS +1 changes one die", ["PLUS +1", "MINUS −1"]),
    ("or press ACCEPT a ruin, even with powers left", ["ACCEPT a ruin"]),
    ("Roll, or roll again", []),  # lower case: the action, not the button
    ("Some saved settings were damaged.", []),
])
def test_which_buttons_a_text_names(text, names):
    assert sorted(button_mentions(text)) == sorted(names)


def test_the_catalogues_name_every_button_by_its_label(catalogues):
    assert check_button_names(catalogues) == []


def test_a_rule_text_with_another_word_for_the_button_is_caught(catalogues):
    """The German rule book used to say "Dann SICHERE" beside a button labelled SICHERN."""
    msgid = ("Then SAVE to add the turn points to your total and end the turn, or ROLL AGAIN "
             "with the remaining dice.")
    bad = _set(catalogues, "de", msgid, "Dann SICHERE, um die Punkte gutzuschreiben, oder "
               "WÜRFLE NOCHMAL mit den übrigen Würfeln.")
    problems = check_button_names(bad)
    assert len(problems) == 2 and all(p.startswith("de: ") for p in problems)
    assert "'NOCHMAL WÜRFELN'" in problems[0] and "'SICHERN'" in problems[1]


def test_the_tips_switch_and_the_hint_button_must_differ(catalogues):
    """The tips switch was "Tipps" beside a TIPP button (German), "Sfaturi" beside SFAT..."""
    for code, shared in (("de", "Tipps"), ("ro", "Sfaturi"), ("te", "సూచనలు"),
                         ("it", "Consigli")):
        problems = check_button_names(_set(catalogues, code, "Tips", shared))
        assert len(problems) == 1 and problems[0].startswith(f"{code}: 'Tips'")

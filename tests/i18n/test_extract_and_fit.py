"""The extractor finds marked strings; the fit check flags text that overflows its box."""

from __future__ import annotations

import sys
import types

import pytest

from game import i18n
from game.dev import locales_check


def test_extractor_reads_every_marker(tmp_path) -> None:
    src = tmp_path / "screen.py"
    src.write_text(
        "from game.i18n import _, N_, ngettext, pgettext\n"
        "A = N_('Marked early')\n"
        "def f(n, name):\n"
        "    _('Hello')\n"
        "    i18n._('Hello')\n"
        "    ngettext('{n} die', '{n} dice', n)\n"
        "    pgettext('button', 'Save')\n"
        "    _(A)\n"
        "    _(f'Hi {name}')\n",
        encoding="utf-8")
    messages, warnings = locales_check.extract([str(src)])
    keys = [(m.msgctxt, m.msgid, m.msgid_plural) for m in messages]
    assert keys == [(None, "Marked early", None), (None, "Hello", None),
                    (None, "{n} die", "{n} dice"), ("button", "Save", None)]
    assert len(messages[1].places) == 2
    assert len(warnings) == 1 and ":9:" in warnings[0]


def test_merge_keeps_translations_and_adds_new_messages() -> None:
    old = i18n.parse_po('msgid "Hello"\nmsgstr "Hallo"\n\nmsgid "Gone"\nmsgstr "Weg"\n')
    msgs = [locales_check.Message("Hello", places=["x.py:1"]),
            locales_check.Message("{n} die", msgid_plural="{n} dice", places=["x.py:2"])]
    entries, new = locales_check.merge(msgs, "ro", old)
    body = {e.msgid: e.msgstr for e in entries if e.msgid}
    assert body == {"Hello": ["Hallo"], "{n} die": ["", "", ""]}
    assert new == 1


def test_fit_check_flags_overflowing_text(monkeypatch: pytest.MonkeyPatch) -> None:
    layout = types.ModuleType("game.ui.layout")
    layout.text_boxes = lambda: [  # type: ignore[attr-defined]
        ("Play", 28, 400, 1),
        ("Abandon the game in progress and start a new one?", 28, 120, 1),
        ("{n} ruins", 20, 600, 1),  # a plural msgid: every form, placeholders filled in
        ("{n} ruins", 20, 60, 1),
    ]
    monkeypatch.setitem(sys.modules, "game.ui.layout", layout)
    problems, note = locales_check.check_fit()
    assert "4 text boxes from game.ui.layout" in note
    assert not any("'Play'" in p for p in problems)
    flagged = {p.split(":")[0] for p in problems if "Abandon" in p}
    assert flagged == set(i18n.LANGUAGES)
    ruins = [p for p in problems if "'{n} ruins'" in p]
    assert len(ruins) == len(i18n.LANGUAGES)  # only the 60 px box, once per language
    assert any("(as '12 de ruine')" in p or "(as '1 ruină')" in p for p in ruins)


def test_tour_check_reports_labels_that_overflow_on_screen(monkeypatch: pytest.MonkeyPatch):
    """The tour check records what the front end's fitting could not fit (fake one-step tour)."""
    from game.dev import shots
    from game.ui import text as ui_text

    class FakeTour:
        def __init__(self, out: str, lang: str) -> None:
            self.lang = lang

        def run(self) -> list[str]:
            i18n.activate(self.lang)
            ui_text.fit(i18n._("Play"), 28, 400, 1)  # fits
            ui_text.fit(i18n._("Abandon the game in progress and start a new one?"), 28, 60, 1)
            return []

    monkeypatch.setattr(shots, "Tour", FakeTour)
    problems, note = locales_check.check_tour(["de", "te"])
    assert len(problems) == 2
    assert problems[0].startswith("de: 'Das laufende Spiel aufgeben")
    assert problems[1].startswith("te: ")
    assert "2 overflowing" in note
    assert ui_text.fit is not None and ui_text.fit.__name__ == "fit"  # restored

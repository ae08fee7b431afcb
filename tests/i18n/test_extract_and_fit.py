"""The extractor finds marked strings; the fit check flags text that overflows its box."""

from __future__ import annotations

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


def test_fit_check_measures_the_screens(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fit check measures what the screens draw (here: a title box made too narrow, on
    the screens drawn for the desktop and on the responsive ones)."""
    import dataclasses

    import pygame

    from game.ui import chrome, layout

    narrow = pygame.Rect(260, 6, 60, 70)
    monkeypatch.setattr(chrome, "HEADER_TITLE", narrow)
    monkeypatch.setattr(chrome, "header",
                        lambda m: dataclasses.replace(layout.header(m), title=narrow))
    problems, note = locales_check.check_fit()
    assert "text boxes measured on the screens" in note
    for screen in ("settings", "scores"):  # responsive, and not yet
        flagged = {p.split(":")[0] for p in problems if f"(screen {screen})" in p}
        assert flagged == set(i18n.LANGUAGES), screen


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

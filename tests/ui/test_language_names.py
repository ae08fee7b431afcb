"""Every language's name is drawn in a font that has its glyphs, in every interface language,
wherever it appears: the title's language button, the language picker, the settings.

Before the fix "తెలుగు" was drawn with the Latin font in four of the five interfaces: a row of
empty boxes in the language picker. The test watches what the real app draws, frame by frame,
and looks every drawn string up in the font file it was drawn with.
"""

from __future__ import annotations

import pytest

from game import i18n
from game.dev.locales_check import GlyphWatch, check_fonts, read_catalogue
from game.i18n import LANGUAGES
from game.ui import fonts


def _open_picker(lang: str):
    from game.dev.harness import Driver, make_app
    from game.ui.session import Session

    app = make_app(Session.memory(), lang)
    drive = Driver(app, dt=0.05)
    title = app.top
    button = next(w for w in title.widgets if getattr(w, "on_press", None) == title.pick_language)
    return app, drive, button


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_picker_draws_every_language_name_with_its_glyphs(lang):
    from game.ui.scenes.dialogs import LanguagePicker

    app, drive, button = _open_picker(lang)
    with GlyphWatch() as watch:
        drive.press(button, frames=2)  # as a player: tap the language button on the title
    assert isinstance(app.top, LanguagePicker)
    assert set(LANGUAGES.values()) <= watch.texts(lang)
    assert watch.missing() == []


@pytest.mark.parametrize("lang", ["en", "de", "ro", "it"])
def test_choosing_telugu_from_a_latin_interface(lang):
    from game.ui.scenes.dialogs import LanguagePicker
    from game.ui.scenes.settings import SettingsScene

    app, drive, button = _open_picker(lang)
    drive.press(button, frames=2)
    picker = app.top
    assert isinstance(picker, LanguagePicker)
    telugu = next(w for w in picker.widgets if getattr(w, "text", None) == LANGUAGES["te"])
    with GlyphWatch() as watch:
        drive.press(telugu, frames=2)
        assert i18n.current() == "te" and not isinstance(app.top, LanguagePicker)
        app.push(SettingsScene(app, "magdagdon"))
        drive.pump(2)
    assert LANGUAGES["te"] in watch.texts("te")  # on the title and in the settings
    assert watch.missing() == []


def test_the_watch_catches_boxes(monkeypatch):
    """With the old choice of font (the interface language's, whatever the text), the same
    player steps draw "తెలుగు" in a font without Telugu letters, and the watch says so."""
    monkeypatch.setattr(fonts, "script_of_text",
                        lambda text, language=None: fonts.script_of(language or i18n.current()))
    app, drive, button = _open_picker("en")
    with GlyphWatch() as watch:
        drive.press(button, frames=2)
    missing = watch.missing()
    assert missing and all("తెలుగు" in line for line in missing)


def test_locales_check_catches_a_language_name_without_glyphs(monkeypatch):
    """`locales --check` looks every language's name up in the font each interface draws it
    with, not only the interface's own catalogue."""
    catalogues = {code: read_catalogue(i18n.po_path(code)) for code in LANGUAGES}
    assert check_fonts(catalogues) == []
    monkeypatch.setattr(fonts, "script_of_text",
                        lambda text, language=None: fonts.script_of(language or i18n.current()))
    problems = check_fonts(catalogues)
    assert {p.split(":")[0] for p in problems} == {"en", "de", "ro", "it"}
    assert all("తెలుగు" in p for p in problems)

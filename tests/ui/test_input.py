"""Input mapping and letterboxing: touches act once, keys map to actions, bars are dead."""

from __future__ import annotations

import pygame

from game.ui.viewport import Viewport


def test_letterbox_maps_window_to_logical():
    view = Viewport((1920, 1200))  # 16:10: bars above and below
    assert view.rect == (0, 60, 1920, 1080)
    assert view.to_logical((960, 600)) == (640, 360)
    assert view.to_logical((10, 30)) is None  # on the bar
    assert Viewport((640, 360)).to_logical((320, 180)) == (640, 360)
    assert Viewport((640, 1000)).from_normalised(0.5, 0.5) == (640, 360)  # phone-like, upright


def test_a_touch_is_one_tap(app, drive):
    """SDL sends a finger event and a synthetic mouse event; only one tap may result."""
    from game.ui.scenes.dialogs import LanguagePicker

    title = app.top
    drive.touch(title.widgets[4].rect.center)  # the language button
    assert isinstance(app.top, LanguagePicker)
    assert len(app.scenes) == 2  # pressed once, not twice


def test_resized_window_clicks_land_in_the_right_place(app, drive, desktop_only):
    from game.ui.scenes.menu import GameMenuScene

    drive.resize((960, 720))  # 4:3: the title's canvas takes the window's shape
    assert app.canvas.get_size() == (960, 720) and app.view.rect == (0, 0, 960, 720)
    drive.click(app.top.widgets[3].rect.center)
    assert isinstance(app.top, GameMenuScene) and app.top.game == "mishimash"
    app.push(desktop_only(app))  # not responsive: letterboxed
    drive.pump(1)
    assert app.canvas.get_size() == (1280, 720) and app.view.rect == (0, 90, 960, 540)
    drive.click(app.top.widgets[0].rect.center)  # Back, drawn in the letterbox
    assert isinstance(app.top, GameMenuScene)


def test_keyboard_moves_focus_and_presses(app, drive):
    from game.ui.scenes.menu import GameMenuScene

    drive.key(pygame.K_RIGHT)
    assert app.keyboard and app.top.focus is app.top.widgets[3]
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, GameMenuScene) and app.top.game == "mishimash"
    drive.key(pygame.K_ESCAPE)
    assert len(app.scenes) == 1


def test_mute_key_toggles_the_saved_setting(app, drive):
    assert app.session.settings.sound
    drive.key(pygame.K_m)
    assert not app.session.settings.sound and app.audio.muted


def test_language_switch_is_immediate(app, drive):
    from game.ui.scenes.dialogs import LanguagePicker

    app.push(LanguagePicker(app))
    picker = app.top
    german = next(w for w in picker.widgets if getattr(w, "text", None) == "Deutsch")
    drive.press(german)
    from game import i18n

    assert i18n.current() == "de" and app.session.settings.language == "de"
    assert app.top.widgets[1].text() == i18n._("Original dice games")


def test_the_renderer_letterboxes_with_black_bars(app, drive, desktop_only):
    """SDL's renderer scales the canvas into the window and paints black bars around it."""
    app.push(desktop_only(app))  # a screen drawn on the desktop canvas
    drive.resize((960, 720))
    drive.pump(1)
    shown = app.display.shown()
    assert shown.get_size() == (960, 720)
    assert shown.get_at((480, 40))[:3] == (0, 0, 0)  # bar above the 540 px high canvas
    assert shown.get_at((480, 360))[:3] != (0, 0, 0)  # the felt


def test_idle_frames_draw_nothing(app, drive):
    drive.pump(2)
    drawn = app.frames_drawn
    drive.pump(30)
    assert app.frames_drawn == drawn
    drive.click((5, 5))  # any input redraws once
    assert app.frames_drawn == drawn + 1

"""Issue 14, item 3: the native window goes down to 640x360 (a 1366x768 laptop, a 150 %
scaled 1080p screen), the game letterboxed into it and scaled smoothly, taps still landing."""

from __future__ import annotations

import pygame

from game.ui import window
from game.ui.constants import SIZE


def test_a_new_window_fits_the_desktop():
    assert window.initial_size((1920, 1080)) == SIZE
    small = window.initial_size((1366, 768))  # with the task bar, 720 rows do not fit
    assert small[1] <= 768 * 0.9 and abs(small[0] / small[1] - 16 / 9) < 0.01
    assert window.initial_size((1280, 720)) == (1152, 648)  # a 150 % scaled 1080p screen
    assert window.initial_size((600, 300)) == window.MIN_SIZE


def test_the_native_window_is_resizable_down_to_640x360(app):
    surface = window.open_native()
    assert surface.get_flags() & pygame.RESIZABLE and not surface.get_flags() & pygame.SCALED
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == (640, 360)


def test_a_small_window_letterboxes_smoothly_and_taps_land(app, drive):
    from game.ui.scenes.menu import GameMenuScene

    drive.resize((683, 384))  # half a 1366x768 laptop screen, not a whole factor
    assert app.view.rect == (0, 0, 683, 384)
    app.dirty = True
    drive.pump(1)
    shown = pygame.Surface((683, 384))
    shown.blit(app.window, (0, 0), pygame.Rect(app.view.rect))
    smooth = pygame.transform.smoothscale(app.canvas, (683, 384))
    nearest = pygame.transform.scale(app.canvas, (683, 384))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(smooth, "RGB")
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(nearest, "RGB")
    drive.press(app.top.widgets[2])  # the player clicks the MAGDAGDON card where it is drawn
    assert isinstance(app.top, GameMenuScene)


def test_wide_windows_get_black_bars_and_bar_taps_do_nothing(app, drive):
    drive.resize((1000, 360))  # 640x360 of game with bars left and right
    x, y, w, h = app.view.rect
    assert (w, h) == (640, 360) and x == 180
    app.dirty = True
    drive.pump(1)
    assert app.window.get_at((90, 180))[:3] == (0, 0, 0)
    top = app.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(90, 180), button=1,
                                         touch=False))
    drive.pump(1)
    assert app.top is top

"""The native window: any shape from 360x360 up (a laptop's, a 150 % scaled 1080p screen, a
phone-shaped window), the canvas letterboxed into it by SDL's renderer, taps still
landing."""

from __future__ import annotations

import gc

import pygame
import pytest

from game.ui import scenes, window
from game.ui.constants import SIZE


def test_a_new_window_fits_the_desktop():
    assert window.initial_size((1920, 1080)) == SIZE
    small = window.initial_size((1366, 768))  # with the task bar, 720 rows do not fit
    assert small[1] <= 768 * 0.9 and abs(small[0] / small[1] - 16 / 9) < 0.01
    assert window.initial_size((1280, 720)) == (1152, 648)  # a 150 % scaled 1080p screen
    assert window.initial_size((600, 300)) == (640, 360)


def test_the_native_window_is_resizable_down_to_360x360(app):
    display = app.display
    assert isinstance(display, window.NativeDisplay)
    assert display.window.resizable and display.window.minimum_size == window.MIN_SIZE
    assert window.MIN_SIZE == (360, 360)
    assert display.renderer is not None and display.texture is not None  # the renderer draws


def _rules(app, drive):
    """A screen not yet laid out for any shape: drawn on the desktop canvas, letterboxed."""
    app.push(scenes.make("rules", app, "magdagdon"))
    drive.pump(1)
    return app.top


def test_the_gpu_scales_the_canvas_not_smoothscale(app, drive, monkeypatch):
    rules = _rules(app, drive)
    drive.resize((683, 384))  # half a 1366x768 laptop screen, not a whole factor
    assert app.view.rect == (0, 0, 683, 384) and app.canvas.get_size() == SIZE

    def refuse(*args, **kwargs):
        raise AssertionError("the canvas was scaled on the CPU")

    monkeypatch.setattr(pygame.transform, "smoothscale", refuse)
    app.dirty = True
    drive.pump(1)
    shown = app.display.shown()
    monkeypatch.undo()
    assert shown.get_size() == (683, 384)
    smooth = pygame.transform.smoothscale(app.canvas, (683, 384))
    nearest = pygame.transform.scale(app.canvas, (683, 384))

    def distance(a: pygame.Surface, b: pygame.Surface) -> float:
        pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
        return sum(abs(x - y) for x, y in zip(pa, pb, strict=True)) / len(pa)

    # the same picture, filtered (linear), not SDL's default nearest pixels
    assert distance(shown, smooth) < 6
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(nearest, "RGB")
    drive.press(rules.widgets[0])  # Back, where it is drawn
    assert app.top is not rules


def test_wide_windows_get_black_bars_and_bar_taps_do_nothing(app, drive):
    rules = _rules(app, drive)
    drive.resize((1000, 360))  # 640x360 of game with bars left and right
    x, y, w, h = app.view.rect
    assert (w, h) == (640, 360) and x == 180
    app.dirty = True
    drive.pump(1)
    assert app.display.shown().get_at((90, 180))[:3] == (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(90, 180), button=1,
                                         touch=False))
    drive.pump(1)
    assert app.top is rules


@pytest.mark.parametrize("size", [(360, 360), (390, 844), (844, 390), (1920, 1080)])
def test_a_window_of_any_shape_shows_the_game(app, drive, size):
    drive.resize(size)
    app.dirty = True
    drive.pump(1)
    shown = app.display.shown()
    assert shown.get_size() == size
    x, y, w, h = app.view.rect
    assert shown.get_at((x + w // 2, y + h // 2))[:3] != (0, 0, 0)


def test_windows_closed_before_video_quits_leave_the_next_windows_textures_alone():
    """SDL frees every window's renderer and textures when its video system quits; a texture
    object collected after that freed whatever SDL had put at its address since: the next
    window's texture ("Parameter 'texture' is invalid" in the suite, order-dependent)."""
    from game.dev.harness import init_headless

    old = [init_headless() for _ in range(6)]
    for display in old:
        display.surface(SIZE)
        display.present()
    window.close_all()
    pygame.display.quit()
    pygame.display.init()
    new = [init_headless() for _ in range(6)]
    for display in new:
        display.surface(SIZE)
    del old, display
    gc.collect()
    for display in new:
        display.surface(SIZE).fill((200, 0, 0))
        display.present()
        assert display.shown().get_at((5, 5))[:3] == (200, 0, 0)


def test_a_collected_display_closes_its_window():
    from game.dev.harness import init_headless

    display = init_headless((400, 400))
    display.surface(SIZE)
    closed = display.close
    del display
    gc.collect()
    assert not closed.alive  # its texture, renderer and window freed, in that order

"""A mouse on a button shows it can be pressed (hover), on every screen's buttons; a finger
never leaves one lit, and a still mouse costs no frames."""

from __future__ import annotations

import pygame

from game.ui import scenes


def _move(drive, pos, touch: bool = False) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drive.window_pos(pos),
                                         rel=(0, 0), buttons=(0, 0, 0), touch=touch))
    drive.pump(1)


def _pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


def test_a_button_under_the_mouse_is_drawn_lit(app, drive):
    title = app.top
    button = title.widgets[3]  # a game's button
    drive.pump(1)
    plain = _pixels(app, button.rect)
    _move(drive, button.rect.center)
    assert app.hovered() is button
    lit = _pixels(app, button.rect)
    assert lit != plain
    _move(drive, (5, app.canvas.get_height() - 5))  # away, onto the felt
    assert app.hovered() is None and _pixels(app, button.rect) == plain


def test_every_button_of_a_screen_lights_under_the_mouse(app, drive):
    for scene in (scenes.make("settings", app, "magdagdon"), scenes.make("rules", app,
                                                                         "magdagdon")):
        app.push(scene)
        drive.pump(1)
        buttons = [w for w in scene.widgets if w.focusable and w.visible
                   and getattr(w, "enabled", False)]
        assert buttons
        for button in buttons:
            _move(drive, (5, app.canvas.get_height() - 5))
            plain = _pixels(app, button.rect)
            _move(drive, button.rect.center)
            assert app.hovered() is button and _pixels(app, button.rect) != plain
        app.pop()


def test_a_finger_lights_nothing_and_a_still_mouse_draws_nothing(app, drive):
    button = app.top.widgets[3]
    _move(drive, button.rect.center, touch=True)  # SDL's mouse copy of a finger
    assert app.hovered() is None
    _move(drive, button.rect.center)
    drawn = app.frames_drawn
    _move(drive, (button.rect.centerx + 3, button.rect.centery))  # still on the same button
    drive.pump(10)
    assert app.frames_drawn == drawn

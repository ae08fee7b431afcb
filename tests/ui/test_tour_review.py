"""Defects found by the player's review of the screenshot tour (each test fails without its
fix): a solo race that "wins", notices over a play screen's title, review boards spilling out
of their panel."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _


def header_pixels(app, drive, area: pygame.Rect | None = None) -> bytes:
    """What the header (or the part `area` of it) shows now."""
    from game.ui.layout import HEADER_H

    drive.pump(1, 0.0)
    app.dirty = True
    app.draw()
    area = area or pygame.Rect(0, 0, app.canvas.get_width(), HEADER_H)
    return pygame.image.tobytes(app.canvas.subsurface(area), "RGB")


def test_sound_state_and_notices_leave_the_play_screens_header_alone(app, drive):
    from game.mishimash import Match
    from game.ui.scenes.mishimash import MishimashScene

    app.push(MishimashScene(app, Match(["Ana", "Bo"], 250), (True, True)))
    drive.settle()
    from game.ui.layout import PLAY_TITLE

    title = header_pixels(app, drive, PLAY_TITLE)
    drive.key(pygame.K_m)  # sound off: its state shows for a moment (the speaker changes)
    assert app.sound_shown > 0
    assert header_pixels(app, drive, PLAY_TITLE) == title
    app.sound_shown = 0.0
    header = header_pixels(app, drive)
    app.notify("A notice for the player")
    assert app.toasts
    assert header_pixels(app, drive) == header


def test_the_review_boards_stay_inside_their_panel():
    from game.ui.scenes.magdagdon_past import REVIEW, mini_board_frame
    from game.ui.scenes.review import COSTLY

    for k in (0, 1):
        frame = mini_board_frame(REVIEW.board_origin(COSTLY, k))
        assert COSTLY.contains(frame), (k, frame, COSTLY)
        assert frame.top > REVIEW.costly_rect(COSTLY, 2).bottom + 26  # room for its label

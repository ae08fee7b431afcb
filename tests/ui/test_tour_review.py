"""Defects found by the player's review of the screenshot tour (each test fails without its
fix): a solo race that "wins", notices over a play screen's title, review boards spilling out
of their panel."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.mishimash import storage as mm


def solo_match_won(app, drive, target: int = 10):
    """A solo MISHIMASH race to `target` played through the screen: three 1s, then SAVE."""
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana"], target), (True,),
                           ScriptedRandom([1, 1, 1, 2, 3, 4]))
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])  # the three 1s: 10 points
    drive.press(scene.save_button)
    drive.settle()
    assert scene.match.winner == 0 and scene.match.turn_count == 1
    return scene


@pytest.mark.parametrize("lang", ["en", "de", "ro", "te", "it"])
def test_a_solo_race_ends_with_the_target_and_its_turns_not_a_win(app, drive, lang):
    app.set_language(lang)
    scene = solo_match_won(app, drive)
    status = scene.status()
    assert status != _("{name} wins!").format(name="Ana")
    assert "Ana" in status and "10" in status and "1" in status.replace("10", "")
    if lang == "en":
        assert status == "Ana reached 10 in 1 turn!"


def test_a_solo_race_in_the_lists_of_matches_gives_turns_not_a_winner(app, drive):
    from game.ui import front_end

    solo_match_won(app, drive)
    row = app.session.storage.read(mm.MISHIMASH_HISTORY)[-1]
    view = front_end.history_view("mishimash")
    assert view is not None
    assert "wins" not in view.row_title(row) and "solo" in view.row_title(row)
    assert view.row_detail(row) == "1 turn"


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
    from game.mishimash.ui.play_scene import MishimashScene

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
    from game.magdagdon.ui.past import REVIEW, mini_board_frame
    from game.ui.scenes.review import COSTLY

    for k in (0, 1):
        frame = mini_board_frame(REVIEW.board_origin(COSTLY, k))
        assert COSTLY.contains(frame), (k, frame, COSTLY)
        assert frame.top > REVIEW.costly_rect(COSTLY, 2).bottom + 26  # room for its label


def test_the_minimum_is_not_more_dice_before_any_is_placed(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = ScriptedRandom([3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    assert scene.status() == "Place at least 2 dice: tap a die, then a cell."
    drive.press(scene.dice_spots[0])
    drive.press(scene.cells[(0, 0)])
    drive.settle()
    assert scene.status() == "Place at least 1 more die: tap a die, then a cell."


@pytest.mark.parametrize("label", ["NEU WÜRFELN", "ARUNCĂ DIN NOU", "Karte der Wertung"])
def test_a_two_line_button_label_fits_the_buttons_height(app, label):
    from game.ui import text
    from game.ui.constants import TEXT_BODY
    from game.ui.widgets import Button

    button = Button((0, 0, 176, 56), label, lambda: None, size=TEXT_BODY, lines=2)
    box, size, lines, bold = button.text_box()
    _size, rows = text.fit(label, size, box.width, lines, bold)
    assert len(rows) * text.line_height(_size, bold, label) <= box.height

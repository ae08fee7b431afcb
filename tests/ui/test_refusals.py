"""MAGDAGDON answers every tap: a tap on a cell or die that cannot be used
shakes it, makes a short sound and says why in the status line (for a moment); a grey MINUS −1
or PLUS +1 says why it is grey, under its name and when tapped; the dice that fit nowhere look
so."""

from __future__ import annotations

import pygame
import pytest

from game.dev.harness import open_magdagdon


def _rolled(app, drive, dice=(3, 4, 4, 6)):
    scene = open_magdagdon(app, list(dice))
    drive.press(scene.roll_button)
    drive.settle()
    return scene


def _shaken(scene) -> list[pygame.Rect]:
    return [e.rect for e in scene.effects if type(e).__name__ == "Shake"]  # game.ui.effects


def test_a_tap_on_a_cell_without_a_die_picked_says_what_to_do(app, drive):
    scene = _rolled(app, drive)
    before = len(app.audio.played)
    drive.press(scene.cells[(2, 2)])
    assert scene.status() == "Pick a die first, then tap a lit cell."
    assert scene.cells[(2, 2)].rect in _shaken(scene)
    assert app.audio.played[before:] == ["click"]
    assert not scene.game.staged


def test_a_tap_on_a_cell_the_die_cannot_go_to_says_why(app, drive):
    scene = _rolled(app, drive, (3, 4, 4, 6))
    drive.press(scene.dice_spots[1])
    drive.press(scene.cells[(1, 1)])  # the 4 on (1, 1)
    drive.settle()
    drive.press(scene.dice_spots[3])  # the 6: only next to a 5, 6 (or 7)
    drive.press(scene.cells[(1, 2)])
    assert scene.status() == ("A 6 cannot go next to a 4: neighbours differ by 1 at most.")
    drive.press(scene.cells[(3, 3)])
    assert scene.status() == "A die must touch the numbers on the board."
    assert scene.selected == 3 and len(scene.game.staged) == 1  # nothing else changed
    drive.press(scene.cells[(1, 1)])  # a staged die's cell still takes it back
    assert len(scene.game.staged) == 0


def test_the_answer_fades_and_the_status_goes_back(app, drive):
    scene = _rolled(app, drive)
    drive.press(scene.cells[(0, 0)])
    assert scene.status() == "Pick a die first, then tap a lit cell."
    drive.pump(60, 0.05)  # three seconds
    assert scene.status() == "Place at least 2 dice: tap a die, then a cell."


def test_a_tap_on_an_empty_tray_slot_before_rolling(app, drive):
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.dice_spots[2])
    assert scene.status() == "Roll the dice first."
    assert scene.dice_spots[2].rect in _shaken(scene)


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)])
def test_grey_minus_and_plus_say_why(app, drive, size):
    drive.resize(size)
    scene = _rolled(app, drive, (1, 4, 4, 6))
    minus, plus, _reroll = scene.power_buttons
    assert not minus.enabled and not plus.enabled
    assert minus.sub() == plus.sub() == "pick a die"  # under their names
    drive.press(minus)
    assert scene.status() == "Pick a die first: MINUS −1 and PLUS +1 change the picked die."
    assert minus.rect in _shaken(scene)
    drive.press(scene.dice_spots[0])  # the 1: PLUS works, MINUS cannot
    assert plus.enabled and not minus.enabled
    assert minus.sub() == "not on a 1" and plus.sub() == ""
    drive.key(pygame.K_MINUS)
    assert scene.status() == "A 1 cannot be made smaller." and scene.mode == "play"


def test_the_dice_that_fit_nowhere_look_so(app, drive):
    """After a 1 is placed, a 6 fits nowhere beside it and is greyed while the others are
    not (so before the other answers came: kept)."""
    scene = _rolled(app, drive, (1, 2, 3, 6))
    drive.press(scene.dice_spots[0])
    drive.press(scene.cells[(0, 0)])
    drive.settle()
    states = [s.state for s in scene.sprites]
    assert states[3] == "disabled" and states[1] == "available"

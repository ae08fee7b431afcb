"""MISHIMASH answers every tap on a die: a die that cannot be set aside (it scores nothing in
this roll, the turn is past choosing, a BUST) shakes, makes a short sound and the status says
why, in the engine's words for the rule; a mouse on a die, a cell or a button that would act
lights it (both games), and on one that would not, nothing lights."""

from __future__ import annotations

import pygame
import pytest

from game.dev.harness import open_magdagdon, open_mishimash


def _shaken(scene) -> list[pygame.Rect]:
    return [e.rect for e in scene.effects if type(e).__name__ == "Shake"]  # game.ui.effects


def _rolled(app, drive, dice):
    scene = open_mishimash(app, list(dice))
    drive.press(scene.roll_button)
    drive.settle()
    return scene


def test_a_die_that_scores_nothing_shakes_clicks_and_says_why(app, drive):
    scene = _rolled(app, drive, (1, 2, 3, 4, 6, 6))
    before = len(app.audio.played)
    drive.press(scene.spots[1])  # the 2: no combination of this roll holds it
    assert scene.status() == "A 2 scores only as part of a combination."
    assert scene.spots[1].rect in _shaken(scene)
    assert app.audio.played[before:] == ["click"]
    assert not scene.picked
    drive.press(scene.spots[0])  # the 1 is picked as before, and the line goes back
    assert scene.picked == {0}
    assert scene.status() == "Ana: set aside scoring dice."


def test_the_line_fades_back_to_the_status(app, drive):
    scene = _rolled(app, drive, (1, 2, 3, 4, 6, 6))
    drive.press(scene.spots[4])
    assert scene.status() == "A 6 scores only as part of a combination."
    drive.pump(60, 0.05)  # three seconds
    assert scene.status() == "Ana: set aside scoring dice."


def test_after_setting_aside_the_dice_left_say_what_comes_next(app, drive):
    scene = _rolled(app, drive, (1, 2, 3, 4, 6, 6))
    drive.press(scene.spots[0])
    scene.keep_picked()
    drive.settle()
    assert scene.match.phase.value == "decide"
    drive.press(scene.spots[0])  # one of the five dice to roll again
    assert scene.status() == "Now SAVE or ROLL AGAIN."
    assert scene.spots[0].rect in _shaken(scene)


def test_a_bust_roll_says_no_die_scores(app, drive):
    scene = _rolled(app, drive, (2, 2, 3, 4, 6, 6, 3, 3))  # Ana busts: Bo is next
    drive.settle()
    assert scene.bust_shown and scene.human_turn  # Bo plays next, on the same screen
    drive.press(scene.spots[0])
    assert scene.status() == "BUST: no die of this roll scores."
    assert scene.spots[0].rect in _shaken(scene)


def _move(drive, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drive.window_pos(pos),
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    drive.pump(1)


def test_a_mouse_lights_a_die_that_scores_and_not_one_that_does_not(app, drive):
    scene = _rolled(app, drive, (1, 2, 3, 4, 6, 6))
    _move(drive, scene.spots[0].rect.center)
    assert app.hovered() is scene.spots[0]
    lit = pygame.image.tobytes(app.canvas.subsurface(scene.spots[0].rect.inflate(14, 14)),
                               "RGB")
    _move(drive, scene.spots[1].rect.center)  # the 2 cannot be set aside: nothing lights
    assert app.hovered() is None
    plain = pygame.image.tobytes(app.canvas.subsurface(scene.spots[0].rect.inflate(14, 14)),
                                 "RGB")
    assert lit != plain


def test_a_mouse_lights_a_magdagdon_cell_that_takes_the_picked_die(app, drive):
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    _move(drive, scene.cells[(0, 0)].rect.center)
    assert app.hovered() is None  # no die picked: the cell would only say so
    drive.press(scene.dice_spots[1])
    lit = sorted(scene.lit_cells())
    assert lit
    _move(drive, scene.cells[lit[0]].rect.center)
    assert app.hovered() is scene.cells[lit[0]]
    _move(drive, scene.dice_spots[0].rect.center)
    assert app.hovered() is scene.dice_spots[0]


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390), (360, 640)])
def test_the_bust_banner_leaves_the_status_and_the_dice_in_sight(app, drive, size):
    """"BUST! Ana loses N points" and the dice that busted stay readable under the banner:
    the drawn band (as painted, at its full size) touches neither."""
    drive.resize(size)
    scene = open_mishimash(app, [1, 1, 5, 2, 3, 6, 2, 2, 3, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])
    drive.press(scene.again_button)
    for _ in range(600):
        drive.pump(1, 0.01)
        if scene.banner is not None:
            break
    assert scene.bust_shown and scene.banner.message == "BUST!"
    assert scene.status() == "BUST! Ana loses 1 point."
    band = scene.banner_rect(full=True)
    assert not band.colliderect(scene.geo.status)
    assert not any(band.colliderect(s.rect) for s in scene.sprites if s.visible)

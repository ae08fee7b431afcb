"""At the end of MAGDAGDON the finished board and its bonuses light up first,
then the result shows beside the board; only a real record (an earlier best beaten) is
celebrated."""

from __future__ import annotations

import random

import pygame

from game.magdagdon import Confirm, Phase, Stage
from game.magdagdon.bots import greedy_bot
from game.magdagdon.ui import board as view
from game.magdagdon.ui.end import BOX
from game.ui.constants import GOLD
from game.ui.effects import FloatText, Ring

# Seeds whose greedy games end on a CONFIRM: 5 scores 140, 3 scores 315, 0 scores 163.
SEED_FIRST, SEED_BETTER, SEED_WORSE = 5, 3, 0


def play_to_the_last_confirm(app, drive, seed: int):
    """A greedy game through the screen, stopped with the last CONFIRM still to press."""
    import random

    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = random.Random(seed)
    bot = random.Random(seed)
    for _ in range(500):
        g = scene.game
        drive.settle()
        assert not g.is_over, "this seed's game ends on a ruin, not a CONFIRM"
        if g.phase is Phase.ROLL:
            drive.press(scene.roll_button)
            continue
        action = greedy_bot(g, bot)
        if isinstance(action, Confirm) and g.empty_cells == len(g.staged):
            return scene  # this CONFIRM fills the board
        if isinstance(action, Stage):
            scene.selected = action.die
            scene.tap_cell(action.row, action.col)
        elif isinstance(action, Confirm):
            scene.confirm()
        else:
            scene.act(action)
            if g.phase is Phase.ROLL:  # an accepted MAGDAGDON
                continue
    raise AssertionError("the game did not come to its last turn")


def test_the_board_lights_up_before_the_result_and_a_tap_skips_to_it(app, drive):
    scene = play_to_the_last_confirm(app, drive, SEED_BETTER)
    drive.press(scene.confirm_button)
    assert scene.game.is_over and app.top is scene  # no dialog over the board yet
    bonus_lines = [line for line in (*scene.game.score().rows, *scene.game.score().cols)
                   if line.combo]
    drive.pump(20, 0.05)  # one second: the bonus lines light up one after another
    assert app.top is scene
    lit = [e for e in scene.effects if isinstance(e, Ring)]
    floats = [e for e in scene.effects if isinstance(e, FloatText)]
    if bonus_lines:
        assert lit and floats
    drive.click((640, 360))  # a tap skips to the result
    end = app.top
    assert end.name == "magdagdon_end"
    assert end.place_text() == "Your first score at this difficulty."  # nothing beaten
    assert app.audio.played[-1] == "end" and not end.celebrate
    board = pygame.Rect(view.BOARD_X, view.BOARD_Y, view.BOARD_W, view.BOARD_W)
    assert not BOX.colliderect(board)  # the board stays in view beside the result


def finish(app, drive, seed: int):
    scene = play_to_the_last_confirm(app, drive, seed)
    drive.press(scene.confirm_button)
    drive.settle()
    return scene.game.score().total, app.top


def test_only_a_real_record_is_celebrated(app, drive):
    first, end = finish(app, drive, SEED_FIRST)
    assert end.place_text() == "Your first score at this difficulty." and not end.celebrate
    app.reset(app.scenes[0])
    second, end = finish(app, drive, SEED_BETTER)
    assert second > first
    assert end.place_text() == "A new best score!" and end.celebrate
    assert app.audio.played[-1] == "win"
    app.reset(app.scenes[0])
    third, end = finish(app, drive, SEED_WORSE)
    assert third < second and end.place_text() != "A new best score!" and not end.celebrate
    assert app.audio.played[-1] == "end"


# ---- a new best is celebrated as one: the line saying so pops in on a gold ribbon (both games),
# only when an earlier best was beaten

def _ribbon_shown(app, end) -> bool:
    """The ribbon drawn at its full size, gold where no word is (its top edge's inside)."""
    for _ in range(30):
        end.update(0.05)
    app.draw()
    band = end.new_best.band()
    assert band.contains(end.new_best.rect)  # behind the whole line
    return tuple(app.canvas.get_at((band.centerx, band.top + 5)))[:3] == GOLD


def test_a_magdagdon_record_pops_in_on_a_ribbon_and_a_first_score_does_not(app, drive):
    _first, end = finish(app, drive, SEED_FIRST)
    assert end.new_best is None  # nothing beaten: no ribbon
    app.reset(app.scenes[0])
    _second, end = finish(app, drive, SEED_BETTER)
    assert end.place_text() == "A new best score!" and end.new_best is not None
    assert end.new_best.t < 1  # it pops in as the card opens
    assert _ribbon_shown(app, end)


def _solo_race(seed: int):
    from game.mishimash import Match
    from game.mishimash.bots import cautious_bot, play

    return play(Match(["Ana"], 250), [cautious_bot], random.Random(seed))


def test_a_faster_solo_race_pops_in_on_a_ribbon(app, drive):
    from game.mishimash.ui.end import MishimashEndScene

    slow, fast = sorted((_solo_race(6), _solo_race(8)), key=lambda m: -m.turn_count)
    assert slow.turn_count > fast.turn_count
    for m in (slow, fast):  # the slow race first: the fast one beats it
        app.session.save("mishimash", m, random.Random(0), (True,))
        app.session.clear("mishimash")
    end = MishimashEndScene(app, fast, (True,))
    app.push(end)
    assert end.record and end.new_best is not None
    assert _ribbon_shown(app, end)
    app.pop()
    again = MishimashEndScene(app, slow, (True,))  # the slower race: no ribbon
    app.push(again)
    assert again.new_best is None

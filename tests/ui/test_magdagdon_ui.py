"""A whole MAGDAGDON game on each difficulty, played only by tapping the real screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.magdagdon import EMPTY, RUIN, Difficulty, Phase
from game.magdagdon import storage as md


def open_game(app, drive, difficulty: str):
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.ui.scenes.menu import GameMenuScene
    from game.ui.scenes.settings import SettingsScene

    title = app.top
    drive.press(title.widgets[2])  # the MAGDAGDON card
    menu = app.top
    assert isinstance(menu, GameMenuScene) and menu.game == "magdagdon"
    settings_button = next(w for w in menu.widgets if getattr(w, "on_press", None)
                           == menu.open_settings)
    drive.press(settings_button)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    choice = next(w for w in settings.widgets if callable(getattr(w, "text", None))
                  and w.text() == difficulty.upper())
    drive.press(choice)
    assert app.session.settings.magdagdon_difficulty == difficulty
    drive.key(pygame.K_ESCAPE)
    assert app.top is menu
    drive.press(menu.widgets[2])  # Play
    scene = app.top
    assert isinstance(scene, MagdagdonScene)
    assert scene.game.difficulty is Difficulty(difficulty)
    return scene


def play_to_end(app, drive, scene, rng: random.Random, use_powers: bool) -> None:
    from game.magdagdon.ui.end import MagdagdonEndScene

    g = scene.game
    for _ in range(2000):
        if isinstance(app.top, MagdagdonEndScene):
            break
        assert app.top is scene
        turns = g.turns
        if g.phase is Phase.ROLL:
            assert scene.roll_button.enabled and not scene.confirm_button.visible
            drive.press(scene.roll_button)
            assert g.phase is not Phase.ROLL and all(v is not None for v in g.dice)
            drive.settle()
            continue
        if g.phase is Phase.MAGDAGDON:
            assert not scene.confirm_button.visible and scene.accept_button.visible
            if use_powers and g.powers_left > 0:  # rescue with REROLL through its buttons
                used = g.powers_used
                drive.press(next(b for b in scene.power_buttons if b.visible and b.enabled
                                 and b.on_press == scene.start_reroll))
                assert scene.mode == "reroll"
                drive.settle()  # the second step waits for a deliberate tap
                drive.press(scene.dice_spots[g.available[0]])
                drive.press(scene.use_power)
                assert g.powers_used == used + 1 and g.phase is not Phase.ROLL
                drive.settle()
                continue
            drive.press(scene.accept_button)
            assert scene.mode == "ruin"
            empty = [c for c in scene.cells if g.cell(*c) == EMPTY]
            cell = rng.choice(empty)
            drive.press(scene.cells[cell])
            assert g.cell(*cell) == RUIN and g.turns == turns + 1
            drive.settle()
            continue
        # placing: the CONFIRM button is enabled exactly when the engine allows it
        assert scene.confirm_button.enabled == g.can_confirm
        movable = [d for d in g.available if g.valid_cells(d)]
        if g.can_confirm and (not movable or rng.random() < 0.4):
            staged = dict(g.staged)
            drive.press(scene.confirm_button)
            assert g.turns == turns + 1
            assert all(g.cell(*cell) > 0 for cell in staged.values())
            drive.settle()
            continue
        if not movable:  # a bad staging order: take a die back (UNDO, or tap a staged die)
            count = len(g.staged)
            if rng.random() < 0.5:
                drive.press(scene.undo_button)
            else:
                drive.press(scene.cells[rng.choice(g.staged)[1]])
            assert len(g.staged) < count
            continue
        d = rng.choice(movable)
        drive.press(scene.dice_spots[d])
        assert scene.selected == d
        valid = g.valid_cells(d)
        cell = rng.choice(valid)
        drive.press(scene.cells[cell])
        assert g.staged_cell(d) == cell
        drive.settle()
    assert g.is_over
    assert isinstance(app.top, MagdagdonEndScene)


@pytest.mark.parametrize("difficulty", ["peaceful", "survival", "nightmare"])
def test_full_game_through_the_ui(app, drive, difficulty):
    scene = open_game(app, drive, difficulty)
    scene.rng = random.Random(f"dice {difficulty}")  # the same games every run
    play_to_end(app, drive, scene, random.Random(difficulty), use_powers=difficulty != "nightmare")
    g = scene.game
    assert all(v == RUIN or 1 <= v <= 6 for v in g.board)
    table = app.session.storage.read(md.MAGDAGDON_SCORES)[difficulty]
    assert [row.score for row in table] == [g.score().total]
    # the end screen offers a new game
    end = app.top
    assert end.place_text() == "Your first score at this difficulty."  # no fake record
    drive.press(end.new_button)
    assert app.top is not scene and app.top.game.turns == 0


def test_take_back_by_tapping_a_staged_die(app, drive):
    from game.dev.harness import ScriptedRandom

    scene = open_game(app, drive, "peaceful")
    scene.rng = ScriptedRandom([3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.dice_spots[1])
    drive.press(scene.cells[(1, 1)])
    drive.press(scene.dice_spots[2])
    assert set(scene.game.valid_cells(2)) == {(0, 1), (1, 0), (1, 2), (2, 1)}
    drive.press(scene.cells[(1, 2)])
    assert scene.game.can_confirm and scene.confirm_button.enabled
    drive.settle()
    # Tap the first staged die: it comes back; the other stays, as an empty board accepts
    # any first die (rules §1.3 step 3, §1.4). Then UNDO takes back the other one.
    drive.press(scene.cells[(1, 1)])
    assert scene.game.staged == ((2, (1, 2)),)
    assert not scene.confirm_button.enabled
    drive.press(scene.undo_button)
    assert scene.game.staged == () and not scene.undo_button.enabled


def test_roll_is_saved_before_it_is_shown(app, drive):
    """Reloading during the tumble shows the same dice: no re-roll is possible."""
    from game.dev.harness import Driver, make_app
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = open_game(app, drive, "peaceful")
    drive.press(scene.roll_button)
    assert any(s.rolling for s in scene.sprites)
    dice = scene.game.dice
    again = make_app(app.session, "en")
    drive2 = Driver(again)
    drive2.press(again.top.widgets[2])
    drive2.press(again.top.widgets[2])  # Continue
    resumed = again.top
    assert isinstance(resumed, MagdagdonScene)
    assert resumed.game.dice == dice and resumed.game == scene.game

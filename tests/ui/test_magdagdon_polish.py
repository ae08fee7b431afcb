"""MAGDAGDON as a player test found it (a power takes two steps, taps during an animation, the
keyboard's path and focus ring, Esc that closes before it leaves), driven through the real app:
mouse clicks and keys posted to pygame's queue."""

from __future__ import annotations

import pygame

from game.magdagdon import Phase
from game.ui.constants import CREAM


def start(app, drive, dice):
    """A new PEACEFUL game with scripted dice, opened from the title like a player would."""
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui.play_scene import MagdagdonScene

    drive.press(app.top.widgets[2])  # the MAGDAGDON card
    drive.press(app.top.widgets[2])  # Play
    scene = app.top
    assert isinstance(scene, MagdagdonScene)
    scene.rng = ScriptedRandom(dice)
    return scene


def rolled(drive, scene):
    drive.press(scene.roll_button)
    drive.settle()


# ---- a power takes a deliberate second step --------------------------------------------------


def test_a_power_needs_a_second_step_and_a_double_click_is_not_one(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    g = scene.game
    rolled(drive, scene)
    drive.press(scene.dice_spots[3])  # the 6
    minus = scene.power_buttons[0]
    drive.click(minus.rect.center)
    drive.click(minus.rect.center)  # a double-click: the second lands on the strip
    assert g.powers_used == 0 and g.dice[3] == 6
    assert scene.mode == "power" and "costs 10 points" in scene.status()
    drive.settle()
    drive.press(scene.use_power)  # the deliberate second step
    assert g.powers_used == 1 and g.dice[3] == 5
    assert scene.sprites[3].flip < 1  # the die turns over
    assert "power" in app.audio.played
    drive.settle()
    assert scene.sprites[3].flip == 1 and scene.sprites[3].shown == 5


def test_cancel_leaves_the_power_unspent(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    g = scene.game
    rolled(drive, scene)
    drive.press(scene.dice_spots[3])
    drive.press(scene.power_buttons[1])  # +1 on a 6: not possible
    assert scene.mode == "play"
    drive.press(scene.power_buttons[0])
    drive.settle()
    drive.press(scene.cancel_power)
    assert scene.mode == "play" and g.powers_used == 0


def test_reroll_double_click_does_not_reroll(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    g = scene.game
    rolled(drive, scene)
    reroll = scene.power_buttons[2]
    drive.click(reroll.rect.center)
    drive.click(reroll.rect.center)
    assert scene.mode == "reroll" and g.powers_used == 0


def test_keys_arm_a_power_and_enter_cancels_it(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    g = scene.game
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_4)  # the 6
    drive.key(pygame.K_MINUS)
    assert scene.mode == "power" and scene.focus is scene.cancel_power
    drive.key(pygame.K_RETURN)  # a stray Enter right after: ignored
    assert g.powers_used == 0
    drive.settle()
    drive.key(pygame.K_RETURN)  # Enter on the focused Cancel
    assert scene.mode == "play" and g.powers_used == 0
    drive.key(pygame.K_MINUS)
    drive.settle()
    drive.key(pygame.K_MINUS)  # the same key again: used on purpose
    assert g.powers_used == 1 and g.dice[3] == 5


def test_left_from_the_first_die_goes_to_the_board_never_a_power(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    drive.key(pygame.K_r)
    drive.settle()
    assert scene.focus is scene.dice_spots[0]
    drive.key(pygame.K_LEFT)
    assert scene.focus in scene.cells.values()
    drive.key(pygame.K_RIGHT)
    assert scene.focus in scene.dice_spots
    for _ in range(4):
        drive.key(pygame.K_RIGHT)
        assert scene.focus not in scene.power_buttons


# ---- the verdict waits for the dice; the first tap only skips; a double-click ---------------


def test_magdagdon_verdict_waits_for_the_dice_and_the_first_tap_only_skips(app, drive):
    scene = start(app, drive, [1, 1, 1, 1, 6, 6, 6, 6])
    g = scene.game
    drive.press(scene.roll_button)
    drive.settle()
    for cell in ((0, 0), (0, 1)):
        drive.press(scene.dice_spots[next(d for d in g.available)])
        drive.press(scene.cells[cell])
        drive.settle()
    drive.press(scene.confirm_button)
    drive.settle()
    drive.press(scene.roll_button)  # four 6s next to 1s: MAGDAGDON
    drive.pump(2)
    assert g.in_magdagdon and scene.rolling  # the engine knows; the player does not yet
    assert not scene.accept_button.visible
    assert not any(b.enabled for b in scene.power_buttons)
    assert scene.status() == "Rolling…"
    drive.press(scene.dice_spots[0])  # the first tap only shows the dice
    assert not scene.rolling and scene.selected is None
    assert scene.banner is not None  # and the MAGDAGDON moment
    drive.press(scene.dice_spots[0])  # this tap skips the banner only
    drive.press(scene.dice_spots[0])  # and this one acts
    assert scene.selected == 0


def test_double_click_on_confirm_does_not_roll_the_next_turn(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    g = scene.game
    rolled(drive, scene)
    for die, cell in ((1, (1, 1)), (2, (1, 2))):
        drive.press(scene.dice_spots[die])
        drive.press(scene.cells[cell])
    drive.settle()
    drive.click(scene.confirm_button.rect.center)
    drive.click(scene.confirm_button.rect.center)  # ROLL is now where CONFIRM was
    assert g.turns == 1 and g.phase is Phase.ROLL and g.dice == (None,) * 4
    drive.settle()
    drive.press(scene.roll_button)  # a deliberate tap later rolls
    assert g.phase is not Phase.ROLL


# ---- keyboard play ------------------------------------------------------------------------


def test_keys_go_to_the_first_lit_cell_and_move_among_lit_cells(app, drive):
    scene = start(app, drive, [3, 4, 4, 6, 5, 1, 1, 1])
    g = scene.game
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_2)  # the first 4: every cell is lit (the first die of the game)
    drive.key(pygame.K_RETURN)
    drive.settle()
    drive.key(pygame.K_3)  # the other 4: only the neighbours of the first are lit
    lit = set(g.valid_cells(2))
    cells = {w: c for c, w in scene.cells.items()}
    assert cells[scene.focus] == min(lit)
    assert "arrow keys" in scene.status()
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN):
        drive.key(key)
        assert scene.focus in cells and cells[scene.focus] in lit
    drive.key(pygame.K_RETURN)
    assert g.staged_cell(2) in lit


def test_the_focus_ring_on_a_lit_cell_is_not_gold_on_gold(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_2)
    cell = scene.focus.rect
    app.dirty = True
    drive.pump(1, 0.0)
    canvas = app.canvas
    ring = [canvas.get_at((cell.left + 30, cell.top - k))[:3] for k in range(1, 12)]
    assert CREAM in ring  # a cream ring outside the cell's gold frame
    assert canvas.get_at((cell.centerx, cell.top - 18))[:3] == CREAM  # and a pointer above


def test_status_lines_speak_of_taps_or_keys(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    assert scene.status() == "Roll the four dice."
    drive.key(pygame.K_TAB)
    assert scene.status() == "Press R to roll the four dice."


# ---- Esc, power controls at the end, rings through overlays -------------------------------


def test_esc_closes_the_hint_then_drops_the_selection_then_leaves(app, drive):
    scene = start(app, drive, [3, 4, 4, 6])
    rolled(drive, scene)
    drive.press(scene.dice_spots[1])
    drive.press(scene.hint_button)
    assert scene.hint_open
    drive.key(pygame.K_ESCAPE)
    assert not scene.hint_open and scene.selected == 1 and app.top is scene
    drive.key(pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene
    drive.key(pygame.K_ESCAPE)
    assert app.top is not scene


def test_no_focus_ring_shows_through_a_dialog(app, drive):
    from game.ui.scenes.dialogs import ConfirmDialog

    scene = start(app, drive, [3, 4, 4, 6])
    drive.key(pygame.K_TAB)
    drive.key(pygame.K_r)
    drive.settle()
    assert scene.focus is not None
    app.push(ConfirmDialog(app, lambda: "?", lambda: "Yes", lambda: None))
    focused = scene.focus
    seen = []
    original = focused.draw
    focused.draw = lambda surf, focused=False: seen.append(focused) or original(surf, focused)
    app.dirty = True
    drive.pump(1, 0.0)
    assert seen == [False]  # the game under the dialog draws no ring
    app.pop()
    app.dirty = True
    drive.pump(1, 0.0)
    assert seen[-1] is True

"""What the other UI tests of the player test's findings leave open, found when each finding
was checked again.

Each test drives the real app as a player would (clicks and keys through pygame's queue) and
fails if its fix is taken out: MISHIMASH's first tap during a tumble only skips it, the focus
ring on an unlit cell, the cycling buttons' arrows, the place sound, the sound and speed
options and the speed setting in MISHIMASH (the key moments), and a finished board whose bonus
lines light up before the result (`test_game_over.py` checks that only when its game happens to
have a bonus)."""

from __future__ import annotations

import pygame

from game.dev.harness import open_magdagdon
from game.ui.constants import CREAM, INK


def frame(app, drive) -> pygame.Surface:
    app.dirty = True
    drive.pump(1, 0.0)
    return app.canvas


def mishimash(app, players, humans, dice, target=1000):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(players, target), humans, ScriptedRandom(dice))
    app.push(scene)
    return scene




# ---- MISHIMASH: a tap that skips the tumble does not also pick a die -----------------------


def test_mishimash_first_tap_during_the_tumble_only_skips(app, drive):
    app.session.update(animation_speed="normal")
    scene = mishimash(app, ["Ana"], (True,), [1, 1, 1, 5, 2, 3])
    drive.press(scene.roll_button)
    drive.pump(2)
    assert scene.rolling  # the dice are still tumbling
    drive.click(scene.spots[0].rect.center)  # the player taps the first die at once
    assert not scene.rolling  # the tumble is over: the dice are shown
    assert not scene.picked  # and the tap did nothing else
    drive.settle()
    drive.press(scene.spots[0])  # the next tap picks
    assert scene.picked


# ---- the focus ring is unmistakable on an unlit cell too -------------------------------------


def test_the_focus_ring_on_an_unlit_cell_is_cream_with_a_pointer(app, drive):
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_LEFT)  # from the first die to the board, no die picked: nothing lit
    cells = {w: c for c, w in scene.cells.items()}
    assert scene.focus in cells and not scene.lit_cells()
    cell = scene.focus.rect
    canvas = frame(app, drive)
    ring = [canvas.get_at((cell.left + 30, cell.top - k))[:3] for k in range(1, 12)]
    assert CREAM in ring  # the cream ring outside the dark cell
    assert canvas.get_at((cell.centerx, cell.top - 18))[:3] == CREAM  # and the pointer above


# ---- cycling buttons show that they turn ------------------------------------------------


def test_cycling_buttons_draw_their_turning_arrows(app, drive):
    from game.mishimash.ui.setup import SetupScene
    from game.ui.widgets import Button, Cycle

    scene = SetupScene(app)
    app.push(scene)
    canvas = frame(app, drive).copy()
    cycles = [w for w in scene.widgets if isinstance(w, Cycle)]
    assert cycles
    for w in cycles:
        icon = pygame.Rect(w.rect.right - 12 - Cycle.ICON, w.rect.top, Cycle.ICON + 4,
                           w.rect.height)
        plain = canvas.copy()
        Button.draw(w, plain)  # the same button without its arrows
        ink = sum(1 for x in range(icon.left, icon.right) for y in range(icon.top, icon.bottom)
                  if canvas.get_at((x, y))[:3] == INK and plain.get_at((x, y))[:3] != INK)
        assert ink > 40, w.texts()  # two arcs and two arrow heads in ink


# ---- key moments: the place sound; sound, volume and speed from MISHIMASH ----------------


def test_placing_a_die_sounds_place(app, drive):
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    app.audio.played.clear()
    drive.press(scene.dice_spots[0])
    drive.press(scene.cells[(1, 1)])
    assert scene.game.staged_cell(0) == (1, 1)
    assert "place" in app.audio.played


def test_mishimash_reaches_sound_volume_and_speed_and_m_shows_its_state(app, drive):
    from game.ui import text

    scene = mishimash(app, ["Ana", "Bo"], (True, True), [1, 1, 1, 5, 2, 3])
    drive.key(pygame.K_m)
    assert not app.session.settings.sound and not scene.sound_button.on()
    seen: list[str] = []
    with text.observing(lambda message, *_rest: seen.append(message)):
        frame(app, drive)
    assert "Sound off" in seen
    drive.key(pygame.K_m)
    drive.settle()
    drive.press(scene.sound_button)
    options = app.top
    assert options.name == "options"
    volume = app.session.settings.volume
    drive.press(options.quieter)
    assert app.session.settings.volume == max(0, volume - 10)
    off = next(b for b in options.speeds if b.texts()[0] == "Off")
    drive.press(off)
    assert app.session.settings.animation_speed == "off"
    drive.key(pygame.K_ESCAPE)
    assert app.top is scene and scene.match.phase.value == "roll"  # nothing else changed


def test_speed_off_skips_the_mishimash_moments(app, drive):
    app.session.update(animation_speed="off")
    scene = mishimash(app, ["Ana", "Bo"], (True, True), [1] * 6 + [2, 3, 4, 6, 6, 2])
    drive.press(scene.roll_button)
    assert not scene.rolling  # no tumble
    drive.press(scene.spots[0])  # six 1s: MISHIMASH
    drive.press(scene.again_button)
    assert "mishimash" in app.audio.played
    assert scene.banner is None and not scene.anim.busy  # no banner, no flight
    assert "bust" in app.audio.played and scene.banner is None  # the bust: no banner either


# ---- the finished board's bonus lines light up before the result -------------------------


def test_a_finished_board_lights_its_bonus_lines_before_the_result(app, drive):
    from game.ui.effects import FloatText, Ring

    from .test_game_over import SEED_BETTER, play_to_the_last_confirm

    scene = play_to_the_last_confirm(app, drive, SEED_BETTER)
    drive.press(scene.confirm_button)
    score = scene.game.score()
    bonus = [line for line in (*score.rows, *score.cols) if line.combo]
    assert bonus  # this game has bonus lines to light up
    drive.pump(20, 0.05)
    assert app.top is scene  # still the board, no result over it
    assert any(isinstance(e, Ring) for e in scene.effects)
    assert any(isinstance(e, FloatText) and e.message.startswith("+") for e in scene.effects)
    drive.settle()
    assert app.top.name == "magdagdon_end"

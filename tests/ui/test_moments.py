"""Weight for key moments: dice that tumble and settle, a sound of its own for each
event, bonuses that pop with "+60", ruins that crack, powers that flip the die, CONFIRM that
locks the dice in, totals that count; sound and speed reachable in a game; all of it skipped
by the speed setting."""

from __future__ import annotations

import array
import itertools
import json

import pygame
import pytest

from game.dev.harness import open_magdagdon
from game.magdagdon import Phase
from game.ui import assets
from game.ui.effects import Crack, FloatText, Ring


def place(drive, scene, moves):
    for die, cell in moves:
        drive.press(scene.dice_spots[die])
        drive.press(scene.cells[cell])
    drive.settle()


def test_every_event_has_a_sound_of_its_own():
    from game.ui.audio import load_effects

    names = assets.sound_names()
    for event in ("roll", "place", "confirm", "bonus", "ruin", "power", "bust", "mishimash",
                  "final", "win"):
        assert event in names
    pygame.mixer.init(22050, -16, 1, 512)
    try:
        raw = {n: sound.get_raw() for n, sound in load_effects().items()}
    finally:
        pygame.mixer.quit()
    assert set(raw) == set(names)
    for a, b in itertools.combinations(names, 2):
        assert raw[a] != raw[b], (a, b)


def test_the_effects_are_cut_out_of_one_file_where_the_table_says():
    # one .ogg for all (a Vorbis file's codebooks cost kilobytes each); the cuts must fall in
    # the silence between effects, and every effect must start at once
    from game.ui.audio import load_effects

    file, index = assets.sounds()
    with open(index, encoding="utf-8") as fh:
        table = json.load(fh)
    assert sorted(table["effects"]) == sorted(assets.sound_names())
    pygame.mixer.init(table["rate"], -16, 1, 512)
    try:
        whole = array.array("h", pygame.mixer.Sound(file).get_raw())
        cut = {n: array.array("h", s.get_raw()) for n, s in load_effects().items()}
    finally:
        pygame.mixer.quit()
    for name, (start, length) in table["effects"].items():
        assert len(cut[name]) == length
        assert cut[name] == whole[start:start + length]
        assert max(map(abs, cut[name][:200])) > 3000, name  # no silence before the sound
        after = whole[start + length:start + length + 300]  # (before a start lies the
        assert max(map(abs, after)) < 1000, name  # encoder's pre-echo, well left out)


def test_the_dice_tumble_bounce_and_settle_with_a_wobble(app, drive):
    app.session.update(animation_speed="slow")
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    sprite = scene.sprites[0]
    lifts, angles = [], []
    while sprite.rolling:
        drive.pump(1, 1 / 60)
        lifts.append(sprite.lift)
        angles.append(sprite.angle)
    assert max(lifts) > 15 and lifts[-1] == 0  # it bounced, then lay still
    settle = [a for a in angles[len(angles) * 4 // 5:] if a]
    assert any(a > 0 for a in settle) and any(a < 0 for a in settle)  # the last wobble
    assert "roll" in app.audio.played


def test_confirm_locks_the_dice_in_and_a_line_bonus_pops_with_plus_60(app, drive):
    scene = open_magdagdon(app, [1, 2, 3, 4])
    drive.press(scene.roll_button)
    drive.settle()
    place(drive, scene, [(0, (0, 0)), (1, (0, 1)), (2, (0, 2))])
    before = scene.total.shown
    drive.press(scene.dice_spots[3])
    drive.press(scene.cells[(0, 3)])  # 1-2-3-4: the straight's +60 joins the live total
    target = scene.game.score(preview=True).total
    assert before < scene.total.shown < target  # the total counts up to it
    drive.settle()
    assert scene.total.shown == target
    drive.press(scene.confirm_button)
    rings = [e for e in scene.effects if isinstance(e, Ring)]
    assert len(rings) >= 5  # one closing on each die, one round the row's label
    assert any(isinstance(e, FloatText) and e.message == "+60" for e in scene.effects)
    assert app.audio.played[-1] == "bonus"
    drive.settle()
    assert not scene.effects


def test_a_ruin_cracks_its_cell_and_a_power_flips_its_die(app, drive):
    scene = open_magdagdon(app, [1, 1, 1, 1, 6, 6, 6, 6])
    g = scene.game
    drive.press(scene.roll_button)
    drive.settle()
    place(drive, scene, [(0, (0, 0)), (1, (0, 1))])
    drive.press(scene.confirm_button)
    drive.settle()
    drive.press(scene.roll_button)
    drive.settle()
    assert g.phase is Phase.MAGDAGDON and "magdagdon" in app.audio.played
    drive.press(scene.dice_spots[0])
    drive.press(scene.power_buttons[0])  # MINUS −1 on a 6
    drive.settle()
    drive.press(scene.use_power)
    assert scene.sprites[0].flip < 1 and scene.sprites[0].flip_from == 6
    assert any(isinstance(e, FloatText) and e.message == "−10" for e in scene.effects)
    assert app.audio.played[-1] in ("power", "magdagdon")
    drive.settle()
    assert g.phase is Phase.MAGDAGDON  # a 5 next to 1s fits nowhere either
    drive.press(scene.accept_button)
    drive.press(scene.cells[(3, 3)])
    assert any(isinstance(e, Crack) for e in scene.effects)
    assert any(isinstance(e, FloatText) and e.message == "−15" for e in scene.effects)
    assert "ruin" in app.audio.played


def test_mishimash_moments_sound_their_own(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana", "Bo"], 250), (True, True),
                           ScriptedRandom([1] * 24 + [2, 3, 4, 6, 6, 2]))
    app.push(scene)
    drive.press(scene.roll_button)
    for k in range(4):  # six 1s four times, then SAVE: past the target
        drive.settle()
        drive.press(scene.spots[0])
        drive.press(scene.again_button if k < 3 else scene.save_button)
    drive.settle()
    played = set(app.audio.played)
    assert {"roll", "mishimash", "confirm", "final"} <= played
    drive.press(scene.roll_button)  # Bo busts: the match is over, Ana wins
    drive.settle()
    assert "bust" in app.audio.played and app.audio.played[-1] == "win"


@pytest.mark.parametrize("speed", ["off"])
def test_the_speed_setting_skips_every_moment(app, drive, speed):
    app.session.update(animation_speed=speed)
    scene = open_magdagdon(app, [1, 2, 3, 4])
    drive.press(scene.roll_button)
    assert not scene.rolling  # no tumble
    place(drive, scene, [(0, (0, 0)), (1, (0, 1)), (2, (0, 2)), (3, (0, 3))])
    drive.press(scene.confirm_button)
    assert not scene.effects and scene.banner is None and not scene.anim.busy
    assert scene.total.shown == scene.game.score().total


def test_m_shows_the_sound_icon_and_the_game_reaches_volume_and_speed(app, drive):

    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.key(pygame.K_m)
    assert not app.session.settings.sound and app.sound_shown > 0
    assert "Sound off" in drive.texts() and not scene.sound_button.on()
    drive.key(pygame.K_m)
    assert app.session.settings.sound and scene.sound_button.on()
    drive.click((5, 700))
    drive.press(scene.sound_button)
    options = app.top
    assert options.name == "options"
    volume = app.session.settings.volume
    drive.press(options.louder)
    drive.press(options.louder)
    assert app.session.settings.volume == min(100, volume + 20)
    assert app.audio.volume == app.session.settings.volume / 100
    drive.press(options.quieter)
    assert app.session.settings.volume == min(100, volume + 20) - 10
    fast = next(b for b in options.speeds if b.texts()[0] == "Fast")
    drive.press(fast)
    assert app.session.settings.animation_speed == "fast" and app.speed > 1
    drive.key(pygame.K_ESCAPE)
    assert app.top is scene

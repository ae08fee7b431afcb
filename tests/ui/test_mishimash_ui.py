"""A two-seat MISHIMASH match against the computer, played by tapping the real screen."""

from __future__ import annotations

import random

import pygame

from game.mishimash import Phase
from game.mishimash import storage as mm


def open_setup(app, drive):
    from game.mishimash.ui.setup import SetupScene

    drive.press(app.top.widgets[3])  # the MISHIMASH card
    drive.press(app.top.widgets[2])  # Play
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def test_match_against_the_computer_to_the_winner_screen(app, drive):
    from game.mishimash.ui.end import MishimashEndScene
    from game.mishimash.ui.play_scene import MishimashScene

    setup = open_setup(app, drive)
    assert [(s.name, s.human) for s in setup.seats] == [("Player 1", True), ("Computer", False)]
    drive.press(next(w for w in setup.widgets if getattr(w, "text", None) == "250"))
    assert setup.target == 250
    drive.press(setup.start_button)
    scene = app.top
    assert isinstance(scene, MishimashScene)
    scene.rng = random.Random("mishimash dice")  # the same match every run
    m = scene.match
    assert m.players == ("Player 1", "Computer") and m.target == 250
    assert scene.humans == (True, False)
    bot_turns = human_turns = 0
    for _ in range(20000):
        if isinstance(app.top, MishimashEndScene):
            break
        if m.is_over:
            drive.pump(1, 0.05)
            continue
        if not scene.human_turn:  # the computer plays visibly, step by step
            seat, turns = m.seat, len(m.turns)
            drive.pump(1, 0.05)
            if len(m.turns) > turns:
                bot_turns += 1
                assert m.turns[-1].player == seat == 1
            continue
        drive.settle()
        if m.phase is Phase.ROLL:
            assert scene.roll_button.enabled
            drive.press(scene.roll_button)
            assert m.phase is not Phase.ROLL or m.turns[-1].end.value == "bust"
            continue
        if m.phase is Phase.CHOOSE:
            assert not scene.save_button.enabled  # nothing picked yet
            i = next(j for j in range(len(m.dice)) if scene.scoring(j))
            drive.press(scene.spots[i])
            assert scene.valid_pick() and scene.save_button.enabled
            picked = tuple(sorted(m.dice[j] for j in scene.picked))
            gain = m.keep_gain(picked)
            before, total = m.turn_points, m.totals[0]
            if before + gain >= 8 or len(m.dice) - len(picked) in (1, 2):
                drive.press(scene.save_button)
                human_turns += 1
                assert m.totals[0] == total + before + gain
                assert m.turns[-1].end.value == "save" and m.turns[-1].player == 0
            else:
                drive.press(scene.again_button)
                assert m.roll_number >= 2 or m.turns[-1].player == 0
            continue
        drive.press(scene.save_button)  # DECIDE (only after a resume)
    assert isinstance(app.top, MishimashEndScene)
    assert m.is_over and m.winner is not None and bot_turns > 0 and human_turns > 0
    assert max(m.totals) >= 500  # 250 points = 500 half-points
    assert m.totals[m.winner] == max(m.totals)
    history = app.session.storage.read(mm.MISHIMASH_HISTORY)
    assert len(history) == 1 and history[0].winner == m.winner


def test_picking_toggles_whole_combinations(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana"], 250), (True,), ScriptedRandom([1, 1, 1, 5, 2, 3]))
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[1])  # a 1 of three 1s: all three (rules §2.2)
    assert sorted(scene.picked) == [0, 1, 2]
    assert "10 × 1 = 10" in scene.preview()
    drive.press(scene.spots[4])  # a 2 scores nothing here
    assert sorted(scene.picked) == [0, 1, 2]
    drive.press(scene.spots[3])
    assert sorted(scene.picked) == [0, 1, 2, 3]
    drive.press(scene.spots[0])  # removing a 1 removes the three of them
    assert sorted(scene.picked) == [3]
    drive.key(pygame.K_s)  # S saves: the 5 alone, 0.5 points
    assert scene.match.totals == (1,)


def test_saved_points_count_up_to_the_total(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana", "Bo"], 250), (True, True),
                           ScriptedRandom([1, 1, 1, 2, 3, 4]))
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])
    drive.press(scene.save_button)
    assert scene.match.totals[0] == 20
    assert 0 < scene.shown_points(1) < 20  # still counting
    drive.settle()
    assert scene.shown_points(1) == 20 and scene.shown_points(0) == 0


def test_roll_again_label_counts_the_dice_in_words(app, drive):
    from game import i18n
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana"], 250), (True,), ScriptedRandom([1, 1, 1, 5, 5, 2]))
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])  # the three 1s: three dice would be left
    assert scene.again_button.texts()[0] == "ROLL AGAIN" and scene.again_dice() == "3 dice"
    drive.press(scene.spots[3])
    drive.press(scene.spots[4])  # and both 5s: one die left
    assert scene.again_dice() == "1 die"
    saved = i18n.current()
    try:
        i18n.activate("ro")
        assert scene.again_dice() == "1 zar"
    finally:
        i18n.activate(saved)

"""Computer strengths on the setup screen, a strong seat playing a match through the UI, and the
HINT panels of both games (shown and hidden, never changing the game)."""

from __future__ import annotations

import random

import pygame

from game.mishimash import Phase


def open_setup(app, drive):
    from game.mishimash.ui.setup import SetupScene

    drive.press(app.top.widgets[3])  # the MISHIMASH card
    drive.press(app.top.widgets[2])  # Play
    assert isinstance(app.top, SetupScene)
    return app.top


def strength_button(setup, seat: int):
    from game.mishimash.ui.setup import LIST_Y, ROW_H, STRENGTH_X

    return next((w for w in setup.widgets
                 if w.rect.left == STRENGTH_X and w.rect.top == LIST_Y + 44 + seat * ROW_H),
                None)


def wait_for_tables(drive, scene) -> None:
    """Run frames until the strategy tables are `.ready` and the hint they feed is shown (a
    waiting scene builds at least one of their ~5,400 slices a frame)."""
    from game.mishimash import strategy

    for _ in range(100_000):
        if strategy.shared().ready:
            break
        drive.pump(1)
    else:
        raise AssertionError("the strategy tables were never ready")
    drive.pump(1)
    assert scene.hint is not None or not scene.hint_open


def test_strength_is_chosen_by_touch_and_keyboard_and_saved(app, drive):
    setup = open_setup(app, drive)
    button = strength_button(setup, 1)
    assert button.visible and setup.seats[1].strength == "easy"
    assert strength_button(setup, 0) is None  # a person has no strength
    drive.touch(button.rect.center)
    assert setup.seats[1].strength == "medium" and button.text() == "Medium"
    setup.focus = button
    drive.key(pygame.K_RETURN)
    assert setup.seats[1].strength == "strong" and button.text() == "Strong"
    kind = setup.widgets[setup.widgets.index(button) - 1]
    drive.press(kind)  # Computer -> Person
    assert setup.seats[1].human and strength_button(setup, 1) is None
    drive.press(kind)  # back to the computer (the kind button stays where it was)
    assert not setup.seats[1].human and setup.seats[1].strength == "strong"  # kept
    drive.press(setup.start_button)
    scene = app.top
    assert scene.strengths == ("easy", "strong")
    assert [s.strength for s in app.session.settings.mishimash_seats] == ["easy", "strong"]
    from game.mishimash.ui.play_scene import MishimashScene

    # a resumed match takes the strengths its setup saved
    resumed = MishimashScene(app, saved=app.session.load("mishimash"))
    assert resumed.match == scene.match and resumed.strengths == ("easy", "strong")


def test_a_strong_computer_seat_plays_a_match_to_the_end(app, drive):
    from game.mishimash.bots import BOTS
    from game.mishimash.ui.end import MishimashEndScene
    from game.mishimash.ui.play_scene import MishimashScene

    setup = open_setup(app, drive)
    button = strength_button(setup, 1)
    drive.press(button)
    drive.press(button)
    drive.press(next(w for w in setup.widgets if getattr(w, "text", None) == "250"))
    drive.press(setup.start_button)
    scene = app.top
    assert isinstance(scene, MishimashScene) and scene.strengths == ("easy", "strong")
    wait_for_tables(drive, scene)  # the strong seat plays from the tables
    scene.rng = random.Random("strong seat")
    m = scene.match
    bot_turns = 0
    for _ in range(40000):
        if isinstance(app.top, MishimashEndScene):
            break
        if m.is_over:
            drive.pump(1, 0.05)
            continue
        if not scene.human_turn:
            assert scene.bot() is BOTS["strong"]
            turns = len(m.turns)
            drive.pump(1, 0.05)
            if len(m.turns) > turns:
                bot_turns += 1
                assert m.turns[-1].player == 1
            continue
        drive.settle()
        if m.phase is Phase.ROLL:
            drive.press(scene.roll_button)
        elif m.phase is Phase.CHOOSE:
            i = next(j for j in range(len(m.dice)) if scene.scoring(j))
            drive.press(scene.spots[i])
            drive.press(scene.save_button)
        else:
            drive.press(scene.save_button)
    assert isinstance(app.top, MishimashEndScene)
    assert m.is_over and bot_turns > 0 and m.totals[m.winner] == max(m.totals)
    assert m.winner == 1  # a person who banks one combination a turn loses to strong


def test_mishimash_hint_panel_shows_advice_and_changes_nothing(app, drive):
    from game import i18n
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match, record
    from game.mishimash import advice as hints
    from game.mishimash.ui import advice
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana", "Bo"], 250), (True, True),
                           ScriptedRandom([1, 1, 1, 5, 2, 3]))
    app.push(scene)
    assert scene.hint_button.visible and not scene.hint_open
    drive.key(pygame.K_h)
    assert scene.hint_open
    wait_for_tables(drive, scene)
    h = scene.hint
    assert h is not None and h.rows[0] == ("Chance of a bust if you roll 6 dice", "2.3%")
    assert h.advice == "Roll the dice." and not h.keep
    drive.press(scene.roll_button)
    drive.settle()
    drive.pump(1)
    before = record.export(scene.match)
    h = scene.hint
    advised = hints.hint(scene.match).keep  # the strong bot's selection, marked on the table
    assert advised and h.keep == advice.pick_indices(scene.match.dice, advised)
    assert sorted(scene.match.dice[j] for j in h.keep) == sorted(advised)
    assert h.advice.startswith("Set aside the marked dice")
    labels = [label for label, _value in h.rows]
    assert "Points if you save now" in labels and "Expected turn points if you roll again" in labels
    i18n.activate("de")
    scene.hint_for = None
    drive.pump(1)
    assert scene.hint.rows[0][1].endswith(" %") and "," in scene.hint.rows[0][1]
    i18n.activate("en")
    drive.press(scene.hint_button)
    assert not scene.hint_open
    drive.pump(3)
    assert record.export(scene.match) == before and scene.match.phase is Phase.CHOOSE
    assert not scene.picked  # the advice is shown, never applied


def test_magdagdon_hint_panel_shows_legal_steps_and_changes_nothing(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.magdagdon import Stage, record
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = ScriptedRandom([3, 4, 4, 6])
    drive.press(scene.hint_button)
    assert scene.hint_open and scene.hint is None  # nothing to advise before the roll
    drive.press(scene.roll_button)
    drive.settle()
    for _ in range(500):  # the advice is computed across frames
        if scene.hint is not None:
            break
        assert scene.hint_task is not None
        drive.pump(1)
    before = record.export(scene.game)
    h = scene.hint
    assert h is not None and len(h.steps) >= scene.game.required and not h.power_dice
    copy = scene.game.copy()
    for d, (row, col) in h.steps:  # the numbered steps are legal in their order
        copy.apply(Stage(d, row, col))
    assert copy.can_confirm
    drive.key(pygame.K_h)
    assert not scene.hint_open
    assert record.export(scene.game) == before and scene.game == scene.game.copy()
    assert not scene.game.staged and scene.selected is None

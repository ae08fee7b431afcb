"""MISHIMASH and the HINT panels as a player test found them (the score visible beside the
HINT panel, every group set aside shown, taps during a tumble, labels, the computer's
readable turn), driven through the real app."""

from __future__ import annotations

import pygame

from game.mishimash import Match, Phase


def match_scene(app, players, humans, dice, target=1000):
    from game.dev.harness import ScriptedRandom
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(players, target), humans, ScriptedRandom(dice))
    app.push(scene)
    return scene


# ---- the HINT never hides the score, and closes with the turn ------------------------------


def test_mishimash_hint_keeps_the_scoreboard_and_closes_with_the_turn(app, drive):
    from game.mishimash import strategy

    strategy.tables()
    scene = match_scene(app, ["Ana", "Bo"], (True, True), [1, 1, 1, 5, 2, 3])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.hint_button)
    drive.pump(2)
    assert scene.hint_open and scene.hint is not None
    texts = drive.texts()
    assert "Scores" in texts and "Ana" in texts and "Bo" in texts  # the scoreboard stays
    assert scene.hint.advice in texts  # and the advice shows beside it
    drive.press(scene.spots[0])
    drive.press(scene.save_button)
    drive.settle()
    assert scene.match.seat == 1 and not scene.hint_open  # Bo's turn starts without it


def test_magdagdon_hint_keeps_the_score_and_closes_with_the_turn(app, drive):
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = ScriptedRandom([3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.hint_button)
    for _ in range(300):
        if scene.hint is not None:
            break
        drive.pump(1)
    texts = drive.texts()
    assert "Total" in texts and "Lines" in texts and scene.hint.advice in texts
    for die, cell in ((1, (1, 1)), (2, (1, 2))):
        drive.press(scene.dice_spots[die])
        drive.press(scene.cells[cell])
    drive.settle()
    drive.press(scene.confirm_button)
    assert scene.game.turns == 1 and not scene.hint_open


# ---- every set-aside group, or the newest with "+N more" -----------------------------------


def test_set_aside_row_shows_the_newest_groups_and_counts_the_rest(app, drive):
    from game.mishimash.ui.board import aside_layout

    scene = match_scene(app, ["Ana"], (True,), [1] * 30)
    drive.press(scene.roll_button)
    for _k in range(4):  # six 1s four times: four MISHIMASH groups of six dice
        drive.settle()
        drive.press(scene.spots[0])
        drive.press(scene.again_button)
    drive.settle()
    groups, hidden, _size = aside_layout(scene)
    assert [k for k, _keep in groups][-1] == 4  # the newest always shows
    assert hidden == 4 - len(groups) and hidden > 0
    texts = drive.texts()
    assert f"+{hidden} more" in texts and "×4" in texts


# ---- MISHIMASH: a double-click on SAVE --------------------------------------------------


def test_double_click_on_save_does_not_roll_for_the_next_seat(app, drive):
    app.session.update(animation_speed="off")  # no banner to absorb the second click
    scene = match_scene(app, ["Ana", "Bo"], (True, True), [1, 1, 1, 5, 2, 3, 2, 2, 3, 3, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])
    save = scene.save_button.rect.center
    drive.click(save)
    drive.click(save)  # ROLL, for Bo, is now under the pointer
    assert scene.match.seat == 1 and scene.match.phase is Phase.ROLL
    assert scene.match.roll_number == 0


# ---- the computer's turn is readable; the log; the scoring card --------------------------


def test_the_computer_turn_is_narrated_step_by_step(app, drive):
    scene = match_scene(app, ["Ana", "Computer"], (True, False),
                        [2, 3, 4, 6, 6, 2, 1, 5, 5, 2, 2, 2, 1, 3, 3, 4, 4, 6])
    drive.press(scene.roll_button)  # Ana busts; the computer plays
    said = []
    for _ in range(600):
        drive.pump(1, 0.05)
        said.append(scene.status())
        if scene.match.seat == 0 and scene.match.turns[-1].player == 1:
            break
    assert any(s.startswith("Computer sets aside ") for s in said)
    assert any(s.startswith("Computer has ") and s.endswith("points this turn.") for s in said)
    # the pick is shown before it goes aside: a frame with marked dice and no keep yet
    log = scene.match.turns[-1]
    assert log.player == 1
    drive.settle()
    drive.press(scene.log_button)
    assert app.top.name == "mishimash_log"
    texts = drive.texts()
    assert "Ana" in texts and "Computer" in texts and "BUST" in texts
    drive.key(pygame.K_ESCAPE)
    assert app.top is scene
    shown = drive.texts()
    note = [t for t in shown if t.startswith("last turn:")]
    assert len(note) == 1  # the person's; the computer's starts with its strength
    assert any(t.startswith("Easy · ") for t in shown)


def test_the_scoring_card_is_a_tap_away_during_play(app, drive):
    from game.mishimash.ui.figures import ScoringCard

    scene = match_scene(app, ["Ana"], (True,), [1, 1, 1, 5, 2, 3])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.card_button)
    card = app.top
    assert card.name == "scoring" and isinstance(card.card, ScoringCard)
    drive.key(pygame.K_ESCAPE)
    assert app.top is scene and scene.match.phase is Phase.CHOOSE  # nothing changed


def test_esc_puts_the_picked_dice_back_before_leaving(app, drive):
    scene = match_scene(app, ["Ana"], (True,), [1, 1, 1, 5, 2, 3])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])
    assert scene.picked
    drive.key(pygame.K_ESCAPE)
    assert not scene.picked and app.top is scene
    drive.key(pygame.K_ESCAPE)
    assert app.top is not scene

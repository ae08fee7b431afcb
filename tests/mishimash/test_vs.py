"""MISHIMASH medium and strong bots in scripted positions, and `sim mishimash --vs`."""

from __future__ import annotations

import json
import random
import re

import pytest

from game import cli, records
from game.mishimash import Keep, Match, RollAgain, Save, strategy
from game.mishimash.bots import BOTS, STRENGTHS, medium_bot, play, strong_bot
from game.mishimash.policy import strong_decide
from game.mishimash.script import play_turn
from game.mishimash.sim import vs_seats, wilson

RNG = random.Random(0)


def test_bots_are_registered_and_choose_only_legal_actions() -> None:
    assert {"random", "cautious", "medium", "strong"} <= set(BOTS)
    assert list(STRENGTHS) == ["easy", "medium", "strong"] and set(STRENGTHS.values()) <= set(BOTS)
    rng = random.Random(11)
    for players in (2, 3):
        for i in range(3):
            m = Match([f"P{s}" for s in range(players)], target=150)
            bots = [BOTS["strong"], BOTS["medium"], BOTS["cautious"]][:players]
            while not m.is_over:
                if m.dice_to_roll:
                    m.apply_roll([rng.randint(1, 6) for _ in range(m.dice_to_roll)])
                    continue
                action = bots[(m.seat + i) % players](m, rng)
                assert action in m.legal_actions()
                m.apply(action)


def test_medium_saves_exactly_when_saving_beats_the_expected_roll() -> None:
    points = strategy.tables().points
    m = Match(["Ana", "Bo"])
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), save=False)  # 10 points, 3 dice, k = 1
    roll = points.roll_value(3, 1, 0, 20)
    assert medium_bot(m, RNG) == (RollAgain() if roll > 20 else Save())
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 5, 2, 3])  # keeping the 5 alone is worth more in expectation
    keep = medium_bot(m, RNG)
    values = {}
    for action in m.legal_actions():
        trial = m.copy()
        trial.apply(action)
        values[action] = points.value(trial.dice_left, trial.roll_number,
                                      trial.mishimash_count, trial.turn_points)
    assert values[keep] == max(values.values())


def test_strong_rolls_until_ahead_in_the_last_turn() -> None:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 1, 5, 5], [1, 1, 1, 1, 5, 5]))  # Ana: 20 + 1 + 10 = 31 points
    # Bo, last to play: 20 points with two dice left, where points-only play banks them.
    play_turn(m, ([1, 1, 1, 1, 2, 3], [1, 1, 1, 1]), save=False)
    assert m.final_round and m.turn_points == 40 and m.dice_left == 2
    assert medium_bot(m, RNG) == Save()
    assert strong_bot(m, RNG) == RollAgain()  # 20 < 31: saving cannot win
    m.apply(RollAgain())
    m.apply_roll([5, 3])
    m.apply(strong_bot(m, RNG))  # the 5: 21 points, still behind
    assert strong_bot(m, RNG) == RollAgain()
    m.apply(RollAgain())
    m.apply_roll([1])
    assert strong_bot(m, RNG) == Keep([1])  # + 1 × 3 + MISHIMASH 10 = 34 > 31
    m.apply(Keep([1]))
    assert strong_bot(m, RNG) == Save()
    m.apply(Save())
    assert m.winner == 1 and m.totals == (62, 68)


def test_strong_banks_the_target_when_nobody_can_answer() -> None:
    # Bo sits last: reaching the target ends the match at once (rules §2.4), whatever the
    # expected points of rolling on.
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([2, 2, 2, 3, 4, 6], [2, 2, 2]))
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), save=False)  # 10 points, 3 dice left
    assert strategy.tables().points.roll_value(3, 1, 0, 20) > 20
    assert medium_bot(m, RNG) == RollAgain()
    assert strong_bot(m, RNG) == Save()


def test_strong_first_to_the_target_weighs_the_answer() -> None:
    reach = strategy.tables().reach
    # Ana reaches 10 with three dice left; Bo answers with one turn (needs 10.5 points).
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), save=False)
    action, save, roll = strong_decide(m, strategy.tables())
    assert save == pytest.approx(1 - reach.turn_chance(21))
    assert save > roll and action == Save() == strong_bot(m, RNG)
    assert medium_bot(m, RNG) == RollAgain()  # points alone say roll on
    # With six dice back (MISHIMASH) a bigger lead is worth the 2.31 % bust risk.
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 5, 5, 5], [1, 1, 1, 5, 5, 5]), save=False)
    action, save, roll = strong_decide(m, strategy.tables())
    assert roll > save and action == RollAgain()


def test_wilson_interval_known_values() -> None:
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_vs_alternates_seats_and_prints_win_rates(tmp_path, capsys) -> None:
    assert [vs_seats(i, "strong", "random") for i in range(3)] == [
        ("strong", "random"), ("random", "strong"), ("strong", "random")]
    out = tmp_path / "vs.jsonl"
    assert cli.main(["sim", "mishimash", "--bot", "strong", "--vs", "random", "--games", "6",
                     "--seed", "3", "--target", "60", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    wins = {}
    for side, name in (("A", "strong"), ("B", "random")):
        found = re.search(rf"^{side} {name}: wins (\d+)/6 = ([\d.]+) % "
                          r"\(95% CI ([\d.]+)-([\d.]+) %\)$", text, re.M)
        assert found, text
        wins[name] = int(found[1])
        assert float(found[3]) <= float(found[2]) <= float(found[4])
    assert sum(wins.values()) == 6 and "strong vs random: 6 two-seat matches" in text
    assert re.search(r"^first seat: wins \d+/6", text, re.M)
    side_wins = {"strong": 0, "random": 0}
    for i, line in enumerate(out.read_text(encoding="utf-8").splitlines()):
        rec = json.loads(line)
        first = "strong" if i % 2 == 0 else "random"
        second = "random" if first == "strong" else "strong"
        assert rec["players"] == [f"{first.capitalize()} 1", f"{second.capitalize()} 2"]
        assert records.replay(rec).is_over
        side_wins[(first, second)[rec["result"]["winner"]]] += 1
    assert side_wins == wins
    assert cli.main(["sim", "mishimash", "--bot", "strong", "--vs", "random",
                     "--players", "3", "--games", "1"]) == 2
    capsys.readouterr()
    assert cli.main(["sim", "mishimash", "--bot", "cautious", "--vs", "cautious", "--games",
                     "4", "--target", "40"]) == 0
    text = capsys.readouterr().out
    first = re.search(r"^first seat: wins (\d+)/4", text, re.M)
    second = re.search(r"^second seat: wins (\d+)/4", text, re.M)
    assert first and second and int(first[1]) + int(second[1]) == 4
    assert not re.search(r"^A cautious", text, re.M)


def test_play_with_a_table_bot_is_deterministic() -> None:
    def one() -> Match:
        m = Match(["A", "B"], target=100)
        return play(m, [BOTS["strong"], BOTS["medium"]], random.Random(9), random.Random(1))

    assert one() == one()

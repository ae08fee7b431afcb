"""MISHIMASH bots, the `sim mishimash` command and the selection benchmark's output."""

from __future__ import annotations

import json
import random

from game import cli, records
from game.mishimash import Keep, Match, RollAgain, Save
from game.mishimash.bots import CAUTIOUS_THRESHOLD, cautious_bot, random_bot
from game.mishimash.dev import bench
from game.mishimash.record import export
from game.mishimash.script import play_turn

RNG = random.Random(0)


def test_cautious_keeps_the_best_selection_with_the_mishimash_bonus() -> None:
    m = Match(["Ana"])
    m.apply_roll([1, 1, 1, 5, 2, 3])
    assert cautious_bot(m, RNG) == Keep([1, 1, 1, 5])
    m = Match(["Ana"])
    m.apply_roll([1, 1, 1, 5, 5, 5])
    assert cautious_bot(m, RNG) == Keep([1, 1, 1, 5, 5, 5])


def test_cautious_saves_with_few_dice_or_enough_points() -> None:
    m = Match(["Ana", "Bo"])
    play_turn(m, ([2, 2, 2, 3, 4, 6], [2, 2, 2]), save=False)  # 2 points, 3 dice left
    assert cautious_bot(m, RNG) == RollAgain()
    m.apply(RollAgain())
    m.apply_roll([5, 2, 3])
    m.apply(Keep([5]))  # 2 dice left
    assert cautious_bot(m, RNG) == Save()
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 2, 3, 4])  # 10 points, 3 dice left
    m.apply(Keep([1, 1, 1]))
    assert m.turn_points < CAUTIOUS_THRESHOLD and cautious_bot(m, RNG) == RollAgain()
    m.apply(RollAgain())
    m.apply_roll([1, 1, 1])
    m.apply(Keep([1, 1, 1]))  # + 10 × 2 + MISHIMASH 10: six dice back, but 40 points at risk
    assert m.dice_left == 6 and m.turn_points >= CAUTIOUS_THRESHOLD
    assert cautious_bot(m, RNG) == Save()


def test_cautious_keeps_rolling_when_behind_in_the_final_round() -> None:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 1, 2, 3], [1, 1, 1, 1]))  # Ana 20, final round
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), ([1, 2, 3], [1]), save=False)  # Bo: 12, 2 left
    assert m.final_round and cautious_bot(m, RNG) == RollAgain()
    m.apply(RollAgain())
    m.apply_roll([5, 5])
    m.apply(Keep([5, 5]))  # 12 + 1 × 3 + MISHIMASH 10 = 25 > 20
    assert cautious_bot(m, RNG) == Save()


def test_cautious_ahead_in_the_final_round_saves_only_if_nobody_plays_after() -> None:
    for players, expected in ((["Ana", "Bo", "Cy"], RollAgain()), (["Ana", "Bo"], Save())):
        m = Match(players, target=10)
        play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))  # Ana 10: the final round starts
        play_turn(m, ([2, 2, 2, 5, 5, 5], [2, 2, 2, 5, 5, 5]), save=False)  # Bo: 7 + 10 = 17
        assert m.turn_points < CAUTIOUS_THRESHOLD and m.dice_left == 6
        assert cautious_bot(m, RNG) == expected


def test_cautious_in_a_tiebreak_rolls_on_unless_last_and_ahead() -> None:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    assert m.in_tiebreak and m.seat == 0
    play_turn(m, ([5, 2, 3, 4, 6, 6], [5]), save=False)  # ahead by 0.5, Bo still to play
    assert m.dice_left == 5 and cautious_bot(m, RNG) == RollAgain()
    m.apply(RollAgain())
    m.apply_roll([2, 2, 3, 3, 4])  # bust: level again
    play_turn(m, ([5, 2, 3, 4, 6, 6], [5]), save=False)  # Bo, last of the round, ahead
    assert cautious_bot(m, RNG) == Save()


def test_cautious_saves_when_the_target_is_reached() -> None:
    m = Match(["Ana", "Bo"], target=10)
    m.apply_roll([1, 1, 1, 2, 3, 4])
    m.apply(Keep([1, 1, 1]))
    assert cautious_bot(m, RNG) == Save()


def test_random_bot_chooses_legal_actions() -> None:
    rng = random.Random(4)
    m = Match(["Ana"])
    m.apply_roll([1, 1, 5, 5, 2, 3])
    for _ in range(20):
        assert random_bot(m, rng) in m.legal_actions()
    m.apply(Keep([1]))
    assert {type(random_bot(m, rng)) for _ in range(40)} == {Save, RollAgain}


def test_sim_command_writes_checkable_records(tmp_path, capsys) -> None:
    out = tmp_path / "mm.jsonl"
    code = cli.main(["sim", "mishimash", "--games", "4", "--seed", "2", "--players", "3",
                     "--target", "60", "--bot", "cautious", "--out", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "matches: 4" in text and "bust rate by dice rolled" in text
    assert "MISHIMASH rate" in text and "matches per second" in text
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    seeds = []
    for line in lines:
        rec = json.loads(line)
        match = records.replay(rec)
        assert match.is_over and export(match) == rec
        seeds.append(rec["seed"])
    assert seeds == [2_000_000, 2_000_001, 2_000_002, 2_000_003]
    assert cli.main(["check", str(out)]) == 0
    assert "4 record(s), 4 OK, 0 rejected" in capsys.readouterr().out


def test_sim_is_deterministic_and_solo_works(tmp_path, capsys) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path in (a, b):
        assert cli.main(["sim", "mishimash", "--games", "3", "--players", "1", "--target", "50",
                         "--bot", "random", "--out", str(path)]) == 0
    assert a.read_text() == b.read_text()
    for line in a.read_text().splitlines():
        assert json.loads(line)["result"]["turns"] >= 1
    capsys.readouterr()


def test_bench_prints_its_figures(capsys) -> None:
    assert bench.main(["--rolls", "20"]) == 0
    out = capsys.readouterr().out
    assert "cold (uncached): median" in out and "warm (cached)" in out and "923 multisets" in out

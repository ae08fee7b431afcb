"""The solo race (issue 26): expected turns against brute force, the shipped figures current,
the race played and reviewed in turns."""

from __future__ import annotations

import random
from functools import cache

import pytest

from game import review_shapes as shared
from game.dice import outcomes
from game.mishimash import Match, combos, race, race_turns, record, strategy
from game.mishimash.bots import BOTS, play
from game.mishimash.combos import DICE
from game.mishimash.dev.race import solve
from game.mishimash.match import BONUS_STEP


@pytest.fixture(scope="module", autouse=True)
def tables() -> strategy.Tables:
    return strategy.tables()


@cache
def _ordered(n: int) -> tuple[tuple[float, tuple[tuple[int, int], ...]], ...]:
    """Every ordered roll of `n` dice: its chance and its keeps (dice kept, half-points)."""
    return tuple((float(p), tuple((len(sel), v) for sel, v in combos.selections(values).items()))
                 for values, p in outcomes(n))


def _brute_expected(need: int) -> float:
    """E(need) by plain recursion over every ordered outcome and keep (rules §2.3), its bust
    value found by iterating the fixed point; for needs so small that a turn is short."""
    smaller = [0.0] + [_brute_expected(d) for d in range(1, need)]

    def turn(bust: float) -> float:
        @cache
        def value(n: int, k: int, m: int, t: int) -> float:  # expected turns after this one
            if t >= need:
                return 0.0
            return min(smaller[need - t], roll(n, k, m, t))

        def roll(n: int, k: int, m: int, t: int) -> float:
            total = 0.0
            for p, keeps in _ordered(n):
                best = bust
                for kept, v in keeps:
                    gain = v * (k + 1)
                    best = min(best, value(DICE, k + 1, m + 1, t + gain + BONUS_STEP * (m + 1))
                               if kept == n else value(n - kept, k + 1, m, t + gain))
                total += p * best
            return total

        return 1.0 + roll(DICE, 0, 0, 0)

    b = 1.0
    for _ in range(12):  # the bust chance of a first roll is 2.3 %: fast convergence
        b = turn(b)
    return b


@pytest.mark.parametrize("need", [1, 3])
def test_expected_turns_agree_with_brute_force(need: int) -> None:
    assert race.expected_turns(need) == pytest.approx(_brute_expected(need), abs=1e-9)


def test_the_shipped_expected_turns_are_current() -> None:
    # Rebuilt with `python -m game.mishimash.dev.race --write` after a change to the DP.
    assert race_turns.CAPS == (race.RACE_K, race.RACE_M, race.NEED_CAP)
    assert len(race_turns.EXPECTED) == race.NEED_CAP + 1
    fresh = solve(24, log=False)
    assert fresh == pytest.approx(race_turns.EXPECTED[:25], abs=1e-7)
    e = race_turns.EXPECTED
    assert all(a < b for a, b in zip(e[1:], e[2:], strict=False))  # more to bank, more turns
    # Far from the target a turn is worth a turn's points: E's slope there.
    slope = (e[race.NEED_CAP] - e[race.NEED_CAP - 100]) / 100
    assert slope == pytest.approx(1 / strategy.TURN_POINTS, rel=0.05)


def test_a_race_is_reviewed_in_turns() -> None:
    m = play(Match(["Ana"], target=250, seed=4), [BOTS["strong"]], random.Random(4))
    review = shared.review(record.export(m))
    assert review.extra["unit"] == "turns"
    (seat,) = review.seats
    assert seat.unit == "turns" and seat.actual == -m.turn_count
    assert seat.expected == pytest.approx(-race.expected_turns(500))
    assert seat.luck + seat.decisions == pytest.approx(seat.actual - seat.expected)
    for turn in seat.turns:
        assert turn.stake == 1.0
        assert turn.luck + turn.decisions == pytest.approx(turn.result - turn.expected)
        assert all(c.unit == "turns" for c in turn.choices)
    assert seat.decisions == 0 and seat.accuracy == 1.0  # the race bot is the reference
    m = play(Match(["Ana"], target=250, seed=4), [BOTS["cautious"]], random.Random(4))
    seat = shared.review(record.export(m)).seats[0]
    assert seat.decisions < 0 and seat.costliest()
    assert all(c.loss < 2 for c in seat.choices)  # turns, not points

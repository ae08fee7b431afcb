"""MISHIMASH turn-value DP and catch-up table against brute-force enumeration (rules §2.2, §2.3)."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import pytest

from game.dice import outcomes
from game.mishimash import combos, strategy
from game.mishimash.combos import DICE
from game.mishimash.match import BONUS_STEP
from game.mishimash.strategy import ReachChances, Tables, TurnValues

SMALL_K = 4  # small caps make brute force over every ordered outcome affordable


@pytest.fixture(scope="module")
def small() -> TurnValues:
    table = TurnValues(k_cap=SMALL_K, m_cap=3, t_cap=3000)
    for _ in table.steps():
        pass
    return table


def _keeps(values: tuple[int, ...], n: int, k: int, m: int, t: int):
    """Every (dice left, MISHIMASH count, turn points) a keep from an ordered roll can give,
    straight from `combos.selections` and rules §2.3 (not from `strategy.successor`)."""
    for sel, value in combos.selections(values).items():
        points = t + value * (k + 1)
        if len(sel) == n:
            yield DICE, m + 1, points + BONUS_STEP * (m + 1)
        else:
            yield n - len(sel), m, points


@cache
def brute_value(n: int, k: int, m: int, t: int, k_cap: int) -> float:
    """V by plain recursion over all 6**n ordered outcomes; a save is forced after roll k_cap."""
    if k >= k_cap:
        return float(t)
    return max(float(t), brute_roll(n, k, m, t, k_cap))


def brute_roll(n: int, k: int, m: int, t: int, k_cap: int) -> float:
    total = 0.0
    for values, p in outcomes(n):
        best = max((brute_value(left, k + 1, mm, pts, k_cap)
                    for left, mm, pts in _keeps(values, n, k, m, t)), default=0.0)
        total += float(p) * best
    return total


def test_groups_cover_every_scoring_roll_exactly() -> None:
    for n in range(1, DICE + 1):
        groups = strategy.outcome_groups(n)
        scoring = sum((g.probability for g in groups), Fraction(0))
        assert scoring == 1 - combos.bust_chance(n)  # exact enumeration of 6**n outcomes
    assert len(strategy.outcome_groups(6)) < 462


def test_one_roll_then_save_matches_exact_fractions(small: TurnValues) -> None:
    # The table's last roll is followed by a SAVE: there C = Σ p · max (t + gain), exactly.
    for n, m, t in ((1, 0, 7), (2, 1, 30), (3, 0, 0)):
        k = SMALL_K - 1
        exact = sum((p * max(Fraction(s[2]) for s in _keeps(values, n, k, m, t))
                     for values, p in outcomes(n) if not combos.is_bust(values)), Fraction(0))
        assert small.value(n, k, m, t) == pytest.approx(max(t, float(exact)), abs=1e-9)


def test_past_the_cap_values_are_lower_bounds_never_a_forced_save(small: TurnValues) -> None:
    # Issue 26: the table stops at roll SMALL_K, the turn does not. Past it a value is the
    # last tabled roll's (V only grows with the multiplier), and a decision compares the
    # value of rolling on, computed from those, with saving: the numbers the hint shows.
    for k in (SMALL_K, SMALL_K + 1, 30):
        for n, m, t in ((6, 0, 40), (1, 2, 13), (3, 5, 200)):
            assert small.value(n, k, m, t) == small.value(n, SMALL_K - 1, min(m, 3), t)
            roll = small.roll_value(n, k, m, t)
            assert roll > small.roll_value(n, SMALL_K - 1, m, t) - 1e-9
            assert small.should_save(n, k, m, t) == (t >= roll)
    assert not small.should_save(6, 40, 0, 40)  # six dice at roll 41: roll on


@pytest.mark.parametrize(("n", "k", "m", "t"), [
    (1, 2, 0, 6), (2, 2, 0, 6), (1, 2, 1, 40), (3, 3, 0, 70),
])
def test_dp_agrees_with_brute_force(small: TurnValues, n: int, k: int, m: int, t: int) -> None:
    if k < SMALL_K - 1:  # (from the last tabled roll on, roll_value looks past the cap)
        assert small.roll_value(n, k, m, t) == pytest.approx(brute_roll(n, k, m, t, SMALL_K),
                                                             rel=1e-12, abs=1e-9)
    assert small.value(n, k, m, t) == pytest.approx(brute_value(n, k, m, t, SMALL_K),
                                                    rel=1e-12, abs=1e-9)


def test_thresholds_split_rolling_from_saving(small: TurnValues) -> None:
    for n in range(1, DICE + 1):
        for k in range(1, SMALL_K - 1):  # (the last tabled roll: see past_the_cap)
            theta = small.threshold(n, k, 0)
            if theta:
                assert small.roll_value(n, k, 0, theta - 1) > theta - 1
            assert small.roll_value(n, k, 0, theta) <= theta
            assert small.should_save(n, k, 0, theta) and not (
                theta and small.should_save(n, k, 0, theta - 1))


def test_shared_table_structure() -> None:
    tables = strategy.tables()
    points = tables.points
    # About 16 points per turn under optimal play; README quotes the exact figure.
    assert 31.0 < points.start_value() < 33.0
    for n in range(1, DICE + 1):
        gaps = [points.value(n, 3, 1, t) - t for t in range(0, 400)]
        assert all(g >= 0 for g in gaps)
        assert all(a >= b - 1e-9 for a, b in zip(gaps, gaps[1:], strict=False))  # C - t falls
    # Six dice carry the least risk, so they are rolled at the highest turn points.
    assert points.threshold(6, 1, 0) > points.threshold(5, 1, 0) > points.threshold(4, 1, 0)
    # The shared tables are the shipped ones, rounded to 2**-SCALE_BITS (tablefile).
    assert tables.reach.turn_chance(1) == pytest.approx(1 - 5 / 216,
                                                        abs=2.0 ** -(strategy.SCALE_BITS + 1))


@cache
def brute_reach(n: int, k: int, m: int, r: int, k_cap: int) -> float:
    if r <= 0:
        return 1.0
    if k >= k_cap:
        return 0.0
    total = 0.0
    for values, p in outcomes(n):
        options = [brute_reach(left, k + 1, mm, r - pts, k_cap)
                   for left, mm, pts in _keeps(values, n, k, m, 0)]
        total += float(p) * max(options, default=0.0)
    return total


def test_reach_agrees_with_brute_force() -> None:
    reach = ReachChances(k_cap=SMALL_K, m_cap=3, r_cap=300)
    for _ in reach.steps():
        pass
    for n, k, m, r in ((1, 2, 0, 5), (2, 2, 0, 30), (2, 3, 1, 9), (3, 3, 0, 1), (4, 3, 2, 45)):
        assert reach.chance(n, k, m, r) == pytest.approx(brute_reach(n, k, m, r, SMALL_K),
                                                         abs=1e-9)
    assert reach.chance(3, 2, 0, 0) == 1.0
    for r in (0, 1, 2, 17, 60, 299):  # the tabled whole-turn chances: roll 1, six dice
        assert reach.turn_chance(r) == pytest.approx(reach.roll_chance(6, 0, 0, r), abs=1e-12)


def test_sliced_build_finishes_and_says_so() -> None:
    tables = Tables(TurnValues(k_cap=3, m_cap=1, t_cap=200), ReachChances(k_cap=3, r_cap=100))
    whole = TurnValues(k_cap=3, m_cap=1, t_cap=200)
    for _ in whole.steps():
        pass
    assert not tables.ready
    slices = 0
    while not tables.advance(1):
        slices += 1
    assert tables.ready and slices > 10
    assert all(tables.points.value(n, 1, 0, t) == whole.value(n, 1, 0, t)
               for n in range(1, DICE + 1) for t in range(200))

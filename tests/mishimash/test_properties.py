"""Property and exhaustive tests of the MISHIMASH engine, plus seeded random-playout invariants."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.dice import roll
from game.mishimash import IllegalAction, Keep, Match, Phase, combos
from game.mishimash.bots import BOTS
from game.mishimash.record import export, replay

FAST = settings(max_examples=60, deadline=None)


def independent_value(rolled: list[int], selection: list[int]) -> int | None:
    """rules §2.1/§2.2 restated directly, in half-points, without the engine's readings."""
    have, want = Counter(rolled), Counter(selection)
    if not selection or want - have:
        return None
    candidates = []
    standard = 0
    for face, n in want.items():
        if have[face] >= 3:  # an N-of-a-kind: all or nothing
            if n != have[face]:
                standard = None
                break
            standard += 2 * (10 if face == 1 else face) * (n - 2)
        elif face in (1, 5):
            standard += n * (2 if face == 1 else 1)
        else:
            standard = None
            break
    if standard is not None:
        candidates.append(standard)
    if len(rolled) == 6 and want == have:
        if sorted(rolled) == [1, 2, 3, 4, 5, 6]:
            candidates.append(30)
        if all(n % 2 == 0 for n in have.values()):
            candidates.append(20)
    return max(candidates) if candidates else None


def sub_multisets(rolled: tuple[int, ...]) -> set[tuple[int, ...]]:
    return {tuple(sorted(c)) for k in range(1, len(rolled) + 1)
            for c in itertools.combinations(rolled, k)}


@pytest.mark.parametrize("n", range(1, 7))
def test_every_selection_of_every_roll_matches_independent_rules(n: int) -> None:
    for rolled in combos.multisets(n):
        expected = {}
        for sel in sub_multisets(rolled):
            v = independent_value(list(rolled), list(sel))
            if v is not None:
                expected[sel] = v
        assert dict(combos.selections(rolled)) == expected, rolled
        assert combos.is_bust(rolled) == (not expected)


# Regression data (python-chess "perft" style): over all sorted rolls of n dice,
# n -> (multisets, valid selections in total, bust multisets).
COUNTS = {1: (6, 2, 4), 2: (21, 15, 10), 3: (56, 64, 16), 4: (126, 206, 19),
          5: (252, 556, 16), 6: (462, 1361, 6)}


def test_exhaustive_counts() -> None:
    assert sum(v[0] for v in COUNTS.values()) == 923
    for n, (multisets, total, busts) in COUNTS.items():
        rolls = list(combos.multisets(n))
        assert len(rolls) == multisets
        assert sum(len(combos.selections(r)) for r in rolls) == total
        assert sum(combos.is_bust(r) for r in rolls) == busts


dice_lists = st.lists(st.integers(1, 6), min_size=1, max_size=6)


@FAST
@given(dice_lists, st.randoms(use_true_random=False))
def test_value_is_order_free_and_independent(rolled: list[int], rnd: random.Random) -> None:
    sel = [d for d in rolled if rnd.random() < 0.6]
    shuffled = rolled[:]
    rnd.shuffle(shuffled)
    assert combos.value(sel, rolled) == independent_value(rolled, sel)
    assert combos.value(list(reversed(sel)), shuffled) == combos.value(sel, rolled)


@st.composite
def split_kinds(draw: st.DrawFn) -> tuple[list[int], list[int]]:
    """A six-dice roll with a face shown 3+ times and a selection holding only part of it."""
    face = draw(st.integers(1, 6))
    count = draw(st.integers(3, 6))
    rest = draw(st.lists(st.integers(1, 6), min_size=6 - count, max_size=6 - count))
    rolled = draw(st.permutations([face] * count + rest))
    part = draw(st.integers(1, count - 1))
    extra = [d for d in rest if d != face and draw(st.booleans())]
    return rolled, [face] * part + extra


@FAST
@given(split_kinds())
def test_splitting_an_n_of_a_kind_is_always_refused(case: tuple[list[int], list[int]]) -> None:
    rolled, sel = case
    assert combos.value(sel, rolled) is None
    m = Match(["Ana"])
    m.apply_roll(rolled)
    before = m.copy()
    with pytest.raises(IllegalAction):
        m.apply(Keep(sel))
    assert m == before


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 4), st.sampled_from(sorted(BOTS)),
       st.lists(st.integers(0, 400), max_size=6))
def test_replay_of_export_reproduces_the_match_also_mid_turn(
        seed: int, players: int, bot: str, stops: list[int]) -> None:
    rng = random.Random(seed)
    m = Match([f"P{i}" for i in range(players)], target=60, seed=seed)
    step = 0
    while not m.is_over:
        if step in stops:
            assert replay(json.loads(json.dumps(export(m)))) == m
        if m.dice_to_roll:
            m.apply_roll(roll(rng, m.dice_to_roll))
        else:
            m.apply(BOTS[bot](m, rng))
        step += 1
    assert replay(json.loads(json.dumps(export(m)))) == m


def _check_invariants(m: Match, previous_totals: tuple[int, ...]) -> None:
    assert all(t >= p for t, p in zip(m.totals, previous_totals, strict=True))
    assert m.turn_points >= 0
    assert (m.dice_to_roll > 0) == (m.phase is Phase.ROLL)
    assert bool(m.legal_actions()) == (m.phase in (Phase.CHOOSE, Phase.DECIDE))
    assert m.roll_number == len(m.turn_rolls) + (m.phase is Phase.CHOOSE)
    assert m.copy() == m
    for seat, total in enumerate(m.totals):
        assert total == sum(t.points for t in m.turns if t.player == seat)
    if m.phase is Phase.CHOOSE:
        for action in m.legal_actions():
            c = m.copy()
            c.apply(action)
            assert c.turn_points - m.turn_points == m.keep_gain(action.dice)


@pytest.mark.parametrize("bot", sorted(BOTS))
@pytest.mark.parametrize("players", [1, 2, 3, 6])
def test_random_playouts_keep_invariants(bot: str, players: int) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        m = Match([f"P{i}" for i in range(players)], target=100)
        totals = m.totals
        while not m.is_over:
            if m.dice_to_roll:
                m.apply_roll(roll(rng, m.dice_to_roll))
            else:
                action = BOTS[bot](m, rng)
                assert action in m.legal_actions()
                m.apply(action)
            _check_invariants(m, totals)
            totals = m.totals
        assert m.legal_actions() == [] and m.dice_to_roll == 0
        top = max(m.totals)
        assert m.totals[m.winner] == top and m.totals.count(top) == 1
        if players == 1:
            assert m.totals[0] >= m.target_half_points
            assert m.totals[0] - m.turns[-1].points < m.target_half_points
        else:
            assert m.totals[m.final_from] >= m.target_half_points
            # Nobody reached the target before the final round began.
            first = next(i for i, t in enumerate(m.turns)
                         if t.player == m.final_from and t.points
                         and sum(u.points for u in m.turns[:i + 1]
                                 if u.player == m.final_from) >= m.target_half_points)
            normal_after = [t for t in m.turns[first + 1:] if not t.tiebreak]
            assert [t.player for t in normal_after] == list(range(m.final_from + 1, players))

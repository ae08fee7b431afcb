"""The MISHIMASH hint, bots and review never act against the numbers they show (issue 26):
past the tables' roll cap, at match-deciding keeps, and in solo races."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import review_shapes as shared
from game.mishimash import Keep, Match, Phase, RollAgain, Save, combos, record, strategy
from game.mishimash.advice import hint
from game.mishimash.bots import medium_bot, strong_bot
from game.mishimash.script import play_turn

SINGLES = {6: [5, 2, 3, 4, 6, 6], 5: [5, 2, 3, 4, 6], 4: [5, 2, 3, 4], 3: [5, 2, 3],
           2: [5, 2], 1: [5]}  # rolls whose only valid selection is the single 5


def _singles(match: Match, rolls: int) -> None:
    """`rolls` rolls of one turn keeping a single 5 each (every sixth roll a MISHIMASH)."""
    for j in range(rolls):
        if j:
            match.apply(RollAgain())
        match.apply_roll(SINGLES[match.dice_left])
        match.apply(Keep([5]))


def test_roll_thirteen_is_worth_rolling_for_as_the_hint_says() -> None:
    # After roll 12 (the tables' cap), two MISHIMASHes made and six dice back with 69 points:
    # rolling on is worth far more than saving. Before issue 26 the tables forced a SAVE after
    # roll 12, so the hint showed a roll worth more than the save and still advised SAVE.
    m = Match(["Ana", "Bo"], target=1000)
    _singles(m, 12)
    assert (m.roll_number, m.mishimash_count, m.dice_left, m.turn_points) == (12, 2, 6, 138)
    h = hint(m)
    assert h.can_save and h.save_points == 138 and h.roll_points > 1.5 * h.save_points
    assert h.action == RollAgain() == medium_bot(m, random.Random(0)) == strong_bot(
        m, random.Random(0))
    # The value shown is a lower bound past the cap, and at least one more roll's worth.
    one_roll = sum(p * max(138 + strategy.successor(6, 12, 2, kept, v)[2] for kept, v in opts)
                   for p, opts in strategy._float_groups(6))
    assert h.roll_points > one_roll
    assert not strategy.tables().points.should_save(6, 12, 2, 138)


def _scoring_roll(rng: random.Random, n: int) -> list[int]:
    """A random roll of `n` dice that scores (a bust would end the deep turn early)."""
    while True:
        dice = [rng.randint(1, 6) for _ in range(n)]
        if not combos.is_bust(dice):
            return dice


def _shown_agrees(m: Match) -> None:
    """At a DECIDE state: the hint's action is the one its own numbers favour."""
    h = hint(m)
    assert h.can_save and h.action in (Save(), RollAgain())
    saves = h.action == Save()
    if h.turns_if_save is not None:  # a solo race: fewer expected turns
        assert h.turns_if_roll is not None
        assert saves == (h.turns_if_save <= h.turns_if_roll)
    elif h.win_if_save is not None:  # the match end: the better win chance
        from game.mishimash import policy

        assert h.win_if_roll is not None
        assert saves == policy.prefers_save(h.win_if_save, h.win_if_roll)
    else:  # points
        assert saves == (h.save_points >= h.roll_points)
    assert strong_bot(m, random.Random(0)) == h.action


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), depth=st.integers(1, 22),
       seats=st.sampled_from([2, 2, 3]), target=st.sampled_from([50, 250, 1000, 100_000]))
def test_the_hint_never_advises_against_its_own_numbers(seed: int, depth: int, seats: int,
                                                        target: int) -> None:
    # Deep turns (past roll 12 and the fourth MISHIMASH too), random keeps, random totals.
    rng = random.Random(seed)
    m = Match([f"P{i}" for i in range(seats)], target=target)
    for _ in range(rng.randint(0, 2 * seats)):  # some saved totals first
        dice = _scoring_roll(rng, 6)
        play_turn(m, (dice, rng.choice(list(combos.selections(dice)))))
        if m.is_over:
            return
    _deep_turn(m, rng, depth)
    assert m.phase is Phase.DECIDE


def _deep_turn(m: Match, rng: random.Random, depth: int) -> None:
    """`depth` scoring rolls of one turn, random keeps; the hint checked at each decision."""
    for j in range(depth):
        if j:
            m.apply(RollAgain())
        m.apply_roll(_scoring_roll(rng, m.dice_left))
        m.apply(rng.choice(m.legal_actions()))
        _shown_agrees(m)


@pytest.mark.parametrize("depth", [3, 9, 14])
def test_the_race_hint_never_advises_against_its_turns(depth: int) -> None:
    rng = random.Random(depth)
    m = Match(["Ana"], target=250)
    play_turn(m, ([1, 1, 1, 1, 2, 3], [1, 1, 1, 1]))  # 20 points banked: 230 to go
    _deep_turn(m, rng, depth)


def test_a_match_deciding_keep_is_judged_by_win_chance() -> None:
    # Two seats to 15, both on 10; Bo, last of the round, rolls 5-1-1-2-2-2. Keeping all six
    # (4.5 points and a MISHIMASH: 14.5) and saving wins the match at once; keeping one 5
    # (0.5 points and five dice, worth more points: 14.85) leaves it open. Before issue 26
    # the review judged the keep by points: loss 0, accuracy 100 %.
    m = Match(["Ana", "Bo"], target=15)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, [2, 3, 4, 6, 2, 3])  # Ana busts
    m.apply_roll([5, 1, 1, 2, 2, 2])
    six = Keep([1, 1, 2, 2, 2, 5])
    assert hint(m).action == six == strong_bot(m, random.Random(0))
    m.apply(Keep([5]))
    m.apply(Save())
    keep = shared.review(record.export(m)).seats[1].turns[-1].choices[0]
    assert keep.kind == "keep" and keep.played == Keep([5]) and keep.better == six
    assert keep.win_best == 1.0 and keep.win_chosen is not None and keep.win_chosen < 0.9
    assert keep.loss > 0 and keep.accuracy is not None and keep.accuracy < 0.9
    assert keep.chosen > keep.best  # by points alone the single 5 looked better

"""MISHIMASH game review: numbers pinned on scripted games against the exact tables."""

from __future__ import annotations

import random

import pytest

from game import review_shapes as shared
from game.mishimash import combos, record, strategy
from game.mishimash import review as mreview
from game.mishimash.actions import Keep, RollAgain, Save
from game.mishimash.bots import BOTS, play
from game.mishimash.match import Match
from game.mishimash.script import play_turn
from game.records import RecordError
from game.review_shapes import ReviewTask

# The shipped tables hold V rounded to 2**-SCALE_BITS half-points (game.mishimash.tablefile):
# a value read from them (`value`) and the same value recomputed from the next roll's
# (`roll_value`, what the review uses) agree to within that, in points.
ROUNDING = 2.0 ** -strategy.SCALE_BITS


@pytest.fixture(scope="module")
def tables() -> strategy.Tables:
    return strategy.tables()


def _review(match: Match) -> shared.GameReview:
    return shared.review(record.export(match))


def test_a_blunder_costs_exactly_what_the_tables_say(tables: strategy.Tables) -> None:
    # From 1-5-2-2-3-4 the best keep is the 1 alone; SAVING 1 point with five dice left is a
    # blunder: rolling on is worth C(5 dice, roll 2, 1 point), straight from the tables.
    m = Match(["Ana", "Bo"], target=1000)  # two seats: points (a solo race counts turns)
    play_turn(m, ([1, 5, 2, 2, 3, 4], [1]))
    seat = _review(m).seats[0]
    keep, stop = seat.turns[0].choices
    roll_on = tables.points.roll_value(5, 1, 0, 2)
    assert keep.kind == "keep" and keep.played == Keep([1]) and keep.better is None
    assert keep.loss == 0 and keep.accuracy == 1.0 and keep.chosen == keep.best
    assert keep.best == roll_on / 2
    assert stop.kind == "stop" and stop.played == Save() and stop.better == RollAgain()
    assert stop.chosen == 1 and stop.best == roll_on / 2
    assert stop.loss == (roll_on - 2) / 2
    assert stop.accuracy == 2 / roll_on
    turn_value = tables.points.start_value() / 2
    assert seat.decisions == -stop.loss
    assert seat.turns[0].accuracy == 1 - stop.loss / turn_value
    assert seat.accuracy == seat.turns[0].accuracy
    # Luck: the dice gave a position worth V(5, 1, 0, 1 point) against a whole turn's value.
    assert seat.luck == pytest.approx(tables.points.value(5, 1, 0, 2) / 2 - turn_value,
                                      abs=ROUNDING)
    assert seat.costliest() == (stop,)


def test_a_worse_keep_costs_its_difference(tables: strategy.Tables) -> None:
    m = Match(["Ana", "Bo"], target=1000)  # two seats: points (a solo race counts turns)
    play_turn(m, ([1, 5, 2, 2, 3, 4], [1, 5]), save=False)
    m.apply(RollAgain())
    m.apply_roll([2, 3, 4, 6])  # a bust: nothing more to decide
    keep, stop = _review(m).seats[0].turns[0].choices
    assert keep.better == Keep([1])
    assert keep.chosen == pytest.approx(tables.points.value(4, 1, 0, 3) / 2, abs=ROUNDING)
    assert keep.loss == pytest.approx((tables.points.value(5, 1, 0, 2)
                                       - tables.points.value(4, 1, 0, 3)) / 2, abs=ROUNDING)
    assert stop.played == RollAgain() and stop.loss == 0  # rolling on was right
    assert keep.accuracy == keep.chosen / keep.best


def test_luck_plus_decisions_is_the_difference_from_expectation(tables: strategy.Tables
                                                                  ) -> None:
    m = Match(["Ana", "Bo"], target=1000)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), ([5, 2, 6], [5]))  # rolls on, then saves
    play_turn(m, [2, 3, 4, 6, 2, 3])  # Bo busts at once
    play_turn(m, ([1, 5, 2, 3, 4, 6], [1, 2, 3, 4, 5, 6]), ([5, 1, 2, 2, 3, 6], [5]))
    review = _review(m)
    turn_value = tables.points.start_value() / 2
    for seat in review.seats:
        assert seat.expected == pytest.approx(turn_value * len(seat.turns))
        assert seat.actual == m.totals[seat.seat] / 2
        assert seat.luck + seat.decisions == pytest.approx(seat.actual - seat.expected)
        for turn in seat.turns:
            assert turn.luck + turn.decisions == pytest.approx(turn.result - turn.expected)
    bust = review.seats[1].turns[0]
    assert bust.choices == () and bust.luck == pytest.approx(-turn_value)
    # Ana's second turn keeps the 5 rather than the 1 on roll 2 (a MISHIMASH came first).
    keep = review.seats[0].turns[1].choices[2]
    assert keep.played == Keep([5]) and keep.better is not None and keep.loss > 0


def test_luck_averages_zero_over_the_dice(tables: strategy.Tables) -> None:
    # Before a turn's first roll the player holds a whole turn's value; after it, the value of
    # the roll's best keep (0 for a bust). Over every six-dice outcome the luck averages 0.
    total = 0.0
    for roll in combos.multisets(6):
        m = Match(["Ana"], target=1000)
        m.apply_roll(roll)
        if m.selections():
            best = max(mreview.state_value(m, sel, tables) for sel in m.selections())
            total += float(strategy.multiset_probability(roll)) * best
    assert total == pytest.approx(tables.points.start_value(), abs=ROUNDING)  # half-points


@pytest.mark.parametrize("bot", ["strong", "medium"])
def test_the_table_bots_play_at_full_accuracy(tables: strategy.Tables, bot: str) -> None:
    m = play(Match(["A", "B"], target=500, seed=3), [BOTS[bot]] * 2, random.Random(3))
    review = _review(m)
    assert review.finished
    for seat in review.seats:
        points = [c for c in seat.choices if c.win_best is None]
        assert points and all(c.loss == 0 and c.accuracy in (1.0, None) for c in points)
        if bot == "strong":  # the strong bot is the reference, also where win chances decide
            assert seat.decisions == 0 and seat.accuracy == 1.0 and seat.costliest() == ()


def test_the_cautious_bot_loses_points_and_is_listed(tables: strategy.Tables) -> None:
    m = play(Match(["A", "B"], target=500, seed=4), [BOTS["cautious"]] * 2, random.Random(4))
    seat = _review(m).seats[0]
    assert seat.decisions < 0 and 0 < seat.accuracy < 1
    worst = seat.costliest()
    assert len(worst) == shared.COSTLIEST
    assert [c.loss for c in worst] == sorted((c.loss for c in seat.choices), reverse=True)[:3]
    assert all(c.better is not None for c in worst)


def test_the_match_end_is_judged_by_win_chance(tables: strategy.Tables) -> None:
    # Ana reaches the target of 50 (six 1s: 40 points, +10 MISHIMASH); Bo, last to play and
    # behind, sets aside a 1 and SAVES: saving cannot win, rolling on still can.
    m = Match(["Ana", "Bo"], target=50)
    play_turn(m, ([1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1]))
    assert m.final_round
    play_turn(m, ([1, 2, 3, 4, 6, 6], [1]))
    stop = _review(m).seats[1].turns[0].choices[1]
    assert stop.played == Save() and stop.better == RollAgain()
    assert stop.win_chosen == 0.0 and stop.win_best is not None and stop.win_best > 0
    assert stop.accuracy == 0.0 and stop.loss > 0


def test_review_task_runs_in_slices_and_refuses_bad_records(tables: strategy.Tables) -> None:
    m = play(Match(["A", "B"], target=250, seed=5), [BOTS["medium"]] * 2, random.Random(5))
    rec = record.export(m)
    task = ReviewTask(rec)
    while not task.step():
        pass
    assert task.slices > 1 and task.error is None
    assert task.result == shared.review(rec)
    bad = dict(rec, turns=rec["turns"][:1] + [{"player": 0}])
    task = ReviewTask(bad)
    while not task.step():
        pass
    assert task.result is None and task.error is not None
    with pytest.raises(RecordError):
        shared.review(bad)


def test_an_unfinished_match_reviews_its_finished_turns(tables: strategy.Tables) -> None:
    m = Match(["Ana", "Bo"], target=1000)  # two seats: points (a solo race counts turns)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    m.apply_roll([5, 2, 3, 4, 6, 6])
    review = _review(m)
    assert not review.finished and len(review.seats[0].turns) == 1


def _bust_turns(seats: int, turns: int) -> Match:
    """A legal match of `turns` turns that all bust on their first roll (2 rolls of 6 dice in
    100 bust, so a real one this long is improbable, not impossible)."""
    m = Match([f"P{i}" for i in range(seats)], target=100_000)
    for _ in range(turns):
        m.apply_roll([2, 3, 4, 6, 2, 3])
    return m


def test_every_turn_ends_a_slice_even_a_bust() -> None:
    # Issue 29: a long match of bust turns was reviewed in one frame (a bust turn has no
    # decision, and only decisions ended a slice): 5.3 s for 10,000 turns.
    strategy.tables()  # loaded: the slices counted are the review's own
    m = _bust_turns(6, 600)
    task = ReviewTask(record.export(m), m)
    while not task.step():
        pass
    assert task.error is None and task.result is not None
    assert task.slices > len(m.turns)  # each turn at least one slice of its own
    assert sum(len(s.turns) for s in task.result.seats) == 600


def test_a_record_too_long_to_review_is_refused_with_its_size() -> None:
    # A legal turn of thousands of rolls (a single 5 kept each time, a MISHIMASH every sixth
    # roll) took 49 s of review; now such a record is refused before any work.
    m = Match(["Ana", "Bo"], target=100_000)
    singles = {6: [5, 2, 3, 4, 6, 6], 5: [5, 2, 3, 4, 6], 4: [5, 2, 3, 4], 3: [5, 2, 3],
               2: [5, 2], 1: [5]}
    for j in range(mreview.MAX_ROLLS + 1):
        if j:
            m.apply(RollAgain())
        m.apply_roll(singles[m.dice_left])
        m.apply(Keep([5]))
    m.apply(Save())
    task = ReviewTask(record.export(m), m)
    while not task.step():
        pass
    assert task.result is None and task.too_long is not None
    assert (task.too_long.work, task.too_long.limit) == (mreview.MAX_ROLLS + 1,
                                                         mreview.MAX_ROLLS)
    assert task.slices <= 2 and task.error is not None  # refused before any review work
    with pytest.raises(shared.TooLong):
        shared.review(record.export(m))
    many = _bust_turns(6, mreview.MAX_ROLLS + 1)  # or a match of that many turns
    task = ReviewTask(record.export(many), many)
    while not task.step():
        pass
    assert task.too_long is not None and task.too_long.work == mreview.MAX_ROLLS + 1

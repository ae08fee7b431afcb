"""rules §2.3 / §2.4 with scripted dice: turns, MISHIMASH, bust, final round, tie-breaks, solo.

All points are half-points (1 point == 2).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.mishimash import (
    DEFAULT_TARGET,
    TARGETS,
    End,
    IllegalAction,
    Keep,
    Match,
    Phase,
    RollAgain,
    Save,
)
from game.mishimash.script import play_turn

TEN = ([1, 1, 1, 2, 3, 4], [1, 1, 1])  # three 1s on a first roll: 10 points
ONE = ([1, 2, 3, 4, 6, 6], [1])  # a single 1: 1 point
HALF = ([5, 2, 3, 4, 6, 6], [5])  # a single 5: 0.5 points
BUST = [2, 2, 3, 3, 4, 6]  # no 1, no 5, no triple, not three pairs


def ten(m: Match) -> None:
    play_turn(m, TEN)


def one(m: Match) -> None:
    play_turn(m, ONE)


def half(m: Match) -> None:
    play_turn(m, HALF)


def bust(m: Match) -> None:
    play_turn(m, BUST)


# ---- a turn (rules §2.3) ---------------------------------------------------------------------

def test_spec_multiplier_example() -> None:
    m = Match(["Ana", "Bo"])
    assert m.dice_to_roll == 6 and m.next_multiplier == 1
    m.apply_roll([2, 2, 2, 3, 4, 6])
    assert m.phase is Phase.CHOOSE and m.roll_number == 1
    m.apply(Keep([2, 2, 2]))
    assert m.turn_points == 4 and m.dice_left == 3 and m.phase is Phase.DECIDE
    m.apply(RollAgain())
    assert m.dice_to_roll == 3 and m.next_multiplier == 2
    m.apply_roll([1, 3, 4])
    m.apply(Keep([1]))
    assert m.turn_points == 8  # 2 + 1 × 2 = 4 points
    m.apply(Save())
    assert m.totals == (8, 0) and m.seat == 1 and m.phase is Phase.ROLL
    assert m.last_turn.end is End.SAVE and m.last_turn.points == 8


def test_multiplier_applies_to_that_roll_only() -> None:
    m = Match(["Ana"])
    play_turn(m, TEN, ([1, 1, 1], [1, 1, 1]), save=False)
    # 10 × 1, then 10 × 2 with a MISHIMASH (+10, not multiplied).
    assert m.turn_points == 2 * (10 + 20 + 10)


def test_mishimash_bonuses_grow_by_ten_and_are_never_multiplied() -> None:
    m = Match(["Ana"])
    m.apply_roll([1, 1, 1, 5, 5, 5])
    assert m.keep_gain([1, 1, 1, 5, 5, 5]) == 2 * (15 + 10)
    m.apply(Keep([1, 1, 1, 5, 5, 5]))
    assert m.turn_points == 2 * (15 + 10)
    assert m.mishimash_count == 1 and m.dice_left == 6 and m.next_bonus == 2 * 20
    m.apply(RollAgain())
    assert m.dice_to_roll == 6 and m.next_multiplier == 2  # the multiplier keeps counting
    m.apply_roll([2, 2, 2, 3, 3, 3])
    m.apply(Keep([2, 2, 2, 3, 3, 3]))
    assert m.turn_points == 2 * (25 + 5 * 2 + 20)
    assert m.next_bonus == 2 * 30
    m.apply(RollAgain())
    m.apply_roll([5, 5, 1, 1, 4, 4])  # three pairs beats 1+1+0.5+0.5
    m.apply(Keep([1, 1, 4, 4, 5, 5]))
    assert m.turn_points == 2 * (55 + 10 * 3 + 30)
    assert m.mishimash_count == 3 and m.next_bonus == 2 * 40


def test_mishimash_over_several_rolls() -> None:
    m = Match(["Ana"])
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), ([5, 1, 5], [1, 5, 5]), save=False)
    # 10 + (1 + 0.5 + 0.5) × 2 + MISHIMASH 10
    assert m.turn_points == 2 * 24 and m.dice_left == 6 and m.mishimash_count == 1


def test_mishimash_is_no_free_roll() -> None:
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 5, 5, 5])
    m.apply(Keep([1, 1, 1, 5, 5, 5]))
    m.apply(RollAgain())
    m.apply_roll(BUST)
    assert m.totals == (0, 0) and m.seat == 1 and m.last_turn.end is End.BUST
    assert m.last_turn.points == 0 and m.turn_points == 0 and m.mishimash_count == 0


def test_bust_keeps_the_saved_total() -> None:
    m = Match(["Ana", "Bo"])
    ten(m)
    half(m)
    play_turn(m, TEN, [2, 3, 4])  # 10 points at risk, then a bust on three dice
    assert m.totals == (20, 1)
    assert m.last_turn.rolls[-1].keep == () and m.last_turn.end is End.BUST
    assert m.seat == 1 and m.dice_to_roll == 6 and m.roll_number == 0


def test_bust_chance_step_only_when_awaited() -> None:
    m = Match(["Ana"])
    assert m.legal_actions() == []
    m.apply_roll([1, 2, 3, 4, 6, 6])
    assert m.legal_actions() == [Keep([1])]
    m.apply(Keep([1]))
    assert m.legal_actions() == [Save(), RollAgain()]
    assert m.dice_to_roll == 0


def test_legal_keeps_are_the_valid_selections() -> None:
    m = Match(["Ana"])
    m.apply_roll([3, 1, 1, 1, 5, 2])
    assert m.legal_actions() == [Keep([5]), Keep([1, 1, 1]), Keep([1, 1, 1, 5])]
    assert m.selection_value([5, 1, 1, 1]) == 21
    assert m.selection_value([1]) is None  # rules §2.2: the three 1s go together
    assert m.selection_value([3]) is None


# ---- illegal actions leave the match unchanged ----------------------------------------------

def _decide_state() -> Match:
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 2, 3, 4])
    m.apply(Keep([1, 1, 1]))
    return m


def _choose_state() -> Match:
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 2, 3, 5])
    return m


def _over_state() -> Match:
    m = Match(["Ana"], target=10)
    ten(m)
    return m


@pytest.mark.parametrize(
    ("make", "act", "message"),
    [
        (lambda: Match(["A"]), lambda m: m.apply(Keep([1])), "scoring roll"),
        (lambda: Match(["A"]), lambda m: m.apply(Save()), "SAVE"),
        (lambda: Match(["A"]), lambda m: m.apply(RollAgain()), "ROLL AGAIN"),
        (lambda: Match(["A"]), lambda m: m.apply_roll([1, 2, 3]), "expected 6 dice"),
        (lambda: Match(["A"]), lambda m: m.apply_roll([1, 2, 3, 4, 5, 7]), "1 to 6"),
        (lambda: Match(["A"]), lambda m: m.apply_roll([1, 2, 3, 4, 5, True]), "1 to 6"),
        (lambda: Match(["A"]), lambda m: m.apply("save"), "not a MISHIMASH action"),
        (_choose_state, lambda m: m.apply(Keep([1])), "together or not at all"),
        (_choose_state, lambda m: m.apply(Keep([1, 1])), "together or not at all"),
        (_choose_state, lambda m: m.apply(Keep([2])), "scores only in a combination"),
        (_choose_state, lambda m: m.apply(Keep([6])), "has no 6"),
        (_choose_state, lambda m: m.apply(Keep([5, 5])), "has no 5"),
        (_choose_state, lambda m: m.apply(Keep([])), "at least one die"),
        (_choose_state, lambda m: m.apply(Keep([1.0, 1.0, 1.0])), "1 to 6"),
        (_choose_state, lambda m: m.apply(Save()), "SAVE"),
        (_choose_state, lambda m: m.apply(RollAgain()), "ROLL AGAIN"),
        (_choose_state, lambda m: m.apply_roll([1] * 6), "no roll is awaited"),
        (_decide_state, lambda m: m.apply(Keep([4])), "scoring roll"),
        (_decide_state, lambda m: m.apply_roll([1, 2, 3]), "no roll is awaited"),
        (_over_state, lambda m: m.apply_roll([1] * 6), "no roll is awaited"),
        (_over_state, lambda m: m.apply(Save()), "SAVE"),
    ],
)
def test_illegal_actions_raise_and_change_nothing(make, act, message: str) -> None:
    m = make()
    before = m.copy()
    with pytest.raises(IllegalAction, match=message):
        act(m)
    assert m == before


def test_targets_and_seats_offered() -> None:
    assert TARGETS == (250, 500, 1000, 2000) and DEFAULT_TARGET == 1000
    assert Match(["Ana"]).target == 1000
    assert len(Match(["P"] * 6).totals) == 6


def test_chance_outcomes_sum_to_one_and_match_the_bust_chance() -> None:
    m = Match(["Ana"])
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), save=False)
    m.apply(RollAgain())
    outcomes = list(m.chance_outcomes())
    assert len(outcomes) == 6**3 and sum(p for _, p in outcomes) == 1
    busts = 0
    for dice, p in outcomes:
        c = m.copy()
        c.apply_roll(dice)
        busts += p * (c.phase is Phase.ROLL and c.last_turn is not None)
    assert busts == Fraction(60, 216)  # rules §2.2: 27.78 % for three dice
    assert list(_decide_state().chance_outcomes()) == []


@pytest.mark.parametrize(("players", "target"), [([], 1000), (["a"] * 7, 1000), (["a"], 0),
                                                  (["a"], True), ([1], 1000)])
def test_bad_match_setup(players: list, target: object) -> None:
    with pytest.raises(ValueError):
        Match(players, target)  # type: ignore[arg-type]


# ---- the end of the match (rules §2.4) -------------------------------------------------------

def test_target_checked_only_on_save() -> None:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, TEN, save=False)
    assert m.turn_points >= m.target_half_points and not m.final_round
    m.apply(RollAgain())
    m.apply_roll([2, 3, 4])  # bust
    assert not m.final_round and m.totals == (0, 0) and m.seat == 1


def test_final_round_from_the_first_seat() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    ten(m)
    assert m.final_round and m.final_from == 0 and m.seat == 1 and not m.is_over
    play_turn(m, TEN, ([1, 2, 3], [1]))  # Bo overtakes: 10 + 1 × 2
    assert m.seat == 2 and not m.is_over
    half(m)
    assert m.is_over and m.winner == 1 and m.phase is Phase.OVER
    assert [t.player for t in m.turns] == [0, 1, 2]


def test_final_round_from_a_middle_seat_does_not_wrap() -> None:
    m = Match(["Ana", "Bo", "Cy", "Di"], target=10)
    for _ in range(4):
        assert m.round_number == 1
        bust(m)
    assert m.round_number == 2
    half(m)
    ten(m)  # Bo reaches the target
    assert m.final_from == 1 and m.seat == 2
    bust(m)
    assert m.seat == 3 and not m.is_over
    one(m)  # Di plays the last turn of the round; Ana does not play again
    assert m.is_over and m.winner == 1 and m.round_number == 2
    assert [t.player for t in m.turns[4:]] == [0, 1, 2, 3]


def test_final_round_from_the_last_seat_ends_at_once() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    half(m)
    one(m)
    ten(m)
    assert m.is_over and m.winner == 2 and m.final_from == 2


def test_reaching_the_target_later_in_the_final_round_changes_nothing() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    ten(m)
    ten(m)  # Bo reaches the target too: still the same final round
    assert m.final_from == 0 and m.seat == 2
    half(m)
    assert m.in_tiebreak and m.tiebreak_seats == (0, 1)


def test_two_way_tie_resolved_over_several_tiebreak_rounds() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    ten(m)
    ten(m)
    half(m)
    assert not m.is_over and m.in_tiebreak and m.tiebreak_round == 1
    assert m.tiebreak_seats == (0, 1) and m.seat == 0
    bust(m)
    bust(m)  # still level: another round
    assert m.tiebreak_round == 2 and m.seat == 0 and m.round_number == 2
    half(m)
    half(m)  # still level
    assert m.tiebreak_round == 3 and m.tiebreak_seats == (0, 1)
    half(m)
    one(m)
    assert m.is_over and m.winner == 1
    assert m.totals == (22, 23, 1)
    assert [(t.player, t.tiebreak) for t in m.turns] == [
        (0, False), (1, False), (2, False),
        (0, True), (1, True), (0, True), (1, True), (0, True), (1, True)]


def test_three_way_tie_narrows_to_two_then_resolves() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    ten(m)
    ten(m)
    ten(m)
    assert m.tiebreak_seats == (0, 1, 2) and m.seat == 0
    half(m)
    half(m)
    bust(m)  # Cy falls behind and plays no further round
    assert m.tiebreak_round == 2 and m.tiebreak_seats == (0, 1) and m.seat == 0
    one(m)
    one(m)
    assert m.tiebreak_round == 3 and m.tiebreak_seats == (0, 1)
    bust(m)
    assert m.seat == 1 and not m.is_over
    half(m)
    assert m.is_over and m.winner == 1
    assert [t.player for t in m.turns if t.tiebreak] == [0, 1, 2, 0, 1, 0, 1]


def test_tiebreak_with_a_player_not_tied() -> None:
    m = Match(["Ana", "Bo", "Cy"], target=10)
    one(m)
    ten(m)
    play_turn(m, TEN)  # Cy ties Bo: Ana is behind and plays no tie-break
    assert m.tiebreak_seats == (1, 2) and m.seat == 1
    half(m)
    bust(m)
    assert m.is_over and m.winner == 1


def test_solo_ends_on_reaching_the_target_with_the_turn_count() -> None:
    m = Match(["Ana"], target=20)
    ten(m)
    assert m.seat == 0 and not m.is_over
    bust(m)
    half(m)
    assert not m.is_over and m.totals == (21,)
    ten(m)
    assert m.is_over and m.winner == 0 and m.turn_count == 4 and m.totals == (41,)


def test_copy_is_independent() -> None:
    m = _decide_state()
    c = m.copy()
    assert c == m
    c.apply(Save())
    assert c != m and m.phase is Phase.DECIDE and m.totals == (0, 0)

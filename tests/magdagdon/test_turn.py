"""The turn, powers, MAGDAGDON and the end of the game: rules §1.2, §1.3, §1.5, §1.6, §1.8."""

from __future__ import annotations

import pytest

from game.magdagdon import (
    Accept,
    Confirm,
    Difficulty,
    Game,
    IllegalAction,
    Minus,
    Phase,
    Plus,
    Reroll,
    Stage,
    TakeBack,
)
from game.magdagdon import board as B


def test_difficulty_table():
    assert Difficulty.PEACEFUL.powers == 3 and Difficulty.PEACEFUL.base_minimum == 2
    assert Difficulty.PEACEFUL.penalties == (10, 20, 40)
    assert Difficulty.PEACEFUL.power_penalty(3) == 70
    assert Difficulty.SURVIVAL.powers == 1 and Difficulty.SURVIVAL.penalties == (70,)
    assert Difficulty.SURVIVAL.base_minimum == 2
    assert Difficulty.NIGHTMARE.powers == 0 and Difficulty.NIGHTMARE.base_minimum == 3
    assert [d.value for d in Difficulty] == ["peaceful", "survival", "nightmare"]


def test_a_turn_roll_stage_confirm():
    g = Game(Difficulty.PEACEFUL)
    assert g.phase is Phase.ROLL and g.awaited_dice == (0, 1, 2, 3)
    assert g.legal_actions() == []
    g.apply_roll([3, 4, 4, 6])
    assert g.phase is Phase.PLACING and g.dice == (3, 4, 4, 6)
    assert len(g.valid_cells(0)) == 16  # first die of the game
    g.apply(Stage(1, 1, 1))
    assert not g.can_confirm  # required is 2
    with pytest.raises(IllegalAction, match="at least 2"):
        g.apply(Confirm())
    assert g.valid_cells(2) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    g.apply(Stage(2, 1, 2))
    assert g.can_confirm
    g.apply(Confirm())
    assert g.turns == 1 and g.phase is Phase.ROLL and g.awaited_dice == (0, 1, 2, 3)
    assert g.cell(1, 1) == 4 and g.cell(1, 2) == 4
    assert g.dice == (None,) * 4  # unused dice are discarded
    assert B.empty_count(g.board) == 14


def test_staged_dice_count_as_numbers_so_order_matters():
    g = Game()
    g.apply_roll([1, 3, 2, 6])
    g.apply(Stage(0, 0, 0))
    with pytest.raises(IllegalAction, match="rules §1.4"):
        g.apply(Stage(1, 0, 1))  # 3 next to the staged 1
    g.apply(Stage(2, 0, 1))
    g.apply(Stage(1, 0, 2))  # now the staged 2 connects the 3
    assert g.preview_board[:3] == (1, 2, 3)
    assert g.board[:3] == (0, 0, 0)  # not permanent before CONFIRM


def test_more_dice_than_required_may_be_staged():
    g = Game()
    g.apply_roll([2, 2, 2, 2])
    for d, col in enumerate(range(4)):
        g.apply(Stage(d, 0, col))
    g.apply(Confirm())
    assert g.board[:4] == (2, 2, 2, 2)


def test_take_back_returns_later_dice_that_are_no_longer_valid(position):
    g = position("4.../4.../..../....", [3, 4, 5, 1])
    g.apply(Stage(0, 0, 1))  # 3 next to 4
    g.apply(Stage(1, 1, 1))  # 4 next to 4 and the staged 3
    g.apply(Stage(2, 2, 1))  # 5 connected only through the staged 4
    g.apply(TakeBack(1))
    assert g.staged == ((0, (0, 1)),)  # the 5 lost its only connection and came back
    assert g.available == (1, 2, 3)


def test_take_back_keeps_later_dice_still_valid(position):
    g = position("4.../4.../..../....", [3, 4, 5, 1])
    g.apply(Stage(0, 0, 1))
    g.apply(Stage(1, 1, 1))
    g.apply(Stage(2, 2, 1))
    g.apply(TakeBack(0))
    assert g.staged == ((1, (1, 1)), (2, (2, 1)))


def test_take_back_rechecks_in_staging_order(position):
    # Without the 2, the 3 is unconnected and comes back; then the 4 (connected only through
    # the 3) comes back too, although it was valid when staged.
    g = position("1.../..../..../....", [2, 3, 4, 6])
    g.apply(Stage(0, 0, 1))
    g.apply(Stage(1, 0, 2))
    g.apply(Stage(2, 0, 3))
    g.apply(TakeBack(0))
    assert g.staged == ()


def test_required_and_max_staged(position):
    g = position("1234/4321/1234/43..", difficulty="nightmare")
    assert g.required == 2 and g.max_staged == 2  # last two empty cells need 2 dice
    g = position("1234/4321/1234/432.", difficulty="nightmare")
    assert g.required == 1 and g.max_staged == 1  # the last one needs 1
    g = position("..../..../..../....", difficulty="nightmare")
    assert g.required == 3 and g.max_staged == 4
    g = position("1234/4321/1234/4...", difficulty="peaceful")
    assert g.required == 2 and g.max_staged == 3


def test_cannot_stage_more_than_empty_cells(position):
    g = position("1234/4321/1234/43..", [3, 3, 3, 3], difficulty="nightmare")
    g.apply(Stage(0, 3, 2))
    g.apply(Stage(1, 3, 3))
    assert g.valid_cells(2) == [] and not any(isinstance(a, Stage) for a in g.legal_actions())


def test_minus_plus_change_by_one_and_cost_a_use():
    g = Game()
    g.apply_roll([1, 6, 3, 3])
    g.apply(Minus(2))
    assert g.dice == (1, 6, 2, 3) and g.powers_used == 1 and g.next_penalty == 20
    g.apply(Plus(3))
    assert g.dice == (1, 6, 2, 4) and g.powers_left == 1
    assert g.score().power_penalty == 30


def test_minus_on_a_1_and_plus_on_a_6_are_unavailable():
    g = Game()
    g.apply_roll([1, 6, 3, 3])
    with pytest.raises(IllegalAction, match="MINUS is unavailable on a 1"):
        g.apply(Minus(0))
    with pytest.raises(IllegalAction, match="PLUS is unavailable on a 6"):
        g.apply(Plus(1))
    assert Minus(0) not in g.legal_actions() and Plus(1) not in g.legal_actions()
    assert Plus(0) in g.legal_actions() and Minus(1) in g.legal_actions()


def test_powers_act_on_available_dice_only():
    g = Game()
    g.apply_roll([3, 3, 3, 3])
    g.apply(Stage(0, 0, 0))
    for action in (Minus(0), Plus(0), Reroll((0, 1))):
        with pytest.raises(IllegalAction, match="take it back first"):
            g.apply(action)
    g.apply(TakeBack(0))
    g.apply(Minus(0))
    assert g.dice[0] == 2


def test_reroll_several_dice_costs_one_use_and_awaits_their_values():
    g = Game()
    g.apply_roll([1, 2, 3, 4])
    g.apply(Stage(3, 0, 0))
    g.apply(Reroll((2, 0)))
    assert g.phase is Phase.ROLL and g.awaited_dice == (0, 2) and g.rerolling
    assert g.dice == (None, 2, None, 4) and g.powers_used == 1
    assert g.staged == ((3, (0, 0)),)  # staged dice stay staged
    with pytest.raises(IllegalAction, match="2 dice await a roll"):
        g.apply_roll([5])
    g.apply_roll([5, 4])
    assert g.dice == (5, 2, 4, 4) and g.phase is Phase.PLACING


def test_penalties_in_order_of_use():
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll([3, 3, 3, 3])
    for expected in (10, 30, 70):
        g.apply(Plus(0))
        assert g.score().power_penalty == expected
    assert g.powers_left == 0 and g.next_penalty is None
    with pytest.raises(IllegalAction, match="no Majda power uses left"):
        g.apply(Minus(1))
    g = Game(Difficulty.SURVIVAL)
    g.apply_roll([3, 3, 3, 3])
    g.apply(Reroll((0, 1, 2, 3)))
    g.apply_roll([1, 1, 1, 1])
    assert g.score().power_penalty == 70 and g.powers_left == 0


def test_nightmare_has_no_powers():
    g = Game(Difficulty.NIGHTMARE)
    g.apply_roll([3, 3, 3, 3])
    assert not any(isinstance(a, (Minus, Plus, Reroll)) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="no Majda power uses left"):
        g.apply(Plus(0))


def test_magdagdon_right_after_the_roll(position):
    g = position("1.../..../..../....", [3, 3, 6, 6])
    assert g.phase is Phase.MAGDAGDON
    assert not any(isinstance(a, (Stage, Confirm)) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="MAGDAGDON"):
        g.apply(Stage(0, 0, 1))


def test_a_power_can_rescue_a_magdagdon(position):
    g = position("1.../..../..../....", [3, 3, 6, 6])
    g.apply(Minus(0))  # 2 next to the 1, then a 3 next to the 2
    assert g.phase is Phase.PLACING
    g.apply(Stage(0, 0, 1))
    g.apply(Stage(1, 0, 2))
    g.apply(Confirm())
    assert g.board[:3] == (1, 2, 3)


def test_a_power_can_cause_magdagdon_and_staged_dice_come_back(position):
    g = position("1.../..../..../....", [2, 2, 6, 6])
    g.apply(Stage(0, 0, 1))
    g.apply(Plus(1))  # 3, 6, 6 and the staged 2: the 2 then the 3 still fit
    assert g.phase is Phase.PLACING and g.staged == ((0, (0, 1)),)
    g.apply(Plus(1))  # now 2, 4, 6, 6: no two dice fit on the permanent board
    assert g.phase is Phase.MAGDAGDON
    assert g.staged == () and g.available == (0, 1, 2, 3)


def test_magdagdon_test_counts_staged_dice_as_taken_back(position):
    # The staged 2 is what makes the roll placeable: the test must still count it.
    g = position("1.../..../..../....", [2, 3, 6, 6])
    g.apply(Stage(0, 0, 1))
    g.apply(Minus(2))  # 2, 3, 5, 6: 2 then 3 still works
    assert g.phase is Phase.PLACING


def test_magdagdon_test_ignores_staged_placements(position):
    # Staged dice could connect more cells, but the test looks at the permanent board only:
    # re-run after a power, the verdict is the same whatever is staged.
    g = position("3.../#.../..../....", [2, 4, 5, 6])
    assert g.phase is Phase.PLACING  # 4 then 5
    g.apply(Stage(1, 0, 1))
    g.apply(Stage(2, 0, 2))
    g.apply(Minus(3))  # dice 2, 4, 5, 5
    assert g.phase is Phase.PLACING and len(g.staged) == 2


def test_a_bad_staging_never_causes_magdagdon(position):
    g = position("3.../#.../..../....", [2, 4, 5, 6])
    g.apply(Stage(0, 0, 1))  # the 2 blocks: nothing fits next to it
    assert g.phase is Phase.PLACING and not g.can_confirm
    actions = g.legal_actions()
    assert TakeBack(0) in actions
    assert not any(isinstance(a, (Stage, Accept, Confirm)) for a in actions)
    with pytest.raises(IllegalAction, match="only possible in MAGDAGDON"):
        g.apply(Accept(3, 3))


def test_magdagdon_exact_on_a_near_miss(position):
    g = position("3.../#.../..../....", [2, 4, 6, 6])
    assert g.phase is Phase.MAGDAGDON  # 2 or 4 fit alone, never two dice


def test_accept_makes_a_ruin_anywhere_and_ends_the_turn(position):
    g = position("1.../..../..../....", [3, 3, 6, 6])
    assert g.powers_left == 3  # accepting is allowed with powers left
    assert sum(isinstance(a, Accept) for a in g.legal_actions()) == 15
    g.apply(Accept(3, 3))  # not reachable: still fine
    assert g.cell(3, 3) == B.RUIN and g.turns == 1 and g.magdagdon_turns == 1
    assert g.phase is Phase.ROLL
    assert g.score().ruins == 1 and g.score().ruin_penalty == 15
    assert g.score().total == 2 * 1 - 15
    with pytest.raises(IllegalAction):
        g.apply(Accept(2, 2))  # the turn is over: dice must be rolled


def test_accept_needs_an_empty_cell(position):
    g = position("1.../..../..../....", [3, 3, 6, 6])
    with pytest.raises(IllegalAction, match="EMPTY"):
        g.apply(Accept(0, 0))


def test_first_turn_magdagdon_leaves_a_board_of_ruins_only(position):
    g = position("..../..../..../....", [1, 3, 5, 5], difficulty="nightmare")
    assert g.phase is Phase.MAGDAGDON  # 5-5 fit together, nothing fits beside them
    g.apply(Accept(0, 0))
    g.apply_roll([2, 2, 2, 2])
    assert len(g.valid_cells(0)) == 15  # still no numbers: every EMPTY cell is valid


def test_end_of_game(position):
    g = position("1234/4321/1234/432.", [3, 6, 6, 6], difficulty="survival")
    g.apply(Stage(0, 3, 3))
    g.apply(Confirm())
    assert g.is_over and g.phase is Phase.OVER and g.awaited_dice == ()
    assert g.legal_actions() == []
    result = g.result()
    assert result is not None and result["score"] == g.score().total
    with pytest.raises(IllegalAction, match="over"):
        g.apply(Confirm())
    with pytest.raises(IllegalAction):
        g.apply_roll([1, 2, 3, 4])


def test_turn_count_includes_magdagdon_turns():
    g = Game(Difficulty.NIGHTMARE)
    g.apply_roll([1, 3, 5, 5])
    g.apply(Accept(0, 0))
    g.apply_roll([2, 2, 2, 3])
    g.apply(Stage(0, 1, 1))
    g.apply(Stage(1, 1, 2))
    g.apply(Stage(3, 1, 3))
    g.apply(Confirm())
    assert g.turns == 2 and g.magdagdon_turns == 1


ILLEGAL = [
    Stage(0, 4, 0), Stage(7, 0, 0), Stage(True, 0, 0), TakeBack(2), Confirm(),
    Accept(0, 0), Reroll(()), Reroll((0, 0)), Reroll((5,)), Minus(9), "not an action",
]


@pytest.mark.parametrize("action", ILLEGAL, ids=repr)
def test_illegal_actions_raise_and_change_nothing(action):
    g = Game()
    g.apply_roll([1, 2, 3, 4])
    g.apply(Stage(1, 0, 0))
    before = g.copy()
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g == before
    assert not g.is_legal(action)


def test_apply_roll_rejects_bad_values():
    g = Game()
    for values in ([1, 2, 3], [1, 2, 3, 7], [0, 1, 1, 1], [True, 1, 1, 1], [1.0, 1, 1, 1]):
        with pytest.raises(IllegalAction):
            g.apply_roll(values)
        assert g == Game()
    g.apply_roll([1, 1, 1, 1])
    with pytest.raises(IllegalAction, match="no dice await"):
        g.apply_roll([1, 1, 1, 1])


def test_copy_is_independent():
    g = Game()
    g.apply_roll([2, 2, 3, 3])
    c = g.copy()
    assert c == g
    c.apply(Stage(0, 0, 0))
    assert c != g and g.staged == ()

"""Scoring: every example of rules §1.7."""

from __future__ import annotations

import pytest

from game.magdagdon import Combo, Difficulty, combo_of
from game.magdagdon import board as B
from game.magdagdon.scoring import score


@pytest.mark.parametrize("values", [(1, 2, 3, 4), (3, 4, 5, 6), (4, 3, 2, 1), (6, 5, 4, 3),
                                    (2, 3, 4, 5)])
def test_straights(values):
    assert combo_of(values) is Combo.STRAIGHT and Combo.STRAIGHT.bonus == 60


@pytest.mark.parametrize("values", [(2, 1, 3, 4), (1, 2, 4, 3), (1, 3, 5, 6), (1, 2, 3, 5)])
def test_not_straights(values):
    assert combo_of(values) is None


def test_four_of_a_kind():
    assert combo_of((5, 5, 5, 5)) is Combo.FOUR_OF_A_KIND and Combo.FOUR_OF_A_KIND.bonus == 40


@pytest.mark.parametrize("values", [(2, 2, 5, 5), (2, 5, 2, 5), (5, 2, 2, 5), (6, 1, 1, 6)])
def test_two_pairs_in_any_order(values):
    assert combo_of(values) is Combo.TWO_PAIRS and Combo.TWO_PAIRS.bonus == 20


@pytest.mark.parametrize("values", [(2, 2, 2, 5), (1, 1, 2, 3), (1, 2, 3, 3)])
def test_no_combo(values):
    assert combo_of(values) is None


def test_four_of_a_kind_is_not_also_two_pairs():
    s = score(B.parse("3333/..../..../...."), Difficulty.PEACEFUL, 0)
    assert s.rows[0].combo is Combo.FOUR_OF_A_KIND and s.bonus == 40


def test_each_number_counts_in_its_row_and_its_column():
    s = score(B.parse("5.../..../..../...."), Difficulty.PEACEFUL, 0)
    assert s.base == 10 and s.total == 10
    assert s.rows[0].total == 5 and s.cols[0].total == 5 and s.rows[1].total == 0


def test_complete_row_2345_adds_14_and_60():
    s = score(B.parse("..../2345/..../...."), Difficulty.PEACEFUL, 0)
    row = s.rows[1]
    assert row.total == 14 and row.combo is Combo.STRAIGHT and row.complete and row.bonus == 60
    assert [c.total for c in s.cols] == [2, 3, 4, 5]  # its numbers also count in the columns
    assert all(not c.complete and c.combo is None for c in s.cols)
    assert s.base == 28 and s.bonus == 60 and s.total == 88


def test_a_ruin_in_that_row_removes_the_bonus_and_costs_15():
    s = score(B.parse("..../234#/..../...."), Difficulty.PEACEFUL, 0)
    row = s.rows[1]
    assert row.total == 9 and row.combo is None and not row.complete and row.ruined
    assert s.ruins == 1 and s.ruin_penalty == 15
    assert s.total == 18 - 15


def test_incomplete_line_has_no_bonus():
    s = score(B.parse("234./..../..../...."), Difficulty.PEACEFUL, 0)
    assert s.rows[0].combo is None and not s.rows[0].complete and s.bonus == 0


def test_columns_read_top_to_bottom():
    s = score(B.parse("6.../5.../4.../3..."), Difficulty.PEACEFUL, 0)
    assert s.cols[0].combo is Combo.STRAIGHT and s.cols[0].cells == (6, 5, 4, 3)
    assert s.cols[0].kind == "col" and s.cols[0].index == 0


def test_final_score_may_be_negative_and_includes_power_penalties():
    s = score(B.parse("1###/..../..../...."), Difficulty.PEACEFUL, 2)
    assert s.power_penalty == 30 and s.total == 2 - 45 - 30
    assert score(B.parse("..../..../..../...."), Difficulty.SURVIVAL, 1).total == -70


def test_full_board_example():
    board = B.parse("1234/2345/3456/4566")
    s = score(board, Difficulty.NIGHTMARE, 0)
    # rows: three straights and 4-5-6-6 (none); columns: the same by symmetry.
    assert [r.combo for r in s.rows] == [Combo.STRAIGHT] * 3 + [None]
    assert [c.combo for c in s.cols] == [Combo.STRAIGHT] * 3 + [None]
    assert s.base == 2 * sum(board) and s.bonus == 360
    assert s.total == s.base + 360


def test_game_score_preview_includes_staged(position):
    from game.magdagdon import Stage
    g = position("..../..../..../....", [6, 6, 1, 1])
    g.apply(Stage(0, 0, 0))
    assert g.score().total == 0 and g.score(preview=True).total == 12

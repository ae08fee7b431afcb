"""Board and valid placement: rules §1.1 and every example of §1.4."""

from __future__ import annotations

from game.magdagdon import board as B


def valid_values(board_text: str, row: int, col: int) -> list[int]:
    board = B.parse(board_text)
    return [v for v in range(1, 7) if B.accepts(board, B.index(row, col), v)]


def test_neighbours_are_orthogonal_only():
    assert sorted(B.NEIGHBOURS[B.index(0, 0)]) == [B.index(0, 1), B.index(1, 0)]
    assert sorted(B.NEIGHBOURS[B.index(1, 1)]) == [
        B.index(0, 1), B.index(1, 0), B.index(1, 2), B.index(2, 1)]
    assert len(B.NEIGHBOURS[B.index(0, 2)]) == 3


def test_cells_are_row_col_from_top_left():
    assert B.CELLS[0] == (0, 0) and B.CELLS[3] == (0, 3) and B.CELLS[4] == (1, 0)
    assert B.cell_of(B.index(2, 3)) == (2, 3)


def test_first_die_of_the_game_goes_anywhere():
    board = B.parse("..../..../..../....")
    assert all(B.valid_indices(board, v) == list(range(16)) for v in range(1, 7))


def test_board_of_only_ruins_counts_as_no_numbers():
    # rules §1.4: also after a first-turn MAGDAGDON left only ruins.
    board = B.parse("#.../..../..../....")
    assert B.valid_indices(board, 5) == list(range(1, 16))


def test_cell_needs_a_numeric_neighbour():
    assert valid_values("3.../..../..../....", 0, 1) == [2, 3, 4]
    assert valid_values("3.../..../..../....", 1, 1) == []  # diagonal only: not connected


def test_touching_3_and_4_accepts_3_or_4():
    assert valid_values("3.../.4../..../....", 0, 1) == [3, 4]


def test_touching_2_and_4_accepts_only_3():
    assert valid_values("2.../.4../..../....", 0, 1) == [3]


def test_touching_2_and_5_accepts_nothing():
    assert valid_values("2.../.5../..../....", 0, 1) == []


def test_equal_values_are_allowed():
    assert 6 in valid_values("6.../..../..../....", 0, 1)


def test_ruin_neither_connects_nor_restricts():
    # Touching only a ruin: not connected.
    assert valid_values("#.../2.../..../....", 0, 1) == []
    # Touching a 2 and a ruin: the ruin does not restrict.
    assert valid_values("2.../#.../..../....", 0, 1) == [1, 2, 3]


def test_occupied_cells_are_never_valid():
    board = B.parse("23../#.../..../....")
    assert B.index(0, 1) not in B.valid_indices(board, 3)
    assert B.index(1, 0) not in B.valid_indices(board, 2)


def test_connected_field_detection():
    assert B.is_connected(B.parse("12../..../..../...."))
    assert not B.is_connected(B.parse("1.../.2../..../...."))
    assert B.is_connected(B.parse("#.../..../..../...."))


def test_render_parse_round_trip():
    text = "1234/#.../..6./...#"
    assert B.render(B.parse(text)) == text

"""The 4x4 board: cells, neighbours and valid placement (rules §1.1, §1.4).

A board is a tuple (or list) of 16 ints in row-major order: EMPTY (0), RUIN (-1) or a number
1..6. Cells are `(row, col)` in the public API and an index `row * 4 + col` inside.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.magdagdon.rules import SIZE

EMPTY = 0
RUIN = -1
CELL_COUNT = SIZE * SIZE

Cell = tuple[int, int]
Board = Sequence[int]

CELLS: tuple[Cell, ...] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))


def index(row: int, col: int) -> int:
    """Index of cell (row, col) in a board sequence."""
    return row * SIZE + col


def cell_of(i: int) -> Cell:
    """(row, col) of board index `i`."""
    return divmod(i, SIZE)


def on_board(row: object, col: object) -> bool:
    """True when (row, col) are ints addressing a cell (bools excluded)."""
    return all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < SIZE
               for v in (row, col))


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = divmod(i, SIZE)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):  # orthogonal only (rules §1.1)
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append(rr * SIZE + cc)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(CELL_COUNT))

# The 8 scoring lines as board indices: rows top to bottom, then columns left to right, each read
# left->right or top->bottom (rules §1.7).
ROWS = tuple(tuple(index(r, c) for c in range(SIZE)) for r in range(SIZE))
COLS = tuple(tuple(index(r, c) for r in range(SIZE)) for c in range(SIZE))
LINES = ROWS + COLS


def has_numbers(board: Board) -> bool:
    """True when any cell holds a number."""
    return any(v > 0 for v in board)


def accepts(board: Board, i: int, value: int, first: bool | None = None) -> bool:
    """Whether EMPTY cell `i` accepts `value` (rules §1.4).

    `first` says the board has no numbers at all (computed when None); then every EMPTY cell is
    valid. Otherwise the cell needs a numeric neighbour and |value - n| <= 1 for every numeric
    neighbour n. Ruins neither connect nor restrict.
    """
    if board[i] != EMPTY:
        return False
    if first is None:
        first = not has_numbers(board)
    if first:
        return True
    touching = False
    for n in NEIGHBOURS[i]:
        v = board[n]
        if v > 0:
            if abs(v - value) > 1:
                return False
            touching = True
    return touching


def valid_indices(board: Board, value: int) -> list[int]:
    """Board indices of every EMPTY cell that accepts `value`."""
    first = not has_numbers(board)
    return [i for i in range(CELL_COUNT) if accepts(board, i, value, first)]


def empty_count(board: Board) -> int:
    """Number of EMPTY cells."""
    return sum(1 for v in board if v == EMPTY)


def is_connected(board: Board) -> bool:
    """True when the numbers form one orthogonally connected field (or there are none)."""
    numbers = [i for i, v in enumerate(board) if v > 0]
    if not numbers:
        return True
    seen = {numbers[0]}
    todo = [numbers[0]]
    while todo:
        i = todo.pop()
        for n in NEIGHBOURS[i]:
            if board[n] > 0 and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(numbers)


def render(board: Board) -> str:
    """A compact text picture: digits, '.' for EMPTY, '#' for RUIN (handy in tests and repr)."""
    sym = {EMPTY: ".", RUIN: "#"}
    return "/".join("".join(sym.get(board[i], str(board[i])) for i in row) for row in ROWS)


def parse(text: str) -> tuple[int, ...]:
    """Inverse of `render`: '12../....' style rows separated by '/' or whitespace."""
    rows = text.replace("/", " ").split()
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError(f"expected {SIZE} rows of {SIZE} cells: {text!r}")
    out = []
    for ch in "".join(rows):
        if ch == ".":
            out.append(EMPTY)
        elif ch == "#":
            out.append(RUIN)
        elif ch in "123456":
            out.append(int(ch))
        else:
            raise ValueError(f"bad cell {ch!r} in {text!r}")
    return tuple(out)

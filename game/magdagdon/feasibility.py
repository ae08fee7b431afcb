"""The exact MAGDAGDON test (rules §1.6).

Question: can `required` distinct dice (out of all four values) be placed one after another on the
*permanent* board, each valid at its moment (rules §1.4)? If not, the turn is in MAGDAGDON.

The search works on a per-cell bit mask of the values each EMPTY cell accepts right now, so
placing a die only touches the cell and its neighbours, and search states that two orders of
placement reach alike are visited once. Results are memoised on (board, sorted dice, required).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.magdagdon.board import CELL_COUNT, EMPTY, NEIGHBOURS
from game.magdagdon.rules import SIZE

ALL = 0b111111  # bit v-1 set: the cell accepts value v
UNCONNECTED = 0b1000000  # EMPTY cell with no numeric neighbour: accepts nothing yet
BIT = (0,) + tuple(1 << (v - 1) for v in range(1, 7))
# NEAR[v]: the values n with |v - n| <= 1 (rules §1.4), as a mask.
NEAR = (0,) + tuple(
    sum(BIT[n] for n in (v - 1, v, v + 1) if 1 <= n <= 6) for v in range(1, 7)
)


def initial_masks(board: Sequence[int]) -> tuple[int, ...]:
    """The accepted-values mask of every cell of a board (0 for numbers and ruins)."""
    if not any(v > 0 for v in board):
        # No numbers at all: every EMPTY cell is valid for any value (rules §1.4).
        return tuple(ALL if v == EMPTY else 0 for v in board)
    out = []
    for i, v in enumerate(board):
        if v != EMPTY:
            out.append(0)
            continue
        mask = UNCONNECTED
        for n in NEIGHBOURS[i]:
            w = board[n]
            if w > 0:
                mask = NEAR[w] if mask == UNCONNECTED else mask & NEAR[w]
        out.append(mask)
    return tuple(out)


def _symmetries() -> tuple[tuple[int, ...], ...]:
    # The 8 rotations/reflections of the square as index permutations.
    out = []
    for quarter in range(4):
        for mirror in (False, True):
            perm = []
            for i in range(CELL_COUNT):
                r, c = divmod(i, SIZE)
                if mirror:
                    c = SIZE - 1 - c
                for _ in range(quarter):
                    r, c = c, SIZE - 1 - r
                perm.append(r * SIZE + c)
            out.append(tuple(perm))
    return tuple(out)


SYMMETRIES = _symmetries()


def _first_cells(board: tuple[int, ...]) -> tuple[int, ...]:
    """One cell per orbit under the symmetries that keep `board` unchanged (the first die on a
    board without numbers: symmetric cells lead to symmetric searches)."""
    keep = [s for s in SYMMETRIES if all(board[s[i]] == board[i] for i in range(CELL_COUNT))]
    return tuple(i for i in range(CELL_COUNT) if all(i <= s[i] for s in keep))


def _search(masks: tuple[int, ...], values: tuple[int, ...], need: int, virgin: bool,
            seen: set[tuple[tuple[int, ...], tuple[int, ...]]],
            cells: Sequence[int] = range(CELL_COUNT)) -> bool:
    if need == 1:
        want = 0
        for v in values:
            want |= BIT[v]
        union = 0
        for m in masks:
            union |= m
        return bool(union & want & ALL)
    tried = set()
    for k, v in enumerate(values):
        if v in tried:
            continue
        tried.add(v)
        rest = values[:k] + values[k + 1:]
        b = BIT[v]
        near = NEAR[v]
        for e in cells:
            if not masks[e] & b:
                continue
            # The first number on a board without numbers leaves every other cell unconnected.
            new = [UNCONNECTED if m else 0 for m in masks] if virgin else list(masks)
            new[e] = 0
            for n in NEIGHBOURS[e]:
                m = new[n]
                new[n] = near if m == UNCONNECTED else m & near
            state = (tuple(new), rest)
            if state in seen:
                continue
            seen.add(state)
            if _search(state[0], rest, need - 1, False, seen):
                return True
    return False


@lru_cache(maxsize=16384)
def _can_place(board: tuple[int, ...], values: tuple[int, ...], required: int) -> bool:
    if required <= 0:
        return True
    if required > len(values) or required > sum(1 for v in board if v == EMPTY):
        return False
    if any(v > 0 for v in board):
        return _search(initial_masks(board), values, required, False, set())
    # No numbers yet: the placed dice must form one field on their own, so some `required` of
    # them must have sorted values with no gap above 1 (a quick, exact-safe rejection).
    if not any(all(values[j + 1] - values[j] <= 1 for j in range(k, k + required - 1))
               for k in range(len(values) - required + 1)):
        return False
    return _search(initial_masks(board), values, required, True, set(), _first_cells(board))


def can_place(board: Sequence[int], values: Iterable[int], required: int) -> bool:
    """True when some sequence of `required` distinct dice and cells is valid (not MAGDAGDON)."""
    return _can_place(tuple(board), tuple(sorted(values)), required)


def can_place_uncached(board: Sequence[int], values: Iterable[int], required: int) -> bool:
    """`can_place` without the memo (for benchmarks and tests)."""
    return _can_place.__wrapped__(tuple(board), tuple(sorted(values)), required)

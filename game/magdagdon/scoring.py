"""Scoring with a per-line breakdown (rules §1.7), usable live during play and at the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.magdagdon.board import LINES, RUIN
from game.magdagdon.rules import (
    FOUR_OF_A_KIND_BONUS,
    RUIN_PENALTY,
    SIZE,
    STRAIGHT_BONUS,
    TWO_PAIRS_BONUS,
    Difficulty,
)


class Combo(Enum):
    """The bonus of a complete numeric line (value = name used in text and the UI)."""

    STRAIGHT = "straight"
    FOUR_OF_A_KIND = "four_of_a_kind"
    TWO_PAIRS = "two_pairs"

    @property
    def bonus(self) -> int:
        """Points the combo adds."""
        return _BONUS[self]


_BONUS = {
    Combo.STRAIGHT: STRAIGHT_BONUS,
    Combo.FOUR_OF_A_KIND: FOUR_OF_A_KIND_BONUS,
    Combo.TWO_PAIRS: TWO_PAIRS_BONUS,
}


def combo_of(values: Sequence[int]) -> Combo | None:
    """The highest combo four values read along a line qualify for (rules §1.7), or None.

    >>> combo_of([4, 3, 2, 1]), combo_of([2, 1, 3, 4]), combo_of([5, 2, 5, 2])
    (<Combo.STRAIGHT: 'straight'>, None, <Combo.TWO_PAIRS: 'two_pairs'>)
    """
    if len(values) != SIZE or any(v <= 0 for v in values):
        return None
    steps = {b - a for a, b in zip(values, values[1:], strict=False)}
    if steps in ({1}, {-1}):
        return Combo.STRAIGHT
    counts = sorted(Counter(values).values())
    if counts == [4]:
        return Combo.FOUR_OF_A_KIND
    if counts == [2, 2]:
        return Combo.TWO_PAIRS
    return None


@dataclass(frozen=True)
class LineScore:
    """One row or column: `kind` is "row" or "col", `index` 0..3 (top->bottom, left->right)."""

    kind: str
    index: int
    cells: tuple[int, ...]  # board values along the line
    total: int  # sum of its numbers (rules §1.7 base)
    combo: Combo | None
    complete: bool  # four numbers, no ruin, no empty
    ruined: bool  # holds a ruin: never a bonus

    @property
    def bonus(self) -> int:
        """The combo's bonus, or 0."""
        return self.combo.bonus if self.combo else 0


@dataclass(frozen=True)
class Score:
    """A score breakdown. `total = base + bonus - ruin_penalty - power_penalty` (may be < 0)."""

    lines: tuple[LineScore, ...]  # 4 rows, then 4 columns
    base: int
    bonus: int
    ruins: int
    ruin_penalty: int
    powers_used: int
    power_penalty: int
    total: int

    @property
    def rows(self) -> tuple[LineScore, ...]:
        """The 4 rows, top to bottom."""
        return self.lines[:SIZE]

    @property
    def cols(self) -> tuple[LineScore, ...]:
        """The 4 columns, left to right."""
        return self.lines[SIZE:]


def line_score(board: Sequence[int], n: int) -> LineScore:
    """Score of line `n` (0..3 rows, 4..7 columns) of a board."""
    values = tuple(board[i] for i in LINES[n])
    complete = all(v > 0 for v in values)
    return LineScore(
        kind="row" if n < SIZE else "col",
        index=n % SIZE,
        cells=values,
        total=sum(v for v in values if v > 0),
        combo=combo_of(values) if complete else None,  # a ruin or a gap: no bonus
        complete=complete,
        ruined=RUIN in values,
    )


def score(board: Sequence[int], difficulty: Difficulty, powers_used: int) -> Score:
    """The full breakdown for a board after `powers_used` power uses."""
    lines = tuple(line_score(board, n) for n in range(len(LINES)))
    base = sum(line.total for line in lines)
    bonus = sum(line.bonus for line in lines)
    ruins = sum(1 for v in board if v == RUIN)
    power_penalty = difficulty.power_penalty(powers_used)
    return Score(
        lines=lines,
        base=base,
        bonus=bonus,
        ruins=ruins,
        ruin_penalty=RUIN_PENALTY * ruins,
        powers_used=powers_used,
        power_penalty=power_penalty,
        total=base + bonus - RUIN_PENALTY * ruins - power_penalty,
    )

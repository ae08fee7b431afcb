"""MAGDAGDON player actions: small frozen values (rules §1.3, §1.5, §1.6).

Dice are named by their index 0..3 in the turn's four dice; cells by (row, col).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Stage:
    """Stage available die `die` on the EMPTY cell (row, col) (rules §1.3 step 2)."""

    die: int
    row: int
    col: int

    @property
    def cell(self) -> tuple[int, int]:
        """(row, col)."""
        return (self.row, self.col)


@dataclass(frozen=True)
class TakeBack:
    """Take staged die `die` back; later staged dice no longer valid come back too (rules §1.3)."""

    die: int


@dataclass(frozen=True)
class Minus:
    """Majda power: lower available die `die` by 1 (rules §1.5)."""

    die: int


@dataclass(frozen=True)
class Plus:
    """Majda power: raise available die `die` by 1 (rules §1.5)."""

    die: int


@dataclass(frozen=True)
class Reroll:
    """Majda power: reroll the available dice `dice` together, one use (rules §1.5)."""

    dice: tuple[int, ...]

    def __post_init__(self) -> None:
        # Accept any iterable of indices but keep a canonical, hashable, sorted tuple.
        object.__setattr__(self, "dice", tuple(sorted(self.dice)))


@dataclass(frozen=True)
class Confirm:
    """Make the staged dice permanent and end the turn (rules §1.3 step 4)."""


@dataclass(frozen=True)
class Accept:
    """In MAGDAGDON: turn EMPTY cell (row, col) into a RUIN and end the turn (rules §1.6)."""

    row: int
    col: int

    @property
    def cell(self) -> tuple[int, int]:
        """(row, col)."""
        return (self.row, self.col)


Action = Stage | TakeBack | Minus | Plus | Reroll | Confirm | Accept
POWERS = (Minus, Plus, Reroll)

"""MAGDAGDON constants in one place: board size, difficulties, penalties and bonuses (rules §1)."""

from __future__ import annotations

from enum import Enum

SIZE = 4  # the board is SIZE x SIZE (rules §1.1)
DICE = 4  # dice rolled each turn (rules §1.3)
RUIN_PENALTY = 15  # per ruin at scoring (rules §1.6)

# rules §1.7: bonus of a complete numeric line; a line earns only the highest it qualifies for.
STRAIGHT_BONUS = 60
FOUR_OF_A_KIND_BONUS = 40
TWO_PAIRS_BONUS = 20


class Difficulty(Enum):
    """The three difficulties of rules §1.2 (value = the name used in records and settings)."""

    PEACEFUL = "peaceful"
    SURVIVAL = "survival"
    NIGHTMARE = "nightmare"

    @property
    def penalties(self) -> tuple[int, ...]:
        """Penalty of each power use, in order of use; its length is the number of uses."""
        return _PENALTIES[self]

    @property
    def powers(self) -> int:
        """Majda power uses per game."""
        return len(_PENALTIES[self])

    @property
    def base_minimum(self) -> int:
        """Dice that must be placed each turn while enough cells are empty (rules §1.3)."""
        return _BASE_MINIMUM[self]

    def power_penalty(self, used: int) -> int:
        """Total penalty for the first `used` power uses."""
        return sum(_PENALTIES[self][:used])


_PENALTIES: dict[Difficulty, tuple[int, ...]] = {
    Difficulty.PEACEFUL: (10, 20, 40),
    Difficulty.SURVIVAL: (70,),
    Difficulty.NIGHTMARE: (),
}
_BASE_MINIMUM: dict[Difficulty, int] = {
    Difficulty.PEACEFUL: 2,
    Difficulty.SURVIVAL: 2,
    Difficulty.NIGHTMARE: 3,
}

"""MISHIMASH value types: the phase of a turn and the player actions (`IllegalAction` is
`game.engine`'s, re-exported)."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from game.engine import IllegalAction
from game.mishimash.combos import Selection, normalize

__all__ = ["Action", "IllegalAction", "Keep", "Phase", "RollAgain", "Save"]


class Phase(enum.Enum):
    """Where a match stands (rules §2.3)."""

    ROLL = "roll"  # chance step: `dice_to_roll` dice must be rolled and applied
    CHOOSE = "choose"  # a scoring roll is on the table: Keep one valid selection of it
    DECIDE = "decide"  # after a Keep: Save or RollAgain
    OVER = "over"  # the match has a winner


@dataclass(frozen=True, slots=True, init=False)
class Keep:
    """Set aside `dice` (a valid selection, any order) from the current roll, as one selection.

    >>> Keep([5, 1]) == Keep((1, 5))
    True
    """

    dice: Selection

    def __init__(self, dice: Iterable[int]) -> None:
        object.__setattr__(self, "dice", normalize(dice))

    def __repr__(self) -> str:
        return f"Keep({self.dice!r})"


@dataclass(frozen=True, slots=True)
class Save:
    """Bank the turn points into the player's total; the turn ends (rules §2.3 step 4)."""


@dataclass(frozen=True, slots=True)
class RollAgain:
    """Roll the remaining dice (six after a MISHIMASH) under the next multiplier."""


Action = Keep | Save | RollAgain

"""What happened in a MISHIMASH turn: its rolls and how it ended (the history a record holds)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.mishimash.combos import Roll, Selection


class End(enum.Enum):
    """How a turn ended (rules §2.3)."""

    SAVE = "save"
    BUST = "bust"


@dataclass(frozen=True, slots=True)
class RollRecord:
    """One roll of a turn: the values rolled (in rolled order) and what was set aside from it.

    `keep` is sorted and empty only for the bust roll that ended a turn.
    """

    dice: Roll
    keep: Selection = ()


@dataclass(frozen=True, slots=True)
class Turn:
    """A finished turn: whose, whether a tie-break turn, its rolls, its end and the half-points
    it added to the player's total (0 on a bust)."""

    player: int
    tiebreak: bool
    rolls: tuple[RollRecord, ...]
    end: End
    points: int

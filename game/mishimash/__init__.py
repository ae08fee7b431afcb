"""MISHIMASH (CUBIRI ORIGINAL #2): the pure-Python rules engine (SPEC §2).

No pygame, no I/O, no clock, no global randomness: the match says when it awaits a roll and
whoever owns a `random.Random` applies one. Points are integer half-points.
"""

from __future__ import annotations

from game.mishimash.actions import Action, IllegalAction, Keep, Phase, RollAgain, Save
from game.mishimash.combos import (
    Combo,
    Kind,
    Reading,
    best,
    is_bust,
    readings,
    selections,
    value,
)
from game.mishimash.match import (
    BONUS_STEP,
    DEFAULT_TARGET,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TARGETS,
    Match,
)
from game.mishimash.turn import End, RollRecord, Turn

__all__ = [
    "BONUS_STEP", "DEFAULT_TARGET", "MAX_PLAYERS", "MIN_PLAYERS", "TARGETS",
    "Action", "Combo", "End", "IllegalAction", "Keep", "Kind", "Match", "Phase", "Reading",
    "RollAgain", "RollRecord", "Save", "Turn", "best", "is_bust", "readings", "selections",
    "value",
]

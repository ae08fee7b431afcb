"""MISHIMASH (CUBIRI ORIGINAL #2): the pure-Python rules engine (rules §2).

No pygame, no I/O, no clock, no global randomness: the match says when it awaits a roll and
whoever owns a `random.Random` applies one. Points are integer half-points everywhere (format
them with `game.i18n.format_points`).

Driving a match (what the front end does)::

    m = Match(["Ana", "Computer"], target=1000)
    while not m.is_over:
        if m.dice_to_roll:                      # Phase.ROLL: a chance step
            m.apply_roll(game.dice.roll(rng, m.dice_to_roll))   # a bust ends the turn here
        elif m.phase is Phase.CHOOSE:            # m.dice is on the table
            m.selection_value(toggled)           # preview while toggling (None: not valid)
            m.apply(Keep(toggled))               # one selection per roll, commits it
        else:                                    # Phase.DECIDE
            m.apply(Save())                      # or RollAgain()

Shown state: `seat`, `totals`, `turn_points`, `roll_number` / `next_multiplier`, `dice_left`,
`mishimash_count` / `next_bonus`, `turn_rolls`, `round_number`, `final_round`, `in_tiebreak`,
`tiebreak_seats`, `winner`, `last_turn` (e.g. the BUST just rolled). Modules: `combos` (roll
evaluation), `match`, `actions`, `turn` (history), `record` (records §3), `bots`, `sim`,
`script` (scripted turns for tests and screenshots); its storage, screens and developer tools
are `storage`, `ui/` and `dev/`.
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

"""MAGDAGDON (CUBIRI ORIGINAL #1): the pure rules engine (rules §1). No pygame, no I/O, no clock.

Typical use (chance is explicit: whoever holds the `random.Random` rolls)::

    from game.dice import roll
    g = Game(Difficulty.SURVIVAL)
    while not g.is_over:
        if g.dice_to_roll:
            g.apply_roll(roll(rng, g.dice_to_roll))
        else:
            g.apply(choose(g))      # one of g.legal_actions()
    g.score().total
"""

from game.engine import IllegalAction
from game.magdagdon.actions import Accept, Action, Confirm, Minus, Plus, Reroll, Stage, TakeBack
from game.magdagdon.board import CELLS, EMPTY, RUIN
from game.magdagdon.feasibility import can_place
from game.magdagdon.rules import RUIN_PENALTY, SIZE, Difficulty
from game.magdagdon.scoring import Combo, LineScore, Score, combo_of
from game.magdagdon.state import Game, Phase

__all__ = [
    "CELLS", "EMPTY", "RUIN", "RUIN_PENALTY", "SIZE",
    "Accept", "Action", "Combo", "Confirm", "Difficulty", "Game", "IllegalAction", "LineScore",
    "Minus", "Phase", "Plus", "Reroll", "Score", "Stage", "TakeBack", "can_place", "combo_of",
]

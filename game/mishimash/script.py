"""Scripted turns: drive a match with given dice (tests, screenshots, demos).

    >>> from game.mishimash.match import Match
    >>> m = Match(["Ana"], target=250)
    >>> play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), ([5, 2, 6], [5]))
    >>> m.totals  # (10 × 1 + 0.5 × 2) points, in half-points
    (22,)
"""

from __future__ import annotations

from collections.abc import Sequence

from game.mishimash.actions import Keep, RollAgain, Save
from game.mishimash.match import Match

Step = tuple[Sequence[int], Sequence[int]] | Sequence[int]


def play_turn(match: Match, *rolls: Step, save: bool = True) -> None:
    """Play rolls of one turn: `(dice, keep)` pairs, or bare dice for a roll left on the table
    (a bust, or a roll awaiting a selection when it is last). ROLL AGAIN between rolls; SAVE at
    the end when `save` and the last roll was kept."""
    for j, step in enumerate(rolls):
        if j:
            match.apply(RollAgain())
        if isinstance(step, tuple):
            dice, keep = step
            match.apply_roll(dice)
            match.apply(Keep(keep))
        else:
            match.apply_roll(step)
    if save and rolls and isinstance(rolls[-1], tuple):
        match.apply(Save())

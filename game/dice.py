"""Dice as chance: what both games share.

Engines never roll. They say how many dice await a roll; whoever holds the `random.Random`
(the app, a simulator, a test) draws values with `roll` and applies them, so a roll is decided
and recorded before anyone sees it, and scripted dice make deterministic tests.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from fractions import Fraction

FACES = (1, 2, 3, 4, 5, 6)


def roll(rng: random.Random, n: int) -> tuple[int, ...]:
    """Draw `n` d6 values from `rng` (the only place CUBIRI turns randomness into dice)."""
    return tuple(rng.randint(1, 6) for _ in range(n))


def outcomes(n: int) -> Iterator[tuple[tuple[int, ...], Fraction]]:
    """Every ordered outcome of `n` dice with its exact probability (6**n of them)."""
    p = Fraction(1, 6**n)
    for values in itertools.product(FACES, repeat=n):
        yield values, p


def is_die(value: object) -> bool:
    """True for an int 1..6 (bools excluded: JSON `true` is not a die)."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6

"""Exhaustive regression data: MAGDAGDON rolls among all 1296 ordered rolls on fixed boards.

The counts were computed once with the engine and confirmed by a brute-force enumeration
(the oracle in test_properties.py); they pin the exact MAGDAGDON test (rules §1.6).
"""

from __future__ import annotations

import itertools

import pytest

from game.magdagdon import board as B
from game.magdagdon.feasibility import can_place, can_place_uncached

ROLLS = list(itertools.product(range(1, 7), repeat=4))

# (board, required) -> MAGDAGDON rolls out of 1296
COUNTS = [
    # Four dice always hold two values within 1 of each other (pigeonhole on {1,2}, {3,4},
    # {5,6}), and those two fit side by side on a board without numbers.
    ("..../..../..../....", 2, 0),
    ("..../..../..../....", 3, 492),
    ("..../.34./..../....", 2, 88),
    ("..../.34./..../....", 3, 268),
    ("1#../..../..../...6", 2, 88),
    ("3.../#.../..../....", 2, 265),
    ("2121/1#../6.../5...", 3, 12),
    ("1234/4321/1234/43..", 2, 472),
]


@pytest.mark.parametrize(("text", "required", "expected"), COUNTS)
def test_magdagdon_rolls_per_board(text, required, expected):
    board = B.parse(text)
    assert sum(not can_place_uncached(board, r, required) for r in ROLLS) == expected


def test_memoised_test_gives_the_same_answers():
    board = B.parse("..../.34./..../....")
    assert all(can_place(board, r, 3) == can_place_uncached(board, r, 3) for r in ROLLS)

"""Fixtures for the MAGDAGDON engine tests."""

from __future__ import annotations

import pytest

from game.magdagdon import Difficulty, Game
from game.magdagdon import board as B


def _position(board: str, dice=None, difficulty: str = "peaceful", powers_used: int = 0) -> Game:
    """A game whose permanent board is `board` (B.render notation), optionally rolled.

    Only tests build positions this way (the engine builds boards through turns); such a game's
    history does not describe its board, so it is never exported.
    """
    game = Game(Difficulty(difficulty))
    game._board = list(B.parse(board))
    game._powers_used = powers_used
    if dice is not None:
        game.apply_roll(dice)
    return game


@pytest.fixture
def position():
    """Factory: position(board_text, dice=None, difficulty="peaceful", powers_used=0)."""
    return _position

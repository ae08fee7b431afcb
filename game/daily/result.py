"""A finished daily game summed up: its result and its spoiler-free picture (rules §5.5), a short
code string kept in the daily history and drawn by the card and the screens. Each game's codes
are its daily part's (`game.daily.part`): MAGDAGDON's board row by row, MISHIMASH's one code
per turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.daily.challenge import Challenge


@dataclass(frozen=True)
class Result:
    """A finished daily game: the challenge's date, how it went, and its picture.

    `score` is the game's score if it has one (MAGDAGDON; None for MISHIMASH); `turns` the
    turns played (MISHIMASH's result, fewer is better); `difficulty` the day's setting
    (MAGDAGDON's difficulty value, "" for MISHIMASH). `id` is the game's fingerprint (the same
    game is never counted twice).
    """

    game: str
    date: str  # ISO "YYYY-MM-DD", the challenge's UTC date
    turns: int
    picture: str
    score: int | None = None
    difficulty: str = ""
    id: str = ""


def result_of(challenge: Challenge, state: Any, game_id: str = "") -> Result:
    """The result of a finished daily game (ValueError if it is not over)."""
    if not state.is_over:
        raise ValueError("the daily game is not over")
    return challenge.part.result(challenge.day, state, game_id)

"""A finished daily game summed up: its result and its spoiler-free picture (rules §5.5), a short
code string kept in the daily history and drawn by the card and the screens: MAGDAGDON's board
row by row (`#` bonus line, `o` number, `x` ruin); MISHIMASH one code per turn (`x` BUST, `o`
SAVE under 50 points, `O` 50 to 99, `@` 100 or more).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.daily.challenge import Challenge, State
from game.magdagdon import board as B
from game.magdagdon.rules import SIZE
from game.magdagdon.state import Game
from game.mishimash.combos import HALF_POINTS_PER_POINT
from game.mishimash.match import Match
from game.mishimash.turn import End, Turn

BONUS, NUMBER, RUIN = "#", "o", "x"  # MAGDAGDON cells
BUST, SAVE, BIG_SAVE, HUGE_SAVE = "x", "o", "O", "@"  # MISHIMASH turns
BIG_POINTS, HUGE_POINTS = 50, 100
MAGDAGDON_CODES = BONUS + NUMBER + RUIN
MISHIMASH_CODES = BUST + SAVE + BIG_SAVE + HUGE_SAVE


@dataclass(frozen=True)
class Result:
    """A finished daily game: the challenge's date, how it went, and its picture.

    `score` is the MAGDAGDON score (None for MISHIMASH); `turns` the turns played (MISHIMASH's
    result, fewer is better); `difficulty` the MAGDAGDON difficulty value ("" for MISHIMASH).
    `id` is the game's fingerprint (the same game is never counted twice).
    """

    game: str
    date: str  # ISO "YYYY-MM-DD", the challenge's UTC date
    turns: int
    picture: str
    score: int | None = None
    difficulty: str = ""
    id: str = ""


def magdagdon_picture(game: Game) -> str:
    """The board as `#`/`o`/`x` codes, row by row (see the module docstring)."""
    lines = game.score().lines
    out = []
    for i, value in enumerate(game.board):
        r, c = B.cell_of(i)
        if value == B.RUIN:
            out.append(RUIN)
        elif value == B.EMPTY:  # not in a finished game; kept readable anyway
            out.append(" ")
        else:
            bonus = lines[r].combo is not None or lines[SIZE + c].combo is not None
            out.append(BONUS if bonus else NUMBER)
    return "".join(out)


def turn_code(turn: Turn) -> str:
    """One MISHIMASH turn as a picture code."""
    if turn.end is End.BUST:
        return BUST
    points = turn.points // HALF_POINTS_PER_POINT
    if points >= HUGE_POINTS:
        return HUGE_SAVE
    return BIG_SAVE if points >= BIG_POINTS else SAVE


def mishimash_picture(match: Match) -> str:
    """One code per turn (see the module docstring)."""
    return "".join(turn_code(t) for t in match.turns)


def result_of(challenge: Challenge, state: State, game_id: str = "") -> Result:
    """The result of a finished daily game (ValueError if it is not over)."""
    if not state.is_over:
        raise ValueError("the daily game is not over")
    day = challenge.day.isoformat()
    if isinstance(state, Game):
        return Result("magdagdon", day, state.turns, magdagdon_picture(state),
                      state.score().total, state.difficulty.value, game_id)
    return Result("mishimash", day, state.turn_count, mishimash_picture(state), id=game_id)

"""Keyed dice streams: every roll of a daily game is read from a stream named by where it happens
(date, turn, reroll or roll number), never from a generator that earlier choices advance, so
players who choose differently still get the same dice at the same point. Keys, the byte reading
and what MAGDAGDON's REROLL and MISHIMASH's roll number `k` mean: rules §5.3. Pure: the date is
always given.
"""

from __future__ import annotations

import hashlib
from datetime import date

from game.magdagdon.rules import DICE as MAGDAGDON_DICE
from game.magdagdon.state import Game
from game.mishimash.combos import DICE as MISHIMASH_DICE
from game.mishimash.match import Match

VERSION = 1
PREFIX = f"cubiri-daily-v{VERSION}"
_ACCEPT = 252  # the largest multiple of 6 not above 256: bytes from here on are skipped


def key(game: str, day: date, turn: int, roll: int) -> str:
    """The stream key of one roll: `cubiri-daily-v1/<game>/<YYYY-MM-DD>/<turn>/<roll>`."""
    return f"{PREFIX}/{game}/{day.isoformat()}/{turn}/{roll}"


def stream(name: str, n: int) -> tuple[int, ...]:
    """`n` die values from the stream named `name` (see the module docstring)."""
    values: list[int] = []
    block = 0
    while len(values) < n:
        digest = hashlib.sha256(f"{name}#{block}".encode("ascii")).digest()
        values.extend(b % 6 + 1 for b in digest if b < _ACCEPT)
        block += 1
    return tuple(values[:n])


def magdagdon_dice(day: date, turn: int, reroll: int) -> tuple[int, ...]:
    """The four values of MAGDAGDON turn `turn` (from 1): its roll (`reroll` 0), or what its
    `reroll`-th REROLL gives each die."""
    return stream(key("magdagdon", day, turn, reroll), MAGDAGDON_DICE)


def mishimash_dice(day: date, turn: int, roll: int) -> tuple[int, ...]:
    """The six values of roll `roll` (the multiplier k, from 1) of MISHIMASH turn `turn` (from
    1); a roll of n dice shows the first n."""
    return stream(key("mishimash", day, turn, roll), MISHIMASH_DICE)


def reroll_number(game: Game) -> int:
    """The REROLL of the open turn whose values are awaited (1-based), or 0 when the game
    awaits a turn's roll (or nothing)."""
    turn = game.open_turn
    if turn is None or not game.rerolling:
        return 0
    return sum(1 for p in turn["powers"] if p["power"] == "reroll")


def magdagdon_roll(day: date, game: Game) -> tuple[int, ...]:
    """The values `game.apply_roll` awaits now in the daily game of `day`."""
    values = magdagdon_dice(day, game.turns + 1, reroll_number(game))
    return tuple(values[d] for d in game.awaiting_roll)


def mishimash_roll(day: date, match: Match) -> tuple[int, ...]:
    """The values `match.apply_roll` awaits now in the daily match of `day`."""
    values = mishimash_dice(day, len(match.turns) + 1, match.roll_number + 1)
    return values[:match.awaiting_roll]

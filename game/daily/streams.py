"""Keyed dice streams: every roll of a daily game is read from a stream named by where it happens
(date, turn, reroll or roll number), never from a generator that earlier choices advance, so
players who choose differently still get the same dice at the same point. Keys, the byte reading
and what MAGDAGDON's REROLL and MISHIMASH's roll number `k` mean: rules §5.3; each game's daily
part (`game.magdagdon.daily`, `game.mishimash.daily`) draws its rolls with `key` and `stream`.
Pure: the date is always given.
"""

from __future__ import annotations

import hashlib
from datetime import date

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

"""What every game's stored finished-game entries share: their `id`, their `kind`, the player
names they keep, and checking a list of them one entry at a time.

Every entry carries the `id` of the game it came from (`saves.game_id`), so recording a
finished game again (after a crash between two writes, or a second save of the final state)
changes nothing; and a `kind` ("play"; the daily challenge records its games with its own), so
statistics keep kinds apart. A damaged entry is dropped, the others are kept.
"""

from __future__ import annotations

import re
from typing import Any

from game import graphemes
from game.storage.values import Invalid

PLAY = "play"  # the kind of an ordinary game (statistics group by kind)
KIND_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,15}")
MAX_ID_LENGTH = 64
MAX_PLAYER_NAME = 40


def clean_name(name: str) -> str:
    """A player name as the history keeps it: printable, at most MAX_PLAYER_NAME characters
    (grapheme clusters: never cut inside an akshara, `game.graphemes`)."""
    shown = "".join(c if graphemes.printable(c) else " " for c in str(name))
    return graphemes.cut(shown, MAX_PLAYER_NAME)


def name_ok(name: Any) -> bool:
    """Whether `name` is a player name as the history keeps it (`clean_name`'s)."""
    return isinstance(name, str) and graphemes.within(name, MAX_PLAYER_NAME) \
        and graphemes.printable(name)


def expect_id(value: Any) -> str:
    """A game's id: short printable text."""
    if not isinstance(value, str) or len(value) > MAX_ID_LENGTH or not value.isprintable():
        raise Invalid(f"id {value!r} must be short printable text")
    return value


def entries(items: list[Any], what: str, check: Any, problems: list[str]) -> list[Any]:
    """Check each item; drop (and report) the damaged ones."""
    kept = []
    for i, item in enumerate(items):
        try:
            kept.append(check(item))
        except Invalid as exc:
            problems.append(f"{what} entry {i + 1}: {exc}")
    return kept


def expect_kind(value: Any) -> str:
    """A game kind: a short lower-case word ("play", "daily")."""
    if not isinstance(value, str) or not KIND_PATTERN.fullmatch(value):
        raise Invalid(f"kind {value!r} must be a short lower-case word")
    return value


def unique(rows: list[Any], problems: list[str]) -> tuple[Any, ...]:
    """The rows with each game's `id` once (a repeat is reported and dropped)."""
    seen: set[str] = set()
    out = []
    for row in rows:
        if row.id in seen:
            problems.append(f"game {row.id!r} is there twice")
            continue
        seen.add(row.id)
        out.append(row)
    return tuple(out)

"""Game records (records §3): the plumbing every game shares.

A record is one JSON object with explicit dice values, so any program can replay it without the
random generator. Each game's record module (named by its `game.games` entry) provides
`export(state) -> dict` and `replay(record) -> state`; this module validates the common header
and dispatches by `game` through the registry.
"""

from __future__ import annotations

import json
from typing import Any

from game import games
from game.engine import RecordCodec

FORMAT = "cubiri.record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be imported. `turn` is the 0-based offending turn, if any."""

    def __init__(self, reason: str, turn: int | None = None) -> None:
        self.reason = reason
        self.turn = turn
        super().__init__(reason if turn is None else f"turn {turn + 1}: {reason}")


def parse(text: str) -> dict[str, Any]:
    """Parse one record from JSON text, checking only that it is a JSON object."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise RecordError(f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    return data


def game_of(record: dict[str, Any]) -> str:
    """Check the common header (format, version, game) and return the game name."""
    if record.get("format") != FORMAT:
        raise RecordError(f"unknown format {record.get('format')!r} (expected {FORMAT!r})")
    version = record.get("version")
    if type(version) is not int or version != VERSION:  # not true, not 1.0
        raise RecordError(f"unknown version {version!r} (expected {VERSION})")
    game = record.get("game")
    try:
        return games.get(game).key  # a list or object is no game name
    except games.UnknownGame as exc:
        raise RecordError(str(exc)) from None


def module_for(game: str) -> RecordCodec:
    """The record module of a registered game (`games.UnknownGame` otherwise)."""
    return games.get(game).codec


# Top-level fields that add to a game's record, each with the module that replays such a record
# (`replay(record) -> (state, ...)`), referenced like the registry's parts: loaded on use, so the
# core does not depend on them. `daily` (records §3.5): the daily challenge checks the dice.
EXTENSIONS: dict[str, str] = {"daily": "game.daily.record"}


def replay(record: dict[str, Any]) -> Any:
    """Replay any record into its game state, or raise RecordError naming the first bad turn.

    A record with an extension field is replayed by that extension (a daily game's record is
    also checked against the day's dice)."""
    game = game_of(record)
    for field, reference in EXTENSIONS.items():
        if field in record:
            return games.load(reference).replay(record)[0]
    return module_for(game).replay(record)


def dumps(record: dict[str, Any]) -> str:
    """One record as compact single-line JSON (the .jsonl form)."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)

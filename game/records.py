"""Game records (records §3): the plumbing both games share.

A record is one JSON object with explicit dice values, so any program can replay it without the
random generator. Each game's module `game.<name>.record` provides `export(state) -> dict` and
`replay(record) -> state`; this module validates the common header and dispatches by `game`.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

FORMAT = "cubiri.record"
VERSION = 1

# game name -> module with export/replay (imported on first use; all pure Python).
GAMES: dict[str, str] = {
    "magdagdon": "game.magdagdon.record",
    "mishimash": "game.mishimash.record",
}


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
    if not isinstance(game, str) or game not in GAMES:  # a list or object is no game name
        raise RecordError(f"unknown game {game!r} (expected one of {', '.join(GAMES)})")
    return game


def module_for(game: str) -> Any:
    return importlib.import_module(GAMES[game])


def replay(record: dict[str, Any]) -> Any:
    """Replay any record into its game state, or raise RecordError naming the first bad turn.

    A daily game's record (its `daily` field) is also checked against the day's dice."""
    game = game_of(record)
    if "daily" in record:
        from game.daily import record as daily  # imports this module: imported on use

        return daily.replay(record)[0]
    return module_for(game).replay(record)


def dumps(record: dict[str, Any]) -> str:
    """One record as compact single-line JSON (the .jsonl form)."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)

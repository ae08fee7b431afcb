"""Finished games kept for statistics, replay and review: bounded, versioned, checked.

Each game that keeps its finished games has two stored values of its own (`game/<key>/
storage.py`): its summaries (`history.<key>`, behind its statistics) and its games kept whole
(`replays.<key>`, the last `REPLAYS`, within a size budget of its choosing). The browser gives
every game on itch.io one origin and about 5 M characters in all, so each is bounded by count
and by size (`python -m game.dev.storage_bench` prints what one game adds). Summaries outlive
replays: statistics reach further back than the games that can still be replayed.

Every entry carries its game's `id` (`saves.game_id`), so recording a game twice changes
nothing, and a `kind` ("play"; the daily challenge records its games with its own kind, and
statistics keep kinds apart). Damaged entries are dropped one by one, the rest kept (see
`game.storage.values`). A replay's record is checked as the engine replays it when it is
opened (its game's `Kept.open`): a damaged one is refused there, not on reading.

A game's `history` part in `game.registry` names its `Kept` (below); `kept(key)` finds it.
This module holds what every game's keeping shares: the `Kept`, the replays and their budget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import records, registry
from game.records import RecordError
from game.storage.entries import entries, unique
from game.storage.values import Invalid, Kind

REPLAYS = 30  # games kept whole per game, for replay and review


@dataclass(frozen=True)
class Replay:
    """A finished game kept whole: `data` is what its game keeps of it (its record, or a
    packed form of its own)."""

    id: str
    data: dict[str, Any]


Replays = tuple[Replay, ...]  # oldest first


def replay_size(replay: Replay) -> int:
    """Characters a replay takes in its stored value (about)."""
    return len(replay.id) + _size(replay.data)


def _size(data: Any) -> int:
    if isinstance(data, str):
        return len(data) + 2
    if isinstance(data, dict):
        return sum(len(str(k)) + 3 + _size(v) for k, v in data.items()) + 2
    if isinstance(data, list):
        return sum(_size(v) + 1 for v in data) + 2
    return len(str(data))


def add_replay(replays: Replays, entry: Replay, budget: int | None = None) -> Replays:
    """Append `entry` (unless its `id` is there already), keeping the last REPLAYS and, with a
    `budget`, only as many of the newest as fit in that many characters."""
    if any(row.id == entry.id for row in replays):
        return replays
    kept = (replays + (entry,))[-REPLAYS:]
    if budget is not None:
        used, start = 0, len(kept)
        while start > 0 and used + replay_size(kept[start - 1]) <= budget:
            start -= 1
            used += replay_size(kept[start])
        kept = kept[start:]
    return kept


def find(replays: Replays, game_id: str) -> Replay | None:
    """The replay of the game `game_id`, or None (not kept, or no longer)."""
    return next((r for r in replays if r.id == game_id), None)


def open_replay(game: str, replay: Replay) -> tuple[dict[str, Any], Any]:
    """The record and the replayed state of a kept game, checked by the engine as it replays
    (raises RecordError when the kept copy is damaged)."""
    opener = kept(game)
    if opener is None:
        raise RecordError(f"{game} keeps no finished games")
    try:
        return opener.open(replay)
    except RecordError:
        raise
    except Exception as exc:  # stored data the engine's checks missed must not stop the app
        raise RecordError(f"the kept game does not replay: {exc!r}") from None


def open_record(replay: Replay) -> tuple[dict[str, Any], Any]:
    """A game kept as its record (a `Kept.open`)."""
    return replay.data, records.replay(replay.data)


def replays_decoder(check: Any) -> Any:
    """The decoder of a game's stored replays, each checked by `check` (its own form)."""

    def decode(data: Any, problems: list[str]) -> Replays:
        if not isinstance(data, list):
            raise Invalid(f"replays must be a list, not {type(data).__name__}")
        if len(data) > REPLAYS:
            problems.append(f"{len(data)} replays, at most {REPLAYS}")
            data = data[-REPLAYS:]
        replays: Replays = unique(entries(data, "replays", check, problems), problems)
        return replays
    return decode


# ------------------------------------------------------------------------------ per game

@dataclass(frozen=True)
class Kept:
    """How a game keeps its finished games: the stored summaries (statistics; its `results`
    hook adds to them) and replays, the replays' size `budget` (None: `REPLAYS` alone), and
    how a kept game `open`s (record, state; RecordError if damaged)."""

    summaries: Kind[Any]
    replays: Kind[Replays]
    budget: int | None
    open: Callable[[Replay], tuple[dict[str, Any], Any]]


def kept(game: str) -> Kept | None:
    """How `game` keeps its finished games (None: it keeps none)."""
    reference = registry.get(game).history
    if reference is None:
        return None
    return reference.load()


def replay_kinds() -> dict[str, Kind[Replays]]:
    """Each game's stored replays, by key."""
    return {info.key: found.replays for info in registry.with_part("history")
            if (found := kept(info.key)) is not None}

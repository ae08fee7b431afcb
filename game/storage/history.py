"""Finished games kept for statistics, replay and review (issue 15): bounded, versioned, checked.

Four stored values hold them (the browser gives every game on itch.io one origin and about
5 M characters in all, so each is bounded by count and by size):

- `history.magdagdon` (here): the last `HISTORY` MAGDAGDON games, a summary each (about 140
  characters: 28 k at most);
- `history.mishimash` (`game.storage.scores`, version 2): the last 200 matches likewise
  (about 300 characters for two players: 60 k at most, 120 k with six);
- `replays.magdagdon`: the last `REPLAYS` games whole, as their records (about 1.3 k each);
- `replays.mishimash`: the last `REPLAYS` matches whole, their turns packed by
  `game.mishimash.compact` (about 4 k for two players to 1000 instead of 25–30 k of JSON),
  and at most `REPLAY_CHARS` characters in all (older matches make room).

So MAGDAGDON keeps at most about 70 k characters and MISHIMASH about 420 k, under a tenth of
the shared 5 M; `python -m game.dev.storage_bench` prints what one game adds (1.5 k for MAGDAGDON,
4–5 k for two players to 1000). Summaries outlive replays: statistics reach further back than
the games that can still be replayed.

Every entry carries its game's `id` (`saves.game_id`), so recording a game twice changes
nothing, and a `kind` ("play"; the daily challenge records its games with its own kind, and
statistics keep kinds apart). Damaged entries are dropped one by one, the rest kept (see
`game.storage.values`). A replay's record is checked as the engine replays it when it is
opened (`record.replay`, `compact.unpack`): a damaged one is refused there, not on reading.

A game's `history` part in `game.registry` names its `Kept` (below); `kept(key)` finds it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import records, registry
from game.magdagdon import record as magdagdon_record
from game.magdagdon.rules import Difficulty
from game.mishimash import compact
from game.mishimash import record as mishimash_record
from game.mishimash.match import MAX_PLAYERS, MIN_PLAYERS
from game.records import RecordError
from game.storage import notices as msg
from game.storage.scores import (
    MAGDAGDON_MAX_SCORE,
    MAGDAGDON_MAX_TURNS,
    MAGDAGDON_MIN_SCORE,
    MAGDAGDON_MIN_TURNS,
    MAX_PLAYER_NAME,
    MISHIMASH_HISTORY,
    MISHIMASH_MAX_TOTAL,
    PLAY,
    _entries,
    _expect_id,
    expect_kind,
)
from game.storage.values import (
    Invalid,
    Kind,
    expect_date,
    expect_fields,
    expect_int,
    expect_list,
    is_int,
)

HISTORY = 200  # MAGDAGDON games kept for statistics
REPLAYS = 30  # games kept whole per game, for replay and review
REPLAY_CHARS = 300_000  # characters of MISHIMASH replays at most (the oldest make room)
MAX_REPLAY_CHARS = 200_000  # a single packed match longer than this is not kept whole
MAX_RECORD_TURNS = 16  # a MAGDAGDON game fills at least one cell a turn (rules §1.8)


@dataclass(frozen=True)
class MagdagdonGame:
    """One finished MAGDAGDON game as statistics need it."""

    date: str
    difficulty: str
    score: int
    ruins: int
    powers_used: int
    turns: int
    id: str
    kind: str = PLAY


@dataclass(frozen=True)
class Replay:
    """A finished game kept whole: `data` is its record (MAGDAGDON) or, for MISHIMASH, the
    players, target, seed and the packed turns (`game.mishimash.compact`)."""

    id: str
    data: dict[str, Any]


MagdagdonHistory = tuple[MagdagdonGame, ...]  # oldest first
Replays = tuple[Replay, ...]  # oldest first


def add_game(history: MagdagdonHistory, entry: MagdagdonGame) -> MagdagdonHistory:
    """Append `entry` (unless its `id` is there already), keeping the last HISTORY."""
    if any(row.id == entry.id for row in history):
        return history
    return (history + (entry,))[-HISTORY:]


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


def _open_record(replay: Replay) -> tuple[dict[str, Any], Any]:
    """A game kept as its record (MAGDAGDON)."""
    return replay.data, records.replay(replay.data)


def _open_packed(replay: Replay) -> tuple[dict[str, Any], Any]:
    """A MISHIMASH match kept packed (`game.mishimash.compact`)."""
    data = replay.data
    state = compact.unpack(data["players"], data["target"], data["seed"], data["turns"])
    return mishimash_record.export(state), state


# ------------------------------------------------------------------------------ stored form

def _magdagdon_entry(item: Any) -> MagdagdonGame:
    obj = expect_fields(item, "entry", ("date", "difficulty", "score", "ruins", "powers_used",
                                        "turns", "id", "kind"))
    difficulty = obj["difficulty"]
    if difficulty not in [d.value for d in Difficulty]:
        raise Invalid(f"difficulty {difficulty!r} is not a MAGDAGDON difficulty")
    turns = expect_int(obj["turns"], "turns", MAGDAGDON_MIN_TURNS, MAGDAGDON_MAX_TURNS)
    return MagdagdonGame(
        date=expect_date(obj["date"], "date"), difficulty=difficulty,
        score=expect_int(obj["score"], "score", MAGDAGDON_MIN_SCORE, MAGDAGDON_MAX_SCORE),
        ruins=expect_int(obj["ruins"], "ruins", 0, turns),
        powers_used=expect_int(obj["powers_used"], "powers used", 0,
                               Difficulty(difficulty).powers),
        turns=turns, id=_expect_id(obj["id"]), kind=expect_kind(obj["kind"]))


def decode_magdagdon(data: Any, problems: list[str]) -> MagdagdonHistory:
    """The MAGDAGDON history from stored data (damaged entries dropped)."""
    if not isinstance(data, list):
        raise Invalid(f"game history must be a list, not {type(data).__name__}")
    if len(data) > HISTORY:
        problems.append(f"history has {len(data)} games, at most {HISTORY}")
        data = data[-HISTORY:]
    return _unique(_entries(data, "history", _magdagdon_entry, problems), problems)


def encode_magdagdon(history: MagdagdonHistory) -> list[Any]:
    """The MAGDAGDON history as stored data."""
    return [{"date": g.date, "difficulty": g.difficulty, "score": g.score, "ruins": g.ruins,
             "powers_used": g.powers_used, "turns": g.turns, "id": g.id, "kind": g.kind}
            for g in history]


def _unique(rows: list[Any], problems: list[str]) -> tuple[Any, ...]:
    seen: set[str] = set()
    out = []
    for row in rows:
        if row.id in seen:
            problems.append(f"game {row.id!r} is there twice")
            continue
        seen.add(row.id)
        out.append(row)
    return tuple(out)


def _magdagdon_replay(item: Any) -> Replay:
    obj = expect_fields(item, "replay", ("id", "record"))
    record = obj["record"]
    if not isinstance(record, dict) or record.get("game") != magdagdon_record.GAME:
        raise Invalid("the record is not a MAGDAGDON record")
    turns = record.get("turns")
    if not isinstance(turns, list) or len(turns) > MAX_RECORD_TURNS:
        raise Invalid("the record's turns must be a list of at most 16")
    return Replay(_expect_id(obj["id"]), record)


def _mishimash_replay(item: Any) -> Replay:
    obj = expect_fields(item, "replay", ("id", "players", "target", "seed", "turns"))
    players = expect_list(obj["players"], "players", MAX_PLAYERS)
    if len(players) < MIN_PLAYERS or not all(
            isinstance(p, str) and len(p) <= MAX_PLAYER_NAME for p in players):
        raise Invalid("players must be 1 to 6 short names")
    target = obj["target"]
    if not is_int(target) or not 0 < target * 2 <= MISHIMASH_MAX_TOTAL:
        raise Invalid(f"target {target!r} is not a positive whole number")
    seed = obj["seed"]
    if seed is not None and not is_int(seed):
        raise Invalid(f"seed {seed!r} must be a whole number or null")
    turns = obj["turns"]
    if not isinstance(turns, str) or len(turns) > MAX_REPLAY_CHARS:
        raise Invalid("turns must be packed text")
    return Replay(_expect_id(obj["id"]), {k: obj[k] for k in ("players", "target", "seed",
                                                               "turns")})


def _replays_decoder(check: Any) -> Any:
    def decode(data: Any, problems: list[str]) -> Replays:
        if not isinstance(data, list):
            raise Invalid(f"replays must be a list, not {type(data).__name__}")
        if len(data) > REPLAYS:
            problems.append(f"{len(data)} replays, at most {REPLAYS}")
            data = data[-REPLAYS:]
        replays: Replays = _unique(_entries(data, "replays", check, problems), problems)
        return replays
    return decode


def encode_magdagdon_replays(replays: Replays) -> list[Any]:
    return [{"id": r.id, "record": r.data} for r in replays]


def encode_mishimash_replays(replays: Replays) -> list[Any]:
    return [{"id": r.id, **r.data} for r in replays]


MAGDAGDON_HISTORY: Kind[MagdagdonHistory] = Kind(
    name="history.magdagdon", version=1, default=tuple, decode=decode_magdagdon,
    encode=encode_magdagdon, damaged_msgid=msg.MAGDAGDON_HISTORY_DAMAGED)
MAGDAGDON_REPLAYS: Kind[Replays] = Kind(
    name="replays.magdagdon", version=1, default=tuple,
    decode=_replays_decoder(_magdagdon_replay), encode=encode_magdagdon_replays,
    damaged_msgid=msg.REPLAYS_DAMAGED)
MISHIMASH_REPLAYS: Kind[Replays] = Kind(
    name="replays.mishimash", version=1, default=tuple,
    decode=_replays_decoder(_mishimash_replay), encode=encode_mishimash_replays,
    damaged_msgid=msg.REPLAYS_DAMAGED)


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


MAGDAGDON = Kept(MAGDAGDON_HISTORY, MAGDAGDON_REPLAYS, None, _open_record)
MISHIMASH = Kept(MISHIMASH_HISTORY, MISHIMASH_REPLAYS, REPLAY_CHARS, _open_packed)


def kept(game: str) -> Kept | None:
    """How `game` keeps its finished games (None: it keeps none)."""
    reference = registry.get(game).history
    if reference is None:
        return None
    found: Kept = registry.load(reference)
    return found


def replay_kinds() -> dict[str, Kind[Replays]]:
    """Each game's stored replays, by key."""
    return {info.key: found.replays for info in registry.with_part("history")
            if (found := kept(info.key)) is not None}

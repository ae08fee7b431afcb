"""What CUBIRI keeps of MAGDAGDON: its high scores, its history, its games kept for replay, its
part of the daily storage and its setting (the difficulty), each named by its registry entry.

Stored values (one key per concern, checked entry by entry, `game.storage.values`):

- `cubiri.scores.magdagdon`: the top 10 per difficulty (rules §1.8). An entry that is damaged
  or impossible (a score beyond the bound of rules §1.7, negative turns…) is dropped and the
  others are kept.
- `cubiri.history.magdagdon`: the last `HISTORY` games, a summary each (about 140 characters:
  28 k at most), behind the statistics (`game.magdagdon.stats`).
- `cubiri.replays.magdagdon`: the last `game.storage.history.REPLAYS` games whole, as their
  records (about 1.3 k each).

So MAGDAGDON keeps at most about 70 k characters; `python -m game.dev.storage_bench` prints
what one game adds (1.5 k). A finished game enters them through `results` (called once per
finished game by `game.storage.access.Storage`); a finished scored daily game enters the
history with the kind `daily` (`DAILY_RESULTS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from game.daily.result import Result
from game.i18n import N_
from game.magdagdon import daily as md_daily
from game.magdagdon import record as magdagdon_record
from game.magdagdon.board import CELL_COUNT
from game.magdagdon.rules import (
    DICE,
    RUIN_PENALTY,
    SIZE,
    STRAIGHT_BONUS,
    Difficulty,
)
from game.magdagdon.state import Game
from game.storage import history, values
from game.storage.backends import Store
from game.storage.daily import DAILY
from game.storage.daily_results import DailyResults, picture
from game.storage.entries import PLAY, entries, expect_id, expect_kind, unique
from game.storage.notices import REPLAYS_DAMAGED, Notice
from game.storage.settings import GameSetting
from game.storage.values import (
    Invalid,
    Kind,
    expect_choice,
    expect_date,
    expect_fields,
    expect_int,
    expect_list,
)

if TYPE_CHECKING:
    from game.storage.access import Storage
    from game.storage.saves import SavedGame

# One literal per msgid (extractors read them as written). Shown in a small box: keep them short.
SCORES_DAMAGED = N_("Saved MAGDAGDON high scores were damaged. A copy was kept.")
HISTORY_DAMAGED = N_("Saved MAGDAGDON game history was damaged. A copy was kept.")

TOP = 10  # entries kept per difficulty
HISTORY = 200  # games kept for statistics
MAX_RECORD_TURNS = 16  # a game fills at least one cell a turn (rules §1.8)
DIFFICULTIES = tuple(d.value for d in Difficulty)

# rules §1.7 bounds a MAGDAGDON score: every number (at most 6) counts twice, every one of the
# 2 x SIZE lines earns at most the straight bonus; at worst all cells are ruins and every power
# was used (the highest total penalty of any difficulty).
_CELLS = SIZE * SIZE
MAGDAGDON_MAX_SCORE = 2 * _CELLS * 6 + 2 * SIZE * STRAIGHT_BONUS  # 672
MAGDAGDON_MIN_SCORE = -(_CELLS * RUIN_PENALTY + max(sum(d.penalties) for d in Difficulty))  # -310
# Each turn fills 1 to DICE cells (rules §1.3, §1.6).
MAGDAGDON_MIN_TURNS = -(-_CELLS // DICE)
MAGDAGDON_MAX_TURNS = _CELLS


@dataclass(frozen=True)
class MagdagdonScore:
    """One MAGDAGDON high score (rules §1.8)."""

    score: int
    date: str  # ISO "YYYY-MM-DD"
    turns: int
    powers_used: int
    id: str = ""


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


MagdagdonTable = dict[str, tuple[MagdagdonScore, ...]]  # difficulty value -> best first
MagdagdonHistory = tuple[MagdagdonGame, ...]  # oldest first


# ------------------------------------------------------------------------------ high scores

def add_magdagdon(table: MagdagdonTable, difficulty: str,
                  entry: MagdagdonScore) -> tuple[MagdagdonTable, int | None]:
    """Insert `entry`; return the new table and its 0-based rank (None if not in the top 10).

    Equal scores keep the earlier one first. An entry whose `id` is already there is not added
    again (its current rank is returned).
    """
    rows = table.get(difficulty, ())
    if entry.id:
        for rank, row in enumerate(rows):
            if row.id == entry.id:
                return table, rank
    rank = sum(1 for row in rows if row.score >= entry.score)
    if rank >= TOP:
        return table, None
    new = dict(table)
    new[difficulty] = (rows[:rank] + (entry,) + rows[rank:])[:TOP]
    return new, rank


def _score_entry(difficulty: Difficulty, item: Any) -> MagdagdonScore:
    obj = expect_fields(item, "entry", ("score", "date", "turns", "powers_used", "id"))
    return MagdagdonScore(
        score=expect_int(obj["score"], "score", MAGDAGDON_MIN_SCORE, MAGDAGDON_MAX_SCORE),
        date=expect_date(obj["date"], "date"),
        turns=expect_int(obj["turns"], "turns", MAGDAGDON_MIN_TURNS, MAGDAGDON_MAX_TURNS),
        powers_used=expect_int(obj["powers_used"], "powers used", 0, difficulty.powers),
        id=expect_id(obj["id"]),
    )


def decode_scores(data: Any, problems: list[str]) -> MagdagdonTable:
    """The MAGDAGDON tables from stored data (damaged entries dropped)."""
    if not isinstance(data, dict):
        raise Invalid(f"MAGDAGDON scores must be an object, not {type(data).__name__}")
    table: MagdagdonTable = {}
    for difficulty in Difficulty:
        if difficulty.value not in data:
            problems.append(f"missing {difficulty.value}")
        items = data.get(difficulty.value, [])
        try:
            items = expect_list(items, difficulty.value, TOP)
        except Invalid as exc:
            problems.append(str(exc))
            items = items[:TOP] if isinstance(items, list) else []
        rows = entries(items, difficulty.value,
                       lambda item, d=difficulty: _score_entry(d, item), problems)
        table[difficulty.value] = tuple(sorted(rows, key=lambda r: -r.score))
    problems.extend(f"unexpected difficulty {k!r}" for k in map(str, data)
                    if k not in table)
    return table


def encode_scores(table: MagdagdonTable) -> dict[str, Any]:
    """The MAGDAGDON tables as stored data."""
    return {d.value: [{"score": r.score, "date": r.date, "turns": r.turns,
                       "powers_used": r.powers_used, "id": r.id} for r in table.get(d.value, ())]
            for d in Difficulty}


def rank(storage: Storage, difficulty: str, game_id: str) -> int | None:
    """0-based rank of the finished game `game_id` in its table, or None."""
    for place, row in enumerate(storage.read(MAGDAGDON_SCORES).get(difficulty, ())):
        if row.id == game_id:
            return place
    return None


def rank_of(storage: Storage, state: Any) -> int | None:
    """0-based place of a finished game in its difficulty's table, or None."""
    from game.storage.saves import game_id

    return rank(storage, state.difficulty.value, game_id(magdagdon_record.export(state)))


# ------------------------------------------------------------------------------ history

def add_game(games: MagdagdonHistory, entry: MagdagdonGame) -> MagdagdonHistory:
    """Append `entry` (unless its `id` is there already), keeping the last HISTORY."""
    if any(row.id == entry.id for row in games):
        return games
    return (games + (entry,))[-HISTORY:]


def _history_entry(item: Any) -> MagdagdonGame:
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
        turns=turns, id=expect_id(obj["id"]), kind=expect_kind(obj["kind"]))


def decode_history(data: Any, problems: list[str]) -> MagdagdonHistory:
    """The MAGDAGDON history from stored data (damaged entries dropped)."""
    if not isinstance(data, list):
        raise Invalid(f"game history must be a list, not {type(data).__name__}")
    if len(data) > HISTORY:
        problems.append(f"history has {len(data)} games, at most {HISTORY}")
        data = data[-HISTORY:]
    return unique(entries(data, "history", _history_entry, problems), problems)


def encode_history(games: MagdagdonHistory) -> list[Any]:
    """The MAGDAGDON history as stored data."""
    return [{"date": g.date, "difficulty": g.difficulty, "score": g.score, "ruins": g.ruins,
             "powers_used": g.powers_used, "turns": g.turns, "id": g.id, "kind": g.kind}
            for g in games]


def _replay(item: Any) -> history.Replay:
    obj = expect_fields(item, "replay", ("id", "record"))
    record = obj["record"]
    if not isinstance(record, dict) or record.get("game") != magdagdon_record.GAME:
        raise Invalid("the record is not a MAGDAGDON record")
    turns = record.get("turns")
    if not isinstance(turns, list) or len(turns) > MAX_RECORD_TURNS:
        raise Invalid("the record's turns must be a list of at most 16")
    return history.Replay(expect_id(obj["id"]), record)


def encode_replays(replays: history.Replays) -> list[Any]:
    return [{"id": r.id, "record": r.data} for r in replays]


MAGDAGDON_SCORES: Kind[MagdagdonTable] = Kind(
    name="scores.magdagdon", version=1, default=lambda: {d.value: () for d in Difficulty},
    decode=decode_scores, encode=encode_scores, damaged_msgid=SCORES_DAMAGED)
MAGDAGDON_HISTORY: Kind[MagdagdonHistory] = Kind(
    name="history.magdagdon", version=1, default=tuple, decode=decode_history,
    encode=encode_history, damaged_msgid=HISTORY_DAMAGED)
MAGDAGDON_REPLAYS: Kind[history.Replays] = Kind(
    name="replays.magdagdon", version=1, default=tuple,
    decode=history.replays_decoder(_replay), encode=encode_replays,
    damaged_msgid=REPLAYS_DAMAGED)

# How MAGDAGDON keeps its finished games (the registry entry's `history`): kept as records.
KEPT = history.Kept(MAGDAGDON_HISTORY, MAGDAGDON_REPLAYS, None, history.open_record)


# ------------------------------------------------------------------------------ results

def summary(game: Game, day: str, game_id: str, kind: str = PLAY) -> MagdagdonGame:
    """A finished game as its history keeps it: the one summary, of a game played and of a
    daily game alike (and its high-score entry's figures)."""
    score = game.score()
    return MagdagdonGame(day, game.difficulty.value, score.total, score.ruins, game.powers_used,
                         game.turns, game_id, kind)


def _enter(store: Store, notices: list[Notice], row: MagdagdonGame) -> None:
    """A finished game's summary in the history (once: by its id)."""
    games = values.read(store, MAGDAGDON_HISTORY, notices)
    more = add_game(games, row)
    if more is not games:
        values.write(store, MAGDAGDON_HISTORY, more, notices)


def results(storage: Storage, saved: SavedGame, record: dict[str, Any], day: str,
            game_id: str) -> None:
    """A finished game (the registry entry's `results`): the top 10 of the game's difficulty
    (rules §1.8), the history behind the statistics, and the game kept whole for replay."""
    assert isinstance(saved.state, Game)
    row = summary(saved.state, day, game_id)
    storage.keep_replay(saved.game, game_id, record)
    entry = MagdagdonScore(row.score, day, row.turns, row.powers_used, game_id)
    table = storage.read(MAGDAGDON_SCORES)
    new, _ = add_magdagdon(table, row.difficulty, entry)
    if new is not table:
        values.write(storage.store, MAGDAGDON_SCORES, new, storage.notices)
    _enter(storage.store, storage.notices, row)


# ------------------------------------------------------------------------------ daily

def _daily_entry(obj: dict[str, Any], day: str, ident: str) -> Result:
    turns = expect_int(obj["turns"], "turns", MAGDAGDON_MIN_TURNS, MAGDAGDON_MAX_TURNS)
    score = expect_int(obj["score"], "score", MAGDAGDON_MIN_SCORE, MAGDAGDON_MAX_SCORE)
    difficulty = md_daily.difficulty(date.fromisoformat(day)).value
    if obj["difficulty"] != difficulty:
        raise Invalid(f"the daily of {day} is played on {difficulty}, not "
                      f"{obj['difficulty']!r}")
    shown = picture(obj["picture"], md_daily.CODES, CELL_COUNT)
    return Result(md_daily.KEY, day, turns, shown, score, difficulty, ident)


def _daily_statistics(store: Store, notices: list[Notice], state: Any, entry: Result) -> None:
    _enter(store, notices, summary(state, entry.date, entry.id, DAILY))


# Its part of the daily storage (the registry entry's `daily_storage`).
DAILY_RESULTS = DailyResults(_daily_entry, _daily_statistics)


# ------------------------------------------------------------------------------ settings

# Its settings (the registry entry's `settings`): the difficulty of a new game.
SETTINGS = (
    GameSetting("magdagdon_difficulty", default=lambda: Difficulty.PEACEFUL.value,
                check=lambda v: expect_choice(v, "MAGDAGDON difficulty", DIFFICULTIES)),
)

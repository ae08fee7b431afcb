"""What the daily challenge keeps (rules §5): each game's daily history, and the daily game in
progress. Nothing here reads a clock: whoever asks passes today's UTC date.

Two stored values per game with a daily challenge, versioned and checked like every other
(`values`):

- `cubiri.daily.<game>`: the daily history, one entry per challenge date with its result and
  spoiler-free picture (`game.daily.result.Result`), oldest first, the last `MAX_DAYS` kept,
  plus the best streak ever (kept even when old days are dropped). A damaged entry is dropped,
  the others are kept. What is each game's own (its entries' checks, its statistics summary)
  is its part, `game.storage.daily_results`, named by its registry entry's `daily_storage`.
- `cubiri.daily.<game>.game`: the daily game being played, as its record with the `daily`
  field (records §3, `game.daily.record`). Loading replays it and checks its dice against the
  day's streams, so a resumed game continues with the same dice, whatever today's date is.

One scored attempt per day and challenge: a date has a scored attempt once a scored game of that
date is saved or its result is in the history. A finished scored game enters the history once
(its `id`); a replay (`scored` false) never does.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from typing import TYPE_CHECKING, Any

from game import registry
from game.daily import record as daily_record
from game.daily.challenge import Challenge, NoDaily, part
from game.daily.part import State
from game.daily.record import Daily
from game.daily.result import Result, result_of
from game.records import RecordError
from game.storage import notices as msg
from game.storage import values
from game.storage.backends import Store
from game.storage.notices import Notice
from game.storage.saves import game_id
from game.storage.values import Invalid, Kind, expect_date, expect_fields, expect_int, expect_list

if TYPE_CHECKING:
    from game.storage.daily_results import DailyResults

DAILY = "daily"  # the kind of a daily game in the statistics history (game.storage.history)
MAX_DAYS = 400  # history entries kept per game (more than a year of daily play)
MAX_PICTURE = 100  # codes kept in a stored picture (MISHIMASH's turns; the card shows 50)
MAX_STREAK = 1_000_000
MAX_ID_LENGTH = 64
ENTRY_FIELDS = ("date", "turns", "score", "difficulty", "picture", "id")


@dataclass(frozen=True)
class DailyLog:
    """One game's daily history: results oldest first (one per date), the best streak, and
    `carried`: days in a row that were dropped from the history just before its first day (so a
    streak longer than the history still counts in full)."""

    days: tuple[Result, ...] = ()
    best_streak: int = 0
    carried: int = 0

    def result(self, day: date) -> Result | None:
        """The result of the challenge of `day`, or None."""
        iso = day.isoformat()
        return next((r for r in self.days if r.date == iso), None)

    def streak(self, today: date) -> int:
        """Days in a row with a result, ending today, or yesterday while today is unplayed."""
        ends = {r.date: n for r, n in zip(self.days, runs(self.days, self.carried), strict=True)}
        for day in (today, today - timedelta(days=1)):
            if day.isoformat() in ends:
                return ends[day.isoformat()]
        return 0


@dataclass(frozen=True)
class DailyGame:
    """The daily game in the slot: which challenge and attempt, and its replayed state."""

    daily: Daily
    state: State

    @property
    def challenge(self) -> Challenge:
        return self.daily.challenge

    @property
    def scored(self) -> bool:
        return self.daily.scored

    def copy(self) -> DailyGame:
        """An independent copy (its own state)."""
        return DailyGame(self.daily, self.state.copy())

    def record(self) -> dict[str, Any]:
        """Its records §3 record, with the `daily` field."""
        return daily_record.export(self.daily, self.state)


def runs(days: tuple[Result, ...], carried: int = 0) -> list[int]:
    """For each result (sorted by date), the days in a row ending with it; the run through the
    first day adds `carried`."""
    out: list[int] = []
    previous: date | None = None
    for r in days:
        day = date.fromisoformat(r.date)
        if previous is None:
            out.append(1 + carried)
        else:
            out.append(out[-1] + 1 if day - previous == timedelta(days=1) else 1)
        previous = day
    return out


def add_result(log: DailyLog, entry: Result) -> DailyLog:
    """`log` with `entry` (unless its date already has a result, or it is older than the kept
    history), the best streak updated, the oldest days dropped beyond `MAX_DAYS`."""
    if log.result(date.fromisoformat(entry.date)) is not None:
        return log
    if log.days and log.carried and entry.date < log.days[0].date:
        return log
    days = tuple(sorted((*log.days, entry), key=lambda r: r.date))
    ends = runs(days, log.carried)
    best = max(log.best_streak, *ends)
    cut = max(0, len(days) - MAX_DAYS)
    if not cut:
        return DailyLog(days, best, log.carried)
    kept = days[cut:]
    gap = date.fromisoformat(kept[0].date) - date.fromisoformat(days[cut - 1].date)
    return DailyLog(kept, best, ends[cut - 1] if gap == timedelta(days=1) else 0)


# ------------------------------------------------------------------------------ stored form

def storage_part(game: str) -> DailyResults:
    """Game `game`'s part of the daily storage (`game.storage.daily_results`), named by its
    registry entry's `daily_storage` (`NoDaily` without a daily challenge)."""
    part(game)
    reference = registry.get(game).daily_storage
    if reference is None:
        raise NoDaily(game)
    found: DailyResults = registry.load(reference)
    return found


def _entry(game: str, item: Any) -> Result:
    obj = expect_fields(item, "entry", ENTRY_FIELDS)
    day = expect_date(obj["date"], "date")
    ident = obj["id"]
    if not isinstance(ident, str) or len(ident) > MAX_ID_LENGTH or not ident.isprintable():
        raise Invalid(f"id {ident!r} must be short printable text")
    return storage_part(game).entry(obj, day, ident)


def _encode_entry(r: Result) -> dict[str, Any]:
    return {"date": r.date, "turns": r.turns, "score": r.score, "difficulty": r.difficulty,
            "picture": r.picture[:MAX_PICTURE], "id": r.id}


def _count(obj: dict[str, Any], field: str, problems: list[str]) -> int:
    try:
        return expect_int(obj[field], field.replace("_", " "), 0, MAX_STREAK)
    except Invalid as exc:
        problems.append(str(exc))
        return 0


@cache
def _log_kind(game: str) -> Kind[DailyLog]:
    def decode(data: Any, problems: list[str]) -> DailyLog:
        obj = expect_fields(data, "daily history", ("days", "best_streak", "carried"))
        items = obj["days"]
        try:
            items = expect_list(items, "days", MAX_DAYS)
        except Invalid as exc:
            problems.append(str(exc))
            items = items[-MAX_DAYS:] if isinstance(items, list) else []
        by_date: dict[str, Result] = {}
        for i, item in enumerate(items):
            try:
                entry = _entry(game, item)
            except Invalid as exc:
                problems.append(f"day {i + 1}: {exc}")
                continue
            if entry.date in by_date:
                problems.append(f"day {i + 1}: a second result for {entry.date}")
                continue
            by_date[entry.date] = entry
        days = tuple(by_date[d] for d in sorted(by_date))
        best, carried = (_count(obj, field, problems) for field in ("best_streak", "carried"))
        # The best streak is at least every run still in the history.
        return DailyLog(days, max([best, *runs(days, carried)]), carried)

    def encode(log: DailyLog) -> dict[str, Any]:
        return {"days": [_encode_entry(r) for r in log.days], "best_streak": log.best_streak,
                "carried": log.carried}

    return Kind(name=f"daily.{game}", version=1, default=DailyLog, decode=decode,
                encode=encode, damaged_msgid=msg.DAILY_HISTORY_DAMAGED)


@cache
def _game_kind(game: str) -> Kind[DailyGame | None]:
    def decode(data: Any, problems: list[str]) -> DailyGame:
        obj = expect_fields(data, "daily game", ("record",))
        record = obj["record"]
        if not isinstance(record, dict) or record.get("game") != game:
            raise Invalid(f"the record is not a {game} record")
        try:
            state, daily = daily_record.replay(record)
        except RecordError as exc:
            raise Invalid(f"the record does not replay: {exc}") from None
        except Exception as exc:  # a record the engine's checks missed must not stop the app
            raise Invalid(f"the record does not replay: {exc!r}") from None
        saved = DailyGame(daily, state)
        if saved.record() != record:
            raise Invalid("the record holds something its replay does not")
        return saved

    def encode(saved: DailyGame | None) -> dict[str, Any]:
        assert saved is not None
        return {"record": saved.record()}

    return Kind(name=f"daily.{game}.game", version=1, default=lambda: None, decode=decode,
                encode=encode, damaged_msgid=msg.DAILY_GAME_DAMAGED)


def _named(rest: str) -> Kind[Any] | None:
    """"daily.<key>" and "daily.<key>.game" of a game with a daily challenge."""
    key, _, slot = rest.partition(".")
    if slot not in ("", "game") or key not in registry.game_keys():
        return None
    try:
        return slot_kind(key) if slot else log_kind(key)
    except NoDaily:
        return None


values.register_family("daily.", _named)


def log_kind(game: str) -> Kind[DailyLog]:
    """The stored daily history of `game` (`NoDaily` without a daily challenge)."""
    storage_part(game)
    return _log_kind(game)


def slot_kind(game: str) -> Kind[DailyGame | None]:
    """The stored daily game of `game` (`NoDaily` without a daily challenge)."""
    storage_part(game)
    return _game_kind(game)


# ------------------------------------------------------------------------------ the daily book

@dataclass(frozen=True)
class Status:
    """Where the player stands with one game's daily challenge on `today`."""

    today: Challenge
    result: Result | None  # today's scored result, once finished
    game: DailyGame | None  # the unfinished daily game in the slot (any date, scored or not)
    streak: int
    best_streak: int

    @property
    def resumable_today(self) -> bool:
        """Today's scored attempt is under way: it can only be continued."""
        g = self.game
        return g is not None and g.scored and g.challenge.day == self.today.day

    @property
    def can_start(self) -> bool:
        """Today's scored attempt has not begun (so it can be started, once)."""
        return self.result is None and not self.resumable_today

    @property
    def older_game(self) -> DailyGame | None:
        """An unfinished scored game of an earlier date (it still counts for its own date)."""
        g = self.game
        return g if g is not None and g.scored and g.challenge.day < self.today.day else None

    @property
    def replay(self) -> DailyGame | None:
        """An unfinished unscored replay in the slot."""
        g = self.game
        return g if g is not None and not g.scored else None


class DailyBook:
    """The daily challenge's storage over one store; damage and failed writes become notices
    (see `take_notices`)."""

    def __init__(self, store: Store, notices: list[Notice] | None = None) -> None:
        self.store = store
        self.notices: list[Notice] = [] if notices is None else notices
        # game -> (stored text, what it replayed to): the menu and the game scene read the same
        # save in turn; the second read skips the replay.
        self._replayed: values.Replayed[DailyGame] = values.Replayed()

    def take_notices(self) -> list[Notice]:
        """The notices reported since the last call (each is shown once)."""
        taken, self.notices = self.notices, []
        return taken

    def log(self, game: str) -> DailyLog:
        """`game`'s daily history."""
        return values.read(self.store, log_kind(game), self.notices)

    def load(self, game: str) -> DailyGame | None:
        """The daily game in `game`'s slot (finished or not), or None. Each call gives an
        independent state."""
        saved, decoded = self._replayed.read(self.store, slot_kind(game), self.notices)
        if saved is not None and decoded:
            self._record(saved)  # in case the app stopped between the two writes
        return saved

    def status(self, game: str, today: date) -> Status:
        """Where `game`'s daily stands on `today` (UTC)."""
        log = self.log(game)
        saved = self.load(game)
        unfinished = saved if saved is not None and not saved.state.is_over else None
        return Status(Challenge(game, today), log.result(today), unfinished, log.streak(today),
                      log.best_streak)

    def start(self, challenge: Challenge, scored: bool, player: str = "") -> DailyGame:
        """A new daily game of `challenge`, saved at once (the slot's game is replaced).

        A scored attempt can start only once per date: ValueError if the date already has one.
        """
        if scored and self.attempted(challenge):
            raise ValueError(f"the daily {challenge.game} of {challenge.day} was already played")
        saved = DailyGame(Daily(challenge, scored), challenge.new_state(player))
        self.save(saved)
        return saved

    def attempted(self, challenge: Challenge) -> bool:
        """Whether the scored attempt of `challenge` has begun (in the slot or finished)."""
        if self.log(challenge.game).result(challenge.day) is not None:
            return True
        saved = self.load(challenge.game)
        return saved is not None and saved.scored and saved.challenge == challenge

    def save(self, saved: DailyGame) -> bool:
        """Save the daily game (after every action and applied roll); a finished scored game
        enters the history once."""
        ok = values.write(self.store, slot_kind(saved.challenge.game), saved, self.notices)
        self._record(saved)
        return ok

    def clear(self, game: str) -> bool:
        """Empty `game`'s slot (an unfinished game is given up: it never enters the history)."""
        return values.remove(self.store, slot_kind(game).name, self.notices)

    def _record(self, saved: DailyGame) -> None:
        if not saved.scored or not saved.state.is_over:
            return
        game = saved.challenge.game
        log = self.log(game)
        entry = result_of(saved.challenge, saved.state, game_id(saved.record()))
        new = add_result(log, entry)
        if new is not log:
            values.write(self.store, log_kind(game), new, self.notices)
        # The game's summary in the statistics history with the kind `DAILY`, so statistics
        # keep daily games apart (game.stats); once, by its id.
        storage_part(game).statistics(self.store, self.notices, saved.state, entry)

"""What the daily challenge keeps (rules §5): each game's daily history, and the daily game in
progress. Nothing here reads a clock: whoever asks passes today's UTC date.

Two stored values per game with a daily challenge, versioned and checked like every other
(`values`):

- `cubiri.daily.<game>`: the daily history, one entry per challenge date with its result and
  spoiler-free picture (`game.daily.result.Result`), oldest first, the last `MAX_DAYS` kept,
  plus the best streak ever (kept even when old days are dropped) and the date of the latest
  scored attempt begun (finished, in progress or given up). A damaged entry is dropped, the
  others are kept; a best streak shorter than a run in the history, or a latest attempt before
  a result, is damage too (reported, repaired, written back once). What is each game's own
  (its entries' checks, its statistics summary) is its part, `game.storage.daily_results`,
  named by its registry entry's `daily_storage`.
- `cubiri.daily.<game>.game`: the daily game being played, as its record with the `daily`
  field (records §3, `game.daily.record`). Loading replays it and checks its dice against the
  day's streams, so a resumed game continues with the same dice, whatever today's date is.

One scored attempt per day and challenge, whatever the device's clock does (rules §5.4): a
scored attempt of a date can begin only after the latest one begun (`DailyLog.last_attempt`, or
a scored game in the slot), so a date is never scored twice (a given-up attempt counts) and a
missed date is never filled in once a later one was played. Only dates `playable` by
`game.daily.challenge` (1970-01-01 to 9999-12-30) are played or kept. An unfinished game in the
slot is replaced only when the caller says so (`replace`: the player was asked). A finished
scored game enters the history once (its `id`); a replay (`scored` false) never does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta
from functools import cache
from typing import TYPE_CHECKING, Any

from game import registry
from game.daily import record as daily_record
from game.daily.challenge import FIRST_DAY, LAST_DAY, Challenge, NoDaily, part, playable
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
MAX_STREAK = (LAST_DAY - FIRST_DAY).days + 1  # every playable day in a row
MAX_ID_LENGTH = 64
ENTRY_FIELDS = ("date", "turns", "score", "difficulty", "picture", "id")


@dataclass(frozen=True)
class DailyLog:
    """One game's daily history: results oldest first (one per date), the best streak,
    `carried`: days in a row that were dropped from the history just before its first day (so a
    streak longer than the history still counts in full), and `last_attempt`: the ISO date of
    the latest scored attempt begun (None before the first)."""

    days: tuple[Result, ...] = ()
    best_streak: int = 0
    carried: int = 0
    last_attempt: str | None = None

    def result(self, day: date) -> Result | None:
        """The result of the challenge of `day`, or None."""
        iso = day.isoformat()
        return next((r for r in self.days if r.date == iso), None)

    def streak(self, today: date) -> int:
        """Days in a row with a result, ending today, or yesterday while today is unplayed."""
        if not playable(today):
            return 0
        ends = {r.date: n for r, n in zip(self.days, runs(self.days, self.carried), strict=True)}
        for day in (today, today - timedelta(days=1)):
            if day.isoformat() in ends:
                return ends[day.isoformat()]
        return 0

    def attempted(self, day: date) -> date | None:
        """`day` if its scored attempt began, or the later date whose attempt began (so `day`
        can no longer be scored); None while `day` can still be scored."""
        if self.last_attempt is None or self.last_attempt < day.isoformat():
            return None
        return date.fromisoformat(self.last_attempt)

    def with_attempt(self, day: date) -> DailyLog:
        """This log with `day`'s scored attempt begun (itself if a later one began already)."""
        if self.attempted(day) is not None:
            return self
        return replace(self, last_attempt=day.isoformat())


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
    last = max(log.last_attempt or entry.date, entry.date)
    cut = max(0, len(days) - MAX_DAYS)
    if not cut:
        return DailyLog(days, best, log.carried, last)
    kept = days[cut:]
    gap = date.fromisoformat(kept[0].date) - date.fromisoformat(days[cut - 1].date)
    return DailyLog(kept, best, ends[cut - 1] if gap == timedelta(days=1) else 0, last)


# ------------------------------------------------------------------------------ stored form

def storage_part(game: str) -> DailyResults:
    """Game `game`'s part of the daily storage (`game.storage.daily_results`), named by its
    registry entry's `daily_storage` (`NoDaily` without a daily challenge)."""
    part(game)
    reference = registry.get(game).daily_storage
    if reference is None:
        raise NoDaily(game)
    return reference.load()


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


def _count(obj: dict[str, Any], field: str, problems: list[str], high: int) -> int:
    try:
        return expect_int(obj[field], field.replace("_", " "), 0, high)
    except Invalid as exc:
        problems.append(str(exc))
        return 0


def _last_attempt(value: Any, days: tuple[Result, ...], problems: list[str]) -> str | None:
    """The stored latest attempt, checked: a date, and not before the latest result."""
    last = days[-1].date if days else None
    try:
        found = None if value is None else expect_date(value, "last attempt")
    except Invalid as exc:
        problems.append(str(exc))
        return last
    if last is not None and (found is None or found < last):
        problems.append(f"the last attempt {found} is before the result of {last}")
        return last
    return found


def _v1_to_v2(data: Any) -> Any:
    """Version 1 had no latest attempt: it is the latest date in the history (a damaged entry's
    date counts: that day was played). The slot's game is taken into account when it loads."""
    if not isinstance(data, dict):
        return data
    dates: list[str] = []
    items = data.get("days")
    for item in items if isinstance(items, list) else []:
        try:
            dates.append(expect_date(item.get("date") if isinstance(item, dict) else None, ""))
        except Invalid:
            continue
    return {**data, "last_attempt": max(dates, default=None)}


@cache
def _log_kind(game: str) -> Kind[DailyLog]:
    def decode(data: Any, problems: list[str]) -> DailyLog:
        obj = expect_fields(data, "daily history",
                            ("days", "best_streak", "carried", "last_attempt"))
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
        best = _count(obj, "best_streak", problems, MAX_STREAK)
        # The days carried in a run end the day before the first day kept, from 1970 on.
        room = (date.fromisoformat(days[0].date) - FIRST_DAY).days if days else 0
        carried = _count(obj, "carried", problems, room)
        longest = max(runs(days, carried), default=0)
        if best < longest:  # the best streak is at least every run still in the history
            problems.append(f"best streak {best} is shorter than a run of {longest} days")
            best = longest
        return DailyLog(days, best, carried, _last_attempt(obj["last_attempt"], days, problems))

    def encode(log: DailyLog) -> dict[str, Any]:
        return {"days": [_encode_entry(r) for r in log.days], "best_streak": log.best_streak,
                "carried": log.carried, "last_attempt": log.last_attempt}

    return Kind(name=f"daily.{game}", version=2, default=DailyLog, decode=decode,
                encode=encode, damaged_msgid=msg.DAILY_HISTORY_DAMAGED,
                migrations={1: _v1_to_v2})


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
        if not playable(daily.challenge.day):
            raise Invalid(f"the daily of {daily.challenge.day} is outside the dates kept "
                          f"({FIRST_DAY} to {LAST_DAY})")
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

class SlotTaken(ValueError):
    """A new daily game would replace an unfinished one that the player was not asked about."""


@dataclass(frozen=True)
class Status:
    """Where the player stands with one game's daily challenge on `today`."""

    today: Challenge
    result: Result | None  # today's scored result, once finished
    game: DailyGame | None  # the unfinished daily game in the slot (any date, scored or not)
    streak: int
    best_streak: int
    # The latest date whose scored attempt began (in the history, given up or in the slot).
    last_attempt: date | None = None

    @property
    def playable(self) -> bool:
        """Today's date can have a daily challenge (False: the device's clock is wrong)."""
        return playable(self.today.day)

    @property
    def resumable_today(self) -> bool:
        """Today's scored attempt is under way: it can only be continued."""
        g = self.game
        return g is not None and g.scored and g.challenge.day == self.today.day

    @property
    def can_start(self) -> bool:
        """Today's scored attempt has not begun, nor one of a later date (so it can be started,
        once)."""
        return (self.playable and self.result is None and not self.resumable_today
                and (self.last_attempt is None or self.last_attempt < self.today.day))

    @property
    def given_up(self) -> bool:
        """Today's scored attempt began and ended without a result (it was given up)."""
        return (self.playable and self.result is None and not self.resumable_today
                and self.last_attempt == self.today.day)

    @property
    def behind(self) -> date | None:
        """The later date whose scored attempt began, when today is before it (the clock was
        set back): today can no longer be scored."""
        last = self.last_attempt
        return last if last is not None and last > self.today.day else None

    @property
    def older_game(self) -> DailyGame | None:
        """An unfinished scored game of an earlier date (it still counts for its own date)."""
        g = self.game
        return g if g is not None and g.scored and g.challenge.day < self.today.day else None

    @property
    def later_game(self) -> DailyGame | None:
        """An unfinished scored game of a later date (the clock was set back): it still counts
        for its own date."""
        g = self.game
        return g if g is not None and g.scored and g.challenge.day > self.today.day else None

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
        independent state; reading writes nothing (but damage set aside, `values`)."""
        saved, _ = self._replayed.read(self.store, slot_kind(game), self.notices)
        return saved

    def settle(self, game: str) -> None:
        """Note a scored attempt and enter a finished scored game left in `game`'s slot in the
        history, if the app stopped between the writes of `start` or of `save`: the app's first
        writes when it starts (the slot read is the one the daily screens then use)."""
        saved = self.load(game)
        if saved is not None and saved.scored:
            self._note_attempt(saved.challenge)
            self._record(saved)

    def status(self, game: str, today: date) -> Status:
        """Where `game`'s daily stands on `today` (UTC)."""
        saved = self.load(game)
        log = self.log(game)
        unfinished = saved if saved is not None and not saved.state.is_over else None
        last = None if log.last_attempt is None else date.fromisoformat(log.last_attempt)
        return Status(Challenge(game, today), log.result(today), unfinished, log.streak(today),
                      log.best_streak, last)

    def start(self, challenge: Challenge, scored: bool, player: str = "",
              replace: bool = False) -> DailyGame:
        """A new daily game of `challenge`, saved at once.

        ValueError if the date is not `playable`, or (scored) if its scored attempt or a later
        date's began already; `SlotTaken` if an unfinished game is in the slot and `replace`
        is not given (the player must be asked: a scored one is given up, rules §5.4).
        """
        if not playable(challenge.day):
            raise ValueError(f"no daily challenge on {challenge.day} (the clock is wrong)")
        if scored and self.attempted(challenge):
            raise ValueError(f"the daily {challenge.game} of {challenge.day} was already played")
        current = self.load(challenge.game)
        if current is not None and not current.state.is_over and not replace:
            raise SlotTaken(f"an unfinished daily {challenge.game} of {current.challenge.day} "
                            "is in progress")
        saved = DailyGame(Daily(challenge, scored), challenge.new_state(player))
        self.save(saved)
        if scored:  # after the slot: a stop between the two writes is healed by `settle`
            self._note_attempt(challenge)
        return saved

    def attempted(self, challenge: Challenge) -> bool:
        """Whether the scored attempt of `challenge` can no longer begin: it began (in the slot,
        finished or given up), or a later date's did."""
        if self.log(challenge.game).attempted(challenge.day) is not None:
            return True
        saved = self.load(challenge.game)
        return saved is not None and saved.scored and saved.challenge.day >= challenge.day

    def save(self, saved: DailyGame) -> bool:
        """Save the daily game (after every action and applied roll); a finished scored game
        enters the history once."""
        ok = values.write(self.store, slot_kind(saved.challenge.game), saved, self.notices)
        self._record(saved)
        return ok

    def clear(self, game: str) -> bool:
        """Empty `game`'s slot (an unfinished game is given up: it never enters the history)."""
        return values.remove(self.store, slot_kind(game).name, self.notices)

    def _note_attempt(self, challenge: Challenge) -> None:
        kind = log_kind(challenge.game)
        log = self.log(challenge.game)
        new = log.with_attempt(challenge.day)
        if new is not log:
            values.write(self.store, kind, new, self.notices)

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

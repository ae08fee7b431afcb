"""Daily challenge storage: one scored attempt per day, resuming mid-day with the same streams,
a game that runs past midnight keeps its date's dice, streaks, history, damage."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from pathlib import Path

import pytest

from game.daily.challenge import Challenge
from game.daily.result import Result
from game.magdagdon import daily as md_daily
from game.magdagdon import storage as md
from game.magdagdon.bots import greedy_bot
from game.magdagdon.state import Game
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.storage import notices as msg
from game.storage import values
from game.storage.backends import MemoryStore
from game.storage.daily import DailyBook, DailyLog, add_result, log_kind, slot_kind

DAY = date(2026, 5, 18)  # Monday: PEACEFUL
BOTS = {"magdagdon": greedy_bot, "mishimash": cautious_bot}


def _step(book: DailyBook, saved, rng: random.Random) -> None:
    """One roll or action of the daily game, saved at once (as the app does)."""
    state = saved.state
    if state.dice_to_roll:
        state.apply_roll(saved.challenge.roll(state))
    else:
        state.apply(BOTS[saved.challenge.game](state, rng))
    book.save(saved)


def _finish(book: DailyBook, saved) -> None:
    rng = random.Random(1)
    while not saved.state.is_over:
        _step(book, saved, rng)


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_one_scored_attempt_per_day_then_unscored_replays(game: str) -> None:
    book = DailyBook(MemoryStore(), [])
    today = Challenge(game, DAY)
    status = book.status(game, DAY)
    assert status.can_start and status.result is None and status.streak == 0
    saved = book.start(today, scored=True, player="Ana")
    status = book.status(game, DAY)
    assert not status.can_start and status.resumable_today
    with pytest.raises(ValueError, match="already played"):
        book.start(today, scored=True)
    _finish(book, saved)
    status = book.status(game, DAY)
    result = status.result
    assert result is not None and not status.can_start and status.streak == 1
    assert status.game is None  # nothing left to continue
    with pytest.raises(ValueError, match="already played"):
        book.start(today, scored=True)
    replay = book.start(today, scored=False, player="Ana")
    assert book.status(game, DAY).replay is not None
    _finish(book, replay)
    log = book.log(game)
    assert log.days == (result,)  # the replay never enters the history
    # The next day starts afresh.
    assert book.status(game, DAY + timedelta(days=1)).can_start


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_save_and_resume_mid_day_keeps_the_streams(game: str, reopen) -> None:
    # Uninterrupted reference game.
    whole_book = DailyBook(MemoryStore(), [])
    whole = whole_book.start(Challenge(game, DAY), scored=True, player="Ana")
    _finish(whole_book, whole)

    book = DailyBook(reopen(), [])
    saved = book.start(Challenge(game, DAY), scored=True, player="Ana")
    rng = random.Random(1)
    for stop in (3, 11, 30):
        while len(json.dumps(saved.record())) and stop > 0 and not saved.state.is_over:
            _step(book, saved, rng)
            stop -= 1
        book = DailyBook(reopen(), [])  # the app closes and opens again
        resumed = book.load(game)
        assert resumed is not None and resumed.state == saved.state
        assert resumed.challenge == saved.challenge and resumed.scored
        saved = resumed
    while not saved.state.is_over:
        _step(book, saved, rng)
    assert saved.record() == whole.record()
    assert book.log(game).days[0].picture == whole_book.log(game).days[0].picture


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_change_of_date_at_midnight_keeps_the_games_dice(game: str) -> None:
    """Started on the 18th, resumed on the 19th (UTC): the 18th's dice to the end, and the
    result counts for the 18th."""
    reference = DailyBook(MemoryStore(), [])
    whole = reference.start(Challenge(game, DAY), scored=True, player="Ana")
    _finish(reference, whole)

    data: dict[str, str] = {}
    book = DailyBook(MemoryStore(data), [])
    saved = book.start(Challenge(game, book.status(game, DAY).today.day), True, "Ana")
    rng = random.Random(1)
    for _ in range(6):
        _step(book, saved, rng)
    # Midnight: the clock says the 19th now; the app opens again.
    tomorrow = DAY + timedelta(days=1)
    book = DailyBook(MemoryStore(data), [])
    status = book.status(game, tomorrow)
    assert status.today.day == tomorrow and status.can_start
    older = status.older_game
    assert older is not None and older.challenge.day == DAY
    _finish(book, older)
    assert older.record() == whole.record()
    # The dice of the 19th are different: the test would notice a switch of streams.
    if game == "magdagdon":
        assert md_daily.dice(tomorrow, 2, 0) != md_daily.dice(DAY, 2, 0)
    assert [r.date for r in book.log(game).days] == ["2026-05-18"]
    assert book.status(game, tomorrow).streak == 1  # yesterday counts while today is unplayed


def test_streaks_and_the_best_streak() -> None:
    log = DailyLog()
    for d in (1, 2, 3, 5, 6):
        log = add_result(log, Result("mishimash", f"2026-05-{d:02}", 10, "o" * 10))
    assert log.streak(date(2026, 5, 6)) == 2
    assert log.streak(date(2026, 5, 7)) == 2  # today not played yet: yesterday's run stands
    assert log.streak(date(2026, 5, 8)) == 0
    assert log.best_streak == 3
    log = add_result(log, Result("mishimash", "2026-05-04", 10, "o" * 10))  # a late finish
    assert log.best_streak == 6 and log.streak(date(2026, 5, 6)) == 6
    again = add_result(log, Result("mishimash", "2026-05-04", 3, "ooo"))
    assert again is log  # one result per date


def test_the_history_is_kept_with_the_best_streak_when_old_days_are_dropped() -> None:
    store, notices = MemoryStore(), []
    log = DailyLog()
    start = date(2025, 1, 1)
    for d in range(420):
        log = add_result(log, Result("mishimash", (start + timedelta(d)).isoformat(), 5,
                                     "oooox"[::-1]))
    assert len(log.days) == 400 and log.best_streak == 420 and log.carried == 20
    assert log.streak(start + timedelta(419)) == 420  # the dropped days still count
    values.write(store, log_kind("mishimash"), log, notices)
    assert values.read(store, log_kind("mishimash"), notices) == log and notices == []


def _stored_log(days: list[dict], best: int = 0) -> str:
    return json.dumps({"version": 1, "data": {"days": days, "best_streak": best, "carried": 0}})


GOOD = {"date": "2026-05-18", "turns": 6, "score": 300, "difficulty": "peaceful",
        "picture": "####oooo####xooo", "id": "a"}


@pytest.mark.parametrize("bad", [
    {**GOOD, "difficulty": "nightmare"},  # not the weekday's difficulty
    {**GOOD, "picture": "####"},
    {**GOOD, "picture": "1234123412341234"},  # die values are not picture codes
    {**GOOD, "score": 10_000},
    {**GOOD, "turns": 2},
    {**GOOD, "date": "2026-02-30"},
    {**GOOD, "extra": 1},
    {k: v for k, v in GOOD.items() if k != "id"},
])
def test_a_damaged_history_entry_is_dropped_and_the_rest_kept(bad: dict) -> None:
    store, notices = MemoryStore(), []
    other = {**GOOD, "date": "2026-05-19", "difficulty": "survival"}
    store.set("daily.magdagdon", _stored_log([bad, other], best=1))
    log = values.read(store, log_kind("magdagdon"), notices)
    assert [r.date for r in log.days] == ["2026-05-19"]
    assert [n.msgid for n in notices] == [msg.DAILY_HISTORY_DAMAGED]
    assert store.get("daily.magdagdon.damaged-1") is not None  # the damaged text kept aside
    assert values.read(store, log_kind("magdagdon"), []) == log  # what was valid was written back


def test_mishimash_history_entries_are_checked() -> None:
    good = {"date": "2026-05-18", "turns": 3, "score": None, "difficulty": "",
            "picture": "xoO", "id": "b"}
    bads = [{**good, "picture": "xOx"},  # a race ends on a SAVE
            {**good, "score": 12}, {**good, "turns": 4}]
    store, notices = MemoryStore(), []
    store.set("daily.mishimash", _stored_log([good, *[{**b, "date": f"2026-06-0{i + 1}"}
                                                      for i, b in enumerate(bads)]]))
    log = values.read(store, log_kind("mishimash"), notices)
    assert [r.picture for r in log.days] == ["xoO"] and len(notices) == 1


def test_a_daily_game_with_dice_that_are_not_the_days_is_damage() -> None:
    store, notices = MemoryStore(), []
    book = DailyBook(store, notices)
    saved = book.start(Challenge("magdagdon", DAY), scored=True)
    saved.state.apply_roll(saved.challenge.roll(saved.state))
    book.save(saved)
    doc = json.loads(store.get("daily.magdagdon.game"))
    doc["data"]["record"]["turns"][0]["roll"] = [6, 6, 6, 6]
    store.set("daily.magdagdon.game", json.dumps(doc))
    assert DailyBook(store, notices).load("magdagdon") is None
    assert [n.msgid for n in notices] == [msg.DAILY_GAME_DAMAGED]
    assert "differs from the daily dice" in notices[0].detail
    assert store.get("daily.magdagdon.game.damaged-1") is not None


def test_an_unfinished_game_can_be_given_up_and_never_counts() -> None:
    book = DailyBook(MemoryStore(), [])
    saved = book.start(Challenge("magdagdon", DAY), scored=True)
    _step(book, saved, random.Random(1))
    book.clear("magdagdon")
    status = book.status("magdagdon", DAY + timedelta(days=1))
    assert status.game is None and status.can_start and book.log("magdagdon").days == ()
    assert isinstance(saved.state, Game) and saved.state.turns == 0


def test_a_finished_game_left_in_the_slot_is_recorded_when_the_app_starts() -> None:
    """The app stopped between saving the last move and writing the history: loading the slot
    writes nothing, the next start (`settle`) records it, once."""
    store = MemoryStore()
    book = DailyBook(store, [])
    saved = book.start(Challenge("mishimash", DAY), scored=True, player="Ana")
    _finish(book, saved)
    store.delete(log_kind("mishimash").name)
    assert book.log("mishimash").days == ()
    assert book.load("mishimash") is not None
    assert book.status("mishimash", DAY).result is None and store.get("daily.mishimash") is None
    book.settle("mishimash")
    assert len(book.log("mishimash").days) == 1
    book.settle("mishimash")
    assert len(book.log("mishimash").days) == 1
    assert slot_kind("mishimash").name == "daily.mishimash.game"


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_daily_games_enter_the_statistics_as_their_own_kind(game: str) -> None:
    """Statistics count daily games apart: kind "daily", the scored attempt once,
    never a replay."""
    from game.magdagdon import stats as md_stats
    from game.mishimash import stats as mm_stats
    from game.storage.daily import DAILY

    store = MemoryStore()
    book = DailyBook(store)
    saved = book.start(Challenge(game, DAY), scored=True, player="Ana")
    _finish(book, saved)
    book.save(saved)  # saved again: still once
    replay = book.start(Challenge(game, DAY), scored=False, player="Ana")
    _finish(book, replay)
    if game == "magdagdon":
        rows = values.read(store, md.MAGDAGDON_HISTORY, [])
        assert [(r.kind, r.score, r.difficulty) for r in rows] == [
            (DAILY, saved.state.score().total, "peaceful")]
        assert md_stats.magdagdon(rows, "peaceful", DAILY).games == 1
        assert md_stats.magdagdon(rows, "peaceful").games == 0  # not among ordinary games
    else:
        rows = values.read(store, mm.MISHIMASH_HISTORY, [])
        assert [(r.kind, r.turns, r.target, r.players) for r in rows] == [
            (DAILY, saved.state.turn_count, 250, ("Ana",))]
        assert mm_stats.mishimash(rows, 250, "solo", DAILY).matches == 1
        assert mm_stats.mishimash(rows, 250, "solo").matches == 0


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_daily_data_saved_before_the_registry_parts_still_loads(game: str) -> None:
    """`data/daily_v1.json`: a store written by the daily challenge as it was before its
    per-game parts moved into the registry (three finished days and today's game five steps
    in, per game). It loads whole and resumes; the game is written back unchanged, the history
    at version 2 with today's attempt noted (by the app's start, `settle`: reading writes
    nothing), the same otherwise."""
    data = json.loads((Path(__file__).parent / "data" / "daily_v1.json").read_text("utf-8"))
    store = MemoryStore(dict(data))
    book = DailyBook(store, [])
    book.status(game, DAY)
    assert store.data == data
    book.settle(game)
    status = book.status(game, DAY)
    assert book.take_notices() == []
    assert [r.date for r in book.log(game).days] == ["2026-05-15", "2026-05-16", "2026-05-17"]
    assert status.streak == 3 and status.best_streak == 3 and status.resumable_today
    saved = status.game
    assert saved is not None and saved.challenge == Challenge(game, DAY) and saved.scored
    slot = slot_kind(game)
    values.write(store, slot, values.read(store, slot, []), [])
    assert store.data[f"cubiri.{slot.name}"] == data[f"cubiri.{slot.name}"]
    stored = json.loads(store.data[f"cubiri.{log_kind(game).name}"])
    before = json.loads(data[f"cubiri.{log_kind(game).name}"])
    assert stored == {"version": 2, "data": {**before["data"], "last_attempt": "2026-05-18"}}
    _finish(book, saved)  # it goes on with the day's dice, to today's result
    assert book.log(game).result(DAY) is not None and book.take_notices() == []

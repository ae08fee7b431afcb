"""The daily challenge against the clock and against damage: one scored attempt per
date whatever the clock does, no back-filling, no unfinished game replaced unasked, dates
outside 1970..9999 refused or kept aside; a streak read back as stored or reported, once."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta

import pytest

from game.daily.challenge import LAST_DAY, Challenge
from game.daily.record import Daily
from game.dev.daily import play as bot_play
from game.dev.daily import step
from game.magdagdon.bots import greedy_bot
from game.storage import notices as msg
from game.storage import values
from game.storage.backends import PREFIX, MemoryStore
from game.storage.daily import (
    MAX_STREAK,
    DailyBook,
    DailyGame,
    SlotTaken,
    log_kind,
    slot_kind,
)

DAY = date(2026, 5, 18)
NEXT = DAY + timedelta(days=1)
ENTRY = {"date": "2026-05-18", "turns": 6, "score": 300, "difficulty": "peaceful",
         "picture": "####oooo####xooo", "id": "a"}


def _steps(book: DailyBook, saved: DailyGame, n: int) -> None:
    rng = random.Random(1)
    for _ in range(n):
        step(saved.challenge, saved.state, greedy_bot, rng)
        book.save(saved)


def _finished(book: DailyBook, day: date) -> None:
    challenge = Challenge("magdagdon", day)
    book.save(DailyGame(Daily(challenge), bot_play(challenge, "greedy")))


def test_setting_the_clock_back_gives_no_second_attempt_and_drops_nothing() -> None:
    # The finding: start the 18th, move the clock on and play the 19th, move it back, Play.
    book = DailyBook(MemoryStore(), [])
    first = book.start(Challenge("magdagdon", DAY), scored=True)
    _steps(book, first, 3)
    later = book.start(Challenge("magdagdon", NEXT), scored=True, replace=True)  # gives up
    _steps(book, later, 5)
    status = book.status("magdagdon", DAY)  # the clock is back on the 18th
    assert not status.can_start and status.behind == NEXT
    assert status.later_game is not None and status.later_game.state == later.state
    with pytest.raises(ValueError, match="already played"):
        book.start(Challenge("magdagdon", DAY), scored=True, replace=True)
    with pytest.raises(SlotTaken):  # an unscored replay would drop the 19th's game: ask first
        book.start(Challenge("magdagdon", DAY), scored=False)
    assert book.load("magdagdon").state == later.state  # still there, to be finished


def test_a_given_up_attempt_counts_and_the_day_is_not_scored_again() -> None:
    book = DailyBook(MemoryStore(), [])
    saved = book.start(Challenge("magdagdon", DAY), scored=True)
    _steps(book, saved, 2)
    book.clear("magdagdon")  # given up
    status = book.status("magdagdon", DAY)
    assert not status.can_start and status.given_up
    with pytest.raises(ValueError, match="already played"):
        book.start(Challenge("magdagdon", DAY), scored=True)
    assert book.start(Challenge("magdagdon", DAY), scored=False).scored is False  # a replay


def test_a_missed_date_is_not_filled_in_once_a_later_one_is_scored() -> None:
    book = DailyBook(MemoryStore(), [])
    for day in (DAY, DAY + timedelta(days=2)):  # the 19th is missed
        _finished(book, day)
    assert book.status("magdagdon", DAY + timedelta(days=2)).streak == 1
    status = book.status("magdagdon", NEXT)  # the clock set back to the 19th
    assert not status.can_start and status.behind == DAY + timedelta(days=2)
    with pytest.raises(ValueError):
        book.start(Challenge("magdagdon", NEXT), scored=True)  # before: the streak 1 -> 3
    assert book.status("magdagdon", DAY + timedelta(days=2)).streak == 1


@pytest.mark.parametrize("day", [date(1969, 12, 31), date(1, 1, 1), date.max])
def test_a_date_outside_1970_to_9999_is_refused(day: date) -> None:
    book = DailyBook(MemoryStore(), [])
    status = book.status("magdagdon", day)
    assert not status.playable and not status.can_start and status.streak == 0
    with pytest.raises(ValueError, match="clock"):
        book.start(Challenge("magdagdon", day), scored=True)
    with pytest.raises(ValueError, match="clock"):
        book.start(Challenge("magdagdon", day), scored=False)


def test_the_last_playable_day_is_stored_and_read_back() -> None:
    data: dict[str, str] = {}
    book = DailyBook(MemoryStore(data), [])
    _finished(book, LAST_DAY)
    again = DailyBook(MemoryStore(data), [])
    assert again.log("magdagdon").result(LAST_DAY) is not None and again.notices == []


def test_a_game_of_1969_in_the_slot_is_kept_aside_not_lost() -> None:
    # An older build wrote it; its result would have read back as damage.
    store, notices = MemoryStore(), []
    challenge = Challenge("magdagdon", date(1969, 12, 31))
    saved = DailyGame(Daily(challenge), challenge.new_state())
    values.write(store, slot_kind("magdagdon"), saved, [])
    text = store.get("daily.magdagdon.game")
    assert DailyBook(store, notices).load("magdagdon") is None
    assert [n.msgid for n in notices] == [msg.DAILY_GAME_DAMAGED]
    assert "outside the dates kept" in notices[0].detail
    assert store.get(notices[0].backup) == text


def _log_text(days: list[dict], best: int, carried: int, last: str | None = "2026-05-18") -> str:
    return json.dumps({"version": 2, "data": {"days": days, "best_streak": best,
                                              "carried": carried, "last_attempt": last}})


def test_a_best_streak_is_read_as_stored_or_reported() -> None:
    # The finding: 1,000,000 carried days before one entry read as a best of 1,000,001, silently.
    store, notices = MemoryStore(), []
    store.set("daily.magdagdon", _log_text([ENTRY], MAX_STREAK, 1_000_000))
    log = values.read(store, log_kind("magdagdon"), notices)
    assert log.best_streak == MAX_STREAK and log.carried == 0
    assert [n.msgid for n in notices] == [msg.DAILY_HISTORY_DAMAGED]
    assert "carried 1000000 is outside" in notices[0].detail
    store.set("daily.magdagdon", _log_text([ENTRY, {**ENTRY, "date": "2026-05-19",
                                                    "difficulty": "survival"}], 1, 0,
                                           "2026-05-19"))
    notices = []
    log = values.read(store, log_kind("magdagdon"), notices)  # a best below a run of 2
    assert log.best_streak == 2 and "best streak 1 is shorter than a run of 2" in \
        notices[0].detail
    assert values.read(store, log_kind("magdagdon"), []) == log  # written back, quiet


def test_damage_beside_a_streak_is_reported_once_and_its_first_copy_survives() -> None:
    # The finding: every start made a new damaged copy; by the fourth the original was gone.
    data = {PREFIX + "daily.magdagdon": _log_text([ENTRY, {"date": "2026-05-19"}], 1_000_000,
                                                  20_000)}
    original = data[PREFIX + "daily.magdagdon"]
    reported = []
    for _ in range(5):  # five starts of the app
        book = DailyBook(MemoryStore(data), [])
        book.status("magdagdon", NEXT)
        reported.append(len(book.take_notices()))
    assert reported == [1, 0, 0, 0, 0]
    assert data[PREFIX + "daily.magdagdon.damaged-1"] == original
    assert not any(k.endswith("damaged-2") for k in data)
    log = DailyBook(MemoryStore(data), []).log("magdagdon")
    assert log.best_streak == 1_000_000 and log.carried == 20_000  # as stored


def test_version_1_history_gets_its_latest_attempt_from_its_days() -> None:
    store = MemoryStore()
    store.set("daily.magdagdon", json.dumps({"version": 1, "data": {
        "days": [ENTRY], "best_streak": 1, "carried": 0}}))
    book = DailyBook(store, [])
    assert not book.status("magdagdon", DAY).can_start and book.notices == []
    assert book.status("magdagdon", NEXT).can_start

"""One data folder, one writer at a time (`game.storage.lease`).

Two leases on one folder stand for two CUBIRI windows (an exclusive `flock` is per open file,
so two in one process exclude each other as two processes do; `test_two_processes` shows it
with real processes). Their clocks are faked, so each poll looks at once.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.magdagdon import Difficulty, Game
from game.magdagdon.bots import greedy_bot
from game.magdagdon.storage import MAGDAGDON_HISTORY
from game.storage import Storage, values
from game.storage.access import clean_temporary_files
from game.storage.backends import FileStore, NotWriter
from game.storage.lease import (
    BUSY,
    HELD,
    LOCK_FILE,
    LOST,
    REQUEST_FILE,
    WAITING,
    FileLease,
    Guarded,
    lease_of,
)
from game.storage.saves import game_id
from game.storage.settings import SETTINGS

ROOT = Path(__file__).resolve().parents[2]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0  # every poll is due
        return self.now


def _window(folder: Path) -> Guarded:
    return Guarded(FileStore(str(folder)), FileLease(str(folder), Clock()))


def test_the_second_window_is_busy_and_cannot_write(tmp_path: Path) -> None:
    first, second = _window(tmp_path), _window(tmp_path)
    assert first.lease.poll() == HELD and second.lease.poll() == BUSY
    first.set("settings", "1")
    with pytest.raises(NotWriter):
        second.set("settings", "2")
    with pytest.raises(NotWriter):
        second.delete("settings")
    assert second.get("settings") == "1"  # reading is always allowed
    notices: list = []
    assert not values.write(second, SETTINGS, SETTINGS.default(), notices) and notices == []


def test_play_here_moves_the_lease_and_the_other_window_stops(tmp_path: Path) -> None:
    first, second = _window(tmp_path), _window(tmp_path)
    second.lease.take()
    assert second.lease.state == WAITING and (tmp_path / REQUEST_FILE).exists()
    assert first.lease.poll() == LOST  # it saw the request and let go
    with pytest.raises(NotWriter):
        first.set("settings", "late")
    assert second.lease.poll() == HELD and not (tmp_path / REQUEST_FILE).exists()
    second.set("settings", "2")
    assert first.lease.poll() == LOST  # it does not take it back by itself
    first.lease.take()
    assert second.lease.poll() == LOST and first.lease.poll() == HELD


def test_a_window_gets_the_lease_by_itself_when_the_other_closes(tmp_path: Path) -> None:
    first, second = _window(tmp_path), _window(tmp_path)
    assert second.lease.poll() == BUSY
    first.lease.release()  # the process ends: the system drops the lock
    assert second.lease.poll() == HELD


def test_a_stale_request_does_not_keep_the_lease_from_anyone(tmp_path: Path) -> None:
    (tmp_path / REQUEST_FILE).write_text("12345-dead")
    old = os.stat(tmp_path / REQUEST_FILE).st_mtime - 60
    os.utime(tmp_path / REQUEST_FILE, (old, old))
    assert _window(tmp_path).lease.poll() == HELD


def test_a_memory_store_is_always_written() -> None:
    from game.storage import MemoryStore

    assert lease_of(MemoryStore()).poll() == HELD


def test_stale_temporary_files_are_cleaned_by_the_writer_only(tmp_path: Path) -> None:
    # The temporary files of writes a kill interrupted (611 kB in one run) stayed.
    for name in ("cubiri.settings.k2j3.tmp", "cubiri.game.magdagdon.x.tmp"):
        (tmp_path / name).write_text("half a write")
    (tmp_path / "other.tmp").write_text("not ours")
    first = _window(tmp_path)
    second = _window(tmp_path)
    assert clean_temporary_files(second) == []  # the writer's own write could be under way
    assert clean_temporary_files(first) == ["cubiri.game.magdagdon.x.tmp",
                                            "cubiri.settings.k2j3.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOCK_FILE, "other.tmp"]


def _finish_one(session: Storage, seed: int) -> str:
    """Play a MAGDAGDON game to its end, saving after every step; its id."""
    rng = random.Random(seed)
    game = Game(Difficulty.PEACEFUL, seed=seed)
    while not game.is_over:
        if game.dice_to_roll:
            game.apply_roll(tuple(rng.randint(1, 6) for _ in range(game.dice_to_roll)))
        else:
            game.apply(greedy_bot(game, rng))
        session.save_game("magdagdon", game, rng)
    return game_id(session.load_game("magdagdon").record())


def test_taking_over_in_turn_loses_no_finished_game_and_no_setting(tmp_path: Path) -> None:
    import dataclasses

    windows = [_window(tmp_path), _window(tmp_path)]
    finished: list[str] = []
    for turn in range(6):  # each window in turn plays here, finishes a game, changes a setting
        store = windows[turn % 2]
        store.lease.take()
        windows[(turn + 1) % 2].lease.poll()
        assert store.lease.poll() == HELD
        session = Storage(store)  # read afresh, as the app does when it writes again
        finished.append(_finish_one(session, turn))
        field = "volume" if turn % 2 else "mishimash_target"
        value = 10 * turn if turn % 2 else (250, 500, 1000)[turn // 2]
        session.save_settings(dataclasses.replace(session.settings, **{field: value}))
    stored = values.read(windows[1], MAGDAGDON_HISTORY, [])
    assert [g.id for g in stored] == finished
    settings = values.read(windows[1], SETTINGS, [])
    assert (settings.volume, settings.mishimash_target) == (50, 1000)


def test_two_processes_finishing_games_lose_none(tmp_path: Path) -> None:
    """Two real processes on one folder, each playing when it holds the lease and taking it
    over now and then (the instances tool, for a few seconds): nothing finished is missing,
    no game in progress went back, no setting was undone."""
    proc = subprocess.run(
        [sys.executable, "-m", "game.dev.instances", "--seconds", "4", "--folder",
         str(tmp_path / "data"), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout.splitlines()[-1])
    assert report["finished"] > 0 and report["takeovers"] > 0
    assert report["lost"] == 0 and report["stale_loads"] == 0 and report["undone"] == 0


def test_one_scored_daily_per_date_across_windows(tmp_path: Path) -> None:
    from datetime import date

    from game.daily.challenge import Challenge
    from game.storage.daily import DailyBook

    day = Challenge("magdagdon", date(2026, 5, 18))
    first, second = _window(tmp_path), _window(tmp_path)
    mine = DailyBook(first, []).start(day, scored=True)
    mine.state.apply_roll(day.roll(mine.state))
    DailyBook(first, []).save(mine)
    second.lease.take()
    first.lease.poll()
    assert second.lease.poll() == HELD
    book = DailyBook(second, [])
    status = book.status("magdagdon", day.day)
    assert status.resumable_today and not status.can_start  # the first window's attempt
    with pytest.raises(ValueError, match="already played"):
        book.start(day, scored=True, replace=True)
    late = DailyBook(first, [])  # the first window, no longer the writer, tries again
    with pytest.raises(ValueError, match="already played"):
        late.start(day, scored=True, replace=True)
    assert not late.save(late.load("magdagdon"))  # and could not have written anyway
    assert book.load("magdagdon").state == mine.state


def test_the_browser_lease_reads_the_page_live_before_each_write() -> None:
    import types

    from game.storage import MemoryStore
    from game.storage.lease import PageLease

    page = types.SimpleNamespace(state="busy", take=lambda: setattr(page, "state", "waiting"))
    window = types.SimpleNamespace(cubiriLease=page)
    lease = PageLease(window, clock=lambda: 0.0)  # a clock that never moves: no new poll
    store = Guarded(MemoryStore(), lease)
    assert lease.state == BUSY and not lease.writable()
    lease.take()
    assert lease.state == WAITING
    page.state = "held"  # the other tab confirmed, between two frames
    store.set("settings", "1")  # not refused: the state is read again for the write
    page.state = "lost"
    with pytest.raises(NotWriter):
        store.set("settings", "2")
    page.state = "pending"  # the page has not heard back yet: nothing is written
    assert not lease.writable()
    assert PageLease(types.SimpleNamespace()).poll() == HELD  # a page without the block

"""The front end's handle on persistence: `game.storage.Storage` plus a few conveniences.

Settings are a frozen dataclass; `update(**changes)` replaces and saves them. Notices from the
storage layer come back translated, ready to show.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Any

from game import i18n, registry
from game.daily.challenge import daily_games
from game.engine import State
from game.storage import MemoryStore, SavedGame, Settings, Storage, Store, open_store, saves
from game.storage.access import clean_temporary_files
from game.storage.daily import DailyBook, DailyGame
from game.storage.lease import Lease, lease_of
from game.storage.notices import Notice


def utc_today() -> date:
    """Today's date in UTC (rules §5: daily challenges change at 00:00 UTC); `date.max` for a
    clock past the year 9999 (which no date can name: the daily screen refuses it)."""
    try:
        return datetime.now(UTC).date()
    except (OverflowError, ValueError, OSError):
        return date.max


def utc_now() -> datetime:
    """The time in UTC (the daily screen's countdown to the next challenge)."""
    return datetime.now(UTC)


class Session:
    """Settings, saves and high scores as the scenes use them."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        # Whether this CUBIRI is the one that writes (another window or tab may be).
        self.lease: Lease = lease_of(storage.store)
        # The daily challenge's results and game in progress.
        self.daily = DailyBook(storage.store)
        # Today's UTC date for the daily challenge: the only clock the daily screens read
        # (tests replace it to pass midnight).
        self.utc_today: Callable[[], date] = utc_today
        # The time of day, for the countdown to the next challenge only.
        self.utc_now: Callable[[], datetime] = utc_now

    @classmethod
    def open(cls, store: Store | None = None) -> Session:
        """The platform's store (files natively, localStorage in a browser), or `store`."""
        early: list[Notice] = []
        storage = Storage(store if store is not None else open_store(early))
        storage.notices.extend(early)
        clean_temporary_files(storage.store)
        return cls(storage)

    def settle(self) -> None:
        """Finish what a stop between two writes left undone (a finished game's result): the
        app's first writes when it starts (`Storage.settle`, `DailyBook.settle`)."""
        self.storage.settle()
        for game in daily_games():
            self.daily.settle(game)

    def fresh(self) -> Session:
        """A session over the same store that has read nothing yet (after another CUBIRI
        wrote to it: nothing read before may be kept), with the same clock."""
        clean_temporary_files(self.storage.store)
        session = type(self)(Storage(self.storage.store, self.storage.today))
        session.utc_today = self.utc_today
        return session

    @classmethod
    def memory(cls) -> Session:
        """A session that keeps nothing (tests, benchmarks)."""
        return cls(Storage(MemoryStore()))

    # settings --------------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The current settings."""
        return self.storage.settings

    def update(self, **changes: Any) -> None:
        """Change and save settings (a failed write is reported as a notice)."""
        self.storage.save_settings(dataclasses.replace(self.storage.settings, **changes))

    def take_notices(self) -> list[str]:
        """Storage notices, translated."""
        notices = self.storage.take_notices() + self.daily.take_notices()
        return [i18n._(n.msgid) for n in notices]

    # games -----------------------------------------------------------------------------------
    def load(self, game: str) -> SavedGame | None:
        """The saved game (finished or not), or None."""
        return self.storage.load_game(game)

    def has_game(self, game: str) -> bool:
        """True when an unfinished game of `game` is saved."""
        saved = self.load(game)
        return saved is not None and not saved.state.is_over

    def save(self, game: str, state: State, rng: random.Random,
             humans: tuple[bool, ...] | None = None,
             strengths: tuple[str, ...] | None = None) -> None:
        """Save after an action or an applied roll (records a finished result once)."""
        self.storage.save_game(game, state, rng, humans, strengths)

    def unseen_end(self) -> SavedGame | None:
        """A finished game whose result screen never showed (the app stopped during its last
        moments; the play screen clears a finished save once its result is on screen), the
        first in registration order, or None."""
        for info in registry.with_part("front_end"):
            if saves.may_be_finished(self.storage.store, saves.kind_for(info.key).name):
                saved = self.load(info.key)
                if saved is not None and saved.state.is_over:
                    return saved
        return None

    def unseen_daily_end(self) -> DailyGame | None:
        """A finished daily game whose result card never showed (as `unseen_end`), or None."""
        for game in daily_games():
            saved = self.daily.load(game)
            if saved is not None and saved.state.is_over:
                return saved
        return None

    def clear(self, game: str) -> None:
        """Forget the saved game."""
        self.storage.clear_game(game)

    def flush(self) -> None:
        """Nothing is buffered: every save is written at once."""

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

from game import i18n
from game.storage import MemoryStore, SavedGame, Settings, Storage, Store, open_store
from game.storage.daily import DailyBook
from game.storage.notices import Notice


def utc_today() -> date:
    """Today's date in UTC (rules §5: daily challenges change at 00:00 UTC)."""
    return datetime.now(UTC).date()


def utc_now() -> datetime:
    """The time in UTC (the daily screen's countdown to the next challenge)."""
    return datetime.now(UTC)


class Session:
    """Settings, saves and high scores as the scenes use them."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
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
        return cls(storage)

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

    def save(self, game: str, state: Any, rng: random.Random,
             humans: tuple[bool, ...] | None = None,
             strengths: tuple[str, ...] | None = None) -> None:
        """Save after an action or an applied roll (records a finished result once)."""
        self.storage.save_game(game, state, rng, humans, strengths)

    def clear(self, game: str) -> None:
        """Forget the saved game."""
        self.storage.clear_game(game)

    def flush(self) -> None:
        """Nothing is buffered: every save is written at once."""

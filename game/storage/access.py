"""What the app holds: one store, typed access to everything kept, and the notices to show.

    storage = Storage(open_store())
    settings = storage.settings
    saved = storage.load_game("magdagdon")       # SavedGame | None
    ...                                          # after every action and every applied roll:
    storage.save_game("magdagdon", game, rng)    # a finished game enters the high scores once
    table = storage.read(MAGDAGDON_SCORES)       # any stored value, by its `values.Kind`
    for notice in storage.take_notices():
        show(_(notice.msgid))

Reading writes nothing (but damage, set aside as `game.storage.values` says): a finished game's
result is entered by the save that finished it, and what a stop between those two writes left
undone is finished by `settle`, which the app calls once when it starts. Nothing here raises
for damaged data or a failed write: it reports a `Notice` and goes on.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any, Protocol, TypeVar

from game import platform, registry
from game.engine import State
from game.storage import history, saves, values
from game.storage import notices as msg
from game.storage.backends import FileStore, LocalStorageStore, MemoryStore, Store
from game.storage.lease import FileLease, Guarded, PageLease, lease_of
from game.storage.notices import Notice
from game.storage.settings import SETTINGS, Settings

log = logging.getLogger(__name__)

T = TypeVar("T")


class Results(Protocol):
    """A game's `results` (its registry entry's): a finished game (`saved`, its `record`, the
    day it ended and its `game_id`) entered in the game's high scores and history."""

    def __call__(self, storage: Storage, saved: saves.SavedGame, record: dict[str, Any],
                 day: str, game_id: str) -> None: ...


class Storage:
    """Settings, high scores and games in progress over one `Store` (the front end's
    `game.ui.session.Session` holds one)."""

    def __init__(self, store: Store, today: Callable[[], date] = date.today) -> None:
        self.store = store
        self.today = today
        self.notices: list[Notice] = []
        self._settings: Settings | None = None
        # game -> (stored text, what it replayed to): reading the same text again (the menu asks
        # whether a game is saved, then the game scene resumes it) skips the replay.
        self._replayed: values.Replayed[saves.SavedGame] = values.Replayed()

    def take_notices(self) -> list[Notice]:
        """The notices reported since the last call (each is shown once, and logged)."""
        taken, self.notices = self.notices, []
        for notice in taken:
            log.warning("%s: %s%s", notice.name, notice.detail,
                        f" (kept as {notice.backup})" if notice.backup else "")
        return taken

    # ------------------------------------------------------------------ settings
    @property
    def settings(self) -> Settings:
        """The settings (read from the store once, then kept)."""
        if self._settings is None:
            self._settings = values.read(self.store, SETTINGS, self.notices)
        return self._settings

    def save_settings(self, settings: Settings) -> bool:
        """Keep `settings` (in memory even if the write fails, which is reported)."""
        self._settings = settings
        return values.write(self.store, SETTINGS, settings, self.notices)

    # ------------------------------------------------------------------ stored values
    def read(self, kind: values.Kind[T]) -> T:
        """A stored value (a game's high scores, its history…), checked; its default when it is
        missing or damaged (reported)."""
        return values.read(self.store, kind, self.notices)

    def summaries(self, game: str) -> tuple[Any, ...]:
        """The summaries of `game`'s finished games, oldest first (its statistics, the list of
        past games), as the game keeps them (`history.kept`); none for a game that keeps none."""
        kept = history.kept(game)
        if kept is None:
            return ()
        rows: tuple[Any, ...] = values.read(self.store, kept.summaries, self.notices)
        return rows

    def replays(self, game: str) -> history.Replays:
        """The finished games of `game` kept whole, oldest first (for replay and review); none
        for a game that keeps none."""
        kept = history.kept(game)
        return () if kept is None else values.read(self.store, kept.replays, self.notices)

    # ------------------------------------------------------------------ games in progress
    def load_game(self, game: str) -> saves.SavedGame | None:
        """The saved game to resume, or None (nothing saved, or damaged: reported).

        Each call returns a new, independent state and generator."""
        saved, _ = self._replayed.read(self.store, saves.kind_for(game), self.notices)
        return saved

    def settle(self) -> None:
        """Enter the result of a finished game whose save was written but not its result (the
        app stopped between the two writes of `save_game`): the app's first writes when it
        starts. Only a save whose record has a result is replayed."""
        for info in registry.with_part("results"):
            if saves.may_be_finished(self.store, saves.kind_for(info.key).name):
                saved = self.load_game(info.key)
                if saved is not None:
                    self._record_result(saved)

    def save_game(self, game: str, state: State, rng: random.Random,
                  humans: Sequence[bool] | None = None,
                  strengths: Sequence[str] | None = None) -> bool:
        """Save `state` with `rng` (call after every action and every applied roll), and for a
        game with seats who plays each (`humans`) and each computer seat's `strengths`.

        A finished game stays saved until its result screen has shown (the next start shows it,
        `game.ui.ends`) and its result enters the high scores; saving it again does not enter
        it twice.
        """
        saved = saves.saved_game(game, state, rng, humans, strengths)
        ok = values.write(self.store, saves.kind_for(game), saved, self.notices)
        self._record_result(saved)
        return ok

    def clear_game(self, game: str) -> bool:
        """Forget the saved game (a new game starts, or the player abandoned it)."""
        return values.remove(self.store, saves.kind_for(game).name, self.notices)

    # ------------------------------------------------------------------ results
    def _record_result(self, saved: saves.SavedGame) -> None:
        """Enter a finished game's result in its game's high scores (`game.registry`, results)."""
        record = saved.record()
        if record.get("result") is None:
            return
        hook = registry.get(saved.game).results
        if hook is None:
            return
        # A device whose clock was reset must not produce an entry that reads back as damaged,
        # nor one whose clock is past 9999 stop the game.
        try:
            today = self.today()
        except (OverflowError, ValueError, OSError):
            today = date.max
        day = max(today, values.EARLIEST_DATE).isoformat()
        hook.load()(self, saved, record, day, saves.game_id(record))

    def keep_replay(self, game: str, game_id: str, data: dict[str, Any]) -> None:
        """Keep a finished game whole for replay (the oldest make room); `data` is what the
        game's `results` hook chose to keep (`history.Replay`)."""
        how = history.kept(game)
        if how is None:
            raise LookupError(f"{game} keeps no finished games (no `history` in game.registry)")
        kept = values.read(self.store, how.replays, self.notices)
        more = history.add_replay(kept, history.Replay(game_id, data), how.budget)
        if more is not kept:
            values.write(self.store, how.replays, more, self.notices)


def open_store(notices: list[Notice] | None = None) -> Store:
    """The store for this platform: localStorage in the browser, files natively, each guarded
    by the platform's lease (`game.storage.lease`: one CUBIRI writes at a time).

    If the browser refuses localStorage (private mode, blocked storage), play goes on with a
    memory store and a notice says nothing will be kept.
    """
    if platform.IS_BROWSER:
        storage = platform.local_storage()
        if storage is None:
            if notices is not None:
                notices.append(Notice(msg.WRITE_FAILED, "*", "localStorage is not available"))
            return MemoryStore()
        return Guarded(LocalStorageStore(storage), PageLease(platform.window()))
    folder = platform.data_dir()
    return Guarded(FileStore(folder), FileLease(folder))


def clean_temporary_files(store: Store) -> list[str]:
    """Delete what writes left behind when CUBIRI was killed during one (`cubiri.*.tmp` in the
    data folder), while this instance is the one that writes (a running write's temporary file
    is another instance's); return the names removed."""
    inner = store.store if isinstance(store, Guarded) else store
    if not isinstance(inner, FileStore) or not lease_of(store).held:
        return []
    removed = inner.clean_temporary_files()
    if removed:
        log.info("removed %d temporary file(s) left by an interrupted write", len(removed))
    return removed


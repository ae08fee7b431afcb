"""Everything CUBIRI keeps on the device: settings, high scores and the games in progress.

The app uses `Session(open_store())`; tests use `Session(MemoryStore())`. Layers, bottom up:
`backends` (strings under `cubiri.` names: memory, native files, browser localStorage),
`values` (versioned, validated JSON with recovery from damage), then `settings`, `scores` and
`saves` (typed values), tied together by `session`. Notices for the player are in `notices`.
"""

from __future__ import annotations

from game.storage.backends import (
    FileStore,
    LocalStorageStore,
    MemoryStore,
    Store,
    StoreError,
)
from game.storage.notices import Notice
from game.storage.saves import SavedGame
from game.storage.session import Session, open_store
from game.storage.settings import Seat, Settings

__all__ = [
    "FileStore", "LocalStorageStore", "MemoryStore", "Notice", "SavedGame", "Seat", "Session",
    "Settings", "Store", "StoreError", "open_store",
]

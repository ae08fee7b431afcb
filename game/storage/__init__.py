"""Everything CUBIRI keeps on the device: settings, high scores and the games in progress.

The app uses `Storage(open_store())`; tests use `Storage(MemoryStore())`. Layers, bottom up:
`backends` (strings under `cubiri.` names: memory, native files, browser localStorage),
`values` (versioned, validated JSON with recovery from damage), then `settings`, `entries`,
`history` and `saves` (typed values, what every game shares), tied together by `access`. Each
game's own stored values are its `game/<key>/storage.py`, named by its registry entry. Notices
for the player are in `notices`.
"""

from __future__ import annotations

from game.storage.access import Storage, open_store
from game.storage.backends import (
    FileStore,
    LocalStorageStore,
    MemoryStore,
    Store,
    StoreError,
)
from game.storage.notices import Notice
from game.storage.saves import SavedGame
from game.storage.settings import Settings

__all__ = [
    "FileStore", "LocalStorageStore", "MemoryStore", "Notice", "SavedGame", "Settings", "Storage",
    "Store", "StoreError", "open_store",
]

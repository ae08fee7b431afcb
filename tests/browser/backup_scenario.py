"""The backup ("Your data") in a browser and natively: run in Pyodide by test_pyodide_backup.py,
and natively by it and by tests/storage/test_backup.py.

`fill` plays enough to fill every kind of value CUBIRI keeps, with names in Telugu: settings,
both games finished (high scores, histories, kept games) and in progress, a daily result and a
daily game in progress. Each step returns JSON text. `storage` is None in the browser (the
page's localStorage, found as the app finds it) or a fake localStorage object natively.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date
from typing import Any

from game.daily.challenge import Challenge
from game.magdagdon import Difficulty, Game
from game.magdagdon.bots import greedy_bot
from game.mishimash import Match
from game.mishimash.storage import Seat
from game.storage import LocalStorageStore, Settings, Storage, backup, open_store
from game.storage.backends import Store
from game.storage.daily import DailyBook

try:  # the storage scenario's way of playing: `cubiri_scenario` in the browser's zip
    from cubiri_scenario import play  # type: ignore[import-not-found]
except ImportError:
    from scenario import play

DAY = date(2026, 11, 29)
NAMES = ("రవి", "సీత")  # Telugu seat names: escaped across the bridge, intact after a restore
SETTINGS = replace(Settings(), language="te", sound=False,
                   mishimash_seats=(Seat(NAMES[0]), Seat("Computer", human=False),
                                    Seat(NAMES[1])))


def store_of(storage: Any = None) -> Store:
    return open_store() if storage is None else LocalStorageStore(storage)


def fill(storage: Any = None) -> str:
    """Everything kept, once: returns `values(storage)`."""
    store = store_of(storage)
    session = Storage(store, today=lambda: DAY)
    session.save_settings(SETTINGS)
    play(session, "magdagdon", Game(Difficulty.SURVIVAL, 21), random.Random(21))
    play(session, "mishimash", Match([NAMES[0]], 250, 22), random.Random(22))
    play(session, "magdagdon", Game(Difficulty.PEACEFUL, 23), random.Random(23), stop_at_turn=4)
    play(session, "mishimash", Match([NAMES[0], "Computer", NAMES[1]], 500, 24),
         random.Random(24), stop_at_turn=6)
    book = DailyBook(store, [])
    for game, turns in (("magdagdon", None), ("mishimash", 3)):
        daily = book.start(Challenge(game, DAY), scored=True, player=NAMES[0])
        rng = random.Random(25)
        while not daily.state.is_over and (turns is None or daily.state.turn_count < turns):
            state = daily.state
            if state.dice_to_roll:
                state.apply_roll(daily.challenge.roll(state))
            elif game == "magdagdon":
                state.apply(greedy_bot(state, rng))
            else:  # MISHIMASH: bank every roll's first scoring pick
                state.apply(state.legal_actions()[0])
            book.save(daily)
    assert not session.take_notices() and not book.take_notices()
    return values(storage)


def values(storage: Any = None) -> str:
    """Every stored value by name (the raw texts), and what a fresh session reads of them."""
    store = store_of(storage)
    session = Storage(store, today=lambda: DAY)
    saved = session.load_game("mishimash")
    kept = {"stored": {name: store.get(name) for name in store.names()},
            "seats": [s.name for s in session.settings.mishimash_seats],
            "players": list(saved.state.players) if saved is not None else None,
            "daily": [DailyBook(store, []).status(g, DAY).streak
                      for g in ("magdagdon", "mishimash")],
            "notices": [n.msgid for n in session.take_notices()]}
    return json.dumps(kept)


def export(storage: Any = None) -> str:
    """The backup file's text (made on DAY)."""
    made, left_out = backup.collect(store_of(storage), DAY)
    assert left_out == [], left_out
    return backup.dumps(made)


def restore(text: str, storage: Any = None) -> str:
    """Check `text` and restore it; "" when done, else why not."""
    try:
        backup.restore(store_of(storage), backup.check(text))
    except backup.BackupError as exc:
        return str(exc)
    return ""


def clear(storage: Any = None) -> str:
    """Remove every value (what another itch.io game's localStorage.clear() does to ours)."""
    store = store_of(storage)
    for name in store.names():
        store.delete(name)
    return json.dumps(store.names())

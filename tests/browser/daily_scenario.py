"""The daily challenge in a browser: run in Pyodide by test_pyodide_daily.py, and natively.

Each step returns JSON text. The dice of a date must be the same in WebAssembly Python as
natively (the streams hash the key; nothing depends on the platform), a daily game saved in
localStorage must resume after a reload with the same dice, and the result card must reach the
clipboard intact (Telugu text and emoji) through the ASCII-only bridge code.
"""

from __future__ import annotations

import json
import random
import sys
from datetime import date
from typing import Any

from game import i18n
from game.daily import card
from game.daily.challenge import Challenge
from game.daily.result import result_of
from game.magdagdon import daily as md_daily
from game.magdagdon.bots import greedy_bot
from game.storage.backends import LocalStorageStore, Store
from game.storage.daily import DailyBook

DAY = date(2026, 5, 18)
HALF_WAY = 9  # rolls and actions before the "reload"


def _store(storage: Any | None) -> Store:
    if storage is None:
        import js  # Pyodide: the page's globals

        storage = js.localStorage
    return LocalStorageStore(storage)


def _step(book: DailyBook, saved: Any, rng: random.Random) -> None:
    state = saved.state
    if state.dice_to_roll:
        state.apply_roll(saved.challenge.roll(state))
    else:
        state.apply(greedy_bot(state, rng))
    book.save(saved)


def start(storage: Any | None = None) -> str:
    """Start the scored daily of DAY and play half of it, saving after every step."""
    book = DailyBook(_store(storage), [])
    saved = book.start(Challenge("magdagdon", DAY), scored=True)
    rng = random.Random(1)
    for _ in range(HALF_WAY):
        _step(book, saved, rng)
    return json.dumps({"python": sys.platform, "turns": saved.state.turns,
                       "dice": [md_daily.dice(DAY, t, 0) for t in (1, 2, 3)],
                       "record": saved.record(), "notices": len(book.notices)})


def resume(storage: Any | None = None) -> str:
    """After a reload: resume the daily game, finish it, return its card in Telugu."""
    book = DailyBook(_store(storage), [])
    status = book.status("magdagdon", DAY)
    saved = status.game
    assert saved is not None and status.resumable_today, status
    resumed_at = saved.state.turns
    rng = random.Random(2)
    while not saved.state.is_over:
        _step(book, saved, rng)
    result = book.log("magdagdon").result(DAY)
    assert result is not None and result == result_of(saved.challenge, saved.state, result.id)
    i18n.activate("te")
    return json.dumps({"resumed_at": resumed_at, "record": saved.record(),
                       "card": card.text(result, streak=book.status("magdagdon", DAY).streak),
                       "notices": len(book.notices)})


COPY: list[Any] = []  # the copy under way


def copy(text: str) -> str:
    """Start copying `text` with the game's browser clipboard code (the page's window is
    `js`); its result so far (None: the browser has not answered yet)."""
    import js

    from game.ui.clipboard import copy_text

    COPY[:] = [copy_text(text, window=js)]
    return copied()


def copied() -> str:
    """The copy's result: None while the browser has not answered, then "copied"…"""
    return json.dumps(COPY[0].poll())

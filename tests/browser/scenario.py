"""The storage scenario of the real-browser test, run inside Pyodide (and natively on a fake).

Copied into Pyodide's file system as the module `cubiri_scenario` next to the `game` package.
Each step returns plain JSON text so the test (native Python, driving Chromium) compares
dictionaries. `storage` is None in the browser (then `open_store()` finds `localStorage` through
`game.platform`, exactly as the app does), or a fake localStorage object natively.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from datetime import date
from typing import Any

from game import records
from game.dice import roll
from game.magdagdon import Difficulty, Game
from game.magdagdon import storage as md
from game.magdagdon.bots import greedy_bot
from game.mishimash import Match
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.mishimash.storage import Seat
from game.storage import LocalStorageStore, Settings, Storage, open_store
from game.storage import settings as st
from game.storage.saves import rng_to_json

DAY = date(2026, 11, 29)
SETTINGS = replace(
    Settings(), language="te", sound=False, animation_speed="fast",
    magdagdon_difficulty="survival", mishimash_target=500,
    mishimash_seats=(Seat("Ana"), Seat("Computer", human=False), Seat("Bo")),
    hints_seen=frozenset({"magdagdon.first-roll"}))


def _session(storage: Any = None) -> Storage:
    store = open_store() if storage is None else LocalStorageStore(storage)
    return Storage(store, today=lambda: DAY)


def _bot_rng(state: Any, name: str) -> random.Random:
    # The bots' choices depend only on the game so far, so a game continued after a reload
    # makes the same choices as one never interrupted.
    return random.Random(records.dumps(records.module_for(name).export(state)))


def _step(name: str, state: Any, rng: random.Random) -> None:
    if name == "magdagdon":
        if state.dice_to_roll:
            state.apply_roll(roll(rng, state.dice_to_roll))
        else:
            state.apply(greedy_bot(state, _bot_rng(state, name)))
    elif state.dice_to_roll:
        state.apply_roll(roll(rng, state.dice_to_roll))
    else:
        state.apply(cautious_bot(state, _bot_rng(state, name)))


def _turns(name: str, state: Any) -> int:
    return state.turns if name == "magdagdon" else state.turn_count


def _finish_copy(name: str, state: Any, rng: random.Random) -> dict[str, Any]:
    """The record of playing a copy on to the end (the store is not touched)."""
    state = state.copy()
    rng_copy = random.Random()
    rng_copy.setstate(rng.getstate())
    while not state.is_over:
        _step(name, state, rng_copy)
    return records.module_for(name).export(state)


def play(session: Storage, name: str, state: Any, rng: random.Random,
         stop_at_turn: int | None = None) -> None:
    """Play with a save after every action and every applied roll, like the app.

    With `stop_at_turn`, stop right after the first roll of that turn has been applied and saved
    (dice on the table, not yet acted on)."""
    while not state.is_over:
        rolled = bool(state.dice_to_roll)
        _step(name, state, rng)
        session.save_game(name, state, rng)
        if (stop_at_turn is not None and rolled and _turns(name, state) >= stop_at_turn
                and not state.dice_to_roll):
            return


def summary(session: Storage) -> dict[str, Any]:
    """Everything kept, as read back from the store, plus how the saved games go on."""
    out: dict[str, Any] = {
        "settings": st.encode(session.settings),
        "magdagdon_scores": md.encode_scores(session.read(md.MAGDAGDON_SCORES)),
        "mishimash_best": mm.encode_solo(session.read(mm.MISHIMASH_BEST)),
        "mishimash_history": mm.encode_history(session.read(mm.MISHIMASH_HISTORY)),
        "games": {},
    }
    for name in ("magdagdon", "mishimash"):
        saved = session.load_game(name)
        if saved is None:
            out["games"][name] = None
            continue
        state = saved.state
        out["games"][name] = {
            "record": saved.record(), "rng": rng_to_json(saved.rng),
            "dice": list(state.dice), "turn": _turns(name, state), "over": state.is_over,
            "final": _finish_copy(name, state, saved.rng),
        }
    out["notices"] = [[n.msgid, n.name, n.backup] for n in session.take_notices()]
    out["names"] = session.store.names()
    out["python"] = sys.platform
    return out


def before_reload(storage: Any = None) -> str:
    """Settings, two finished games, two games half way; then the summary read back."""
    session = _session(storage)
    session.save_settings(SETTINGS)
    play(session, "magdagdon", Game(Difficulty.SURVIVAL, 11), random.Random(11))
    play(session, "mishimash", Match(["Ana"], 250, 5), random.Random(5))
    play(session, "magdagdon", Game(Difficulty.PEACEFUL, 12), random.Random(12), stop_at_turn=5)
    play(session, "mishimash", Match(["Ana", "Computer", "Bo"], 500, 9), random.Random(9),
         stop_at_turn=12)
    notices = session.take_notices()
    result = summary(_session(storage))
    result["notices"] += [[n.msgid, n.name, n.backup] for n in notices]
    return json.dumps(result)


def after_reload(storage: Any = None) -> str:
    """The summary read by a fresh session (after the page reloaded)."""
    return json.dumps(summary(_session(storage)))


def try_to_write(storage: Any = None) -> str:
    """Save settings and a game step while the store refuses writes; report what happened."""
    session = _session(storage)
    ok_settings = session.save_settings(replace(session.settings, sound=True))
    saved = session.load_game("magdagdon")
    ok_game = None
    if saved is not None:
        _step("magdagdon", saved.state, saved.rng)
        ok_game = session.save_game("magdagdon", saved.state, saved.rng)
    return json.dumps({"settings": ok_settings, "game": ok_game,
                       "notices": [[n.msgid, n.name, n.backup] for n in session.take_notices()],
                       "sound_in_memory": session.settings.sound})


def modules() -> str:
    """Which heavy modules the storage code pulled in (pygame must not be one)."""
    return json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "game")))

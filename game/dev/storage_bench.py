"""`python -m game.dev.storage_bench`: how long saving and resuming a game takes, and its size.

The app saves after every action, so the save of the longest plausible game matters: prints, per
game, the characters stored and the mean time of one save and one load (replay included), for
the memory store and for native files (fsync'd atomic writes). A load is timed as at start-up
(a new session: the record is replayed). Figures only; nothing is checked.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from typing import Any

from game import records
from game.dice import roll
from game.magdagdon import Difficulty, Game
from game.magdagdon.bots import BOTS as MAGDAGDON_BOTS
from game.mishimash import Match
from game.mishimash.bots import BOTS as MISHIMASH_BOTS
from game.mishimash.bots import play as play_match
from game.storage import saves
from game.storage.access import Storage
from game.storage.backends import FileStore, MemoryStore, Store

REPEATS = 20


def _finished_magdagdon(seed: int) -> Game:
    game, rng, bot_rng = Game(Difficulty.PEACEFUL, seed), random.Random(seed), random.Random(seed)
    while not game.is_over:
        if game.dice_to_roll:
            game.apply_roll(roll(rng, game.dice_to_roll))
        else:
            game.apply(MAGDAGDON_BOTS["greedy"](game, bot_rng))
    return game


def _half_match(players: int, target: int, bot: str, seed: int) -> Match:
    """A match played until its leader is at 90 % of the target (still going on)."""
    match, rng, bot_rng = Match([f"P{i + 1}" for i in range(players)], target, seed), \
        random.Random(seed), random.Random(seed)
    while not match.is_over and max(match.totals) < 0.9 * match.target_half_points:
        if match.dice_to_roll:
            match.apply_roll(roll(rng, match.dice_to_roll))
        else:
            match.apply(MISHIMASH_BOTS[bot](match, bot_rng))
    return match


def _mean_ms(action: Callable[[], Any]) -> float:
    start = time.perf_counter()
    for _ in range(REPEATS):
        action()
    return (time.perf_counter() - start) * 1000 / REPEATS


def _row(label: str, name: str, state: Any, store: Store) -> str:
    session = Storage(store)
    rng = random.Random(1)
    save_ms = _mean_ms(lambda: session.save_game(name, state, rng))
    load_ms = _mean_ms(lambda: Storage(store).load_game(name))  # as at start-up: a replay
    size = saves.record_size(saves.saved_game(name, state, rng))
    return f"{label:<44} {size:>9,} chars  save {save_ms:7.2f} ms  load {load_ms:7.2f} ms"


def _finished(players: int, target: int, bot: str, seed: int) -> Match:
    match = Match([f"Player {i + 1}" for i in range(players)], target, seed)
    return play_match(match, [MISHIMASH_BOTS[bot]] * players, random.Random(seed))


def history_costs() -> list[str]:
    """What one finished game adds to the kept history (summary and replay), in characters."""
    session = Storage(MemoryStore())
    lines = ["[history] characters one finished game adds (statistics entry + replay)"]
    cases: list[tuple[str, str, Any]] = [
        ("MAGDAGDON, greedy", "magdagdon", _finished_magdagdon(1))]
    for players, target, bot in ((2, 1000, "strong"), (2, 1000, "cautious"),
                                 (4, 2000, "cautious"), (6, 2000, "random")):
        cases.append((f"MISHIMASH, {players} x {bot} to {target}", "mishimash",
                      _finished(players, target, bot, 1)))
    for label, name, state in cases:
        store = MemoryStore()
        before = sum(len(v) for v in store.data.values())
        Storage(store).save_game(name, state, random.Random(1))
        store.data.pop(f"cubiri.game.{name}")  # the save itself is not history
        added = sum(len(v) for v in store.data.values()) - before
        full = len(records.dumps(records.module_for(name).export(state)))
        lines.append(f"{label:<44} {added:>9,} chars (its JSON record: {full:,})")
    del session
    return lines


def main() -> None:
    """Print the figures."""
    for line in history_costs():
        print(line)
    tempfile = importlib.import_module("tempfile")  # native only
    cases = [
        ("MAGDAGDON, finished", "magdagdon", _finished_magdagdon(1)),
        ("MISHIMASH, 2 players to 1000, 90 %", "mishimash", _half_match(2, 1000, "cautious", 1)),
        ("MISHIMASH, 6 players to 2000, 90 %", "mishimash", _half_match(6, 2000, "cautious", 1)),
        ("MISHIMASH, 6 random players to 2000, 90 %", "mishimash",
         _half_match(6, 2000, "random", 1)),
    ]
    with tempfile.TemporaryDirectory() as folder:
        for backend, make in (("memory", MemoryStore), ("files", lambda: FileStore(folder))):
            print(f"[{backend}] mean of {REPEATS}")
            for label, name, state in cases:
                print(_row(label, name, state, make()))


if __name__ == "__main__":
    main()

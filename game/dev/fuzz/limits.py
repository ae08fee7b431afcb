"""The worst records the limits allow: how long `parse` + `replay` take and how much memory.

`python -m game fuzz --limits` prints one line per input: its size, what happened, the time
(best of three) and the peak memory Python allocated while reading it (tracemalloc, a run of
its own). Figures, not assertions: they depend on the machine.
"""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

from game import records
from game.mishimash.match import DEFAULT_TARGET

BUST = {"dice": [2, 2, 3, 3, 4, 6], "keep": []}


def _header(**fields: Any) -> dict[str, Any]:
    return {"format": records.FORMAT, "version": records.VERSION, **fields}


def _fill(make: Callable[[int], str], limit: int = records.MAX_CHARS) -> str:
    """The largest `make(n)` within `limit` characters (the size grows with n by a fixed step,
    though not quite when n has more digits: step back until it fits)."""
    base, step = len(make(10)), len(make(11)) - len(make(10))
    n = 10 + (limit - base) // max(step, 1)
    text = make(n)
    while len(text) > limit:
        n -= 1 + (len(text) - limit) // max(step, 1)
        text = make(n)
    return text


def inputs() -> Iterator[tuple[str, str]]:
    """(what, text) for each worst case."""
    solo = _header(game="mishimash", target=records.MAX_TURNS, players=["Ana"], seed=1)

    def bust_turns(n: int) -> str:
        turns = [{"player": 0, "tiebreak": False, "rolls": [BUST], "end": "bust", "points": 0}]
        return records.dumps({**solo, "turns": turns * n})

    yield "MISHIMASH: 10,000 turns (all the limit allows)", bust_turns(records.MAX_TURNS)

    def long_turn(n: int) -> str:  # a 1 set aside from every roll, never saved: n rolls
        rolls = [{"dice": [1, 2, 2, 3, 3, 4][:6 - i % 6], "keep": [1]} for i in range(n)]
        turn = {"player": 0, "tiebreak": False, "rolls": rolls, "open": True}
        return json.dumps({**solo, "target": DEFAULT_TARGET, "turns": [turn]})

    yield "MISHIMASH: one turn of as many rolls as fit", _fill(long_turn)

    def one_list(n: int) -> str:
        turn = {"player": 0, "tiebreak": False, "rolls": [{"dice": [1] * n}], "open": True}
        return json.dumps({**solo, "turns": [turn]})

    yield "MISHIMASH: one roll of as many dice as fit", _fill(one_list)

    def powers(n: int) -> str:
        power = {"power": "plus", "index": 0, "dice": [2, 1, 1, 1]}
        turn = {"roll": [1, 1, 1, 1], "powers": [power] * n, "placements": [], "ruin": None}
        return json.dumps(_header(game="magdagdon", difficulty="peaceful", seed=1,
                                  turns=[turn]))

    yield "MAGDAGDON: one turn of as many powers as fit", _fill(powers)
    yield "an unknown field of 1M characters", _fill(
        lambda n: json.dumps({**solo, "turns": [], "note": "ల" * n}))
    yield "arrays 20 deep, side by side", _fill(
        lambda n: json.dumps({**solo, "turns": [], "x": [[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]
                              * n}))
    yield "arrays 21 deep (one level too many)", json.dumps({"x": json.loads("[" * 20 + "]" * 20)})
    yield "arrays 500,000 deep", "[" * 500_000 + "]" * 500_000
    yield "a key twice at the very end", _fill(
        lambda n: bust_turns(n)[:-1] + ',"seed":2}', records.MAX_CHARS)


def _read(text: str) -> str:
    try:
        state = records.replay(records.parse(text))
    except records.RecordError as exc:
        reason = str(exc)
        return "rejected: " + (reason if len(reason) <= 70 else reason[:67] + "...")
    return f"accepted ({type(state).__name__})"


def report() -> list[str]:
    """One line per worst case."""
    lines = []
    for what, text in inputs():
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            verdict = _read(text)
            best = min(best, time.perf_counter() - start)
        tracemalloc.start()
        _read(text)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        lines.append(f"{what}: {len(text):,} characters, {verdict}; "
                     f"{best * 1000:.0f} ms, peak {peak / 2**20:.1f} MiB")
    return lines

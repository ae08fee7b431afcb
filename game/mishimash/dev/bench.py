"""Benchmark: time to enumerate the valid selections of a six-dice roll (target median <= 50 µs).

Run `python -m game.mishimash.dev.bench [--rolls N] [--seed S]`. Prints figures; asserts nothing.
`--bots` runs the bot and hint benchmark instead (`game.mishimash.dev.botbench`).

- warm: `selections(roll)` on unsorted random rolls with the per-multiset cache filled (what
  the app, bots and the simulator pay on every roll), timed over a batch of calls per roll;
- cold: the same with the cache cleared before each call (a first evaluation of a multiset).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence

from game.dice import roll
from game.mishimash import combos

BATCH = 50  # calls per roll in the warm measurement (timer resolution)


def _warm(rolls: list[tuple[int, ...]]) -> list[float]:
    for r in rolls:
        combos.selections(r)
    times = []
    for r in rolls:
        start = time.perf_counter_ns()
        for _ in range(BATCH):
            tuple(combos.selections(r).items())
        times.append((time.perf_counter_ns() - start) / BATCH / 1000)
    return times


def _cold(rolls: list[tuple[int, ...]]) -> list[float]:
    times = []
    for r in rolls:
        combos.clear_cache()
        start = time.perf_counter_ns()
        tuple(combos.selections(r).items())
        times.append((time.perf_counter_ns() - start) / 1000)
    return times


def _line(name: str, times: list[float]) -> str:
    q = statistics.quantiles(times, n=100)
    return (f"{name}: median {statistics.median(times):.2f} µs, p90 {q[89]:.2f} µs, "
            f"max {max(times):.2f} µs over {len(times)} six-dice rolls")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.mishimash.dev.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rolls", type=int, default=5000, help="random rolls (default 5000)")
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    parser.add_argument("--bots", action="store_true",
                        help="time the strategy tables, bot moves and hints instead")
    args = parser.parse_args(argv)
    if args.bots:
        from game.mishimash.dev import botbench  # only this mode needs it

        return botbench.main(["--seed", str(args.seed)])
    rng = random.Random(args.seed)
    rolls = [roll(rng, combos.DICE) for _ in range(max(args.rolls, 2))]
    cold = _cold(rolls)
    warm = _warm(rolls)
    print(_line("cold (uncached)", cold))
    print(_line("warm (cached)  ", warm))
    start = time.perf_counter()
    combos.clear_cache()
    for n in range(1, combos.DICE + 1):
        for r in combos.multisets(n):
            combos.selections(r)
    elapsed_ms = (time.perf_counter() - start) * 1000
    print(f"all 923 multisets of 1-6 dice evaluated from scratch in {elapsed_ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

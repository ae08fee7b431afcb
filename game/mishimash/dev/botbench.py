"""Benchmark: MISHIMASH strategy tables, bot moves and hints (prints figures; asserts nothing).

Run `python -m game.mishimash.dev.botbench [--matches N] [--seed S] [--caps]` (also reached as
`python -m game.mishimash.dev.bench --bots`):

- the time to load the shipped tables (`tablefile`) and to compute them from scratch
  instead, each with the slowest slice `Tables.advance()` takes (what one UI frame pays on
  top of its own work when they are filled across frames);
- the time of every `medium` and `strong` move and every `hint()` over the decision points of
  N simulated strong-vs-medium matches: median, 99th percentile and the slowest, with its state;
- `--caps`: the value of a whole turn with the default caps and with raised caps (how little the
  caps cost; slow, about twice the build).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from game.dice import roll
from game.mishimash import strategy, tablefile
from game.mishimash.advice import hint
from game.mishimash.match import Match
from game.mishimash.policy import medium_action, strong_action

RAISED_CAPS = (16, 5, 2400)  # K_CAP, M_CAP, T_CAP for the --caps comparison


def build_figures(tables: strategy.Tables | None = None) -> tuple[float, float, int]:
    """(seconds to fill `tables` (default: compute them), slowest slice in ms, slices)."""
    tables = strategy.Tables() if tables is None else tables
    start = time.perf_counter()
    slowest, slices = 0.0, 0
    while True:
        t0 = time.perf_counter()
        done = tables.advance(1)
        slowest = max(slowest, time.perf_counter() - t0)
        slices += 1
        if done:
            break
    return time.perf_counter() - start, slowest * 1000, slices


def decision_states(matches: int, seed: int) -> list[Match]:
    """Copies of every decision point of `matches` strong-vs-medium matches."""
    tables = strategy.tables()
    states: list[Match] = []
    for i in range(matches):
        rng = random.Random(seed * 1_000_000 + i)
        players = [strong_action, medium_action] if i % 2 == 0 else [medium_action, strong_action]
        match = Match(["A", "B"], 1000)
        while not match.is_over:
            if match.dice_to_roll:
                match.apply_roll(roll(rng, match.dice_to_roll))
                continue
            states.append(match.copy())
            match.apply(players[match.seat](match, tables))
    return states


def _time(fn: Callable[[Match], object], states: list[Match]) -> tuple[list[float], Match]:
    times, worst, slowest = [], states[0], -1.0
    for state in states:
        t0 = time.perf_counter()
        fn(state)
        dt = (time.perf_counter() - t0) * 1000
        times.append(dt)
        if dt > slowest:
            slowest, worst = dt, state
    return times, worst


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.mishimash.dev.botbench",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=20, help="matches sampled (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    parser.add_argument("--caps", action="store_true", help="also compare raised caps (slow)")
    args = parser.parse_args(argv)
    strategy.forget()
    seconds, slice_ms, slices = build_figures(tablefile.shipped())
    print(f"tables loaded from {tablefile.PATH.name} in {seconds * 1000:.1f} ms ({slices} slices, "
          f"slowest slice {slice_ms:.2f} ms)")
    seconds, slice_ms, slices = build_figures()
    print(f"tables computed from scratch in {seconds:.2f} s ({slices} slices, slowest slice "
          f"{slice_ms:.1f} ms)")
    tables = strategy.tables()
    print(f"points table: {tables.points.size} entries; a whole turn is worth "
          f"{tables.points.start_value() / 2:.4f} points under optimal play")
    states = decision_states(max(args.matches, 1), args.seed)
    for name, fn in (("medium move", lambda m: medium_action(m, tables)),
                     ("strong move", lambda m: strong_action(m, tables)),
                     ("hint", lambda m: hint(m, tables))):
        times, worst = _time(fn, states)
        q = statistics.quantiles(times, n=100)
        print(f"{name}: median {statistics.median(times):.3f} ms, p99 {q[98]:.3f} ms, "
              f"max {max(times):.3f} ms over {len(times)} decision points "
              f"(slowest: {worst!r})")
    if args.caps:
        raised = strategy.TurnValues(*RAISED_CAPS)
        for _ in raised.steps():
            pass
        default = tables.points.start_value()
        print(f"caps K={strategy.K_CAP} M={strategy.M_CAP} T={strategy.T_CAP}: "
              f"{default / 2:.6f} points per turn; raised to K={RAISED_CAPS[0]} "
              f"M={RAISED_CAPS[1]} T={RAISED_CAPS[2]}: {raised.start_value() / 2:.6f} "
              f"(difference {(raised.start_value() - default) / 2:.6f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Benchmark: MISHIMASH strategy tables, bot moves and hints (prints figures; asserts nothing).

Run `python -m game.mishimash.dev.botbench [--matches N] [--seed S] [--caps]` (also reached as
`python -m game.mishimash.dev.bench --bots`):

- the time to load the shipped tables (`tablefile`) and to compute them from scratch
  instead, each with the slowest slice `Tables.advance()` takes (what one UI frame pays on
  top of its own work when they are filled across frames);
- the time of every `medium` and `strong` move and every `hint()` over the decision points of
  N simulated strong-vs-medium matches: median, 99th percentile and the slowest, with its state;
- `--caps`: the value of a whole turn with the default caps and with raised caps (how little the
  caps cost; slow, about twice the build), and how often they change a decision: the chance per
  turn, under the reference play, of a state where the capped tables keep or stop otherwise.
- `--turns`: the exact distribution of the points a whole turn banks under points-maximising
  play (mean and standard deviation: `strategy.TURN_POINTS`, `TURN_SD`).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence

from game.dice import roll
from game.mishimash import strategy, tablefile
from game.mishimash.advice import hint
from game.mishimash.combos import DICE
from game.mishimash.match import Match
from game.mishimash.policy import medium_action, strong_action
from game.mishimash.strategy import _float_groups

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


def _roll_decision(table: strategy.TurnValues, n: int, k: int, m: int, t: int) -> bool:
    """Whether `table` rolls on at this decision point (True) or saves."""
    return not table.should_save(n, k, m, t)


def turn_states(table: strategy.TurnValues, prune: float = 1e-13
                ) -> Iterator[dict[tuple[int, int, int, int], float]]:
    """The decision points a whole turn reaches under `table`'s play, roll by roll: for each
    roll, every state after its keep (n, k, m, t) with its probability (states less likely
    than `prune` are dropped)."""
    layer = {(DICE, 0, 0, 0): 1.0}
    while layer:
        after: dict[tuple[int, int, int, int], float] = defaultdict(float)
        for (n, k, m, t), w in layer.items():
            for p, options in _float_groups(n):
                nexts = []
                for kept, v in options:
                    left, mm, gain = strategy.successor(n, k, m, kept, v)
                    nexts.append((left, k + 1, mm, t + gain))
                after[max(nexts, key=lambda s: table.value(*s))] += w * p
        yield after
        layer = {s: w for s, w in after.items() if w > prune and _roll_decision(table, *s)}


def turn_distribution(table: strategy.TurnValues) -> dict[int, float]:
    """The exact chance of every total a whole turn banks (0: a bust) under `table`'s play."""
    out: dict[int, float] = defaultdict(float)
    for states in turn_states(table):
        for (n, k, m, t), w in states.items():
            if not _roll_decision(table, n, k, m, t):
                out[t] += w
    out[0] += 1.0 - sum(out.values())
    return dict(out)


def cap_decisions(reference: strategy.TurnValues, capped: Sequence[strategy.TurnValues]
                  ) -> list[tuple[float, float]]:
    """For each of `capped`: the chance per turn, under `reference` play, of reaching a
    decision point where it stops otherwise, and the points per turn that costs."""
    out = [(0.0, 0.0)] * len(capped)
    for states in turn_states(reference):
        for (n, k, m, t), w in states.items():
            rolls = _roll_decision(reference, n, k, m, t)
            for i, table in enumerate(capped):
                if _roll_decision(table, n, k, m, t) != rolls:
                    cost = abs(reference.roll_value(n, k, m, t) - t) / 2
                    out[i] = (out[i][0] + w, out[i][1] + w * cost)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.mishimash.dev.botbench",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, default=20, help="matches sampled (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    parser.add_argument("--caps", action="store_true", help="also compare raised caps (slow)")
    parser.add_argument("--turns", action="store_true",
                        help="only the distribution of a whole turn's points")
    args = parser.parse_args(argv)
    if args.turns:
        points = strategy.tables().points
        dist = turn_distribution(points)
        mean = sum(t * p for t, p in dist.items())
        sd = sum((t - mean) ** 2 * p for t, p in dist.items()) ** 0.5
        print(f"a whole turn banks {mean:.4f} half-points on average (the table says "
              f"{points.start_value():.4f}), standard deviation {sd:.2f}; busts {dist[0]:.4f}")
        return 0
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
        raised = _built(strategy.TurnValues(*RAISED_CAPS))
        default = tables.points.start_value()
        print(f"caps K={strategy.K_CAP} M={strategy.M_CAP} T={strategy.T_CAP}: "
              f"{default / 2:.6f} points per turn; raised to K={RAISED_CAPS[0]} "
              f"M={RAISED_CAPS[1]} T={RAISED_CAPS[2]}: {raised.start_value() / 2:.6f} "
              f"(difference {(raised.start_value() - default) / 2:.6f})")
        reference = _built(strategy.TurnValues(*REFERENCE_CAPS))
        caps = (strategy.K_CAP, strategy.M_CAP, strategy.T_CAP)
        named = {"save forced after the cap (before issue 26)": _built(_Forced(*BEFORE_CAPS)),
                 "past the cap: lower bounds": _built(strategy.TurnValues(*caps)),
                 "raised caps, lower bounds past them": raised}
        for (name, table), (differ, cost) in zip(named.items(),
                                                 cap_decisions(reference, list(named.values())),
                                                 strict=True):
            print(f"{name} {table.k_cap}/{table.m_cap}/{table.t_cap}: a stop unlike the "
                  f"caps {'/'.join(map(str, REFERENCE_CAPS))} in {differ:.3g} of turns, "
                  f"costing {cost:.3g} points a turn")
    return 0


REFERENCE_CAPS = (24, 6, 3200)  # what --caps measures decisions against
BEFORE_CAPS = (12, 3, 1600)  # the caps before issue 26, when a SAVE was forced past them


class _Forced(strategy.TurnValues):
    """The tables as they were before issue 26: a SAVE forced after roll `k_cap`."""

    def value(self, n: int, k: int, m: int, t: int) -> float:
        return float(t) if k >= self.k_cap else super().value(n, k, m, t)

    def should_save(self, n: int, k: int, m: int, t: int) -> bool:
        return k >= self.k_cap or t >= self.threshold(n, k, m) or t >= self.t_cap


def _built(table: strategy.TurnValues) -> strategy.TurnValues:
    for _ in table.steps():
        pass
    return table


if __name__ == "__main__":
    raise SystemExit(main())

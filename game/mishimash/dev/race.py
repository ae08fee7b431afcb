"""`python -m game.mishimash.dev.race`: the solo race's expected turns, and how it plays.

    python -m game.mishimash.dev.race --write        # rebuild game/mishimash/race_turns.py
    python -m game.mishimash.dev.race --check 40     # recompute E(1..40), compare with the file
    python -m game.mishimash.dev.race --races 2000   # mean turns: the race against the old rule

`--write` computes E(d), the expected turns to bank d more half-points from the start of a
turn under the best play, for d = 1 .. `race.NEED_CAP`, in increasing d: each E(d) is the
fixed point of `race.RaceTable(d)` (its bust value is E(d) itself), found by the secant method
on `RaceTable.start_value()` (a few tables per d; minutes in all). `--races` plays solo races
to `--target` on the same dice with `strong` (the race) and with the rule strong followed
before (play for points, save once the target is reached) and prints the mean turns of each.
A developer tool; nothing imports it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from game.dice import roll
from game.mishimash import policy, race, race_turns, strategy
from game.mishimash.actions import Action, Phase, Save
from game.mishimash.match import Match

TOLERANCE = 1e-9  # turns: the fixed point's accuracy


def solve(limit: int, log: bool = True) -> list[float]:
    """E(0..limit), each the fixed point of its race table."""
    expected = [0.0]
    start = time.perf_counter()
    for d in range(1, limit + 1):
        def f(b: float, d: int = d) -> float:
            return race.RaceTable(d, [*expected, b]).build().start_value() - b

        # From a guess on E's straight line: E(d - 1) plus a turn per TURN_POINTS.
        b0 = expected[-1] + 1.0 / strategy.TURN_POINTS
        f0 = f(b0)
        b1 = b0 + f0
        f1 = f(b1)
        while abs(f1) > TOLERANCE and f1 != f0:
            b0, f0, b1 = b1, f1, b1 - f1 * (b1 - b0) / (f1 - f0)
            f1 = f(b1)
        expected.append(b1)
        if log and d % 50 == 0:
            print(f"E({d}) = {b1:.6f} turns ({time.perf_counter() - start:.0f} s)", flush=True)
    return expected


def write(expected: list[float]) -> Path:
    """Write `game/mishimash/race_turns.py`."""
    path = Path(race_turns.__file__)
    lines = ['"""Expected turns of the solo race by need (half-points), E(0..NEED_CAP): generated',
             'by `python -m game.mishimash.dev.race --write` (see `game.mishimash.race`); do not',
             'edit by hand."""', '',
             f'CAPS = ({race.RACE_K}, {race.RACE_M}, {race.NEED_CAP})  # RACE_K, RACE_M, NEED_CAP',
             '', 'EXPECTED: tuple[float, ...] = (']
    row: list[str] = []
    for value in expected:
        row.append(f"{value:.9f},")
        if len(row) == 6:
            lines.append("    " + " ".join(row))
            row = []
    if row:
        lines.append("    " + " ".join(row))
    lines.append(")")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def old_rule(match: Match, tables: strategy.Tables) -> Action:
    """How `strong` played a solo race before issue 26: for points, and SAVE as soon as the
    saved total would reach the target."""
    if match.phase is Phase.DECIDE and policy.decisive(match):
        return Save()
    return policy.medium_action(match, tables)


def races(count: int, target: int, seed: int) -> dict[str, list[int]]:
    """Turns of `count` solo races per rule, each race on the same dice for both rules."""
    tables = strategy.tables()
    race.TABLES_KEPT = race.NEED_CAP + 1  # a sim visits every need, race after race
    rules = {"race (strong)": policy.strong_action, "points, save at the target": old_rule}
    out: dict[str, list[int]] = {name: [] for name in rules}
    for i in range(count):
        for name, rule in rules.items():
            dice = random.Random(seed * 1_000_003 + i)
            match = Match(["solo"], target)
            while not match.is_over:
                if match.dice_to_roll:
                    match.apply_roll(roll(dice, match.dice_to_roll))
                else:
                    match.apply(rule(match, tables))
            out[name].append(match.turn_count)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.mishimash.dev.race", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="rebuild race_turns.py")
    parser.add_argument("--check", type=int, metavar="D", help="recompute E(1..D) and compare")
    parser.add_argument("--races", type=int, metavar="N", help="play N solo races per rule")
    parser.add_argument("--target", type=int, default=250, help="races: the target (250)")
    parser.add_argument("--seed", type=int, default=1, help="races: dice seed (1)")
    args = parser.parse_args(argv)
    status = 0
    if args.write:
        print(f"wrote {write(solve(race.NEED_CAP))}")
    if args.check:
        fresh = solve(args.check, log=False)
        worst = max(abs(a - b) for a, b in zip(fresh, race_turns.EXPECTED, strict=False))
        print(f"E(1..{args.check}): largest difference from the file {worst:.2e} turns")
        status = 1 if worst > 1e-6 else 0
    if args.races:
        start = time.perf_counter()
        played = races(args.races, args.target, args.seed)
        for name, turns in played.items():
            sd = statistics.stdev(turns) / len(turns) ** 0.5
            print(f"{name}: mean {statistics.fmean(turns):.3f} turns (+-{1.96 * sd:.3f}) "
                  f"over {len(turns)} races to {args.target}")
        new, old = played.values()
        gaps = [a - b for a, b in zip(new, old, strict=True)]
        sd = statistics.stdev(gaps) / len(gaps) ** 0.5
        print(f"the race minus the old rule on the same dice: {statistics.fmean(gaps):+.3f} "
              f"turns (+-{1.96 * sd:.3f}); fewer turns in {sum(g < 0 for g in gaps)} races, "
              f"more in {sum(g > 0 for g in gaps)}")
        print(f"E({args.target * 2}) = {race.expected_turns(args.target * 2):.3f} turns "
              f"expected under the best play; {time.perf_counter() - start:.0f} s")
    return status


if __name__ == "__main__":
    raise SystemExit(main())

"""simulate MISHIMASH matches between bots and summarise them

`python -m game sim mishimash --games N --seed S --players P --target T --bot NAME --out FILE`
plays N matches (match i rolls its dice with `random.Random(S * 1_000_000 + i)`, the seed written
in its record), writes one finished record per line and prints a summary.

`--vs B` pits `--bot A` against bot B in two-seat matches, seats alternated (A sits first in
even-numbered matches, B in odd ones), and prints each side's win rate with a 95% Wilson
interval.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import Counter
from pathlib import Path
from typing import IO

from game import records
from game.mishimash import combos, record, strategy
from game.mishimash.bots import BOTS, TABLE_BOTS, play
from game.mishimash.match import DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, Match

SEED_STRIDE = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, help="matches to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--players", type=int, default=2,
                        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1), metavar="P",
                        help=f"seats, {MIN_PLAYERS} to {MAX_PLAYERS} (default 2)")
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET,
                        help=f"target score (default {DEFAULT_TARGET})")
    parser.add_argument("--bot", choices=sorted(BOTS), default="cautious",
                        help="bot playing every seat (default cautious)")
    parser.add_argument("--vs", choices=sorted(BOTS), metavar="B",
                        help="two-seat matches of --bot against bot B, seats alternated "
                             f"({', '.join(sorted(BOTS))})")
    parser.add_argument("--out", type=Path, help="write one record per line (JSON lines)")


def play_one(seed: int, players: int, target: int, bot: str) -> Match:
    """One bot match whose dice come from `random.Random(seed)` (bot choices use their own RNG)."""
    names = [f"{bot.capitalize()} {i + 1}" for i in range(players)]
    match = Match(names, target, seed=seed)
    return play(match, [BOTS[bot]] * players, random.Random(seed), random.Random(f"bot {seed}"))


def play_vs(seed: int, target: int, first: str, second: str) -> Match:
    """One two-seat match, `first` in seat 0 (dice from `random.Random(seed)`)."""
    names = [f"{first.capitalize()} 1", f"{second.capitalize()} 2"]
    match = Match(names, target, seed=seed)
    return play(match, [BOTS[first], BOTS[second]], random.Random(seed),
                random.Random(f"bot {seed}"))


def vs_seats(i: int, bot: str, vs: str) -> tuple[str, str]:
    """Who sits where in match `i` of `--bot bot --vs vs`: alternated, `bot` first when even."""
    return (bot, vs) if i % 2 == 0 else (vs, bot)


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion `wins / n` (0..1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def vs_lines(bot: str, vs: str, wins: Counter[str], first_seat_wins: int, n: int) -> list[str]:
    """The `--vs` report: each side's win rate with its 95% interval, and seat 1's."""
    def rate(label: str, won: int) -> str:
        lo, hi = wilson(won, n)
        return (f"{label}: wins {won}/{n} = {won / max(n, 1) * 100:.2f} % "
                f"(95% CI {lo * 100:.2f}-{hi * 100:.2f} %)")

    out = [f"{bot} vs {vs}: {n} two-seat matches, seats alternated"]
    if bot != vs:  # a bot against itself: only the seats tell the sides apart
        out.extend(rate(f"{label} {name}", wins[name]) for label, name in (("A", bot), ("B", vs)))
    out.append(rate("first seat", first_seat_wins))
    if bot == vs:
        out.append(rate("second seat", n - first_seat_wins))
    return out


class Summary:
    """Running figures over simulated matches."""

    def __init__(self) -> None:
        self.matches = self.turns = self.mishimash = 0
        self.rolled: Counter[int] = Counter()
        self.busts: Counter[int] = Counter()
        self.wins: Counter[int] = Counter()
        self.tiebreaks = 0

    def add(self, match: Match) -> None:
        self.matches += 1
        self.turns += len(match.turns)
        assert match.winner is not None  # played to the end
        self.wins[match.winner] += 1
        self.tiebreaks += match.tiebreak_round > 0
        for turn in match.turns:
            for r in turn.rolls:
                n = len(r.dice)
                self.rolled[n] += 1
                if not r.keep:
                    self.busts[n] += 1
                elif len(r.keep) == n:  # every rolled die set aside (rules §2.3 step 3)
                    self.mishimash += 1

    def lines(self, seconds: float, cpu_seconds: float) -> list[str]:
        m = max(self.matches, 1)
        out = [f"matches: {self.matches}",
               f"mean turns per match: {self.turns / m:.1f}",
               f"matches with tie-breaks: {self.tiebreaks}",
               "wins by seat: " + ", ".join(f"{s + 1}: {self.wins[s]}" for s in sorted(self.wins)),
               "bust rate by dice rolled (observed / exact):"]
        for n in sorted(self.rolled, reverse=True):
            exact = float(combos.bust_chance(n)) * 100
            out.append(f"  {n} dice: {self.busts[n] / self.rolled[n] * 100:6.2f} % / "
                       f"{exact:5.2f} %  ({self.rolled[n]} rolls)")
        out.append(f"MISHIMASH rate: {self.mishimash / max(self.turns, 1):.4f} per turn "
                   f"({self.mishimash} in {self.turns} turns)")
        out.append(f"matches per second: {self.matches / max(seconds, 1e-9):.1f} "
                   f"({seconds:.2f} s wall clock; {self.matches / max(cpu_seconds, 1e-9):.1f} "
                   f"per CPU second)")
        return out


def run(args: argparse.Namespace) -> int:
    if args.games < 0 or args.target <= 0:
        print("python -m game sim mishimash: error: --games >= 0 and --target > 0")
        return 2
    if args.vs is not None and args.players != 2:
        print("python -m game sim mishimash: error: --vs plays two-seat matches (--players 2)")
        return 2
    if {args.bot, args.vs} & TABLE_BOTS:  # fill the shared tables outside the timing
        built = time.perf_counter()
        source = strategy.tables().source
        print(f"strategy tables ready in {time.perf_counter() - built:.2f} s ({source})")
    summary = Summary()
    side_wins: Counter[str] = Counter()
    out: IO[str] | None = args.out.open("w", encoding="utf-8") if args.out else None
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
        for i in range(args.games):
            seed = args.seed * SEED_STRIDE + i
            if args.vs is None:
                match = play_one(seed, args.players, args.target, args.bot)
            else:
                seats = vs_seats(i, args.bot, args.vs)
                match = play_vs(seed, args.target, *seats)
                assert match.winner is not None
                side_wins[seats[match.winner]] += 1
            summary.add(match)
            if out is not None:
                out.write(records.dumps(record.export(match)) + "\n")
    finally:
        if out is not None:
            out.close()
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    print("\n".join(summary.lines(seconds, cpu_seconds)))
    if args.vs is not None:
        print("\n".join(vs_lines(args.bot, args.vs, side_wins, summary.wins[0], summary.matches)))
    if args.out:
        print(f"records written to {args.out}")
    return 0

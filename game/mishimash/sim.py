"""simulate MISHIMASH matches between bots and summarise them

`python -m game sim mishimash --games N --seed S --players P --target T --bot NAME --out FILE`
plays N matches (match i rolls its dice with `random.Random(S * 1_000_000 + i)`, the seed written
in its record), writes one finished record per line and prints a summary.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from pathlib import Path
from typing import IO

from game import records
from game.mishimash import combos, record
from game.mishimash.bots import BOTS, play
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
    parser.add_argument("--out", type=Path, help="write one record per line (JSON lines)")


def play_one(seed: int, players: int, target: int, bot: str) -> Match:
    """One bot match whose dice come from `random.Random(seed)` (bot choices use their own RNG)."""
    names = [f"{bot.capitalize()} {i + 1}" for i in range(players)]
    match = Match(names, target, seed=seed)
    return play(match, [BOTS[bot]] * players, random.Random(seed), random.Random(f"bot {seed}"))


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
        self.wins[match.winner] += 1
        self.tiebreaks += match.tiebreak_round > 0
        for turn in match.turns:
            for r in turn.rolls:
                n = len(r.dice)
                self.rolled[n] += 1
                if not r.keep:
                    self.busts[n] += 1
                elif len(r.keep) == n:  # every rolled die set aside (SPEC §2.3 step 3)
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
    summary = Summary()
    out: IO[str] | None = args.out.open("w", encoding="utf-8") if args.out else None
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
        for i in range(args.games):
            match = play_one(args.seed * SEED_STRIDE + i, args.players, args.target, args.bot)
            summary.add(match)
            if out is not None:
                out.write(records.dumps(record.export(match)) + "\n")
    finally:
        if out is not None:
            out.close()
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    print("\n".join(summary.lines(seconds, cpu_seconds)))
    if args.out:
        print(f"records written to {args.out}")
    return 0

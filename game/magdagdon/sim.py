"""Simulate MAGDAGDON games with bots and write their records (records §3) as JSON lines."""

from __future__ import annotations

import argparse
import contextlib
import random
import statistics
import time
from pathlib import Path

from game import records
from game.magdagdon.actions import Action
from game.magdagdon.bots import BOTS, play
from game.magdagdon.record import export
from game.magdagdon.rules import Difficulty
from game.magdagdon.state import Game

DIFFICULTIES = [d.value for d in Difficulty]


def positive_int(text: str) -> int:
    """argparse type: an integer >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `sim magdagdon`."""
    parser.add_argument("--games", type=positive_int, default=100, metavar="N",
                        help="number of games (default 100; with --difficulty all, the "
                             "difficulties take turns)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="master seed: the same seed gives the same games (default 1)")
    parser.add_argument("--difficulty", choices=[*DIFFICULTIES, "all"], default="all",
                        help="difficulty of the games (default all)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy",
                        help="the computer player (default greedy)")
    parser.add_argument("--out", type=Path, metavar="FILE.jsonl",
                        help="write one finished record per line to this file")


def game_seeds(seed: int, games: int) -> list[int]:
    """The per-game seeds a master seed gives (each record carries its own)."""
    rng = random.Random(seed)
    return [rng.getrandbits(32) for _ in range(games)]


def simulate(games: int, seed: int, difficulty: str, bot: str,
             timings: list[float] | None = None) -> list[Game]:
    """Play `games` finished games; with difficulty "all" they cycle through the three.

    With a `timings` list, the seconds of every bot move are appended to it.
    """
    diffs = list(Difficulty) if difficulty == "all" else [Difficulty(difficulty)]
    player = BOTS[bot]
    if timings is not None:
        untimed = player

        def player(game: Game, rng: random.Random) -> Action:
            start = time.perf_counter()
            action = untimed(game, rng)
            timings.append(time.perf_counter() - start)
            return action

    return [play(diffs[n % len(diffs)], player, s)
            for n, s in enumerate(game_seeds(seed, games))]


def summary(games: list[Game], seconds: float, slowest: float | None = None) -> list[str]:
    """The printed summary: per difficulty mean/min/max score and MAGDAGDON turns per game;
    the games per second, then the slowest bot move when `slowest` (seconds) is given."""
    lines = [f"{'difficulty':<10} {'games':>6} {'mean':>8} {'min':>6} {'max':>6} "
             f"{'MAGDAGDON/game':>15} {'powers/game':>12}"]
    groups = [(d.value, [g for g in games if g.difficulty is d]) for d in Difficulty]
    groups.append(("all", games))
    for name, group in groups:
        if not group:
            continue
        scores = [g.score().total for g in group]
        lines.append(
            f"{name:<10} {len(group):>6} {statistics.fmean(scores):>8.1f} {min(scores):>6} "
            f"{max(scores):>6} {statistics.fmean(g.magdagdon_turns for g in group):>15.2f} "
            f"{statistics.fmean(g.powers_used for g in group):>12.2f}")
    rate = len(games) / seconds if seconds > 0 else float("inf")
    lines.append(f"{len(games)} games in {seconds:.2f} s: {rate:.1f} games/s")
    if slowest is not None:
        lines.append(f"slowest bot move {slowest * 1e3:.1f} ms")
    return lines


def run(args: argparse.Namespace) -> int:
    """Play the games, write the records, print the summary; exit status 0."""
    with contextlib.ExitStack() as stack:
        # Open the output first: an unwritable path fails at once, not after the games.
        out = (stack.enter_context(open(args.out, "w", encoding="utf-8"))
               if args.out is not None else None)
        timings: list[float] = []
        start = time.perf_counter()
        games = simulate(args.games, args.seed, args.difficulty, args.bot, timings)
        seconds = time.perf_counter() - start
        if out is not None:
            out.writelines(records.dumps(export(g)) + "\n" for g in games)
    print(f"MAGDAGDON, bot {args.bot}, seed {args.seed}")
    for line in summary(games, seconds, max(timings, default=0.0)):
        print(line)
    if args.out is not None:
        print(f"records: {args.out}")
    return 0

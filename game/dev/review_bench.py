"""`python -m game bench-review`: how long a whole-game review takes natively, slice by slice.

Bot games are played from fixed seeds and each is reviewed with `game.review_shapes.ReviewTask`,
as the app does (given the finished game, so the record is not replayed again), timing every
slice (what one frame of the app would run) and the whole review. The check of a record
(`records.replay`, what `review FILE` and an import do first) is timed on its own. MAGDAGDON
reviews start with every search cache cold; MISHIMASH reviews with the tables built (their
one-off build is timed first, on its own). It also prints the mean luck and decisions per
game, which shows how luck averages out under each bot's play.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from game import records
from game.magdagdon import bots as md_bots
from game.magdagdon import record as md_record
from game.magdagdon import search
from game.magdagdon.rules import Difficulty
from game.mishimash import bots as mm_bots
from game.mishimash import race, strategy
from game.mishimash import record as mm_record
from game.mishimash.match import Match
from game.review_shapes import ReviewTask


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=10, metavar="N",
                        help="games per line of the report (default 10)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="first seed (default 1)")


class Timing:
    """Whole-review and per-slice times of a series of reviews, with their figures."""

    def __init__(self) -> None:
        self.checks: list[float] = []
        self.reviews: list[float] = []
        self.slices: list[float] = []
        self.luck: list[float] = []
        self.decisions: list[float] = []
        self.accuracy: list[float] = []

    def review(self, record: dict[str, Any], state: Any,
               before: Callable[[], None] = lambda: None) -> None:
        start = time.perf_counter()
        records.replay(record)
        self.checks.append(time.perf_counter() - start)
        before()
        task = ReviewTask(record, state)
        start = time.perf_counter()
        done = False
        while not done:
            t = time.perf_counter()
            done = task.step()
            self.slices.append(time.perf_counter() - t)
        self.reviews.append(time.perf_counter() - start)
        assert task.result is not None, task.error
        for seat in task.result.seats:
            self.luck.append(seat.luck)
            self.decisions.append(seat.decisions)
            self.accuracy.append(seat.accuracy)

    def line(self, label: str) -> str:
        # A slice's wall time on a shared machine includes its pauses: the 99.9th percentile
        # beside the slowest says how often that was.
        p999 = sorted(self.slices)[int(0.999 * (len(self.slices) - 1))]
        return (f"  {label:<28} review mean {statistics.fmean(self.reviews):5.2f} s, "
                f"max {max(self.reviews):5.2f} s; slowest slice {max(self.slices) * 1e3:5.1f} ms"
                f", 99.9 % of slices under {p999 * 1e3:4.1f} ms"
                f" ({len(self.slices)} slices); per player: luck "
                f"{statistics.fmean(self.luck):+7.1f}, decisions "
                f"{statistics.fmean(self.decisions):+7.1f}, accuracy "
                f"{statistics.fmean(self.accuracy) * 100:5.1f} %; record check max "
                f"{max(self.checks) * 1e3:.1f} ms")


def _mishimash(games: int, seed: int) -> list[str]:
    start = time.perf_counter()
    strategy.tables()
    lines = [f"MISHIMASH: tables built in {time.perf_counter() - start:.1f} s (once a session; "
             "the app builds them across frames)",
             "MISHIMASH reviews (tables ready), matches to 1000:"]
    for label, seats in (("strong vs cautious", ("strong", "cautious")),
                         ("medium vs strong", ("medium", "strong")),
                         ("6 x random", ("random",) * 6)):
        timing = Timing()
        for i in range(games):
            match = Match([f"P{s + 1}" for s in range(len(seats))], 1000, seed=seed + i)
            mm_bots.play(match, [mm_bots.BOTS[b] for b in seats], random.Random(seed + i))
            timing.review(mm_record.export(match), match)
        lines.append(timing.line(label))
    lines.append("MISHIMASH solo races to 250 (the daily's), reviewed in turns; each turn's race "
                 "table made as the review reaches it:")
    for bot in ("strong", "cautious"):
        timing = Timing()
        for i in range(games):
            match = Match(["Solo"], 250, seed=seed + i)
            mm_bots.play(match, [mm_bots.BOTS[bot]], random.Random(seed + i))
            race.forget()
            timing.review(mm_record.export(match), match)
        lines.append(timing.line(bot))
    return lines


def _magdagdon(games: int, seed: int) -> list[str]:
    lines = ["MAGDAGDON reviews (every search cache cold):"]
    for bot in ("best", "greedy", "random"):
        for difficulty in Difficulty:
            timing = Timing()
            for i in range(games):
                game = md_bots.play(difficulty, md_bots.BOTS[bot], seed + i)
                timing.review(md_record.export(game), game, search.clear_caches)
            lines.append(timing.line(f"{difficulty.value}, {bot}"))
    return lines


def run(args: argparse.Namespace) -> int:
    games, seed = max(args.games, 1), args.seed
    for line in [*_mishimash(games, seed), *_magdagdon(games, seed)]:
        print(line, flush=True)
    return 0

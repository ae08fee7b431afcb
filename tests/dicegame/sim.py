"""Simulate TWODICE games (take the higher die) and write their records as JSON lines."""

from __future__ import annotations

import argparse
import random
import sys

from dicegame import TwoDice
from dicegame.record import export
from game import records
from game.engine import play


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="-")


def run(args: argparse.Namespace) -> int:
    lines = []
    for n in range(args.games):
        seed = args.seed + n
        game = play(TwoDice(seed=seed), random.Random(seed),
                    lambda g: max(g.legal_actions(), key=lambda a: g.roll[a.die]))
        lines.append(records.dumps(export(game)) + "\n")
    if args.out == "-":
        sys.stdout.writelines(lines)
    else:
        with open(args.out, "w", encoding="utf-8") as out:
            out.writelines(lines)
    return 0

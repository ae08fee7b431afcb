"""`python -m game sim GAME ...`: headless bot games written as records (JSON lines).

Each registered game with a simulator (`game.games`, its `sim` module: pure Python, no pygame)
adds its own options and loop.
"""

from __future__ import annotations

import argparse

from game import games


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME",
                                parser_class=type(parser))
    for info in games.with_part("sim"):
        module = games.load(info.sim or "")
        doc = (module.__doc__ or info.key).strip().splitlines()[0]
        module.add_arguments(sub.add_parser(info.key, help=doc))


def run(args: argparse.Namespace) -> int:
    sim = games.get(args.game).sim
    if sim is None:
        raise games.UnknownGame(args.game)
    return int(games.load(sim).run(args) or 0)

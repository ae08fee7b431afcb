"""`python -m game sim GAME ...`: headless bot games written as records (JSON lines).

Each registered game with a simulator (`game.registry`, its `sim` module: pure Python, no pygame)
adds its own options and loop.
"""

from __future__ import annotations

import argparse

from game import registry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME",
                                parser_class=type(parser))
    for info in registry.with_part("sim"):
        if info.sim is None:
            continue
        module = info.sim.load()
        doc = (module.__doc__ or info.key).strip().splitlines()[0]
        module.add_arguments(sub.add_parser(info.key, help=doc))


def run(args: argparse.Namespace) -> int:
    sim = registry.get(args.game).sim
    if sim is None:
        raise registry.UnknownGame(args.game)
    return int(sim.load().run(args) or 0)

"""`python -m game sim GAME ...`: headless bot games written as records (JSON lines).

Each game's options and loop live in `game.<name>.sim` (pure Python, no pygame).
"""

from __future__ import annotations

import argparse
import importlib

SIMULATORS = {
    "magdagdon": "game.magdagdon.sim",
    "mishimash": "game.mishimash.sim",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME",
                                parser_class=type(parser))
    for name, module_name in SIMULATORS.items():
        module = importlib.import_module(module_name)
        module.add_arguments(sub.add_parser(name, help=module.__doc__.splitlines()[0]))


def run(args: argparse.Namespace) -> int:
    return importlib.import_module(SIMULATORS[args.game]).run(args)

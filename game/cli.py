"""Command-line dispatcher for `python -m game`.

Each command lives in its own module, imported only when that command runs, so that headless
commands such as `sim` and `check` never import pygame (they must run in a plain WebAssembly
Python). A command module provides `add_arguments(parser)` and `run(args) -> int`. The commands
every game shares are below; a game's own come from its registry entry's `commands`.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from game import registry

# name -> (module, one-line help), the shared commands. Order is the order shown by --help.
COMMANDS: dict[str, tuple[str, str]] = {
    "sim": ("game.sim", "simulate games with bots and write records (JSON lines)"),
    "check": ("game.check", "replay game records and report the first rule they break"),
    "fuzz": ("game.dev.fuzz.runner",
             "throw damaged records and stored values at every way in"),
    "review": ("game.review_cli", "review finished games: luck, decisions, accuracy, what was "
               "better"),
    "bench-review": ("game.dev.review_bench", "measure whole-game review time and its slices"),
    "locales": ("game.dev.locales_check", "check the translation catalogues, fonts and text fit"),
    "shots": ("game.dev.shots", "render the screenshot tour of every screen to PNG files"),
    "measure": ("game.dev.measure", "measure screens at a window size in CSS px: fill, targets, "
                "text sizes, overlaps"),
    "colorblind": ("game.dev.colorblind", "the screenshots as seen with protanopia/deuteranopia"),
    "monkey": ("game.dev.monkey", "drive the real app with random input and check invariants"),
    "bench": ("game.dev.ui_bench", "measure start-up and per-frame CPU time of the front end"),
    "daily": ("game.dev.daily", "a bot plays a day's daily challenge; prints its result card"),
}


class ArgumentParser(argparse.ArgumentParser):
    """argparse with a one-line error message (exit 2) instead of the usage block."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def commands() -> dict[str, tuple[str, str]]:
    """Every command: the shared ones, then each game's own (its registry entry's
    `commands`), in registration order."""
    found = dict(COMMANDS)
    for info in registry.with_part("commands"):
        for name, command in info.commands.items():
            if name in found:
                raise ValueError(f"{info.key} registers the command {name!r} already taken")
            module, text = command
            found[name] = (module.module, text)
    return found


def _top_parser() -> ArgumentParser:
    lines = "\n".join(f"  {name:<13} {text}" for name, (_, text) in commands().items())
    return ArgumentParser(
        prog="python -m game",
        description="CUBIRI developer commands.",
        epilog=(f"commands:\n{lines}\n\n"
                "Run 'python -m game COMMAND --help' for a command's options."),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    top = _top_parser()
    if not argv or argv[0] in ("-h", "--help"):
        top.print_help()
        return 0 if argv else 2
    name, rest = argv[0], argv[1:]
    known = commands()
    if name not in known:
        top.error(f"unknown command {name!r} (choose from {', '.join(known)})")
    module = importlib.import_module(known[name][0])
    parser = ArgumentParser(prog=f"python -m game {name}", description=known[name][1])
    module.add_arguments(parser)
    args = parser.parse_args(rest)
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # a reader that stops early (`| head -1`) is no error to report
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second one at exit
        return 141  # as a Unix tool killed by SIGPIPE
    except OSError as exc:  # unreadable input, unwritable output: say so, no traceback
        print(f"python -m game {name}: error: {exc}", file=sys.stderr)
        return 1

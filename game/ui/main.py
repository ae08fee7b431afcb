"""Start-up: window, app, first scene, then the frame loop."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import TYPE_CHECKING

import pygame

from game import platform
from game.ui import assets
from game.ui.constants import SIZE, TITLE

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


MAIN_PY = "python main.py"  # how a checkout starts the game (the installed command: game.play)


def parse_args(argv: list[str], prog: str = MAIN_PY) -> argparse.Namespace:
    """Native command-line flags (the browser passes none); `--help` names the game's command
    as it was started (`prog`: "python main.py", or "cubiri" installed)."""
    parser = argparse.ArgumentParser(prog=prog, description="Play CUBIRI.")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument("--lang", metavar="CODE", help="language: en, de, ro, te or it")
    args, _unknown = parser.parse_known_args(argv)
    return args


def open_window(fullscreen: bool = False) -> pygame.Surface:
    """The display: natively a resizable window from 640x360 up that the app letterboxes
    (`game.ui.window`); in a browser a plain canvas, which the page scales (pygbag's set_mode
    patch then calls the page's window_resize(), which leaves a page-sized canvas alone)."""
    pygame.display.set_caption(TITLE)
    try:
        pygame.display.set_icon(pygame.image.load(assets.icon()))
    except (pygame.error, OSError) as exc:  # the window keeps SDL's icon
        log.warning("window icon not set: %s", exc)
    if platform.IS_BROWSER:
        return pygame.display.set_mode(SIZE)  # the page scales the canvas
    from game.ui import window

    return window.open_native(fullscreen)


APP: App | None = None  # the running app (the browser console and tests/pygbag look at it)


async def main(argv: list[str] | None = None, prog: str = MAIN_PY) -> None:
    """Open the window and run the app until the window closes (`argv`: the flags, by default
    the command line's; `prog`: the command's name for `--help`).

    If the game cannot start (before its first frame), the page says so in the browser; from
    the first frame on, the app's loop catches errors itself (`App.step`).
    """
    global APP
    try:
        from game.i18n import LANGUAGES
        from game.ui.app import App
        from game.ui.scenes.title import TitleScene

        args = parse_args(sys.argv[1:] if argv is None else argv, prog)
        # Warnings and errors to stderr: the terminal natively, the browser's console (pygbag).
        logging.basicConfig(format="CUBIRI %(name)s: %(levelname)s: %(message)s")
        pygame.display.init()  # not pygame.init(): audio waits for the first gesture
        pygame.font.init()
        window = open_window(args.fullscreen)
        lang = args.lang if args.lang in LANGUAGES else None
        app = App(window=window, fullscreen=args.fullscreen, lang=lang)
        app.push(TitleScene(app))
    except Exception:
        platform.report_start_failure()
        raise
    APP = app
    platform.page_ready()
    await app.run()
    pygame.quit()

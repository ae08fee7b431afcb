"""Start-up: window, app, first scene, then the frame loop."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import TYPE_CHECKING

import pygame

from game import platform
from game.ui import assets
from game.ui.constants import TITLE

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.window import Display

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


def open_window(fullscreen: bool = False) -> Display:
    """The display: natively a resizable window of any shape from 360x360 up, into which SDL's
    renderer scales the canvas; in a browser the page's canvas, which the page scales
    (`game.ui.window`; pygbag's set_mode patch then calls the page's window_resize(), which
    leaves the page's canvas box alone)."""
    from game.ui import window

    try:
        icon: pygame.Surface | None = pygame.image.load(assets.icon())
    except (pygame.error, OSError) as exc:  # the window keeps SDL's icon
        log.warning("window icon not set: %s", exc)
        icon = None
    if platform.IS_BROWSER:
        pygame.display.set_caption(TITLE)
        if icon is not None:
            pygame.display.set_icon(icon)
        return window.BrowserDisplay()
    return window.NativeDisplay.open(fullscreen=fullscreen, icon=icon)


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
        from game.ui.ends import show_unseen_end
        from game.ui.scenes.title import TitleScene

        args = parse_args(sys.argv[1:] if argv is None else argv, prog)
        # Warnings and errors to stderr: the terminal natively, the browser's console (pygbag).
        logging.basicConfig(format="CUBIRI %(name)s: %(levelname)s: %(message)s")
        pygame.display.init()  # not pygame.init(): audio waits for the first gesture
        pygame.font.init()
        display = open_window(args.fullscreen)
        lang = args.lang if args.lang in LANGUAGES else None
        app = App(display=display, lang=lang)
        app.push(TitleScene(app))
        show_unseen_end(app)
    except Exception:
        platform.report_start_failure()
        raise
    APP = app
    platform.page_ready()
    await app.run()
    pygame.quit()

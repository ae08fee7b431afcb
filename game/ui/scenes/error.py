"""The screen shown when an error escaped a frame: say so, keep the progress, go on from the title.

The app's main loop (`App.step`) catches the exception, prints its traceback (the browser's
console in pygbag) and replaces the scene stack with this screen. The game in progress needs no
rescue: it is saved after every action, so the title's menu resumes it as it was after the last
move. The screen draws with nothing but plain panels and text, so that it still works when the
failure was in the fancier drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import draw
from game.ui.constants import (
    FELT_DARK,
    INK,
    INK_SOFT,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
)
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(WIDTH // 2 - 460, 120, 920, 480)


def summary(error: BaseException) -> str:
    """One line naming the error, for a bug report ("ValueError: bad cell")."""
    text = f"{type(error).__name__}: {error}".splitlines()[0] if str(error) else \
        type(error).__name__
    return text if len(text) <= 160 else text[:159] + "…"


class ErrorScene(Scene):
    """Something went wrong; the player goes back to the title with everything saved."""

    name = "error"

    def __init__(self, app: App, detail: str) -> None:
        super().__init__(app)
        self.detail = detail

    def build(self) -> None:
        box = BOX
        self.widgets = [
            Label((box.left + 40, box.top + 30, box.width - 80, 60),
                  lambda: _("Something went wrong"), TEXT_HEAD, INK, bold=True),
            Label((box.left + 50, box.top + 100, box.width - 100, 150),
                  lambda: _("This screen stopped because of an error in the game. Your game in "
                            "progress is saved as it was after your last move."),
                  TEXT_BODY, INK, lines=4),
            Label((box.left + 50, box.top + 262, box.width - 100, 56), self.detail, TEXT_SMALL,
                  INK_SOFT, lines=2),
            Button((box.centerx - 220, box.bottom - 120, 440, 80),
                   lambda: _("Back to the title"), self.to_title, size=TEXT_BIG),
        ]
        self.focus = self.widgets[3]

    def to_title(self) -> None:
        """Start again from the title (its menus resume the saved game)."""
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def back(self) -> None:
        self.to_title()

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(FELT_DARK)
        draw.panel(surf, BOX, PAPER, radius=20, shadow=8)
        self.draw_widgets(surf)

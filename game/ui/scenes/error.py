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
from game.ui import draw, text
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
from game.ui.layout import BUTTON_PAD, NARROW
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(WIDTH // 2 - 460, 120, 920, 480)  # on the desktop canvas


def summary(error: BaseException) -> str:
    """One line naming the error, for a bug report ("ValueError: bad cell")."""
    text = f"{type(error).__name__}: {error}".splitlines()[0] if str(error) else \
        type(error).__name__
    return text if len(text) <= 160 else text[:159] + "…"


def why() -> str:
    """What happened, and that nothing is lost."""
    return _("This screen stopped because of an error in the game. Your game in progress is "
             "saved as it was after your last move.")


class ErrorScene(Scene):
    """Something went wrong; the player goes back to the title with everything saved."""

    name = "error"
    responsive = True

    def __init__(self, app: App, detail: str) -> None:
        super().__init__(app)
        self.detail = detail

    def build(self) -> None:
        """A card in the middle: on the desktop `BOX`; upright the screen's width, the
        sentence on more lines."""
        m = self.metrics
        s = m.type_scale
        wide = m.width >= NARROW
        body = m.font(TEXT_BODY)
        width = round(BOX.width * s) if wide else m.width - 2 * round(20 * s)
        inset = round(50 * s)
        lines = 4 if wide else max(3, len(text.wrap(why(), body, width - 2 * inset)))
        body_h = max(round(150 * s), lines * text.line_height(body))
        detail_h = round(56 * s)
        button_h = m.at_least(80, TARGET_CSS)
        button_w = width - 2 * round(50 * s)  # upright the card's width
        if wide:  # as wide as its words need (Italian's are the longest)
            words = text.width(_("Back to the title"), m.font(TEXT_BIG), True) + BUTTON_PAD + 8
            button_w = min(button_w, max(round(440 * s), words))
        body_top = round(100 * s)
        detail_top = body_top + body_h + round(12 * s)
        button_top = detail_top + detail_h + round(42 * s)
        height = button_top + button_h + round(40 * s)
        box = self.box = pygame.Rect((m.width - width) // 2, (m.height - height) // 2, width,
                                     height)
        self.widgets = [
            Label((box.left + round(40 * s), box.top + round(30 * s),
                   box.width - 2 * round(40 * s), round(60 * s)),
                  lambda: _("Something went wrong"), m.font(TEXT_HEAD), INK, bold=True),
            Label((box.left + inset, box.top + body_top, box.width - 2 * inset, body_h),
                  why, body, INK, lines=lines),
            Label((box.left + inset, box.top + detail_top, box.width - 2 * inset, detail_h),
                  self.detail, m.font(TEXT_SMALL), INK_SOFT, lines=2),
            Button((box.centerx - button_w // 2, box.top + button_top, button_w, button_h),
                   lambda: _("Back to the title"), self.to_title, size=m.font(TEXT_BIG)),
        ]
        self.focus = self.widgets[3]

    def to_title(self) -> None:
        """Start again from the title (its menus resume the saved game)."""
        from game.ui import scenes

        self.app.reset(scenes.make("title", self.app))

    def back(self) -> None:
        self.to_title()

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(FELT_DARK)
        draw.panel(surf, self.box, PAPER, radius=20, shadow=8)
        self.draw_widgets(surf)

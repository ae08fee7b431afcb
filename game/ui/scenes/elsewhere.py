"""The screen shown while another CUBIRI window (or browser tab) is the one that saves
(`game.storage.lease`): it says so plainly and offers to play here instead.

Nothing under it can be reached: this instance writes nothing until it holds the lease again.
When it does (the player chose to play here, or the other one closed), the app reads everything
afresh and starts again from the title (`App.watch_lease`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.storage.lease import BUSY, WAITING, Lease
from game.ui import draw
from game.ui.constants import FELT_DARK, INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_HEAD
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

class ElsewhereScene(Scene):
    """CUBIRI is open in another window or tab; play here instead?"""

    name = "elsewhere"
    responsive = True

    def __init__(self, app: App, lease: Lease | None = None) -> None:
        super().__init__(app)
        self.lease = lease or app.session.lease  # another one: the screenshot tour's
        self.shown = ""  # the lease state the widgets were built for

    @property
    def state(self) -> str:
        return self.lease.state

    def build(self) -> None:
        m = self.metrics
        s = m.type_scale
        self.shown = self.state
        opened, taken = self.lease.words
        waiting = self.shown == WAITING
        heading_h, body_h, button_h = round(110 * s), round(120 * s), m.at_least(84, TARGET_CSS)
        box = pygame.Rect(0, 0, min(m.width - 40, round(920 * s)),
                          34 + heading_h + 16 + body_h + 50 + button_h + 46)
        box.center = (m.width // 2, m.height // 2)
        self.box = box
        button_w = min(box.width - 80, round(440 * s))
        self.play_button = Button((box.centerx - button_w // 2, box.bottom - 46 - button_h,
                                   button_w, button_h), lambda: _("Play here"), self.play_here,
                                  size=m.font(TEXT_BIG), enabled=not waiting)
        self.widgets = [
            Label((box.left + 40, box.top + 34, box.width - 80, heading_h),
                  lambda: _(opened if self.shown == BUSY else taken), m.font(TEXT_HEAD), INK,
                  bold=True, lines=2),
            Label((box.left + 50, box.top + 34 + heading_h + 16, box.width - 100, body_h),
                  lambda: (_("Waiting for the other one to stop saving…") if waiting else
                           _("Only one of them saves, so that nothing is lost. Play here, and "
                             "the other one stops saving.")), m.font(TEXT_BODY), INK_SOFT,
                  lines=3),
            self.play_button,
        ]
        self.focus = self.play_button

    def play_here(self) -> None:
        self.lease.take()
        self.rebuild()

    def back(self) -> None:
        """Escape does not leave: there is nothing under this screen to go back to."""

    def update(self, dt: float) -> bool:
        if self.state != self.shown:  # waiting, or taken again by the other one
            self.rebuild()
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(FELT_DARK)
        draw.panel(surf, self.box, PAPER, radius=20, shadow=8)
        self.draw_widgets(surf)

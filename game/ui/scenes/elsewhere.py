"""The screen shown while another CUBIRI window (or browser tab) is the one that saves (issue 29,
`game.storage.lease`): it says so plainly and offers to play here instead.

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
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(640 - 460, 130, 920, 460)


class ElsewhereScene(Scene):
    """CUBIRI is open in another window or tab; play here instead?"""

    name = "elsewhere"

    def __init__(self, app: App, lease: Lease | None = None) -> None:
        super().__init__(app)
        self.lease = lease or app.session.lease  # another one: the screenshot tour's
        self.shown = ""  # the lease state the widgets were built for

    @property
    def state(self) -> str:
        return self.lease.state

    def build(self) -> None:
        lease = self.lease
        self.shown = self.state
        opened, taken = lease.words
        box = BOX
        waiting = self.shown == WAITING
        self.play_button = Button((box.centerx - 220, box.bottom - 130, 440, 84),
                                  lambda: _("Play here"), self.play_here, size=TEXT_BIG,
                                  enabled=not waiting)
        self.widgets = [
            Label((box.left + 40, box.top + 34, box.width - 80, 110),
                  lambda: _(opened if self.shown == BUSY else taken), TEXT_HEAD, INK,
                  bold=True, lines=2),
            Label((box.left + 50, box.top + 160, box.width - 100, 120),
                  lambda: (_("Waiting for the other one to stop saving…") if waiting else
                           _("Only one of them saves, so that nothing is lost. Play here, and "
                             "the other one stops saving.")), TEXT_BODY, INK_SOFT, lines=3),
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
        draw.panel(surf, BOX, PAPER, radius=20, shadow=8)
        self.draw_widgets(surf)

"""First-game tips: a short bubble saying what to tap next, dismissable, remembered.

They are "tips", never "hints", so that they share no name with the HINT button and the
engines' advice behind it. A tip's words are its game's (`game.texts.tip`), the bubble's place
is its front end's (`FrontEnd.tip_box`, clear of every button of its play screen); the names of
the tips seen are kept in the settings' `hints_seen` (a stored name, unchanged).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import texts
from game.ui import draw, front_end
from game.ui.constants import INK, PAPER, TEXT_SMALL
from game.ui.input import Input, Key, Tap

if TYPE_CHECKING:
    from game.ui.app import App

TIP_SIZE = 18


TUTORIAL = "tutorial"  # among the seen tips: the tutorial was offered (once, on the first game)


class TipBox:
    """Shows the current tip until the player does it or taps the bubble away."""

    def __init__(self, app: App, game: str) -> None:
        self.app, self.game = app, game
        self.rect = pygame.Rect(front_end.get(game).tip_box)  # a responsive screen moves it
        self.size = TIP_SIZE  # ... and sets its type size
        self.lines = 3  # ... and how many lines its words may take
        self.current: str | None = None

    @property
    def enabled(self) -> bool:
        return "off" not in self.app.session.settings.hints_seen

    def build(self) -> None:
        """Nothing to cache: text comes from the text cache."""

    def update(self, tip: str | None) -> bool:
        """Which tip the scene wants now (None: none); True if the bubble changed."""
        seen = self.app.session.settings.hints_seen
        old = self.current
        self.current = tip if tip and self.enabled and tip not in seen else None
        return self.current != old

    def seen(self, tip: str) -> None:
        """The player did what the tip says: never show it again."""
        seen = self.app.session.settings.hints_seen
        if tip not in seen:
            self.app.session.update(hints_seen=seen | {tip})

    def handle(self, inp: Input) -> bool:
        """A tap on the bubble dismisses the tip; True if it was consumed."""
        if self.current and isinstance(inp, Tap) and self.rect.collidepoint(inp.pos):
            self.seen(self.current)
            self.current = None
            return True
        if self.current and isinstance(inp, Key) and inp.action == "help":
            self.seen(self.current)
            self.current = None
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if not self.current:
            return
        r = self.rect
        draw.panel(surf, r, PAPER, radius=14, shadow=4)
        pygame.draw.circle(surf, INK, (r.left + 30, r.centery), 16, 3)
        draw.text_block(surf, pygame.Rect(r.left + 22, r.centery - 14, 16, 28), "i",
                        max(TEXT_SMALL, self.size), INK, bold=True)
        draw.text_block(surf, pygame.Rect(r.left + 58, r.top + 4, r.width - 110, r.height - 8),
                        texts.tip(self.game, self.current), self.size, INK, lines=self.lines,
                        align="left")
        x = (r.right - 30, r.centery)  # a close cross
        pygame.draw.line(surf, INK, (x[0] - 9, x[1] - 9), (x[0] + 9, x[1] + 9), 3)
        pygame.draw.line(surf, INK, (x[0] - 9, x[1] + 9), (x[0] + 9, x[1] - 9), 3)

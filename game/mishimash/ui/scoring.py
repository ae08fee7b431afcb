"""The MISHIMASH scoring card over the table during play (rules §2.1): every combination with
its dice and value, as the Rules screen draws it (`game.mishimash.ui.figures.ScoringCard`)."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.mishimash.ui.figures import ScoringCard
from game.ui.constants import INK, TEXT_BIG, TEXT_HEAD, WIDTH
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

CARD_W = 880
PAD = 30
TITLE_H = 56
CLOSE_W, CLOSE_H = 240, 64


class ScoringCardScene(Overlay):
    """An overlay: the card and a Close button (Esc, or a tap outside, closes it too)."""

    name = "scoring"

    def build(self) -> None:
        self.card = ScoringCard(CARD_W)
        h = TITLE_H + self.card.height + CLOSE_H + 3 * PAD
        self.box = pygame.Rect(0, 0, CARD_W + 2 * PAD, h)
        self.box.center = (WIDTH // 2, 96 + h // 2 if h < 600 else 360)
        b = self.box
        self.widgets = [
            Label((b.left + PAD, b.top + 12, b.width - 2 * PAD, TITLE_H), lambda: _("Scoring card"),
                  TEXT_HEAD, INK, bold=True),
            Button((b.centerx - CLOSE_W // 2, b.bottom - CLOSE_H - PAD + 10, CLOSE_W, CLOSE_H),
                   lambda: _("Close"), self.app.pop, kind="secondary", size=TEXT_BIG),
        ]
        self.focus = self.widgets[1]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        self.card.draw(surf, (self.box.left + PAD + (CARD_W - self.card.table_width) // 2,
                              self.box.top + TITLE_H + 20))
        self.draw_widgets(surf)

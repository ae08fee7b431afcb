"""The MISHIMASH scoring card over the table during play (rules §2.1): every combination with
its dice and value, as the Rules screen draws it (`game.mishimash.ui.figures.ScoringCard`)."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.mishimash.ui.figures import ScoringCard
from game.ui.constants import INK, TEXT_BIG, TEXT_HEAD, TEXT_SMALL
from game.ui.metrics import BODY_CSS, TARGET_CSS
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

CARD_W = 880
PAD = 30
TITLE_H = 56
CLOSE_W, CLOSE_H = 240, 64


class ScoringCardScene(Overlay):
    """An overlay: the card and a Close button (Esc, or a tap outside, closes it too)."""

    name = "scoring"
    responsive = True

    def build(self) -> None:
        m = self.metrics
        sc = m.type_scale
        width = min(round(CARD_W * sc), m.width - 2 * PAD - 24)
        self.card = ScoringCard(width, sc, m.at_least(TEXT_SMALL, BODY_CSS))
        title_h, close_h = round(TITLE_H * sc), m.at_least(CLOSE_H, TARGET_CSS)
        close_w = round(CLOSE_W * sc)
        h = title_h + self.card.height + close_h + 3 * PAD
        # too tall for the screen (a phone on its side): Close beside the title, not under
        # the card, and the card clear of the screen's edges
        beside = h > m.height - 2 * PAD
        if beside:
            title_h = max(title_h, close_h)
            h = 12 + title_h + 8 + self.card.height + PAD
        self.card_top = 12 + title_h + 8 if beside else round(TITLE_H * sc) + 20
        self.box = pygame.Rect(0, 0, width + 2 * PAD, h)
        top = 96 * m.height // 720
        self.box.center = (m.width // 2, top + h // 2 if h < m.height - 120 else m.height // 2)
        self.box.clamp_ip(m.rect)
        b = self.box
        close = (pygame.Rect(b.right - PAD - close_w, b.top + 12, close_w, close_h) if beside
                 else pygame.Rect(b.centerx - close_w // 2, b.bottom - close_h - PAD + 10,
                                  close_w, close_h))
        self.widgets = [
            Label((b.left + PAD + (close_w if beside else 0), b.top + 12,
                   b.width - 2 * PAD - (2 * close_w if beside else 0), title_h),
                  lambda: _("Scoring card"), m.font(TEXT_HEAD), INK, bold=True),
            Button(close, lambda: _("Close"), self.app.pop, kind="secondary",
                   size=m.font(TEXT_BIG)),
        ]
        self.focus = self.widgets[1]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        card = self.card
        top = self.box.top + self.card_top
        centred = (card.width - card.table_width) // 2
        if card.tiers == 1:  # one tier (the desktop): the whole card moves, its note too
            card.draw(surf, (self.box.left + PAD + centred, top))
        else:  # tiers (a phone held upright): the table centred, the note at full width
            card.draw(surf, (self.box.left + PAD, top), indent=centred)
        self.draw_widgets(surf)

"""Title: CUBIRI, the two games, and language and sound always at hand."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.i18n import LANGUAGES, _, current
from game.ui import chrome, die, draw, front_end, scenes
from game.ui.constants import (
    CREAM_SOFT,
    GOLD,
    INK,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HUGE,
    TEXT_SMALL,
    TEXT_TITLE,
    WIDTH,
    WOOD,
    WOOD_DARK,
)
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, RectLike, Toggle

CARD_W, CARD_H, CARD_GAP = 500, 300, 60


class GameCard(Button):
    """A big wooden card that opens a game's menu."""

    def __init__(self, rect: RectLike, key: str, on_press: Callable[[], object]) -> None:
        super().__init__(rect, lambda: front_end.get(key).name(), on_press)
        self.key = key

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        info = front_end.get(self.key)
        r = self.rect
        pygame.draw.rect(surf, WOOD_DARK, r.move(0, 8), border_radius=22)
        pygame.draw.rect(surf, WOOD, r, border_radius=22)
        inner = r.inflate(-24, -24)
        pygame.draw.rect(surf, PAPER, inner, border_radius=16)
        for i, value in enumerate(info.faces):
            img = die.face(value, 64, "available", (-12, 6, 14)[i])
            surf.blit(img, img.get_rect(center=(inner.centerx + (i - 1) * 84, inner.top + 62)))
        draw.text_block(surf, pygame.Rect(inner.left + 16, inner.top + 108, inner.width - 32, 62),
                        info.name(), TEXT_TITLE, INK, bold=True)
        draw.text_block(surf, pygame.Rect(inner.left + 16, inner.top + 170, inner.width - 32, 28),
                        info.original(), TEXT_SMALL, WOOD, bold=True)
        draw.text_block(surf, pygame.Rect(inner.left + 20, inner.top + 198, inner.width - 40, 54),
                        info.tagline(), TEXT_SMALL, INK, lines=2)
        if focused:
            draw.focus_ring(surf, r, 22)


class TitleScene(Scene):
    """The first screen."""

    name = "title"

    def build(self) -> None:
        app = self.app
        top = 250
        fronts = front_end.listed()
        width = min(CARD_W, (WIDTH - CARD_GAP * (len(fronts) + 1)) // max(1, len(fronts)))
        left = (WIDTH - len(fronts) * width - (len(fronts) - 1) * CARD_GAP) // 2
        cards = [GameCard((left + k * (width + CARD_GAP), top, width, CARD_H), front.key,
                          partial(lambda key: app.push(scenes.make("menu", app, key)), front.key))
                 for k, front in enumerate(fronts)]
        self.language_button = Button((WIDTH // 2 - 400, 600, 380, 70),
                                      lambda: LANGUAGES.get(current(), current()),
                                      self.pick_language, kind="secondary", size=TEXT_BIG)
        self.widgets = [
            Label((0, 40, WIDTH, 120), "CUBIRI", TEXT_HUGE, GOLD, bold=True),
            Label((200, 150, WIDTH - 400, 40), lambda: _("Original dice games"), TEXT_BODY,
                  CREAM_SOFT),
            *cards,
            self.language_button,
            Toggle((WIDTH // 2 + 20, 600, 380, 70), lambda: _("Sound"),
                   lambda: app.session.settings.sound, app.set_sound, size=TEXT_BIG),
        ]
        self.focus = self.widgets[2] if self.focus is None else self.focus

    def pick_language(self) -> None:
        self.app.push(scenes.make("language", self.app))

    def back(self) -> None:
        """Esc on the title does nothing (closing the window quits natively)."""

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, header=False)
        self.draw_widgets(surf)
        # a globe before the language name: recognisable without reading any language
        b = self.language_button.rect
        c = (b.left + 36, b.centery)
        pygame.draw.circle(surf, INK, c, 15, 3)
        pygame.draw.ellipse(surf, INK, (c[0] - 7, c[1] - 15, 14, 30), 2)
        pygame.draw.line(surf, INK, (c[0] - 15, c[1]), (c[0] + 15, c[1]), 2)

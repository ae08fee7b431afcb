"""Title: CUBIRI, the two games, and language and sound always at hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.i18n import LANGUAGES, _, current
from game.ui import chrome, die, draw, front_end, scenes, text
from game.ui.constants import (
    CREAM_SOFT,
    GOLD,
    INK,
    PAPER,
    SIZE,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HUGE,
    TEXT_SMALL,
    TEXT_TITLE,
    WOOD,
    WOOD_DARK,
)
from game.ui.metrics import BODY_CSS, SMALL_CSS, TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, RectLike, Toggle

CARD_W, CARD_H, CARD_GAP = 500, 300, 60


class GameCard(Button):
    """A big wooden card that opens a game's menu (its content scaled by `scale`, the
    canvas's type scale)."""

    def __init__(self, rect: RectLike, key: str, on_press: Callable[[], object],
                 scale: float = 1.0, tagline_size: int = TEXT_SMALL,
                 caption_size: int = TEXT_SMALL) -> None:
        super().__init__(rect, lambda: front_end.get(key).name(), on_press)
        self.key, self.scale, self.tagline_size = key, scale, tagline_size
        self.caption_size = caption_size

    def boxes(self) -> list[tuple[pygame.Rect, int, int, bool]]:
        """Where its three texts go: (box, size, lines, bold) of the name, the CUBIRI ORIGINAL
        line and the tagline; the card's inner paper rectangle first holds the dice."""
        s, inner = self.scale, self.rect.inflate(-24, -24)
        pad = round(16 * s)
        name = pygame.Rect(inner.left + pad, inner.top + round(108 * s), inner.width - 2 * pad,
                           round(62 * s))
        original = pygame.Rect(name.left, name.bottom, name.width, round(28 * s))
        tagline = pygame.Rect(inner.left + round(20 * s), original.bottom,
                              inner.width - round(40 * s),
                              inner.bottom - original.bottom - round(24 * s))
        lines = 3 if tagline.height >= 3 * text.line_height(self.tagline_size) else 2
        return [(name, round(TEXT_TITLE * s), 1, True), (original, self.caption_size, 1, True),
                (tagline, self.tagline_size, lines, False)]

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        info = front_end.get(self.key)
        r, s = self.rect, self.scale
        pygame.draw.rect(surf, WOOD_DARK, r.move(0, 8), border_radius=22)
        pygame.draw.rect(surf, WOOD, r, border_radius=22)
        inner = r.inflate(-24, -24)
        pygame.draw.rect(surf, PAPER, inner, border_radius=16)
        middle = (len(info.faces) - 1) / 2  # however many dice a game shows, centred
        for i, value in enumerate(info.faces):
            img = die.face(value, round(64 * s), "available", (-12, 6, 14)[i % 3])
            surf.blit(img, img.get_rect(center=(inner.centerx + round((i - middle) * 84 * s),
                                                inner.top + round(62 * s))))
        (name, name_size, _n, _b), (original, small, _o, _c), (tagline, size, lines, _t) = \
            self.boxes()
        draw.text_block(surf, name, info.name(), name_size, INK, bold=True)
        draw.text_block(surf, original, info.original(), small, WOOD, bold=True)
        draw.text_block(surf, tagline, info.tagline(), size, INK, lines=lines)
        if focused:
            draw.focus_ring(surf, r, 22)


@dataclass(frozen=True)
class TitlePlaces:
    """The title's geometry for one canvas."""

    title: pygame.Rect
    subtitle: pygame.Rect
    cards: list[pygame.Rect]
    language: pygame.Rect
    sound: pygame.Rect
    card_scale: float  # the cards' content: the canvas's type scale, less if they are narrow


class TitleScene(Scene):
    """The first screen."""

    name = "title"
    responsive = True

    def build(self) -> None:
        app, m = self.app, self.metrics
        fronts = front_end.listed()
        places = self.places(max(1, len(fronts)))
        tagline = m.at_least(TEXT_SMALL, BODY_CSS)  # sentences: body text on a phone
        caption = m.at_least(round(TEXT_SMALL * places.card_scale), SMALL_CSS)
        cards = [GameCard(rect, front.key,
                          partial(lambda key: app.push(scenes.make("menu", app, key)), front.key),
                          places.card_scale, tagline, caption)
                 for rect, front in zip(places.cards, fronts, strict=False)]
        self.language_button = Button(places.language, lambda: LANGUAGES.get(current(), current()),
                                      self.pick_language, kind="secondary",
                                      size=m.font(TEXT_BIG))
        self.widgets = [
            Label(places.title, "CUBIRI", m.font(TEXT_HUGE), GOLD, bold=True),
            Label(places.subtitle, lambda: _("Original dice games"), m.font(TEXT_BODY),
                  CREAM_SOFT),
            *cards,
            self.language_button,
            Toggle(places.sound, lambda: _("Sound"), lambda: app.session.settings.sound,
                   app.set_sound, size=m.font(TEXT_BIG)),
        ]
        self.focus = self.widgets[2] if self.focus is None else self.focus

    def places(self, n: int) -> TitlePlaces:
        """Where things go for `n` game cards: on the desktop as it was drawn for it; on a
        landscape canvas the cards in a row with the rows spread over the height; upright the
        cards one above the other and the two buttons under them, across the screen."""
        m = self.metrics
        s = m.type_scale
        width, height = m.size
        title_h, sub_h = round(120 * s), round(40 * s)
        button_h = m.at_least(70, TARGET_CSS)
        card_h = round(CARD_H * s)
        desktop = m.size == SIZE and s == 1
        if desktop:
            top, title_y, sub_y, buttons_y = 250, 40, 150, 600
        elif not m.portrait:
            # the card tall enough for its tagline's two lines clear of CUBIRI ORIGINAL (the
            # text under the dice keeps the card's scale, the tagline is body text)
            gap_x = round(CARD_GAP * s)
            cs = min(s, min(round(CARD_W * s), (width - gap_x * (n + 1)) // n) / CARD_W)
            lines_h = 2 * text.line_height(m.at_least(TEXT_SMALL, BODY_CSS))
            need = 24 + round((108 + 62 + 28 + 24 + 16) * cs) + lines_h
            card_h = max(card_h, min(need, height - (title_h + sub_h + button_h) - 5 * 8))
            gap = max(8, (height - (title_h + sub_h + card_h + button_h)) // 5)
            title_y = max(0, gap - 10)
            sub_y = title_y + title_h - round(10 * s)
            top = sub_y + sub_h + gap
            buttons_y = height - gap - button_h
        else:
            gap = round(CARD_GAP * s) // 2
            fixed = title_h + sub_h + 2 * button_h + (n + 2) * gap
            card_h = max(card_h * 3 // 4, min(card_h + round(40 * s),  # three tagline lines
                                              (height - fixed - 2 * gap) // n))
            spare = max(0, height - fixed - n * card_h)
            title_y = max(8, spare * 2 // 5)
            gap += spare // (5 * (n + 2))
            sub_y = title_y + title_h - round(10 * s)
            top = sub_y + sub_h + gap
            buttons_y = top + n * card_h + n * gap
        sub_margin = 200 if desktop else round(40 * s)
        title = pygame.Rect(0, title_y, width, title_h)
        subtitle = pygame.Rect(sub_margin, sub_y, width - 2 * sub_margin, sub_h)
        if m.portrait:
            margin = round(40 * s)
            card_w = width - 2 * margin
            cards = [pygame.Rect(margin, top + k * (card_h + gap), card_w, card_h)
                     for k in range(n)]
            language = pygame.Rect(margin, buttons_y, card_w, button_h)
            sound = language.move(0, button_h + gap)
            return TitlePlaces(title, subtitle, cards, language, sound, s)
        gap_x = round(CARD_GAP * s)
        card_w = min(round(CARD_W * s), (width - gap_x * (n + 1)) // n)
        left = (width - n * card_w - (n - 1) * gap_x) // 2
        cards = [pygame.Rect(left + k * (card_w + gap_x), top, card_w, card_h) for k in range(n)]
        button_w = min(round(380 * s), (width - 3 * gap_x) // 2)
        half_gap = round(20 * s)
        language = pygame.Rect(width // 2 - half_gap - button_w, buttons_y, button_w, button_h)
        sound = pygame.Rect(width // 2 + half_gap, buttons_y, button_w, button_h)
        return TitlePlaces(title, subtitle, cards, language, sound, min(s, card_w / CARD_W))

    def pick_language(self) -> None:
        self.app.push(scenes.make("language", self.app))

    def back(self) -> None:
        """Esc on the title does nothing (closing the window quits natively)."""

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, header_strip=False)
        self.draw_widgets(surf)
        # a globe before the language name: recognisable without reading any language
        b = self.language_button.rect
        r = round(15 * self.metrics.type_scale)
        c = (b.left + round(36 * self.metrics.type_scale), b.centery)
        pygame.draw.circle(surf, INK, c, r, 3)
        pygame.draw.ellipse(surf, INK, (c[0] - r // 2, c[1] - r, 2 * (r // 2), 2 * r), 2)
        pygame.draw.line(surf, INK, (c[0] - r, c[1]), (c[0] + r, c[1]), 2)

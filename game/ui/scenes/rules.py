"""Rules and About: scrollable text in the current language (the rules with the key help)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game import registry, texts
from game.i18n import _
from game.ui import chrome, draw, front_end, scenes, text
from game.ui.constants import (
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    RED,
    TEXT_BIG,
    TEXT_BODY,
)
from game.ui.layout import NARROW, header
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.metrics import Metrics

PAGE = pygame.Rect(150, 100, 980, 606)  # on the desktop canvas; `page(m)` for any
PAD = 36
KEY_COLUMN = 300  # the keys' chips, then what they do
KEY_W = KEY_COLUMN - 20  # a chip's text
HEART = texts.HEART


class Figure(Protocol):
    """A picture of a game's rules (its front end's `figures`): laid out for a width and a
    scale (`Metrics.type_scale`: how much larger than on the desktop; built as
    `Figure(width, scale=s)`), `height` pixels tall, drawn with its top-left corner at a
    point."""

    height: int

    def draw(self, surf: pygame.Surface, topleft: tuple[int, int]) -> None: ...


def page(m: Metrics) -> pygame.Rect:
    """The paper page under the header: on the desktop `PAGE`; on a phone as wide as reading
    allows (upright the whole width), down to the bottom."""
    top = header(m).height + 16
    width = min(m.width - 2 * round(16 * m.type_scale), round(PAGE.width * m.type_scale))
    return pygame.Rect((m.width - width) // 2, top, width, m.height - top - 14)


class ScrollScene(Scene):
    """A page of headings and paragraphs that scrolls (wheel, drag, arrows, Page Up/Down)."""

    name = "scroll"
    title = ""
    responsive = True

    def items(self) -> list[tuple[str, str]]:
        """(kind, text) pairs; kind is "head", "para", "key" (keys\\tmeaning), "dedication" or
        "figure" (text: a "module:Class" laid out for a width and a scale, `Figure`)."""
        return []

    def build(self) -> None:
        m = self.metrics
        s = m.type_scale
        big, body = m.font(TEXT_BIG), m.font(TEXT_BODY)
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        anchor = self.anchor() if hasattr(self, "tops") else (0, 0.0)
        self.offset = getattr(self, "offset", 0.0)
        self.page = page(m)
        if shift := self.page_top():
            self.page = pygame.Rect(self.page.left, self.page.top + shift, self.page.width,
                                    self.page.height - shift)
        self.pad = round(PAD * s) if m.width >= NARROW else round(24 * s)
        self.lines: list[tuple[int, str, str, int]] = []  # (y, kind, text, size)
        self.frames: list[tuple[int, int]] = []  # (top, bottom) of framed paragraphs
        self.figures: list[tuple[int, Figure]] = []  # drawn with the game's dice
        self.tops: list[int] = []  # where each item starts: what a new layout scrolls back to
        width = self.page.width - 2 * self.pad
        # the keys' chips beside what they do, or upright above it
        beside = m.width >= NARROW
        # the chips' column grows with the type (as it rounds up: "Eingabe oder Leertaste")
        self.key_column = KEY_COLUMN * body // TEXT_BODY if beside else round(24 * s)
        y = self.pad
        for kind, content in self.items():
            self.tops.append(y)
            if kind == "figure":
                fig: Figure = registry.load(content)(width, scale=s)
                y += 8
                self.figures.append((y, fig))
                y += fig.height + 22
            elif kind == "dedication":  # centred, larger, in a gold frame
                y += 18
                top = y
                y += 22
                for line in text.wrap(content, big, width - round(120 * s)):
                    self.lines.append((y, "dedication", line, big))
                    y += text.line_height(big)
                y += 22
                self.frames.append((top, y))
                y += 26
            elif kind == "head":
                y += 10
                for line in text.wrap(content, big, width, bold=True):
                    self.lines.append((y, "head", line, big))
                    y += text.line_height(big, True)
                y += 6
            elif kind == "key":
                keys, meaning = content.split("\t")
                chip_w = self.key_column - (KEY_COLUMN - KEY_W) if beside else width - 20
                size, _rows = text.fit(keys, body, chip_w, 1, True)  # its chip's column
                self.lines.append((y, "key", keys, size))
                if not beside:
                    y += text.line_height(body) + 8
                for line in text.wrap(meaning, body, width - self.key_column):
                    self.lines.append((y, "keytext", line, body))
                    y += text.line_height(body)
                y += 4 if beside else 14
            else:
                for line in text.wrap(content, body, width):
                    self.lines.append((y, kind, line, body))
                    y += text.line_height(body)
                y += 14
        self.tops.append(y)
        self.height = y + self.pad
        if hasattr(self, "_anchored"):  # laid out again: the same place in view
            index, within = anchor
            self.offset = self.tops[index] + within * (self.tops[index + 1] - self.tops[index])
        self._anchored = True
        self.clamp()

    def page_top(self) -> int:
        """Room above the page for a screen's own row (none here)."""
        return 0

    def anchor(self) -> tuple[int, float]:
        """Where the page is scrolled to, as (the item at the top, how far into it): the
        same text stays in view when the page is laid out for another canvas."""
        tops = self.tops
        index = max(0, min(len(tops) - 2,
                           sum(1 for t in tops[:-1] if t <= self.offset) - 1))
        span = max(1, tops[index + 1] - tops[index])
        return index, min(1.0, max(0.0, (self.offset - tops[index]) / span))

    @property
    def max_offset(self) -> float:
        return max(0.0, self.height - self.page.height)

    def clamp(self) -> None:
        self.offset = min(max(0.0, self.offset), self.max_offset)

    def scroll(self, dy: float) -> None:
        self.offset += dy
        self.clamp()

    def key(self, action: str) -> None:
        line = round(60 * self.metrics.type_scale)
        step = {"up": -line, "down": line, "page_up": -self.page.height + 80,
                "page_down": self.page.height - 80, "home": -1e9, "end": 1e9}.get(action)
        if step is not None:
            self.scroll(step)
        else:
            super().key(action)

    def draw(self, surf: pygame.Surface) -> None:
        page, pad = self.page, self.pad
        chrome.backdrop(surf, self.title, metrics=self.metrics)
        draw.panel(surf, page, PAPER, radius=18)
        clip = surf.get_clip()
        surf.set_clip(page.inflate(-8, -8))
        top = page.top - int(self.offset)
        for y0, y1 in self.frames:
            frame = pygame.Rect(page.left + pad, top + y0, page.width - 2 * pad, y1 - y0)
            pygame.draw.rect(surf, GOLD, frame, 4, border_radius=16)
            pygame.draw.rect(surf, GOLD, frame.inflate(-14, -14), 1, border_radius=12)
        for y0, fig in self.figures:
            if top + y0 < page.bottom and top + y0 + fig.height > page.top:
                fig.draw(surf, (page.left + pad, top + y0))
        for y, kind, line, size in self.lines:
            sy = top + y
            if sy > page.bottom or sy + round(60 * self.metrics.type_scale) < page.top:
                continue
            x = page.left + pad
            if kind == "head":
                surf.blit(text.render(line, size, INK, True), (x, sy))
            elif kind == "key":
                img = text.render(line, size, INK, True)
                chip = img.get_rect(topleft=(x, sy)).inflate(16, 4)
                pygame.draw.rect(surf, GOLD, chip, border_radius=8)
                surf.blit(img, (x, sy))
            elif kind == "dedication":
                w = self.para_width(line, size)
                self.draw_para_line(surf, line, size, page.centerx - w // 2, sy)
            elif kind == "keytext":
                surf.blit(text.render(line, size, INK_SOFT), (x + self.key_column, sy))
            else:
                self.draw_para_line(surf, line, size, x, sy)
        surf.set_clip(clip)
        if self.max_offset > 0:  # scrollbar
            bar = round(6 * self.metrics.type_scale)
            track = pygame.Rect(page.right - 8 - bar, page.top + 16, bar, page.height - 32)
            pygame.draw.rect(surf, (210, 198, 176), track, border_radius=3)
            h = max(40, track.height * page.height // self.height)
            y = track.top + round((track.height - h) * self.offset / self.max_offset)
            pygame.draw.rect(surf, INK_SOFT, (track.left, y, bar, h), border_radius=3)
        self.draw_widgets(surf)

    @staticmethod
    def para_width(line: str, size: int) -> int:
        """Width of a paragraph line as `draw_para_line` draws it."""
        return sum(text.width(part, size) for part in line.split(HEART)) + \
            line.count(HEART) * text.width(HEART, size)

    def draw_para_line(self, surf: pygame.Surface, line: str, size: int, x: int, y: int) -> None:
        """A paragraph line; a heart is drawn in red."""
        if HEART not in line:
            surf.blit(text.render(line, size, INK), (x, y))
            return
        for k, part in enumerate(line.split(HEART)):
            if k:
                heart = text.render(HEART, size, RED)
                surf.blit(heart, (x, y))
                x += heart.get_width()
            if part:
                img = text.render(part, size, INK)
                surf.blit(img, (x, y))
                x += img.get_width()


class RulesScene(ScrollScene):
    """A game's rule book and the keys."""

    name = "rules"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("Rules: {game}").format(game=front_end.get(self.game).name())

    def build(self) -> None:
        super().build()
        tutorial = front_end.get(self.game).tutorial
        if tutorial is None:
            return
        # learn it by playing, from the rule book too: in the header's corner, or upright a
        # row of its own above the page (the corner is too narrow for some languages' word)
        m, corner = self.metrics, header(self.metrics)
        place = corner.right
        if m.width < NARROW:
            place = pygame.Rect(self.page.left, self.page.top - self.page_top(), self.page.width,
                                m.target)
        self.widgets.append(Button(place, lambda: _("Tutorial"),
                                   lambda: self.app.push(scenes.make(tutorial, self.app)),
                                   kind="ghost" if m.width >= NARROW else "secondary",
                                   size=corner.button_size))

    def page_top(self) -> int:
        """Upright, the tutorial's row sits above the page."""
        if self.metrics.width < NARROW and front_end.get(self.game).tutorial is not None:
            return self.metrics.target + round(16 * self.metrics.type_scale)
        return 0

    def items(self) -> list[tuple[str, str]]:
        pictures = front_end.get(self.game).figures  # a figure's name -> its class
        out: list[tuple[str, str]] = []
        for (heading, paragraphs), figure in zip(texts.rules(self.game),
                                                 texts.figures(self.game), strict=True):
            out.append(("head", heading))
            out += [("para", p) for p in paragraphs]
            if figure:
                out.append(("figure", pictures[figure].path))
        out.append(("head", _("Keys")))
        out += [("key", f"{k}\t{v}") for k, v in texts.key_help(self.game)]
        return out


    def show_figure(self) -> bool:
        """Scroll so that the section with the picture (scoring card, adjacency diagram) is
        in view; False when this rule book has none."""
        if not self.figures:
            return False
        y, fig = self.figures[0]
        self.offset = y + fig.height - self.page.height + 40  # the picture whole, at the bottom
        self.clamp()
        return True


class AboutScene(ScrollScene):
    """A game's About page with its dedication (rules §4)."""

    name = "about"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game

    @property
    def title(self) -> str:  # type: ignore[override]
        return _("About {game}").format(game=front_end.get(self.game).name())

    def items(self) -> list[tuple[str, str]]:
        paras = front_end.get(self.game).about()  # its heading first (none: no About text)
        dedication = texts.dedication(self.game)
        out = [("head", p) for p in paras[:1]] + [
            ("dedication" if p == dedication else "para", p) for p in paras[1:]]
        out.append(("head", "CUBIRI"))
        out.append(("para", _("Original dice games, made with Python and pygame-ce. Fonts: Noto "
                              "Sans and Noto Sans Telugu (SIL Open Font License).")))
        return out


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
from game.ui.layout import HEADER_BUTTON_RIGHT
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

PAGE = pygame.Rect(150, 100, 980, 606)
PAD = 36
KEY_COLUMN = 300  # the keys' chips, then what they do
KEY_W = KEY_COLUMN - 20  # a chip's text
HEART = texts.HEART


class Figure(Protocol):
    """A picture of a game's rules (its front end's `figures`): laid out for a width, `height`
    pixels tall, drawn with its top-left corner at a point."""

    height: int

    def draw(self, surf: pygame.Surface, topleft: tuple[int, int]) -> None: ...


class ScrollScene(Scene):
    """A page of headings and paragraphs that scrolls (wheel, drag, arrows, Page Up/Down)."""

    name = "scroll"
    title = ""

    def items(self) -> list[tuple[str, str]]:
        """(kind, text) pairs; kind is "head", "para", "key" (keys\\tmeaning), "dedication" or
        "figure" (text: a "module:Class" laid out for a width, `Figure`)."""
        return []

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        self.offset = getattr(self, "offset", 0.0)
        self.lines: list[tuple[int, str, str, int]] = []  # (y, kind, text, size)
        self.frames: list[tuple[int, int]] = []  # (top, bottom) of framed paragraphs
        self.figures: list[tuple[int, Figure]] = []  # drawn with the game's dice
        width = PAGE.width - 2 * PAD
        y = PAD
        for kind, content in self.items():
            if kind == "figure":
                fig: Figure = registry.load(content)(width)
                y += 8
                self.figures.append((y, fig))
                y += fig.height + 22
            elif kind == "dedication":  # centred, larger, in a gold frame
                y += 18
                top = y
                y += 22
                for line in text.wrap(content, TEXT_BIG, width - 120):
                    self.lines.append((y, "dedication", line, TEXT_BIG))
                    y += text.line_height(TEXT_BIG)
                y += 22
                self.frames.append((top, y))
                y += 26
            elif kind == "head":
                y += 10
                for line in text.wrap(content, TEXT_BIG, width, bold=True):
                    self.lines.append((y, "head", line, TEXT_BIG))
                    y += text.line_height(TEXT_BIG, True)
                y += 6
            elif kind == "key":
                keys, meaning = content.split("\t")
                size, _rows = text.fit(keys, TEXT_BODY, KEY_W, 1, True)  # its chip's column
                self.lines.append((y, "key", keys, size))
                for line in text.wrap(meaning, TEXT_BODY, width - KEY_COLUMN):
                    self.lines.append((y, "keytext", line, TEXT_BODY))
                    y += text.line_height(TEXT_BODY)
                y += 4
            else:
                for line in text.wrap(content, TEXT_BODY, width):
                    self.lines.append((y, kind, line, TEXT_BODY))
                    y += text.line_height(TEXT_BODY)
                y += 14
        self.height = y + PAD
        self.clamp()

    @property
    def max_offset(self) -> float:
        return max(0.0, self.height - PAGE.height)

    def clamp(self) -> None:
        self.offset = min(max(0.0, self.offset), self.max_offset)

    def scroll(self, dy: float) -> None:
        self.offset += dy
        self.clamp()

    def key(self, action: str) -> None:
        step = {"up": -60, "down": 60, "page_up": -PAGE.height + 80,
                "page_down": PAGE.height - 80, "home": -1e9, "end": 1e9}.get(action)
        if step is not None:
            self.scroll(step)
        else:
            super().key(action)

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, self.title)
        draw.panel(surf, PAGE, PAPER, radius=18)
        clip = surf.get_clip()
        surf.set_clip(PAGE.inflate(-8, -8))
        top = PAGE.top - int(self.offset)
        for y0, y1 in self.frames:
            frame = pygame.Rect(PAGE.left + PAD, top + y0, PAGE.width - 2 * PAD, y1 - y0)
            pygame.draw.rect(surf, GOLD, frame, 4, border_radius=16)
            pygame.draw.rect(surf, GOLD, frame.inflate(-14, -14), 1, border_radius=12)
        for y0, fig in self.figures:
            if top + y0 < PAGE.bottom and top + y0 + fig.height > PAGE.top:
                fig.draw(surf, (PAGE.left + PAD, top + y0))
        for y, kind, line, size in self.lines:
            sy = top + y
            if sy > PAGE.bottom or sy + 60 < PAGE.top:
                continue
            x = PAGE.left + PAD
            if kind == "head":
                surf.blit(text.render(line, size, INK, True), (x, sy))
            elif kind == "key":
                img = text.render(line, size, INK, True)
                chip = img.get_rect(topleft=(x, sy)).inflate(16, 4)
                pygame.draw.rect(surf, GOLD, chip, border_radius=8)
                surf.blit(img, (x, sy))
            elif kind == "dedication":
                w = self.para_width(line, size)
                self.draw_para_line(surf, line, size, PAGE.centerx - w // 2, sy)
            elif kind == "keytext":
                surf.blit(text.render(line, size, INK_SOFT), (x + KEY_COLUMN, sy))
            else:
                self.draw_para_line(surf, line, size, x, sy)
        surf.set_clip(clip)
        if self.max_offset > 0:  # scrollbar
            track = pygame.Rect(PAGE.right - 14, PAGE.top + 16, 6, PAGE.height - 32)
            pygame.draw.rect(surf, (210, 198, 176), track, border_radius=3)
            h = max(40, track.height * PAGE.height // self.height)
            y = track.top + round((track.height - h) * self.offset / self.max_offset)
            pygame.draw.rect(surf, INK_SOFT, (track.left, y, 6, h), border_radius=3)
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
        if tutorial is not None:  # learn it by playing, from the rule book too
            self.widgets.append(Button(HEADER_BUTTON_RIGHT, lambda: _("Tutorial"),
                                       lambda: self.app.push(scenes.make(tutorial, self.app)),
                                       kind="ghost", size=TEXT_BODY))

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
        self.offset = y + fig.height - PAGE.height + 40  # the picture whole, at the bottom
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


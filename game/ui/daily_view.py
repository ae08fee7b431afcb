"""A game's part of the daily screens (`DailyView`, named by its `FrontEnd`'s `daily`:
MAGDAGDON's is `game.magdagdon.ui.daily`, MISHIMASH's `game.mishimash.ui.daily`), and drawing
a daily result: the result card and the small picture (no scene logic here).

The picture is drawn as coloured squares in the colours of the emoji the shared card uses, and
every kind also differs in shape (a ruin and a BUST are crossed, a bonus cell and a big SAVE are
filled, a plain number is an outline), so colour is never the only cue.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from datetime import date
from typing import TYPE_CHECKING, Any

import pygame

from game.daily import card
from game.daily.result import Result
from game.i18n import _, ngettext
from game.ui import clipboard, draw, front_end, text
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.metrics import BODY_CSS, DESKTOP_METRICS, Metrics

if TYPE_CHECKING:
    from game.storage.daily import DailyGame
    from game.ui.app import App
    from game.ui.scene import Scene

Color = tuple[int, int, int]

# The emoji squares' colours (🟩 ⬜ 🟥 🟨 🟦), a little darker to read on paper.
GREEN: Color = (96, 160, 72)
WHITE: Color = (236, 232, 222)
RED_SQ: Color = (206, 60, 48)
YELLOW: Color = (236, 184, 40)
BLUE_SQ: Color = (64, 130, 210)
CARD_FILL: Color = (255, 252, 244)


class DailyView(ABC):
    """A game's part of the daily screens: what its challenge is in words, its picture's
    squares, its play screen and its row in the daily history."""

    colors: Mapping[str, Color]  # each picture code's square
    crossed: frozenset[str]  # the codes drawn crossed out (a loss: a ruin, a BUST)

    @abstractmethod
    def setting(self, day: date) -> str:
        """What the challenge of `day` is, in a line (the daily screen's headline)."""

    @abstractmethod
    def menu_note(self, day: date) -> str:
        """The same in a few words (under the menu's daily button, before today's is done)."""

    @abstractmethod
    def filters(self, day: date) -> dict[str, Any]:
        """The statistics' filters that fit the daily games (`StatsScene.pick`)."""

    @abstractmethod
    def play(self, app: App, daily: DailyGame) -> Scene:
        """The play screen of a daily game."""

    @abstractmethod
    def draw_mini(self, surf: pygame.Surface, result: Result, area: pygame.Rect,
                  metrics: Metrics = DESKTOP_METRICS) -> None:
        """A day's picture, small, in its row of the daily history (`area`, on a canvas of
        `metrics`)."""

    @abstractmethod
    def mini_size(self, metrics: Metrics = DESKTOP_METRICS) -> tuple[int, int]:
        """How much room that picture takes at most (width, height)."""

    def legend(self) -> list[tuple[str, str]]:
        """What each kind of square means, (picture code, words), in the card's order."""
        return []

    def player(self, app: App) -> str:
        """The name of the seat in a daily game of a game with seats ("" without seats)."""
        return ""


def view(game: str) -> DailyView:
    """Game `game`'s part of the daily screens (LookupError if it has no daily challenge)."""
    found = front_end.daily_view(game)
    if found is None:
        raise LookupError(f"{game!r} has no daily challenge")
    return found


def streak_words(streak: int) -> str:
    """The streak as the daily screens say it: never "0 days in a row" (after a day missed,
    or before the first one, the screen says how to start one)."""
    if streak == 0:
        return _("Start a streak today")
    return ngettext("{n} day in a row", "{n} days in a row", streak).format(n=streak)


def card_copy() -> clipboard.Copying:
    """The Copy button of a result card (its text pastes anywhere: a chat, a post)."""
    return clipboard.Copying(lambda: _("Copied. Paste it anywhere to share."))


def square(surf: pygame.Surface, rect: pygame.Rect, shown: DailyView, code: str) -> None:
    """One picture square, in the colours of the game's view `shown`."""
    color = shown.colors.get(code)
    if color is None:  # an empty cell (never in a finished game)
        pygame.draw.rect(surf, INK_SOFT, rect, 1, border_radius=max(2, rect.width // 6))
        return
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surf, color, rect, border_radius=radius)
    pygame.draw.rect(surf, INK_SOFT, rect, 1, border_radius=radius)
    if code in shown.crossed:
        inset = rect.inflate(-rect.width // 2, -rect.height // 2)
        width = max(2, rect.width // 10)
        pygame.draw.line(surf, PAPER, inset.topleft, inset.bottomright, width)
        pygame.draw.line(surf, PAPER, inset.topright, inset.bottomleft, width)


def picture_size(result: Result, cell: int, gap: int) -> tuple[int, int]:
    """Width and height of the picture drawn with `cell`-pixel squares."""
    rows = card.picture_rows(result)
    columns = max((len(r) for r in rows), default=0)
    return (columns * (cell + gap) - gap, len(rows) * (cell + gap) - gap)


def picture(surf: pygame.Surface, topleft: tuple[int, int], result: Result, cell: int,
            gap: int, size: int = TEXT_SMALL) -> pygame.Rect:
    """Draw the picture's squares from `topleft`; the rectangle it covers (the "+N" of turns
    not shown at `size`)."""
    x0, y0 = topleft
    rows = card.picture_rows(result)
    shown = view(result.game)
    for r, row in enumerate(rows):
        for c, code in enumerate(row):
            square(surf, pygame.Rect(x0 + c * (cell + gap), y0 + r * (cell + gap), cell, cell),
                   shown, code)
    w, h = picture_size(result, cell, gap)
    more = card.more_turns(result)
    if more and rows:
        last = len(rows[-1])
        draw.text_block(surf, pygame.Rect(x0 + last * (cell + gap), y0 + (len(rows) - 1) *
                                          (cell + gap), 80 * size // TEXT_SMALL, cell),
                        f"+{more}", size, INK, align="left")
    return pygame.Rect(x0, y0, w, h)


def result_card(surf: pygame.Surface, rect: pygame.Rect, result: Result, streak: int = 0,
                metrics: Metrics = DESKTOP_METRICS) -> None:
    """The card as the player shares it: title, result, picture, streak, on a light card
    (its type sized for `metrics`' canvas)."""
    m = metrics
    s = m.type_scale
    body, big = m.font(TEXT_BODY), m.font(TEXT_BIG)
    pygame.draw.rect(surf, CARD_FILL, rect, border_radius=18)
    pygame.draw.rect(surf, PAPER_DARK, rect, 3, border_radius=18)
    inner = rect.inflate(-round(40 * s), -round(28 * s))
    title = card.title(result)
    lines = min(2, len(text.wrap(title, body, inner.width)))
    more = (lines - 1) * text.line_height(body, False, title)  # a long one takes two
    draw.text_block(surf, pygame.Rect(inner.left, inner.top, inner.width,
                                      round(36 * s) + more),
                    title, body, INK_SOFT, lines=lines)
    draw.text_block(surf, pygame.Rect(inner.left, inner.top + round(38 * s) + more,
                                      inner.width, round(44 * s)),
                    card.summary(result), big, INK, bold=True)
    footer = round(34 * s) if streak >= 2 else 0
    key = legend_rows(result, inner.width, m)
    space = pygame.Rect(inner.left, inner.top + round(92 * s) + more, inner.width,
                        inner.height - round(96 * s) - footer - more - legend_height(key, m))
    rows = card.picture_rows(result)
    columns = max((len(r) for r in rows), default=1)
    cell = max(8, min(round(56 * s), (space.height + 6) // max(len(rows), 1) - 6,
                      (space.width - 60) // columns - 6))
    gap = max(2, cell // 8)
    w, h = picture_size(result, cell, gap)
    picture(surf, (space.centerx - w // 2, space.top + max(0, (space.height - h) // 2)), result,
            cell, gap, size=m.at_least(TEXT_SMALL, BODY_CSS))
    if footer:
        draw.text_block(surf, pygame.Rect(inner.left, inner.bottom - footer, inner.width, footer),
                        card.streak_line(streak), body, INK, bold=True)
    if key:
        draw_legend(surf, result, key, pygame.Rect(inner.left, inner.bottom - footer
                                                   - legend_height(key, m), inner.width,
                                                   legend_height(key, m)), m)


# The legend under a card's picture: a small square and its meaning, side by side, in as many
# rows as the card's width needs.
def legend_size(m: Metrics) -> int:
    """The legend's type size (small, but never under 12 CSS px)."""
    return m.at_least(TEXT_SMALL, 12)


def legend_rows(result: Result, width: int, m: Metrics) -> list[list[tuple[str, str]]]:
    """The game's legend in rows that fit `width`."""
    size = legend_size(m)
    rows: list[list[tuple[str, str]]] = []
    used = 0
    for code, words in view(result.game).legend():
        w = size + size // 3 + text.width(words, size) + size
        if not rows or (rows[-1] and used + w - size > width):
            rows.append([])
            used = 0
        rows[-1].append((code, words))
        used += w
    return rows


def legend_height(rows: list[list[tuple[str, str]]], m: Metrics) -> int:
    return len(rows) * (text.line_height(legend_size(m)) + 2)


def draw_legend(surf: pygame.Surface, result: Result, rows: list[list[tuple[str, str]]],
                area: pygame.Rect, m: Metrics) -> None:
    """Each row centred in `area`: a square in the picture's look, then its words."""
    size = legend_size(m)
    line = text.line_height(size) + 2
    shown = view(result.game)
    for r, row in enumerate(rows):
        widths = [size + size // 3 + text.width(words, size) for _code, words in row]
        x = area.centerx - (sum(widths) + size * (len(row) - 1)) // 2
        y = area.top + r * line
        for (code, words), w in zip(row, widths, strict=True):
            square(surf, pygame.Rect(x, y + (line - size) // 2, size, size), shown, code)
            draw.text_block(surf, pygame.Rect(x + size + size // 3, y, w - size - size // 3,
                                              line), words, size, INK_SOFT, align="left")
            x += w + size

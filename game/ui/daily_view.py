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
from game.i18n import _
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

    def player(self, app: App) -> str:
        """The name of the seat in a daily game of a game with seats ("" without seats)."""
        return ""


def view(game: str) -> DailyView:
    """Game `game`'s part of the daily screens (LookupError if it has no daily challenge)."""
    found = front_end.daily_view(game)
    if found is None:
        raise LookupError(f"{game!r} has no daily challenge")
    return found


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
    lines = 1 if m.k <= 1 else min(2, len(text.wrap(title, body, inner.width)))
    more = (lines - 1) * text.line_height(body, False, title)  # a phone: it may take two
    draw.text_block(surf, pygame.Rect(inner.left, inner.top, inner.width,
                                      round(36 * s) + more),
                    title, body, INK_SOFT, lines=lines)
    draw.text_block(surf, pygame.Rect(inner.left, inner.top + round(38 * s) + more,
                                      inner.width, round(44 * s)),
                    card.summary(result), big, INK, bold=True)
    footer = round(34 * s) if streak >= 2 else 0
    space = pygame.Rect(inner.left, inner.top + round(92 * s) + more, inner.width,
                        inner.height - round(96 * s) - footer - more)
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

"""The daily history of one game: the streak, and every day's result with its picture, newest
first; a day opens its card (to look at or copy again)."""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.daily import card
from game.daily.result import Result
from game.i18n import _, format_date, ngettext
from game.ui import chrome, daily_view, draw, scenes
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.ui.app import App

PAGE = pygame.Rect(60, 172, 1160, 534)
ROW_H, ROWS = 62, 6
TOP = PAGE.top + 54  # the first row


class DailyHistoryScene(Scene):
    """Streak, best streak and each day's result (newest first, six to a page)."""

    name = "daily_history"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.page = 0

    def build(self) -> None:
        book = self.app.session.daily
        self.log = book.log(self.game)
        today = self.app.session.utc_today()
        self.days: list[Result] = list(reversed(self.log.days))
        pages = max(1, -(-len(self.days) // ROWS))
        self.page = min(self.page, pages - 1)
        streak, best = self.log.streak(today), self.log.best_streak
        self.widgets = [
            chrome.back_button(self.back),
            Label((PAGE.left, 100, 700, 56),
                  ngettext("{n} day in a row", "{n} days in a row", streak).format(n=streak),
                  TEXT_BIG, PAPER, align="left", bold=True),
            Label((PAGE.left + 700, 100, PAGE.width - 700, 56),
                  ngettext("Best streak: {n} day", "Best streak: {n} days", best).format(n=best),
                  TEXT_BODY, PAPER, align="right"),
        ]
        shown = self.days[self.page * ROWS:(self.page + 1) * ROWS]
        self.rows = []
        for i, result in enumerate(shown):
            rect = pygame.Rect(PAGE.left + 10, TOP + i * ROW_H, PAGE.width - 20, ROW_H - 6)
            self.rows.append((rect, result))
            self.widgets.append(Spot(rect, partial(self.open, result)))
        more = pages > 1
        self.widgets.append(Button((PAGE.left, PAGE.bottom - 8 - 60, 240, 56),
                                   lambda: _("Newer"), lambda: self.turn(-1), kind="secondary",
                                   size=TEXT_BODY, visible=more,
                                   enabled=lambda: self.page > 0))
        self.widgets.append(Button((PAGE.right - 240, PAGE.bottom - 8 - 60, 240, 56),
                                   lambda: _("Older"), lambda: self.turn(1), kind="secondary",
                                   size=TEXT_BODY, visible=more,
                                   enabled=lambda: self.page < pages - 1))
        self.pages = pages
        self.focus = self.widgets[3] if shown else self.widgets[0]

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.rebuild()

    def open(self, result: Result) -> None:
        streak = self.log.streak(date.fromisoformat(result.date))
        self.app.push(scenes.make("daily_end", self.app, result, streak=streak,
                                  after_game=False))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Daily history"))
        draw.panel(surf, PAGE, PAPER, radius=18)
        heads = ((_("Date"), 30, 260, "left"), (_("Result"), 300, 380, "left"))
        for text, x, w, align in heads:
            draw.text_block(surf, pygame.Rect(PAGE.left + x, PAGE.top + 12, w, 34), text,
                            TEXT_SMALL, INK_SOFT, align=align)
        if not self.days:
            draw.text_block(surf, PAGE.inflate(-80, -200), _("No daily challenge finished yet."),
                            TEXT_BIG, INK_SOFT, lines=2)
        for i, (rect, result) in enumerate(self.rows):
            if i % 2 == 0:
                pygame.draw.rect(surf, PAPER_DARK, rect, border_radius=10)
            draw.text_block(surf, pygame.Rect(rect.left + 20, rect.top, 260, rect.height),
                            format_date(date.fromisoformat(result.date)), TEXT_BODY, INK,
                            align="left", bold=True)
            draw.text_block(surf, pygame.Rect(rect.left + 290, rect.top, 380, rect.height),
                            card.summary(result), TEXT_BODY, INK, align="left")
            self.draw_mini(surf, result, pygame.Rect(rect.left + 690, rect.top, 440,
                                                     rect.height))
        self.draw_widgets(surf)

    def draw_mini(self, surf: pygame.Surface, result: Result, area: pygame.Rect) -> None:
        """The day's picture, small (the game's `DailyView`: the board, or the turns)."""
        daily_view.view(result.game).draw_mini(surf, result, area)

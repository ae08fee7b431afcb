"""The daily history of one game: the streak, and every day's result with its picture, newest
first; a day opens its card (to look at or copy again)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.daily import card
from game.daily.result import Result
from game.i18n import _, format_date, ngettext
from game.ui import chrome, daily_view, draw, scenes, text
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.ui.app import App

ROW_H = 62  # a row on the desktop

@dataclass(frozen=True)
class Places:
    """The daily history's geometry for one canvas."""

    streak: pygame.Rect
    best: pygame.Rect
    page: pygame.Rect  # the paper the days are listed on
    first: int  # the first row's top
    row_h: int  # a row's pitch
    rows: int  # rows on a page
    newer: pygame.Rect
    older: pygame.Rect


class DailyHistoryScene(Scene):
    """Streak, best streak and each day's result (newest first, a page at a time: six on the
    desktop, as many as fit elsewhere)."""

    name = "daily_history"
    responsive = True

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.offset = 0  # the first day shown (kept when the screen turns)

    def places(self) -> Places:
        """The streaks over the page of days, the page's buttons at its foot; upright the
        streaks one over the other and each day's picture beside or under its words."""
        m = self.metrics
        s = m.type_scale
        top = header(m).height + round(16 * s)
        nav_h = m.at_least(56, TARGET_CSS)
        if m.width >= NARROW:
            line = round(56 * s)
            best_w = round(460 * s)
            streak = pygame.Rect(60, top, m.width - 120 - best_w, line)
            best = pygame.Rect(streak.right, top, best_w, line)
            page_top, first_gap, margin = top + line + round(16 * s), round(54 * s), 60
            row_h = max(ROW_H, m.target + 6)
        else:
            margin = round(24 * s)
            streak = pygame.Rect(margin, top, m.width - 2 * margin,
                                 text.line_height(m.font(TEXT_BIG), True))
            best = pygame.Rect(margin, streak.bottom, streak.width,
                               text.line_height(m.font(TEXT_BODY)))
            page_top, first_gap = best.bottom + round(16 * s), round(16 * s)
            lines = 2 if self.beside() else 3
            row_h = max(m.target, lines * text.line_height(m.font(TEXT_BODY)) + 12) + 6
        page = pygame.Rect(margin, page_top, m.width - 2 * margin, m.height - 14 - page_top)
        y = page.bottom - 12 - nav_h
        first = page.top + first_gap
        rows = max(1, (y - first) // row_h)
        w = round(240 * s)
        return Places(streak, best, page, first, row_h, rows,
                      pygame.Rect(page.left, y, w, nav_h),
                      pygame.Rect(page.right - w, y, w, nav_h))

    def beside(self) -> bool:
        """Upright: whether a day's picture fits beside its words (else under them)."""
        m = self.metrics
        width = daily_view.view(self.game).mini_size(m)[0]
        return width <= (m.width - 2 * round(24 * m.type_scale)) * 2 // 5

    def build(self) -> None:
        m = self.metrics
        book = self.app.session.daily
        self.log = book.log(self.game)
        today = self.app.session.utc_today()
        self.days: list[Result] = list(reversed(self.log.days))
        places = self.places()
        self.per_page = places.rows
        self.offset = max(0, min(self.offset, len(self.days) - 1))
        streak, best = self.log.streak(today), self.log.best_streak
        upright = m.width < NARROW
        self.widgets = [
            chrome.back_button(self.back, metrics=m),
            Label(places.streak,
                  daily_view.streak_words(streak),
                  m.font(TEXT_BIG), PAPER, align="left", bold=True),
            Label(places.best,
                  ngettext("Best streak: {n} day", "Best streak: {n} days", best).format(n=best),
                  m.font(TEXT_BODY), PAPER, align="left" if upright else "right"),
        ]
        self.places_now = places
        shown = self.days[self.offset:self.offset + places.rows]
        self.rows = []
        for i, result in enumerate(shown):
            rect = pygame.Rect(places.page.left + 10, places.first + i * places.row_h,
                               places.page.width - 20, places.row_h - 6)
            self.rows.append((rect, result))
            self.widgets.append(Spot(rect, partial(self.open, result)))
        more = len(self.days) > places.rows
        body = m.font(TEXT_BODY)
        self.widgets.append(Button(places.newer, lambda: _("Newer"), lambda: self.turn(-1),
                                   kind="secondary", size=body, visible=more,
                                   enabled=lambda: self.offset > 0))
        self.widgets.append(Button(places.older, lambda: _("Older"), lambda: self.turn(1),
                                   kind="secondary", size=body, visible=more,
                                   enabled=lambda: self.offset + self.per_page
                                   < len(self.days)))
        self.focus = self.widgets[3] if shown else self.widgets[0]

    def turn(self, step: int) -> None:
        last = max(0, len(self.days) - 1)
        self.offset = max(0, min(last, self.offset + step * self.per_page))
        self.rebuild()

    def open(self, result: Result) -> None:
        streak = self.log.streak(date.fromisoformat(result.date))
        self.app.push(scenes.make("daily_end", self.app, result, streak=streak,
                                  after_game=False))

    def draw(self, surf: pygame.Surface) -> None:
        m = self.metrics
        s = m.type_scale
        places = self.places_now
        page = places.page
        chrome.backdrop(surf, _("Daily history"), metrics=m, wide=True)
        draw.panel(surf, page, PAPER, radius=18)
        body = m.font(TEXT_BODY)
        upright = m.width < NARROW
        if not upright:
            heads = ((_("Date"), 30, 260, "left"), (_("Result"), 300, 380, "left"))
            for words, x, w, align in heads:
                draw.text_block(surf, pygame.Rect(page.left + round(x * s),
                                                  page.top + round(12 * s), round(w * s),
                                                  round(34 * s)),
                                words, m.font(TEXT_SMALL), INK_SOFT, align=align)
        if not self.days:
            draw.text_block(surf, page.inflate(-80, -200), _("No daily challenge finished yet."),
                            m.font(TEXT_BIG), INK_SOFT, lines=2)
        mini = daily_view.view(self.game).mini_size(m)
        for i, (rect, result) in enumerate(self.rows):
            if i % 2 == 0:
                pygame.draw.rect(surf, PAPER_DARK, rect, border_radius=10)
            day = format_date(date.fromisoformat(result.date))
            if not upright:
                draw.text_block(surf, pygame.Rect(rect.left + 20, rect.top, round(260 * s),
                                                  rect.height),
                                day, body, INK, align="left", bold=True)
                draw.text_block(surf, pygame.Rect(rect.left + round(290 * s), rect.top,
                                                  round(380 * s), rect.height),
                                card.summary(result), body, INK, align="left")
                x = rect.left + round(690 * s)  # the picture: to the row's end (a phone)
                self.draw_mini(surf, result, pygame.Rect(x, rect.top, max(
                    round(440 * s), rect.right - 20 - x), rect.height))
                continue
            line = text.line_height(body)
            beside = self.beside()
            words_w = rect.width - 40 - (mini[0] + 20 if beside else 0)
            y = rect.top + 6
            draw.text_block(surf, pygame.Rect(rect.left + 20, y, words_w, line), day, body, INK,
                            align="left", bold=True)
            draw.text_block(surf, pygame.Rect(rect.left + 20, y + line, words_w, line),
                            card.summary(result), body, INK, align="left")
            if beside:
                area = pygame.Rect(rect.right - 20 - mini[0], rect.top, mini[0], rect.height)
            else:
                area = pygame.Rect(rect.left + 20, y + 2 * line, rect.width - 40, line)
            self.draw_mini(surf, result, area)
        self.draw_widgets(surf)

    def draw_mini(self, surf: pygame.Surface, result: Result, area: pygame.Rect) -> None:
        """The day's picture, small (the game's `DailyView`: the board, or the turns)."""
        daily_view.view(result.game).draw_mini(surf, result, area, self.metrics)

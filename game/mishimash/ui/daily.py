"""MISHIMASH's part of the daily screens (`daily_view.DailyView`): the solo race to 250, one
square per turn (a BUST red and crossed, a SAVE yellow, green from 50 points, blue from 100)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

import pygame

from game.daily.result import Result
from game.i18n import _, ngettext
from game.mishimash import daily as mm_daily
from game.ui import daily_view, draw, scenes
from game.ui.constants import INK, TEXT_SMALL
from game.ui.daily_view import BLUE_SQ, GREEN, RED_SQ, YELLOW, DailyView
from game.ui.metrics import DESKTOP_METRICS, Metrics

if TYPE_CHECKING:
    from game.storage.daily import DailyGame
    from game.ui.app import App
    from game.ui.scene import Scene

MINI_TURNS = 30  # squares shown in a row of the daily history (at most)
MINI_CSS = 11  # a square's side on a phone, in CSS px (a turn's mark read at a glance)


class MishimashDaily(DailyView):
    colors = {mm_daily.BUST: RED_SQ, mm_daily.SAVE: YELLOW, mm_daily.BIG_SAVE: GREEN,
              mm_daily.HUGE_SAVE: BLUE_SQ}
    crossed = frozenset({mm_daily.BUST})

    def setting(self, day: date) -> str:
        n = mm_daily.TARGET
        return ngettext("Reach {n} point in as few turns as you can.",
                        "Reach {n} points in as few turns as you can.", n).format(n=n)

    def menu_note(self, day: date) -> str:
        n = mm_daily.TARGET
        return ngettext("Race to {n} point", "Race to {n} points", n).format(n=n)

    def filters(self, day: date) -> dict[str, Any]:
        return {"target": mm_daily.TARGET, "against": "solo"}

    def play(self, app: App, daily: DailyGame) -> Scene:
        return scenes.make(mm_daily.KEY, app, daily=daily)

    def legend(self) -> list[tuple[str, str]]:
        return [(mm_daily.BUST, _("BUST")), (mm_daily.SAVE, _("SAVE under 50")),
                (mm_daily.BIG_SAVE, _("SAVE 50–99")), (mm_daily.HUGE_SAVE, _("SAVE 100+"))]

    def draw_mini(self, surf: pygame.Surface, result: Result, area: pygame.Rect,
                  metrics: Metrics = DESKTOP_METRICS) -> None:
        cell, gap, size = metrics.at_least(12, MINI_CSS), 2, metrics.at_least(TEXT_SMALL, 12)
        more_w = 6 + 90 * size // TEXT_SMALL
        # as many squares as fit the area (with room for "+N" after them): on a phone fewer,
        # each large enough to read, rather than thirty specks
        fit = max(1, (area.width - more_w) // (cell + gap)) if metrics.k > 1 else MINI_TURNS
        shown = min(MINI_TURNS, fit, result.turns)
        for k, code in enumerate(result.picture[:shown]):
            daily_view.square(surf, pygame.Rect(area.left + k * (cell + gap),
                                                area.centery - cell // 2, cell, cell),
                              self, code)
        if result.turns > shown:
            draw.text_block(surf, pygame.Rect(area.left + shown * (cell + gap) + 6,
                                              area.top, more_w - 6, area.height),
                            f"+{result.turns - shown}", size, INK, align="left")

    def mini_size(self, metrics: Metrics = DESKTOP_METRICS) -> tuple[int, int]:
        cell, size = metrics.at_least(12, MINI_CSS), metrics.at_least(TEXT_SMALL, 12)
        return MINI_TURNS * (cell + 2) + 6 + 90 * size // TEXT_SMALL, max(cell, size)

    def player(self, app: App) -> str:
        """The name in a daily race: the first person's seat in the settings (its default name
        "Player 1" in the player's language)."""
        seats = [s for s in app.session.settings.mishimash_seats if s.human]
        name = seats[0].name if seats else "Player 1"
        head, _sep, number = name.rpartition(" ")
        if head == "Player" and number.isdigit():  # the stored default name
            return _("Player {n}").format(n=int(number))
        return name


DAILY = MishimashDaily()

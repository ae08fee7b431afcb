"""MAGDAGDON's part of the daily screens (`daily_view.DailyView`): the weekday's difficulty, the
board's squares (a bonus line's cell green, a number white, a ruin red and crossed)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

import pygame

from game.daily.result import Result
from game.i18n import _
from game.magdagdon import daily as md_daily
from game.ui import daily_view, scenes
from game.ui.daily_view import GREEN, RED_SQ, WHITE, DailyView
from game.ui.metrics import DESKTOP_METRICS, Metrics

if TYPE_CHECKING:
    from game.storage.daily import DailyGame
    from game.ui.app import App
    from game.ui.scene import Scene


class MagdagdonDaily(DailyView):
    colors = {md_daily.BONUS: GREEN, md_daily.NUMBER: WHITE, md_daily.RUIN: RED_SQ}
    crossed = frozenset({md_daily.RUIN})

    def setting(self, day: date) -> str:
        return _("Today: {difficulty}").format(
            difficulty=md_daily.difficulty_name(md_daily.difficulty(day).value))

    def menu_note(self, day: date) -> str:
        return self.setting(day)

    def filters(self, day: date) -> dict[str, Any]:
        return {"difficulty": md_daily.difficulty(day).value}

    def play(self, app: App, daily: DailyGame) -> Scene:
        return scenes.make(md_daily.KEY, app, daily=daily)

    def legend(self) -> list[tuple[str, str]]:
        return [(md_daily.BONUS, _("number in a bonus line")),
                (md_daily.NUMBER, _("other number")), (md_daily.RUIN, _("RUIN"))]

    def draw_mini(self, surf: pygame.Surface, result: Result, area: pygame.Rect,
                  metrics: Metrics = DESKTOP_METRICS) -> None:
        cell = metrics.at_least(10, 8)
        daily_view.picture(surf, (area.left, area.centery - 2 * cell - 2), result, cell, 2)

    def mini_size(self, metrics: Metrics = DESKTOP_METRICS) -> tuple[int, int]:
        cell = metrics.at_least(10, 8)
        return 4 * cell + 6, 4 * cell + 6


DAILY = MagdagdonDaily()

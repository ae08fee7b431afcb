"""Statistics of one game: figures, a histogram of final scores and the trend of the last games.

The game's `HistoryView` (`game.ui.past`) gives the filters along the top (MAGDAGDON per
difficulty; MISHIMASH per target and opponent), the figures (`game.stats`) and their table.
`kind` picks which games count ("play"; the daily challenge can open this screen with its own
kind).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import stats
from game.i18n import _
from game.storage.entries import PLAY
from game.ui import chrome, draw, front_end, plots
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.numbers import points
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App

FIGURES = pygame.Rect(40, 226, 430, 480)
HISTOGRAM = pygame.Rect(494, 226, 746, 236)
TREND = pygame.Rect(494, 478, 746, 228)


class StatsScene(Scene):
    """One game's statistics, with filters along the top."""

    name = "stats"

    def __init__(self, app: App, game: str, kind: str = PLAY) -> None:
        super().__init__(app)
        self.game, self.kind = game, kind
        view = front_end.history_view(game)
        if view is None:  # reached from the past games of a game that keeps them
            raise LookupError(f"{game} keeps no past games")
        self.view = view
        self.filters: dict[str, Any] = view.filters(app.session.settings)
        self.figures: stats.Figures | None = None

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back), *self.view.filter_widgets(self)]
        self.focus = self.widgets[0]
        self.refresh()

    def chosen(self, filter_name: str, value: object) -> bool:
        """Whether a filter has this value (its button shows as selected)."""
        return bool(self.filters.get(filter_name) == value)

    def pick(self, **changes: object) -> None:
        """Change filters (`target=250`) and compute the figures again."""
        self.filters.update(changes)
        self.refresh()

    def refresh(self) -> None:
        """Compute the figures of the chosen group from the stored history."""
        rows = self.app.session.storage.summaries(self.game)
        self.figures = self.view.figures(rows, self.filters, self.kind)
        self.app.collect_notices()

    # drawing ---------------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str]]:
        assert self.figures is not None
        return self.view.rows(self.figures)

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Statistics"))
        f = self.figures
        if f is None or not f.games:
            box = pygame.Rect(40, 240, 1200, 300)
            draw.panel(surf, box, PAPER, radius=18)
            draw.text_block(surf, box.inflate(-80, -80), self.view.none_yet(), TEXT_BIG,
                            INK_SOFT, lines=2)
            self.draw_widgets(surf)
            return
        draw.panel(surf, FIGURES, PAPER, radius=18)
        rows = self.rows()
        height = min(52, (FIGURES.height - 24) // max(len(rows), 1))
        for k, (label, value) in enumerate(rows):
            y = FIGURES.top + 12 + k * height
            if k % 2 == 0:
                pygame.draw.rect(surf, PAPER_DARK, (FIGURES.left + 10, y, FIGURES.width - 20,
                                                    height - 4), border_radius=8)
            draw.text_block(surf, pygame.Rect(FIGURES.left + 22, y, 230, height - 4), label,
                            TEXT_SMALL, INK, lines=2, align="left")
            draw.text_block(surf, pygame.Rect(FIGURES.left + 256, y, FIGURES.width - 278,
                                              height - 4), value, TEXT_BODY, INK, lines=2,
                            align="right", bold=True)
        area = plots.card(surf, HISTOGRAM, _("Final scores"), (self.view.last_one(), "bar"))
        plots.histogram(surf, area, f.histogram(), points, mark=f.values[-1])
        area = plots.card(surf, TREND, self.view.trend_title(len(f.recent)), (_("mean"), "dash"))
        plots.trend(surf, area, f.recent, points, f.mean)
        self.draw_widgets(surf)

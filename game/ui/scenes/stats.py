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
from game.ui import chrome, draw, front_end, plots, text
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.numbers import points
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App

FIGURES = pygame.Rect(40, 226, 430, 480)  # on the desktop canvas (`StatsScene.places`)
HISTOGRAM = pygame.Rect(494, 226, 746, 236)
TREND = pygame.Rect(494, 478, 746, 228)


class StatsScene(Scene):
    """One game's statistics, with filters along the top."""

    name = "stats"
    responsive = True

    def __init__(self, app: App, game: str, kind: str = PLAY) -> None:
        super().__init__(app)
        self.game, self.kind = game, kind
        view = front_end.history_view(game)
        if view is None:  # reached from the past games of a game that keeps them
            raise LookupError(f"{game} keeps no past games")
        self.view = view
        self.filters: dict[str, Any] = self.with_games(view.filters(app.session.settings))
        self.figures: stats.Figures | None = None

    def with_games(self, filters: dict[str, Any]) -> dict[str, Any]:
        """`filters`, or where they select no game the first of the view's groups that has
        some (a player who only plays NIGHTMARE is not shown an empty PEACEFUL)."""
        rows = self.app.session.storage.summaries(self.game)
        for option in ({}, *self.view.filter_options()):
            if self.view.figures(rows, {**filters, **option}, self.kind).games:
                return {**filters, **option}
        return filters

    def offers(self, **changes: object) -> bool:
        """Whether a filter's button is shown: every one for the games played, only those
        that select some game where the games are of a kind of their own (the daily
        challenge's solo races to one target are not offered other targets or opponents)."""
        if self.kind == PLAY:
            return True
        rows = self.app.session.storage.summaries(self.game)
        return bool(self.view.figures(rows, {**self.filters, **changes}, self.kind).games)

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back, metrics=self.metrics),
                        *self.view.filter_widgets(self)]
        self.focus = self.widgets[0]
        self.places()
        self.refresh()

    def filter_rows(self, desktop: list[list[pygame.Rect]]) -> list[list[pygame.Rect]]:
        """Where the filters' buttons go, given as groups by their places on the desktop
        (kept there): on a phone each group a row across the screen, on its side the groups
        side by side in one row where they fit."""
        m = self.metrics
        if m.k <= 1:
            return desktop
        s = m.type_scale
        upright = m.width < NARROW
        margin, gap = (round(16 * s) if upright else 40), round(12 * s)
        h = m.at_least(60, TARGET_CSS)
        top = header(m).height + 16
        width = m.width - 2 * margin
        counts = [len(group) for group in desktop]
        scaled = [[round(r.width * s) for r in group] for group in desktop]
        whole = sum(map(sum, scaled)) + (sum(counts) - 1) * gap
        if not upright and whole <= width:  # one row, the desktop's widths a bit larger
            out, x = [], margin
            for group in scaled:
                row = []
                for w in group:
                    row.append(pygame.Rect(x, top, w, h))
                    x += w + gap
                out.append(row)
                x += gap
            return out
        out, y = [], top
        most = 4 if upright else 6  # more in a group: in two rows
        for n in counts:
            if not n:
                out.append([])
                continue
            across = n if n <= most else -(-n // 2)
            w = (width - (across - 1) * gap) // across
            out.append([pygame.Rect(margin + (j % across) * (w + gap),
                                    y + (j // across) * (h + gap), w, h) for j in range(n)])
            y = out[-1][-1].bottom + gap
        return out

    def filter_size(self, desktop: int) -> int:
        """The filters' type size: the desktop's, on a phone body text."""
        return desktop if self.metrics.k <= 1 else self.metrics.font(TEXT_BODY)

    def places(self) -> None:
        """The figures' table, the histogram and the trend under the filters: on the desktop
        and a phone on its side the table at the left and the plots beside it one above the
        other; upright all three stacked, the table first."""
        m = self.metrics
        if m.k <= 1:
            self.areas = (FIGURES, HISTOGRAM, TREND)
            self.empty = pygame.Rect(40, 240, 1200, 300)
            return
        s = m.type_scale
        upright = m.width < NARROW
        margin, gap = (round(16 * s) if upright else 40), 16
        filters = [w.rect.bottom for w in self.widgets[1:]]
        top = (max(filters) if filters else header(m).height) + round(16 * s)
        bottom = m.height - 14
        width = m.width - 2 * margin
        self.empty = pygame.Rect(margin, top + round(14 * s), width,
                                 min(round(300 * s), bottom - top - round(14 * s)))
        if upright:
            table = (bottom - top - 2 * gap) // 2
            plot = (bottom - top - 2 * gap - table) // 2
            figures = pygame.Rect(margin, top, width, table)
            histogram = pygame.Rect(margin, figures.bottom + gap, width, plot)
            trend = pygame.Rect(margin, histogram.bottom + gap, width, plot)
        else:
            figures = pygame.Rect(margin, top, max(round(FIGURES.width * s), width * 2 // 5),
                                  bottom - top)
            x = figures.right + 24
            plot = (bottom - top - gap) // 2
            histogram = pygame.Rect(x, top, m.width - margin - x, plot)
            trend = pygame.Rect(x, histogram.bottom + gap, histogram.width, plot)
        self.areas = (figures, histogram, trend)

    def chosen(self, filter_name: str, value: object) -> bool:
        """Whether a filter has this value (its button shows as selected)."""
        return bool(self.filters.get(filter_name) == value)

    def pick(self, **changes: object) -> None:
        """Change filters (`target=250`) and compute the figures again."""
        self.filters.update(changes)
        self.refresh()
        if self.kind != PLAY and self.widgets:  # what is offered follows the choice
            self.rebuild()

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
        m = self.metrics
        s = m.type_scale
        chrome.backdrop(surf, _("Statistics"), metrics=m)
        f = self.figures
        if f is None or not f.games:
            box = self.empty
            draw.panel(surf, box, PAPER, radius=18)
            draw.text_block(surf, box.inflate(-80, -80), self.view.none_yet(), m.font(TEXT_BIG),
                            INK_SOFT, lines=2)
            self.draw_widgets(surf)
            return
        table, histogram, trend = self.areas
        draw.panel(surf, table, PAPER, radius=18)
        rows = self.rows()
        # on a phone the rows' names read as body text, upright beside wider values
        label_size = TEXT_SMALL if m.k <= 1 else m.font(TEXT_BODY)
        label_w = 230 if m.k <= 1 else table.width * 11 // 20
        tallest = 52 if m.k <= 1 else round(80 * s)
        height = min(tallest, (table.height - 24) // max(len(rows), 1))
        # two lines where a row is tall enough for them (never over the next row)
        lines = 2 if m.k <= 1 or height - 4 >= 2 * text.line_height(label_size) else 1
        value_x = table.left + 22 + label_w + round(4 * s)
        for k, (label, value) in enumerate(rows):
            y = table.top + 12 + k * height
            if k % 2 == 0:
                pygame.draw.rect(surf, PAPER_DARK, (table.left + 10, y, table.width - 20,
                                                    height - 4), border_radius=8)
            draw.text_block(surf, pygame.Rect(table.left + 22, y, label_w, height - 4), label,
                            label_size, INK, lines=lines, align="left")
            draw.text_block(surf, pygame.Rect(value_x, y, table.right - 22 - value_x,
                                              height - 4), value, m.font(TEXT_BODY), INK,
                            lines=lines, align="right", bold=True)
        area = plots.card(surf, histogram, _("Final scores"), (self.view.last_one(), "bar"),
                          metrics=m)
        plots.histogram(surf, area, f.histogram(), points, mark=f.values[-1], metrics=m)
        area = plots.card(surf, trend, self.view.trend_title(len(f.recent)), (_("mean"), "dash"),
                          metrics=m)
        plots.trend(surf, area, f.recent, points, f.mean, metrics=m)
        self.draw_widgets(surf)

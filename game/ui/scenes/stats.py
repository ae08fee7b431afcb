"""Statistics of one game: figures, a histogram of final scores and the trend of the last games.

MAGDAGDON per difficulty; MISHIMASH per target and opponent (`game.stats`). `kind` picks which
games count ("play"; the daily challenge can open this screen with its own kind).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import stats
from game.i18n import _, ngettext
from game.magdagdon import Difficulty
from game.mishimash import TARGETS
from game.storage.scores import PLAY
from game.ui import chrome, draw, plots
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.figures import number, percent, points, strength_name, whole
from game.ui.scene import Scene
from game.ui.scenes.menu import back_button
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

FIGURES = pygame.Rect(40, 226, 430, 480)
HISTOGRAM = pygame.Rect(494, 226, 746, 236)
TREND = pygame.Rect(494, 478, 746, 228)
OPTIMAL_TURN = 15.97  # expected points of a MISHIMASH turn under optimal play (strategy.py)


class StatsScene(Scene):
    """One game's statistics, with filters along the top."""

    name = "stats"

    def __init__(self, app: App, game: str, kind: str = PLAY) -> None:
        super().__init__(app)
        self.game, self.kind = game, kind
        settings = app.session.settings
        self.difficulty = settings.magdagdon_difficulty
        self.target = settings.mishimash_target if settings.mishimash_target in TARGETS \
            else TARGETS[-2]
        self.against = "all"
        self.figures: stats.Figures | None = None

    def build(self) -> None:
        from game.ui.scenes.magdagdon_view import difficulty_name

        self.widgets = [back_button(self)]
        if self.game == "magdagdon":
            for k, d in enumerate(Difficulty):
                self.widgets.append(Button(
                    (40 + k * 404, 104, 386, 60), partial(difficulty_name, d),
                    partial(self.pick, difficulty=d.value), kind="secondary",
                    size=TEXT_BODY, selected=partial(self.chosen, "difficulty", d.value)))
        else:
            for k, target in enumerate(TARGETS):
                self.widgets.append(Button(
                    (40 + k * 152, 100, 140, 54), str(target),
                    partial(self.pick, target=target), kind="secondary", size=TEXT_BODY,
                    selected=partial(self.chosen, "target", target)))
            for k, who in enumerate(stats.OPPONENTS):
                self.widgets.append(Button(
                    (40 + k * 202, 162, 190, 52), partial(strength_name, who),
                    partial(self.pick, against=who), kind="secondary", size=TEXT_SMALL,
                    selected=partial(self.chosen, "against", who)))
        self.focus = self.widgets[0]
        self.refresh()

    def chosen(self, filter_name: str, value: object) -> bool:
        """Whether a filter has this value (its button shows as selected)."""
        return bool(getattr(self, filter_name) == value)

    def pick(self, **changes: object) -> None:
        for key, value in changes.items():
            setattr(self, key, value)
        self.refresh()

    def refresh(self) -> None:
        """Compute the figures of the chosen group from the stored history."""
        storage = self.app.session.storage
        if self.game == "magdagdon":
            self.figures = stats.magdagdon(storage.magdagdon_history(), self.difficulty,
                                           self.kind)
        else:
            self.figures = stats.mishimash(storage.mishimash_history(), self.target,
                                           self.against, self.kind)
        self.app.collect_notices()

    # drawing ---------------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str]]:
        f = self.figures
        assert f is not None
        rows = [(_("Games played"), str(f.games))] if self.game == "magdagdon" else []
        if f.mean is not None and f.best is not None:
            rows += [(_("Mean score"), number(f.mean)), (_("Best score"), points(f.best))]
        if isinstance(f, stats.MagdagdonStats) and f.games:
            rows += [(_("Ruins per game"), number(f.ruins or 0.0)),
                     (_("Powers used per game"), number(f.powers or 0.0))]
        if isinstance(f, stats.MishimashStats) and f.matches:
            rows.insert(0, (_("Matches won"), _("{won} of {n}").format(won=f.won, n=f.matches)))
            if f.turns is not None:
                rows.append((_("Turns to the target"), number(f.turns)))
            if f.bust_rate is not None:
                rows.append((_("Turns ending in a bust"), percent(f.bust_rate)))
            if f.turn_points is not None:
                rows.append((_("Points banked per turn"), number(f.turn_points)))
                rows.append((_("… with the best play"), number(OPTIMAL_TURN, 2)))
            for strength, played, won in f.wins:
                rows.append((_("Won against {strength}").format(
                    strength=strength_name(strength)),
                    _("{won} of {n}").format(won=won, n=played)))
        return rows

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Statistics"))
        f = self.figures
        if f is None or not f.games:
            box = pygame.Rect(40, 240, 1200, 300)
            draw.panel(surf, box, PAPER, radius=18)
            draw.text_block(surf, box.inflate(-80, -80), _("No games finished yet."), TEXT_BIG,
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
        area = plots.card(surf, HISTOGRAM, _("Final scores"), (_("the last game"), "bar"))
        plots.histogram(surf, area, f.histogram(), whole, mark=f.values[-1])
        title = ngettext("Trend: the last {n} game", "Trend: the last {n} games",
                         len(f.recent)).format(n=len(f.recent))
        area = plots.card(surf, TREND, title, (_("mean"), "dash"))
        plots.trend(surf, area, f.recent, whole, f.mean)
        self.draw_widgets(surf)

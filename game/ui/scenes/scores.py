"""High scores: MAGDAGDON top 10 per difficulty; MISHIMASH solo bests and recent matches."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash import TARGETS
from game.storage.scores import PLAY
from game.ui import chrome, draw, games
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.names import show_date
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

PAGE = pygame.Rect(60, 180, 1160, 526)


class ScoresScene(Scene):
    """One game's high scores."""

    name = "scores"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.front = games.get(game)
        choice = self.front.difficulty  # a tab per difficulty, the current one open
        self.difficulty = None if choice is None else getattr(app.session.settings, choice.field)

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        if (choice := self.front.difficulty) is not None:
            for k, value in enumerate(choice.values):
                self.widgets.append(Button(
                    (PAGE.left + k * 390, 100, 370, 64), partial(choice.label, value),
                    partial(self.pick, value), kind="secondary", size=TEXT_BODY,
                    selected=partial(lambda v: self.difficulty == v, value)))
        self.focus = self.widgets[0]

    def pick(self, difficulty: str) -> None:
        self.difficulty = difficulty

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("High scores"))
        self.front.scores(self, surf)
        self.draw_widgets(surf)

    def row(self, surf: pygame.Surface, y: int, cells: list[tuple[str, int, int, str]],
            head: bool = False) -> None:
        for content, x, w, align in cells:
            draw.text_block(surf, pygame.Rect(PAGE.left + x, y, w, 38), content,
                            TEXT_SMALL if head else TEXT_BODY, INK_SOFT if head else INK,
                            align=align, bold=not head and x == 20)

    def draw_magdagdon(self, surf: pygame.Surface) -> None:
        draw.panel(surf, PAGE, PAPER, radius=18)
        table = self.app.session.storage.magdagdon_scores()
        rows = table.get(self.difficulty, ()) if self.difficulty is not None else ()
        cols = [(_("Place"), 20, 110, "left"), (_("Score"), 140, 180, "right"),
                (_("Date"), 380, 300, "left"), (_("Turns"), 700, 180, "right"),
                (_("Powers used"), 900, 230, "right")]
        self.row(surf, PAGE.top + 14, cols, head=True)
        if not rows:
            draw.text_block(surf, PAGE.inflate(-80, -200), _("No games finished yet."),
                            TEXT_BIG, INK_SOFT, lines=2)
            return
        for i, entry in enumerate(rows):
            y = PAGE.top + 58 + i * 46
            if i % 2 == 0:
                pygame.draw.rect(surf, PAPER_DARK, (PAGE.left + 10, y - 3, PAGE.width - 20, 44),
                                 border_radius=8)
            self.row(surf, y, [(f"{i + 1}.", 20, 110, "left"),
                               (str(entry.score), 140, 180, "right"),
                               (show_date(entry.date), 380, 300, "left"),
                               (str(entry.turns), 700, 180, "right"),
                               (str(entry.powers_used), 900, 230, "right")])

    def draw_mishimash(self, surf: pygame.Surface) -> None:
        page = pygame.Rect(PAGE.left, 100, PAGE.width, PAGE.bottom - 100)
        draw.panel(surf, page, PAPER, radius=18)
        best = self.app.session.storage.mishimash_best()
        left = pygame.Rect(page.left + 24, page.top + 16, 420, 40)
        draw.text_block(surf, left, _("Solo: fewest turns"), TEXT_BIG, INK, align="left",
                        bold=True)
        for k, target in enumerate(TARGETS):
            y = left.bottom + 14 + k * 64
            entry = best.get(target)
            draw.text_block(surf, pygame.Rect(left.left, y, 140, 30), str(target), TEXT_BIG, INK,
                            align="left", bold=True)
            value = ngettext("{n} turn", "{n} turns", entry.turns).format(n=entry.turns) \
                if entry else "—"
            draw.text_block(surf, pygame.Rect(left.left + 150, y, 260, 30), value, TEXT_BODY,
                            INK, align="left")
            if entry:
                draw.text_block(surf, pygame.Rect(left.left + 150, y + 28, 260, 26),
                                show_date(entry.date), TEXT_SMALL, INK_SOFT, align="left")
        right = pygame.Rect(page.left + 480, page.top + 16, page.width - 504, 40)
        draw.text_block(surf, right, _("Recent matches"), TEXT_BIG, INK, align="left", bold=True)
        history = [m for m in self.app.session.storage.mishimash_history()[::-1]
                   if m.kind == PLAY][:8]  # daily races have their own history
        if not history:
            draw.text_block(surf, pygame.Rect(right.left, right.bottom + 20, right.width, 40),
                            _("No matches finished yet."), TEXT_BODY, INK_SOFT, align="left")
        view = games.history_view("mishimash")  # a match's line, as in Past games
        for k, match in enumerate(history):
            y = right.bottom + 12 + k * 66
            pygame.draw.rect(surf, PAPER_DARK, (right.left - 8, y - 4, right.width + 8, 60),
                             border_radius=8)
            draw.text_block(surf, pygame.Rect(right.left, y, right.width, 28),
                            view.row_title(match) if view else "", TEXT_SMALL, INK,
                            align="left", bold=True)
            others = ", ".join(f"{p} {format_points(t)}" for s, (p, t) in
                               enumerate(zip(match.players, match.totals, strict=True))
                               if s != match.winner)
            if len(match.players) == 1:  # solo: the result is the number of turns
                others = ngettext("{n} turn", "{n} turns", match.turns).format(n=match.turns)
            draw.text_block(surf, pygame.Rect(right.left, y + 28, right.width, 26), others,
                            TEXT_SMALL, INK_SOFT, align="left")

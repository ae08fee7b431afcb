"""MISHIMASH winner screen: the ranking, or the solo result in turns (rules §2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash.storage import MISHIMASH_BEST, MISHIMASH_HISTORY
from game.ui import draw, scenes
from game.ui.constants import GOLD, INK, INK_SOFT, PAPER_DARK, TEXT_BIG, TEXT_BODY, WIDTH
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.mishimash import Match
    from game.ui.app import App


class MishimashEndScene(Overlay):
    """Shown over the finished match."""

    name = "mishimash_end"

    def __init__(self, app: App, match: Match, humans: tuple[bool, ...]) -> None:
        super().__init__(app)
        self.match, self.humans = match, humans
        self.record = False  # a solo result that beat an earlier best
        self.celebrate = len(match.players) > 1  # a winner; solo: only a record (`build`)

    def build(self) -> None:
        m = self.match
        box = pygame.Rect(0, 0, 760, 290 + 58 * len(m.players))
        box.center = (WIDTH // 2, 384)
        self.box = box
        if len(m.players) == 1:
            best = self.app.session.storage.read(MISHIMASH_BEST).get(m.target)
            total = ngettext("{n} point", "{n} points", m.target).format(n=m.target)
            head = ngettext("{points} in {n} turn", "{points} in {n} turns",
                            m.turn_count).format(points=total, n=m.turn_count)
            earlier = [r.turns for r in self.app.session.storage.read(MISHIMASH_HISTORY)
                       if len(r.players) == 1 and r.target == m.target][:-1]
            if best is not None and best.turns == m.turn_count and not earlier:
                sub = _("Your first result for this target.")  # nothing beaten: no fanfare
            elif best is not None and best.turns == m.turn_count and min(earlier) > best.turns:
                sub = _("Your best result for this target!")
                self.record = self.celebrate = True
            elif best is not None:
                sub = ngettext("Your best: {n} turn", "Your best: {n} turns", best.turns).format(
                    n=best.turns)
            else:
                sub = ""
        else:
            assert m.winner is not None  # shown over a finished match
            head = _("{name} wins!").format(name=m.players[m.winner])
            sub = _("After tie-break round {n}").format(n=m.tiebreak_round) \
                if m.tiebreak_round else ""
        self.widgets = [
            Label((box.left + 30, box.top + 24, box.width - 60, 64), head, 40, INK, bold=True),
            Label((box.left + 30, box.top + 92, box.width - 60, 32), sub, TEXT_BODY,
                  INK if self.record else INK_SOFT, bold=self.record,
                  samples=lambda: [_("Your first result for this target."),
                                   _("Your best result for this target!")]),
            Button((box.left + 30, box.bottom - 100, 224, 72), _("New match"), self.new_match,
                   size=TEXT_BODY),
            Button((box.left + 268, box.bottom - 100, 224, 72), _("Review"), self.review,
                   kind="secondary", size=TEXT_BODY),
            Button((box.right - 254, box.bottom - 100, 224, 72), _("Menu"), self.to_menu,
                   kind="secondary", size=TEXT_BODY),
        ]
        self.focus = self.widgets[2]

    def new_match(self) -> None:
        self.app.pop()
        self.app.replace(scenes.make("setup", self.app))

    def review(self) -> None:
        from game.mishimash.record import export
        self.app.push(scenes.make("review", self.app, export(self.match), self.match.copy(),
                                  self.humans))

    def to_menu(self) -> None:
        self.app.pop()
        self.app.pop()

    def back(self) -> None:
        self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        m = self.match
        self.draw_card(surf)
        cx, cy = self.box.centerx, self.box.top + 8
        if self.celebrate:  # the winner's crown (solo: a record only)
            pygame.draw.polygon(surf, GOLD, [(cx - 40, cy + 10), (cx - 40, cy - 22),
                                             (cx - 20, cy - 4), (cx, cy - 30), (cx + 20, cy - 4),
                                             (cx + 40, cy - 22), (cx + 40, cy + 10)])
        order = sorted(range(len(m.players)), key=lambda s: -m.totals[s])
        y = self.box.top + 140
        row_h = 58
        for place, seat in enumerate(order, start=1):
            r = pygame.Rect(self.box.left + 60, y, self.box.width - 120, row_h - 6)
            win = seat == m.winner
            pygame.draw.rect(surf, GOLD if win else PAPER_DARK, r, border_radius=10)
            draw.text_block(surf, pygame.Rect(r.left + 12, r.top, 40, r.height), f"{place}.",
                            TEXT_BODY, INK, bold=True)
            draw.text_block(surf, pygame.Rect(r.left + 60, r.top, r.width - 240, r.height),
                            m.players[seat], TEXT_BODY, INK, align="left", bold=win)
            draw.text_block(surf, pygame.Rect(r.right - 170, r.top, 156, r.height),
                            format_points(m.totals[seat]), TEXT_BIG, INK, align="right",
                            bold=True)
            y += row_h
        self.draw_widgets(surf)

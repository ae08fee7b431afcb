"""MISHIMASH winner screen: the ranking, or the solo result in turns (rules §2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash.storage import MISHIMASH_BEST, MISHIMASH_HISTORY
from game.mishimash.ui.seat_names import shown_name
from game.ui import draw, scenes
from game.ui.constants import GOLD, HEIGHT, INK, INK_SOFT, PAPER_DARK, TEXT_BIG, TEXT_BODY
from game.ui.layout import NARROW
from game.ui.metrics import TARGET_CSS
from game.ui.new_best import NewBest
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.mishimash import Match
    from game.ui.app import App


class MishimashEndScene(Overlay):
    """Shown over the finished match."""

    name = "mishimash_end"
    responsive = True

    def __init__(self, app: App, match: Match, humans: tuple[bool, ...]) -> None:
        super().__init__(app)
        self.match, self.humans = match, humans
        self.record = False  # a solo result that beat an earlier best
        self.celebrate = len(match.players) > 1  # a winner; solo: only a record (`build`)

    def build(self) -> None:
        m, mt = self.match, self.metrics
        sc = mt.type_scale
        n = len(m.players)
        self.row_h = min(round(58 * sc), (mt.height - 40 - round(290 * sc)) // n)
        box = pygame.Rect(0, 0, min(round(760 * sc), mt.width - 40),
                          round(290 * sc) + self.row_h * n)
        box.center = (mt.width // 2, mt.height * 384 // HEIGHT)
        box.clamp_ip(mt.rect.inflate(-16, -16))
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
            head = _("{name} wins!").format(name=shown_name(m.players[m.winner]))
            sub = _("After tie-break round {n}").format(n=m.tiebreak_round) \
                if m.tiebreak_round else ""
        body = mt.font(TEXT_BODY)
        line = pygame.Rect(box.left + 30, box.top + round(92 * sc), box.width - 60,
                           round(32 * sc))
        stars = round(40 * sc)  # the ribbon's stars, inside the line's ends
        self.new_best = NewBest(line.inflate(-2 * stars, 0), stars) if self.record else None
        bw, bh = (box.width - 88) // 3, mt.at_least(72, TARGET_CSS)
        by = box.bottom - 28 - bh
        self.widgets = [
            # the head may use the card's width less its rounding ("500 de puncte în 40 de
            # ture" on a phone)
            Label((box.left + 16, box.top + round(24 * sc), box.width - 32, round(64 * sc)),
                  head, mt.font(40), INK, bold=True),
            Label(line, sub, body, INK if self.record else INK_SOFT, bold=self.record,
                  samples=lambda: [_("Your first result for this target."),
                                   _("Your best result for this target!")]),
            Button((box.left + 30, by, bw, bh), _("New match"), self.new_match, size=body,
                   lines=2 if sc > 1 else 1),
            Button((box.left + 30 + bw + 14, by, bw, bh), _("Review"), self.review,
                   kind="secondary", size=body),
            Button((box.left + 30 + 2 * (bw + 14), by, bw, bh), _("Menu"), self.to_menu,
                   kind="secondary", size=body),
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

    def update(self, dt: float) -> bool:
        return self.new_best is not None and self.new_best.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        m = self.match
        self.draw_card(surf)
        if self.new_best is not None:  # the record's line on its ribbon (under its words)
            self.new_best.draw(surf)
        cx, cy = self.box.centerx, self.box.top + 8
        if self.celebrate:  # the winner's crown (solo: a record only)
            pygame.draw.polygon(surf, GOLD, [(cx - 40, cy + 10), (cx - 40, cy - 22),
                                             (cx - 20, cy - 4), (cx, cy - 30), (cx + 20, cy - 4),
                                             (cx + 40, cy - 22), (cx + 40, cy + 10)])
        order = sorted(range(len(m.players)), key=lambda s: -m.totals[s])
        mt = self.metrics
        sc = mt.type_scale
        y = self.box.top + round(140 * sc)
        row_h = self.row_h
        side = 60 if mt.width >= NARROW else 30
        body, big = mt.font(TEXT_BODY), mt.font(TEXT_BIG)
        for place, seat in enumerate(order, start=1):
            r = pygame.Rect(self.box.left + side, y, self.box.width - 2 * side, row_h - 6)
            win = seat == m.winner
            pygame.draw.rect(surf, GOLD if win else PAPER_DARK, r, border_radius=10)
            total, name = format_points(m.totals[seat]), shown_name(m.players[seat])
            lead = (total, big, True)  # the rank and the name on the total's baseline
            draw.text_block(surf, pygame.Rect(r.left + 12, r.top + draw.baseline_shift(
                lead, (f"{place}.", body, True)), round(40 * sc), r.height),
                            f"{place}.", body, INK, bold=True)
            draw.text_block(surf, pygame.Rect(r.left + round(60 * sc), r.top + draw.baseline_shift(
                lead, (name, body, win)), r.width - round(240 * sc), r.height),
                            name, body, INK, align="left", bold=win, ellipsis=True)
            draw.text_block(surf, pygame.Rect(r.right - round(170 * sc), r.top, round(156 * sc),
                                              r.height), total, big, INK, align="right", bold=True)
            y += row_h
        self.draw_widgets(surf)

"""The MISHIMASH turn log: every seat's last turn, roll by roll (what was rolled, what was set
aside under which multiplier, and how the turn ended), over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.mishimash import End, Match
from game.mishimash.turn import RollRecord, Turn
from game.mishimash.ui.seat_names import shown_name
from game.ui import die, draw
from game.ui.constants import (
    INK,
    INK_SOFT,
    PAPER_DARK,
    RED_DARK,
    SIZE,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
)
from game.ui.layout import NARROW
from game.ui.metrics import BODY_CSS, DESKTOP_METRICS, TARGET_CSS, Metrics
from game.ui.names import points
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(0, 0, 1160, 640)
BOX.center = (WIDTH // 2, 392)
PAD = 26
NAME_W = 230  # a seat's name and its turn's end, left of its rolls
OUTCOME_H = 26
DIE, DIE_MIN = 30, 16  # the rolled dice: smaller in a long turn, so that every roll shows
DIE_MIN_CSS = 22  # ... but on a phone no smaller than this (CSS px): they wrap instead
ROLL_EXTRA = 60  # a roll's "×k" and the gap after it
MORE_W = 110  # room kept for "+N more" (a turn too long even for the smallest dice)
CLOSE_W, CLOSE_H = 240, 60


class MishimashLogScene(Overlay):
    """An overlay with one row per seat (Esc, Close or a tap outside closes it)."""

    box = BOX
    name = "mishimash_log"
    responsive = True

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.places(DESKTOP_METRICS)

    def places(self, m: Metrics) -> None:
        """The card, its rows and sizes for `m`'s canvas: on the desktop exactly `BOX`; upright a
        seat's name and outcome over its rolls."""
        sc = m.type_scale
        self.upright = m.width < NARROW
        if m.size == SIZE:
            self.box = BOX
        else:
            self.box = pygame.Rect(0, 0, min(round(BOX.width * sc), m.width - 32), m.height - 32)
            self.box.center = m.rect.center
        self.sc = sc
        self.name_w = m.width if self.upright else round(NAME_W * sc * (1.25 if m.k > 1 else 1))
        self.close = pygame.Rect(0, 0, round(CLOSE_W * sc), m.at_least(CLOSE_H, TARGET_CSS))
        self.close.midbottom = (self.box.centerx, self.box.bottom - PAD)
        self.body, self.small = m.font(TEXT_BODY), m.at_least(TEXT_SMALL, BODY_CSS)
        self.line = round(30 * sc)
        # a phone: the dice never smaller than a finger's half, a long turn on more lines
        phone = self.wrap = m.size != SIZE
        self.die_min = m.px(DIE_MIN_CSS) if phone else round(DIE_MIN * sc)
        self.most = round((170 if self.upright else 96) * sc)
        if phone:  # on its side two lines of rolls, upright four under the name
            self.most = max(self.most, round(44 * sc) + 2 * (self.die_min + 14)
                            if not self.upright else self.line + 20 + 4 * (self.die_min + 14))

    def last_turns(self) -> list[Turn | None]:
        """Each seat's last finished turn (None before its first)."""
        m = self.match
        return [next((t for t in reversed(m.turns) if t.player == seat), None)
                for seat in range(len(m.players))]

    def row_rect(self, seat: int) -> pygame.Rect:
        n = len(self.match.players)
        box, sc = self.box, self.sc
        top = box.top + round(76 * sc)
        h = min(self.most, (self.close.top - PAD - top) // n)
        return pygame.Rect(box.left + PAD, top + seat * h, box.width - 2 * PAD, h - 8)

    def rolls_place(self, r: pygame.Rect) -> tuple[int, int]:
        """Where a row's rolls start (x) and their centre line (y): right of the name, or
        upright under it."""
        if self.upright:
            return r.left + 14, (r.top + 4 + self.line + r.bottom) // 2
        return r.left + self.name_w, r.centery

    def build(self) -> None:
        m = self.match
        self.places(self.metrics)
        box, sc = self.box, self.sc
        self.widgets = [Label((box.left + PAD, box.top + 14, box.width - 2 * PAD, round(50 * sc)),
                              lambda: _("Last turns"), self.metrics.font(TEXT_HEAD), INK,
                              bold=True)]
        for seat, turn in enumerate(self.last_turns()):
            r = self.row_rect(seat)
            if self.upright:
                half = (r.width - 28) // 2
                name = (r.left + 14, r.top + 4, half, self.line)
                outcome = (r.left + 14 + half, r.top + 4, r.width - 28 - half, self.line)
            else:
                name = (r.left + 14, r.top + 4, self.name_w - 20, self.line)
                outcome = (r.left + 14, r.top + 4 + self.line + 2, self.name_w - 20,
                           round(OUTCOME_H * sc))
            self.widgets.append(Label(name, shown_name(m.players[seat]), self.body, INK,
                                      align="left", bold=True, ellipsis=True))
            self.widgets.append(Label(outcome, self.outcome(turn), self.small,
                                      RED_DARK if turn and turn.end is End.BUST else INK_SOFT,
                                      align="right" if self.upright else "left",
                                      samples=self.outcome_samples))
        self.widgets.append(Button(self.close, lambda: _("Close"), self.app.pop,
                                   kind="secondary", size=self.metrics.font(TEXT_BIG)))
        self.focus = self.widgets[-1]

    @staticmethod
    def outcome(turn: Turn | None) -> str:
        """How the turn ended."""
        if turn is None:
            return _("no turn yet")
        if turn.end is End.BUST:
            return _("BUST")
        return _("saved {points}").format(points=points(turn.points))

    @staticmethod
    def outcome_samples() -> list[str]:
        return [_("no turn yet"), _("BUST"), _("saved {points}").format(points=points(2011))]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        for seat, turn in enumerate(self.last_turns()):
            r = self.row_rect(seat)
            pygame.draw.rect(surf, PAPER_DARK, r, border_radius=12)
            if turn is None:
                continue
            x, cy = self.rolls_place(r)
            sc = self.sc
            more_w, extra = round(MORE_W * sc), round(ROLL_EXTRA * sc)
            room = r.right - more_w - x
            total = sum(len(record.dice) for record in turn.rolls)
            biggest = round(DIE * sc * (1.6 if self.upright else 1))  # upright: room to spare
            size = max(self.die_min, min(biggest, (room - extra * len(turn.rolls)) // total - 3))
            step = size + 14  # a line of dice, raised or lowered by 6
            top = r.top + 4 + self.line if self.upright else r.top
            lines = max(1, (r.bottom - top - 4) // step) if self.wrap else 1
            placed, x0, line = [], x, 0
            for k, record in enumerate(turn.rolls, start=1):
                width = self.roll_width(record, size, sc)
                if x + width > r.right - more_w and line + 1 < lines and x > x0:
                    x, line = x0, line + 1
                if x + width > r.right - more_w:
                    break
                placed.append((k, record, x, line))
                x += width
            # the lines used: upright from the name down, else centred on the row
            y0 = top + step // 2 + 2 if self.upright else cy - line * step // 2
            for k, record, x, line in placed:
                self.draw_roll(surf, record, k, x, r, size, y0 + line * step, self.small, sc)
            if len(placed) < len(turn.rolls):
                more = len(turn.rolls) - len(placed)
                last = y0 + placed[-1][3] * step if placed else cy
                draw.text_block(surf, pygame.Rect(r.right - more_w, last - r.height // 2,
                                                  more_w - 10, r.height),
                                ngettext("+{n} more", "+{n} more", more).format(n=more),
                                self.small, INK_SOFT, align="right", bold=True)
        self.draw_widgets(surf)

    @staticmethod
    def roll_width(record: RollRecord, size: int, sc: float = 1.0) -> int:
        """A roll's width in the row: its "×k", its dice and the gap after it."""
        return round(44 * sc) + len(record.dice) * (size + 3) + 16

    @staticmethod
    def draw_roll(surf: pygame.Surface, record: RollRecord, k: int, x: int, r: pygame.Rect,
                  size: int, cy: int, text_size: int = TEXT_SMALL,
                  sc: float = 1.0) -> int | None:
        """One roll: "×k", its dice (the ones set aside raised and ticked, the rest greyed);
        the x after it, or None when it does not fit in the row."""
        mult = round(44 * sc)
        if x + MishimashLogScene.roll_width(record, size, sc) > r.right - round(MORE_W * sc):
            return None
        draw.text_block(surf, pygame.Rect(x, cy - r.height // 2, mult - 4, r.height), f"×{k}",
                        text_size, INK, bold=True)
        x += mult
        kept = list(record.keep)
        for v in record.dice:
            if v in kept:
                kept.remove(v)
                img = die.face(v, size, "aside")
                dy = -6
            else:
                img = die.face(v, size, "disabled")
                dy = 6
            surf.blit(img, img.get_rect(center=(x + size // 2, cy + dy)))
            x += size + 3
        return x + 16

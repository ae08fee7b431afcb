"""The MISHIMASH turn log: every seat's last turn, roll by roll (what was rolled, what was set
aside under which multiplier, and how the turn ended), over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.mishimash import End, Match
from game.mishimash.turn import RollRecord, Turn
from game.ui import die, draw
from game.ui.constants import (
    INK,
    INK_SOFT,
    PAPER_DARK,
    RED_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
)
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
ROLL_EXTRA = 60  # a roll's "×k" and the gap after it
MORE_W = 110  # room kept for "+N more" (a turn too long even for the smallest dice)
CLOSE_W, CLOSE_H = 240, 60


class MishimashLogScene(Overlay):
    """An overlay with one row per seat (Esc, Close or a tap outside closes it)."""

    box = BOX
    name = "mishimash_log"

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match

    def last_turns(self) -> list[Turn | None]:
        """Each seat's last finished turn (None before its first)."""
        m = self.match
        return [next((t for t in reversed(m.turns) if t.player == seat), None)
                for seat in range(len(m.players))]

    def row_rect(self, seat: int) -> pygame.Rect:
        n = len(self.match.players)
        top = BOX.top + 76
        h = min(96, (BOX.bottom - CLOSE_H - 2 * PAD - top) // n)
        return pygame.Rect(BOX.left + PAD, top + seat * h, BOX.width - 2 * PAD, h - 8)

    def build(self) -> None:
        m = self.match
        self.widgets = [Label((BOX.left + PAD, BOX.top + 14, BOX.width - 2 * PAD, 50),
                              lambda: _("Last turns"), TEXT_HEAD, INK, bold=True)]
        for seat, turn in enumerate(self.last_turns()):
            r = self.row_rect(seat)
            self.widgets.append(Label((r.left + 14, r.top + 4, NAME_W - 20, 30), m.players[seat],
                                      TEXT_BODY, INK, align="left", bold=True))
            self.widgets.append(Label((r.left + 14, r.top + 36, NAME_W - 20, OUTCOME_H),
                                      self.outcome(turn), TEXT_SMALL,
                                      RED_DARK if turn and turn.end is End.BUST else INK_SOFT,
                                      align="left", samples=self.outcome_samples))
        self.widgets.append(Button((BOX.centerx - CLOSE_W // 2, BOX.bottom - CLOSE_H - PAD,
                                    CLOSE_W, CLOSE_H), lambda: _("Close"), self.app.pop,
                                   kind="secondary", size=TEXT_BIG))
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
            x = r.left + NAME_W
            room = r.right - MORE_W - x
            total = sum(len(record.dice) for record in turn.rolls)
            size = max(DIE_MIN, min(DIE, (room - ROLL_EXTRA * len(turn.rolls)) // total - 3))
            for k, record in enumerate(turn.rolls, start=1):
                after = self.draw_roll(surf, record, k, x, r, size)
                if after is None:
                    more = len(turn.rolls) - k + 1
                    draw.text_block(surf, pygame.Rect(r.right - 110, r.top, 100, r.height),
                                    ngettext("+{n} more", "+{n} more", more).format(n=more),
                                    TEXT_SMALL, INK_SOFT, align="right", bold=True)
                    break
                x = after
        self.draw_widgets(surf)

    @staticmethod
    def draw_roll(surf: pygame.Surface, record: RollRecord, k: int, x: int, r: pygame.Rect,
                  size: int) -> int | None:
        """One roll: "×k", its dice (the ones set aside raised and ticked, the rest greyed);
        the x after it, or None when it does not fit in the row."""
        width = 44 + len(record.dice) * (size + 3) + 16
        if x + width > r.right - MORE_W:
            return None
        draw.text_block(surf, pygame.Rect(x, r.top, 40, r.height), f"×{k}", TEXT_SMALL, INK,
                        bold=True)
        x += 44
        kept = list(record.keep)
        for v in record.dice:
            if v in kept:
                kept.remove(v)
                img = die.face(v, size, "aside")
                dy = -6
            else:
                img = die.face(v, size, "disabled")
                dy = 6
            surf.blit(img, img.get_rect(center=(x + size // 2, r.centery + dy)))
            x += size + 3
        return x + 16

"""MAGDAGDON end screen: the final breakdown, the high-score place and the next game's
difficulty (rules §1.7, §1.8). It sits over the right column, so the finished board and its
bonuses stay in view; only a real record (an earlier best beaten) is celebrated."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import _, ngettext
from game.magdagdon import Difficulty
from game.magdagdon.ui.names import difficulty_name
from game.ui import draw, scenes
from game.ui.constants import (
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
)
from game.ui.names import minus, signed
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.magdagdon import Game
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.ui.app import App

BOX = pygame.Rect(652, 92, 604, 620)  # over the right column: the board stays visible
PAD = 26
ROW_H = 34
PLACE_H = 74  # two lines
SIDE_W = 158  # Review and Menu, right of New game
CHOICE_W = (BOX.width - 2 * PAD - 2 * 10) // 3  # the three difficulties side by side


class MagdagdonEndScene(Overlay):
    """Shown beside the finished board."""

    box = BOX
    dim_alpha = 70  # the finished board stays readable beside the result
    name = "magdagdon_end"

    def __init__(self, app: App, game: Game, place: int | None, record: bool = False) -> None:
        super().__init__(app)
        self.game, self.place, self.record = game, place, record
        self.celebrate = record  # only a real record (an earlier best beaten)

    def place_text(self) -> str:
        """Where the game landed among the high scores (a record only when one was beaten)."""
        if self.place is None:
            return _("Not in the top 10 this time.")
        if self.record:
            return _("A new best score!")
        if self.place == 0:
            return _("Your first score at this difficulty.")
        return _("Place {n} in the high scores.").format(n=self.place + 1)

    def build(self) -> None:
        b, g, s = BOX, self.game, self.game.score()
        self.rows = [
            (_("Lines"), str(s.base)),
            (_("Bonuses"), f"+{s.bonus}"),
            (ngettext("{n} ruin", "{n} ruins", s.ruins).format(n=s.ruins), minus(s.ruin_penalty)),
            (ngettext("{n} power used", "{n} powers used", s.powers_used).format(
                n=s.powers_used), minus(s.power_penalty)),
        ]
        inner = b.width - 2 * PAD
        self.widgets = [
            Label((b.left + PAD, b.top + 14, inner, 46), lambda: _("Game over"), TEXT_HEAD, INK,
                  bold=True),
            Label((b.left + PAD, b.top + 60, inner, 30),
                  ngettext("{difficulty}, {n} turn", "{difficulty}, {n} turns", g.turns).format(
                      difficulty=difficulty_name(g.difficulty), n=g.turns), TEXT_BODY, INK_SOFT),
        ]
        y = b.top + 96
        for label, _value in self.rows:
            self.widgets.append(Label((b.left + PAD + 20, y, inner - 200, ROW_H - 2), label,
                                      TEXT_BODY, INK, align="left",
                                      samples=self.row_samples))
            y += ROW_H
        self.total_rect = pygame.Rect(b.left + PAD, y + 6, inner, 72)
        self.widgets.append(Label((self.total_rect.left + 18, self.total_rect.top,
                                   inner - 220, self.total_rect.height), lambda: _("Final score"),
                                  TEXT_BIG, PAPER, align="left"))
        y = self.total_rect.bottom + 6
        self.place_rect = pygame.Rect(b.left + PAD + 36, y, inner - 72, PLACE_H)
        self.widgets.append(Label(self.place_rect, self.place_text(), TEXT_BIG, INK, lines=2,
                                  bold=self.place is not None,
                                  samples=lambda: [_("Not in the top 10 this time."),
                                                   _("A new best score!"),
                                                   _("Your first score at this difficulty."),
                                                   _("Place {n} in the high scores.").format(
                                                       n=10)]))
        y = self.place_rect.bottom + 6
        self.widgets.append(Label((b.left + PAD, y, inner, 28),
                                  lambda: _("Difficulty of the next game"), TEXT_BODY, INK_SOFT,
                                  align="left"))
        session = self.app.session
        for k, d in enumerate(Difficulty):
            self.widgets.append(Button(
                (b.left + PAD + k * (CHOICE_W + 10), y + 32, CHOICE_W, 56),
                partial(difficulty_name, d), partial(self.choose, d.value),
                kind="secondary", size=TEXT_SMALL,
                selected=partial(lambda v: session.settings.magdagdon_difficulty == v,
                                 d.value)))
        wide = inner - 2 * (SIDE_W + 12)  # New game, then Review and Menu
        self.new_button = Button((b.left + PAD, b.bottom - 92, wide, 72),
                                 lambda: _("New game"), self.new_game, size=TEXT_BODY)
        self.widgets.append(self.new_button)
        x = b.left + PAD + wide + 12
        self.widgets.append(Button((x, b.bottom - 92, SIDE_W, 72), lambda: _("Review"),
                                   self.review, kind="secondary", size=TEXT_BODY))
        self.widgets.append(Button((x + SIDE_W + 12, b.bottom - 92, SIDE_W, 72),
                                   lambda: _("Menu"), self.to_menu, kind="secondary",
                                   size=TEXT_BODY))
        self.focus = self.new_button

    def row_samples(self) -> list[str]:
        return [_("Lines"), _("Bonuses"), *(
            ngettext("{n} ruin", "{n} ruins", n).format(n=n) for n in (1, 2, 16)), *(
            ngettext("{n} power used", "{n} powers used", n).format(n=n) for n in (1, 3))]

    def choose(self, difficulty: str) -> None:
        """The difficulty of the next game (the finished one is no longer in progress)."""
        self.app.session.update(magdagdon_difficulty=difficulty)

    def new_game(self) -> None:
        self.app.pop()
        cast("MagdagdonScene", self.app.top).new_game()

    def review(self) -> None:
        """The review of the finished game: its accuracy, luck and costliest choices."""
        from game.magdagdon.record import export

        self.app.push(scenes.make("review", self.app, export(self.game), self.game.copy()))

    def to_menu(self) -> None:
        self.app.pop()
        self.app.pop()

    def back(self) -> None:
        self.app.pop()  # look at the finished board

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        b = BOX
        y = b.top + 96
        for _label, value in self.rows:
            draw.text_block(surf, pygame.Rect(b.right - PAD - 180, y, 160, ROW_H - 2), value,
                            TEXT_BIG, INK, align="right", bold=True)
            y += ROW_H
        total = self.total_rect
        pygame.draw.rect(surf, INK, total, border_radius=14)
        draw.text_block(surf, pygame.Rect(total.right - 220, total.top, 200, total.height),
                        signed(self.game.score().total), 60, GOLD, align="right", bold=True)
        if self.record:  # a real record: gold stars round the words
            r = self.place_rect
            for cx in (r.left - 20, r.right + 20):
                star(surf, (cx, r.centery), 16)
            pygame.draw.rect(surf, GOLD, r.inflate(76, 0), 4, border_radius=12)
        self.draw_widgets(surf)


def star(surf: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A five-pointed gold star edged in ink."""
    cx, cy = center
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surf, GOLD, points)
    pygame.draw.polygon(surf, INK, points, 2)

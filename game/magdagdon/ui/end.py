"""MAGDAGDON end screen: the final breakdown, the high-score place and the next game's
difficulty (rules §1.7, §1.8). It sits over the right column, so the finished board and its
bonuses stay in view; only a real record (an earlier best beaten) is celebrated."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import _, ngettext
from game.magdagdon import Difficulty
from game.magdagdon.ui.names import difficulty_name
from game.ui import draw, scenes, text
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
from game.ui.new_best import NewBest
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
    at: dict[str, pygame.Rect]
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

    @property
    def responsive(self) -> bool:  # type: ignore[override]
        """Laid out for the window when the play screen under it is."""
        return len(self.app.scenes) < 2 or self.app.scenes[-2].responsive

    def places(self) -> dict[str, pygame.Rect]:
        """The card and its parts: over the right column on the desktop; on a phone upright
        over the lower part of the screen (the board above it stays in view); on its side
        over the middle and the right, in two columns."""
        m = self.metrics
        if m.k <= 1 and m.size == (1280, 720):
            b, inner = BOX, BOX.width - 2 * PAD
            rows = BOX.top + 96
            total = pygame.Rect(b.left + PAD, rows + 4 * ROW_H + 6, inner, 72)
            place = pygame.Rect(b.left + PAD + 36, total.bottom + 6, inner - 72, PLACE_H)
            return {"box": b, "title": pygame.Rect(b.left + PAD, b.top + 14, inner, 46),
                    "sub": pygame.Rect(b.left + PAD, b.top + 60, inner, 30),
                    "rows": pygame.Rect(b.left + PAD, rows, inner, 4 * ROW_H), "total": total,
                    "place": place, "next": pygame.Rect(b.left + PAD, place.bottom + 6, inner, 28),
                    "choices": pygame.Rect(b.left + PAD, place.bottom + 38, inner, 56),
                    "buttons": pygame.Rect(b.left + PAD, b.bottom - 92, inner, 72)}
        s, t = m.type_scale, m.target
        row_h, head_h, sub_h = round(ROW_H * s), round(46 * s), round(30 * s)
        total_h, next_h = round(72 * s), round(28 * s)
        place_h = 3 * text.line_height(m.font(TEXT_BIG), True) + 6  # three lines
        top_part = 14 + head_h + sub_h + 6 + 4 * row_h + 6 + total_h
        low_part = place_h + 6 + next_h + 4 + t + 16 + t
        from game.magdagdon.ui import board

        play = board.places(m)
        if m.portrait:  # from under the status line (the board and its sums above it)
            w = m.width - 2 * 16
            need = top_part + 6 + low_part + 2 * 18
            top = min(m.height - 8 - need, play.status.bottom + 8)
            b = pygame.Rect(16, top, w, m.height - 8 - top)
            left = right = pygame.Rect(b.left + 20, b.top + 14, w - 40, b.height - 32)
        else:
            b = pygame.Rect(play.status.left - 12, play.header_h + 6,
                            m.width - 12 - play.status.left + 12, m.height - 12 - play.header_h)
            half = (b.width - 60) // 2
            left = pygame.Rect(b.left + 20, b.top + 14, half, b.height - 28)
            right = pygame.Rect(left.right + 20, b.top + 14, half, b.height - 28)
        y = left.top
        out = {"box": b, "title": pygame.Rect(left.left, y, left.width, head_h),
               "sub": pygame.Rect(left.left, y + head_h, left.width, sub_h)}
        y += head_h + sub_h + 6
        out["rows"] = pygame.Rect(left.left, y, left.width, 4 * row_h)
        out["total"] = pygame.Rect(left.left, out["rows"].bottom + 6, left.width, total_h)
        out["place"] = pygame.Rect(left.left + 36, out["total"].bottom + 12, left.width - 72,
                                   place_h)
        if right is left:  # upright: the choices in a row, the buttons in a row
            out["next"] = pygame.Rect(left.left, out["place"].bottom + 6, left.width, next_h)
            out["choices"] = pygame.Rect(left.left, out["next"].bottom + 4, left.width, t)
            out["buttons"] = pygame.Rect(left.left, left.bottom - t, left.width, t)
        else:  # on its side: the choices stacked; New game, then Review and Menu under it
            out["next"] = pygame.Rect(right.left, right.top, right.width, next_h)
            out["choices"] = pygame.Rect(right.left, out["next"].bottom + 4, right.width,
                                         3 * t + 2 * 10)
            out["buttons"] = pygame.Rect(right.left, right.bottom - 2 * t - 12, right.width,
                                         2 * t + 12)
        return out

    def build(self) -> None:
        g, s = self.game, self.game.score()
        self.rows = [
            (_("Lines"), str(s.base)),
            (_("Bonuses"), f"+{s.bonus}"),
            (ngettext("{n} ruin", "{n} ruins", s.ruins).format(n=s.ruins), minus(s.ruin_penalty)),
            (ngettext("{n} power used", "{n} powers used", s.powers_used).format(
                n=s.powers_used), minus(s.power_penalty)),
        ]
        at = self.at = self.places()
        self.box = at["box"]
        m = self.metrics
        body, big = m.font(TEXT_BODY), m.font(TEXT_BIG)
        self.widgets = [
            Label(at["title"], lambda: _("Game over"), m.font(TEXT_HEAD), INK, bold=True),
            Label(at["sub"],
                  ngettext("{difficulty}, {n} turn", "{difficulty}, {n} turns", g.turns).format(
                      difficulty=difficulty_name(g.difficulty), n=g.turns), body, INK_SOFT),
        ]
        rows = at["rows"]
        row_h = rows.height // 4
        for k, (label, value) in enumerate(self.rows):
            dy = draw.baseline_shift((value, m.font(TEXT_BIG), True), (label, body, False))
            self.widgets.append(Label((rows.left + 20, rows.top + k * row_h + dy,
                                       rows.width - self.value_w(), row_h - 2), label,
                                      body, INK, align="left",
                                      samples=self.row_samples))
        self.total_rect = at["total"]
        dy = draw.baseline_shift((signed(s.total), m.font(60), True),
                                 (_("Final score"), big if m.k <= 1 else body, False))
        self.widgets.append(Label((self.total_rect.left + 18, self.total_rect.top + dy,
                                   self.total_rect.width - self.value_w() - 20,
                                   self.total_rect.height),
                                  lambda: _("Final score"), big if m.k <= 1 else body, PAPER,
                                  align="left"))
        self.place_rect = at["place"]
        self.new_best = NewBest(self.place_rect, 38) if self.record else None
        self.widgets.append(Label(self.place_rect, self.place_text(), big, INK,
                                  lines=2 if m.k <= 1 else 3,
                                  bold=self.place is not None,
                                  samples=lambda: [_("Not in the top 10 this time."),
                                                   _("A new best score!"),
                                                   _("Your first score at this difficulty."),
                                                   _("Place {n} in the high scores.").format(
                                                       n=10)]))
        self.widgets.append(Label(at["next"], lambda: _("Difficulty of the next game"), body,
                                  INK_SOFT, align="left"))
        session = self.app.session
        choices = at["choices"]
        stacked = choices.height > 2 * m.target  # on a phone on its side
        choice_w = choices.width if stacked else (choices.width - 2 * 10) // 3
        for k, d in enumerate(Difficulty):
            self.widgets.append(Button(
                (choices.left, choices.top + k * (m.target + 10), choice_w, m.target) if stacked
                else (choices.left + k * (choice_w + 10), choices.top, choice_w,
                      choices.height),
                partial(difficulty_name, d), partial(self.choose, d.value),
                kind="secondary", size=m.font(TEXT_SMALL),
                selected=partial(lambda v: session.settings.magdagdon_difficulty == v,
                                 d.value)))
        buttons = at["buttons"]
        if stacked:  # New game across, Review and Menu under it
            tall = (buttons.height - 12) // 2
            half = (buttons.width - 12) // 2
            new = pygame.Rect(buttons.left, buttons.top, buttons.width, tall)
            review = pygame.Rect(buttons.left, new.bottom + 12, half, tall)
            menu = pygame.Rect(review.right + 12, review.top, half, tall)
        else:
            side_w = round(SIDE_W * m.type_scale)
            wide = buttons.width - 2 * (side_w + 12)  # New game, then Review and Menu
            new = pygame.Rect(buttons.left, buttons.top, wide, buttons.height)
            review = pygame.Rect(new.right + 12, buttons.top, side_w, buttons.height)
            menu = pygame.Rect(review.right + 12, buttons.top, side_w, buttons.height)
        self.new_button = Button(new, lambda: _("New game"), self.new_game, size=body)
        self.widgets.append(self.new_button)
        self.widgets.append(Button(review, lambda: _("Review"), self.review, kind="secondary",
                                   size=body))
        self.widgets.append(Button(menu, lambda: _("Menu"), self.to_menu, kind="secondary",
                                   size=body))
        if self.focus is None:
            self.focus = self.new_button

    def value_w(self) -> int:
        """Room for a row's value at its right (a number)."""
        return 200 if self.metrics.k <= 1 else 150

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

    def update(self, dt: float) -> bool:
        return self.new_best is not None and self.new_best.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        if self.new_best is not None:  # the record's line on its ribbon (under its words)
            self.new_best.draw(surf)
        m, rows = self.metrics, self.at["rows"]
        row_h = rows.height // 4
        for k, (_label, value) in enumerate(self.rows):
            draw.text_block(surf, pygame.Rect(rows.right - 180, rows.top + k * row_h, 160,
                                              row_h - 2), value,
                            m.font(TEXT_BIG), INK, align="right", bold=True)
        total = self.total_rect
        pygame.draw.rect(surf, INK, total, border_radius=14)
        draw.text_block(surf, pygame.Rect(total.right - 220, total.top, 200, total.height),
                        signed(self.game.score().total), m.font(60), GOLD, align="right",
                        bold=True)
        self.draw_widgets(surf)

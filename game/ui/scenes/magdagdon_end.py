"""MAGDAGDON end screen: the final breakdown and the high-score place (rules §1.7, §1.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import _, ngettext
from game.ui import chrome, draw
from game.ui.constants import GOLD, INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_HEAD, WIDTH
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.magdagdon import Game
    from game.ui.app import App
    from game.ui.scenes.magdagdon import MagdagdonScene


class MagdagdonEndScene(Scene):
    """Shown over the finished board."""

    opaque = False
    name = "magdagdon_end"

    def __init__(self, app: App, game: Game, place: int | None) -> None:
        super().__init__(app)
        self.game, self.place = game, place

    def build(self) -> None:
        from game.ui.scenes.magdagdon_view import difficulty_name, minus

        box = pygame.Rect(0, 0, 720, 600)
        box.center = (WIDTH // 2, 380)
        self.box = box
        g, s = self.game, self.game.score()
        if self.place is None:
            place = _("Not in the top 10 this time.")
        elif self.place == 0:
            place = _("A new best score!")
        else:
            place = _("Place {n} in the high scores.").format(n=self.place + 1)
        rows = [
            (_("Lines"), str(s.base)),
            (_("Bonuses"), f"+{s.bonus}"),
            (ngettext("{n} ruin", "{n} ruins", s.ruins).format(n=s.ruins), minus(s.ruin_penalty)),
            (ngettext("{n} power used", "{n} powers used", s.powers_used).format(
                n=s.powers_used), minus(s.power_penalty)),
        ]
        self.rows = rows
        self.widgets = [
            Label((box.left + 30, box.top + 20, box.width - 60, 50), _("Game over"), TEXT_HEAD,
                  INK, bold=True),
            Label((box.left + 30, box.top + 72, box.width - 60, 30),
                  _("{difficulty}, {n} turns").format(difficulty=difficulty_name(g.difficulty),
                                                      n=g.turns), TEXT_BODY, INK_SOFT),
            Label((box.left + 30, box.top + 400, box.width - 60, 40), place, TEXT_BIG, INK,
                  bold=self.place is not None),
            Button((box.left + 30, box.bottom - 100, 212, 72), _("New game"), self.new_game),
            Button((box.left + 254, box.bottom - 100, 212, 72), _("Review"), self.review,
                   kind="secondary"),
            Button((box.right - 242, box.bottom - 100, 212, 72), _("Menu"), self.to_menu,
                   kind="secondary"),
        ]
        self.focus = self.widgets[3]

    def new_game(self) -> None:
        self.app.pop()
        cast("MagdagdonScene", self.app.top).new_game()

    def review(self) -> None:
        from game.magdagdon.record import export
        from game.ui.scenes.review import ReviewScene

        self.app.push(ReviewScene(self.app, export(self.game), self.game.copy()))

    def to_menu(self) -> None:
        self.app.pop()
        self.app.pop()

    def back(self) -> None:
        self.app.pop()  # look at the finished board

    def tap_empty(self, pos: tuple[int, int]) -> None:
        if not self.box.collidepoint(pos):
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        chrome.dim(surf)
        draw.panel(surf, self.box, PAPER, radius=20, shadow=8)
        b = self.box
        y = b.top + 118
        for label, value in self.rows:
            draw.text_block(surf, pygame.Rect(b.left + 80, y, 380, 36), label, TEXT_BODY, INK,
                            align="left")
            draw.text_block(surf, pygame.Rect(b.right - 260, y, 180, 36), value, TEXT_BIG, INK,
                            align="right", bold=True)
            y += 42
        total = pygame.Rect(b.left + 60, y + 8, b.width - 120, 92)
        pygame.draw.rect(surf, INK, total, border_radius=14)
        draw.text_block(surf, pygame.Rect(total.left + 20, total.top, 300, total.height),
                        _("Final score"), TEXT_BIG, PAPER, align="left")
        draw.text_block(surf, pygame.Rect(total.right - 240, total.top, 220, total.height),
                        str(self.game.score().total), 64, GOLD, align="right", bold=True)
        self.draw_widgets(surf)

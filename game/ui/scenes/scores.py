"""High scores: each game's page (its front end's `scores`), with a tab per value of its
difficulty when it has one."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import chrome, draw, front_end
from game.ui.constants import INK, INK_SOFT, TEXT_BODY, TEXT_SMALL
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
        self.front = front_end.get(game)
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

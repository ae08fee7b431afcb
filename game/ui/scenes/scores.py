"""High scores: each game's page (its front end's `scores`), with a tab per value of its
difficulty when it has one."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import chrome, draw, front_end, text
from game.ui.constants import INK, INK_SOFT, TEXT_BODY, TEXT_SMALL
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

PAGE = pygame.Rect(60, 180, 1160, 526)  # on the desktop canvas (`ScoresScene.page` for any)


class ScoresScene(Scene):
    """One game's high scores."""

    name = "scores"
    responsive = True

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.front = front_end.get(game)
        choice = self.front.difficulty  # a tab per difficulty, the current one open
        self.difficulty = None if choice is None else getattr(app.session.settings, choice.field)

    def build(self) -> None:
        """The tabs under the header (upright across the screen), the game's page under
        them (`page`; `top` where a page without tabs starts), down to the bottom."""
        m = self.metrics
        sc = m.type_scale
        wide = m.width >= NARROW
        margin = PAGE.left if wide else round(16 * sc)
        self.top = header(m).height + 16
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        tab_h = m.at_least(64, TARGET_CSS)
        page_top = self.top
        if (choice := self.front.difficulty) is not None:
            n, gap = len(choice.values), round(20 * sc)
            # the row as wide as the page under it (the desktop's own numbers on its page)
            width = (m.width - 2 * margin - (n - 1) * gap) // n
            step = width + gap
            if wide and m.width - 2 * margin == PAGE.width:
                width, step = round(370 * sc), round(390 * sc)
            for k, value in enumerate(choice.values):
                self.widgets.append(Button(
                    (margin + k * step, self.top, width, tab_h), partial(choice.label, value),
                    partial(self.pick, value), kind="secondary", size=m.font(TEXT_BODY),
                    selected=partial(lambda v: self.difficulty == v, value)))
            page_top = self.top + tab_h + 16
        self.page = pygame.Rect(margin, page_top, m.width - 2 * margin,
                                m.height - 14 - page_top)
        self.focus = self.widgets[0]

    def pick(self, difficulty: str) -> None:
        self.difficulty = difficulty

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("High scores"), metrics=self.metrics)
        self.front.scores(self, surf)
        self.draw_widgets(surf)

    @property
    def head_height(self) -> int:
        """A table's heading row: upright two lines (a narrow column's words wrap)."""
        m = self.metrics
        if m.width >= NARROW:
            return round(38 * m.type_scale)
        return 2 * text.line_height(self.head_size)

    @property
    def head_size(self) -> int:
        """The headings' type size: small on the desktop, on a phone read as body text."""
        m = self.metrics
        return TEXT_SMALL if m.k <= 1 else m.font(TEXT_BODY)

    def row(self, surf: pygame.Surface, y: int, cells: list[tuple[str, int, int, str]],
            head: bool = False) -> None:
        """A row of a table across the page: each cell's x and width as on the desktop's
        1160 px page, stretched to this page."""
        m = self.metrics
        across = self.page.width / PAGE.width
        height = self.head_height if head else round(38 * m.type_scale)
        for content, x, w, align in cells:
            draw.text_block(surf, pygame.Rect(self.page.left + round(x * across), y,
                                              round(w * across), height),
                            content, self.head_size if head else m.font(TEXT_BODY),
                            INK_SOFT if head else INK, align=align, bold=not head and x == 20,
                            lines=2 if head and m.width < NARROW else 1)

"""Overlays: a yes/no question and the language picker."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, _, current
from game.ui.constants import INK, TEXT_BIG, TEXT_HEAD
from game.ui.layout import NARROW
from game.ui.metrics import TARGET_CSS
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App


class ConfirmDialog(Overlay):
    """Ask before something that cannot be undone (abandoning a game in progress)."""

    name = "confirm"
    responsive = True

    def __init__(self, app: App, question: Callable[[], str], yes: Callable[[], str],
                 on_yes: Callable[[], None], no: Callable[[], str] | None = None,
                 on_no: Callable[[], None] | None = None, yes_kind: str = "danger") -> None:
        super().__init__(app)
        self.question, self.yes, self.no, self.on_yes = question, yes, no, on_yes
        self.on_no, self.yes_kind = on_no, yes_kind

    def build(self) -> None:
        m = self.metrics
        s, size = m.type_scale, m.font(TEXT_BIG)
        button_h = m.at_least(72, TARGET_CSS)
        question_h = round(190 * s)
        stacked = m.width < NARROW  # upright: the answers one above the other, full width
        answers = 2 * button_h + 24 if stacked else button_h
        box = pygame.Rect(0, 0, min(m.width - 40, round(760 * s)),
                          15 + question_h + 25 + answers + 38)
        box.center = (m.width // 2, m.height // 2)
        self.box = box
        question = pygame.Rect(box.left + 30, box.top + 15, box.width - 60, question_h)
        if stacked:  # the harmless answer lowest, nearest the thumb
            yes = pygame.Rect(box.left + 40, box.bottom - 38 - answers, box.width - 80, button_h)
            no = yes.move(0, button_h + 24)
        else:
            answer = round(320 * s)
            no = pygame.Rect(box.left + 40, box.bottom - 38 - button_h, answer, button_h)
            yes = pygame.Rect(box.right - 40 - answer, no.top, answer, button_h)
        self.widgets = [
            Label(question, self.question, size, INK, lines=3),
            # "Keep playing", not "Cancel": a question about abandoning a game cannot then be
            # read the wrong way round (German "abbrechen" means both)
            Button(no, self.no or (lambda: _("Keep playing")), self.decline, kind="secondary",
                   size=size),
            Button(yes, self.yes, self.accept, kind=self.yes_kind, size=size),
        ]
        self.focus = self.widgets[1] if self.focus is None else self.focus

    def accept(self) -> None:
        self.app.pop()
        self.on_yes()

    def decline(self) -> None:
        self.app.pop()
        if self.on_no is not None:
            self.on_no()

    def tap_empty(self, pos: tuple[int, int]) -> None:
        """A question waits for its answer: a tap beside the card does nothing."""

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        self.draw_widgets(surf)


class LanguagePicker(Overlay):
    """Choose one of the five languages; the switch happens at once."""

    name = "language"
    responsive = True

    def build(self) -> None:
        m = self.metrics
        s = m.type_scale
        button_h = m.at_least(66, TARGET_CSS)
        head = round(90 * s)
        step = button_h + 16
        box = pygame.Rect(0, 0, min(m.width - 40, round(560 * s)),
                          head + len(LANGUAGES) * step + 20)
        box.center = (m.width // 2, m.height // 2 + 10)
        self.box = box
        self.widgets = [Label((box.left + 20, box.top + 16, box.width - 40, head - 30),
                              lambda: _("Language"), m.font(TEXT_HEAD), INK, bold=True)]
        inset = round(60 * s)
        for i, (code, native) in enumerate(LANGUAGES.items()):
            self.widgets.append(Button(
                (box.left + inset, box.top + head + i * step, box.width - 2 * inset, button_h),
                native, partial(self.choose, code), kind="secondary", size=m.font(TEXT_BIG),
                selected=partial(lambda code: current() == code, code)))
        chosen = [w for w in self.widgets[1:] if isinstance(w, Button) and w.selected_now()]
        if self.focus is None and chosen:
            self.focus = chosen[0]

    def choose(self, code: str) -> None:
        self.app.pop()
        self.app.set_language(code)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        self.draw_widgets(surf)


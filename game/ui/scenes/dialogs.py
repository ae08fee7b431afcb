"""Overlays: a yes/no question and the language picker."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, _, current
from game.ui.constants import INK, TEXT_BIG, TEXT_HEAD, WIDTH
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App


class ConfirmDialog(Overlay):
    """Ask before something that cannot be undone (abandoning a game in progress)."""

    name = "confirm"

    def __init__(self, app: App, question: Callable[[], str], yes: Callable[[], str],
                 on_yes: Callable[[], None], no: Callable[[], str] | None = None,
                 on_no: Callable[[], None] | None = None, yes_kind: str = "danger") -> None:
        super().__init__(app)
        self.question, self.yes, self.no, self.on_yes = question, yes, no, on_yes
        self.on_no, self.yes_kind = on_no, yes_kind

    def build(self) -> None:
        box = pygame.Rect(0, 0, 760, 340)
        box.center = (WIDTH // 2, 360)
        self.box = box
        self.widgets = [
            Label(box.inflate(-60, -150).move(0, -60), self.question, TEXT_BIG, INK, lines=3),
            # "Keep playing", not "Cancel": a question about abandoning a game cannot then be
            # read the wrong way round (German "abbrechen" means both)
            Button((box.left + 40, box.bottom - 110, 320, 72),
                   self.no or (lambda: _("Keep playing")),
                   self.decline, kind="secondary"),
            Button((box.right - 360, box.bottom - 110, 320, 72), self.yes, self.accept,
                   kind=self.yes_kind),
        ]
        self.focus = self.widgets[1]

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

    def build(self) -> None:
        box = pygame.Rect(0, 0, 560, 520)
        box.center = (WIDTH // 2, 370)
        self.box = box
        self.widgets = [Label((box.left + 20, box.top + 16, box.width - 40, 60),
                              lambda: _("Language"), TEXT_HEAD, INK, bold=True)]
        for i, (code, native) in enumerate(LANGUAGES.items()):
            self.widgets.append(Button(
                (box.left + 60, box.top + 90 + i * 82, box.width - 120, 66), native,
                partial(self.choose, code), kind="secondary", size=TEXT_BIG,
                selected=partial(lambda code: current() == code, code)))
        for w in self.widgets[1:]:
            if isinstance(w, Button) and w.selected_now():
                self.focus = w

    def choose(self, code: str) -> None:
        self.app.pop()
        self.app.set_language(code)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        self.draw_widgets(surf)


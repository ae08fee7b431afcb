"""MISHIMASH setup: 1 to 6 seats (a named person or the computer, with its strength) and the
target (rules §2.4)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.entry import Editing
from game.i18n import _, ngettext
from game.mishimash import MAX_PLAYERS, TARGETS
from game.mishimash.storage import MAX_NAME_LENGTH, Seat
from game.mishimash.ui import tables
from game.storage.settings import STRENGTHS
from game.ui import chrome, draw, scenes
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    INK,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
)
from game.ui.fields import TextField
from game.ui.input import Input, Text
from game.ui.names import strength_name
from game.ui.scene import Scene
from game.ui.widgets import Button, Cycle, Label

if TYPE_CHECKING:
    from game.ui.app import App

ROW_H = 66
LIST_X, LIST_Y = 60, 112
# Columns of a seat row: number, name, person/computer, strength (computer seats), remove
# (right after the row's last control).
NAME_X, NAME_W = LIST_X + 50, 300
KIND_X, KIND_W = LIST_X + 360, 184
STRENGTH_X, STRENGTH_W = KIND_X + KIND_W + 10, 170
REMOVE_W, REMOVE_GAP = 56, 8
# "Add a seat" stays where it is, under the sixth row (it never moves under the pointer).
ADD_Y = LIST_Y + 44 + MAX_PLAYERS * ROW_H



def shown_name(name: str) -> str:
    """The stored default names ("Player 1", "Computer") in the current language."""
    if name == "Computer":
        return _("Computer")
    head, _sep, number = name.rpartition(" ")
    if head == "Player" and number.isdigit():
        return _("Player {n}").format(n=int(number))
    return name


class NameField(TextField):
    """A seat's name; tap it to type a new one (a caret shows while typing; in the browser the
    page's input, with the phone's keyboard, lies over it)."""

    scene: SetupScene

    def __init__(self, rect: tuple[int, int, int, int], scene: SetupScene, seat: int) -> None:
        super().__init__(rect, scene, f"seat-{seat}", lambda: scene.seats[seat].name,
                         lambda: _("Player {n}").format(n=seat + 1), MAX_NAME_LENGTH, TEXT_BODY)
        self.seat = seat

    def press_field(self) -> None:
        self.scene.edit(self.seat)

    def editing(self) -> bool:
        return self.scene.editing == self.seat

    def begin(self) -> None:
        self.scene.begin_edit(self.seat)

    def take(self, text: str) -> str:
        return self.scene.set_typed(text)

    def commit(self) -> None:
        self.scene.editing = None

    def cancel(self) -> None:
        self.scene.cancel_edit()

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        r = self.rect
        editing = self.scene.editing == self.seat
        pygame.draw.rect(surf, PAPER, r, border_radius=10)
        pygame.draw.rect(surf, GOLD if editing else (150, 140, 120), r, 4 if editing else 2,
                         border_radius=10)
        name = self.scene.seats[self.seat].name
        box = r.inflate(-28, -8)
        draw.text_block(surf, box, name, TEXT_BODY, INK, align="left")
        if editing:  # caret after the text
            from game.ui import text

            size, _lines = text.fit(name, TEXT_BODY, box.width, 1)
            x = min(box.right, box.left + text.width(name, size) + 3)
            pygame.draw.line(surf, INK, (x, r.top + 14), (x, r.bottom - 14), 3)
        if focused:
            draw.focus_ring(surf, r, 10)


class SetupScene(Scene):
    """Choose the seats and the target, then start."""

    name = "setup"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        settings = app.session.settings
        self.seats = [Seat(shown_name(s.name), s.human, s.strength)
                      for s in settings.mishimash_seats]
        self.target = settings.mishimash_target
        self.editing: int | None = None
        self.typed = Editing("", MAX_NAME_LENGTH)  # the name being typed (Esc puts it back)
        self.note = ""  # a name was cut to the maximum length

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        n = len(self.seats)
        for i in range(n):
            y = LIST_Y + 44 + i * ROW_H
            self.widgets.append(Label((LIST_X, y, 40, ROW_H - 10), str(i + 1), TEXT_BIG, CREAM,
                                      bold=True))
            self.widgets.append(NameField((NAME_X, y, NAME_W, ROW_H - 10), self, i))
            self.widgets.append(Cycle(
                (KIND_X, y, KIND_W, ROW_H - 10),
                partial(lambda i: _("Person") if self.seats[i].human else _("Computer"), i),
                partial(self.flip, i), size=TEXT_BODY,
                samples=lambda: [_("Person"), _("Computer")]))
            computer = not self.seats[i].human
            if computer:
                self.widgets.append(Cycle(
                    (STRENGTH_X, y, STRENGTH_W, ROW_H - 10),
                    partial(lambda i: strength_name(self.seats[i].strength), i),
                    partial(self.cycle_strength, i), size=TEXT_BODY,
                    samples=lambda: [strength_name(s) for s in STRENGTHS]))
            right = (STRENGTH_X + STRENGTH_W) if computer else (KIND_X + KIND_W)
            self.widgets.append(Button((right + REMOVE_GAP, y, REMOVE_W, ROW_H - 10), "×",
                                       partial(self.remove, i), kind="ghost", size=TEXT_BIG,
                                       enabled=lambda: len(self.seats) > 1))
        self.add_button = Button((NAME_X, ADD_Y, NAME_W, ROW_H - 10), lambda: _("Add a seat"),
                                 self.add, kind="ghost", size=TEXT_BODY,
                                 visible=lambda: len(self.seats) < MAX_PLAYERS)
        self.widgets.append(self.add_button)
        self.widgets.append(Label((LIST_X, LIST_Y, 540, 40), lambda: _("Players"), TEXT_BIG,
                                  CREAM, align="left", bold=True))
        self.widgets.append(Label((STRENGTH_X, LIST_Y + 8, STRENGTH_W, 32),
                                  lambda: _("Strength"), TEXT_SMALL, CREAM_SOFT,
                                  visible=lambda: not all(s.human for s in self.seats)))
        self.widgets.append(Label((870, LIST_Y, 360, 40), lambda: _("Target"), TEXT_BIG, CREAM,
                                  align="left", bold=True))
        for k, target in enumerate(TARGETS):
            self.widgets.append(Button(
                (870 + (k % 2) * 184, LIST_Y + 44 + (k // 2) * 80, 170, 66), str(target),
                partial(self.set_target, target), kind="secondary", size=TEXT_BIG,
                selected=partial(lambda t: self.target == t, target)))
        self.widgets.append(Label((870, LIST_Y + 212, 360, 80),
                                  lambda: _("Tap a name to type a new one."), TEXT_BODY,
                                  CREAM_SOFT, lines=2, align="left"))
        self.widgets.append(Label((870, LIST_Y + 300, 360, 110), lambda: self.note, TEXT_BODY,
                                  GOLD, lines=3, align="left",
                                  samples=lambda: [self.limit_note()]))
        self.start_button = Button((870, 600, 354, 84), lambda: _("Start"), self.start,
                                   size=TEXT_HEAD)
        self.widgets.append(self.start_button)
        if self.focus is None:
            self.focus = self.start_button

    # editing ---------------------------------------------------------------------------------
    @property
    def typing(self) -> bool:  # type: ignore[override]
        return self.editing is not None

    def edit(self, seat: int) -> None:
        """Start or stop typing a seat's name (Esc puts the old name back)."""
        if self.editing == seat:
            self.editing = None
            return
        self.begin_edit(seat)

    def begin_edit(self, seat: int) -> None:
        """Start typing a seat's name."""
        self.editing = seat
        self.typed = Editing(self.seats[seat].name, MAX_NAME_LENGTH)
        self.note = ""

    def set_typed(self, name: str) -> str:
        """The name being typed is now `name` (cut to the maximum, and the player told so);
        returns the name kept."""
        assert self.editing is not None
        kept = self.typed.replace(name)
        if self.typed.cut:
            self.note = self.limit_note()
        old = self.seats[self.editing]
        self.seats[self.editing] = Seat(kept, old.human, old.strength)
        return kept

    def cancel_edit(self) -> None:
        """Esc: the edit is dropped, the old name comes back."""
        if self.editing is not None:
            self.set_typed(self.typed.cancel())
        self.editing = None
        self.note = ""

    def rename(self, seat: int, name: str) -> None:
        """Set a seat's name; a longer one is cut to the stored maximum, and the player is told
        so (never silently)."""
        old = self.seats[seat]
        if len(name) > MAX_NAME_LENGTH:
            self.note = self.limit_note()
        self.seats[seat] = Seat(name[:MAX_NAME_LENGTH], old.human, old.strength)

    @staticmethod
    def limit_note() -> str:
        n = MAX_NAME_LENGTH
        return ngettext("A name has at most {n} character.", "A name has at most {n} characters.",
                        n).format(n=n)

    def flip(self, i: int) -> None:
        """Switch a seat between a person and the computer."""
        seat = self.seats[i]
        human = not seat.human
        name = seat.name
        if name in (_("Computer"), "Computer") or name.startswith(_("Player") + " "):
            name = _("Player {n}").format(n=i + 1) if human else _("Computer")
        self.seats[i] = Seat(name, human, seat.strength)
        self.rebuild()  # the strength comes or goes; × follows the row's last control

    def cycle_strength(self, i: int) -> None:
        """A computer seat's next strength: easy, medium, strong, easy…"""
        seat = self.seats[i]
        strength = STRENGTHS[(STRENGTHS.index(seat.strength) + 1) % len(STRENGTHS)]
        self.seats[i] = Seat(seat.name, seat.human, strength)

    def remove(self, i: int) -> None:
        """Remove a seat (one always stays)."""
        if len(self.seats) > 1:
            del self.seats[i]
            self.editing = None
            self.focus = None
            self.build()
            self.focus = self.start_button

    def add(self) -> None:
        """Add a seat (up to six)."""
        if len(self.seats) < MAX_PLAYERS:
            self.seats.append(Seat(_("Player {n}").format(n=len(self.seats) + 1), True))
            self.build()
            if len(self.seats) == MAX_PLAYERS:
                self.focus = self.start_button

    def set_target(self, target: int) -> None:
        self.target = target

    def start(self) -> None:
        """Save the setup and start (asking before abandoning a match)."""
        self.editing = None
        for i, seat in enumerate(self.seats):  # no empty names
            if not seat.name.strip():
                self.rename(i, _("Player {n}").format(n=i + 1))
        self.app.session.update(mishimash_seats=tuple(self.seats), mishimash_target=self.target)
        if self.app.session.has_game("mishimash"):
            self.app.push(scenes.make(
                "confirm", self.app,
                lambda: _("Abandon the match in progress and start a new one?"),
                lambda: _("New match"), self.launch))
            return
        self.launch()

    def launch(self) -> None:
        """Start the new match."""
        from game.mishimash import Match

        self.app.session.clear("mishimash")
        match = Match([s.name for s in self.seats], self.target, seed=self.app.new_seed())
        self.app.replace(scenes.make("mishimash", self.app, match,
                                     tuple(s.human for s in self.seats),
                                     strengths=tuple(s.strength for s in self.seats)))

    # input -----------------------------------------------------------------------------------
    def handle(self, inp: Input) -> None:
        if isinstance(inp, Text):
            if self.editing is not None:
                self.set_typed(self.seats[self.editing].name + inp.text)
            return
        super().handle(inp)

    def key(self, action: str) -> None:
        if self.editing is not None:
            if action == "erase":
                self.set_typed(self.seats[self.editing].name[:-1])
                return
            if action == "activate":  # keep the new name
                self.editing = None
                return
            if action == "back":  # Esc: the edit is dropped, the old name comes back
                self.cancel_edit()
                return
            if action == "space":
                return  # the space arrives as typed text
        super().key(action)

    def update(self, dt: float) -> bool:
        # The computer seats and the hint panel need the strategy tables: load them while the
        # player sets up (a frame's work budget, game.ui.budget).
        tables.advance()
        return False

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("New match"))
        self.draw_widgets(surf)


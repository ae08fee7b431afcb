"""MISHIMASH setup: 1 to 6 seats (a named person or the computer, with its strength) and the
target (rules §2.4)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import graphemes
from game.entry import Editing
from game.i18n import _, ngettext
from game.mishimash import MAX_PLAYERS, TARGETS
from game.mishimash.storage import MAX_NAME_LENGTH, Seat
from game.mishimash.ui import tables
from game.mishimash.ui.seat_names import (
    default_name,
    default_of,
    shown_name,
    stored_name,
    told_apart,
)
from game.storage.settings import STRENGTHS
from game.ui import chrome, draw, scenes, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    INK,
    PAPER,
    SIZE,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
)
from game.ui.fields import TextField
from game.ui.input import Input, Text
from game.ui.layout import BUTTON_PAD, NARROW, header
from game.ui.metrics import BODY_CSS, TARGET_CSS, Metrics
from game.ui.names import SAMPLE_NAME, strength_name
from game.ui.scene import Scene
from game.ui.widgets import Button, Cycle, Label, TextBox

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
RIGHT_X = 870  # the target, the words under it and Start


@dataclass(frozen=True)
class Row:
    """A seat row's controls."""

    number: pygame.Rect
    name: pygame.Rect
    kind: pygame.Rect
    strength: pygame.Rect
    remove: pygame.Rect  # for a computer seat (after its strength)
    remove_person: pygame.Rect  # for a person (after the kind)


@dataclass(frozen=True)
class Places:
    """The setup's geometry for one canvas: on the desktop exactly the constants above;
    upright the seats, then the target and Start under them; a phone on its side taller
    rows, "Add a seat" in the right column. On a phone every seat's × is in one column."""

    rows: tuple[Row, ...]
    add: pygame.Rect
    players: pygame.Rect
    strength: pygame.Rect  # the strength column's heading
    target: pygame.Rect
    targets: tuple[pygame.Rect, ...]
    tip: pygame.Rect
    tip_lines: int
    note: pygame.Rect
    start: pygame.Rect
    big: int
    body: int
    small: int
    head: int


Column = tuple[int, int]  # x, width


def _rows(number: Column, name: Column, kind: Column, strength: Column, remove: Column,
          remove_person: Column, top: int, step: int, h: int) -> tuple[Row, ...]:
    """The six seat rows from their columns, `step` apart from `top`."""
    return tuple(Row(*(pygame.Rect(x, top + i * step, w, h)
                       for x, w in (number, name, kind, strength, remove, remove_person)))
                 for i in range(MAX_PLAYERS))


def places(m: Metrics) -> Places:
    """Where everything goes on `m`'s canvas."""
    big, body, head = m.font(TEXT_BIG), m.font(TEXT_BODY), m.font(TEXT_HEAD)
    small = m.at_least(TEXT_SMALL, BODY_CSS)
    if m.size == SIZE:
        return _desktop(big, body, small, head)
    ts = m.type_scale
    top = header(m).height + 8
    h = m.at_least(ROW_H - 10, TARGET_CSS)
    step = h + 8
    label_h = round(40 * ts)
    remove_w = m.at_least(REMOVE_W, TARGET_CSS)
    if m.width < NARROW:  # upright: one column
        pad, gap = 12, 6
        inner = m.width - 2 * pad
        # No seat numbers (the order says it), toggles just as wide as their longest word and
        # narrow gaps: the name gets all the room left, for six 11-letter names at 14 CSS px
        # on a 360 px wide phone.
        room = BUTTON_PAD + Cycle.ICON + 8 + 4
        kind_w = room + max(text.width(t, body, bold=True) for t in (_("Person"), _("Computer")))
        strength_w = room + max(text.width(strength_name(s), body, bold=True)
                                for s in STRENGTHS)
        number_w = 0
        name_x = pad
        remove_x = m.width - pad - remove_w
        strength_x = remove_x - gap - strength_w
        kind_x = strength_x - gap - kind_w
        name_w = kind_x - gap - name_x
        y0 = top + label_h + 4
        rows = _rows((pad, number_w), (name_x, name_w), (kind_x, kind_w),
                     (strength_x, strength_w), (remove_x, remove_w), (remove_x, remove_w),
                     y0, step, h)
        add = pygame.Rect(name_x, y0 + MAX_PLAYERS * step, kind_x + kind_w - name_x, h)
        start_h = m.at_least(84, 52)
        start = pygame.Rect(pad, m.height - pad - start_h, inner, start_h)
        y = add.bottom + 16
        target = pygame.Rect(pad, y, inner, label_h)
        quarter = (inner - 36) // 4
        targets = tuple(pygame.Rect(pad + k * (quarter + 12), target.bottom + 4, quarter, h)
                        for k in range(len(TARGETS)))
        tip_top = targets[0].bottom + 12
        tip = pygame.Rect(pad, tip_top, inner, max(round(body * 1.3), start.top - 12 - tip_top))
        return Places(rows, add, pygame.Rect(pad, top, inner // 2, label_h),
                      pygame.Rect(strength_x, top + 8, strength_w, label_h - 8), target,
                      targets, tip, 2, tip, start, big, body, small, head)
    # landscape: the desktop's columns, taller
    number_w, name_w = round(40 * ts), round(NAME_W * ts)
    kind_w, strength_w = round(KIND_W * ts), round(STRENGTH_W * ts)
    name_x = LIST_X + number_w + 10
    kind_x = name_x + name_w + 10
    strength_x = kind_x + kind_w + 10
    y0 = top + label_h + 4
    remove = (strength_x + strength_w + REMOVE_GAP, remove_w)  # one column for every seat
    rows = _rows((LIST_X, number_w), (name_x, name_w), (kind_x, kind_w),
                 (strength_x, strength_w), remove, remove, y0, step, h)
    right = strength_x + strength_w + REMOVE_GAP + remove_w + 40
    right_w = m.width - 20 - right
    start_h = m.at_least(84, TARGET_CSS)
    start = pygame.Rect(right, m.height - 12 - start_h, right_w, start_h)
    add = pygame.Rect(right, start.top - 12 - h, right_w, h)
    target = pygame.Rect(right, top, right_w, label_h)
    half = (right_w - 14) // 2
    targets = tuple(pygame.Rect(right + (k % 2) * (half + 14),
                                target.bottom + 4 + (k // 2) * (h + 10), half, h)
                    for k in range(len(TARGETS)))
    tip_top = targets[-1].bottom + 12
    tip = pygame.Rect(right, tip_top, right_w, add.top - 8 - tip_top)
    return Places(rows, add, pygame.Rect(LIST_X, top, name_x + name_w - LIST_X, label_h),
                  pygame.Rect(strength_x, top + 8, strength_w, label_h - 8), target, targets,
                  tip, 3, tip, start, big, body, small, head)


def _desktop(big: int, body: int, small: int, head: int) -> Places:
    """The desktop's setup, as it always was."""
    h = ROW_H - 10
    rows = _rows((LIST_X, 40), (NAME_X, NAME_W), (KIND_X, KIND_W), (STRENGTH_X, STRENGTH_W),
                 (STRENGTH_X + STRENGTH_W + REMOVE_GAP, REMOVE_W),
                 (KIND_X + KIND_W + REMOVE_GAP, REMOVE_W), LIST_Y + 44, ROW_H, h)
    targets = tuple(pygame.Rect(RIGHT_X + (k % 2) * 184, LIST_Y + 44 + (k // 2) * 80, 170, 66)
                    for k in range(len(TARGETS)))
    return Places(rows, pygame.Rect(NAME_X, ADD_Y, NAME_W, h),
                  pygame.Rect(LIST_X, LIST_Y, 540, 40),
                  pygame.Rect(STRENGTH_X, LIST_Y + 8, STRENGTH_W, 32),
                  pygame.Rect(RIGHT_X, LIST_Y, 360, 40), targets,
                  pygame.Rect(RIGHT_X, LIST_Y + 212, 360, 80), 2,
                  pygame.Rect(RIGHT_X, LIST_Y + 300, 360, 110),
                  pygame.Rect(RIGHT_X, 600, 354, 84), big, body, small, head)



class NameField(TextField):
    """A seat's name; tap it to type a new one (a caret shows while typing; in the browser the
    page's input, with the phone's keyboard, lies over it)."""

    scene: SetupScene

    def __init__(self, rect: tuple[int, int, int, int], scene: SetupScene, seat: int,
                 size: int = TEXT_BODY) -> None:
        super().__init__(rect, scene, f"seat-{seat}", lambda: scene.seats[seat].name,
                         lambda: _("Player {n}").format(n=seat + 1), MAX_NAME_LENGTH, size)
        self.seat = seat

    def press_field(self) -> None:
        self.scene.edit(self.seat)

    def texts(self) -> list[str]:
        """A default name as shown, a typed one stands for itself (the player's: shortened
        with … when it is too long), so the fit check measures a realistic one."""
        name = self.scene.seats[self.seat].name
        return [name if default_of(name) else SAMPLE_NAME]

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

    def text_box(self) -> TextBox:
        """Where the name is drawn, one line of regular text (what the fit check measures)."""
        box = self.rect.inflate(-28 if self.scene.metrics.k <= 1 else -16, -8)  # a phone: more
        return box, self.size, 1, False

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        r = self.rect
        editing = self.scene.editing == self.seat
        pygame.draw.rect(surf, PAPER, r, border_radius=10)
        pygame.draw.rect(surf, GOLD if editing else (150, 140, 120), r, 4 if editing else 2,
                         border_radius=10)
        name = self.scene.seats[self.seat].name
        box = self.text_box()[0]
        draw.text_block(surf, box, name, self.size, INK, align="left", ellipsis=not editing)
        if editing:  # caret after the text
            size, _lines = text.fit(name, self.size, box.width, 1)
            x = min(box.right, box.left + text.width(name, size) + 3)
            pygame.draw.line(surf, INK, (x, r.top + 14), (x, r.bottom - 14), 3)
        if focused:
            draw.focus_ring(surf, r, 10)


class SetupScene(Scene):
    """Choose the seats and the target, then start."""

    name = "setup"
    responsive = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        settings = app.session.settings
        self.seats = told_apart([Seat(shown_name(s.name), s.human, s.strength)
                                 for s in settings.mishimash_seats])
        self.target = settings.mishimash_target
        self.editing: int | None = None
        self.typed = Editing("", MAX_NAME_LENGTH)  # the name being typed (Esc puts it back)
        self.note = ""  # a name was cut to the maximum length

    def build(self) -> None:
        # the default names in the language of the moment (it may just have changed)
        self.seats = [s if i == self.editing else Seat(shown_name(s.name), s.human, s.strength)
                      for i, s in enumerate(self.seats)]
        p = places(self.metrics)
        big, body = p.big, p.body
        self.widgets = [chrome.back_button(self.back, metrics=self.metrics)]
        n = len(self.seats)
        for i in range(n):
            row = p.rows[i]
            self.widgets.append(Label(row.number, str(i + 1), big, CREAM, bold=True,
                                      visible=row.number.width > 0))
            self.widgets.append(NameField(tuple(row.name), self, i, body))  # type: ignore[arg-type]
            self.widgets.append(Cycle(
                row.kind,
                partial(lambda i: _("Person") if self.seats[i].human else _("Computer"), i),
                partial(self.flip, i), size=body,
                samples=lambda: [_("Person"), _("Computer")]))
            computer = not self.seats[i].human
            if computer:
                self.widgets.append(Cycle(
                    row.strength,
                    partial(lambda i: strength_name(self.seats[i].strength), i),
                    partial(self.cycle_strength, i), size=body,
                    samples=lambda: [strength_name(s) for s in STRENGTHS]))
            self.widgets.append(Button(row.remove if computer else row.remove_person, "×",
                                       partial(self.remove, i), kind="ghost", size=big,
                                       enabled=lambda: len(self.seats) > 1))
        self.add_button = Button(p.add, lambda: _("Add a seat"), self.add, kind="ghost",
                                 size=body, visible=lambda: len(self.seats) < MAX_PLAYERS)
        self.widgets.append(self.add_button)
        self.widgets.append(Label(p.players, lambda: _("Players"), big, CREAM, align="left",
                                  bold=True))
        self.widgets.append(Label(p.strength, lambda: _("Strength"), p.small, CREAM_SOFT,
                                  visible=lambda: not all(s.human for s in self.seats)))
        self.widgets.append(Label(p.target, lambda: _("Target"), big, CREAM, align="left",
                                  bold=True))
        for rect, target in zip(p.targets, TARGETS, strict=True):
            self.widgets.append(Button(
                rect, str(target), partial(self.set_target, target), kind="secondary",
                size=big, selected=partial(lambda t: self.target == t, target)))
        shared = p.tip == p.note  # a phone: the note takes the words' place while it shows
        self.widgets.append(Label(p.tip, lambda: _("Tap a name to type a new one."), body,
                                  CREAM_SOFT, lines=p.tip_lines, align="left",
                                  visible=lambda: not (shared and self.note)))
        self.widgets.append(Label(p.note, lambda: self.note, body, GOLD, lines=3, align="left",
                                  samples=lambda: [self.limit_note()]))
        self.start_button = Button(p.start, lambda: _("Start"), self.start, size=p.head)
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
        kept = graphemes.cut(name, MAX_NAME_LENGTH)
        if kept != name:
            self.note = self.limit_note()
        self.seats[seat] = Seat(kept, old.human, old.strength)

    @staticmethod
    def limit_note() -> str:
        n = MAX_NAME_LENGTH
        return ngettext("A name has at most {n} character.", "A name has at most {n} characters.",
                        n).format(n=n)

    def flip(self, i: int) -> None:
        """Switch a seat between a person and the computer."""
        seat = self.seats[i]
        human = not seat.human
        name = default_name(human, i) if default_of(seat.name) else seat.name
        self.seats[i] = Seat(name, human, seat.strength)
        self.seats = told_apart(self.seats)
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
            self.seats = told_apart(self.seats)
            self.editing = None
            self.focus = None
            self.build()
            self.focus = self.start_button

    def add(self) -> None:
        """Add a seat (up to six)."""
        if len(self.seats) < MAX_PLAYERS:
            self.seats.append(Seat(default_name(True, len(self.seats)), True))
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
                self.rename(i, default_name(True, i))
        # a default name is kept in English: it follows the language (`seat_names`)
        self.app.session.update(
            mishimash_seats=tuple(Seat(stored_name(s.name), s.human, s.strength)
                                  for s in self.seats),
            mishimash_target=self.target)
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
                self.set_typed(graphemes.drop_last(self.seats[self.editing].name))
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
        chrome.backdrop(surf, _("New match"), metrics=self.metrics)
        self.draw_widgets(surf)


"""Replay a finished game step by step, forward and back, with each turn's review note.

The game's `ReviewView` (`game.ui.past`) rebuilds the steps by replaying the record through the
engine (never by re-implementing a rule) and draws each: MAGDAGDON turn by turn, its board
after the turn and, on request, the review's better move drawn the way the hint draws its
advice; MISHIMASH roll by roll, its dice, what was set aside, what followed and the scores.
This screen steps through them and writes the review notes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.review_shapes import GameReview, TurnReview
from game.ui import chrome, draw, front_end, text
from game.ui.constants import (
    CREAM,
    GOLD_DARK,
    INK,
    INK_SOFT,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
)
from game.ui.layout import NARROW, header
from game.ui.metrics import BODY_CSS, TARGET_CSS
from game.ui.numbers import signed
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.past import Step


@dataclass(frozen=True)
class Places:
    """The replay's geometry for one canvas: the game's area (between the header and the
    steps' buttons), the buttons and the step's number."""

    area: pygame.Rect
    prev: pygame.Rect
    next: pygame.Rect
    step: pygame.Rect


class ReplayScene(Scene):
    """Step through a finished game (from the review or the list of past games)."""

    name = "replay"
    responsive = True

    def __init__(self, app: App, record: dict[str, Any], state: Any,
                 review: GameReview[Any] | None = None, turn: int = 0) -> None:
        super().__init__(app)
        self.record, self.state, self.review = record, state, review
        self.game = str(record["game"])
        view = front_end.review_view(self.game)
        if view is None:  # reached from a review only
            raise LookupError(f"{self.game} games offer no review")
        self.view = view
        self.steps: list[Step] = list(view.timeline(state))
        self.index = next((k for k, s in enumerate(self.steps) if s.turn >= turn), 0)
        self.better = False
        self.notes: dict[int, TurnReview[Any]] = review.turn_notes() if review else {}

    def places(self) -> Places:
        """Previous and Next at the bottom corners, the step's number between them (upright:
        above them), the game's area above."""
        m = self.metrics
        s = m.type_scale
        top = header(m).height
        h, w = m.at_least(72, TARGET_CSS), round(260 * s)
        y = m.height - round(18 * s) - h
        margin = 40 if m.width >= NARROW else round(24 * s)
        prev = pygame.Rect(margin, y, w, h)
        after = pygame.Rect(m.width - margin - w, y, w, h)
        if m.width >= NARROW:
            step = pygame.Rect(prev.right + 20, y + 10, after.left - prev.right - 40, h - 20)
            return Places(pygame.Rect(0, top, m.width, y - top), prev, after, step)
        line = round(52 * s)
        step = pygame.Rect(margin, y - round(8 * s) - line, m.width - 2 * margin, line)
        return Places(pygame.Rect(0, top, m.width, step.top - top), prev, after, step)

    @property
    def area(self) -> pygame.Rect:
        """Where the game draws its step (`ReviewView.draw_step`)."""
        return self.places().area

    def build(self) -> None:
        m = self.metrics
        places = self.places()
        big = m.font(TEXT_BIG)
        self.prev_button = Button(places.prev, _("◀ Previous"), lambda: self.go(-1),
                                  kind="secondary", enabled=lambda: self.index > 0, size=big)
        self.next_button = Button(places.next, _("Next ▶"), lambda: self.go(1),
                                  enabled=lambda: self.index < len(self.steps) - 1, size=big)
        self.widgets = [chrome.back_button(self.back, metrics=m), self.prev_button,
                        self.next_button]
        better = self.view.better_place(self)
        if better is not None:  # the game can draw the better move
            self.better_button = Button(
                better,
                lambda: _("Show my move") if self.better else _("Show the better move"),
                self.toggle_better, kind="secondary", size=m.font(TEXT_BODY),
                visible=lambda: self.better_move() is not None)
            self.widgets.append(self.better_button)
        self.focus = self.next_button

    def go(self, step: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + step))
        self.better = False

    def toggle_better(self) -> None:
        self.better = not self.better

    def key(self, action: str) -> None:
        if action in ("left", "right") and self.steps:
            self.go(-1 if action == "left" else 1)
        elif action == "home":
            self.index = 0
        elif action == "end":
            self.index = len(self.steps) - 1
        else:
            super().key(action)

    def note(self) -> TurnReview[Any] | None:
        return self.notes.get(self.steps[self.index].turn) if self.steps else None

    def better_move(self) -> Any:
        """The review's better choice the game draws for this turn (MAGDAGDON: its better
        staging or ruin), if there is one."""
        return self.view.better_move(self.note())

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        m = self.metrics
        chrome.backdrop(surf, _("Replay"), metrics=m)
        places = self.places()
        if not self.steps:
            box = pygame.Rect(0, 0, min(800, m.width - 48), round(80 * m.type_scale))
            box.center = (m.width // 2, places.area.top + 256)
            draw.text_block(surf, box, _("No turn was finished."), m.font(TEXT_BIG), CREAM)
        else:
            self.view.draw_step(self, surf, self.steps[self.index])
        if self.steps:
            draw.text_block(surf, places.step, _("Step {n} of {total}").format(
                n=self.index + 1, total=len(self.steps)), m.font(TEXT_BODY), CREAM)
        self.draw_widgets(surf)

    def draw_note(self, surf: pygame.Surface, rect: pygame.Rect,
                  choices: tuple[Any, ...] | None = None) -> None:
        """The review note: the turn's luck and decisions, and each costly choice."""
        note = self.note()
        m = self.metrics
        small = m.at_least(TEXT_SMALL, BODY_CSS)
        grow = small / TEXT_SMALL  # 1 on the desktop
        pygame.draw.rect(surf, PAPER_DARK, rect, border_radius=12)
        inner = rect.inflate(-round(24 * grow), -round(16 * grow))
        if note is None:
            draw.text_block(surf, inner, _("No review for this turn."), small, INK_SOFT,
                            lines=2)
            return
        head = _("This turn: luck {luck}, decisions {decisions}").format(
            luck=signed(note.luck), decisions=signed(note.decisions))
        n = 1 if m.k <= 1 else min(2, len(text.wrap(head, small, inner.width, bold=True)))
        draw.text_block(surf, pygame.Rect(inner.left, inner.top, inner.width,
                                          round(28 * grow) * n),
                        head, small, INK, align="left", bold=True, lines=n)
        y = inner.top + round(34 * grow) + round(28 * grow) * (n - 1)
        shown = note.choices if choices is None else choices
        for c in shown:
            if c.better is None:
                line = _("{move}: the best choice").format(move=self.view.action_text(c.played))
                color = INK
            else:
                line = _("{move} ({cost}); better: {better} ({value})").format(
                    move=self.view.action_text(c.played), cost=signed(-c.loss),
                    better=self.view.action_text(c.better),
                    value=self.view.value_text(c.best, c.win_best, c.better, c.unit))
                color = GOLD_DARK
            if m.k <= 1:  # the desktop: one line a choice
                draw.text_block(surf, pygame.Rect(inner.left, y, inner.width, round(48 * grow)),
                                line, small, color, lines=2, align="left",
                                bold=c.better is not None)
                y += round(52 * grow)
                if y > inner.bottom - round(40 * grow):
                    break
                continue
            # a phone: the better move on a line of its own, in ink (every language words
            # "{move} ({cost}); better: ..." with that "; "); each as tall as its lines, and
            # none below the box
            played, _sep, better = line.partition("; ") if c.better is not None else (line, "",
                                                                                       "")
            parts = [(played, color), *([(better[:1].upper() + better[1:], INK)] if better
                                        else [])]
            need = sum(round(28 * grow) * min(2, len(text.wrap(w, small, inner.width, True)))
                       + round(4 * grow) for w, _ink in parts)
            if y + need > inner.bottom + round(4 * grow):  # no room for two: one, as before
                parts = [(line, color)]
            for words, ink in parts:
                n = min(2, len(text.wrap(words, small, inner.width, bold=c.better is not None)))
                h = round(28 * grow) * n
                if y + h > inner.bottom:
                    return
                draw.text_block(surf, pygame.Rect(inner.left, y, inner.width, h), words,
                                small, ink, lines=2, align="left", bold=c.better is not None)
                y += h + round(4 * grow)
            y += round(8 * grow)
            if y > inner.bottom - round(40 * grow):
                break

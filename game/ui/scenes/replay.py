"""Replay a finished game step by step, forward and back, with each turn's review note.

The game's `ReviewView` (`game.ui.past`) rebuilds the steps by replaying the record through the
engine (never by re-implementing a rule) and draws each: MAGDAGDON turn by turn, its board
after the turn and, on request, the review's better move drawn the way the hint draws its
advice; MISHIMASH roll by roll, its dice, what was set aside, what followed and the scores.
This screen steps through them and writes the review notes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.review_shapes import GameReview, TurnReview
from game.ui import chrome, draw, front_end
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
from game.ui.numbers import signed
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.past import Step


class ReplayScene(Scene):
    """Step through a finished game (from the review or the list of past games)."""

    name = "replay"

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

    def build(self) -> None:
        self.prev_button = Button((40, 630, 260, 72), _("◀ Previous"), lambda: self.go(-1),
                                  kind="secondary", enabled=lambda: self.index > 0)
        self.next_button = Button((980, 630, 260, 72), _("Next ▶"), lambda: self.go(1),
                                  enabled=lambda: self.index < len(self.steps) - 1)
        self.widgets = [chrome.back_button(self.back), self.prev_button, self.next_button]
        if self.view.better_rect is not None:  # the game can draw the better move
            self.better_button = Button(
                self.view.better_rect,
                lambda: _("Show my move") if self.better else _("Show the better move"),
                self.toggle_better, kind="secondary", size=TEXT_BODY,
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
        chrome.backdrop(surf, _("Replay"))
        if not self.steps:
            draw.text_block(surf, pygame.Rect(240, 300, 800, 80), _("No turn was finished."),
                            TEXT_BIG, CREAM)
        else:
            self.view.draw_step(self, surf, self.steps[self.index])
        if self.steps:
            draw.text_block(surf, pygame.Rect(320, 640, 640, 52), _("Step {n} of {total}").format(
                n=self.index + 1, total=len(self.steps)), TEXT_BODY, CREAM)
        self.draw_widgets(surf)

    def draw_note(self, surf: pygame.Surface, rect: pygame.Rect,
                  choices: tuple[Any, ...] | None = None) -> None:
        """The review note: the turn's luck and decisions, and each costly choice."""
        note = self.note()
        pygame.draw.rect(surf, PAPER_DARK, rect, border_radius=12)
        inner = rect.inflate(-24, -16)
        if note is None:
            draw.text_block(surf, inner, _("No review for this turn."), TEXT_SMALL, INK_SOFT,
                            lines=2)
            return
        draw.text_block(surf, pygame.Rect(inner.left, inner.top, inner.width, 28),
                        _("This turn: luck {luck}, decisions {decisions}").format(
                            luck=signed(note.luck), decisions=signed(note.decisions)),
                        TEXT_SMALL, INK, align="left", bold=True)
        y = inner.top + 34
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
            draw.text_block(surf, pygame.Rect(inner.left, y, inner.width, 48), line,
                            TEXT_SMALL, color, lines=2, align="left", bold=c.better is not None)
            y += 52
            if y > inner.bottom - 40:
                break

"""The review of a finished game: accuracy, luck against decisions, the costliest choices.

The analysis (`game.review_shapes.ReviewTask`) runs across frames: each frame spends at most the
frame work budget on it (`game.ui.budget`), so the screen keeps drawing ("Reviewing the
game…") however slow the platform. With several people (a MISHIMASH match) it shows one at a
time (every seat of an imported match without people). What is the game's own (its choices in
words, the summary's result, the costliest choices' panel: MAGDAGDON draws the boards) comes
from the game's `ReviewView` (`game.ui.past`).
"""

from __future__ import annotations

import errno
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import transfer
from game.i18n import _, ngettext
from game.review_shapes import Choice, GameReview, ReviewTask, SeatReview
from game.ui import budget, chrome, draw, front_end, plots, scenes
from game.ui.constants import (
    CREAM,
    GOLD,
    GOLD_DARK,
    INK,
    INK_SOFT,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WIDTH,
)
from game.ui.numbers import percent, signed
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

SUMMARY = pygame.Rect(40, 170, 470, 440)
COSTLY = pygame.Rect(530, 170, 710, 440)


class ReviewScene(Scene):
    """Computes the review across frames, then shows it."""

    name = "review"

    def __init__(self, app: App, record: dict[str, Any], state: Any,
                 humans: tuple[bool, ...] | None = None) -> None:
        super().__init__(app)
        self.record, self.state = record, state
        self.game = str(record["game"])
        view = front_end.review_view(self.game)
        if view is None:  # Review is offered only for a game with one (`front_end.review_view`)
            raise LookupError(f"{self.game} games offer no review")
        self.view = view
        self.humans = humans
        self.task = ReviewTask(record, state)
        self.result: GameReview[Any] | None = None
        self.seat = 0
        self.picked = 0  # which costly choice is selected
        self.clock = 0.0

    # the analysis ----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.clock += dt
        if self.result is not None or self.task.done:
            return False
        if budget.work(self.task.step):  # this frame's work budget (game.ui.budget)
            self.show_result()
        return True

    def finish(self) -> None:
        """The rest of the analysis at once (headless tools: a solo race's review is thousands
        of slices, minutes of frames under load)."""
        if self.result is None and not self.task.done:
            while not self.task.step():
                pass
            self.show_result()

    def show_result(self) -> None:
        self.result = self.task.result
        self.seat = self.first_seat()
        self.rebuild()

    def seats(self) -> list[int]:
        """The seats the review shows: the people's (all seats when nobody was a person)."""
        if self.result is None:
            return []
        every = [s.seat for s in self.result.seats]
        if self.humans and len(self.humans) == len(every) and any(self.humans):
            return [s for s in every if self.humans[s]]
        return every

    def first_seat(self) -> int:
        seats = self.seats()
        return seats[0] if seats else 0

    def current(self) -> SeatReview[Any] | None:
        if self.result is None:
            return None
        return self.result.seats[self.seat]

    # widgets ---------------------------------------------------------------------------------
    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        self.focus = self.widgets[0]
        seat = self.current()
        if seat is None:
            return
        seats = self.seats()
        if len(seats) > 1 and self.result is not None:  # a tab per person
            width = min(200, (WIDTH - 80) // len(seats) - 12)
            for k, s in enumerate(seats):
                self.widgets.append(Button(
                    (40 + k * (width + 12), 100, width, 56), self.result.seats[s].name,
                    partial(self.pick_seat, s), kind="secondary", size=TEXT_BODY,
                    selected=partial(self.is_seat, s)))
        for k in range(len(seat.costliest())):
            rect = self.view.costly_rect(COSTLY, k)
            self.widgets.append(Button(rect, partial(self.costly_title, k),
                                       partial(self.pick_costly, k), kind="secondary",
                                       size=TEXT_SMALL, lines=2,
                                       selected=partial(self.is_picked, k)))
        self.replay_button = Button((40, 630, 360, 72), _("Replay"), self.open_replay)
        self.export_button = Button((420, 630, 360, 72), _("Export"), self.export,
                                    kind="secondary")
        self.widgets += [self.replay_button, self.export_button]
        self.focus = self.replay_button

    def costly_title(self, k: int) -> str:
        seat = self.current()
        if seat is None or k >= len(seat.costliest()):
            return ""
        c = seat.costliest()[k]
        return f"{self.view.where(self.record, c)}\n{signed(-c.loss)}"

    def is_seat(self, seat: int) -> bool:
        return self.seat == seat

    def is_picked(self, k: int) -> bool:
        return self.picked == k

    def pick_seat(self, seat: int) -> None:
        self.seat, self.picked = seat, 0
        self.rebuild()

    def pick_costly(self, k: int) -> None:
        self.picked = k

    def open_replay(self) -> None:
        seat = self.current()
        turn = 0
        if seat is not None and seat.costliest():
            turn = seat.costliest()[min(self.picked, len(seat.costliest()) - 1)].turn
        self.app.push(scenes.make("replay", self.app, self.record, self.state, self.result, turn))

    def export(self) -> None:
        export_record(self.app, self.record)

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Game review"))
        seat = self.current()
        if seat is None:
            box = pygame.Rect(240, 250, 800, 200)
            draw.panel(surf, box, PAPER, radius=18)
            if self.task.too_long is not None:  # a legal record, but minutes of review
                work = self.task.too_long.work
                draw.text_block(surf, box.inflate(-60, -60), ngettext(
                    "This game is too long to review: {n} roll, and a review covers at most "
                    "{limit}.", "This game is too long to review: {n} rolls, and a review "
                    "covers at most {limit}.", work).format(n=work,
                                                            limit=self.task.too_long.limit),
                                TEXT_BODY, INK, lines=3)
            elif self.task.error is not None:
                draw.text_block(surf, box.inflate(-60, -60), _(
                    "This game cannot be reviewed: its record does not replay."), TEXT_BODY,
                    INK, lines=3)
            else:
                dots = "." * (1 + int(self.clock * 3) % 3)
                draw.text_block(surf, box.inflate(-60, -60),
                                _("Reviewing the game") + dots, TEXT_BIG, INK)
            self.draw_widgets(surf)
            return
        if len(self.seats()) <= 1:  # else the people's tabs are there
            draw.text_block(surf, pygame.Rect(40, 100, 1200, 56),
                            self.view.headline(self.record, seat),
                            TEXT_BIG, CREAM, align="left", bold=True)
        self.draw_summary(surf, seat)
        self.draw_costly(surf, seat)
        self.draw_widgets(surf)

    def draw_summary(self, surf: pygame.Surface, seat: SeatReview[Any]) -> None:
        box = SUMMARY
        draw.panel(surf, box, PAPER, radius=18)
        head = pygame.Rect(box.left + 20, box.top + 16, box.width - 40, 96)
        pygame.draw.rect(surf, INK, head, border_radius=14)
        draw.text_block(surf, pygame.Rect(head.left + 16, head.top, 200, head.height),
                        _("Accuracy"), TEXT_BIG, CREAM, align="left")
        draw.text_block(surf, pygame.Rect(head.right - 230, head.top + 4, 214, head.height - 8),
                        percent(seat.accuracy), 60, GOLD, align="right", bold=True)
        scale = max(abs(seat.luck), abs(seat.decisions), 1.0)
        plots.diverging(surf, pygame.Rect(box.left + 20, head.bottom + 12, box.width - 40, 92),
                        [(_("Luck"), seat.luck), (_("Decisions"), seat.decisions)], scale,
                        signed)
        lines = self.view.summary(seat)
        lines.append(_("Luck + decisions = the difference from what was expected."))
        y = head.bottom + 116
        for k, line in enumerate(lines):
            height = 40 if k == 0 else 50
            draw.text_block(surf, pygame.Rect(box.left + 24, y, box.width - 48, height), line,
                            TEXT_BODY if k == 0 else TEXT_SMALL, INK if k == 0 else INK_SOFT,
                            lines=1 if k == 0 else 2, align="left", bold=k == 0)
            y += height + 12

    def draw_costly(self, surf: pygame.Surface, seat: SeatReview[Any]) -> None:
        box = COSTLY
        draw.panel(surf, box, PAPER, radius=18)
        draw.text_block(surf, pygame.Rect(box.left + 20, box.top + 10, box.width - 40, 34),
                        _("The costliest decisions"), TEXT_BODY, INK, align="left", bold=True)
        costly = seat.costliest()
        if not costly:
            draw.text_block(surf, box.inflate(-80, -120),
                            _("Every decision was the best one."), TEXT_BIG, INK_SOFT, lines=2)
            return
        self.view.draw_costly(self, surf, box, costly)

    def draw_choice_text(self, surf: pygame.Surface, rect: pygame.Rect,
                         c: Choice[Any]) -> None:
        view = self.view
        you = _("You: {move} ({value})").format(
            move=view.action_text(c.played),
            value=view.value_text(c.chosen, c.win_chosen, c.played, c.unit))
        better = _("Better: {move} ({value})").format(
            move=view.action_text(c.better) if c.better is not None else "",
            value=view.value_text(c.best, c.win_best, c.better, c.unit))
        half = rect.height // 2
        draw.text_block(surf, pygame.Rect(rect.left, rect.top + 4, rect.width, half - 4), you,
                        TEXT_SMALL, INK, lines=2, align="left")
        draw.text_block(surf, pygame.Rect(rect.left, rect.top + half, rect.width, half - 4),
                        better, TEXT_SMALL, GOLD_DARK, lines=2, align="left", bold=True)


def export_record(app: App, record: dict[str, Any]) -> None:
    """Export a record for this platform and say where it went (or why not)."""
    try:
        where_to = transfer.export(record, date.today())
    except OSError as exc:
        app.notify(export_failure(exc))
        return
    if where_to is None:
        app.notify(_("The browser did not allow the download."))
    else:
        app.notify(_("Exported: {file}").format(file=where_to))


def export_failure(error: OSError) -> str:
    """Why an export failed, in the player's language for the usual causes; any other cause
    in the system's own words, apart in brackets."""
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _("Could not export the record: this folder cannot be written to.")
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("Could not export the record: the disk is full.")
    return _("Could not export the record ({detail}).").format(detail=error.strerror or error)

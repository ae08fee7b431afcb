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
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import transfer
from game.i18n import _, ngettext
from game.review_shapes import Choice, GameReview, ReviewTask, SeatReview
from game.ui import budget, chrome, draw, front_end, plots, scenes, text
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
)
from game.ui.layout import NARROW, header
from game.ui.metrics import BODY_CSS, TARGET_CSS, Metrics
from game.ui.numbers import percent, signed
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

SUMMARY = pygame.Rect(40, 170, 470, 440)  # on the desktop canvas
COSTLY = pygame.Rect(530, 170, 710, 440)


def small_text(m: Metrics) -> int:
    """The type size of the review's sentences: the desktop's small size, body-sized on a
    phone."""
    return m.at_least(TEXT_SMALL, BODY_CSS)


@dataclass(frozen=True)
class Places:
    """The review's geometry for one canvas."""

    row: pygame.Rect  # the headline, or the people's tabs
    summary: pygame.Rect
    costly: pygame.Rect
    replay: pygame.Rect
    export: pygame.Rect
    brief: bool = False  # a short phone upright: the summary without its explanations


class ReviewScene(Scene):
    """Computes the review across frames, then shows it."""

    name = "review"
    responsive = True

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
    def places(self) -> Places:
        """Where things go: on the desktop the summary at the left, the costliest decisions
        at the right, Replay and Export under them; on a phone on its side the same with
        Replay and Export beside the headline; upright everything stacked, the summary over
        the costliest decisions, Replay and Export at the bottom."""
        m = self.metrics
        s = m.type_scale
        top = header(m).height + round(16 * s)
        row_h = m.at_least(56, TARGET_CSS)
        button_h = m.at_least(72, TARGET_CSS)
        gap = round(20 * s)
        if m.width < NARROW:  # upright
            margin = round(24 * s)
            width = m.width - 2 * margin
            half = (width - gap) // 2
            y = m.height - round(18 * s) - button_h
            summary = pygame.Rect(margin, top + row_h + round(14 * s), width,
                                  self.summary_height())
            # the explanations give way where the game's panel would be too small to read
            brief = y - 2 * gap - summary.bottom < m.px(self.view.costly_css)
            if brief:
                summary.height = self.summary_height(brief=True)
            costly = pygame.Rect(margin, summary.bottom + gap, width,
                                 y - gap - summary.bottom - gap)
            return Places(pygame.Rect(margin, top, width, row_h), summary, costly,
                          pygame.Rect(margin, y, half, button_h),
                          pygame.Rect(margin + half + gap, y, half, button_h), brief)
        button_w = round(360 * s)
        # a phone on its side: a wider summary (its explanations in two lines), the costliest
        # decisions have room to spare
        summary_w = round((560 if m.compact else 470) * s)
        panels = top + row_h + round(14 * s)
        if m.compact:  # Replay and Export beside the headline
            export = pygame.Rect(m.width - 40 - button_w, top, button_w, button_h)
            replay = export.move(-button_w - gap, 0)
            row = pygame.Rect(40, top, replay.left - gap - 40, row_h)
            bottom = m.height - round(16 * s)
        else:
            y = m.height - 18 - button_h
            replay = pygame.Rect(40, y, button_w, button_h)
            export = pygame.Rect(replay.right + gap, y, button_w, button_h)
            row = pygame.Rect(40, top, m.width - 80, row_h)
            bottom = y - gap
        summary = pygame.Rect(40, panels, summary_w, bottom - panels)
        costly = pygame.Rect(summary.right + gap, panels, m.width - 40 - summary.right - gap,
                             bottom - panels)
        return Places(row, summary, costly, replay, export)

    def summary_lines(self, seat: SeatReview[Any], width: int,
                      brief: bool = False) -> list[tuple[str, int]]:
        """The summary's sentences under the plot and the height each takes (the first one
        bold, at body size); upright each as tall as its lines, else room for two; `brief`:
        the first one only."""
        m = self.metrics
        body, small = m.font(TEXT_BODY), small_text(m)
        lines = self.view.summary(seat)
        lines.append(_("Luck + decisions = the difference from what was expected."))
        out = [(lines[0], round(40 * body / TEXT_BODY))]
        for line in lines[1:]:
            height = round(50 * small / TEXT_SMALL)
            if m.width < NARROW and len(text.wrap(line, small, width)) < 2:
                height = round(height * 0.6)
            out.append((line, height))
        return out[:1] if brief else out

    def summary_height(self, brief: bool = False) -> int:
        """How tall the summary is upright (its contents, stacked)."""
        m = self.metrics
        s = m.type_scale
        seat = self.current()
        if seat is None:
            return 0
        width = m.width - 2 * round(24 * s) - 2 * round(24 * s)
        return (round(16 * s) + round(96 * s) + round(116 * s)
                + sum(h + round(12 * s) for _line, h in self.summary_lines(seat, width, brief)))

    def build(self) -> None:
        m = self.metrics
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        self.focus = self.widgets[0]
        seat = self.current()
        if seat is None:
            return
        places = self.places()
        seats = self.seats()
        if len(seats) > 1 and self.result is not None:  # a tab per person
            gap = round(12 * m.type_scale)
            width = min(round(200 * m.type_scale), places.row.width // len(seats) - gap)
            for k, s in enumerate(seats):
                self.widgets.append(Button(
                    (places.row.left + k * (width + gap), places.row.top, width,
                     places.row.height), self.result.seats[s].name,
                    partial(self.pick_seat, s), kind="secondary", size=m.font(TEXT_BODY),
                    selected=partial(self.is_seat, s)))
        for k in range(len(seat.costliest())):
            rect = self.view.costly_rect(places.costly, k, m)
            self.widgets.append(Button(rect, partial(self.costly_title, k),
                                       partial(self.pick_costly, k), kind="secondary",
                                       size=m.font(TEXT_SMALL), lines=2,
                                       selected=partial(self.is_picked, k)))
        big = m.font(TEXT_BIG)
        self.replay_button = Button(places.replay, _("Replay"), self.open_replay, size=big)
        self.export_button = Button(places.export, _("Export"), self.export,
                                    kind="secondary", size=big)
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

    def replay_turn(self) -> int:
        """The turn the replay opens at: the selected costly choice's."""
        seat = self.current()
        if seat is not None and seat.costliest():
            return seat.costliest()[min(self.picked, len(seat.costliest()) - 1)].turn
        return 0

    def open_replay(self) -> None:
        self.app.push(scenes.make("replay", self.app, self.record, self.state, self.result,
                                  self.replay_turn()))

    def export(self) -> None:
        export_record(self.app, self.record)

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        m = self.metrics
        chrome.backdrop(surf, _("Game review"), metrics=m, wide=True)
        seat = self.current()
        if seat is None:
            w, h = min(800, m.width - 2 * round(24 * m.type_scale)), round(200 * m.type_scale)
            box = pygame.Rect((m.width - w) // 2, (m.height - h) // 2 - 10, w, h)
            draw.panel(surf, box, PAPER, radius=18)
            pad = round(30 * m.type_scale)
            if self.task.too_long is not None:  # a legal record, but minutes of review
                work = self.task.too_long.work
                draw.text_block(surf, box.inflate(-2 * pad, -2 * pad), ngettext(
                    "This game is too long to review: {n} roll, and a review covers at most "
                    "{limit}.", "This game is too long to review: {n} rolls, and a review "
                    "covers at most {limit}.", work).format(n=work,
                                                            limit=self.task.too_long.limit),
                                m.font(TEXT_BODY), INK, lines=3)
            elif self.task.error is not None:
                draw.text_block(surf, box.inflate(-2 * pad, -2 * pad), _(
                    "This game cannot be reviewed: its record does not replay."),
                    m.font(TEXT_BODY), INK, lines=3)
            else:
                dots = "." * (1 + int(self.clock * 3) % 3)
                draw.text_block(surf, box.inflate(-2 * pad, -2 * pad),
                                _("Reviewing the game") + dots, m.font(TEXT_BIG), INK)
            self.draw_widgets(surf)
            return
        places = self.places()
        if len(self.seats()) <= 1:  # else the people's tabs are there
            draw.text_block(surf, places.row, self.view.headline(self.record, seat),
                            m.font(TEXT_BIG), CREAM, align="left", bold=True)
        self.draw_summary(surf, places.summary, seat, places.brief)
        self.draw_costly(surf, places.costly, seat)
        self.draw_widgets(surf)

    def draw_summary(self, surf: pygame.Surface, box: pygame.Rect, seat: SeatReview[Any],
                     brief: bool = False) -> None:
        m = self.metrics
        s = m.type_scale
        body, small = m.font(TEXT_BODY), small_text(m)
        draw.panel(surf, box, PAPER, radius=18)
        pad = round(20 * s)
        head = pygame.Rect(box.left + pad, box.top + round(16 * s), box.width - 2 * pad,
                           round(96 * s))
        pygame.draw.rect(surf, INK, head, border_radius=14)
        draw.text_block(surf, pygame.Rect(head.left + 16, head.top, round(200 * s),
                                          head.height),
                        _("Accuracy"), m.font(TEXT_BIG), CREAM, align="left")
        draw.text_block(surf, pygame.Rect(head.right - round(230 * s), head.top + 4,
                                          round(214 * s), head.height - 8),
                        percent(seat.accuracy), m.font(60), GOLD, align="right", bold=True)
        scale = max(abs(seat.luck), abs(seat.decisions), 1.0)
        plots.diverging(surf, pygame.Rect(box.left + pad, head.bottom + round(12 * s),
                                          box.width - 2 * pad, round(92 * s)),
                        [(_("Luck"), seat.luck), (_("Decisions"), seat.decisions)], scale,
                        signed, size=m.font(TEXT_SMALL))
        y = head.bottom + round(116 * s)
        inset = round(24 * s)
        width = box.width - 2 * inset
        for k, (line, height) in enumerate(self.summary_lines(seat, width, brief)):
            draw.text_block(surf, pygame.Rect(box.left + inset, y, width, height), line,
                            body if k == 0 else small, INK if k == 0 else INK_SOFT,
                            lines=1 if k == 0 else 2, align="left", bold=k == 0)
            y += height + round(12 * s)

    def draw_costly(self, surf: pygame.Surface, box: pygame.Rect,
                    seat: SeatReview[Any]) -> None:
        m = self.metrics
        s = m.type_scale
        draw.panel(surf, box, PAPER, radius=18)
        pad = round(20 * s)
        draw.text_block(surf, pygame.Rect(box.left + pad, box.top + round(10 * s),
                                          box.width - 2 * pad, round(34 * s)),
                        _("The costliest decisions"), m.font(TEXT_BODY), INK, align="left",
                        bold=True)
        costly = seat.costliest()
        if not costly:
            draw.text_block(surf, box.inflate(-4 * pad, -6 * pad),
                            _("Every decision was the best one."), m.font(TEXT_BIG), INK_SOFT,
                            lines=2)
            return
        self.view.draw_costly(self, surf, box, costly)

    def choice_text(self, c: Choice[Any]) -> tuple[str, str]:
        """A costly choice in words: what was played, and what was better."""
        view = self.view
        you = _("You: {move} ({value})").format(
            move=view.action_text(c.played),
            value=view.value_text(c.chosen, c.win_chosen, c.played, c.unit))
        better = _("Better: {move} ({value})").format(
            move=view.action_text(c.better) if c.better is not None else "",
            value=view.value_text(c.best, c.win_best, c.better, c.unit))
        return you, better

    def draw_choice_text(self, surf: pygame.Surface, rect: pygame.Rect,
                         c: Choice[Any]) -> None:
        you, better = self.choice_text(c)
        half = rect.height // 2
        small = small_text(self.metrics)
        draw.text_block(surf, pygame.Rect(rect.left, rect.top + 4, rect.width, half - 4), you,
                        small, INK, lines=2, align="left")
        draw.text_block(surf, pygame.Rect(rect.left, rect.top + half, rect.width, half - 4),
                        better, small, GOLD_DARK, lines=2, align="left", bold=True)


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

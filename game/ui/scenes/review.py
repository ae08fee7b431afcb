"""The review of a finished game: accuracy, luck against decisions, the costliest choices.

The analysis (`game.review.ReviewTask`) runs across frames: each frame spends at most the
frame work budget on it (`game.ui.budget`), so the screen keeps drawing ("Reviewing the
game…") however slow the platform. MISHIMASH shows one player at a time (the people, or
every seat of an imported match without people); MAGDAGDON draws the costliest turn's board
twice, the player's choice and the better one, marked as the hint marks its advice.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import transfer
from game.i18n import _, ngettext
from game.magdagdon import board as B
from game.magdagdon.actions import Minus, Plus, Reroll
from game.mishimash.actions import Keep, Save
from game.review import Choice, GameReview, ReviewTask, SeatReview
from game.ui import budget, chrome, die, draw, plots
from game.ui.constants import (
    CREAM,
    FELT_DARK,
    GOLD,
    GOLD_DARK,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WIDTH,
    WOOD,
)
from game.ui.figures import number, percent, points, signed
from game.ui.scene import Scene
from game.ui.scenes.menu import back_button
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

SUMMARY = pygame.Rect(40, 170, 470, 440)
COSTLY = pygame.Rect(530, 170, 710, 440)
MINI = 40  # cell size of the small boards
MINI_GAP = 5


def dice_text(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def action_text(game: str, action: Any) -> str:
    """A choice in words ("set aside 1 5", "roll again", "−1 on a 4", "place 3 dice")."""
    if game == "mishimash":
        if isinstance(action, Keep):
            return _("set aside {dice}").format(dice=dice_text(action.dice))
        return _("save") if isinstance(action, Save) else _("roll again")
    if isinstance(action.power, Minus):
        return _("−1 on a {n}").format(n=action.dice[action.power.die])
    if isinstance(action.power, Plus):
        return _("+1 on a {n}").format(n=action.dice[action.power.die])
    if isinstance(action.power, Reroll):
        return _("reroll {dice}").format(dice=dice_text(tuple(action.dice[d]
                                                              for d in action.power.dice)))
    if action.ruin is not None:
        return _("a ruin on the marked cell")
    n = len(action.staging)
    return ngettext("place {n} die", "place {n} dice", n).format(n=n)


def value_text(game: str, value: float, win: float | None, action: Any = None) -> str:
    """What a choice was worth, as the review measured it."""
    if win is not None:
        return _("win chance {p}").format(p=percent(win))
    if game == "mishimash":
        if isinstance(action, Save):
            return _("banks {n} points").format(n=number(value))
        return _("expected {n} points").format(n=number(value))
    return _("expected final score {n}").format(n=number(value))


def where(game: str, record: dict[str, Any], c: Choice[Any]) -> str:
    """Which turn a choice was in: MAGDAGDON's turn, MISHIMASH's round (or turn, solo)."""
    if game == "magdagdon":
        return _("Turn {n}").format(n=c.turn + 1)
    seats = len(record["players"])
    if seats == 1:
        return _("Turn {n}").format(n=c.turn + 1)
    return _("Round {n}").format(n=c.turn // seats + 1)


def draw_mini_board(surf: pygame.Surface, origin: tuple[int, int], board: tuple[int, ...],
                    new: dict[int, tuple[int, str]], ring: int | None = None) -> None:
    """A small board; `new` maps cells to (value, badge) drawn over it, gold framed as the
    hint draws its advice; `ring` frames a ruin cell."""
    x0, y0 = origin
    size = 4 * MINI + 3 * MINI_GAP
    pygame.draw.rect(surf, WOOD, (x0 - 8, y0 - 8, size + 16, size + 16), border_radius=10)
    for i, v in enumerate(board):
        row, col = B.cell_of(i)
        r = pygame.Rect(x0 + col * (MINI + MINI_GAP), y0 + row * (MINI + MINI_GAP), MINI, MINI)
        pygame.draw.rect(surf, FELT_DARK, r, border_radius=6)
        if i in new:
            value, badge = new[i]
            img = die.face(value, MINI - 6, "staged")
            surf.blit(img, img.get_rect(center=r.center))
            pygame.draw.rect(surf, GOLD, r.inflate(4, 4), 3, border_radius=8)
            c = (r.right - 6, r.top + 6)
            pygame.draw.circle(surf, INK, c, 10)
            pygame.draw.circle(surf, GOLD, c, 8)
            draw.text_block(surf, pygame.Rect(c[0] - 8, c[1] - 8, 16, 16), badge, 13, INK,
                            bold=True)
        elif v == B.RUIN:
            pygame.draw.rect(surf, (86, 80, 74), r, border_radius=6)
            pygame.draw.line(surf, (40, 36, 34), r.topleft, r.bottomright, 3)
            pygame.draw.line(surf, (40, 36, 34), r.topright, r.bottomleft, 3)
        elif v > 0:
            img = die.face(v, MINI - 6, "available")
            surf.blit(img, img.get_rect(center=r.center))
        if ring == i:
            pygame.draw.rect(surf, GOLD, r.inflate(4, 4), 3, border_radius=8)


def move_marks(move: Any) -> tuple[tuple[int, ...], dict[int, tuple[int, str]], int | None]:
    """(board, new dice with their order badges, ruin cell) to draw a MAGDAGDON move."""
    new: dict[int, tuple[int, str]] = {}
    for k, stage in enumerate(move.staging, start=1):
        new[B.index(*stage.cell)] = (move.dice[stage.die], str(k))
    ruin = B.index(*move.ruin.cell) if move.ruin is not None else None
    board = move.after() if move.ruin is not None else move.board
    return board, new, ruin


class ReviewScene(Scene):
    """Computes the review across frames, then shows it."""

    name = "review"

    def __init__(self, app: App, record: dict[str, Any], state: Any,
                 humans: tuple[bool, ...] | None = None) -> None:
        super().__init__(app)
        self.record, self.state = record, state
        self.game = str(record["game"])
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
            self.result = self.task.result
            self.seat = self.first_seat()
            self.rebuild()
        return True

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
        self.widgets = [back_button(self)]
        self.focus = self.widgets[0]
        seat = self.current()
        if seat is None:
            return
        seats = self.seats()
        if self.game == "mishimash" and len(seats) > 1 and self.result is not None:
            width = min(200, (WIDTH - 80) // len(seats) - 12)
            for k, s in enumerate(seats):
                self.widgets.append(Button(
                    (40 + k * (width + 12), 100, width, 56), self.result.seats[s].name,
                    partial(self.pick_seat, s), kind="secondary", size=TEXT_BODY,
                    selected=partial(self.is_seat, s)))
        for k in range(len(seat.costliest())):
            rect = self.costly_rect(k)
            self.widgets.append(Button(rect, partial(self.costly_title, k),
                                       partial(self.pick_costly, k), kind="secondary",
                                       size=TEXT_SMALL, lines=2,
                                       selected=partial(self.is_picked, k)))
        self.replay_button = Button((40, 630, 360, 72), _("Replay"), self.open_replay)
        self.export_button = Button((420, 630, 360, 72), _("Export"), self.export,
                                    kind="secondary")
        self.widgets += [self.replay_button, self.export_button]
        self.focus = self.replay_button

    def costly_rect(self, k: int) -> pygame.Rect:
        if self.game == "magdagdon":
            return pygame.Rect(COSTLY.left + 16, COSTLY.top + 50 + k * 66, 250, 58)
        return pygame.Rect(COSTLY.left + 16, COSTLY.top + 50 + k * 128, 200, 116)

    def costly_title(self, k: int) -> str:
        seat = self.current()
        if seat is None or k >= len(seat.costliest()):
            return ""
        c = seat.costliest()[k]
        return f"{where(self.game, self.record, c)}\n{signed(-c.loss)}"

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
        from game.ui.scenes.replay import ReplayScene

        seat = self.current()
        turn = 0
        if seat is not None and seat.costliest():
            turn = seat.costliest()[min(self.picked, len(seat.costliest()) - 1)].turn
        self.app.push(ReplayScene(self.app, self.record, self.state, self.result, turn))

    def export(self) -> None:
        export_record(self.app, self.record)

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Game review"))
        seat = self.current()
        if seat is None:
            box = pygame.Rect(240, 250, 800, 200)
            draw.panel(surf, box, PAPER, radius=18)
            if self.task.error is not None:
                draw.text_block(surf, box.inflate(-60, -60), _(
                    "This game cannot be reviewed: its record does not replay."), TEXT_BODY,
                    INK, lines=3)
            else:
                dots = "." * (1 + int(self.clock * 3) % 3)
                draw.text_block(surf, box.inflate(-60, -60),
                                _("Reviewing the game") + dots, TEXT_BIG, INK)
            self.draw_widgets(surf)
            return
        if len(self.seats()) <= 1 or self.game == "magdagdon":
            draw.text_block(surf, pygame.Rect(40, 100, 1200, 56), self.headline(seat),
                            TEXT_BIG, CREAM, align="left", bold=True)
        self.draw_summary(surf, seat)
        self.draw_costly(surf, seat)
        self.draw_widgets(surf)

    def headline(self, seat: SeatReview[Any]) -> str:
        if self.game == "magdagdon":
            from game.magdagdon import Difficulty
            from game.ui.scenes.magdagdon_view import difficulty_name

            return _("MAGDAGDON, {difficulty}").format(
                difficulty=difficulty_name(Difficulty(self.record["difficulty"])))
        return _("MISHIMASH to {target}: {name}").format(target=self.record["target"],
                                                         name=seat.name)

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
        if self.game == "magdagdon":
            lines = [_("Final score {score}, expected {expected}").format(
                score=points(seat.actual), expected=number(seat.expected)),
                _("Expected: what the best play scores on average.")]
        else:
            turns = len(seat.turns)
            lines = [ngettext("{points} points in {n} turn", "{points} points in {n} turns",
                              turns).format(points=points(seat.actual), n=turns),
                     _("Expected: {n} points ({turn} a turn with the best play)").format(
                         n=number(seat.expected), turn=number(seat.expected / max(turns, 1),
                                                              2))]
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
        if self.game == "mishimash":
            for k, c in enumerate(costly):
                r = self.costly_rect(k)
                text = pygame.Rect(r.right + 16, r.top, box.right - r.right - 36, r.height)
                pygame.draw.rect(surf, PAPER_DARK, text.inflate(12, 0), border_radius=10)
                self.draw_choice_text(surf, text, c)
            return
        c = costly[min(self.picked, len(costly) - 1)]
        text = pygame.Rect(box.left + 290, box.top + 50, box.width - 310, 190)
        self.draw_choice_text(surf, text, c)
        y = box.top + 250
        for k, (label, move) in enumerate(((_("Your choice"), c.played),
                                           (_("Better"), c.better))):
            x = box.left + 40 + k * 340
            draw.text_block(surf, pygame.Rect(x, y - 2, 220, 26), label, TEXT_SMALL, INK,
                            align="left", bold=True)
            if move is None:
                continue
            board, new, ruin = move_marks(move)
            draw_mini_board(surf, (x + 8, y + 30), board, new, ruin)
            if move.power is not None:
                draw.text_block(surf, pygame.Rect(x + 216, y + 30, 100, 150),
                                action_text(self.game, move), TEXT_SMALL, INK, lines=4,
                                align="left")

    def draw_choice_text(self, surf: pygame.Surface, rect: pygame.Rect,
                         c: Choice[Any]) -> None:
        you = _("You: {move} ({value})").format(
            move=action_text(self.game, c.played),
            value=value_text(self.game, c.chosen, c.win_chosen, c.played))
        better = _("Better: {move} ({value})").format(
            move=action_text(self.game, c.better) if c.better is not None else "",
            value=value_text(self.game, c.best, c.win_best, c.better))
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
        app.notify(_("Could not export the record: {reason}").format(reason=exc.strerror or exc))
        return
    if where_to is None:
        app.notify(_("The browser did not allow the download."))
    else:
        app.notify(_("Exported: {file}").format(file=where_to))

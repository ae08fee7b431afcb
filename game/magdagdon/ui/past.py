"""MAGDAGDON's part of the review, replay, past games and statistics screens (`game.ui.past`):
the costliest turn's board drawn twice, the replay turn by turn, statistics per difficulty."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import stats
from game.i18n import _, ngettext
from game.magdagdon import board as B
from game.magdagdon import stats as md_stats
from game.magdagdon.actions import Accept, Confirm, Minus, Plus, Reroll, Stage
from game.magdagdon.rules import Difficulty
from game.magdagdon.state import Game
from game.magdagdon.storage import MagdagdonGame
from game.magdagdon.ui.names import difficulty_name
from game.review_shapes import Choice, SeatReview, TurnReview
from game.ui import die, draw
from game.ui.constants import (
    CREAM,
    FELT_DARK,
    GOLD,
    INK,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WOOD,
    WOOD_DARK,
)
from game.ui.names import show_date
from game.ui.numbers import number, points
from game.ui.past import HistoryView, ReviewView, score_rows
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.stats import StatsScene
    from game.ui.widgets import Widget

MINI = 32  # cell size of the review's small boards (two fit under the costly list)
MINI_GAP = 4
MINI_SIZE = 4 * MINI + 3 * MINI_GAP
CELL, GAP = 100, 8  # the replay's board
BOARD_X, BOARD_Y = 60, 112
PANEL = pygame.Rect(560, 104, 680, 510)  # the replay's turn panel


@dataclass(frozen=True)
class MagdagdonStep:
    """One MAGDAGDON turn as replayed."""

    turn: int
    roll: tuple[int, ...]
    dice: tuple[int, ...]  # after the powers
    powers: tuple[str, ...]  # "minus", "plus", "reroll" in order
    before: tuple[int, ...]
    after: tuple[int, ...]
    staging: tuple[Stage, ...]
    ruin: tuple[int, int] | None
    score: int


def timeline_magdagdon(state: Game) -> list[MagdagdonStep]:
    """Every finished turn of a MAGDAGDON game, replayed on a fresh game."""
    game = Game(state.difficulty, state.seed)
    steps = []
    for i, data in enumerate(state.history):
        before = game.board
        game.apply_roll(data["roll"])
        kinds = []
        for power in data["powers"]:
            kinds.append(power["power"])
            if power["power"] == "reroll":
                game.apply(Reroll(tuple(power["indices"])))
                game.apply_roll([power["dice"][d] for d in game.awaited_dice])
            else:
                game.apply((Minus if power["power"] == "minus" else Plus)(power["index"]))
        dice = tuple(v for v in game.dice if v is not None)
        staging = tuple(Stage(p["index"], p["row"], p["col"]) for p in data["placements"])
        ruin = (data["ruin"]["row"], data["ruin"]["col"]) if data["ruin"] else None
        if ruin is not None:
            game.apply(Accept(*ruin))
        else:
            for stage in staging:
                game.apply(stage)
            game.apply(Confirm())
        steps.append(MagdagdonStep(i, tuple(data["roll"]), dice, tuple(kinds), before,
                                   game.board, staging, ruin, game.score().total))
    return steps


def dice_text(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def mini_board_frame(origin: tuple[int, int]) -> pygame.Rect:
    """The wooden frame of a small board whose first cell is at `origin`."""
    return pygame.Rect(origin[0] - 8, origin[1] - 8, MINI_SIZE + 16, MINI_SIZE + 16)


def draw_mini_board(surf: pygame.Surface, origin: tuple[int, int], board: tuple[int, ...],
                    new: dict[int, tuple[int, str]], ring: int | None = None) -> None:
    """A small board; `new` maps cells to (value, badge) drawn over it, gold framed as the
    hint draws its advice; `ring` frames a ruin cell."""
    x0, y0 = origin
    pygame.draw.rect(surf, WOOD, mini_board_frame(origin), border_radius=10)
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


class MagdagdonReview(ReviewView):
    """A MAGDAGDON game's review (one player) and replay (turn by turn)."""

    better_rect = pygame.Rect(PANEL.left + 20, PANEL.bottom - 78, PANEL.width - 40, 60)

    def action_text(self, action: Any) -> str:
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

    def worth(self, value: float, action: Any = None, unit: str = "points") -> str:
        return _("expected final score {n}").format(n=number(value))

    def where(self, record: dict[str, Any], choice: Choice[Any]) -> str:
        return _("Turn {n}").format(n=choice.turn + 1)

    def headline(self, record: dict[str, Any], seat: SeatReview[Any]) -> str:
        return _("MAGDAGDON, {difficulty}").format(
            difficulty=difficulty_name(Difficulty(record["difficulty"])))

    def summary(self, seat: SeatReview[Any]) -> list[str]:
        return [_("Final score {score}, expected {expected}").format(
                    score=points(seat.actual), expected=number(seat.expected)),
                _("Expected: the mean score of the best play; most of its games end "
                  "{low}–{high}.").format(low=round(seat.low or 0), high=round(seat.high or 0))]

    def costly_rect(self, box: pygame.Rect, k: int) -> pygame.Rect:
        return pygame.Rect(box.left + 16, box.top + 50 + k * 66, 250, 58)

    def draw_costly(self, scene: ReviewScene, surf: pygame.Surface, box: pygame.Rect,
                    costly: tuple[Choice[Any], ...]) -> None:
        """The selected choice in words, and the board after it and after the better one."""
        c = costly[min(scene.picked, len(costly) - 1)]
        text = pygame.Rect(box.left + 290, box.top + 50, box.width - 310, 190)
        scene.draw_choice_text(surf, text, c)
        for k, (label, move) in enumerate(((_("Your choice"), c.played),
                                           (_("Better"), c.better))):
            x, y = self.board_origin(box, k)
            draw.text_block(surf, pygame.Rect(x - 8, y - 32, 220, 26), label, TEXT_SMALL, INK,
                            align="left", bold=True)
            if move is None:
                continue
            board, new, ruin = move_marks(move)
            draw_mini_board(surf, (x, y), board, new, ruin)
            if move.power is not None:
                draw.text_block(surf, pygame.Rect(x + MINI_SIZE + 24, y, 120, MINI_SIZE),
                                self.action_text(move), TEXT_SMALL, INK, lines=4,
                                align="left")

    def board_origin(self, box: pygame.Rect, k: int) -> tuple[int, int]:
        """Where the first cell of the costly panel's board `k` (0: yours, 1: the better
        one) sits: under the list of choices, the frame inside the panel."""
        return box.left + 48 + k * 340, box.top + 280

    def timeline(self, state: Any) -> Sequence[MagdagdonStep]:
        return timeline_magdagdon(state)

    def better_move(self, note: TurnReview[Any] | None) -> Any:
        """The review's better staging or ruin for this turn, if there is one."""
        if note is None or not note.choices:
            return None
        last = note.choices[-1]
        if last.better is None or last.better.power is not None:
            return None
        return last.better

    def draw_board(self, surf: pygame.Surface, board: tuple[int, ...],
                   marked: dict[int, str], ruin: int | None, gold: bool) -> None:
        size = 4 * CELL + 3 * GAP
        frame = pygame.Rect(BOARD_X - 16, BOARD_Y - 16, size + 32, size + 32)
        pygame.draw.rect(surf, WOOD_DARK, frame.move(0, 6), border_radius=18)
        pygame.draw.rect(surf, WOOD, frame, border_radius=18)
        for i, v in enumerate(board):
            row, col = B.cell_of(i)
            r = pygame.Rect(BOARD_X + col * (CELL + GAP), BOARD_Y + row * (CELL + GAP), CELL,
                            CELL)
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            if v == B.RUIN:
                pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
                for a, b in ((r.topleft, r.bottomright), (r.topright, r.bottomleft)):
                    pygame.draw.line(surf, (40, 36, 34), a, b, 4)
            elif v > 0:
                img = die.face(v, 84, "staged" if i in marked else "available")
                surf.blit(img, img.get_rect(center=r.center))
            if i in marked or i == ruin:
                color = GOLD if gold else INK
                pygame.draw.rect(surf, color, r.inflate(6, 6), 5, border_radius=14)
            if i in marked:
                c = (r.right - 14, r.top + 14)
                pygame.draw.circle(surf, INK, c, 18)
                pygame.draw.circle(surf, GOLD if gold else CREAM, c, 15)
                draw.text_block(surf, pygame.Rect(c[0] - 15, c[1] - 15, 30, 30), marked[i],
                                TEXT_SMALL, INK, bold=True)

    def draw_step(self, scene: ReplayScene, surf: pygame.Surface, step: Any) -> None:
        better = scene.better_move() if scene.better else None
        if better is not None:
            board = list(step.before)
            marked = {}
            for k, stage in enumerate(better.staging, start=1):
                i = B.index(*stage.cell)
                board[i] = better.dice[stage.die]
                marked[i] = str(k)
            ruin = B.index(*better.ruin.cell) if better.ruin is not None else None
            if ruin is not None:
                board[ruin] = B.RUIN
            self.draw_board(surf, tuple(board), marked, ruin, gold=True)
        else:
            marked = {B.index(*s.cell): str(k) for k, s in enumerate(step.staging, start=1)}
            ruin = B.index(*step.ruin) if step.ruin else None
            self.draw_board(surf, step.after, marked, ruin, gold=False)
        draw.panel(surf, PANEL, PAPER, radius=18)
        left = PANEL.left + 24
        draw.text_block(surf, pygame.Rect(left, PANEL.top + 14, 300, 40),
                        _("Turn {n}").format(n=step.turn + 1), TEXT_BIG, INK, align="left",
                        bold=True)
        draw.text_block(surf, pygame.Rect(PANEL.right - 300, PANEL.top + 14, 276, 40),
                        _("Score {n}").format(n=step.score), TEXT_BODY, INK, align="right")
        for k, v in enumerate(step.roll):
            img = die.face(v, 64, "available")
            surf.blit(img, (left + k * 76, PANEL.top + 64))
        text = [_("Rolled {dice}").format(dice=" ".join(map(str, step.roll)))]
        names = {"minus": "−1", "plus": "+1", "reroll": _("REROLL")}
        if step.powers:
            text.append(_("Powers: {list}; then {dice}").format(
                list=", ".join(names[p] for p in step.powers),
                dice=" ".join(map(str, step.dice))))
        if step.ruin is not None:
            text.append(_("MAGDAGDON: a ruin on the framed cell"))
        else:
            text.append(ngettext("Placed {n} die (numbered in order)",
                                 "Placed {n} dice (numbered in order)",
                                 len(step.staging)).format(n=len(step.staging)))
        y = PANEL.top + 140
        for line in text:
            draw.text_block(surf, pygame.Rect(left, y, PANEL.width - 48, 30), line, TEXT_SMALL,
                            INK, align="left")
            y += 32
        scene.draw_note(surf, pygame.Rect(left - 8, y + 10, PANEL.width - 32,
                                          PANEL.bottom - y - 104))


class MagdagdonHistory(HistoryView):
    """MAGDAGDON's past games (`history.MagdagdonGame` rows) and statistics per difficulty."""

    def row_title(self, row: MagdagdonGame) -> str:
        return ngettext("{date}: {n} point, {difficulty}", "{date}: {n} points, {difficulty}",
                        abs(row.score)).format(
            date=show_date(row.date), n=row.score,
            difficulty=difficulty_name(Difficulty(row.difficulty)))

    def row_detail(self, row: MagdagdonGame) -> str:
        return ", ".join((ngettext("{n} turn", "{n} turns", row.turns).format(n=row.turns),
                          ngettext("{n} ruin", "{n} ruins", row.ruins).format(n=row.ruins),
                          ngettext("{n} power used", "{n} powers used",
                                   row.powers_used).format(n=row.powers_used)))

    def filters(self, settings: Settings) -> dict[str, Any]:
        return {"difficulty": settings.magdagdon_difficulty}

    def filter_widgets(self, scene: StatsScene) -> list[Widget]:
        return [Button((40 + k * 404, 104, 386, 60), partial(difficulty_name, d),
                       partial(scene.pick, difficulty=d.value), kind="secondary",
                       size=TEXT_BODY, selected=partial(scene.chosen, "difficulty", d.value))
                for k, d in enumerate(Difficulty)]

    def figures(self, rows: Sequence[Any], filters: dict[str, Any], kind: str
                ) -> stats.Figures:
        return md_stats.magdagdon(rows, filters["difficulty"], kind)

    def rows(self, figures: stats.Figures) -> list[tuple[str, str]]:
        out = [(_("Games played"), str(figures.games)), *score_rows(figures)]
        if isinstance(figures, md_stats.MagdagdonStats) and figures.games:
            out += [(_("Ruins per game"), number(figures.ruins or 0.0)),
                    (_("Powers used per game"), number(figures.powers or 0.0))]
        return out


REVIEW = MagdagdonReview()
HISTORY = MagdagdonHistory()

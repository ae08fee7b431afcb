"""Replay a finished game step by step, forward and back, with each turn's review note.

MAGDAGDON steps turn by turn: the board after the turn (the turn's dice numbered in the order
they were placed), the roll and the powers used; "Show the better move" draws the review's
better choice the way the hint draws its advice. MISHIMASH steps roll by roll: the dice, what
was set aside, what followed, and the scores at that moment. The steps are rebuilt by replaying
the record through the engine (`timeline_*`), never by re-implementing a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, format_points, ngettext
from game.magdagdon import board as B
from game.magdagdon.actions import Accept, Confirm, Minus, Plus, Reroll, Stage
from game.magdagdon.state import Game
from game.mishimash.actions import Keep, RollAgain, Save
from game.mishimash.match import Match
from game.mishimash.turn import End
from game.review import GameReview, TurnReview
from game.ui import chrome, die, draw
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
    WOOD,
    WOOD_DARK,
)
from game.ui.figures import signed
from game.ui.scene import Scene
from game.ui.scenes.menu import back_button
from game.ui.scenes.review import action_text, value_text
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

CELL, GAP = 100, 8
BOARD_X, BOARD_Y = 60, 112
PANEL = pygame.Rect(560, 104, 680, 510)
DICE_ROW = pygame.Rect(40, 110, 820, 150)
SCOREBOARD = pygame.Rect(880, 104, 360, 510)


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


@dataclass(frozen=True)
class MishimashStep:
    """One MISHIMASH roll as replayed: `then` is "again", "save" or "bust"."""

    turn: int
    roll: int  # 0-based roll of the turn
    seat: int
    dice: tuple[int, ...]
    keep: tuple[int, ...]
    then: str
    turn_points: int  # after this roll (0 after a bust)
    totals: tuple[int, ...]  # after this step
    label: str  # the round (or turn, solo), tie-breaks named


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
                game.apply_roll([power["dice"][d] for d in game.awaiting_roll])
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


def timeline_mishimash(state: Match) -> list[MishimashStep]:
    """Every roll of every finished turn of a MISHIMASH match, replayed on a fresh match."""
    match = Match(state.players, state.target, state.seed)
    seats = len(state.players)
    steps = []
    for i, turn in enumerate(state.turns):
        if turn.tiebreak:
            label = _("Tie-break, round {n}").format(n=match.tiebreak_round)
        elif seats == 1:
            label = _("Turn {n}").format(n=i + 1)
        else:
            label = _("Round {n}").format(n=i // seats + 1)
        for j, rolled in enumerate(turn.rolls):
            if j:
                match.apply(RollAgain())
            match.apply_roll(rolled.dice)
            if not rolled.keep:
                steps.append(MishimashStep(i, j, turn.player, rolled.dice, (), "bust", 0,
                                           match.totals, label))
                break
            match.apply(Keep(rolled.keep))
            last = j == len(turn.rolls) - 1
            points = match.turn_points
            if last and turn.end is End.SAVE:
                match.apply(Save())
            steps.append(MishimashStep(i, j, turn.player, rolled.dice, rolled.keep,
                                       "save" if last else "again", points, match.totals,
                                       label))
    return steps


class ReplayScene(Scene):
    """Step through a finished game (from the review or the list of past games)."""

    name = "replay"

    def __init__(self, app: App, record: dict[str, Any], state: Any,
                 review: GameReview[Any] | None = None, turn: int = 0) -> None:
        super().__init__(app)
        self.record, self.state, self.review = record, state, review
        self.game = str(record["game"])
        self.steps: list[MagdagdonStep | MishimashStep] = list(
            timeline_magdagdon(state) if self.game == "magdagdon" else timeline_mishimash(state))
        self.index = next((k for k, s in enumerate(self.steps) if s.turn >= turn), 0)
        self.better = False
        self.notes: dict[int, TurnReview[Any]] = review.turn_notes() if review else {}

    def build(self) -> None:
        self.prev_button = Button((40, 630, 260, 72), _("◀ Previous"), lambda: self.go(-1),
                                  kind="secondary", enabled=lambda: self.index > 0)
        self.next_button = Button((980, 630, 260, 72), _("Next ▶"), lambda: self.go(1),
                                  enabled=lambda: self.index < len(self.steps) - 1)
        self.widgets = [back_button(self), self.prev_button, self.next_button]
        if self.game == "magdagdon":
            self.better_button = Button(
                (PANEL.left + 20, PANEL.bottom - 78, PANEL.width - 40, 60),
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
        """The review's better staging or ruin for this MAGDAGDON turn, if there is one."""
        note = self.note()
        if note is None or not note.choices:
            return None
        last = note.choices[-1]
        if last.better is None or last.better.power is not None:
            return None
        return last.better

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Replay"))
        if not self.steps:
            draw.text_block(surf, pygame.Rect(240, 300, 800, 80), _("No turn was finished."),
                            TEXT_BIG, CREAM)
        else:
            step = self.steps[self.index]
            if isinstance(step, MagdagdonStep):
                self.draw_magdagdon(surf, step)
            else:
                self.draw_mishimash(surf, step)
        if self.steps:
            draw.text_block(surf, pygame.Rect(320, 640, 640, 52), _("Step {n} of {total}").format(
                n=self.index + 1, total=len(self.steps)), TEXT_BODY, CREAM)
        self.draw_widgets(surf)

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

    def draw_magdagdon(self, surf: pygame.Surface, step: MagdagdonStep) -> None:
        better = self.better_move() if self.better else None
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
        self.draw_note(surf, pygame.Rect(left - 8, y + 10, PANEL.width - 32,
                                         PANEL.bottom - y - 104))

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
                line = _("{move}: the best choice").format(move=action_text(self.game,
                                                                            c.played))
                color = INK
            else:
                line = _("{move} ({cost}); better: {better} ({value})").format(
                    move=action_text(self.game, c.played), cost=signed(-c.loss),
                    better=action_text(self.game, c.better),
                    value=value_text(self.game, c.best, c.win_best, c.better))
                color = GOLD_DARK
            draw.text_block(surf, pygame.Rect(inner.left, y, inner.width, 48), line,
                            TEXT_SMALL, color, lines=2, align="left", bold=c.better is not None)
            y += 52
            if y > inner.bottom - 40:
                break

    def draw_mishimash(self, surf: pygame.Surface, step: MishimashStep) -> None:
        m = self.state
        pygame.draw.rect(surf, WOOD_DARK, DICE_ROW.move(0, 6), border_radius=22)
        pygame.draw.rect(surf, WOOD, DICE_ROW, border_radius=22)
        pygame.draw.rect(surf, (30, 72, 58), DICE_ROW.inflate(-22, -22), border_radius=16)
        kept = list(step.keep)
        for k, v in enumerate(step.dice):
            aside = v in kept
            if aside:
                kept.remove(v)
            x = DICE_ROW.left + 78 + k * 132
            img = die.face(v, 96, "aside" if aside else "available")
            rect = img.get_rect(center=(x, DICE_ROW.centery))
            surf.blit(img, rect)
            if aside:  # set aside: a gold ring and a pointer (not colour alone)
                pygame.draw.circle(surf, GOLD, rect.center, 62, 5)
                pygame.draw.polygon(surf, GOLD, [(x - 12, DICE_ROW.top - 2),
                                                 (x + 12, DICE_ROW.top - 2),
                                                 (x, DICE_ROW.top + 14)])
        panel = pygame.Rect(40, 282, 820, 332)
        draw.panel(surf, panel, PAPER, radius=18)
        draw.text_block(surf, pygame.Rect(panel.left + 24, panel.top + 12, 500, 40),
                        _("{label}: {name}").format(label=step.label,
                                                    name=m.players[step.seat]),
                        TEXT_BIG, INK, align="left", bold=True)
        if step.then == "bust":
            line = _("Roll {n}: BUST, the turn's points are lost").format(n=step.roll + 1)
        else:
            then = {"again": _("then rolled again"),
                    "save": _("then saved {points} points").format(
                        points=format_points(step.turn_points))}[step.then]
            line = _("Roll {n}: set aside {dice}, turn points {points}, {then}").format(
                n=step.roll + 1, dice=" ".join(map(str, step.keep)),
                points=format_points(step.turn_points), then=then)
        draw.text_block(surf, pygame.Rect(panel.left + 24, panel.top + 58, panel.width - 48, 56),
                        line, TEXT_BODY, INK, lines=2, align="left")
        note = self.note()
        choices = None
        if note is not None:
            choices = tuple(c for c in note.choices if c.step in (2 * step.roll,
                                                                  2 * step.roll + 1))
        self.draw_note(surf, pygame.Rect(panel.left + 16, panel.top + 124, panel.width - 32,
                                         panel.height - 140), choices)
        self.draw_scores(surf, step)

    def draw_scores(self, surf: pygame.Surface, step: MishimashStep) -> None:
        m = self.state
        draw.panel(surf, SCOREBOARD, PAPER, radius=18)
        draw.text_block(surf, pygame.Rect(SCOREBOARD.left + 20, SCOREBOARD.top + 12, 320, 34),
                        _("Target {points}").format(points=m.target), TEXT_BODY, INK,
                        align="left", bold=True)
        row = min(70, (SCOREBOARD.height - 70) // len(m.players))
        for seat, name in enumerate(m.players):
            r = pygame.Rect(SCOREBOARD.left + 14, SCOREBOARD.top + 58 + seat * row,
                            SCOREBOARD.width - 28, row - 8)
            mine = seat == step.seat
            pygame.draw.rect(surf, GOLD if mine else PAPER_DARK, r, border_radius=10)
            if mine:  # whose turn: a pointer as well as the colour
                pygame.draw.polygon(surf, INK, [(r.left + 6, r.centery - 9),
                                                (r.left + 6, r.centery + 9),
                                                (r.left + 18, r.centery)])
            draw.text_block(surf, pygame.Rect(r.left + 26, r.top, r.width - 150, r.height), name,
                            TEXT_SMALL, INK, lines=2, align="left", bold=mine)
            draw.text_block(surf, pygame.Rect(r.right - 120, r.top, 108, r.height),
                            format_points(step.totals[seat]), TEXT_BODY, INK, align="right",
                            bold=True)

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
from game.review_shapes import COSTLIEST, Choice, SeatReview, TurnReview
from game.ui import die, draw
from game.ui import text as _text
from game.ui.constants import (
    CREAM,
    FELT_DARK,
    GOLD,
    GOLD_DARK,
    INK,
    PAPER,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WOOD,
    WOOD_DARK,
)
from game.ui.layout import NARROW
from game.ui.metrics import BODY_CSS, TARGET_CSS, Metrics
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

MINI_GAP = 4
CELL, GAP = 100, 8  # the replay's board
BOARD_X, BOARD_Y = 60, 112


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


def mini_board_frame(origin: tuple[int, int], cell: int, gap: int) -> pygame.Rect:
    """The wooden frame of a small board whose first cell is at `origin`."""
    side = 4 * cell + 3 * gap
    return pygame.Rect(origin[0] - 8, origin[1] - 8, side + 16, side + 16)


def draw_mini_board(surf: pygame.Surface, origin: tuple[int, int], board: tuple[int, ...],
                    new: dict[int, tuple[int, str]], ring: int | None, cell: int,
                    badge_size: int, gap: int) -> None:
    """A small board of `cell`-pixel cells; `new` maps cells to (value, badge) drawn over it,
    gold framed as the hint draws its advice (the badge's number at `badge_size`); `ring`
    frames a ruin cell."""
    x0, y0 = origin
    pygame.draw.rect(surf, WOOD, mini_board_frame(origin, cell, gap), border_radius=10)
    radius = max(10, badge_size * 10 // 13)
    for i, v in enumerate(board):
        row, col = B.cell_of(i)
        r = pygame.Rect(x0 + col * (cell + gap), y0 + row * (cell + gap), cell, cell)
        pygame.draw.rect(surf, FELT_DARK, r, border_radius=6)
        if i in new:
            value, badge = new[i]
            img = die.face(value, cell - 6, "staged")
            surf.blit(img, img.get_rect(center=r.center))
            pygame.draw.rect(surf, GOLD, r.inflate(4, 4), 3, border_radius=8)
            c = (r.right - radius + 4, r.top + radius - 4)
            pygame.draw.circle(surf, INK, c, radius)
            pygame.draw.circle(surf, GOLD, c, radius - 2)
            draw.text_block(surf, pygame.Rect(c[0] - radius + 2, c[1] - radius + 2,
                                              2 * radius - 4, 2 * radius - 4), badge,
                            badge_size, INK, bold=True)
        elif v == B.RUIN:
            pygame.draw.rect(surf, (86, 80, 74), r, border_radius=6)
            pygame.draw.line(surf, (40, 36, 34), r.topleft, r.bottomright, 3)
            pygame.draw.line(surf, (40, 36, 34), r.topright, r.bottomleft, 3)
        elif v > 0:
            img = die.face(v, cell - 6, "available")
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

    costly_css = 290  # the row of choices, their words and boards of 30 CSS px cells


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

    def costly_rect(self, box: pygame.Rect, k: int, m: Metrics) -> pygame.Rect:
        """The choices in a row across the top of the panel."""
        s = m.type_scale
        pad, gap = round(16 * s), round(12 * s)
        width = (box.width - 2 * pad - (COSTLIEST - 1) * gap) // COSTLIEST
        return pygame.Rect(box.left + pad + k * (width + gap), box.top + round(50 * s), width,
                           m.at_least(58, TARGET_CSS))

    def costly_places(self, scene: ReviewScene, box: pygame.Rect, c: Choice[Any]
                      ) -> tuple[list[pygame.Rect], list[tuple[int, int]], int, int, int]:
        """Under the row of choices two columns, yours and the better one, each its words
        over its board, the boards as large as the panel allows (their dice big enough to
        read the pips): the words' boxes, the boards' first cells, the lines of words, the
        cell and the gap between cells."""
        m = scene.metrics
        s = m.type_scale
        pad, gap = round(16 * s), round(24 * s)
        small = m.at_least(TEXT_SMALL, BODY_CSS)
        top = self.costly_rect(box, 0, m).bottom + round(14 * s)
        width = (box.width - 2 * pad - gap) // 2
        words = scene.choice_text(c)
        lines = min(3, max(len(_text.wrap(w, small, width, bold=k == 1))
                           for k, w in enumerate(words)))
        words_h = lines * _text.line_height(small, True, words[0])
        side = min(width - 16, box.bottom - pad - (top + words_h + gap // 2) - 16)
        board_gap = max(MINI_GAP, side // 36)
        cell = max(8, (side - 3 * board_gap) // 4)
        xs = [box.left + pad + k * (width + gap) for k in (0, 1)]
        return ([pygame.Rect(x, top, width, words_h) for x in xs],
                [(x + 8, top + words_h + gap // 2 + 8) for x in xs], lines, cell, board_gap)

    def draw_costly(self, scene: ReviewScene, surf: pygame.Surface, box: pygame.Rect,
                    costly: tuple[Choice[Any], ...]) -> None:
        """The selected choice in words, and the board after it and after the better one."""
        c = costly[min(scene.picked, len(costly) - 1)]
        m = scene.metrics
        small = m.at_least(TEXT_SMALL, BODY_CSS)
        boxes, origins, lines, cell, gap = self.costly_places(scene, box, c)
        colors = (INK, GOLD_DARK)
        for k, (said, move) in enumerate(zip(scene.choice_text(c), (c.played, c.better),
                                             strict=True)):
            draw.text_block(surf, boxes[k], said, small, colors[k], lines=lines, align="left",
                            valign="top", bold=k == 1)
            if move is None:
                continue
            board, new, ruin = move_marks(move)
            draw_mini_board(surf, origins[k], board, new, ruin, cell=cell,
                            badge_size=max(13, m.px(12)), gap=gap)

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

    def replay_places(self, scene: ReplayScene) -> tuple[pygame.Rect, int, pygame.Rect]:
        """The replay's board (its first cell's corner and size), its cell size and the turn's
        panel: the board at the left and the panel beside it, upright the panel under it."""
        m, area = scene.metrics, scene.area
        s = m.type_scale
        if m.width >= NARROW:
            cell = min(round(CELL * s), (area.height - 56 - 3 * GAP) // 4)
            side = 4 * cell + 3 * GAP
            board = pygame.Rect(area.left + BOARD_X, area.top + BOARD_Y - 84, side, side)
            left = board.right + 76
            panel = pygame.Rect(left, area.top + 20, m.width - 40 - left, area.height - 36)
            return board, cell, panel
        margin = round(24 * s)
        panel_h = self.panel_height(scene)
        room = area.height - panel_h - 3 * round(20 * s) - 32
        # a board die (8 px inside its cell) keeps 22 CSS px: its pips stay readable on a
        # short phone, where the turn's panel gives up some of its note's room
        cell = max(m.px(22) + 16, min((m.width - 2 * margin - 32 - 3 * GAP) // 4,
                                      (room - 3 * GAP) // 4))
        side = 4 * cell + 3 * GAP
        board = pygame.Rect((m.width - side) // 2, area.top + round(20 * s) + 16, side, side)
        panel = pygame.Rect(margin, board.bottom + 16 + round(20 * s), m.width - 2 * margin,
                            area.bottom - round(20 * s) - board.bottom - 16 - round(20 * s))
        return board, cell, panel

    def panel_height(self, scene: ReplayScene) -> int:
        """How tall the turn's panel is upright: its lines, a note and the button."""
        m = scene.metrics
        s = m.type_scale
        grow = m.at_least(TEXT_SMALL, BODY_CSS) / TEXT_SMALL
        return (round(140 * s) + 4 * round(32 * grow) + round(10 * s) + round(150 * grow)
                + m.at_least(60, TARGET_CSS) + 18 + 26)

    def better_place(self, scene: ReplayScene) -> pygame.Rect:
        panel = self.replay_places(scene)[2]
        h = scene.metrics.at_least(60, TARGET_CSS)
        return pygame.Rect(panel.left + 20, panel.bottom - 18 - h, panel.width - 40, h)

    def draw_board(self, surf: pygame.Surface, place: pygame.Rect, cell: int,
                   board: tuple[int, ...], marked: dict[int, str], ruin: int | None,
                   gold: bool, badge: int = TEXT_SMALL) -> None:
        frame = place.inflate(32, 32)
        grow = cell / CELL
        pygame.draw.rect(surf, WOOD_DARK, frame.move(0, 6), border_radius=18)
        pygame.draw.rect(surf, WOOD, frame, border_radius=18)
        for i, v in enumerate(board):
            row, col = B.cell_of(i)
            r = pygame.Rect(place.left + col * (cell + GAP), place.top + row * (cell + GAP),
                            cell, cell)
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            if v == B.RUIN:
                pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
                for a, b in ((r.topleft, r.bottomright), (r.topright, r.bottomleft)):
                    pygame.draw.line(surf, (40, 36, 34), a, b, 4)
            elif v > 0:
                img = die.face(v, cell - 16, "staged" if i in marked else "available")
                surf.blit(img, img.get_rect(center=r.center))
            if i in marked or i == ruin:
                color = GOLD if gold else INK
                pygame.draw.rect(surf, color, r.inflate(6, 6), 5, border_radius=14)
            if i in marked:
                radius = max(18, round(18 * grow), badge * 18 // TEXT_SMALL)
                c = (r.right - radius + 4, r.top + radius - 4)
                pygame.draw.circle(surf, INK, c, radius)
                pygame.draw.circle(surf, GOLD if gold else CREAM, c, radius - 3)
                draw.text_block(surf, pygame.Rect(c[0] - radius + 3, c[1] - radius + 3,
                                                  2 * radius - 6, 2 * radius - 6), marked[i],
                                badge, INK, bold=True)

    def draw_step(self, scene: ReplayScene, surf: pygame.Surface, step: Any) -> None:
        m = scene.metrics
        s = m.type_scale
        small = m.at_least(TEXT_SMALL, BODY_CSS)
        grow = small / TEXT_SMALL
        place, cell, panel = self.replay_places(scene)
        better = scene.better_move() if scene.better else None
        badge = m.at_least(TEXT_SMALL, 12)
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
            self.draw_board(surf, place, cell, tuple(board), marked, ruin, gold=True,
                            badge=badge)
        else:
            marked = {B.index(*s.cell): str(k) for k, s in enumerate(step.staging, start=1)}
            ruin = B.index(*step.ruin) if step.ruin else None
            self.draw_board(surf, place, cell, step.after, marked, ruin, gold=False,
                            badge=badge)
        draw.panel(surf, panel, PAPER, radius=18)
        left = panel.left + round(24 * s)
        draw.text_block(surf, pygame.Rect(left, panel.top + round(14 * s), round(300 * s),
                                          round(40 * s)),
                        _("Turn {n}").format(n=step.turn + 1), m.font(TEXT_BIG), INK,
                        align="left", bold=True)
        draw.text_block(surf, pygame.Rect(panel.right - round(300 * s), panel.top + round(14 * s),
                                          round(276 * s), round(40 * s)),
                        _("Score {n}").format(n=step.score), m.font(TEXT_BODY), INK,
                        align="right")
        size, pitch = round(64 * s), round(76 * s)
        for k, v in enumerate(step.roll):
            img = die.face(v, size, "available")
            surf.blit(img, (left + k * pitch, panel.top + round(64 * s)))
        # the dice above say the roll; a phone gives that line's room to the turn's note
        text = [] if m.k > 1 else [_("Rolled {dice}").format(dice=" ".join(map(str, step.roll)))]
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
        y = panel.top + round(140 * s)
        width = panel.width - 2 * round(24 * s)
        for line in text:  # a phone's narrow panel: a line may take two
            n = 1 if m.k <= 1 else min(2, len(_text.wrap(line, small, width)))
            draw.text_block(surf, pygame.Rect(left, y, width, round(30 * grow) * n), line,
                            small, INK, align="left", lines=n)
            y += round(32 * grow) * n
        bottom = panel.bottom - 34 - m.at_least(60, TARGET_CSS)  # above the better move's button
        if m.k > 1 and scene.better_move() is None:  # a phone: no button, the note takes its room
            bottom = panel.bottom - 18
        scene.draw_note(surf, pygame.Rect(left - 8, y + 10, panel.width - 32, bottom - y - 10))


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
        offered = [d for d in Difficulty if scene.offers(difficulty=d.value)]
        places = scene.filter_rows([[pygame.Rect(40 + k * 404, 104, 386, 60)
                                     for k in range(len(offered))]])[0]
        return [Button(rect, partial(difficulty_name, d),
                       partial(scene.pick, difficulty=d.value), kind="secondary",
                       size=scene.filter_size(TEXT_BODY),
                       selected=partial(scene.chosen, "difficulty", d.value))
                for rect, d in zip(places, offered, strict=True)]

    def filter_options(self) -> list[dict[str, Any]]:
        return [{"difficulty": d.value} for d in Difficulty]

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

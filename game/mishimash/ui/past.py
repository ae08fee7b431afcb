"""MISHIMASH's part of the review, replay, past games and statistics screens (`game.ui.past`):
the costliest decisions in words, the replay roll by roll, statistics per target and opponent."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import stats
from game.i18n import _, format_points, ngettext, plural_count
from game.mishimash import stats as mm_stats
from game.mishimash.actions import Keep, RollAgain, Save
from game.mishimash.match import TARGETS, Match
from game.mishimash.storage import MatchResult
from game.mishimash.turn import End
from game.review_shapes import Choice, SeatReview
from game.ui import die, draw
from game.ui.constants import (
    GOLD,
    INK,
    PAPER,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WOOD,
    WOOD_DARK,
)
from game.ui.names import show_date
from game.ui.numbers import number, percent, points, strength_name
from game.ui.past import HistoryView, ReviewView, score_rows
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.stats import StatsScene
    from game.ui.widgets import Widget

DICE_ROW = pygame.Rect(40, 110, 820, 150)  # the replay's dice
SCOREBOARD = pygame.Rect(880, 104, 360, 510)
OPTIMAL_TURN = 15.97  # expected points of a MISHIMASH turn under optimal play (strategy.py)


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
            turn_points = match.turn_points
            if last and turn.end is End.SAVE:
                match.apply(Save())
            steps.append(MishimashStep(i, j, turn.player, rolled.dice, rolled.keep,
                                       "save" if last else "again", turn_points, match.totals,
                                       label))
    return steps


def saved_points(shown: str) -> str:
    """How a replayed turn ended: with a SAVE of its points."""
    return ngettext("then saved {n} point", "then saved {n} points", plural_count(shown)).format(
        n=shown)


class MishimashReview(ReviewView):
    """A MISHIMASH match's review (a person at a time) and replay (roll by roll)."""

    def action_text(self, action: Any) -> str:
        if isinstance(action, Keep):
            return _("set aside {dice}").format(dice=" ".join(map(str, action.dice)))
        return _("save") if isinstance(action, Save) else _("roll again")

    def worth(self, value: float, action: Any = None, unit: str = "points") -> str:
        if unit == "turns":  # a solo race: expected turns to the target, negated
            n = number(-value)
            return ngettext("expected {n} turn", "expected {n} turns", plural_count(n)).format(
                n=n)
        n = number(value)
        if isinstance(action, Save):
            return ngettext("banks {n} point", "banks {n} points", plural_count(n)).format(n=n)
        return ngettext("expected {n} point", "expected {n} points", plural_count(n)).format(n=n)

    def where(self, record: dict[str, Any], choice: Choice[Any]) -> str:
        """The round, or the turn when playing solo."""
        seats = len(record["players"])
        if seats == 1:
            return _("Turn {n}").format(n=choice.turn + 1)
        return _("Round {n}").format(n=choice.turn // seats + 1)

    def headline(self, record: dict[str, Any], seat: SeatReview[Any]) -> str:
        return _("MISHIMASH to {target}: {name}").format(target=record["target"],
                                                         name=seat.name)

    def summary(self, seat: SeatReview[Any]) -> list[str]:
        turns = len(seat.turns)
        if seat.unit == "turns":  # a solo race: turns to the target
            left = -seat.actual - turns
            first = (ngettext("{n} turn to the target", "{n} turns to the target", turns)
                     if left < 0.05 else ngettext("{n} turn so far", "{n} turns so far", turns))
            best = number(-seat.expected)
            return [first.format(n=turns),
                    ngettext("Expected: {n} turn with the best play. Luck and decisions are "
                             "counted in turns.", "Expected: {n} turns with the best play. "
                             "Luck and decisions are counted in turns.",
                             plural_count(best)).format(n=best)]
        shown, expected = points(seat.actual), number(seat.expected)
        total = ngettext("{n} point", "{n} points", plural_count(shown)).format(n=shown)
        return [ngettext("{points} in {n} turn", "{points} in {n} turns", turns).format(
                    points=total, n=turns),
                ngettext("Expected: {n} point ({turn} a turn with the best play)",
                         "Expected: {n} points ({turn} a turn with the best play)",
                         plural_count(expected)).format(
                    n=expected, turn=number(seat.expected / max(turns, 1), 2))]

    def costly_rect(self, box: pygame.Rect, k: int) -> pygame.Rect:
        return pygame.Rect(box.left + 16, box.top + 50 + k * 128, 200, 116)

    def draw_costly(self, scene: ReviewScene, surf: pygame.Surface, box: pygame.Rect,
                    costly: tuple[Choice[Any], ...]) -> None:
        """Each costly decision in words beside its button."""
        for k, c in enumerate(costly):
            r = self.costly_rect(box, k)
            text = pygame.Rect(r.right + 16, r.top, box.right - r.right - 36, r.height)
            pygame.draw.rect(surf, PAPER_DARK, text.inflate(12, 0), border_radius=10)
            scene.draw_choice_text(surf, text, c)

    def timeline(self, state: Any) -> Sequence[MishimashStep]:
        return timeline_mishimash(state)

    def draw_step(self, scene: ReplayScene, surf: pygame.Surface, step: Any) -> None:
        m = scene.state
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
                    "save": saved_points(format_points(step.turn_points))}[step.then]
            line = _("Roll {n}: set aside {dice}, turn points {points}, {then}").format(
                n=step.roll + 1, dice=" ".join(map(str, step.keep)),
                points=format_points(step.turn_points), then=then)
        draw.text_block(surf, pygame.Rect(panel.left + 24, panel.top + 58, panel.width - 48, 56),
                        line, TEXT_BODY, INK, lines=2, align="left")
        note = scene.note()
        choices = None
        if note is not None:  # this roll's decisions: its keep and what followed
            choices = tuple(c for c in note.choices if c.step in (2 * step.roll,
                                                                  2 * step.roll + 1))
        scene.draw_note(surf, pygame.Rect(panel.left + 16, panel.top + 124, panel.width - 32,
                                          panel.height - 140), choices)
        self.draw_scores(surf, m, step)

    def draw_scores(self, surf: pygame.Surface, m: Match, step: MishimashStep) -> None:
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


def match_title(row: MatchResult) -> str:
    """A finished match in one line: its winner, or a solo race (no one to beat)."""
    if len(row.players) == 1:
        return _("{date}: {name}, solo ({points} of {target})").format(
            date=show_date(row.date), name=row.players[0],
            points=format_points(row.totals[0]), target=row.target)
    return _("{date}: {name} wins ({points} of {target})").format(
        date=show_date(row.date), name=row.players[row.winner],
        points=format_points(row.totals[row.winner]), target=row.target)


class MishimashHistory(HistoryView):
    """MISHIMASH's past matches (`scores.MatchResult` rows) and statistics per target and
    opponent."""

    def row_title(self, row: MatchResult) -> str:
        return match_title(row)

    def row_detail(self, row: MatchResult) -> str:
        if len(row.players) == 1:  # solo: the result is the number of turns
            return ngettext("{n} turn", "{n} turns", row.turns).format(n=row.turns)
        return ", ".join(f"{name} {format_points(total)}"
                         for name, total in zip(row.players, row.totals, strict=True))

    def humans(self, row: MatchResult) -> tuple[bool, ...] | None:
        return row.humans

    def filters(self, settings: Settings) -> dict[str, Any]:
        target = settings.mishimash_target if settings.mishimash_target in TARGETS \
            else TARGETS[-2]
        return {"target": target, "against": "all"}

    def filter_widgets(self, scene: StatsScene) -> list[Widget]:
        out: list[Widget] = []
        for k, target in enumerate(TARGETS):
            out.append(Button(
                (40 + k * 152, 100, 140, 54), str(target), partial(scene.pick, target=target),
                kind="secondary", size=TEXT_BODY, selected=partial(scene.chosen, "target",
                                                                     target)))
        for k, who in enumerate(mm_stats.OPPONENTS):
            out.append(Button(
                (40 + k * 202, 162, 190, 52), partial(strength_name, who),
                partial(scene.pick, against=who), kind="secondary", size=TEXT_SMALL,
                selected=partial(scene.chosen, "against", who)))
        return out

    def figures(self, rows: Sequence[Any], filters: dict[str, Any], kind: str
                ) -> stats.Figures:
        return mm_stats.mishimash(rows, filters["target"], filters["against"], kind)

    def rows(self, figures: stats.Figures) -> list[tuple[str, str]]:
        out = score_rows(figures)
        f = figures
        if isinstance(f, mm_stats.MishimashStats) and f.matches:
            if f.races:  # a solo race has nobody to beat: counted apart, never won
                out.insert(0, (_("Solo races"), str(f.races)))
            if f.matches > f.races:
                out.insert(0, (_("Matches won"), _("{won} of {n}").format(
                    won=f.won, n=f.matches - f.races)))
            # The solo races' mean: shown only where every match of the group is one, so the
            # row never passes off the races' figure as the group's (All with duels in it).
            if f.turns is not None and f.races == f.matches:
                out.append((_("Turns to the target"), number(f.turns)))
            if f.bust_rate is not None:
                out.append((_("Turns ending in a bust"), percent(f.bust_rate)))
            if f.turn_points is not None:
                out.append((_("Points banked per turn"), number(f.turn_points)))
                out.append((_("… with the best play"), number(OPTIMAL_TURN, 2)))
            for strength, played, won in f.wins:
                out.append((_("Won against {strength}").format(
                    strength=strength_name(strength)),
                    _("{won} of {n}").format(won=won, n=played)))
        return out

    def none_yet(self) -> str:
        return _("No matches finished yet.")

    def last_one(self) -> str:
        return _("the last match")

    def trend_title(self, n: int) -> str:
        return ngettext("Trend: the last {n} match", "Trend: the last {n} matches", n).format(
            n=n)


REVIEW = MishimashReview()
HISTORY = MishimashHistory()

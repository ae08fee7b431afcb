"""Statistics of the kept games (issue 15): the figures and plot data the statistics screen draws.

Pure functions of the stored histories (`game.storage.history`, `game.storage.scores`):

    stats.magdagdon(history, "peaceful")            # games, mean, best, histogram, trend, ...
    stats.mishimash(matches, 1000, "strong")        # per target and opponent

Both count one kind of game at a time: `kind="play"` (default) is the ordinary game; the daily
challenge records its games with its own kind and gets its own figures by passing it.
MISHIMASH figures are the people's: every seat a person played is one sample (its final
total), and a match counts as won when a person won it against at least one other seat: a solo
race (one seat racing the target, rules §2.4) has nobody to beat, so it is counted apart (races,
mean turns to the target) and never as won.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.mishimash.combos import HALF_POINTS_PER_POINT
from game.storage.history import MagdagdonGame
from game.storage.scores import PLAY, MatchResult
from game.storage.settings import STRENGTHS

TREND = 20  # games in the trend plot
MAX_BINS = 10  # histogram bars at most
STEPS = (1, 2, 5)  # histogram bar widths are these times a power of ten
OPPONENTS = ("all", *STRENGTHS, "people", "solo")  # how MISHIMASH matches are grouped


@dataclass(frozen=True)
class Bin:
    """One histogram bar: values in `low <= v < high`."""

    low: float
    high: float
    count: int


@dataclass(frozen=True)
class Figures:
    """What both games show for a group of games: `values` (final scores, oldest first)."""

    values: tuple[float, ...]

    @property
    def games(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float | None:
        return math.fsum(self.values) / len(self.values) if self.values else None

    @property
    def best(self) -> float | None:
        return max(self.values) if self.values else None

    @property
    def recent(self) -> tuple[float, ...]:
        """The last TREND values, oldest first (the trend plot)."""
        return self.values[-TREND:]

    def histogram(self) -> tuple[Bin, ...]:
        return histogram(self.values)


@dataclass(frozen=True)
class MagdagdonStats(Figures):
    """One difficulty's MAGDAGDON figures (scores are points)."""

    ruins: float | None = None  # per game
    powers: float | None = None  # power uses per game


@dataclass(frozen=True)
class MishimashStats(Figures):
    """One target's (and opponent's) MISHIMASH figures; totals are points.

    `bust_rate` is busted turns over turns and `turn_points` the mean points a turn banked
    (a bust banks 0), over the people's turns where they are known (against the 15.97 of
    optimal play); `wins` maps each computer strength to (matches against it, won by a person).
    `matches` counts every match of the group, `races` the solo races among them and `won` the
    others a person won (so `won <= matches - races`).
    """

    matches: int = 0
    won: int = 0
    races: int = 0  # solo races: nobody to beat, never won
    bust_rate: float | None = None
    turn_points: float | None = None
    wins: tuple[tuple[str, int, int], ...] = ()
    turns: float | None = None  # solo: mean turns to reach the target


def nice_step(span: float, bins: int = MAX_BINS) -> float:
    """The smallest 1, 2 or 5 times a power of ten with `span / step <= bins`."""
    if span <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(span / bins))
    for scale in (*STEPS, 10):
        if span / (scale * power) <= bins:
            return scale * power
    return 10 * power


def histogram(values: Sequence[float], bins: int = MAX_BINS) -> tuple[Bin, ...]:
    """Bars of equal, round width covering every value (at most `bins` + 1 bars)."""
    if not values:
        return ()
    # Scores are whole or half points: a bar is never narrower than their resolution (a point,
    # or half a point where a score has a half), so no bar edge sits between two possible
    # scores and every edge is an exact binary fraction (0.1-wide bars drifted: 0.3000...04).
    finest = 1.0 if all(float(v).is_integer() for v in values) else 0.5
    step = max(nice_step(max(values) - min(values), bins), finest)
    low = math.floor(min(values) / step) * step
    count = int((max(values) - low) // step) + 1
    bars = [0] * count
    for v in values:
        bars[min(int((v - low) // step), count - 1)] += 1
    return tuple(Bin(low + i * step, low + (i + 1) * step, n) for i, n in enumerate(bars))


def _mean(values: Iterable[float]) -> float | None:
    items = list(values)
    return math.fsum(items) / len(items) if items else None


def magdagdon(history: Sequence[MagdagdonGame], difficulty: str, kind: str = PLAY
              ) -> MagdagdonStats:
    """The figures of one difficulty (games of `kind` only)."""
    games = [g for g in history if g.difficulty == difficulty and g.kind == kind]
    return MagdagdonStats(tuple(float(g.score) for g in games),
                          ruins=_mean(g.ruins for g in games),
                          powers=_mean(g.powers_used for g in games))


def opponent(match: MatchResult) -> str:
    """How a match is grouped: "solo", "people" (no computer), a computer strength when every
    computer seat has it, "mixed" or "unknown" (a match kept before strengths were)."""
    computers = [s for s, human in zip(match.strengths, match.humans, strict=True) if not human]
    if not computers:
        return "solo" if len(match.players) == 1 else "people"
    if any(s is None for s in computers):
        return "unknown"
    return computers[0] if len(set(computers)) == 1 else "mixed"  # type: ignore[return-value]


def mishimash(matches: Sequence[MatchResult], target: int, against: str = "all",
              kind: str = PLAY) -> MishimashStats:
    """The figures of one target against one opponent ("all", a strength, "people", "solo")
    for matches of `kind` that a person played."""
    group = [m for m in matches if m.target == target and m.kind == kind and any(m.humans)
             and (against == "all" or opponent(m) == against)]
    half = HALF_POINTS_PER_POINT
    values, turns, busts, banked = [], 0, 0, 0
    for m in group:
        for seat, human in enumerate(m.humans):
            if not human:
                continue
            values.append(m.totals[seat] / half)
            if m.seat_turns is not None and m.busts is not None:
                turns += m.seat_turns[seat]
                busts += m.busts[seat]
                banked += m.totals[seat]
    wins = []
    for strength in STRENGTHS:
        against_it = [m for m in group if strength in m.strengths]
        wins.append((strength, len(against_it), sum(m.humans[m.winner] for m in against_it)))
    solo = [m.turns for m in group if len(m.players) == 1]
    won = sum(m.humans[m.winner] for m in group if len(m.players) > 1)
    return MishimashStats(
        tuple(values), matches=len(group), won=won, races=len(solo),
        bust_rate=busts / turns if turns else None,
        turn_points=banked / half / turns if turns else None,
        wins=tuple(w for w in wins if w[1]), turns=_mean(solo))

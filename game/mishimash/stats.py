"""MISHIMASH's statistics: the figures of one target and opponent, from its kept
matches (`game.mishimash.storage.MatchResult`), for its statistics screen (`HistoryView`).

    stats.mishimash(matches, 1000, "strong")        # per target and opponent

The figures are the people's: every seat a person played is one sample (its final total), and
a match counts as won when a person won it against at least one other seat: a solo race (one
seat racing the target, rules §2.4) has nobody to beat, so it is counted apart (races, mean
turns to the target) and never as won.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.mishimash.combos import HALF_POINTS_PER_POINT
from game.mishimash.storage import MatchResult
from game.stats import Figures, mean
from game.storage.entries import PLAY
from game.storage.settings import STRENGTHS

OPPONENTS = ("all", *STRENGTHS, "people", "solo")  # how MISHIMASH matches are grouped


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
        wins=tuple(w for w in wins if w[1]), turns=mean(solo))

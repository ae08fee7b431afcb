"""MAGDAGDON's statistics: the figures of one difficulty, from its kept summaries
(`game.magdagdon.storage.MagdagdonGame`), for its statistics screen (`HistoryView`).

    stats.magdagdon(history, "peaceful")            # games, mean, best, histogram, trend, ...
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.magdagdon.storage import MagdagdonGame
from game.stats import Figures, mean
from game.storage.entries import PLAY


@dataclass(frozen=True)
class MagdagdonStats(Figures):
    """One difficulty's MAGDAGDON figures (scores are points)."""

    ruins: float | None = None  # per game
    powers: float | None = None  # power uses per game


def magdagdon(history: Sequence[MagdagdonGame], difficulty: str, kind: str = PLAY
              ) -> MagdagdonStats:
    """The figures of one difficulty (games of `kind` only)."""
    games = [g for g in history if g.difficulty == difficulty and g.kind == kind]
    return MagdagdonStats(tuple(float(g.score) for g in games),
                          ruins=mean(g.ruins for g in games),
                          powers=mean(g.powers_used for g in games))

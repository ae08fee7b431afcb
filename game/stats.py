"""Statistics of the kept games: what every game's figures share, drawn by the
statistics screen (its histogram, its trend plot, its games, mean and best).

Each game computes its own figures from its stored summaries (`game/<key>/stats.py`, used by
its `HistoryView`), as a `Figures` with more fields of its own, one kind of game at a time:
`kind="play"` (default) is the ordinary game; the daily challenge records its games with its
own kind and gets its own figures by passing it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

TREND = 20  # games in the trend plot
MAX_BINS = 10  # histogram bars at most
STEPS = (1, 2, 5)  # histogram bar widths are these times a power of ten


@dataclass(frozen=True)
class Bin:
    """One histogram bar: values in `low <= v < high`."""

    low: float
    high: float
    count: int


@dataclass(frozen=True)
class Figures:
    """What every game shows for a group of games: `values` (final scores, oldest first)."""

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


def mean(values: Iterable[float]) -> float | None:
    """The mean of `values`, None when there are none."""
    items = list(values)
    return math.fsum(items) / len(items) if items else None

"""Building the MISHIMASH strategy tables across frames, so no frame freezes for long.

The medium and strong computer seats and the hint panel stand on tables that take seconds to
compute (`game.mishimash.strategy`). The engine builds them a slice at a time; here each frame
spends a small, wall-clock budget on slices (measured on the platform itself, so the slower
browser simply gets fewer slices per frame). While nothing waits for them the budget is small;
while a computer seat or the hint panel waits ("preparing…") it is larger but still leaves the
frame room to draw.
"""

from __future__ import annotations

import time

from game.mishimash import strategy
from game.mishimash.bots import STRENGTHS, TABLE_BOTS

URGENT_BUDGET = 0.010  # seconds per frame while a seat or the hint panel waits


def ready() -> bool:
    """Whether the shared tables are complete."""
    return strategy.shared().ready


def needs_tables(strength: str) -> bool:
    """Whether a computer seat of this strength plays from the tables."""
    return STRENGTHS.get(strength, "cautious") in TABLE_BOTS


def advance(urgent: bool = False) -> bool:
    """One slice (or, `urgent`, slices for this frame's budget); True once they are complete."""
    tables = strategy.shared()
    if tables.ready:
        return True
    start = time.perf_counter()
    while not tables.advance(1):
        if not urgent or time.perf_counter() - start >= URGENT_BUDGET:
            break
    return tables.ready

"""The MISHIMASH strategy tables in the front end: loaded across frames, ready at once.

The medium and strong computer seats and the hint panel stand on tables
(`game.mishimash.strategy`) that the game ships precomputed (`game.mishimash.tablefile`).
Loading them takes a few dozen milliseconds of CPU natively, in slices; each frame spends at
most the frame's work budget on them (`game.ui.budget`). The MISHIMASH screens advance them
every frame from the moment they open, so they are ready long before a computer seat makes its
first choice or a person asks for the first hint. In a solo race the hint also needs the
race table of the turn (`game.mishimash.race`, a fraction of a second): `advance_race` fills
it across frames from the turn's start.
"""

from __future__ import annotations

from game.mishimash import race, strategy
from game.mishimash.bots import STRENGTHS, TABLE_BOTS
from game.mishimash.match import Match
from game.ui import budget


def ready() -> bool:
    """Whether the shared tables are complete."""
    return strategy.shared().ready


def needs_tables(strength: str) -> bool:
    """Whether a computer seat of this strength plays from the tables."""
    return STRENGTHS.get(strength, "cautious") in TABLE_BOTS


def advance() -> bool:
    """Spend this frame's work budget on the tables; True once they are complete."""
    tables = strategy.shared()
    return tables.ready or budget.work(tables.advance)


def advance_race(match: Match) -> bool:
    """Spend this frame's work budget on the race table of a solo match's turn (once the
    shared tables are ready); True when nothing is left to fill."""
    table = race.pending(match) if ready() else None
    return table is None or budget.work(table.advance)

"""What a day's challenge is (rules §5.2): the game, its settings and its dice source. Dates are
UTC; a game keeps the date it started on. Nothing here reads a clock.

    >>> c = Challenge("magdagdon", date(2026, 5, 17))   # a Sunday
    >>> c.difficulty
    <Difficulty.NIGHTMARE: 'nightmare'>
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from game.daily import streams
from game.magdagdon.rules import Difficulty
from game.magdagdon.state import Game
from game.mishimash.match import Match

GAMES = ("magdagdon", "mishimash")
MISHIMASH_TARGET = 250

# date.weekday(): Monday 0 ... Sunday 6. Nightmare once a week, the other two alternate.
DIFFICULTY_BY_WEEKDAY: tuple[Difficulty, ...] = (
    Difficulty.PEACEFUL,  # Monday
    Difficulty.SURVIVAL,  # Tuesday
    Difficulty.PEACEFUL,  # Wednesday
    Difficulty.SURVIVAL,  # Thursday
    Difficulty.PEACEFUL,  # Friday
    Difficulty.SURVIVAL,  # Saturday
    Difficulty.NIGHTMARE,  # Sunday
)

State = Game | Match


@dataclass(frozen=True)
class Challenge:
    """The daily challenge of `game` on the UTC date `day`."""

    game: str
    day: date

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"no daily challenge for {self.game!r} (expected one of "
                             f"{', '.join(GAMES)})")

    @property
    def difficulty(self) -> Difficulty:
        """MAGDAGDON's difficulty on this weekday."""
        return DIFFICULTY_BY_WEEKDAY[self.day.weekday()]

    @property
    def target(self) -> int:
        """MISHIMASH's target."""
        return MISHIMASH_TARGET

    def new_magdagdon(self) -> Game:
        """A fresh MAGDAGDON game at this day's difficulty (no seed: the dice are the day's)."""
        return Game(self.difficulty)

    def new_mishimash(self, player: str) -> Match:
        """A fresh solo MISHIMASH race to the target for `player`."""
        return Match([player], self.target)

    def new_state(self, player: str = "") -> State:
        """A fresh game of this challenge (`player` names the MISHIMASH seat)."""
        return self.new_magdagdon() if self.game == "magdagdon" else self.new_mishimash(player)

    def roll(self, state: State) -> tuple[int, ...]:
        """The values the game awaits now: the daily dice source (see `streams`)."""
        if isinstance(state, Game):
            return streams.magdagdon_roll(self.day, state)
        return streams.mishimash_roll(self.day, state)

    def matches(self, state: State) -> bool:
        """Whether `state` is a game of this challenge's kind and settings."""
        if isinstance(state, Game):
            return self.game == "magdagdon" and state.difficulty is self.difficulty
        return (self.game == "mishimash" and len(state.players) == 1
                and state.target == self.target)

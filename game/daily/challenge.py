"""What a day's challenge is (rules §5.2): the game, its date, and through the game's daily part
(`game.daily.part`, named by its registry entry) the day's setting and dice source. Dates are
UTC; a game keeps the date it started on. Nothing here reads a clock.

    >>> c = Challenge("magdagdon", date(2026, 5, 17))   # a Sunday
    >>> c.setting
    'nightmare'
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from game import registry
from game.daily.part import DailyPart, State

# The dates a daily challenge can be played on (rules §5.1). A device whose clock was reset
# shows 1970 or earlier; `date.max` stands for a clock past what a date can name (year 10000
# on), so the last playable day is the one before it.
FIRST_DAY = date(1970, 1, 1)
LAST_DAY = date.max - timedelta(days=1)


def playable(day: date) -> bool:
    """Whether `day` can have a daily challenge played (and kept): 1970-01-01 to 9999-12-30."""
    return FIRST_DAY <= day <= LAST_DAY


class NoDaily(LookupError):
    """A registered game without a daily challenge (`registry.UnknownGame` for an unknown one)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"no daily challenge for {key!r} (expected one of "
                         f"{', '.join(daily_games())})")

    def __str__(self) -> str:  # LookupError would quote the message like a dict key
        return str(self.args[0])


def daily_games() -> list[str]:
    """The keys of the games with a daily challenge, in registration order."""
    return [info.key for info in registry.with_part("daily")]


def part(game: str) -> DailyPart:
    """Game `game`'s daily part (`NoDaily` if it has none, `registry.UnknownGame` if unknown)."""
    reference = registry.get(game).daily
    if reference is None:
        raise NoDaily(game)
    return reference.load()


@dataclass(frozen=True)
class Challenge:
    """The daily challenge of `game` on the UTC date `day`."""

    game: str
    day: date

    def __post_init__(self) -> None:
        part(self.game)  # a game without a daily challenge has no challenge to make

    @property
    def part(self) -> DailyPart:
        """The game's daily part."""
        return part(self.game)

    @property
    def setting(self) -> str:
        """The day's setting (MAGDAGDON's difficulty value), "" if the game has none."""
        return self.part.setting(self.day)

    def new_state(self, player: str = "") -> State:
        """A fresh game of this challenge (`player` names the seat of a game with seats)."""
        return self.part.new_state(self.day, player)

    def roll(self, state: Any) -> tuple[int, ...]:
        """The values the game awaits now: the daily dice source (see `game.daily.streams`)."""
        return self.part.roll(self.day, state)

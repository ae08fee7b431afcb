"""A game's part of the daily challenge (rules §5), named by its registry entry's `daily`
(`game.registry.GameInfo`): the day's setting and dice, the checks of a daily record, and what a
result holds and how the card shows it. MAGDAGDON's is `game.magdagdon.daily`, MISHIMASH's
`game.mishimash.daily`; a game without one has no daily challenge. Pure like the engines.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from datetime import date
from typing import Any, TypeAlias

from game.daily.result import Result
from game.records import RecordError

# A game's state (a `game.engine.State`): its daily part and its screens use the game's own
# class (MAGDAGDON's `Game`, MISHIMASH's `Match`), so it is not narrowed to the protocol here.
State: TypeAlias = Any


class DailyPart(ABC):
    """What the daily challenge needs of one game."""

    key: str  # the game's registry key
    codes: str  # the picture's codes, one character each (see `result`)
    emoji: Mapping[str, str]  # each code's square on the shared card
    bots: str  # the module whose `BOTS` (name -> bot) play it in `python -m game daily`
    best: str  # the bot that `--bot best` stands for

    @abstractmethod
    def setting(self, day: date) -> str:
        """The day's setting as a result keeps it (MAGDAGDON's difficulty), "" if none."""

    @abstractmethod
    def new_state(self, day: date, player: str) -> State:
        """A fresh game of the day's challenge (`player` names a seat if it has any)."""

    @abstractmethod
    def roll(self, day: date, state: Any) -> tuple[int, ...]:
        """The values `state` awaits now: the day's dice (`game.daily.streams`)."""

    @abstractmethod
    def first_roll(self, day: date, turn: int) -> tuple[int, ...]:
        """All the dice of turn `turn`'s first roll (from 1), as `python -m game daily --dice`
        prints them."""

    def check_record(self, day: date, record: dict[str, Any]) -> None:
        """Before the replay: RecordError if the record is not played at the day's setting
        (a game of another setting would fail somewhere in its turns; this says why)."""
        return None

    def check_game(self, day: date, state: Any, turns: list[dict[str, Any]]) -> None:
        """After the replay: RecordError if the game is not the day's challenge
        (`check_state`) or a roll is not the day's dice (`turns`, the record's turns, name the
        first that is not)."""
        self.check_state(day, state)
        wrong = self.wrong_dice(day, turns)
        if wrong is not None:
            raise wrong

    def check_state(self, day: date, state: Any) -> None:
        """After the replay: RecordError if the game is not of the day's challenge (beyond
        `check_record`); nothing by default."""
        return None

    def wrong_dice(self, day: date, turns: Any, last: int | None = None) -> RecordError | None:
        """The error naming the first roll of turns 0 to `last` (all when None) whose values are
        not the day's, or None. `turns` is the record's, possibly malformed: what is not a
        well-formed roll is skipped (the replay names it). Used when the replay rejects a daily
        record too, so that a changed die is named by its turn, not by what it broke later."""
        for t, turn in enumerate(turns if isinstance(turns, list) else []):
            if last is not None and t > last:
                break
            wrong = self.wrong_in_turn(day, t, turn) if isinstance(turn, dict) else None
            if wrong is not None:
                return wrong
        return None

    @abstractmethod
    def wrong_in_turn(self, day: date, t: int, turn: dict[str, Any]) -> RecordError | None:
        """`wrong_dice` for the record's turn `t` (0-based), a JSON object of any shape."""

    @abstractmethod
    def result(self, day: date, state: Any, game_id: str) -> Result:
        """The result of a finished game of the day's challenge."""

    @abstractmethod
    def summary(self, result: Result) -> str:
        """The card's result line, in the active language."""

    @abstractmethod
    def picture_rows(self, picture: str) -> list[str]:
        """The picture's codes in the rows the card shows."""

    def more(self, result: Result) -> int:
        """Codes left out of the picture (shown as "+N")."""
        return 0

    @abstractmethod
    def describe(self, day: date, state: Any) -> tuple[str, str]:
        """For `python -m game daily` (ASCII): the day's setting, and how the game went."""

    def prepare(self, bot: str) -> bool:
        """Build what bot `bot` needs before it plays; True if that took a while."""
        return False


def dice_values(value: Any, count: int | None = None) -> list[int] | None:
    """`value` if it is a list of die values (of `count` items when given), else None."""
    if (isinstance(value, list) and (count is None or len(value) == count)
            and all(type(v) is int and 1 <= v <= 6 for v in value)):
        return value
    return None

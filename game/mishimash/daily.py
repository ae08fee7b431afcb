"""MISHIMASH's part of the daily challenge (rules §5): a solo race to 250 in as few turns as
possible, each roll from a stream keyed by its turn and roll number, and one picture code per
turn (`x` BUST, `o` SAVE under 50 points, `O` 50 to 99, `@` 100 or more).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from game.daily import streams
from game.daily.part import DailyPart, dice_values
from game.daily.result import Result
from game.i18n import ngettext
from game.mishimash.combos import DICE, HALF_POINTS_PER_POINT
from game.mishimash.match import Match
from game.mishimash.turn import End, Turn
from game.records import RecordError

KEY = "mishimash"
TARGET = 250

BUST, SAVE, BIG_SAVE, HUGE_SAVE = "x", "o", "O", "@"
CODES = BUST + SAVE + BIG_SAVE + HUGE_SAVE
BIG_POINTS, HUGE_POINTS = 50, 100
EMOJI: dict[str, str] = {
    BUST: "\U0001F7E5",  # red square
    SAVE: "\U0001F7E8",  # yellow square
    BIG_SAVE: "\U0001F7E9",  # green square
    HUGE_SAVE: "\U0001F7E6",  # blue square
}
TURNS_PER_LINE = 10
MAX_TURNS_SHOWN = 50  # longer races end the picture with "+N"


def dice(day: date, turn: int, roll: int) -> tuple[int, ...]:
    """The six values of roll `roll` (the multiplier k, from 1) of turn `turn` (from 1); a roll
    of n dice shows the first n."""
    return streams.stream(streams.key(KEY, day, turn, roll), DICE)


def turn_code(turn: Turn) -> str:
    """One turn as a picture code."""
    if turn.end is End.BUST:
        return BUST
    points = turn.points // HALF_POINTS_PER_POINT
    if points >= HUGE_POINTS:
        return HUGE_SAVE
    return BIG_SAVE if points >= BIG_POINTS else SAVE


def picture(match: Match) -> str:
    """One code per turn (see the module docstring)."""
    return "".join(turn_code(t) for t in match.turns)


class MishimashDaily(DailyPart):
    """A solo race to `TARGET`; the result is the turns it took."""

    key = KEY
    codes = CODES
    emoji = EMOJI
    bots = "game.mishimash.bots"
    best = "strong"

    def setting(self, day: date) -> str:
        return ""

    def new_state(self, day: date, player: str) -> Match:
        return Match([player], TARGET)

    def roll(self, day: date, state: Any) -> tuple[int, ...]:
        values = dice(day, len(state.turns) + 1, state.roll_number + 1)
        return values[:state.dice_to_roll]

    def first_roll(self, day: date, turn: int) -> tuple[int, ...]:
        return dice(day, turn, 1)

    def check_state(self, day: date, state: Any) -> None:
        if len(state.players) != 1 or state.target != TARGET:
            raise RecordError(f"the daily MISHIMASH is a solo race to {TARGET} (rules §5)",
                              kind=RecordError.DAILY)

    def wrong_in_turn(self, day: date, t: int, turn: dict[str, Any]) -> RecordError | None:
        rolls = turn.get("rolls")
        for k, roll in enumerate(rolls if isinstance(rolls, list) else [], 1):
            got = dice_values(roll.get("dice")) if isinstance(roll, dict) else None
            if got is None or not 0 < len(got) <= DICE:
                continue
            expected = list(dice(day, t + 1, k)[:len(got)])
            if got != expected:
                return RecordError(f"roll {k} {got} differs from the daily dice of {day}, "
                                   f"{expected} (rules §5)", t, RecordError.DAILY)
        return None

    def result(self, day: date, state: Any, game_id: str) -> Result:
        return Result(KEY, day.isoformat(), state.turn_count, picture(state), id=game_id)

    def summary(self, result: Result) -> str:
        points = ngettext("{n} point", "{n} points", TARGET).format(n=TARGET)
        return ngettext("{points} in {n} turn", "{points} in {n} turns",
                        result.turns).format(points=points, n=result.turns)

    def picture_rows(self, picture: str) -> list[str]:
        shown = picture[:MAX_TURNS_SHOWN]
        return [shown[i:i + TURNS_PER_LINE] for i in range(0, len(shown), TURNS_PER_LINE)]

    def more(self, result: Result) -> int:
        return max(0, len(result.picture) - MAX_TURNS_SHOWN)

    def describe(self, day: date, state: Any) -> tuple[str, str]:
        busts = sum(1 for t in state.turns if t.end is End.BUST)
        return f"solo race to {TARGET}", f"{state.turn_count} turns ({busts} busts)"

    def prepare(self, bot: str) -> bool:
        from game.mishimash import strategy
        from game.mishimash.bots import TABLE_BOTS

        if bot not in TABLE_BOTS:
            return False
        strategy.tables()  # built once, outside the game's timing
        return True


DAILY = MishimashDaily()

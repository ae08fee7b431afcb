"""MAGDAGDON's part of the daily challenge (rules §5): a difficulty per weekday, the day's rolls
and REROLLs from keyed streams, and the board as the picture (`#` bonus line, `o` number, `x`
ruin, row by row).

    >>> DAILY.setting(date(2026, 5, 17))   # a Sunday
    'nightmare'
"""

from __future__ import annotations

from datetime import date
from typing import Any

from game.daily import streams
from game.daily.part import DailyPart, dice_values
from game.daily.result import Result
from game.i18n import _, ngettext
from game.magdagdon import board as B
from game.magdagdon.rules import DICE, SIZE, Difficulty
from game.magdagdon.state import Game
from game.records import RecordError

KEY = "magdagdon"

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
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

BONUS, NUMBER, RUIN = "#", "o", "x"
CODES = BONUS + NUMBER + RUIN
EMOJI: dict[str, str] = {
    BONUS: "\U0001F7E9",  # green square
    NUMBER: "\u2B1C",  # white square
    RUIN: "\U0001F7E5",  # red square
}


def difficulty(day: date) -> Difficulty:
    """The difficulty of the daily MAGDAGDON of `day`."""
    return DIFFICULTY_BY_WEEKDAY[day.weekday()]


def difficulty_name(value: str) -> str:
    """A difficulty's name in the active language."""
    return {"peaceful": _("PEACEFUL"), "survival": _("SURVIVAL"),
            "nightmare": _("NIGHTMARE")}.get(value, value.upper())


def dice(day: date, turn: int, reroll: int) -> tuple[int, ...]:
    """The four values of turn `turn` (from 1): its roll (`reroll` 0), or what its `reroll`-th
    REROLL gives each die."""
    return streams.stream(streams.key(KEY, day, turn, reroll), DICE)


def reroll_number(game: Game) -> int:
    """The REROLL of the open turn whose values are awaited (1-based), or 0 when the game
    awaits a turn's roll (or nothing)."""
    turn = game.open_turn
    if turn is None or not game.rerolling:
        return 0
    return sum(1 for p in turn["powers"] if p["power"] == "reroll")


def picture(game: Game) -> str:
    """The board as `#`/`o`/`x` codes, row by row (see the module docstring)."""
    lines = game.score().lines
    out = []
    for i, value in enumerate(game.board):
        r, c = B.cell_of(i)
        if value == B.RUIN:
            out.append(RUIN)
        elif value == B.EMPTY:  # not in a finished game; kept readable anyway
            out.append(" ")
        else:
            bonus = lines[r].combo is not None or lines[SIZE + c].combo is not None
            out.append(BONUS if bonus else NUMBER)
    return "".join(out)


def _not_daily(what: str, got: list[int], day: date, expected: list[int],
               turn: int) -> RecordError:
    return RecordError(f"{what} {got} differs from the daily dice of {day}, {expected} "
                       "(rules §5)", turn, RecordError.DAILY)


def _reroll(power: Any) -> tuple[list[int], list[int]] | None:
    """A REROLL's distinct die numbers and the four values after it, if both are well-formed."""
    indices, values = power.get("indices"), dice_values(power.get("dice"), DICE)
    if (values is None or not isinstance(indices, list) or not indices
            or len(set(map(repr, indices))) != len(indices)
            or not all(type(i) is int and 0 <= i < DICE for i in indices)):
        return None
    return indices, values


class MagdagdonDaily(DailyPart):
    """One game a day at the weekday's difficulty, scored like any other."""

    key = KEY
    codes = CODES
    emoji = EMOJI
    bots = "game.magdagdon.bots"
    best = "best"

    def setting(self, day: date) -> str:
        return difficulty(day).value

    def new_state(self, day: date, player: str) -> Game:
        return Game(difficulty(day))  # no seed: the dice are the day's

    def roll(self, day: date, state: Any) -> tuple[int, ...]:
        values = dice(day, state.turns + 1, reroll_number(state))
        return tuple(values[d] for d in state.awaited_dice)

    def first_roll(self, day: date, turn: int) -> tuple[int, ...]:
        return dice(day, turn, 0)

    def check_record(self, day: date, record: dict[str, Any]) -> None:
        # A game at another difficulty would fail somewhere in its turns: say why at once.
        if record.get("difficulty") != difficulty(day).value:
            raise RecordError(f"the daily MAGDAGDON of {day} is played on "
                              f"{difficulty(day).value} (rules §5)", kind=RecordError.DAILY)

    def wrong_in_turn(self, day: date, t: int, turn: dict[str, Any]) -> RecordError | None:
        roll, expected = dice_values(turn.get("roll"), DICE), list(dice(day, t + 1, 0))
        if roll is not None and roll != expected:
            return _not_daily("the roll", roll, day, expected, t)
        powers = turn.get("powers")
        rerolls = 0
        for power in powers if isinstance(powers, list) else []:
            if not isinstance(power, dict) or power.get("power") != "reroll":
                continue
            rerolls += 1
            found = _reroll(power)  # None also for an open turn's REROLL awaiting its values
            if found is None:
                continue
            indices, values = found
            day_values = dice(day, t + 1, rerolls)
            got, want = [values[i] for i in indices], [day_values[i] for i in indices]
            if got != want:
                return _not_daily(f"REROLL {rerolls}:", got, day, want, t)
        return None

    def result(self, day: date, state: Any, game_id: str) -> Result:
        return Result(KEY, day.isoformat(), state.turns, picture(state), state.score().total,
                      state.difficulty.value, game_id)

    def summary(self, result: Result) -> str:
        score = result.score or 0
        points = ngettext("{n} point", "{n} points", abs(score)).format(n=score)
        return _("{difficulty} · {points}").format(
            difficulty=difficulty_name(result.difficulty), points=points)

    def picture_rows(self, picture: str) -> list[str]:
        return [picture[i:i + SIZE] for i in range(0, len(picture), SIZE)]

    def describe(self, day: date, state: Any) -> tuple[str, str]:
        r = state.result() or {}
        cost = f" for -{r['power_penalty']}" if r["power_penalty"] else ""
        return (f"{WEEKDAYS[day.weekday()]}: {difficulty(day).value}",
                f"score {r['score']} (base {r['base']}, bonus {r['bonus']}, ruins "
                f"{r['ruins']}, powers {r['powers_used']}{cost}), {r['turns']} turns")


DAILY = MagdagdonDaily()

"""Each game's part of the daily challenge's storage (`game.storage.daily`), named by its
registry entry's `daily_storage`: how a day's result is checked when the daily history is read
back, and how a finished scored daily game enters the statistics history (with the kind
`daily`, so `game.stats` keeps daily games apart).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from game.daily.result import Result
from game.magdagdon import daily as md_daily
from game.magdagdon.board import CELL_COUNT
from game.mishimash import daily as mm_daily
from game.mishimash.turn import End
from game.storage import history, scores, values
from game.storage.backends import Store
from game.storage.daily import DAILY, MAX_PICTURE
from game.storage.notices import Notice
from game.storage.scores import (
    MAGDAGDON_MAX_SCORE,
    MAGDAGDON_MAX_TURNS,
    MAGDAGDON_MIN_SCORE,
    MAGDAGDON_MIN_TURNS,
    MISHIMASH_MAX_TURNS,
)
from game.storage.values import Invalid, expect_int


@dataclass(frozen=True)
class DailyResults:
    """`entry(obj, day, id)`: a stored day's result from its fields (`date` and `id` checked
    already), or `Invalid`; `statistics(store, notices, state, result)`: the finished game's
    summary added to the statistics history."""

    entry: Callable[[dict[str, Any], str, str], Result]
    statistics: Callable[[Store, list[Notice], Any, Result], None]


def _picture(value: Any, codes: str, length: int) -> str:
    if (not isinstance(value, str) or len(value) != length
            or any(c not in codes for c in value)):
        raise Invalid(f"picture {value!r} must be {length} of {codes!r}")
    return value


def _magdagdon_entry(obj: dict[str, Any], day: str, ident: str) -> Result:
    turns = expect_int(obj["turns"], "turns", MAGDAGDON_MIN_TURNS, MAGDAGDON_MAX_TURNS)
    score = expect_int(obj["score"], "score", MAGDAGDON_MIN_SCORE, MAGDAGDON_MAX_SCORE)
    difficulty = md_daily.difficulty(date.fromisoformat(day)).value
    if obj["difficulty"] != difficulty:
        raise Invalid(f"the daily of {day} is played on {difficulty}, not "
                      f"{obj['difficulty']!r}")
    picture = _picture(obj["picture"], md_daily.CODES, CELL_COUNT)
    return Result(md_daily.KEY, day, turns, picture, score, difficulty, ident)


def _magdagdon_statistics(store: Store, notices: list[Notice], state: Any,
                          entry: Result) -> None:
    games = values.read(store, history.MAGDAGDON_HISTORY, notices)
    score = state.score()
    more = history.add_game(games, history.MagdagdonGame(
        entry.date, state.difficulty.value, score.total, score.ruins, state.powers_used,
        state.turns, entry.id, kind=DAILY))
    if more is not games:
        values.write(store, history.MAGDAGDON_HISTORY, more, notices)


def _mishimash_entry(obj: dict[str, Any], day: str, ident: str) -> Result:
    turns = expect_int(obj["turns"], "turns", 1, MISHIMASH_MAX_TURNS)
    if obj["score"] is not None or obj["difficulty"] != "":
        raise Invalid("a MISHIMASH daily has no score and no difficulty")
    picture = _picture(obj["picture"], mm_daily.CODES, min(turns, MAX_PICTURE))
    if turns <= MAX_PICTURE and picture[-1] == mm_daily.BUST:
        raise Invalid("the race ends on a SAVE, not a BUST")
    return Result(mm_daily.KEY, day, turns, picture, None, "", ident)


def _mishimash_statistics(store: Store, notices: list[Notice], state: Any,
                          entry: Result) -> None:
    matches = values.read(store, scores.MISHIMASH_HISTORY, notices)
    busts = sum(1 for t in state.turns if t.end is End.BUST)
    more = scores.add_match(matches, scores.MatchResult(
        entry.date, state.target, (scores.clean_name(state.players[0]),), (True,),
        state.totals, 0, state.turn_count, entry.id, kind=DAILY,
        seat_turns=(state.turn_count,), busts=(busts,)))
    if more is not matches:
        values.write(store, scores.MISHIMASH_HISTORY, more, notices)


MAGDAGDON = DailyResults(_magdagdon_entry, _magdagdon_statistics)
MISHIMASH = DailyResults(_mishimash_entry, _mishimash_statistics)

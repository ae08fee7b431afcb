"""Daily games as records (records §3.5): the `daily` field, `{"date": "YYYY-MM-DD", "scored":
bool}`, and a replay that checks the day's settings and every roll and REROLL against the day's
streams. A record without the field is an ordinary game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from game import records
from game.daily.challenge import Challenge, NoDaily
from game.daily.part import State
from game.records import RecordError

FIELD = "daily"
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


@dataclass(frozen=True)
class Daily:
    """What a record's `daily` field says: which challenge, and whether the attempt is scored."""

    challenge: Challenge
    scored: bool = True

    def field(self) -> dict[str, Any]:
        """The record's `daily` field."""
        return {"date": self.challenge.day.isoformat(), "scored": self.scored}


def export(daily: Daily, state: State) -> dict[str, Any]:
    """The record of a daily game: its game's record plus the `daily` field."""
    record: dict[str, Any] = records.module_for(daily.challenge.game).export(state)
    record[FIELD] = daily.field()
    return record


def parse_day(text: object) -> date:
    """An ISO date "YYYY-MM-DD", or raise ValueError."""
    if not isinstance(text, str) or not _DATE.fullmatch(text):
        raise ValueError(f"a date is written YYYY-MM-DD, not {text!r}")
    return date.fromisoformat(text)


def marker(record: dict[str, Any]) -> Daily | None:
    """The record's `daily` field (None when absent), or raise RecordError if it is damaged."""
    if FIELD not in record:
        return None
    field = record[FIELD]
    if not isinstance(field, dict) or set(field) != {"date", "scored"}:
        raise RecordError(f"`{FIELD}` must be an object with `date` and `scored`, got {field!r}")
    try:
        day = parse_day(field["date"])
    except ValueError as exc:
        raise RecordError(f"`{FIELD}` date: {exc}") from None
    if not isinstance(field["scored"], bool):
        raise RecordError(f"`{FIELD}` scored must be true or false, got {field['scored']!r}")
    try:
        challenge = Challenge(records.game_of(record), day)
    except NoDaily as exc:
        raise RecordError(str(exc)) from None
    return Daily(challenge, field["scored"])


def replay(record: dict[str, Any]) -> tuple[State, Daily]:
    """Rebuild a daily game and check that it is the day's challenge with the day's dice, or
    raise RecordError naming the first turn that is not."""
    daily = marker(record)
    if daily is None:
        raise RecordError(f"not a daily game: no `{FIELD}` field")
    challenge = daily.challenge
    plain = {k: v for k, v in record.items() if k != FIELD}
    if plain.get("seed") is not None:
        raise RecordError("a daily game has no seed (`seed` is null): its dice are the day's")
    daily_part = challenge.part
    daily_part.check_record(challenge.day, plain)  # the day's setting first
    try:
        state: State = records.module_for(challenge.game).replay(plain)
    except RecordError as exc:
        # A die that is not the day's breaks the game later (a placement, a keep, the result):
        # name the roll that differs, in its turn (records §3.1: the first offending turn).
        wrong = daily_part.wrong_dice(challenge.day, plain.get("turns"), exc.turn)
        raise (exc if wrong is None else wrong) from None
    daily_part.check_game(challenge.day, state, plain["turns"])
    return state, daily

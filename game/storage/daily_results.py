"""Each game's part of the daily challenge's storage (`game.storage.daily`), named by its
registry entry's `daily_storage` (a `DailyResults` in its `game/<key>/storage.py`): how a day's
result is checked when the daily history is read back, and how a finished scored daily game
enters the statistics history (with the kind `daily`, so statistics keep daily games apart).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.daily.result import Result
from game.storage.backends import Store
from game.storage.notices import Notice
from game.storage.values import Invalid


@dataclass(frozen=True)
class DailyResults:
    """`entry(obj, day, id)`: a stored day's result from its fields (`date` and `id` checked
    already), or `Invalid`; `statistics(store, notices, state, result)`: the finished game's
    summary added to the statistics history."""

    entry: Callable[[dict[str, Any], str, str], Result]
    statistics: Callable[[Store, list[Notice], Any, Result], None]


def picture(value: Any, codes: str, length: int) -> str:
    """A stored result's picture: `length` of the game's `codes`, or `Invalid`."""
    if (not isinstance(value, str) or len(value) != length
            or any(c not in codes for c in value)):
        raise Invalid(f"picture {value!r} must be {length} of {codes!r}")
    return value

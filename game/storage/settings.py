"""The player's settings: language, sound, animation speed, MAGDAGDON difficulty, MISHIMASH
seats and target, and which first-game hints were seen.

Stored as `cubiri.settings`. Each field is checked on its own: a damaged field is reset to its
default and the other fields are kept (the damaged text is set aside and a notice reported).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import LANGUAGES
from game.magdagdon.rules import Difficulty
from game.mishimash.match import DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, TARGETS
from game.storage import notices as msg
from game.storage.values import (
    Invalid,
    Kind,
    expect_bool,
    expect_choice,
    expect_fields,
    expect_int,
    expect_list,
    expect_text,
)

DEFAULT_VOLUME = 80
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")  # "off": results appear at once
DIFFICULTIES = tuple(d.value for d in Difficulty)
MAX_NAME_LENGTH = 20  # a seat name as typed in settings
MAX_HINTS = 100
MAX_HINT_LENGTH = 40
# A computer seat's strength (issue 8); `game.mishimash.bots.STRENGTHS` maps it to a bot.
STRENGTHS = ("easy", "medium", "strong")
DEFAULT_STRENGTH = "easy"


@dataclass(frozen=True)
class Seat:
    """A MISHIMASH seat: the name shown, whether a person (or the computer) plays it, and the
    computer's strength (kept while the seat is a person's, for when it turns back)."""

    name: str
    human: bool = True
    strength: str = DEFAULT_STRENGTH


DEFAULT_SEATS = (Seat("Player 1"), Seat("Computer", human=False))


@dataclass(frozen=True)
class Settings:
    """All settings; change one with `dataclasses.replace(settings, sound=False)`.

    `language` is None until the player picks one: the app then follows
    `game.platform.detect_language()`.
    """

    language: str | None = None
    sound: bool = True
    animation_speed: str = "normal"
    volume: int = DEFAULT_VOLUME  # sound effects, percent (in VOLUME_STEP steps)
    magdagdon_difficulty: str = Difficulty.PEACEFUL.value
    mishimash_seats: tuple[Seat, ...] = DEFAULT_SEATS
    mishimash_target: int = DEFAULT_TARGET
    hints_seen: frozenset[str] = field(default_factory=frozenset)


def _language(value: Any) -> str | None:
    return None if value is None else expect_choice(value, "language", tuple(LANGUAGES))


def _seats(value: Any) -> tuple[Seat, ...]:
    items = expect_list(value, "seats", MAX_PLAYERS)
    if len(items) < MIN_PLAYERS:
        raise Invalid(f"there must be {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    seats = []
    for i, item in enumerate(items):
        obj = expect_fields(item, f"seat {i + 1}", ("name", "human", "strength"))
        seats.append(Seat(expect_text(obj["name"], f"seat {i + 1} name", MAX_NAME_LENGTH),
                          expect_bool(obj["human"], f"seat {i + 1} human"),
                          expect_choice(obj["strength"], f"seat {i + 1} strength", STRENGTHS)))
    return tuple(seats)


def _hints(value: Any) -> frozenset[str]:
    items = expect_list(value, "hints seen", MAX_HINTS)
    return frozenset(expect_text(h, "hint", MAX_HINT_LENGTH) for h in items)


# field -> checker of its stored JSON value
_FIELDS = {
    "language": _language,
    "sound": lambda v: expect_bool(v, "sound"),
    "animation_speed": lambda v: expect_choice(v, "animation speed", ANIMATION_SPEEDS),
    "volume": lambda v: expect_int(v, "volume", 0, 100),
    "magdagdon_difficulty": lambda v: expect_choice(v, "MAGDAGDON difficulty", DIFFICULTIES),
    "mishimash_seats": _seats,
    "mishimash_target": lambda v: expect_choice(v, "MISHIMASH target", TARGETS),
    "hints_seen": _hints,
}


def decode(data: Any, problems: list[str]) -> Settings:
    """Settings from stored data, field by field (damaged fields get their default)."""
    if not isinstance(data, dict):
        raise Invalid(f"settings must be an object, not {type(data).__name__}")
    defaults = Settings()
    values: dict[str, Any] = {}
    for name, check in _FIELDS.items():
        if name not in data:
            problems.append(f"missing {name}")
            continue
        try:
            values[name] = check(data[name])
        except Invalid as exc:
            problems.append(str(exc))
    problems.extend(f"unexpected field {k!r}" for k in sorted(map(str, data)) if k not in _FIELDS)
    return Settings(**{name: values.get(name, getattr(defaults, name)) for name in _FIELDS})


def encode(settings: Settings) -> dict[str, Any]:
    """Settings as stored JSON data."""
    return {
        "language": settings.language,
        "sound": settings.sound,
        "animation_speed": settings.animation_speed,
        "volume": settings.volume,
        "magdagdon_difficulty": settings.magdagdon_difficulty,
        "mishimash_seats": [{"name": s.name, "human": s.human, "strength": s.strength}
                            for s in settings.mishimash_seats],
        "mishimash_target": settings.mishimash_target,
        "hints_seen": sorted(settings.hints_seen),
    }


def _from_v1(data: Any) -> Any:
    # Version 1 (the first playable build) had an on/off "animations" switch and called the
    # seats "players"; version 2 has four animation speeds.
    data = dict(data)
    animations = data.pop("animations")
    if not isinstance(animations, bool):
        raise Invalid(f"animations must be true or false, not {animations!r}")
    data["animation_speed"] = "normal" if animations else "off"
    data["mishimash_seats"] = data.pop("players")
    return data


def _from_v3(data: Any) -> Any:
    # Version 3 had no volume: sound was on or off at full strength.
    data = dict(data)
    data["volume"] = 100
    return data


def _from_v2(data: Any) -> Any:
    # Version 2 seats had no strength: the computer then always played the easy (`cautious`)
    # bot, so existing seats become "easy". A damaged seat is left for `decode` to report.
    data = dict(data)
    seats = data.get("mishimash_seats")
    if isinstance(seats, list):
        data["mishimash_seats"] = [dict(s, strength=DEFAULT_STRENGTH) if isinstance(s, dict)
                                   else s for s in seats]
    return data


SETTINGS = Kind(
    name="settings",
    version=4,
    default=Settings,
    decode=decode,
    encode=encode,
    damaged_msgid=msg.SETTINGS_DAMAGED,
    migrations={1: _from_v1, 2: _from_v2, 3: _from_v3},
)

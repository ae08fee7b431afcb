"""The player's settings: language, sound, animation speed, which first-game tips were seen, and
each game's own settings (MAGDAGDON's difficulty, MISHIMASH's seats and target: its storage
part's `SETTINGS`, named by its registry entry's `settings`).

Stored as `cubiri.settings`. Each field is checked on its own: a damaged field is reset to its
default and the other fields are kept (the damaged text is set aside and a notice reported).
A game's setting reads like any other (`settings.magdagdon_difficulty`) and changes the same way
(`dataclasses.replace(settings, magdagdon_difficulty="nightmare")`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.i18n import LANGUAGES
from game.storage import notices as msg
from game.storage.values import (
    Invalid,
    Kind,
    expect_bool,
    expect_choice,
    expect_int,
    expect_list,
    expect_text,
)

DEFAULT_VOLUME = 80
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")  # "off": results appear at once
MAX_HINTS = 100
MAX_HINT_LENGTH = 40
# A computer seat's strength, in the games with seats and in their saves; each game's bots map
# it to a bot (`game.mishimash.bots.STRENGTHS`).
STRENGTHS = ("easy", "medium", "strong")
DEFAULT_STRENGTH = "easy"
VERSION = 5  # 5: MISHIMASH's computer speed


@dataclass(frozen=True)
class GameSetting:
    """One of a game's own settings: its field in the stored settings (also the `Settings`
    attribute), its default, how its stored JSON value is checked (`Invalid` when damaged) and
    written, and what it changes when older settings are migrated (version -> a function of the
    whole stored object, applied after the shared migration of that version)."""

    name: str
    default: Callable[[], Any]
    check: Callable[[Any], Any]
    encode: Callable[[Any], Any] = lambda value: value
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = field(
        default_factory=dict)


def game_settings() -> list[GameSetting]:
    """Every registered game's own settings, in registration order."""
    return [setting for info in registry.with_part("settings") if info.settings is not None
            for setting in info.settings.load()]


@dataclass(frozen=True, init=False)
class Settings:
    """All settings; change one with `dataclasses.replace(settings, sound=False)`.

    `language` is None until the player picks one: the app then follows
    `game.platform.detect_language()`. `games` holds each game's own settings as (name, value)
    pairs in registration order; they are read as attributes (`settings.mishimash_target`) and
    given as keywords (`Settings(mishimash_target=250)`).
    """

    language: str | None
    sound: bool
    animation_speed: str
    volume: int  # sound effects, percent (in VOLUME_STEP steps)
    hints_seen: frozenset[str]  # the names of the first-game tips seen (`game.ui.tips`)
    games: tuple[tuple[str, Any], ...]

    def __init__(self, language: str | None = None, sound: bool = True,
                 animation_speed: str = "normal", volume: int = DEFAULT_VOLUME,
                 hints_seen: frozenset[str] = frozenset(),
                 games: tuple[tuple[str, Any], ...] = (), **game_values: Any) -> None:
        own = {s.name: s.default() for s in game_settings()}
        given = dict(games) | game_values
        unknown = sorted(set(given) - set(own))
        if unknown:
            raise TypeError(f"no game has the settings {unknown}")
        for name, value in (("language", language), ("sound", sound),
                            ("animation_speed", animation_speed), ("volume", volume),
                            ("hints_seen", hints_seen),
                            ("games", tuple((k, given.get(k, v)) for k, v in own.items()))):
            object.__setattr__(self, name, value)

    def __getattr__(self, name: str) -> Any:
        """A game's own setting (only called for names that are not fields); its default for a
        game registered after these settings were made."""
        if not name.startswith("__"):
            for key, value in self.__dict__.get("games", ()):
                if key == name:
                    return value
            for setting in game_settings():
                if setting.name == name:
                    return setting.default()
        raise AttributeError(name)


def _language(value: Any) -> str | None:
    return None if value is None else expect_choice(value, "language", tuple(LANGUAGES))


def _hints(value: Any) -> frozenset[str]:
    items = expect_list(value, "hints seen", MAX_HINTS)
    return frozenset(expect_text(h, "hint", MAX_HINT_LENGTH) for h in items)


# field -> checker of its stored JSON value: the shared ones, a game's own between them
_FIRST = {
    "language": _language,
    "sound": lambda v: expect_bool(v, "sound"),
    "animation_speed": lambda v: expect_choice(v, "animation speed", ANIMATION_SPEEDS),
    "volume": lambda v: expect_int(v, "volume", 0, 100),
}
_LAST = {"hints_seen": _hints}


def _fields() -> dict[str, Callable[[Any], Any]]:
    return _FIRST | {s.name: s.check for s in game_settings()} | _LAST


def _new_games(data: dict[str, Any]) -> set[str]:
    """The fields of the games none of whose settings are stored: games added since these
    settings were written, which take their defaults (their absence is no damage)."""
    new: set[str] = set()
    for info in registry.with_part("settings"):
        names = {s.name for s in info.settings.load()} if info.settings else set()
        if not names & set(data):
            new |= names
    return new


def decode(data: Any, problems: list[str]) -> Settings:
    """Settings from stored data, field by field (damaged fields get their default)."""
    if not isinstance(data, dict):
        raise Invalid(f"settings must be an object, not {type(data).__name__}")
    fields = _fields()
    new = _new_games(data)
    values: dict[str, Any] = {}
    for name, check in fields.items():
        if name not in data:
            if name not in new:
                problems.append(f"missing {name}")
            continue
        try:
            values[name] = check(data[name])
        except Invalid as exc:
            problems.append(str(exc))
    problems.extend(f"unexpected field {k!r}" for k in sorted(map(str, data)) if k not in fields)
    return Settings(**values)


def encode(settings: Settings) -> dict[str, Any]:
    """Settings as stored JSON data."""
    own = dict(settings.games)
    return {
        "language": settings.language,
        "sound": settings.sound,
        "animation_speed": settings.animation_speed,
        "volume": settings.volume,
        **{s.name: s.encode(own[s.name]) for s in game_settings()},
        "hints_seen": sorted(settings.hints_seen),
    }


def _from_v1(data: Any) -> Any:
    # Version 1 (the first playable build) had an on/off "animations" switch; version 2 has
    # four animation speeds.
    data = dict(data)
    animations = data.pop("animations")
    if not isinstance(animations, bool):
        raise Invalid(f"animations must be true or false, not {animations!r}")
    data["animation_speed"] = "normal" if animations else "off"
    return data


def _from_v3(data: Any) -> Any:
    # Version 3 had no volume: sound was on or off at full strength.
    data = dict(data)
    data["volume"] = 100
    return data


_SHARED_MIGRATIONS: dict[int, Callable[[Any], Any]] = {1: _from_v1, 3: _from_v3}


def _migration(version: int) -> Callable[[Any], Any]:
    """From `version` to the next: the shared change, then each game's."""
    def migrate(data: Any) -> Any:
        data = _SHARED_MIGRATIONS.get(version, dict)(data)
        for setting in game_settings():
            if version in setting.migrations:
                data = setting.migrations[version](data)
        return data
    return migrate


SETTINGS = Kind(
    name="settings",
    version=VERSION,
    default=Settings,
    decode=decode,
    encode=encode,
    damaged_msgid=msg.SETTINGS_DAMAGED,
    migrations={v: _migration(v) for v in range(1, VERSION)},
)

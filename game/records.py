"""Game records (records §3): the plumbing every game shares.

A record is one JSON object with explicit dice values, so any program can replay it without the
random generator. Each game's record module (named by its `game.registry` entry) provides
`export(state) -> dict` and `replay(record) -> state`; this module validates the common header
and dispatches by `game` through the registry.

`parse` then `replay` is the one safe door for a record from outside (`python -m game check`,
an imported or saved game): whatever the text, they return a state or raise `RecordError`
naming the first offending turn and field, in bounded time and memory. The limits:

- at most `MAX_CHARS` characters of JSON text (a saved game holds its record);
- arrays and objects nested at most `MAX_DEPTH` deep (a record needs 5 levels);
- numbers must be finite (no `NaN`, `Infinity` or `1e400`); every integer field has its
  range, checked by the game (a seed is below 10**20 in size);
- no key twice in one object (`json` would silently keep the last one);
- at most `MAX_TURNS` turns (MAGDAGDON ends after 16 at most; a MISHIMASH match of six seats
  to 2000 takes about 800).
Strings may hold any script; a player's name has 1 to 40 characters and no control characters
or lone surrogates (`game.mishimash.record.name_problem`). A record import (review, replays)
calls `parse` then `replay` and shows the `RecordError` it may raise; nothing else is needed.
"""

from __future__ import annotations

import json
import math
import reprlib
from typing import Any

from game import registry
from game.engine import RecordCodec

FORMAT = "cubiri.record"
VERSION = 1
MAX_CHARS = 1_000_000
MAX_DEPTH = 20
MAX_SEED = 10**20  # |seed| below this: seeds are 32 or 64 bits, sims may add a stride
MAX_TURNS = 10_000

MAX_SHOWN = 80  # characters of a value quoted in a message
_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40
_REPR.maxlong = 24
_REPR.maxlist = 8
_REPR.maxlevel = 2
_REPR.maxdict = 4


def show(value: object) -> str:
    """A short repr of a value for a message: long text, lists and numbers are cut.

    >>> show("x" * 100), show(10**50)
    ("'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'", '1000000000...00000000000')
    >>> show([[1, 2], {"a": [1]}])
    "[[1, 2], {'a': [...]}]"
    """
    text = _REPR.repr(value)
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 3] + "..."


class RecordError(ValueError):
    """A record that cannot be imported. `turn` is the 0-based offending turn, if any; `kind`
    is what is wrong in terms a player can be told (the front end words it in their language
    and shows the English `reason` apart, as a technical detail)."""

    TEXT = "text"  # not a record at all: not JSON, not an object, nested too deep
    LONG = "long"  # longer than any record
    FORMAT = "format"  # JSON, but not a CUBIRI record
    VERSION = "version"  # a CUBIRI record of a version this one does not read
    GAME = "game"  # a game CUBIRI does not have
    DAILY = "daily"  # a daily challenge whose dice (or difficulty) are not its day's
    TURN = "turn"  # a turn that does not replay (`turn` says which)
    DAMAGED = "damaged"  # any other flaw: a field missing, of the wrong type or out of range

    def __init__(self, reason: str, turn: int | None = None, kind: str | None = None) -> None:
        self.reason = reason
        self.turn = turn
        self.kind = kind or (self.TURN if turn is not None else self.DAMAGED)
        super().__init__(reason if turn is None else f"turn {turn + 1}: {reason}")


class _Twice(dict[str, Any]):
    """A JSON object in which `key` appeared more than once (reported after parsing)."""

    key = ""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    twice = _Twice(obj)
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            twice.key = key
            break
        seen.add(key)
    return twice


def _constant(name: str) -> float:
    raise RecordError(f"{name} is not a number a record may hold (numbers must be finite)",
                      kind=RecordError.TEXT)


def _float(text: str) -> float:
    value = float(text)
    if value in (math.inf, -math.inf):
        raise RecordError(f"{show(text)} is too large a number (numbers must be finite)",
                          kind=RecordError.TEXT)
    return value


def _containers(node: Any) -> list[Any]:
    items = node.values() if isinstance(node, dict) else node
    return [v for v in items if isinstance(v, dict | list)]


def _flawed(data: Any) -> bool:
    """True when an object repeats a key or arrays and objects nest deeper than MAX_DEPTH."""
    level = [data]
    for _ in range(MAX_DEPTH):
        if any(isinstance(node, _Twice) for node in level):
            return True
        level = [child for node in level for child in _containers(node)]
        if not level:
            return False
    return True


def _first_flaw(data: Any) -> tuple[tuple[str | int, ...], str]:
    """The path to the first flaw `_flawed` found, in document order, and what it is."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        node, path = stack.pop()
        if len(path) >= MAX_DEPTH:
            return path, f"nested more than {MAX_DEPTH} levels deep"
        if isinstance(node, _Twice):
            return path, f"the key {show(node.key)} appears twice"
        items = list(node.items() if isinstance(node, dict) else enumerate(node))
        stack.extend((v, (*path, k)) for k, v in reversed(items) if isinstance(v, dict | list))
    raise AssertionError("no flaw")  # only called when _flawed found one


def _where(path: tuple[str | int, ...]) -> tuple[str, int | None]:
    """A path in a record as (short) words and the 0-based turn it is in:
    ("turns", 2, "rolls", 0) is ("'rolls' item 1", 2)."""
    turn = None
    if len(path) >= 2 and path[0] == "turns" and isinstance(path[1], int):
        turn, path = path[1], path[2:]
    words = " ".join(f"item {p + 1}" if isinstance(p, int) else show(p) for p in path[:4])
    if len(path) > 4 or len(words) > MAX_SHOWN:
        words = words[:MAX_SHOWN - 2] + " …"
    return words, turn


def parse(text: str | bytes) -> dict[str, Any]:
    """Parse one record from JSON text (bytes must be UTF-8), checking the limits above and
    that it is a JSON object; the game's rules are checked by `replay`."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"not UTF-8 text (byte {exc.start + 1})",
                              kind=RecordError.TEXT) from None
    if not isinstance(text, str):
        raise RecordError(f"a record is JSON text, not {type(text).__name__}",
                          kind=RecordError.TEXT)
    if len(text) > MAX_CHARS:
        raise RecordError(f"too long: {len(text):,} characters (at most {MAX_CHARS:,})",
                          kind=RecordError.LONG)
    try:  # a byte order mark, as some editors write, is not part of the record
        data = json.loads(text.removeprefix("\ufeff"), object_pairs_hook=_object,
                          parse_constant=_constant, parse_float=_float)
    except RecordError:  # from the hooks: NaN, 1e400
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON ({exc})", kind=RecordError.TEXT) from None
    except RecursionError:
        raise RecordError(f"not valid JSON (nested more than {MAX_DEPTH} levels deep)",
                          kind=RecordError.TEXT) from None
    except ValueError:  # an integer of more than 4300 digits (Python's own limit)
        raise RecordError("not valid JSON (an integer of more than 4300 digits)",
                          kind=RecordError.TEXT) from None
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object", kind=RecordError.TEXT)
    if _flawed(data):
        path, problem = _first_flaw(data)
        words, turn = _where(path)
        raise RecordError(f"{words}: {problem}" if words else problem, turn, RecordError.TEXT)
    return data


def seed_of(record: dict[str, Any]) -> int | None:
    """The record's `seed`: null (or absent) or an integer smaller than MAX_SEED in size."""
    seed = record.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                             or not -MAX_SEED < seed < MAX_SEED):
        raise RecordError(f"'seed' must be a whole number below 10**20 or null, not {show(seed)}")
    return seed


def turn_list(record: dict[str, Any]) -> list[Any]:
    """The record's `turns`: a list of at most MAX_TURNS items, else RecordError."""
    turns = record.get("turns")
    if not isinstance(turns, list):
        raise RecordError(f"'turns' must be a list, not {show(turns)}")
    if len(turns) > MAX_TURNS:
        raise RecordError(f"'turns' has {len(turns):,} turns (at most {MAX_TURNS:,})")
    return turns


def game_of(record: object) -> str:
    """Check the common header (format, version, game) and return the game name."""
    if not isinstance(record, dict):
        raise RecordError(f"a record must be a JSON object, not {type(record).__name__}",
                          kind=RecordError.TEXT)
    if record.get("format") != FORMAT:
        raise RecordError(f"unknown format {show(record.get('format'))} (expected {FORMAT!r})",
                          kind=RecordError.FORMAT)
    version = record.get("version")
    if type(version) is not int or version != VERSION:  # not true, not 1.0
        raise RecordError(f"unknown version {show(version)} (expected {VERSION})",
                          kind=RecordError.VERSION)
    game = record.get("game")
    try:
        return registry.get(game).key  # a list or object is no game name
    except registry.UnknownGame:  # its message quotes the key whole
        raise RecordError(f"unknown game {show(game)} (expected one of "
                          f"{', '.join(registry.game_keys())})", kind=RecordError.GAME) from None


def module_for(game: str) -> RecordCodec:
    """The record module of a registered game (`registry.UnknownGame` otherwise)."""
    return registry.get(game).codec


# Top-level fields that add to a game's record, each with the module that replays such a record
# (`replay(record) -> (state, ...)`), referenced like the registry's parts: loaded on use, so the
# core does not depend on them. `daily` (records §3.5): the daily challenge checks the dice.
EXTENSIONS: dict[str, str] = {"daily": "game.daily.record"}


def replay(record: dict[str, Any]) -> Any:
    """Replay any record into its game state, or raise RecordError naming the first bad turn.

    `record` may come from anywhere (a saved game, a test): replay checks every field itself;
    `parse` adds the limits on the text. A record with an extension field is replayed by that
    extension (a daily game's record is also checked against the day's dice, records §3.5)."""
    game = game_of(record)
    for field, reference in EXTENSIONS.items():
        if field in record:
            return registry.load(reference).replay(record)[0]
    return module_for(game).replay(record)


def dumps(record: dict[str, Any]) -> str:
    """One record as compact single-line JSON (the .jsonl form)."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)

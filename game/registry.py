"""The games CUBIRI knows, in one table (python-chess's `VARIANTS`, OpenSpiel's registry).

Records, the `python -m game` commands, storage (saves, high scores) and the front end find a
game here by its key and never branch on its name; an unknown key is an error (`UnknownGame`),
never a default. Each game describes itself in its own package (`game/<key>/info.py`, a
`GameInfo`); `SHIPPED` below is the one list of the games CUBIRI ships, the only place outside
the games' packages that names them. An entry names each part of a game by module path,
imported on first use, so reading the table costs nothing and headless commands never import
the front end:

    info = registry.get("magdagdon")
    state = info.new_state(difficulty="nightmare", seed=7)   # a fresh `game.engine.State`
    record = info.export(state)                               # records §3
    assert info.replay(record) == state

What each part must provide is written in `docs/architecture.md` (a third game, step by step);
`tests/dicegame/` registers a tiny test game with `register` to prove that this table is all it
takes. The shipped entries are read on the first look-up (`get`, `game_keys`, `with_part`,
`register`), not when this module is imported: a game's `info` module imports this one.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from game.engine import RecordCodec, State

if TYPE_CHECKING:  # what the upper layers' parts are (type-only: nothing of theirs is loaded)
    from game.daily.part import DailyPart
    from game.review_shapes import Reviewer
    from game.storage.access import Results
    from game.storage.daily_results import DailyResults
    from game.storage.history import Kept
    from game.storage.settings import GameSetting
    from game.texts import Texts
    from game.ui.front_end import FrontEnd

T = TypeVar("T")


class UnknownGame(LookupError):
    """A game key that is not registered (a damaged record or save, a typo on the command line)."""

    def __init__(self, key: object) -> None:
        self.key = key
        super().__init__(f"unknown game {key!r} (expected one of {', '.join(game_keys())})")

    def __str__(self) -> str:  # LookupError would quote the message like a dict key
        return str(self.args[0])


class Command(Protocol):
    """A `python -m game` command's module (a game's `sim`, or one of its `commands`)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int | None: ...


@dataclass(frozen=True)
class Ref(Generic[T]):
    """Where a part of a game is: `"package.module"` (the module) or `"package.module:name"` (a
    name in it), imported only by `load()`. What it holds is the type of the field holding it
    (`record: Ref[RecordCodec]`), so mypy checks each use; `tests/test_parts.py` loads every
    reference of every registered game and checks what it holds against that type."""

    path: str

    @property
    def module(self) -> str:
        """The module's dotted name."""
        return self.path.partition(":")[0]

    def load(self) -> T:
        """The module or the name (imported now, if it was not already)."""
        found: T = load(self.path)
        return found


@dataclass(frozen=True, eq=False)
class GameInfo:
    """One registered game; each part is a `Ref` (imported on first use) to what its type says.

    - `key`: the name in records (`"game"`), save names (`cubiri.game.<key>`) and the CLI.
    - `title`, `original`: msgids of the game's name and its CUBIRI ORIGINAL line.
    - `new`: a callable making a fresh state; `options` are its default keyword arguments.
    - `record`: the module with `export(state)` and `replay(record)` (records §3).
    - `save_damaged`: msgid of the notice shown when the saved game was damaged.
    - `sim`: module for `python -m game sim <key>` (`add_arguments(parser)`, `run(args)`).
    - `review`: module reviewing a finished game (`review_steps(record, state)`,
      `describe(action)` and `heading(result)`, `game.review_shapes`); a game without one offers no
      review.
    - `results`: function entering a finished game's result in the high scores, called as
      `results(storage, saved, record, day, game_id)` (`game.storage.access.Storage`).
    - `history`: how the game keeps its finished games, a `game.storage.history.Kept` (the
      summaries behind its statistics, the games kept whole for replay); a game without one
      keeps none.
    - `daily`: the game's part of the daily challenge, a `game.daily.part.DailyPart` (the
      day's setting and dice, the record's checks, the result and its card); `daily_storage`:
      its part of the daily storage, a `game.storage.daily_results.DailyResults`. A game
      without both has no daily challenge.
    - `settings`: the game's own settings, a sequence of `game.storage.settings.GameSetting`
      (its fields in the stored settings and `Settings` attributes).
    - `commands`: its own `python -m game` commands, name -> (module, one-line help), for its
      developer tools (`game/<key>/dev/`, out of the web bundle; `game.cli`).
    - `texts`: the module with the game's texts as msgids (its rule book, About text, tagline,
      key help and first-game tips, `game.texts`); a game without one has none.
    - `front_end`: the front end's object for the game (`game.ui.front_end.FrontEnd`); a game
      without one is not offered on the title screen.
    """

    key: str
    title: str
    original: str
    new: Ref[Callable[..., State]]
    record: Ref[RecordCodec]
    save_damaged: str
    options: Mapping[str, Any] = field(default_factory=dict)
    sim: Ref[Command] | None = None
    review: Ref[Reviewer] | None = None
    results: Ref[Results] | None = None
    history: Ref[Kept] | None = None
    daily: Ref[DailyPart] | None = None
    daily_storage: Ref[DailyResults] | None = None
    settings: Ref[Sequence[GameSetting]] | None = None
    commands: Mapping[str, tuple[Ref[Command], str]] = field(default_factory=dict)
    texts: Ref[Texts] | None = None
    front_end: Ref[FrontEnd] | None = None

    def new_state(self, **options: Any) -> State:
        """A fresh game: the registered defaults, overridden by `options`."""
        return self.new.load()(**{**self.options, **options})

    @property
    def codec(self) -> RecordCodec:
        """The game's record module."""
        return self.record.load()

    def export(self, state: State) -> dict[str, Any]:
        """The records §3 record of `state` (finished or in progress)."""
        return self.codec.export(state)

    def replay(self, record: dict[str, Any]) -> State:
        """The state a record describes (`game.records.RecordError` if it does not replay)."""
        return self.codec.replay(record)


def load(reference: str) -> Any:
    """The module `"a.b"`, or the attribute `name` of module `a.b` for `"a.b:name"`."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


# The games CUBIRI ships, in the order the title screen offers them: each "module:INFO".
SHIPPED = ("game.magdagdon.info:INFO", "game.mishimash.info:INFO")

_GAMES: dict[str, GameInfo] = {}
_loaded = False


def _table() -> dict[str, GameInfo]:
    """The table, the shipped games entered on first use."""
    global _loaded
    if not _loaded:
        _loaded = True
        for reference in SHIPPED:
            info: GameInfo = load(reference)
            _GAMES.setdefault(info.key, info)
    return _GAMES


def register(info: GameInfo) -> GameInfo:
    """Add a game to the table (a key is registered once)."""
    table = _table()
    if info.key in table:
        raise ValueError(f"game {info.key!r} is already registered")
    table[info.key] = info
    return info


def unregister(key: str) -> None:
    """Remove a game (tests that register one of their own clean up with this)."""
    _table().pop(key, None)


def get(key: object) -> GameInfo:
    """The registered game `key`, or raise `UnknownGame`."""
    info = _table().get(key) if isinstance(key, str) else None
    if info is None:
        raise UnknownGame(key)
    return info


def game_keys() -> list[str]:
    """The registered games' keys, in registration order."""
    return list(_table())


def with_part(part: str) -> list[GameInfo]:
    """The games that have `part` ("sim", "review", "results", "history", "daily",
    "settings", "texts", "front_end"), in registration order."""
    return [info for info in _table().values() if getattr(info, part) is not None]

"""The games CUBIRI knows, in one table (python-chess's `VARIANTS`, OpenSpiel's registry).

Records, the `python -m game` commands, storage (saves, high scores) and the front end find a
game here by its key and never branch on its name; an unknown key is an error (`UnknownGame`),
never a default. An entry names each part of a game by module path, imported on first use, so
reading the table costs nothing and headless commands never import the front end:

    info = games.get("magdagdon")
    state = info.new_state(difficulty="nightmare", seed=7)   # a fresh `game.engine.State`
    record = info.export(state)                               # records §3
    assert info.replay(record) == state

What each part must provide is written in `docs/architecture.md` (a third game, step by step);
`tests/dicegame/` registers a tiny test game with `register` to prove that this table is all it
takes.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine import RecordCodec, State
from game.i18n import N_


class UnknownGame(LookupError):
    """A game key that is not registered (a damaged record or save, a typo on the command line)."""

    def __init__(self, key: object) -> None:
        self.key = key
        super().__init__(f"unknown game {key!r} (expected one of {', '.join(GAMES)})")

    def __str__(self) -> str:  # LookupError would quote the message like a dict key
        return str(self.args[0])


@dataclass(frozen=True, eq=False)
class GameInfo:
    """One registered game. Module references are `"package.module"` or `"package.module:name"`.

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
      `results(session, saved, record, day, game_id)` (`game.storage.results`).
    - `history`: how the game keeps its finished games, a `game.storage.history.Kept` (the
      summaries behind its statistics, the games kept whole for replay); a game without one
      keeps none.
    - `daily`: the game's part of the daily challenge, a `game.daily.part.DailyPart` (the
      day's setting and dice, the record's checks, the result and its card); `daily_storage`:
      its part of the daily storage, a `game.storage.daily_results.DailyResults`. A game
      without both has no daily challenge.
    - `front_end`: the front end's object for the game (`game.ui.games.FrontEnd`); a game
      without one is not offered on the title screen.
    """

    key: str
    title: str
    original: str
    new: str
    record: str
    save_damaged: str
    options: Mapping[str, Any] = field(default_factory=dict)
    sim: str | None = None
    review: str | None = None
    results: str | None = None
    history: str | None = None
    daily: str | None = None
    daily_storage: str | None = None
    front_end: str | None = None

    def new_state(self, **options: Any) -> State:
        """A fresh game: the registered defaults, overridden by `options`."""
        factory = load(self.new)
        state: State = factory(**{**self.options, **options})
        return state

    @property
    def codec(self) -> RecordCodec:
        """The game's record module."""
        codec: RecordCodec = load(self.record)
        return codec

    def export(self, state: Any) -> dict[str, Any]:
        """The records §3 record of `state` (finished or in progress)."""
        return self.codec.export(state)

    def replay(self, record: dict[str, Any]) -> Any:
        """The state a record describes (`game.records.RecordError` if it does not replay)."""
        return self.codec.replay(record)


def load(reference: str) -> Any:
    """The module `"a.b"`, or the attribute `name` of module `a.b` for `"a.b:name"`."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game to the table (a key is registered once)."""
    if info.key in GAMES:
        raise ValueError(f"game {info.key!r} is already registered")
    GAMES[info.key] = info
    return info


def unregister(key: str) -> None:
    """Remove a game (tests that register one of their own clean up with this)."""
    GAMES.pop(key, None)


def get(key: object) -> GameInfo:
    """The registered game `key`, or raise `UnknownGame`."""
    info = GAMES.get(key) if isinstance(key, str) else None
    if info is None:
        raise UnknownGame(key)
    return info


def with_part(part: str) -> list[GameInfo]:
    """The games that have `part` ("sim", "review", "results", "history", "daily",
    "front_end"), in registration order."""
    return [info for info in GAMES.values() if getattr(info, part) is not None]


register(GameInfo(
    key="magdagdon",
    title=N_("MAGDAGDON"),
    original=N_("CUBIRI ORIGINAL #1"),
    new="game.magdagdon.state:Game",
    record="game.magdagdon.record",
    save_damaged=N_("The saved MAGDAGDON game was damaged. A copy was kept."),
    sim="game.magdagdon.sim",
    review="game.magdagdon.review",
    results="game.storage.results:magdagdon",
    history="game.storage.history:MAGDAGDON",
    daily="game.magdagdon.daily:DAILY",
    daily_storage="game.storage.daily_results:MAGDAGDON",
    front_end="game.ui.games:MAGDAGDON",
))
register(GameInfo(
    key="mishimash",
    title=N_("MISHIMASH"),
    original=N_("CUBIRI ORIGINAL #2"),
    new="game.mishimash.match:Match",
    options={"players": ("Player 1", "Player 2")},
    record="game.mishimash.record",
    save_damaged=N_("The saved MISHIMASH match was damaged. A copy was kept."),
    sim="game.mishimash.sim",
    review="game.mishimash.review",
    results="game.storage.results:mishimash",
    history="game.storage.history:MISHIMASH",
    daily="game.mishimash.daily:DAILY",
    daily_storage="game.storage.daily_results:MISHIMASH",
    front_end="game.ui.games:MISHIMASH",
))

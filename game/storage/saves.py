"""The game in progress: its record plus the random generator's state, saved after every action.

A save is `cubiri.game.<name>` holding the game's record (records §3, exported by its
`game.registry` entry, which includes a roll already applied but not yet shown) and
`random.Random.getstate()` as JSON. Loading replays the record and restores the generator, so a
reload resumes with the same dice and the same future rolls: it can never re-roll. A record that
does not replay is damage like any other (set aside, reported, no game to resume).

Beside them a save keeps what the record does not say but resuming needs: who plays each seat
(`humans`) and each computer seat's strength (`strengths`, MISHIMASH), so a resumed match plays
on as it started whatever today's settings say. Version 1 saves had no `strengths`; they load
with `strengths` None (the front end then falls back to the settings).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game import records, registry
from game.engine import State
from game.records import RecordError
from game.storage import values
from game.storage.backends import Store, StoreError
from game.storage.settings import STRENGTHS
from game.storage.values import (
    UNEXPECTED,
    Invalid,
    Kind,
    expect_bool,
    expect_choice,
    expect_fields,
    expect_list,
    is_int,
)

VERSION = 2  # 2 added `strengths`
MAX_SEATS = 6  # seats a saved game may name: the most any game has (tests/storage checks it)

log = logging.getLogger(__name__)

# A Mersenne Twister state: the random module's state version, 624 words and a position.
RNG_VERSION = 3
RNG_WORDS = 625


@dataclass(frozen=True)
class SavedGame:
    """A game to resume: the replayed state, its generator, and for a game with seats who is
    human and each seat's computer strength (None when the game has no seats, or an old
    save)."""

    game: str
    state: State
    rng: random.Random
    humans: tuple[bool, ...] | None = None
    strengths: tuple[str, ...] | None = None
    # The record exported when this bundle was made for saving (the state is not changed while
    # it is written), so one save exports once; None on a loaded game, whose state play changes.
    snapshot: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    def copy(self) -> SavedGame:
        """An independent copy (its own state and generator)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return SavedGame(self.game, self.state.copy(), rng, self.humans, self.strengths)

    def record(self) -> dict[str, Any]:
        """The state's records §3 record."""
        if self.snapshot is not None:
            return self.snapshot
        return registry.get(self.game).export(self.state)


def rng_to_json(rng: random.Random) -> list[Any]:
    """`rng.getstate()` as a JSON array."""
    version, words, gauss = rng.getstate()
    return [version, list(words), gauss]


def rng_from_json(data: Any) -> random.Random:
    """A `random.Random` in the state `rng_to_json` wrote, or raise Invalid."""
    if not isinstance(data, list) or len(data) != 3:
        raise Invalid("generator state must be [version, words, gauss]")
    version, words, gauss = data
    if version != RNG_VERSION or not is_int(version):
        raise Invalid(f"generator state version {version!r} (expected {RNG_VERSION})")
    if (not isinstance(words, list) or len(words) != RNG_WORDS
            or not all(is_int(w) and 0 <= w < 2**32 for w in words)
            or words[-1] > RNG_WORDS - 1 or not any(words[:-1])):
        raise Invalid("generator state words are damaged")
    if gauss is not None and not (isinstance(gauss, float) and math.isfinite(gauss)):
        raise Invalid(f"generator gauss value {gauss!r} is damaged")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(words), gauss))
    except (TypeError, ValueError) as exc:
        raise Invalid(f"generator state rejected: {exc}") from None
    return rng


def game_id(record: dict[str, Any]) -> str:
    """A short fingerprint of a record: the same finished game always gets the same id, so its
    high score is recorded once however often it is saved or reloaded."""
    text = records.dumps(record)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _kind(game: str, msgid: str) -> Kind[SavedGame | None]:
    module = registry.get(game).codec

    def decode(data: Any, problems: list[str]) -> SavedGame:
        obj = expect_fields(data, "saved game", ("record", "rng", "humans", "strengths"))
        record = obj["record"]
        if not isinstance(record, dict) or record.get("game") != game:
            raise Invalid(f"the record is not a {game} record")
        try:
            state = module.replay(record)
        except RecordError as exc:
            raise Invalid(f"the record does not replay: {exc}") from None
        except Exception as exc:  # a record the engine's checks missed must not stop the app
            log.exception("a saved %s record crashed its replay (an engine bug)", game)
            raise Invalid(f"the record does not replay: {UNEXPECTED}{exc!r}") from None
        if module.export(state) != record:
            raise Invalid("the record holds something its replay does not")
        humans = obj["humans"]
        if humans is not None:
            items = expect_list(humans, "humans", MAX_SEATS)
            humans = tuple(expect_bool(h, "human") for h in items)
        strengths = obj["strengths"]
        if strengths is not None:
            items = expect_list(strengths, "strengths", MAX_SEATS)
            strengths = tuple(expect_choice(s, "strength", STRENGTHS) for s in items)
            if humans is not None and len(strengths) != len(humans):
                raise Invalid(f"{len(strengths)} strengths for {len(humans)} seats")
        return SavedGame(game, state, rng_from_json(obj["rng"]), humans, strengths)

    def encode(saved: SavedGame | None) -> dict[str, Any]:
        assert saved is not None
        return {"record": saved.record(), "rng": rng_to_json(saved.rng),
                "humans": None if saved.humans is None else list(saved.humans),
                "strengths": None if saved.strengths is None else list(saved.strengths)}

    return Kind(name=f"game.{game}", version=VERSION, default=lambda: None, decode=decode,
                encode=encode, damaged_msgid=msgid, migrations={1: _add_strengths})


def _add_strengths(data: Any) -> Any:
    """Version 1 -> 2: no strengths were kept (the front end falls back to the settings)."""
    if not isinstance(data, dict):
        raise Invalid("saved game must be an object")
    return {**data, "strengths": None}


def kind_for(game: str) -> Kind[SavedGame | None]:
    """The stored-value kind of a registered game's save (`registry.UnknownGame` otherwise)."""
    return _kind(game, registry.get(game).save_damaged)


def _named(key: str) -> Kind[SavedGame | None] | None:
    return kind_for(key) if key in registry.game_keys() else None


values.register_family("game.", _named)  # "game.<key>": a registered game's save


def saved_game(game: str, state: State, rng: random.Random,
               humans: Sequence[bool] | None = None,
               strengths: Sequence[str] | None = None) -> SavedGame:
    """Bundle what a save holds, to be written at once (the record is exported here; the
    generator's state is read when it is written)."""
    return SavedGame(game, state, rng, None if humans is None else tuple(humans),
                     None if strengths is None else tuple(strengths),
                     registry.get(game).export(state))


def may_be_finished(store: Store, name: str) -> bool:
    """Whether the game saved as `name` may be finished, told without replaying it: its stored
    text has a `"result":` key (a finished game's record has one, records §3; inside a name
    the quote would be escaped)."""
    try:
        text = store.get(name)
    except StoreError:
        return False
    return text is not None and '"result":' in text


def record_size(saved: SavedGame) -> int:
    """Characters the save takes in the store (for benchmarks and limits)."""
    return len(json.dumps({"version": VERSION, "data": kind_for(saved.game).encode(saved)},
                          separators=(",", ":"), ensure_ascii=False))

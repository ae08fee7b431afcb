"""Whatever is in the store, reading it never raises: random JSON and random edits of saves."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import registry
from game.daily.challenge import daily_games
from game.dice import roll
from game.magdagdon import Difficulty, Game
from game.magdagdon import storage as md
from game.magdagdon.bots import greedy_bot
from game.mishimash import Match
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.storage import Storage, values
from game.storage.backends import MemoryStore
from game.storage.daily import log_kind, slot_kind
from game.storage.saves import kind_for
from game.storage.settings import SETTINGS

SAVES = {key: kind_for(key) for key in registry.game_keys()}

KINDS = [SETTINGS, md.MAGDAGDON_SCORES, mm.MISHIMASH_BEST, mm.MISHIMASH_HISTORY,
         *SAVES.values(), *(log_kind(g) for g in daily_games()),
         *(slot_kind(g) for g in daily_games())]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=16)


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(KINDS), version=st.integers(1, 2), data=json_values)
def test_random_data_never_raises_and_is_reported_once(kind, version, data) -> None:
    store = MemoryStore()
    store.set(kind.name, json.dumps({"version": version, "data": data}))
    notices: list = []
    values.read(store, kind, notices)
    assert {n.msgid for n in notices} <= {kind.damaged_msgid}
    quiet: list = []
    values.read(store, kind, quiet)
    assert quiet == []


def _saved_doc(name: str) -> dict:
    store = MemoryStore()
    rng, bot_rng = random.Random(3), random.Random(4)
    if name == "magdagdon":
        state, bot = Game(Difficulty.PEACEFUL, 3), greedy_bot
    else:
        state, bot = Match(["Ana", "Bo"], 250, 3), cautious_bot
    for _ in range(25):  # half way: an open turn, dice on the table
        if state.is_over:
            break
        if state.dice_to_roll:
            state.apply_roll(roll(rng, state.dice_to_roll))
        else:
            state.apply(bot(state, bot_rng))
    Storage(store).save_game(name, state, rng)
    return json.loads(store.get(f"game.{name}"))


DOCS = {name: _saved_doc(name) for name in SAVES}


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(SAVES)), data=st.data())
def test_random_edits_of_a_saved_record_never_raise(name, data) -> None:
    doc = json.loads(json.dumps(DOCS[name]))
    record = doc["data"]["record"]
    path = data.draw(st.sampled_from(list(_paths(record))[1:]))
    replacement = data.draw(json_values | st.integers(0, 7))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = replacement
    store = MemoryStore()
    store.set(f"game.{name}", json.dumps(doc))
    session = Storage(store)
    saved = session.load_game(name)
    notices = session.take_notices()
    if saved is None:
        assert [n.msgid for n in notices] == [SAVES[name].damaged_msgid]
    else:  # an edit the rules allow (e.g. the seed): the save is whole and consistent
        assert notices == [] and saved.record() == record

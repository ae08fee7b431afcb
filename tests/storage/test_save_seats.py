"""A save keeps what resuming needs beyond the record: who plays each seat and each computer
seat's strength (version 2); version 1 saves, without strengths, still load."""

from __future__ import annotations

import json
import random

import pytest

from game import engine
from game.mishimash import Match
from game.storage import MemoryStore, Storage, saves


def _saved(store: MemoryStore, strengths: tuple[str, ...] | None) -> Match:
    match, rng = Match(["Ana", "Robo", "Bot"], 500, seed=3), random.Random(3)
    engine.step(match, rng, lambda m: m.legal_actions()[0])
    assert Storage(store).save_game("mishimash", match, rng, (True, False, False), strengths)
    return match


def test_strengths_are_saved_and_resumed() -> None:
    store = MemoryStore()
    match = _saved(store, ("easy", "strong", "medium"))
    doc = json.loads(store.get("game.mishimash"))
    assert doc["version"] == saves.VERSION == 2
    assert doc["data"]["strengths"] == ["easy", "strong", "medium"]
    saved = Storage(store).load_game("mishimash")
    assert saved is not None and saved.state == match
    assert saved.humans == (True, False, False)
    assert saved.strengths == ("easy", "strong", "medium")
    assert saved.copy().strengths == saved.strengths


def test_a_version_1_save_loads_without_strengths() -> None:
    store = MemoryStore()
    match = _saved(store, None)
    doc = json.loads(store.get("game.mishimash"))
    assert doc["data"]["strengths"] is None
    del doc["data"]["strengths"]
    store.set("game.mishimash", json.dumps({"version": 1, "data": doc["data"]}))
    session = Storage(store)
    saved = session.load_game("mishimash")
    assert saved is not None and saved.state == match and saved.strengths is None
    assert saved.humans == (True, False, False) and session.take_notices() == []


@pytest.mark.parametrize("strengths", [["easy", "genius", "easy"], ["easy", "easy"], "easy",
                                       [1, 2, 3], ["easy"] * 7])
def test_damaged_strengths_are_damage(strengths: object) -> None:
    store = MemoryStore()
    _saved(store, ("easy", "easy", "easy"))
    doc = json.loads(store.get("game.mishimash"))
    doc["data"]["strengths"] = strengths
    store.set("game.mishimash", json.dumps(doc))
    session = Storage(store)
    assert session.load_game("mishimash") is None
    (notice,) = session.take_notices()
    assert notice.backup == "game.mishimash.damaged-1"

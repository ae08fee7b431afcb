"""Nothing fails silently: what storage reports to the player is also logged, and what it
survives without a word to the player (a crash inside a replay, a copy it cannot delete) is
logged with the reason."""

from __future__ import annotations

import logging
import random

import pytest

from game import engine, registry
from game.magdagdon import Game
from game.storage import MemoryStore, Storage, StoreError, values


def test_notices_are_logged_when_handed_out(caplog: pytest.LogCaptureFixture) -> None:
    store = MemoryStore()
    store.set("settings", "{broken")
    session = Storage(store)
    assert session.settings is not None
    with caplog.at_level(logging.WARNING, logger="game.storage.access"):
        (notice,) = session.take_notices()
    (line,) = caplog.records
    assert line.levelno == logging.WARNING and line.name == "game.storage.access"
    assert line.getMessage().startswith("settings: not valid JSON")
    assert "(kept as settings.damaged-1)" in line.getMessage() and notice.backup


def test_a_replay_that_crashes_is_logged_with_its_traceback(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    store = MemoryStore()
    game, rng = Game(seed=1), random.Random(1)
    engine.step(game, rng, lambda g: g.legal_actions()[0])
    Storage(store).save_game("magdagdon", game, rng)

    def broken(record: object) -> None:
        raise ZeroDivisionError("an engine bug")

    monkeypatch.setattr(registry.get("magdagdon").codec, "replay", broken)
    session = Storage(store)
    with caplog.at_level(logging.ERROR, logger="game.storage.saves"):
        assert session.load_game("magdagdon") is None
    (line,) = caplog.records
    assert "crashed its replay" in line.getMessage() and line.exc_info is not None
    assert "ZeroDivisionError" in session.take_notices()[0].detail


def test_a_copy_that_cannot_be_deleted_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    class Stubborn(MemoryStore):
        def delete(self, name: str) -> None:
            raise StoreError(f"{name} is locked")

    store = Stubborn()
    for n in range(1, values.MAX_BACKUPS + 1):
        store.set(f"settings.damaged-{n}", "old")
    store.set("settings", "{broken")
    with caplog.at_level(logging.WARNING, logger="game.storage.values"):
        Storage(store).settings  # noqa: B018 - reading sets the damage aside
    assert any("cannot delete settings.damaged-1: settings.damaged-1 is locked"
               in r.getMessage() for r in caplog.records)

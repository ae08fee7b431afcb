"""UI tests run headless: SDL's dummy video and audio drivers, memory storage."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import dataclasses  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game import registry  # noqa: E402

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def app():
    """A fresh headless app on the title screen, fast animations, first-game hints on (the
    tutorial's offer on the first game already seen: tests/ui/test_tutorial.py takes it)."""
    from game.dev.harness import make_app
    from game.ui.session import Session
    from game.ui.tips import TUTORIAL

    session = Session.memory()
    session.storage.save_settings(dataclasses.replace(session.settings,
                                                      animation_speed="fast",
                                                      hints_seen=frozenset({TUTORIAL})))
    return make_app(session, "en")


@pytest.fixture
def drive(app):
    """Posts events to the app and runs its frames."""
    from game.dev.harness import Driver

    return Driver(app, dt=0.05)


@pytest.fixture
def twodice(monkeypatch: pytest.MonkeyPatch) -> Iterator[registry.GameInfo]:
    """TWODICE (tests/dicegame/) registered for one test: a game with a front end, high scores
    and a setting, but no review, no past games and no daily challenge."""
    monkeypatch.syspath_prepend(str(TESTS))
    import dicegame

    info = dicegame.register()
    try:
        yield info
    finally:
        registry.unregister(info.key)

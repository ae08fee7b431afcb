"""UI tests run headless: SDL's dummy video and audio drivers, memory storage."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import dataclasses  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture
def app():
    """A fresh headless app on the title screen, fast animations, first-game hints on."""
    from game.dev.harness import make_app
    from game.ui.session import Session

    session = Session.memory()
    session.storage.save_settings(dataclasses.replace(session.settings,
                                                      animation_speed="fast"))
    return make_app(session, "en")


@pytest.fixture
def drive(app):
    """Posts events to the app and runs its frames."""
    from game.dev.harness import Driver

    return Driver(app, dt=0.05)

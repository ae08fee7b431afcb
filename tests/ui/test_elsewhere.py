"""Two CUBIRI windows on one data folder, through the real app: the second one says
plainly that CUBIRI is already open; "Play here" moves the writing over, the first one says so
and stops, and the new writer starts from the title having read everything afresh."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.storage import Storage
from game.storage.backends import FileStore
from game.storage.lease import BUSY, HELD, LOST, FileLease, Guarded


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def _app(folder: Path, lang: str = "en"):
    from game.dev.harness import make_app
    from game.ui.session import Session

    store = Guarded(FileStore(str(folder)), FileLease(str(folder), Clock()))
    return make_app(Session(Storage(store)), lang)


def _texts(app) -> list[str]:
    from game.dev.harness import Driver

    return Driver(app).texts()


@pytest.mark.parametrize("lang", ["en", "te"])
def test_the_second_window_says_cubiri_is_open_and_can_play_here(tmp_path: Path,
                                                                 lang: str) -> None:
    from game.i18n import _
    from game.magdagdon import Difficulty, Game

    first = _app(tmp_path)
    game = Game(Difficulty.PEACEFUL, seed=3)
    game.apply_roll((1, 2, 3, 4))
    first.session.save("magdagdon", game, random.Random(1))
    second = _app(tmp_path, lang)
    assert second.session.lease.state == BUSY and second.top.name == "elsewhere"
    assert _("CUBIRI is already open in another window.") in _texts(second)
    second.top.play_here()  # "Play here"
    first.frame([], 0.0)  # the first window sees the request at its next frame
    assert first.session.lease.state == LOST and first.top.name == "elsewhere"
    assert _("CUBIRI was opened in another window.") in _texts(first)
    second.frame([], 0.0)
    assert second.session.lease.state == HELD and second.top.name == "title"
    assert second.session.has_game("magdagdon")  # read afresh: the first window's game
    assert second.session.load("magdagdon").state == game
    first.session.update(volume=5)  # the first window writes nothing now
    assert second.session.fresh().settings.volume != 5


def test_escape_does_not_leave_the_screen(tmp_path: Path) -> None:
    import pygame

    from game.dev.harness import Driver

    _app(tmp_path)
    second = _app(tmp_path)
    Driver(second).key(pygame.K_ESCAPE)
    assert second.top.name == "elsewhere"

"""The end is never lost (issue 25, item 7): a player who closes the window (or reloads the
page) while a finished game's last moments play, before its result shows, sees that result at
the next start; the game is recorded once (high scores, history, statistics, daily results),
and once the result has been on screen the next start opens on the title as usual."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.storage import MemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_game_over import SEED_BETTER, play_to_the_last_confirm  # noqa: E402

sys.path.pop(0)

def _start(store):
    """The app as it starts on `store` (after a close: nothing but the store survives)."""
    from game.dev.harness import Driver, make_app
    from game.ui.session import Session

    app = make_app(Session.open(store), "en")
    return app, Driver(app)


def _magdagdon_counts(app) -> tuple[int, int]:
    from game.magdagdon.storage import MAGDAGDON_HISTORY, MAGDAGDON_SCORES

    storage = app.session.storage
    scores = storage.read(MAGDAGDON_SCORES)
    return sum(len(t) for t in scores.values()), len(storage.read(MAGDAGDON_HISTORY))


def test_magdagdon_closed_while_the_board_lights_up_shows_its_result_at_the_next_start():
    store = MemoryStore()
    app, drive = _start(store)
    scene = play_to_the_last_confirm(app, drive, SEED_BETTER)
    drive.press(scene.confirm_button)
    drive.pump(3, 0.05)  # the bonus lines are lighting up
    assert scene.game.is_over and app.top is scene and scene.busy
    total = scene.game.score().total
    assert _magdagdon_counts(app) == (1, 1)  # recorded when it was saved
    del app, drive, scene  # the window closes

    app, drive = _start(store)
    drive.pump(2)
    end = app.top
    assert end.name == "magdagdon_end"  # before: the title, the result never shown
    assert end.game.score().total == total
    assert [s.name for s in app.scenes] == ["title", "menu", "magdagdon", "magdagdon_end"]
    assert _magdagdon_counts(app) == (1, 1)  # not twice
    drive.key(pygame.K_ESCAPE)  # back: the finished board, then the menu
    assert app.top.name == "magdagdon"

    app, drive = _start(store)  # seen: the next start is the title's
    assert app.top.name == "title"
    assert _magdagdon_counts(app) == (1, 1)


def _finish_solo(app, drive):
    """A solo MISHIMASH race to 250: six 1s four times (MISHIMASH each time), then SAVE; the
    screen is left in the race's last moments."""
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana"], 250), (True,), ScriptedRandom([1] * 24))
    app.push(scene)
    for k in range(4):
        if k == 0:
            drive.press(scene.roll_button)
        drive.settle()
        drive.press(scene.spots[0])
        drive.press(scene.again_button if k < 3 else scene.save_button)
        if k < 3:
            drive.pump(4, 0.02)
    drive.pump(2, 0.02)
    return scene


def test_a_mishimash_race_closed_in_its_last_moments_shows_its_result_at_the_next_start():
    from game.mishimash.storage import MISHIMASH_BEST, MISHIMASH_HISTORY

    store = MemoryStore()
    app, drive = _start(store)
    scene = _finish_solo(app, drive)
    assert scene.match.is_over and app.top is scene and scene.pending_end
    assert len(app.session.storage.read(MISHIMASH_HISTORY)) == 1
    del app, drive, scene

    app, drive = _start(store)
    drive.pump(2)
    assert app.top.name == "mishimash_end"  # before: the title
    assert app.top.match.is_over and app.top.match.players == ("Ana",)
    storage = app.session.storage
    assert len(storage.read(MISHIMASH_HISTORY)) == 1 and len(storage.read(MISHIMASH_BEST)) == 1
    app, drive = _start(store)
    assert app.top.name == "title" and len(app.session.storage.read(MISHIMASH_HISTORY)) == 1


def test_a_daily_game_closed_in_its_last_moments_shows_its_card_at_the_next_start():
    import random

    from game.daily.challenge import Challenge
    from game.magdagdon import Phase
    from game.magdagdon.bots import greedy_bot
    from game.ui.daily_view import view

    store = MemoryStore()
    app, drive = _start(store)
    today = app.session.utc_today()
    daily = app.session.daily.start(Challenge("magdagdon", today), scored=True)
    scene = view("magdagdon").play(app, daily)
    app.push(scene)
    bot = random.Random(1)
    for _ in range(200):
        g = scene.game
        if g.is_over:
            break
        drive.settle()
        if g.phase is Phase.ROLL:
            drive.press(scene.roll_button)
        else:
            scene.act(greedy_bot(g, bot))
    drive.pump(3, 0.05)
    assert scene.game.is_over and app.top is scene and scene.busy
    assert app.session.daily.log("magdagdon").result(today) is not None  # recorded
    results = len(app.session.daily.log("magdagdon").days)
    del app, drive, scene

    app, drive = _start(store)
    drive.pump(2)
    assert app.top.name == "daily_end"  # before: the title
    assert [s.name for s in app.scenes][:3] == ["title", "menu", "daily"]
    assert len(app.session.daily.log("magdagdon").days) == results  # once
    app, drive = _start(store)
    assert app.top.name == "title"
    log = app.session.daily.log("magdagdon")
    assert len(log.days) == results and log.result(today) is not None

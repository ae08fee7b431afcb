"""Review, replay, past games, statistics and import screens, driven like a player would."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game import review_shapes as analysis
from game import transfer
from game.magdagdon import Difficulty
from game.magdagdon import record as md_record
from game.magdagdon.bots import greedy_bot
from game.magdagdon.bots import play as play_magdagdon
from game.magdagdon.ui.end import MagdagdonEndScene
from game.mishimash import Match, strategy
from game.mishimash import record as mm_record
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import play as play_mishimash
from game.mishimash.ui.end import MishimashEndScene
from game.ui.scenes.history import HistoryScene, ImportScene
from game.ui.scenes.menu import GameMenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.stats import StatsScene


def _finish(drive, scene) -> None:
    for _ in range(3000):
        if scene.result is not None or scene.task.error is not None:
            return
        drive.pump(1)
    raise AssertionError("the review did not finish")


def _button(scene, text: str):
    return next(w for w in scene.widgets if getattr(w, "text", None) is not None and (
        w.text() if callable(w.text) else w.text) == text)


def test_the_end_screen_opens_the_review_and_the_replay(app, drive) -> None:
    game = play_magdagdon(Difficulty.SURVIVAL, greedy_bot, 3)
    app.push(MagdagdonEndScene(app, game, None))
    drive.press(_button(app.top, "Review"))
    scene = app.top
    assert isinstance(scene, ReviewScene)
    _finish(drive, scene)
    assert scene.task.slices > 1  # computed a slice at a time, within each frame's budget
    assert scene.result == analysis.review(md_record.export(game))
    seat = scene.result.seats[0]
    assert 0 <= seat.accuracy <= 1 and seat.actual == game.score().total
    drive.press(scene.replay_button)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert len(replay.steps) == game.turns and replay.steps[-1].after == game.board
    start = replay.index
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RIGHT)
    assert replay.index == min(start + 2, len(replay.steps) - 1)
    drive.key(pygame.K_LEFT)
    assert replay.index == min(start + 1, len(replay.steps) - 1)
    drive.key(pygame.K_HOME)
    assert replay.index == 0 and not replay.prev_button.enabled
    for _ in range(len(replay.steps) + 2):
        drive.press(replay.next_button)
    assert replay.index == len(replay.steps) - 1 and not replay.next_button.enabled


def test_the_better_move_is_shown_on_the_board(app, drive) -> None:
    game = play_magdagdon(Difficulty.PEACEFUL, greedy_bot, 2)
    result = analysis.review(md_record.export(game))
    costly = result.seats[0].costliest()
    place = next(c for c in costly if c.kind == "place")
    replay = ReplayScene(app, md_record.export(game), game, result, place.turn)
    app.push(replay)
    assert replay.steps[replay.index].turn == place.turn
    assert replay.better_move() == place.better and replay.better_button.visible
    drive.press(replay.better_button)
    assert replay.better
    drive.pump(1)
    drive.key(pygame.K_RIGHT)
    assert not replay.better  # stepping shows the player's moves again


def test_a_mishimash_review_shows_the_people_only(app, drive) -> None:
    strategy.tables()
    match = play_mishimash(Match(["Ana", "CPU", "Bo"], 250), [cautious_bot] * 3,
                           random.Random(2))
    app.push(MishimashEndScene(app, match, (True, False, True)))
    drive.press(_button(app.top, "Review"))
    scene = app.top
    _finish(drive, scene)
    assert scene.seats() == [0, 2]
    tabs = [w for w in scene.widgets if getattr(w, "text", None) in ("Ana", "Bo")]
    assert len(tabs) == 2
    drive.press(tabs[1])
    assert scene.seat == 2 and scene.current().name == "Bo"
    drive.press(scene.replay_button)
    replay = app.top
    rolls = sum(len(t.rolls) for t in match.turns)
    assert len(replay.steps) == rolls
    assert replay.steps[-1].totals == match.totals


def test_past_games_statistics_and_a_damaged_copy(app, drive) -> None:
    games = [play_magdagdon(Difficulty.PEACEFUL, greedy_bot, seed) for seed in (1, 2, 3)]
    for seed, game in enumerate(games):
        app.session.save("magdagdon", game, random.Random(seed))
    app.push(GameMenuScene(app, "magdagdon"))
    drive.press(_button(app.top, "Past games and statistics"))
    history = app.top
    assert isinstance(history, HistoryScene) and len(history.replays) == 3
    assert history.row_title(history.replays[0]).endswith(
        f"{games[-1].score().total} points, PEACEFUL")  # the newest first
    drive.press(_button(history, "Statistics"))
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.figures.games == 3
    assert stats.figures.best == max(g.score().total for g in games)
    drive.key(pygame.K_ESCAPE)
    # A kept copy that no longer replays is refused with a notice, never shown.
    store = app.session.storage.store
    data = json.loads(store.get("replays.magdagdon"))
    data["data"][-1]["record"]["turns"][0]["roll"] = [1, 1, 1, 1]
    store.set("replays.magdagdon", json.dumps(data))
    history.load()
    history.rebuild()
    drive.press(history.widgets[3])
    assert app.top is history and app.toasts


def test_an_import_is_checked_before_it_is_shown(app, drive, tmp_path) -> None:
    app.push(ImportScene(app))
    scene = app.top
    scene.take("{not json")
    assert app.top is scene and scene.problem.startswith("This is not a record")
    assert scene.detail.startswith("not valid JSON")
    bad = mm_record.export(play_mishimash(Match(["Ana"], 250), [cautious_bot],
                                          random.Random(1)))
    bad["result"]["winner"] = 3
    scene.take(json.dumps(bad))
    assert app.top is scene and "winner" in scene.detail
    assert scene.problem == "This record is damaged: CUBIRI cannot replay it."
    bad = mm_record.export(play_mishimash(Match(["Ana"], 250), [cautious_bot],
                                          random.Random(1)))
    bad["turns"][1]["rolls"][0]["dice"] = [2, 2, 3, 3, 4, 6]  # a bust the record calls a keep
    scene.take(json.dumps(bad))
    assert scene.problem.startswith("Turn 2 of this record cannot be replayed")
    good = play_magdagdon(Difficulty.NIGHTMARE, greedy_bot, 4)
    path = tmp_path / "game.json"
    path.write_text(transfer.export_text(md_record.export(good)), encoding="ascii")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    drive.pump(1)
    review = app.top
    assert isinstance(review, ReviewScene) and review.record == md_record.export(good)


@pytest.mark.parametrize("lang", ["de", "ro", "te", "it"])
def test_an_import_refusal_is_in_the_language_with_the_detail_apart(app, lang) -> None:
    """No English inside a translated screen: the reason is translated, and the checker's own
    words are the technical detail, shown apart."""
    app.set_language(lang)
    app.push(ImportScene(app))
    scene = app.top
    for text, kind in (('{"format": "cubiri.record", "version": 1, "game": "chess"}', "game"),
                       ('{"format": "other"}', "format"), ("[1, 2]", "text"),
                       ('{"format": "cubiri.record", "version": 7}', "version")):
        scene.take(text)
        english = {"game": "unknown game 'chess'", "format": "unknown format",
                   "text": "a record must be a JSON object", "version": "unknown version"}[kind]
        assert scene.detail.startswith(english)
        assert english not in scene.problem and "CUBIRI" in scene.problem


@pytest.mark.parametrize("lang", ["de", "te"])
def test_the_screens_draw_in_other_languages(app, drive, lang) -> None:
    app.set_language(lang)
    game = play_magdagdon(Difficulty.PEACEFUL, greedy_bot, 5)
    app.session.save("magdagdon", game, random.Random(5))
    scene = ReviewScene(app, md_record.export(game), game)
    app.push(scene)
    _finish(drive, scene)
    drive.pump(1)
    app.push(StatsScene(app, "magdagdon"))
    drive.pump(1)
    app.push(ReplayScene(app, md_record.export(game), game, scene.result))
    drive.pump(1)
    assert app.frames_drawn > 3

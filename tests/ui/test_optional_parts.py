"""The screens about finished games find each game's part through the registry (`game.ui.past`),
and a game without one offers none: TWODICE (`tests/dicegame/`), shown with a front end that
has no review and keeps no past games, gets no Review and no "Past games and statistics"."""

from __future__ import annotations

import json
import random

import pytest

from game import engine, registry, transfer
from game.magdagdon import Difficulty
from game.magdagdon import record as md_record
from game.magdagdon.bots import greedy_bot
from game.magdagdon.bots import play as play_magdagdon
from game.ui import front_end
from game.ui.past import HistoryView, ReviewView
from game.ui.scenes.history import HistoryScene, ImportScene
from game.ui.scenes.menu import GameMenuScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.stats import StatsScene

PAST = "Past games and statistics"


def _texts(scene) -> list[str]:
    return [w.text() if callable(w.text) else w.text
            for w in scene.widgets if getattr(w, "text", None) is not None]


def _finished_twodice():
    from dicegame import Take, TwoDice

    game = TwoDice(seed=2)
    engine.play(game, random.Random(2), lambda g: Take(1))
    return game


def test_each_game_names_its_views_through_the_registry() -> None:
    for key in ("magdagdon", "mishimash"):
        assert isinstance(front_end.review_view(key), ReviewView)
        assert isinstance(front_end.history_view(key), HistoryView)
    with pytest.raises(registry.UnknownGame):
        front_end.review_view("chess")


def test_a_game_without_a_review_or_past_games_offers_neither(app, drive, twodice) -> None:
    assert front_end.review_view(twodice.key) is None
    assert front_end.history_view(twodice.key) is None
    assert app.session.storage.summaries(twodice.key) == ()
    assert app.session.storage.replays(twodice.key) == ()
    app.push(GameMenuScene(app, twodice.key))
    drive.pump(1)
    texts = _texts(app.top)
    assert "Play" in texts and "Rules" in texts and PAST not in texts
    app.pop()
    app.push(GameMenuScene(app, "magdagdon"))
    assert PAST in _texts(app.top)
    app.pop()
    # Its records replay (import checks them like `check`), but there is no review to show.
    importer = ImportScene(app)
    app.push(importer)
    record = twodice.export(_finished_twodice())
    importer.take(transfer.export_text(record))
    assert app.top is importer and importer.problem == "CUBIRI offers no review of this game."
    with pytest.raises(LookupError, match="no review"):
        ReviewScene(app, record, twodice.replay(record))
    with pytest.raises(LookupError, match="no past games"):
        HistoryScene(app, twodice.key)
    with pytest.raises(LookupError, match="no past games"):
        StatsScene(app, twodice.key)


def test_past_games_without_a_review_are_listed_but_open_nothing(app, drive,
                                                                 monkeypatch) -> None:
    """A game that keeps its games but offers no review: its rows cannot be pressed."""
    for seed in (1, 2):
        app.session.save("magdagdon", play_magdagdon(Difficulty.PEACEFUL, greedy_bot, seed),
                         random.Random(seed))
    monkeypatch.setattr(front_end, "review_view", lambda key: None)
    history = HistoryScene(app, "magdagdon")
    app.push(history)
    rows = history.widgets[3:]
    assert len(rows) == 2 and not any(row.enabled for row in rows)
    drive.press(rows[0])
    assert app.top is history


def test_an_imported_record_of_a_reviewed_game_still_opens_its_review(app) -> None:
    importer = ImportScene(app)
    app.push(importer)
    record = md_record.export(play_magdagdon(Difficulty.SURVIVAL, greedy_bot, 7))
    importer.take(json.dumps(record))
    assert isinstance(app.top, ReviewScene) and app.top.record == record

"""The statistics open on a group that has games: a player who only plays one difficulty or
one target is not shown an empty page of another first."""

from __future__ import annotations

import random

from game.magdagdon import Difficulty
from game.magdagdon.bots import greedy_bot
from game.magdagdon.bots import play as play_magdagdon
from game.mishimash import Match
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import play as play_mishimash
from game.ui import scenes


def _texts(scene) -> list[str]:
    return [w.text() if callable(w.text) else w.text for w in scene.widgets
            if hasattr(w, "text")]


def test_magdagdon_statistics_open_on_the_difficulty_played(app, drive):
    app.session.update(magdagdon_difficulty="peaceful")
    for seed in (1, 2):
        app.session.save("magdagdon", play_magdagdon(Difficulty.NIGHTMARE, greedy_bot, seed),
                         random.Random(seed))
    app.session.clear("magdagdon")
    stats = scenes.make("stats", app, "magdagdon")
    app.push(stats)
    drive.pump(1)
    assert stats.filters == {"difficulty": "nightmare"}
    assert stats.figures is not None and stats.figures.games == 2
    assert stats.chosen("difficulty", "nightmare") and "PEACEFUL" in _texts(stats)


def test_mishimash_statistics_open_on_the_target_played(app, drive):
    app.session.update(mishimash_target=1000)
    match = play_mishimash(Match(["Ana", "Computer"], 250), [cautious_bot] * 2,
                           random.Random(3))
    app.session.save("mishimash", match, random.Random(3), (True, False))
    app.session.clear("mishimash")
    stats = scenes.make("stats", app, "mishimash")
    app.push(stats)
    drive.pump(1)
    assert stats.filters == {"target": 250, "against": "all"}
    assert stats.figures is not None and stats.figures.games == 1
    assert "1000" in _texts(stats)  # every target still offered for the games played


def test_the_settings_group_wins_when_it_has_games(app, drive):
    app.session.update(magdagdon_difficulty="survival")
    for difficulty in (Difficulty.PEACEFUL, Difficulty.SURVIVAL):
        app.session.save("magdagdon", play_magdagdon(difficulty, greedy_bot, 4),
                         random.Random(4))
    app.session.clear("magdagdon")
    stats = scenes.make("stats", app, "magdagdon")
    assert stats.filters == {"difficulty": "survival"}

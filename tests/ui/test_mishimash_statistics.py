"""MISHIMASH statistics: a solo race is counted apart, never as a won match (rules §2.4)."""

from __future__ import annotations

import random

from game.mishimash import Match
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import play as play_mishimash
from game.ui.scenes.stats import StatsScene


def test_solo_races_show_no_matches_won(app, drive) -> None:
    duel = play_mishimash(Match(["Ana", "Computer"], 250), [cautious_bot] * 2, random.Random(4))
    app.session.save("mishimash", duel, random.Random(4), (True, False),
                     ("medium", "medium"))  # per seat; a person's is ignored
    for seed in (5, 6):
        race = play_mishimash(Match(["Ana"], 250), [cautious_bot], random.Random(seed))
        app.session.save("mishimash", race, random.Random(seed), (True,))
    scene = StatsScene(app, "mishimash")
    app.push(scene)
    scene.pick(target=250, against="solo")
    drive.pump(1)
    solo = dict(scene.rows())
    assert "Matches won" not in solo
    assert solo["Solo races"] == "2" and "Turns to the target" in solo
    scene.pick(against="all")
    drive.pump(1)
    everything = dict(scene.rows())
    won = 1 if duel.winner == 0 else 0
    assert everything["Matches won"] == f"{won} of 1"  # the duel only
    assert everything["Solo races"] == "2"
    assert everything["Won against Medium"] == f"{won} of 1"

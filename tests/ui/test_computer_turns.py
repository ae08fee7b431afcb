"""Computer turns you don't wait for. At the default settings (normal speed,
an easy computer) a computer's turn takes a few seconds of game time, each roll still shown;
a tap fast-forwards the rest of the turn. Game time here is the frames' fixed `dt`, not the
clock: the figures are the same on any machine."""

from __future__ import annotations

import dataclasses
import random

from game.dev.harness import Driver, ScriptedRandom, make_app
from game.mishimash import Match, Phase
from game.mishimash.ui.play_scene import MishimashScene
from game.ui.session import Session

FRAME = 1 / 60


def _app(speed: str = "normal"):
    session = Session.memory()
    session.storage.save_settings(dataclasses.replace(
        session.settings, animation_speed=speed, hints_seen=frozenset({"off"})))
    return make_app(session, "en")


def test_a_computer_turn_takes_a_few_seconds_at_the_default_settings():
    app = _app()
    scene = MishimashScene(app, Match(["Bot", "Tob"], 1000), (False, False), random.Random(5),
                           ("easy", "easy"))
    app.push(scene)
    drive = Driver(app, FRAME)
    times, rolls, t, turns = [], [], 0.0, 0
    shown: set[tuple[int, ...]] = set()  # every roll was on the table for a moment
    while turns < 20:
        drive.pump(1)
        t += FRAME
        if not scene.rolling and scene.match.phase is Phase.CHOOSE:
            shown.add(tuple(scene.match.dice))
        if len(scene.match.turns) > turns:
            turns = len(scene.match.turns)
            times.append(t)
            rolls.append(len(scene.match.turns[-1].rolls))
            t = 0.0
    mean = sum(times) / len(times)
    assert mean <= 4.0, f"a computer turn takes {mean:.2f} s on average"
    chosen = sum(1 for turn in scene.match.turns for r in turn.rolls if r.keep)
    assert len(shown) >= chosen * 0.9  # the rolls it chose from were shown, not skipped


def test_a_tap_plays_the_rest_of_the_computers_turn():
    app = _app()
    # the computer rolls first: a 1 and a 5 and four dice that do not score, then more
    dice = [1, 5, 2, 2, 3, 4, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3, 4, 6] * 4
    scene = MishimashScene(app, Match(["Bot", "Ana"], 1000), (False, True),
                           ScriptedRandom(dice), ("easy", "strong"))
    app.push(scene)
    drive = Driver(app, FRAME)
    for _ in range(60):  # into the computer's turn: it has rolled
        drive.pump(1)
        if scene.match.phase is Phase.CHOOSE:
            break
    assert scene.match.seat == 0 and scene.match.phase is Phase.CHOOSE and not scene.match.turns
    drive.touch((5, app.canvas.get_height() // 2))  # a tap on the felt
    drive.pump(2)
    assert scene.match.turns and scene.match.turns[0].player == 0  # its turn is over
    assert scene.match.seat == 1 and scene.human_turn

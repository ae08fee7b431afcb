"""Computer turns at the quick default: at most 4 s of game time for every strength, each roll
shown; the calm / quick / instant setting; the turn's summary left in view; computers told
apart by name, their strength on the scoreboard; one name size per scoreboard. Game time is
the scene's own clock fed fixed frames (`game.dev.computer_pace`), never the wall clock."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.dev import computer_pace
from game.dev.harness import Driver, make_app
from game.mishimash import Match
from game.mishimash.storage import Seat
from game.mishimash.ui.play_scene import MishimashScene
from game.mishimash.ui.setup import SetupScene
from game.storage import settings as stored
from game.ui import text
from game.ui.scenes.settings import SettingsScene
from game.ui.session import Session

FRAME = 1 / 60


@pytest.mark.parametrize("strength", ["easy", "medium", "strong"])
def test_a_computer_turn_takes_at_most_four_seconds_at_the_default_settings(strength):
    pace = computer_pace.measure(strength, turns=80)
    print(pace.line())
    assert pace.worst <= 4.0, pace.line()
    assert pace.mean >= 1.0, pace.line()  # still shown, not skipped


def _app(**changes):
    session = Session.memory()
    session.storage.save_settings(dataclasses.replace(
        session.settings, hints_seen=frozenset({"off"}), **changes))
    return make_app(session, "en")


def _computer_then_person(app, strength="strong"):
    scene = MishimashScene(app, Match(["Bot", "Ana"], 1000), (False, True), random.Random(4),
                           (strength, "easy"))
    app.push(scene)
    return scene


def test_instant_plays_the_computers_turn_at_once_and_leaves_its_summary():
    app = _app(mishimash_computer_speed="instant")
    scene = _computer_then_person(app)
    drive = Driver(app, FRAME)
    drive.pump(2)
    assert len(scene.match.turns) == 1 and scene.human_turn
    turn = scene.match.turns[0]
    shown = drive.texts()
    summary = [t for t in shown if t.startswith("Bot (Strong): ")]
    assert summary, shown
    assert summary[0].endswith("BUST" if turn.end.name == "BUST" else f"+{turn.points // 2}") \
        or "+" in summary[0]


def test_the_summary_stays_until_the_next_player_rolls():
    app = _app()
    scene = _computer_then_person(app)
    drive = Driver(app, FRAME)
    for _ in range(600):
        drive.pump(1)
        if scene.human_turn and not scene.busy:
            break
    n = len(scene.match.turns[0].rolls)
    word = "roll" if n == 1 else "rolls"
    assert any(t.startswith(f"Bot (Strong): {n} {word}, ") for t in drive.texts())
    drive.pump(120)  # the person takes their time: it is still there
    assert any(t.startswith("Bot (Strong): ") for t in drive.texts())
    drive.press(scene.roll_button)
    assert not any(t.startswith("Bot (Strong): ") for t in drive.texts())


def test_the_computer_speed_is_a_setting():
    app = _app()
    assert app.session.settings.mishimash_computer_speed == "quick"
    scene = SettingsScene(app, "mishimash")
    app.push(scene)
    drive = Driver(app, FRAME)
    drive.pump(1)
    assert "Computer speed" in drive.texts()
    instant = next(w for w in scene.widgets if getattr(w, "text", None) is not None
                   and callable(w.text) and w.text() == "Instant")
    drive.press(instant)
    assert app.session.settings.mishimash_computer_speed == "instant"
    # stored, and settings stored before it existed read without complaint
    data = stored.encode(app.session.settings)
    assert data["mishimash_computer_speed"] == "instant"
    old = {k: v for k, v in data.items() if k != "mishimash_computer_speed"}
    problems: list[str] = []
    migrated = stored.SETTINGS.migrations[4](json.loads(json.dumps(old)))
    assert stored.decode(migrated, problems).mishimash_computer_speed == "quick"
    assert problems == []


def test_several_computers_have_distinct_names_and_show_their_strength():
    seats = (Seat("Ana"), Seat("Computer", False, "easy"), Seat("Computer", False, "medium"),
             Seat("Computer", False, "strong"))
    app = _app(mishimash_seats=seats)
    setup = SetupScene(app)
    app.push(setup)
    names = [s.name for s in setup.seats]
    assert len(set(names)) == 4, names
    drive = Driver(app, FRAME)
    drive.pump(1)
    shown = drive.texts()
    assert {"Easy", "Medium", "Strong"} <= set(shown)
    drive.press(setup.start_button)
    scene = app.top
    assert isinstance(scene, MishimashScene)
    assert len(set(scene.match.players)) == 4
    shown = drive.texts()
    for strength in ("Easy", "Medium", "Strong"):  # on the scoreboard
        assert any(t.startswith(strength) for t in shown), shown


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)])
def test_one_name_size_per_scoreboard_and_never_into_the_score(size):
    from game.dev.harness import init_headless

    init_headless(size)
    app = _app()
    long = "Maximiliana Wolkenstein"
    names = ["Bo", long, "Ana", "Konstantinopolitanaa"[:20], "Li", "Jo"]
    scene = MishimashScene(app, Match(names, 1000), (True,) * 6, random.Random(2))
    app.push(scene)
    drive = Driver(app, FRAME)
    drawn: list[tuple[str, int]] = []
    with text.watching(lambda line, size_, _bold: drawn.append((line, size_))):
        drive.texts()

    def seat_of(line: str) -> int | None:  # a name as drawn on the board: whole or shortened
        for seat, name in enumerate(names):
            if line == name or line.endswith("…") and name.startswith(line[:-1].rstrip()):
                return seat
        return None

    on_board = {(seat_of(line), line, s) for line, s in drawn if seat_of(line) is not None}
    assert {seat for seat, _line, _s in on_board} == set(range(6)), drawn
    assert len({s for _seat, _line, s in on_board}) == 1, on_board  # one size for all
    for seat, line, s in on_board:  # each within its place, clear of its score
        place = scene.geo.seats[seat]
        assert text.width(line, s, True) <= place.name.width
        assert scene.geo.upright or place.name.right <= place.total.left

"""Saved games through the front end: a new game or a new difficulty replaces the saved one, a
damaged generator state is reported and nothing resumes, a resumed MISHIMASH match keeps its
computer strengths (older saves fall back to the settings), and the solo MISHIMASH end."""

from __future__ import annotations

import dataclasses
import json

import pygame

from game.mishimash import storage as mm
from game.mishimash.storage import Seat


def label(widget) -> str:
    """A widget's text as drawn (text may be a callable)."""
    text = getattr(widget, "text", "")
    return text() if callable(text) else text


def pressing(scene, text: str):
    """The widget of `scene` that shows `text`."""
    return next(w for w in scene.widgets if label(w) == text)


def _saved_magdagdon(app, drive):
    """Start a MAGDAGDON game from the menu, roll once (saved), and go back to the menu."""
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.ui.scenes.menu import GameMenuScene

    drive.press(app.top.widgets[2])  # the MAGDAGDON card
    assert isinstance(app.top, GameMenuScene)
    drive.press(app.top.widgets[2])  # Play
    scene = app.top
    assert isinstance(scene, MagdagdonScene)
    drive.key(pygame.K_r)
    drive.settle()
    saved = app.session.load("magdagdon")
    assert saved is not None and saved.state == scene.game and saved.state.dice[0] is not None
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenuScene) and app.session.has_game("magdagdon")
    return saved


def test_a_new_magdagdon_game_replaces_the_saved_one(app, drive):
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.ui.scenes.dialogs import ConfirmDialog

    old = _saved_magdagdon(app, drive)
    menu = app.top
    new_game = pressing(menu, "New game")
    drive.press(new_game)
    assert isinstance(app.top, ConfirmDialog)
    drive.key(pygame.K_ESCAPE)  # keep playing the saved one: nothing changes
    assert app.top is menu and app.session.load("magdagdon").state == old.state
    drive.press(new_game)
    drive.press(app.top.widgets[2])
    scene = app.top
    assert isinstance(scene, MagdagdonScene) and scene.game.turns == 0
    assert scene.game.dice == (None,) * 4  # nothing rolled: a new game
    saved = app.session.load("magdagdon")
    assert saved.state == scene.game and saved.state != old.state


def test_changing_the_difficulty_deletes_the_saved_game(app, drive):
    from game.ui.scenes.dialogs import ConfirmDialog
    from game.ui.scenes.settings import SettingsScene

    _saved_magdagdon(app, drive)
    menu = app.top
    drive.press(pressing(menu, "Settings"))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    nightmare = pressing(settings, "NIGHTMARE")
    drive.press(nightmare)
    assert isinstance(app.top, ConfirmDialog)
    drive.key(pygame.K_ESCAPE)  # cancelled: the game and the difficulty stay
    assert app.session.has_game("magdagdon")
    assert app.session.settings.magdagdon_difficulty == "peaceful"
    drive.press(nightmare)
    drive.press(app.top.widgets[2])
    assert app.top is settings and app.session.settings.magdagdon_difficulty == "nightmare"
    assert app.session.load("magdagdon") is None
    assert app.session.storage.store.get("game.magdagdon") is None  # deleted, not emptied


def test_a_damaged_generator_state_is_reported_and_nothing_resumes(app, drive):
    from game.dev.harness import Driver, make_app
    from game.i18n import _
    from game.ui.scenes.menu import GameMenuScene

    _saved_magdagdon(app, drive)
    store = app.session.storage.store
    doc = json.loads(store.get("game.magdagdon"))
    doc["data"]["rng"][1][7] = 2**32  # a word beyond 32 bits: not a Mersenne Twister state
    store.set("game.magdagdon", json.dumps(doc))
    from game.ui.session import Session

    again = make_app(Session.open(store), "en")
    drive2 = Driver(again)
    drive2.press(again.top.widgets[2])  # MAGDAGDON
    menu = again.top
    assert isinstance(menu, GameMenuScene)
    assert label(menu.widgets[2]) == "Play"  # no Continue
    assert [t[0] for t in again.toasts] == [_("The saved MAGDAGDON game was damaged. A copy "
                                              "was kept.")]
    assert json.loads(store.get("game.magdagdon.damaged-1")) == doc


def _start_match(app, drive, strength: str):
    from game.mishimash.ui.setup import SetupScene

    drive.press(app.top.widgets[3])  # the MISHIMASH card
    drive.press(app.top.widgets[2])  # Play
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.seats[1] = dataclasses.replace(setup.seats[1], strength=strength)
    drive.press(setup.start_button)
    return app.top


def test_a_resumed_match_takes_its_strengths_from_the_save(app, drive):
    from game.mishimash.ui.play_scene import MishimashScene

    scene = _start_match(app, drive, "medium")
    assert scene.strengths == ("easy", "medium")
    saved = app.session.load("mishimash")
    assert saved.strengths == ("easy", "medium") and saved.humans == (True, False)
    assert scene.match.seed is not None and saved.record()["seed"] == scene.match.seed
    # The settings change afterwards (another setup, never started): the match is unchanged.
    app.session.update(mishimash_seats=(Seat("Player 1"),
                                        Seat("Computer", human=False, strength="strong")))
    resumed = MishimashScene(app, saved=app.session.load("mishimash"))
    assert resumed.match == scene.match and resumed.strengths == ("easy", "medium")


def test_a_save_from_before_strengths_were_kept_still_resumes(app, drive):
    from game.mishimash.ui.play_scene import MishimashScene

    scene = _start_match(app, drive, "strong")
    store = app.session.storage.store
    doc = json.loads(store.get("game.mishimash"))
    del doc["data"]["strengths"]
    store.set("game.mishimash", json.dumps({"version": 1, "data": doc["data"]}))
    from game.ui.session import Session

    session = Session.open(store)
    app.session = session
    resumed = MishimashScene(app, saved=session.load("mishimash"))
    assert resumed.match == scene.match and session.take_notices() == []
    assert resumed.strengths == ("easy", "strong")  # from the settings the setup stored


def test_the_solo_match_ends_with_its_turn_count(app, drive, tmp_path):
    """Four straights in one turn (15 + 10, 30 + 20, 45 + 30, 60 + 40 points) reach 250."""
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.end import MishimashEndScene
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(["Ana"], 250), (True,),
                           ScriptedRandom([1, 2, 3, 4, 5, 6] * 4))
    app.push(scene)
    m = scene.match
    drive.press(scene.roll_button)
    for straight in range(4):
        drive.settle()
        for spot in scene.spots:
            drive.press(spot)
        drive.press(scene.save_button if straight == 3 else scene.again_button)
    drive.settle()
    assert m.is_over and m.turn_count == 1 and m.totals == (500,)  # half-points
    end = app.top  # shown by itself once the banner is gone
    assert isinstance(end, MishimashEndScene)
    # the first solo result beats nothing: no record is claimed (only a real record is)
    assert [label(w) for w in end.widgets[:2]] == ["250 points in 1 turn",
                                                   "Your first result for this target."]
    best = app.session.storage.read(mm.MISHIMASH_BEST)[250]
    assert best.turns == 1
    history = app.session.storage.read(mm.MISHIMASH_HISTORY)
    assert [(h.players, h.turns, h.winner) for h in history] == [(("Ana",), 1, 0)]
    drive.shot(str(tmp_path / "solo-end.png"))

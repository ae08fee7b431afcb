"""The front end with real storage: notices shown, matches resumed with their seats."""

from __future__ import annotations

import dataclasses

from game.storage import MemoryStore


def test_damaged_settings_are_reported_on_screen():
    from game.dev.harness import make_app
    from game.i18n import _
    from game.storage import notices
    from game.ui.session import Session

    store = MemoryStore()
    store.set("settings", "{not json")
    app = make_app(Session.open(store), "en")
    assert [t[0] for t in app.toasts] == [_(notices.SETTINGS_DAMAGED)]
    assert app.session.settings.sound  # defaults, and the game goes on


def test_failed_write_is_reported_and_play_goes_on(drive):
    app = drive.app
    app.session.storage.store.read_only = True
    drive.press(app.top.widgets[5])  # the sound toggle: the setting changes, the write fails
    assert not app.session.settings.sound
    assert app.toasts and "save" in app.toasts[-1][0].lower()


def test_match_resumes_with_its_seats_and_dice(drive):
    from game.dev.harness import Driver, ScriptedRandom, make_app
    from game.mishimash import Match, Phase
    from game.mishimash.storage import Seat
    from game.mishimash.ui.play_scene import MishimashScene

    app = drive.app
    session = app.session
    session.storage.save_settings(dataclasses.replace(
        session.settings, mishimash_seats=(Seat("Ana"), Seat("Robo", human=False))))
    scene = MishimashScene(app, Match(["Ana", "Robo"], 500), (True, False),
                           ScriptedRandom([1, 5, 2, 3, 4, 6]))
    app.push(scene)
    drive.press(scene.roll_button)
    assert scene.match.phase is Phase.CHOOSE
    again = make_app(session, "en")
    drive2 = Driver(again)
    drive2.press(again.top.widgets[3])  # MISHIMASH
    drive2.press(again.top.widgets[2])  # Continue
    resumed = again.top
    assert isinstance(resumed, MishimashScene)
    assert resumed.match == scene.match and resumed.humans == (True, False)
    assert resumed.shown == (1, 5, 2, 3, 4, 6)

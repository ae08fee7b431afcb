"""A third game, end to end: TWODICE (`tests/dicegame/`) is registered only through its own
package, and a player reaches every shared screen for it and plays it through events, as for
the shipped games: its title card, its menu, rules, about, high scores, its settings row, its
play and end screens; then a game left half played resumes after a reload."""

from __future__ import annotations

import dataclasses

import pygame

from game import registry
from game.dev.harness import Driver, make_app
from game.storage import MemoryStore, Storage
from game.ui.scenes.title import GameCard
from game.ui.session import Session
from game.ui.tips import TUTORIAL


def _open(store: MemoryStore) -> tuple[Driver, Session]:
    """The app over `store`, on its title screen (a start, or a reload)."""
    session = Session(Storage(store))
    app = make_app(session, "en")
    drive = Driver(app, dt=0.05)
    drive.pump(2)
    return drive, session


def _to_menu(drive: Driver) -> None:
    """From the title screen to TWODICE's menu, through its card."""
    (card,) = [w for w in drive.app.top.widgets if isinstance(w, GameCard) and w.key == "twodice"]
    drive.press(card)
    assert drive.app.top.name == "menu" and "CUBIRI TEST GAME" in drive.texts()


def _turn(drive: Driver, die: int) -> None:
    """ROLL, then TAKE die `die`, by taps."""
    drive.tap("ROLL")
    scene = drive.app.top
    drive.tap(f"TAKE {scene.state.roll[die]}")
    drive.settle()


def test_twodice_from_its_title_card_to_its_end_then_resumed(twodice: registry.GameInfo
                                                             ) -> None:
    assert twodice.front_end is not None and twodice.review is twodice.daily is None
    store = MemoryStore()
    drive, session = _open(store)
    session.storage.save_settings(dataclasses.replace(
        session.settings, animation_speed="fast", hints_seen=frozenset({TUTORIAL})))
    texts = drive.texts()
    assert "TWODICE" in texts and "Roll two dice, take one." in texts  # its card
    _to_menu(drive)
    menu = drive.texts()
    assert {"Play", "Rules", "High scores", "Settings", "About"} <= set(menu)
    assert "Continue" not in menu and "Daily challenge" not in menu
    assert "Past games and statistics" not in menu

    # Rules, About: its own texts, in the shared screens.
    drive.tap("Rules")
    assert "Rules: TWODICE" in drive.texts()
    page = drive.app.top.items()  # (kind, text): what the page's lines are drawn from
    assert ("head", "Turns") in page and ("key", "R\tRoll the dice") in page
    drive.key(pygame.K_ESCAPE)
    drive.tap("About")
    assert "About TWODICE" in drive.texts()
    assert ("dedication", "TWODICE is the tests' own game.") in drive.app.top.items()
    drive.key(pygame.K_ESCAPE)

    # Its settings row: five turns from now on.
    assert "Turns" in menu and "Difficulty" not in menu  # its setting's own name
    drive.tap("Settings")
    assert {"Turns", "3 turns", "5 turns"} <= set(drive.texts())
    drive.tap("5 turns")
    assert session.settings.twodice_turns == "5"
    drive.key(pygame.K_ESCAPE)

    # A whole game, from Play to its end screen.
    drive.tap("Play")
    scene = drive.app.top
    assert scene.name == "twodice" and scene.state.turns == 5
    for _ in range(5):
        _turn(drive, 1)
    end = drive.app.top
    assert end.name == "twodice_end" and f"Score {scene.state.score}" in drive.texts()
    # its result was recorded when it was saved; once shown, the finished save goes (a save
    # left finished means a result not seen yet: the next start shows it, game.ui.ends)
    assert session.load("twodice") is None
    drive.tap("Menu")
    assert drive.app.top.name == "menu"

    # Its high scores: the tab of five turns has the game.
    drive.tap("High scores")
    drive.tap("5 turns")
    assert str(scene.state.score) in drive.texts()
    drive.key(pygame.K_ESCAPE)

    # A game left after two turns resumes after a reload, with the same dice to come.
    drive.tap("Play")
    half = drive.app.top
    _turn(drive, 0)
    _turn(drive, 1)
    left = half.state.copy()
    drive.tap("Menu")
    assert "Continue" in drive.texts()
    drive, session = _open(store)  # a reload: a new app over the same store
    _to_menu(drive)
    drive.tap("Continue")
    resumed = drive.app.top
    assert resumed is not half and resumed.state == left
    drive.tap("ROLL")
    assert resumed.state.roll == _next_roll(half)
    for _ in range(3):
        drive.tap(f"TAKE {resumed.state.roll[0]}")
        drive.settle()
        if not resumed.state.is_over:
            drive.tap("ROLL")
    assert drive.app.top.name == "twodice_end"
    drive.tap("Menu")
    drive.tap("High scores")
    drive.tap("5 turns")
    scores = drive.texts()
    assert str(scene.state.score) in scores and str(resumed.state.score) in scores
    assert session.take_notices() == []


def _next_roll(scene) -> tuple[int, ...]:
    """The roll the scene's saved generator gives next (the dice a reload must not change)."""
    state, rng = scene.state.copy(), scene.rng
    copy = type(rng)()
    copy.setstate(rng.getstate())
    from game.dice import roll

    return roll(copy, state.dice_to_roll)


def test_a_game_without_texts_still_opens_its_rules_and_about(app, drive, twodice) -> None:
    """The texts are optional: no rule book, no About text, no tagline (its card, its rules and
    about pages show what there is)."""
    registry.unregister(twodice.key)
    registry.register(dataclasses.replace(twodice, texts=None))
    app.top.rebuild()  # the title's cards, with the game registered after it was built
    assert "TWODICE" in drive.texts()
    _to_menu(drive)
    drive.tap("Rules")
    assert [kind for kind, _ in drive.app.top.items()][:1] == ["head"]  # the keys
    drive.key(pygame.K_ESCAPE)
    drive.tap("About")
    assert drive.app.top.items()[0] == ("head", "CUBIRI")

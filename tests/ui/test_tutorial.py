"""Learn MAGDAGDON in a minute. The tutorial is offered on the first game and from
the rules screen; a player who taps what it rings goes through adjacency, the minimum, a power,
a MAGDAGDON with its ruin and a line bonus; nothing of it is saved."""

from __future__ import annotations

import dataclasses

import pygame

from game.magdagdon import RUIN, Phase
from game.ui.effects import FloatText


def fresh(app):
    """As a new player: the tutorial never offered."""
    session = app.session
    session.storage.save_settings(dataclasses.replace(session.settings,
                                                      hints_seen=frozenset()))


def follow(drive, scene, limit: int = 80) -> list[str]:
    """Tap what the tutorial rings, step after step; returns the steps' words."""
    said = []
    for _ in range(limit):
        drive.settle()
        if scene.last:
            break
        if not said or said[-1] != scene.current.text():
            said.append(scene.current.text())
        targets = scene.targets()
        assert targets, f"step {scene.step + 1} shows nothing to tap"
        drive.click(targets[0].center)
    return said


def test_offered_on_the_first_game_and_taught_by_tapping_what_it_rings(app, drive):
    fresh(app)
    drive.press(app.top.widgets[2])  # MAGDAGDON
    menu = app.top
    drive.press(menu.widgets[2])  # Play
    offer = app.top
    assert offer.name == "confirm" and "tutorial" in offer.question().lower()
    drive.press(offer.widgets[2])  # Tutorial
    scene = app.top
    assert scene.name == "tutorial"
    g = scene.game
    said = follow(drive, scene)
    assert scene.last and g.turns == 4
    words = " ".join(said)
    for lesson in ("anywhere", "at most 1", "at least 2 dice", "MINUS −1", "MAGDAGDON",
                   "ruin", "STRAIGHT"):
        assert lesson in words, lesson
    assert g.powers_used == 1 and g.cell(3, 0) == RUIN
    assert g.score().rows[1].bonus == 60  # the straight it built
    assert not app.session.has_game("magdagdon")  # the tutorial saved nothing
    drive.press(scene.play_button)
    assert app.top.name == "magdagdon" and app.top.game.turns == 0
    app.pop()
    drive.press(menu.widgets[2])  # Play again: offered once only
    assert app.top.name == "magdagdon"


def test_each_step_allows_only_its_move(app, drive):
    from game.magdagdon.ui.tutorial import TutorialScene

    scene = TutorialScene(app)
    app.push(scene)
    g = scene.game
    drive.press(scene.confirm_button)  # not yet: nothing happens
    drive.press(scene.roll_button)
    drive.settle()
    assert g.phase is Phase.PLACING and g.dice == (4, 3, 5, 1)
    drive.press(scene.dice_spots[2])  # the 5: not this step's die
    assert scene.selected is None
    drive.press(scene.dice_spots[0])
    assert scene.lit_cells() == {(1, 1)}  # only the marked cell lights up
    drive.press(scene.cells[(0, 0)])  # elsewhere: refused
    assert g.staged_cell(0) is None
    drive.press(scene.cells[(1, 1)])
    drive.settle()
    assert scene.step == 2


def test_the_bonus_step_pops_plus_60_and_the_rules_offer_the_tutorial(app, drive):
    from game.ui.scenes.rules import RulesScene

    rules = RulesScene(app, "magdagdon")
    app.push(rules)
    button = next(w for w in rules.widgets if getattr(w, "text", None)
                  and callable(w.text) and w.text() == "Tutorial")
    drive.press(button)
    scene = app.top
    assert scene.name == "tutorial"
    popped = False
    for _ in range(80):
        if scene.last:
            break
        drive.settle()
        if scene.last:
            break
        drive.click(scene.targets()[0].center)
        popped = popped or any(isinstance(e, FloatText) and e.message == "+60"
                               for e in scene.effects)
    assert popped and "bonus" in app.audio.played
    drive.key(pygame.K_ESCAPE)
    assert app.top is rules


def test_the_tutorial_keeps_the_game_in_progress(app, drive):
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.magdagdon.ui.tutorial import TutorialScene

    game = MagdagdonScene(app)
    app.push(game)
    drive.press(game.roll_button)
    drive.settle()
    saved = app.session.load("magdagdon").state
    app.pop()
    tutorial = TutorialScene(app)
    app.push(tutorial)
    follow(drive, tutorial)
    assert app.session.load("magdagdon").state == saved

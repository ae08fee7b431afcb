"""Both games are playable with keys only, with a visible focus."""

from __future__ import annotations

import pygame

from game.magdagdon import RUIN, Phase


def tab_to(drive, scene, wanted, limit: int = 60) -> None:
    """Press Tab until the focus is on one of `wanted` widgets."""
    for _ in range(limit):
        if scene.focus in wanted:
            return
        drive.key(pygame.K_TAB)
    raise AssertionError("Tab never reached the wanted widget")


def test_magdagdon_turns_with_keys_only(drive):
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui.play_scene import MagdagdonScene

    app = drive.app
    drive.key(pygame.K_RETURN)  # the focused MAGDAGDON card
    drive.key(pygame.K_RETURN)  # Play
    scene = app.top
    assert isinstance(scene, MagdagdonScene) and app.keyboard
    scene.rng = ScriptedRandom([3, 4, 4, 6, 6, 6, 6, 6])
    g = scene.game
    drive.key(pygame.K_r)
    drive.settle()
    assert g.dice == (3, 4, 4, 6)
    for key, die in ((pygame.K_2, 1), (pygame.K_3, 2)):
        drive.key(key)
        assert scene.selected == die
        tab_to(drive, scene, [scene.cells[c] for c in g.valid_cells(die)])
        drive.key(pygame.K_RETURN)
        assert g.staged_cell(die) is not None
        drive.settle()
    drive.key(pygame.K_c)
    assert g.turns == 1 and g.phase is Phase.ROLL
    drive.key(pygame.K_r)  # four 6s next to 4s: MAGDAGDON
    drive.settle()
    assert g.in_magdagdon
    drive.key(pygame.K_a)
    assert scene.mode == "ruin"
    cell = next(c for c, w in scene.cells.items() if w is scene.focus)
    drive.key(pygame.K_RETURN)
    assert g.cell(*cell) == RUIN and g.turns == 2


def test_mishimash_turn_with_keys_only(drive):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    app = drive.app
    scene = MishimashScene(app, Match(["Ana"], 250), (True,), ScriptedRandom([1, 1, 1, 5, 2, 3]))
    app.push(scene)
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_2)  # the second die, a 1: all three 1s
    assert sorted(scene.picked) == [0, 1, 2]
    drive.key(pygame.K_s)
    assert scene.match.totals == (20,)  # 10 points in half-points


def test_setup_name_typing(drive):
    from game.mishimash.ui.setup import SetupScene

    app = drive.app
    setup = SetupScene(app)
    app.push(setup)
    drive.click(setup.widgets[2].rect.center)  # the first name field
    assert setup.editing == 0
    for _ in range(10):
        drive.key(pygame.K_BACKSPACE)
    drive.type("Ana M")
    drive.key(pygame.K_m)  # typing an "m" must not mute the sound
    assert app.session.settings.sound
    drive.key(pygame.K_RETURN)
    assert setup.editing is None and setup.seats[0].name == "Ana M"

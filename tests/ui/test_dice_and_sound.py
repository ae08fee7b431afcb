"""Dice states differ by shape, not colour alone; the moments play their sounds."""

from __future__ import annotations

import itertools

import pygame

from game.ui import die


def grey_pixels(surface: pygame.Surface) -> bytes:
    """The picture without colour: grey levels of a copy on a fixed background."""
    canvas = pygame.Surface(surface.get_size())
    canvas.fill((40, 90, 70))
    canvas.blit(surface, (0, 0))
    return pygame.image.tobytes(pygame.transform.grayscale(canvas), "RGB")


def test_every_state_looks_different_in_grey(app):
    faces = {state: die.face(4, 80, state) for state in die.STATES}
    assert len({f.get_size() for f in faces.values()}) == 1
    grey = {state: grey_pixels(f) for state, f in faces.items()}
    for a, b in itertools.combinations(die.STATES, 2):
        assert grey[a] != grey[b], (a, b)


def test_pips_are_drawn_at_the_size_asked(app):
    small, big = die.face(6, 40), die.face(6, 160)
    assert big.get_width() > 3 * small.get_width()
    # not a scaled bitmap: the big die's pips have crisp dark centres
    centre = big.get_at((big.get_width() // 2 - round(160 * 0.27), big.get_height() // 2))
    assert centre.r < 80


def test_moments_play_their_sounds(drive):
    from game.dev.harness import ScriptedRandom
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    app = drive.app
    scene = MishimashScene(app, Match(["Ana"], 250), (True,),
                           ScriptedRandom([1, 1, 1, 1, 1, 1, 2, 3, 4, 6, 6, 2]))
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])  # all six 1s
    drive.press(scene.again_button)
    drive.settle()
    assert "roll" in app.audio.played and "mishimash" in app.audio.played
    assert "bust" in app.audio.played  # 2,3,4,6,6,2 scores nothing


def test_finger_drag_scrolls_the_rules(drive):
    from game.ui.scenes.rules import RulesScene

    app = drive.app
    rules = RulesScene(app, "magdagdon")
    app.push(rules)
    assert rules.offset == 0 and rules.max_offset > 0
    for kind, y in ((pygame.FINGERDOWN, 0.8), (pygame.FINGERMOTION, 0.5), (pygame.FINGERUP, 0.5)):
        pygame.event.post(pygame.event.Event(kind, x=0.5, y=y, dx=0.0, dy=-0.3, finger_id=0,
                                             touch_id=0, pressure=1.0))
    drive.pump(1)
    assert rules.offset > 100


def test_a_hint_that_appears_by_itself_is_drawn(drive):
    """Frames that change nothing are skipped, but a hint appearing is a change."""
    from game.magdagdon.ui.play_scene import MagdagdonScene

    app = drive.app
    scene = MagdagdonScene(app)
    app.push(scene)
    drive.press(scene.roll_button)
    drive.settle()
    drive.pump(3)
    assert scene.tips.current == "pick"
    scene.tips.current = None  # as just before the animation ended
    assert scene.update(0.0)  # the hint appearing asks for a redraw
    drawn = app.frames_drawn
    drive.pump(10)
    assert app.frames_drawn == drawn  # idle: nothing redrawn

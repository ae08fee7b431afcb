"""The ruin-choice cells and the ruined lines are marked by a shape, not by
red alone: they still stand out when the screen is seen with protanopia or deuteranopia
(`game.dev.colorblind`, the Machado et al. 2009 simulation) and even in plain grey."""

from __future__ import annotations

import pygame
import pytest

from game.dev.colorblind import simulate, simulate_color
from game.magdagdon import Phase


def grey(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.grayscale(surface), "RGB")


def differing(a: pygame.Surface, b: pygame.Surface, step: int = 40) -> int:
    """Pixels whose grey levels differ by more than `step`."""
    ga, gb = grey(a)[::3], grey(b)[::3]
    return sum(1 for x, y in zip(ga, gb, strict=True) if abs(x - y) > step)


def test_the_simulation_folds_red_onto_green():
    red, green = simulate_color((200, 60, 50), "deutan"), simulate_color((60, 160, 60), "deutan")
    assert abs(red[0] - red[1]) < 40 and abs(green[0] - green[1]) < 40  # both yellowish
    assert simulate_color((255, 255, 255), "protan") == (255, 255, 255)


def frame(app, drive) -> pygame.Surface:
    app.dirty = True
    drive.pump(1, 0.0)
    return app.canvas.copy()


@pytest.mark.parametrize("kind", ["protan", "deutan"])
def test_ruin_choice_and_ruined_lines_stand_out_without_red(app, drive, kind):
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui import board as view
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = ScriptedRandom([1, 1, 1, 1, 6, 6, 6, 6, 3, 3, 3, 3])
    drive.reach_magdagdon(scene)
    assert scene.game.phase is Phase.MAGDAGDON
    inside = view.cell_rect(3, 3).inflate(-24, -24)  # not its frame: a shape within
    before = simulate(frame(app, drive).subsurface(inside), kind)
    drive.press(scene.accept_button)  # choosing the ruin cell
    during = simulate(frame(app, drive).subsurface(inside), kind)
    assert differing(before, during) > 150  # the crack sign, seen in grey
    drive.press(scene.cells[(3, 3)])
    drive.settle()
    def sign(box: pygame.Rect) -> pygame.Rect:  # where a ruined line carries the crack sign
        return pygame.Rect(box.left + 4, box.top + 6, 26, 30)

    ruined = simulate(frame(app, drive).subsurface(sign(view.row_box(3))), kind)
    plain = simulate(frame(app, drive).subsurface(sign(view.row_box(2))), kind)
    assert scene.game.score(preview=True).rows[3].ruined
    assert not scene.game.score(preview=True).rows[2].ruined
    assert differing(plain, ruined) > 40  # the crack sign, not only a red frame

"""The REROLL mark reads as an arrow: round each die marked for REROLL a
circle open at one place, with a filled arrowhead at its end, drawn over the die's edge so the
lifted die never hides it; on the desktop and on a phone."""

from __future__ import annotations

import math

import pygame
import pytest

from game.dev.harness import open_magdagdon
from game.magdagdon.ui import board as view
from game.ui.constants import GOLD, INK


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)])
def test_a_die_marked_for_reroll_wears_a_circular_arrow(app, drive, size):
    drive.resize(size)
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.power_buttons[2])  # REROLL: mark the dice
    drive.settle()
    drive.press(scene.dice_spots[3])
    assert scene.mode == "reroll" and scene.reroll_marks == {3}
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, app.canvas.get_height() // 2),
                                         rel=(0, 0), buttons=(0, 0, 0)))  # no hover ring
    app.dirty = True
    drive.pump(1, 0.0)
    picture = drive.picture()
    center, die = scene.places.slot_center(3), scene.places.tray_die
    ring, head = view.reroll_arrow(center, die)
    # the head: a filled triangle at least a quarter of the die wide, gold inside
    xs, ys = [x for x, _y in head], [y for _x, y in head]
    assert max(xs) - min(xs) >= die // 4 and max(ys) - min(ys) >= die // 5
    middle = (round(sum(xs) / 3), round(sum(ys) / 3))
    assert picture.get_at(middle)[:3] == GOLD
    # the circle shows all round the die, over its corners too (gold or its ink edge)
    r = ring.width // 2
    for degrees in (45, 90, 135, 180, 225, 270):
        a = math.radians(degrees)
        point = (round(center[0] + r * math.cos(a)), round(center[1] - r * math.sin(a)))
        assert picture.get_at(point)[:3] in (GOLD, INK), degrees

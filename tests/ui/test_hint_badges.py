"""The HINT's board badges never hide each other: a take-back mark and a
step's number on the same cell, or two marks on one tray die, sit side by side, each readable,
on the desktop and on a phone."""

from __future__ import annotations

import pytest

from game.dev.harness import open_magdagdon
from game.magdagdon import Stage
from game.magdagdon.ui import board as view
from game.magdagdon.ui.advice import MagdagdonAdvice
from game.ui.constants import GOLD


def _advised(app, drive, size):
    drive.resize(size)
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    scene.act(Stage(1, 1, 1))  # the 4 staged on (1, 1)
    drive.settle()
    # take the 4 back, put the other 4 where it was, then the 3 beside it; a power on die 3
    scene.hint_open = True
    scene.hint = scene.hint_for = MagdagdonAdvice(
        steps=((2, (1, 1)), (0, (1, 2))), take_back=(1,), power_dice=(3,), ruin=None,
        advice="", expected="100")
    scene.refresh_hint = lambda: False  # keep the advice given here
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390)])
def test_two_badges_of_one_cell_sit_side_by_side(app, drive, size):
    scene = _advised(app, drive, size)
    places = view.badge_places(scene)
    labels = [label for _c, label in places]
    assert sorted(labels) == ["!", "1", "2", "×"]
    r = scene.places.badge_r + 3  # with its ink edge
    for i, (a, _la) in enumerate(places):
        for b, _lb in places[i + 1:]:
            assert max(abs(a[0] - b[0]), abs(a[1] - b[1])) >= 2 * r  # no two discs overlap
    cell = scene.places.cell_rect(1, 1)
    shared = [c for c, label in places if label in ("×", "1")]
    assert all(abs(y - cell.top) <= r for _x, y in shared)  # both on the cell's top edge
    scene.app.dirty = True
    drive.pump(1, 0.0)
    picture = drive.picture()
    k = picture.get_width() / scene.metrics.width
    for (x, y), _label in places:  # each disc drawn whole: gold left of its label
        at = (round((x - scene.places.badge_r + 3) * k), round(y * k))
        assert picture.get_at(at)[:3] == GOLD


def test_a_badge_stays_clear_of_the_pips_when_moved_aside(app, drive):
    scene = _advised(app, drive, (1280, 720))
    cell = scene.places.cell_rect(1, 1)
    pip = round(scene.places.board_die * 0.27) + round(scene.places.board_die * 0.09)
    for (x, y), label in view.badge_places(scene):
        if label in ("×", "1"):
            assert max(abs(x - cell.centerx), abs(y - cell.centery)) - view.BADGE_R - 3 > pip

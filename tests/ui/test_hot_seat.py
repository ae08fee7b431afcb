"""A hot seat that hands over. After a BUST or a SAVE the status speaks of
the person who is to roll ("Bo's turn"), after a short hand-off banner, and the moment's banners
never cover the dice."""

from __future__ import annotations

import pytest

from game.dev.harness import open_mishimash
from game.ui import effects

BUST = [2, 3, 4, 6, 2, 3]  # nothing scores
STRAIGHT = [1, 5, 2, 3, 4, 6]


def _land(scene, drive) -> None:
    """Frames until the tumble has landed on its BUST."""
    for _ in range(100):
        if scene.bust_shown:
            return
        drive.pump(1, 0.05)
    raise AssertionError("no BUST")


def _moments(scene, drive, frames: int = 400) -> list[str]:
    """The banners shown until the screen is idle again, in order."""
    seen: list[str] = []
    for _ in range(frames):
        if scene.banner is not None and (not seen or seen[-1] != scene.banner.message):
            seen.append(scene.banner.message)
        if not scene.busy:
            break
        drive.pump(1, 0.05)
    return seen


def test_after_a_bust_the_status_hands_the_game_to_the_next_person(app, drive):
    scene = open_mishimash(app, BUST)
    drive.press(scene.roll_button)
    _land(scene, drive)
    assert scene.bust_shown and "Ana" in scene.status() and "BUST" in scene.status()
    moments = _moments(scene, drive)
    assert moments[-1] == "Bo's turn"  # the hand-off, after the BUST's own banner
    drive.pump(40, 0.05)
    assert scene.match.seat == 1 and scene.status() == "Bo's turn: roll the dice."
    assert scene.can_roll()


def test_after_a_save_the_next_person_is_named_and_can_roll(app, drive):
    scene = open_mishimash(app, STRAIGHT)
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])  # the straight: all six dice
    drive.press(scene.save_button)
    moments = _moments(scene, drive)
    assert moments[0].startswith("Ana saves") or moments[0] == "MISHIMASH!"
    assert moments[-1] == "Bo's turn"
    assert scene.status() == "Bo's turn: roll the dice."


def test_a_solo_race_has_no_hand_off(app, drive):
    scene = open_mishimash(app, BUST, players=("Ana",))
    drive.press(scene.roll_button)
    _land(scene, drive)
    assert "Bo's turn" not in _moments(scene, drive) and scene.handoff is None
    assert "BUST" in scene.status()  # alone, the BUST stays said until the next roll


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390), (360, 640)])
def test_banners_never_cover_the_dice(app, drive, size):
    drive.resize(size)
    scene = open_mishimash(app, BUST)
    drive.pump(1)
    drive.press(scene.roll_button)
    _land(scene, drive)
    assert scene.bust_shown and scene.banner is not None and scene.banner.message == "BUST!"
    width = app.canvas.get_width()
    band = effects.banner_band(width, scene.banner, scene.geo.banner_y,
                               min(scene.metrics.type_scale,
                                   scene.geo.banner_room / effects.BANNER_H), full=True)
    dice = [s.rect for s in scene.sprites if s.visible]
    assert len(dice) == 6
    assert not any(band.colliderect(r) for r in dice), (band, dice)
    assert not band.colliderect(scene.geo.table)  # nor the table's dice row

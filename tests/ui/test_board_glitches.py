"""Small glitches reviewers found on the MAGDAGDON play screen, each checked on the pixels the
screen paints: the tutorial's ring over text, a line bonus floating onto another line's label,
a thin keyboard focus on cells, the power line left over while the ruin is chosen; and the
monkey's plural."""

from __future__ import annotations

import pygame
import pytest

from game.dev.harness import open_magdagdon
from game.magdagdon import SIZE, Combo, LineScore, Phase
from game.ui.effects import FloatText

SCREEN = (1280, 720)


def painted(paint) -> pygame.Surface:
    surf = pygame.Surface(SCREEN)
    paint(surf)
    return surf


def changed(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int]]:
    """The pixels of `rect` that differ between two paintings."""
    return [(x, y) for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
            if a.get_at((x, y)) != b.get_at((x, y))]


def test_the_tutorial_ring_never_covers_text(app, drive):
    """Through every step, at every size of its pulse, the ring round what to tap leaves each
    text on the screen as it is (the power step's "uses left" line above all)."""
    from game.magdagdon.ui import board as view
    from game.magdagdon.ui.tutorial import TutorialScene
    from game.ui.widgets import Label

    scene = TutorialScene(app)
    app.push(scene)
    checked = set()
    for _ in range(80):
        drive.settle()
        if scene.last:
            break
        targets = scene.targets()
        texts = [w.rect for w in scene.widgets if isinstance(w, Label) and w.visible
                 and w.texts()[0] and not any(w.rect.colliderect(t) for t in targets)]
        for pulse in (0.0, 0.25, 0.5):
            scene.pulse = pulse
            bare = painted(lambda s: view.paint(scene, s))
            ringed = painted(scene.draw)
            assert changed(bare, ringed, pygame.Rect((0, 0), SCREEN)), "no ring drawn"
            for box in texts:
                assert not changed(bare, ringed, box), (scene.step + 1, box)
        checked.add(scene.step)
        drive.click(targets[0].center)
    assert scene.last and len(checked) >= 10
    assert 5 in checked  # the power step: MINUS −1 with "uses left" under it


def glyphs(effect: FloatText, t: float) -> pygame.Rect:
    """Where a floating number's visible pixels (with their ink edge) are at progress `t`."""
    from game.ui import text
    from game.ui.tween import ease_out

    img = text.render(effect.message, effect.size, effect.color, True)
    x, y = effect.center
    place = img.get_rect(center=(x, y - int(effect.rise * ease_out(t))))
    pad = FloatText.CHIP_PAD if getattr(effect, "chip", False) else (4, 4)  # chip or ink edge
    return img.get_bounding_rect().move(place.topleft).inflate(*pad)


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390), (360, 640)])
def test_a_line_bonus_never_covers_a_line_label(app, drive, size):
    """The "+60" of a line floats on its chip over the line's cell beside its label, all the
    way: the label (its sum and note) stays readable, and so does every other line's."""
    from game.magdagdon.ui.play_scene import MagdagdonScene

    drive.resize(size)
    scene = MagdagdonScene(app)
    app.push(scene)
    p = scene.places
    lines = [(kind, LineScore(kind, i, (3, 4, 5, 6), 18, Combo.STRAIGHT, True, False))
             for kind in ("row", "col") for i in range(SIZE)]
    scene.light_lines(lines, 0.0)
    floats = [e for e in scene.effects if isinstance(e, FloatText)]
    assert len(floats) == len(lines)
    labels = [p.line_box(k, i) for k in ("row", "col") for i in range(SIZE)]
    for (kind, line), effect in zip(lines, floats, strict=True):
        last = (line.index, SIZE - 1) if kind == "row" else (SIZE - 1, line.index)
        for step in range(11):
            where = glyphs(effect, step / 10)
            assert where.collidelist(labels) == -1, (kind, line.index, step, where)
            assert p.cell_rect(*last).contains(where), (kind, line.index, step, where)




def test_the_keyboard_focus_on_a_cell_is_wide_and_leaves_the_pips_alone(app, drive):
    from game.magdagdon.ui.board import BOARD_DIE

    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.dice_spots[0])
    drive.press(scene.cells[(1, 1)])
    drive.settle()
    app.keyboard = True
    spot = scene.cells[(1, 1)]
    scene.focus = spot
    focused = painted(scene.draw)
    scene.focus = scene.roll_button
    plain = painted(scene.draw)
    r = spot.rect
    face = pygame.Rect(0, 0, BOARD_DIE, BOARD_DIE)
    face.center = r.center
    assert not changed(plain, focused, face)  # the die, pips and all, as it was
    cream = pygame.Color(focused.get_at((r.left, r.centery)))
    assert cream.r > 200 and cream.g > 200 and cream.b > 180  # a light band on the dark board
    for start, step in (((r.left - 4, r.centery), (1, 0)), ((r.right + 3, r.centery), (-1, 0)),
                        ((r.centerx + 20, r.top - 4), (0, 1)),
                        ((r.centerx, r.bottom + 3), (0, -1))):
        x, y = start
        light = 0
        for _ in range(16):  # across the rim, from the gap to the die
            c = focused.get_at((x, y))
            light += c.r > 200 and c.g > 200 and focused.get_at((x, y)) != plain.get_at((x, y))
            x, y = x + step[0], y + step[1]
        assert light >= 8, (start, light)  # unmistakable: as wide as the die's margin


def test_choosing_the_ruin_hides_the_power_line_with_the_power_buttons(app, drive):
    scene = open_magdagdon(app, [1, 1, 1, 1, 6, 6, 6, 6])
    g = scene.game
    drive.reach_magdagdon(scene)
    assert g.phase is Phase.MAGDAGDON and g.powers_left > 0
    assert any("uses left" in t for t in drive.texts())  # offered with the powers
    drive.press(scene.accept_button)
    assert scene.mode == "ruin" and not any(b.visible for b in scene.power_buttons)
    assert not any("uses left" in t for t in drive.texts())
    drive.press(scene.cancel_ruin)
    assert any("uses left" in t for t in drive.texts())  # back with the powers


def test_the_monkey_counts_one_match_in_the_singular():
    from game.dev.monkey import counted

    assert counted(1, "MISHIMASH match", "MISHIMASH matches") == "1 MISHIMASH match"
    assert counted(0, "MISHIMASH match", "MISHIMASH matches") == "0 MISHIMASH matches"
    assert counted(2, "MAGDAGDON game", "MAGDAGDON games") == "2 MAGDAGDON games"

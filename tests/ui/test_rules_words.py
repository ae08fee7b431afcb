"""What the screens say about the rules (docs/rules.md): MAGDAGDON is about the turn's minimum, the
dice that fit still look like it, no tip offers a power that is not there, the owner's power
names are on the buttons, each rule book lists its own keys, and the Rules screens draw the
scoring card and the adjacency diagram with the game's dice."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.magdagdon import Phase


def play_into_magdagdon(app, drive, difficulty: str):
    """Turn 1 places 1s in the top row; turn 2 rolls 1-6-6-6: the 1 fits, the minimum does
    not (rules §1.6)."""
    from game.dev.harness import ScriptedRandom
    from game.magdagdon.ui.play_scene import MagdagdonScene

    app.session.update(magdagdon_difficulty=difficulty)
    scene = MagdagdonScene(app)
    app.push(scene)
    need = scene.game.required
    scene.rng = ScriptedRandom([1] * need + [6] * (4 - need) + [1, 6, 6, 6])
    drive.press(scene.roll_button)
    drive.settle()
    for die in range(need):
        drive.press(scene.dice_spots[die])
        drive.press(scene.cells[(0, die)])
        drive.settle()
    drive.press(scene.confirm_button)
    drive.settle()
    drive.press(scene.roll_button)
    drive.settle()
    drive.pump(2)
    assert scene.game.phase is Phase.MAGDAGDON
    return scene


@pytest.mark.parametrize("difficulty", ["peaceful", "nightmare"])
def test_magdagdon_when_one_die_fits(app, drive, difficulty):
    from game import texts

    scene = play_into_magdagdon(app, drive, difficulty)
    g = scene.game
    # the 1 fits beside the 1s and looks it; the 6s fit nowhere and are greyed
    assert [s.state for s in scene.sprites] == ["available", "disabled", "disabled", "disabled"]
    status = scene.status()
    assert f"cannot place {g.required} dice" in status
    if difficulty == "peaceful":
        assert "power" in status and scene.tips.current == "magdagdon"
        assert any(b.visible and b.enabled for b in scene.power_buttons)
    else:  # NIGHTMARE has no powers: nothing on screen offers one
        assert "power" not in status.lower() and status.endswith("Accept a ruin.")
        assert scene.tips.current == "ruin"
        assert "power" not in texts.tip("magdagdon", "ruin").lower()
        assert not any(b.visible for b in scene.power_buttons[:3])


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_power_buttons_carry_the_owners_names(app, drive, lang):
    from game.magdagdon.ui.play_scene import MagdagdonScene

    owner = {"de": ("−1 ABZIEHEN", "+1 ADDIEREN"), "ro": ("SCADE −1", "CREȘTE +1"),
             "te": ("తగ్గించు −1", "పెంచు +1"), "en": ("MINUS −1", "PLUS +1"),
             "it": ("MENO −1", "PIÙ +1")}[lang]
    app.set_language(lang)
    scene = MagdagdonScene(app)
    app.push(scene)
    drive.pump(1)
    minus, plus = scene.power_buttons[:2]
    assert (minus.text(), plus.text()) == owner


def _keys(app, drive, game: str) -> list[str]:
    from game.ui.scenes.rules import RulesScene

    app.push(RulesScene(app, game))
    drive.pump(1)
    return [text.split("\t")[0] for kind, text in app.top.items() if kind == "key"]


def test_each_rule_book_lists_only_its_own_keys(app, drive):
    magdagdon = _keys(app, drive, "magdagdon")
    app.pop()
    mishimash = _keys(app, drive, "mishimash")
    assert {"C", "A", "U or Z", "Minus, Plus, X", "1 to 4"} <= set(magdagdon)
    assert "S" not in magdagdon and "1 to 6" not in magdagdon
    assert {"S", "1 to 6"} <= set(mishimash)
    assert not {"C", "A", "U or Z", "Minus, Plus, X", "1 to 4"} & set(mishimash)


def test_the_figures_come_from_the_engines():
    from game.magdagdon.ui.figures import ADJACENCY_EXAMPLES, fitting
    from game.mishimash.ui.figures import ScoringCard

    assert [fitting(e) for e in ADJACENCY_EXAMPLES] == [(3, 4), (3,), (), (2, 3, 4)]
    entries = {dice: (value, changed) for dice, value, changed in ScoringCard.entries()}
    assert len(entries) == 2 + 6 * 4 + 2  # singles, every N of a kind, straight, three pairs
    assert entries[(1,)] == (2, False) and entries[(5,)] == (1, False)  # half-points
    assert entries[(1, 1, 1, 1, 1, 1)] == (80, False)
    assert entries[(4, 4, 4, 4)] == (16, False)
    assert entries[(2,) * 6] == (20, True)  # three pairs (10) beats six of a kind (8)
    assert entries[(1, 2, 3, 4, 5, 6)] == (30, False)
    assert [d for d, (v, changed) in entries.items() if changed] == [(2,) * 6]


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game, figure", [("magdagdon", "AdjacencyDiagram"),
                                          ("mishimash", "ScoringCard")])
def test_rules_screens_draw_their_figure(app, drive, tmp_path, lang, game, figure):
    from game.dev.locales_check import GlyphWatch
    from game.ui.constants import DIE_FACE
    from game.ui.scenes.rules import PAGE, RulesScene

    app.set_language(lang)
    scene = RulesScene(app, game)
    app.push(scene)
    drive.pump(1)
    assert [type(f).__name__ for _, f in scene.figures] == [figure]
    with GlyphWatch() as watch:
        assert scene.show_figure()
        drive.shot(str(tmp_path / "rules.png"))
    assert watch.missing() == []
    y, fig = scene.figures[0]
    top = PAGE.top - int(scene.offset) + y  # the whole figure is on the page
    assert PAGE.top <= top and top + fig.height <= PAGE.bottom
    # and it is drawn with the game's dice: their ivory faces are on the page there
    shot = pygame.image.load(str(tmp_path / "rules.png"))
    area = pygame.Rect(PAGE.left, top, PAGE.width, fig.height)
    faces = sum(shot.get_at((x, y))[:3] == DIE_FACE for x in range(area.left, area.right, 2)
                for y in range(area.top, area.bottom, 2))
    assert faces > 200

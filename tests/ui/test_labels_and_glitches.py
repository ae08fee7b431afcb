"""Labels and small glitches a player test found, each driven through the real screens (the Esc
and focus-ring findings are in test_magdagdon_polish.py)."""

from __future__ import annotations

import pygame

from game.dev.harness import open_magdagdon
from game.magdagdon import Difficulty, Phase


def test_the_score_says_ruins_not_0_ruins(app, drive):
    open_magdagdon(app, [3, 4, 4, 6])
    texts = drive.texts()
    assert "Ruins" in texts and not any(t.endswith("ruins") for t in texts)


def test_choosing_the_ruin_cell_offers_a_cancel_that_looks_like_one(app, drive):
    scene = open_magdagdon(app, [1, 1, 1, 1, 6, 6, 6, 6])
    g = scene.game
    drive.reach_magdagdon(scene)
    assert g.phase is Phase.MAGDAGDON
    drive.press(scene.accept_button)
    assert scene.mode == "ruin" and not scene.accept_button.visible
    assert scene.cancel_ruin.visible and scene.cancel_ruin.kind == "secondary"
    assert scene.cancel_ruin.text() == "Cancel"
    drive.press(scene.cancel_ruin)
    assert scene.mode == "play" and scene.accept_button.visible


def test_buttons_are_capitalised_by_kind(app, drive):
    """Game actions as the rules name them, in capitals; the rest in sentence case."""
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    screens = [scene]
    other = MishimashScene(app, Match(["Ana"], 250), (True,))
    app.push(other)
    screens.append(other)
    navigation = {"Menu", "Cancel", "See the result", "Turn log", "Scoring card"}
    rules_terms = {"ACCEPT a ruin"}  # the rules' own name for the action (rules §1.6), kept
    for s in screens:
        for w in s.widgets:
            if not hasattr(w, "kind") or not w.texts() or w.texts()[0] in ("×",):
                continue
            label = w.texts()[0]
            if label in rules_terms:
                continue
            if label in navigation:
                assert label[0].isupper() and not label.isupper(), label
            else:
                assert label == label.upper(), label  # ROLL, CONFIRM, MINUS −1, HINT, SAVE…


def test_no_power_controls_at_game_over(app, drive):
    from game.magdagdon.bots import greedy_bot, play

    scene = open_magdagdon(app, [])
    scene.game = play(Difficulty.PEACEFUL, greedy_bot, 3)
    scene.build()
    assert scene.game.is_over
    assert not any(b.visible for b in scene.power_buttons)
    texts = drive.texts()
    assert not any("use left" in t or "uses left" in t for t in texts)


def test_hint_badges_sit_clear_of_the_pips():
    from game.magdagdon.ui import board as view

    for row in range(4):
        for col in range(4):
            r = view.cell_rect(row, col)
            face = pygame.Rect(0, 0, view.BOARD_DIE, view.BOARD_DIE)
            face.center = r.center
            x, y = view.corner(r)
            # the badge's disc does not reach the die's pip grid (pips at 27 % off centre)
            pip = round(view.BOARD_DIE * 0.27) + round(view.BOARD_DIE * 0.09)
            assert max(abs(x - r.centerx), abs(y - r.centery)) - view.BADGE_R - 3 > pip
    for i in range(4):
        x, y = view.tray_corner(i)
        cx, cy = view.slot_center(i)
        pip = round(view.TRAY_DIE * 0.27) + round(view.TRAY_DIE * 0.09)
        assert max(abs(x - cx), abs(y - cy)) - view.BADGE_R - 3 > pip


def test_the_telugu_score_labels_keep_their_distance(app, drive):
    from game.magdagdon.ui import board as view
    from game.ui import text

    app.set_language("te")
    open_magdagdon(app, [3, 4, 4, 6])
    drive.texts()
    for k in range(4):
        x, y = view.score_cell(k)
        label = next(w for w in app.top.widgets if getattr(w, "rect", None) ==
                     pygame.Rect(x, y, view.SCORE_LABEL_W, view.SCORE_ROW_H))
        assert text.width(label.texts()[0], label.size) <= view.SCORE_LABEL_W  # not overlapped


def test_mishimash_menu_says_new_match(app, drive):
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene
    from game.ui.scenes.menu import GameMenuScene

    app.push(MishimashScene(app, Match(["Ana"], 250), (True,)))
    drive.press(app.top.roll_button)
    drive.settle()
    app.pop()
    app.push(GameMenuScene(app, "mishimash"))
    labels = [w.texts()[0] for w in app.top.widgets if w.texts()]
    assert "New match" in labels and "New game" not in labels


def setup(app):
    from game.mishimash.ui.setup import SetupScene

    scene = SetupScene(app)
    app.push(scene)
    return scene


def test_add_a_seat_stays_under_the_pointer(app, drive):
    scene = setup(app)
    where = scene.add_button.rect.center
    n = len(scene.seats)
    drive.click(where)
    drive.click(where)  # the same place again: another seat, not the new row's name field
    assert len(scene.seats) == n + 2 and scene.editing is None


def test_cycling_buttons_look_like_it_and_x_sits_by_its_row(app, drive):
    from game.mishimash.ui.setup import REMOVE_GAP
    from game.ui.widgets import Cycle

    scene = setup(app)  # Player 1 (a person) and the Computer
    cycles = [w for w in scene.widgets if isinstance(w, Cycle)]
    assert len(cycles) == 3  # person/computer twice, the computer's strength
    for seat in range(len(scene.seats)):
        row = [w for w in scene.widgets if isinstance(w, Cycle) and
               abs(w.rect.top - scene.widgets[2].rect.top - seat * 66) < 2]
        remove = next(w for w in scene.widgets if getattr(w, "text", None) == "×"
                      and abs(w.rect.top - row[0].rect.top) < 2)
        assert remove.rect.left - max(w.rect.right for w in row) == REMOVE_GAP
    drive.press(cycles[0])  # the person becomes a computer: its strength and × move in
    assert len([w for w in scene.widgets if isinstance(w, Cycle)]) == 4


def test_a_long_name_is_cut_with_a_word_and_esc_keeps_the_old_name(app, drive):
    from game.mishimash.storage import MAX_NAME_LENGTH

    scene = setup(app)
    field = scene.widgets[2]
    drive.press(field)
    drive.type("Maximiliana-Alexandrina")
    assert len(scene.seats[0].name) == MAX_NAME_LENGTH
    assert f"at most {MAX_NAME_LENGTH} characters" in scene.note
    drive.key(pygame.K_RETURN)  # kept
    kept = scene.seats[0].name
    drive.press(field)
    drive.type("xyz")
    drive.key(pygame.K_ESCAPE)  # dropped: the old name comes back
    assert scene.seats[0].name == kept and scene.editing is None and app.top is scene

"""The MAGDAGDON difficulty is shown and chosen where a game starts: its menu
(beside Play), and the game-over screen (for the next game), not only in Settings."""

from __future__ import annotations

from game.magdagdon import Difficulty


def menu(app, drive):
    from game.ui.scenes.menu import GameMenuScene

    drive.press(app.top.widgets[2])  # the MAGDAGDON card
    assert isinstance(app.top, GameMenuScene)
    return app.top


def option(scene, name: str):
    return next(w for w in scene.widgets if callable(getattr(w, "text", None))
                and w.text() == name and hasattr(w, "selected_now"))


def test_the_menu_shows_and_chooses_the_difficulty(app, drive):
    scene = menu(app, drive)
    assert option(scene, "PEACEFUL").selected_now()
    texts = [w.texts()[0] for w in scene.widgets if w.texts()]
    assert "3 power uses · at least 2 dice a turn" in texts  # what it means, beside it
    drive.press(option(scene, "NIGHTMARE"))
    assert option(scene, "NIGHTMARE").selected_now()
    drive.press(scene.widgets[2])  # Play
    assert app.top.game.difficulty is Difficulty.NIGHTMARE


def test_changing_it_with_a_game_in_progress_asks_first(app, drive):
    scene = menu(app, drive)
    drive.press(scene.widgets[2])  # Play: a PEACEFUL game starts (and is saved)
    game = app.top
    drive.press(game.roll_button)
    drive.settle()
    drive.press(game.widgets[0])  # Menu
    assert app.top is scene and app.session.has_game("magdagdon")
    drive.press(option(scene, "SURVIVAL"))
    assert app.top.name == "confirm"  # asked, nothing changed yet
    assert app.session.settings.magdagdon_difficulty == "peaceful"
    drive.press(app.top.widgets[1])  # no: keep playing
    assert app.session.has_game("magdagdon")
    drive.press(option(scene, "SURVIVAL"))
    drive.press(app.top.widgets[2])  # yes
    assert app.session.settings.magdagdon_difficulty == "survival"
    assert not app.session.has_game("magdagdon")
    assert scene.widgets[2].text() == "Play"  # no game to continue any more


def test_the_game_over_screen_chooses_the_next_game_difficulty(app, drive):
    from game.magdagdon.bots import greedy_bot, play
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    finished = play(Difficulty.PEACEFUL, greedy_bot, 3)
    scene.game = finished
    scene.finish()  # the board lit up, then the result
    drive.settle()
    end = app.top
    assert end.name == "magdagdon_end"
    drive.press(option(end, "SURVIVAL"))
    drive.press(end.new_button)
    assert app.top.game.difficulty is Difficulty.SURVIVAL and app.top.game.turns == 0

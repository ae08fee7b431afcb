"""Errors on screen, progress kept: the main loop (`App.step`) survives a failing scene."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes.error import ErrorScene


class Boom(RuntimeError):
    pass


def fail(*args, **kwargs):
    raise Boom("a scene broke")


def step(app, frames: int = 1, events=()) -> None:
    for _ in range(frames):
        app.step(list(events), 0.05)
        events = ()


def tap(app, widget) -> None:
    pos = widget.rect.center
    step(app, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def open_magdagdon(app, drive):
    from game.magdagdon.ui.play_scene import MagdagdonScene

    drive.press(app.top.widgets[2])  # MAGDAGDON card
    drive.press(app.top.widgets[2])  # Play
    scene = app.top
    assert isinstance(scene, MagdagdonScene)
    scene.rng = random.Random("error screen")
    drive.press(scene.roll_button)
    drive.settle()
    die = next(d for d in scene.game.available if scene.game.valid_cells(d))
    drive.press(scene.dice_spots[die])
    drive.press(scene.cells[scene.game.valid_cells(die)[0]])
    return scene


def test_a_failing_frame_shows_the_error_screen_and_the_game_stays_saved(app, drive, capsys,
                                                                        monkeypatch):
    from game import records

    scene = open_magdagdon(app, drive)
    before = records.dumps(records.module_for("magdagdon").export(scene.game))
    monkeypatch.setattr(scene, "update", fail)
    step(app)  # the exception escapes the frame: caught, printed, shown
    assert isinstance(app.top, ErrorScene) and len(app.scenes) == 1
    assert app.running and app.stopped is None
    assert "Boom: a scene broke" in app.top.detail
    err = capsys.readouterr().err
    assert "Traceback" in err and "Boom: a scene broke" in err
    step(app, 3)  # the error screen draws and stays
    assert isinstance(app.top, ErrorScene)

    tap(app, app.top.widgets[3])  # Back to the title
    assert app.top.name == "title"
    drive.press(app.top.widgets[2])  # MAGDAGDON: the menu offers to continue
    menu = app.top
    resume = next(w for w in menu.widgets if getattr(w, "on_press", None) == menu.resume_game)
    drive.press(resume)
    again = records.dumps(records.module_for("magdagdon").export(app.top.game))
    assert again == before  # the staged die and the roll, as after the last move


def test_escape_also_leads_back_to_the_title(app, monkeypatch):
    monkeypatch.setattr(app.top, "update", fail)
    step(app)
    assert isinstance(app.top, ErrorScene)
    step(app, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0)])
    assert app.top.name == "title"


@pytest.mark.parametrize("where", ["error screen", "title after it"])
def test_a_second_failure_in_a_row_stops_instead_of_looping(app, monkeypatch, where, capsys):
    from game.ui.scenes.title import TitleScene

    monkeypatch.setattr(app.top, "update", fail)
    step(app)
    assert isinstance(app.top, ErrorScene)
    if where == "error screen":
        monkeypatch.setattr(ErrorScene, "draw", fail)
        app.dirty = True
        step(app)
    else:
        monkeypatch.setattr(TitleScene, "draw", fail)
        tap(app, app.top.widgets[3])
    assert app.stopped == "Boom: a scene broke" and app.scenes == []
    assert app.running  # the window stays, with its message, until it is closed
    capsys.readouterr()
    step(app, 30)  # nothing fails, nothing loops
    assert app.scenes == [] and "Traceback" not in capsys.readouterr().err
    pixel = app.canvas.get_at((10, 10))[:3]
    assert pixel != (0, 0, 0)  # the stopped message's background was drawn
    step(app, events=[pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_the_player_acting_again_resets_the_count(app, drive, monkeypatch):
    from game.ui.scenes.title import TitleScene

    monkeypatch.setattr(app.top, "update", fail)
    step(app)
    tap(app, app.top.widgets[3])  # back to the title, which works
    tap(app, app.top.widgets[2])  # the player acts: MAGDAGDON's menu opens
    assert app.top.name == "menu" and app.failures == 0
    monkeypatch.setattr(app.top, "update", fail)
    step(app)  # a new failure, not a second one in a row
    assert isinstance(app.top, ErrorScene) and app.stopped is None
    assert isinstance(TitleScene, type)


def test_the_error_screen_in_every_language(app, tmp_path):
    from game import i18n

    for code in i18n.LANGUAGES:
        app.set_language(code)
        app.reset(ErrorScene(app, "Boom: a scene broke"))
        step(app)
        path = tmp_path / f"error-{code}.png"
        pygame.image.save(app.canvas, str(path))
        label = app.top.widgets[1]
        assert label.text() != "" and (code == "en") == (
            label.text().startswith("This screen stopped"))

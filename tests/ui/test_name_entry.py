"""Names of seats: typed with a desktop keyboard (SDL's text input) as before, and in the
browser through the page's input over the field (game.entry), which opens a phone's keyboard:
the same limit, Esc and Enter. The page is played here by tests/test_entry.py's fake; the real
page's JavaScript is tested in Chromium (tests/browser/test_pyodide_entry.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game import entry
from game.mishimash.storage import MAX_NAME_LENGTH

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_entry import TELUGU, FakePage  # noqa: E402

sys.path.pop(0)


def _setup(app, drive):
    from game.mishimash.ui.setup import NameField, SetupScene

    scene = SetupScene(app)
    app.push(scene)
    drive.pump(1)
    field = next(w for w in scene.widgets if isinstance(w, NameField))
    return scene, field


def test_a_desktop_keyboard_types_names_as_before(app, drive):
    scene, field = _setup(app, drive)
    old = scene.seats[0].name
    drive.press(field)
    assert scene.editing == 0 and scene.typing
    drive.type("Zoë")
    drive.key(pygame.K_BACKSPACE)
    assert scene.seats[0].name == old + "Zo"
    drive.key(pygame.K_ESCAPE)  # the edit dropped
    assert scene.seats[0].name == old and scene.editing is None
    drive.press(field)
    drive.key(pygame.K_BACKSPACE)
    drive.type("x" * 30)
    assert len(scene.seats[0].name) == MAX_NAME_LENGTH and scene.note  # cut, and said so
    drive.key(pygame.K_RETURN)
    assert scene.editing is None


def test_the_pages_input_stands_in_for_the_field_in_a_browser(app, drive, monkeypatch):
    monkeypatch.setattr(entry, "available", lambda: True)
    page = FakePage(monkeypatch)
    from game.mishimash.ui.setup import NameField

    scene, field = _setup(app, drive)
    drive.resize((390, 844))  # a phone: the setup laid out upright, its fields built again
    assert app.canvas.get_size() == (720, 1558)
    field = next(w for w in scene.widgets if isinstance(w, NameField))
    published = [args[0] for function, args in page.sent if function == "publish"][-1]
    seat = published[0]
    assert seat["id"] == "seat-0" and seat["canvas"] == list(app.canvas.get_size())
    assert seat["limit"] == MAX_NAME_LENGTH and seat["rect"] == list(field.rect)
    assert abs(seat["size"] - field.size / app.css_scale) < 0.1  # the text's CSS size

    # the player taps the name: the page opens its input in that tap, SDL reports the tap too
    page.events.append({"type": "open", "id": "seat-0", "value": scene.seats[0].name})
    drive.touch(field.rect.center)
    assert scene.editing == 0  # begun once: the tap on the page's input did not end it
    page.events.append({"type": "input", "id": "seat-0", "value": TELUGU})
    drive.pump(1)
    assert scene.seats[0].name == TELUGU
    page.events.append({"type": "enter", "id": "seat-0", "value": TELUGU})
    drive.pump(1)
    assert scene.editing is None and scene.seats[0].name == TELUGU

    # too long: cut to the same limit, the input shows what is kept, Esc puts the name back
    page.events.append({"type": "open", "id": "seat-0", "value": TELUGU})
    page.events.append({"type": "input", "id": "seat-0", "value": "y" * 25})
    drive.pump(1)
    assert scene.seats[0].name == "y" * MAX_NAME_LENGTH and scene.note
    assert ("set", ("seat-0", "y" * MAX_NAME_LENGTH)) in page.sent
    page.events.append({"type": "escape", "id": "seat-0", "value": "y" * MAX_NAME_LENGTH})
    drive.pump(1)
    assert scene.seats[0].name == TELUGU and scene.editing is None

    drive.key(pygame.K_ESCAPE)  # leaving the screen: the page forgets its fields
    drive.pump(1)
    assert page.sent[-1] == ("publish", ([],))

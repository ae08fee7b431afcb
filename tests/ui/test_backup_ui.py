"""Your data (game/ui/scenes/backup.py), natively, through the screens: Settings → Your data →
Save a copy of everything writes one file; a copy dropped on the window is checked, then
restores everything after the player confirms, and the game plays on in the copy's language;
a damaged copy changes nothing and says why."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.storage import LocalStorageStore
from game.ui.input import Drop

BROWSER_TESTS = Path(__file__).resolve().parents[1] / "browser"
sys.path.insert(0, str(BROWSER_TESTS))
import backup_scenario as scenario  # noqa: E402
from test_pyodide_storage import FakeLocalStorage  # noqa: E402

sys.path.remove(str(BROWSER_TESTS))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The restored copy switches the app to Telugu: back to English for the next tests."""
    from game import i18n

    yield
    i18n.activate("en")


def button(scene, msgid: str):
    """The visible button that says `msgid` in the language shown."""
    from game.i18n import _

    def says(widget) -> str | None:
        text = getattr(widget, "text", None)
        return text() if callable(text) else text

    return next(w for w in scene.widgets if says(w) == _(msgid) and w.visible)


def open_data(app, drive):
    from game.ui import scenes

    app.push(scenes.make("menu", app, "magdagdon"))
    drive.press(button(app.top, "Settings"))
    assert app.top.name == "settings"
    drive.press(button(app.top, "Your data"))
    assert app.top.name == "backup"
    return app.top


def test_save_a_copy_then_restore_it_through_the_screens(app, drive, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.session import Session

    monkeypatch.setenv("CUBIRI_EXPORT_DIR", str(tmp_path))
    storage = FakeLocalStorage()
    kept = json.loads(scenario.fill(storage))
    app.use_session(Session.open(LocalStorageStore(storage)))
    assert app.top.name == "title"

    data = open_data(app, drive)
    assert "అన్నింటి కాపీని సేవ్ చేయండి" in drive.texts()
    drive.press(button(data, "Save a copy of everything"))  # in the copy's language
    (saved,) = tmp_path.iterdir()
    assert saved.name == f"cubiri-backup-{app.session.utc_today().isoformat()}.json"
    assert str(saved) in data.message
    text = saved.read_text(encoding="ascii")

    # a fresh device: nothing kept, English
    fresh = FakeLocalStorage()
    app.use_session(Session.open(LocalStorageStore(fresh)))
    data = open_data(app, drive)
    data.handle(Drop(str(saved)))
    confirm = app.top
    assert confirm.name == "confirm"
    drive.press(button(confirm, "Replace"))
    assert app.top.name == "title"
    assert app.toasts[0][0].endswith("నాటి కాపీ పునరుద్ధరించబడింది.")  # in the copy's language
    assert json.loads(scenario.values(fresh)) == kept
    assert app.session.settings.mishimash_seats[0].name == "రవి"

    # a damaged copy: refused, nothing written
    before = dict(fresh.items)
    doc = json.loads(text)
    doc["values"]["settings"]["data"]["volume"] = 1000
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps(doc), encoding="ascii")
    data = open_data(app, drive)
    data.handle(Drop(str(damaged)))
    assert data is app.top and data.detail.startswith("settings: ")
    assert data.message == "ఈ కాపీలో కొంత భాగం పాడైంది, అందుకే ఏదీ పునరుద్ధరించబడలేదు."
    assert fresh.items == before
    pygame.event.clear()

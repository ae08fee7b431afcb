"""A name typed with a phone's own keyboard, in a real browser: Pyodide in Chromium (see
test_pyodide_storage.py) with an emulated phone (Playwright's device descriptor: its viewport,
`isMobile`, `hasTouch`). The page's input (game/entry.py's ENTRY_JS) opens over the field in the
tap itself, takes the typed text (Telugu included) and hands it to Python, which keeps it to the
same limit, with Esc and Enter as natively; what Python sends the page is ASCII; the keys typed
there never reach the game's own keyboard listener (SDL's, on the window)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import test_pyodide_storage as base  # noqa: E402  (its server, browser and page helpers)

from game import graphemes  # noqa: E402

sys.path.remove(str(HERE))

TELUGU = "వెంకటేశ్వర"
PHONE = "Pixel 5"

# The game's side, as game.ui.fields.TextField and the setup screen do it, over the same
# game.entry (the real rules and bridge); each `frame()` is one frame of the game.
SETUP = r"""
import json
from game import entry, platform

sent = []
_real = platform.js_call
def _recording(function, *args):
    sent.append(platform.js_call_code(function, *args))
    return _real(function, *args)
platform.js_call = _recording

class Seat:
    def __init__(self, key="seat-0", rect=(47, 300, 626, 88)):
        self.name, self.typed, self.key, self.rect = "Player 1", None, key, rect
    def field(self):
        return entry.Field(self.key, self.rect, (720, 1558), self.name, 20, 15.2, "Player 1")
    def editing(self):
        return self.typed is not None
    def begin(self):
        self.typed = entry.Editing(self.name, 20)
    def take(self, text):
        self.name = self.typed.replace(text)
        return self.name
    def commit(self):
        self.typed = None
    def cancel(self):
        self.name = self.typed.cancel()
        self.typed = None

seat, fields = Seat(), entry.Fields()
small = Seat("seat-1", (47, 1200, 150, 30))  # a field of a screen drawn small (letterboxed)

def frame():
    fields.frame([seat, small])
    return json.dumps({"name": seat.name, "editing": seat.editing(),
                       "ascii": all(code.isascii() for code in sent)})
frame()
"""

CANVAS = """() => {
    const canvas = document.createElement("canvas");
    canvas.id = "canvas";
    canvas.width = 720; canvas.height = 1558;
    canvas.style.cssText = "position:fixed;left:0;top:0;width:" + innerWidth + "px;height:" +
        (innerWidth * 1558 / 720) + "px;touch-action:none";
    document.body.appendChild(canvas);
    window.gameKeys = [];  // what a listener on the window (like SDL's) sees
    window.addEventListener("keydown", (e) => window.gameKeys.push(e.key));
    return [innerWidth, innerHeight];
}"""


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    with base.serve(base.game_zip(base.MODULES, base.PACKAGES, "scenario.py",
                                  "cubiri_scenario")) as url:
        yield url


@pytest.fixture(scope="module")
def phone(site: str) -> Iterator[tuple[Any, dict[str, Any]]]:
    """Debian's headless Chromium and the phone's descriptor (without its browser type)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        launched = pw.chromium.launch(executable_path=base.CHROMIUM, args=base.CHROMIUM_ARGS)
        try:
            yield launched, {k: v for k, v in pw.devices[PHONE].items()
                             if k != "default_browser_type"}
        finally:
            launched.close()


def _frame(tab: Any) -> dict[str, Any]:
    return json.loads(tab.run("frame()"))


def test_a_phone_keyboard_types_a_telugu_name(phone: tuple[Any, dict[str, Any]],
                                              site: str) -> None:
    browser, device = phone
    assert device["is_mobile"] and device["has_touch"]
    context = browser.new_context(**device)
    tab = base.Page(context, site)
    try:
        width, _height = tab.page.evaluate(CANVAS)
        assert width == device["viewport"]["width"]
        tab.run(SETUP)
        scale = width / 720  # CSS px per canvas px
        field = {"x": 47 * scale, "y": 300 * scale, "w": 626 * scale, "h": 88 * scale}

        # the player taps the name: the page's input opens over it in that tap, focused
        tab.page.touchscreen.tap(field["x"] + field["w"] / 2, field["y"] + field["h"] / 2)
        entry_box = tab.page.evaluate("""() => { const e = document.activeElement;
            const r = e.getBoundingClientRect();
            return [e.id, r.left, r.top, r.width, r.height, getComputedStyle(e).fontSize]; }""")
        assert entry_box[0] == "cubiri-entry"
        for got, want in zip(entry_box[1:5], field.values(), strict=True):
            assert abs(got - want) < 1.5, (entry_box, field)
        assert float(entry_box[5].removesuffix("px")) >= 16  # iOS would zoom in under 16 px
        assert _frame(tab)["editing"] is True
        assert tab.page.input_value("#cubiri-entry") == "Player 1"

        # the phone's keyboard: the name replaced by a Telugu one, which reaches Python intact
        tab.page.fill("#cubiri-entry", "")
        tab.page.keyboard.insert_text(TELUGU)
        state = _frame(tab)
        assert state["name"] == TELUGU and state["editing"] is True
        assert state["ascii"] is True  # every call into the page was ASCII
        assert tab.page.evaluate("() => window.gameKeys") == []  # the game heard no key
        tab.page.keyboard.press("Enter")
        state = _frame(tab)
        assert state == {"name": TELUGU, "editing": False, "ascii": True}
        assert tab.page.locator("#cubiri-entry").is_hidden()
        published = json.loads(tab.run("json.dumps([c for c in sent if 'publish' in c])"))
        assert "\\u0c35" in published[-1]  # the new name went back to the page, escaped

        # too long: the same limit as natively (20 characters as a reader counts them: the
        # Telugu name is 5 of its 10 code points), shown in the input; Esc: the old name back
        tab.page.touchscreen.tap(field["x"] + 20, field["y"] + 20)
        _frame(tab)
        tab.page.keyboard.insert_text("ABCDEFGHIJKLMNOPQRST")
        kept = TELUGU + "ABCDEFGHIJKLMNO"
        assert graphemes.count(kept) == 20 and _frame(tab)["name"] == kept
        assert tab.page.input_value("#cubiri-entry") == kept
        tab.page.keyboard.press("Escape")
        assert _frame(tab) == {"name": TELUGU, "editing": False, "ascii": True}

        # a tap beside the field ends the typing, keeping the name
        tab.page.touchscreen.tap(field["x"] + 20, field["y"] + 20)
        _frame(tab)
        tab.page.keyboard.insert_text("!")
        _frame(tab)
        tab.page.touchscreen.tap(field["x"] + 20, field["y"] + 400)
        assert _frame(tab) == {"name": TELUGU + "!", "editing": False, "ascii": True}
        assert tab.page.evaluate("() => window.gameKeys") == []

        # a small field (a screen still letterboxed): the input over it is a finger tall
        tab.page.touchscreen.tap((47 + 75) * scale, (1200 + 15) * scale)
        box = tab.page.evaluate("""() => { const r = document.activeElement
            .getBoundingClientRect(); return [r.width, r.height, r.left, r.right]; }""")
        assert box[0] >= 320 and box[1] >= 44 and box[2] >= 0 and box[3] <= width
        assert json.loads(tab.run("json.dumps(small.editing())")) is False
        _frame(tab)
        assert json.loads(tab.run("json.dumps(small.editing())")) is True
        tab.page.keyboard.press("Escape")
        _frame(tab)
        assert json.loads(tab.run("json.dumps([small.editing(), small.name])")) == [
            False, "Player 1"]
        assert tab.blocked == []
    finally:
        context.close()

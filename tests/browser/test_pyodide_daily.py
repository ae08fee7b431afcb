"""The daily challenge in a real browser (Pyodide in headless Chromium, as in
test_pyodide_storage.py, whose server and page helpers this reuses):

- the day's dice are the same in WebAssembly Python as natively;
- a daily game half played and saved in localStorage resumes after a reload and ends exactly
  as the same game played natively (same record, same result);
- the result card (Telugu text, emoji squares) reaches the clipboard intact through the
  ASCII-only JavaScript the game hands the bridge.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent

sys.path.insert(0, str(HERE))
import daily_scenario  # noqa: E402
import test_pyodide_storage as base  # noqa: E402  (the server, the page, the browser)

sys.path.remove(str(HERE))

# What the storage test ships (the daily challenge among it), and the clipboard from the front end.
PACKAGES = base.PACKAGES
MODULES = (*base.MODULES, "game/ui/__init__.py", "game/ui/clipboard.py")


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    game = base.game_zip(MODULES, PACKAGES, "daily_scenario.py", "cubiri_daily", locales=True)
    with base.serve(game) as url:
        yield url


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    with base.chromium() as launched:
        yield launched


def test_daily_dice_resume_and_clipboard_in_the_browser(browser: Any, site: str) -> None:
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    tab = base.Page(context, site)
    try:
        before = json.loads(tab.run("import cubiri_daily as d\nd.start()"))
        assert before["python"] == "emscripten" and before["notices"] == 0
        native_store = base.FakeLocalStorage()
        native = json.loads(daily_scenario.start(native_store))
        assert before["dice"] == native["dice"]  # the same dice in WebAssembly
        assert before["record"] == native["record"]
        assert tab.storage("cubiri.daily.magdagdon.game") is not None

        tab.reload()
        after = json.loads(tab.run("import cubiri_daily as d\nd.resume()"))
        native_after = json.loads(daily_scenario.resume(native_store))
        assert after["resumed_at"] == before["turns"] > 0
        assert after["record"] == native_after["record"]
        assert after["record"]["turns"][:before["turns"]] == before["record"]["turns"][
            :before["turns"]]
        assert after["notices"] == 0
        card = after["card"]
        assert card == native_after["card"]
        assert "రోజువారీ సవాలు" in card and "\U0001F7E9" in card

        tab.page.bring_to_front()
        tab.run(f"import cubiri_daily as d\nd.copy({card!r})")
        deadline = time.monotonic() + 30
        while (copied := json.loads(tab.run("d.copied()"))) is None:
            assert time.monotonic() < deadline, "the copy never ended"
            time.sleep(0.05)
        assert copied == "copied"
        pasted = tab.page.evaluate("() => navigator.clipboard.readText()")
        assert pasted == card
        assert tab.blocked == [], f"requests outside 127.0.0.1: {tab.blocked}"
    finally:
        context.close()

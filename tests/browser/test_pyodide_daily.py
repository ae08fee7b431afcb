"""The daily challenge in a real browser (Pyodide in headless Chromium, as in
test_pyodide_storage.py, whose server and page helpers this reuses):

- the day's dice are the same in WebAssembly Python as natively;
- a daily game half played and saved in localStorage resumes after a reload and ends exactly
  as the same game played natively (same record, same result);
- the result card (Telugu text, emoji squares) reaches the clipboard intact through the
  ASCII-only JavaScript the game hands the bridge.
"""

from __future__ import annotations

import io
import json
import sys
import threading
import zipfile
from collections.abc import Iterator
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

sys.path.insert(0, str(HERE))
import daily_scenario  # noqa: E402
import test_pyodide_storage as base  # noqa: E402  (the server, the page, the browser)

sys.path.remove(str(HERE))

# What the storage test ships, the daily challenge, and the clipboard from the front end.
PACKAGES = (*base.PACKAGES, "game/daily")
MODULES = (*base.MODULES, "game/ui/clipboard.py")


def _game_zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for module in MODULES:
            zf.write(ROOT / module, module)
        for package in PACKAGES:
            for path in sorted((ROOT / package).glob("*.py")):
                zf.write(path, f"{package}/{path.name}")
        for path in sorted((ROOT / "locales").glob("*.po")):
            zf.write(path, f"locales/{path.name}")
        zf.write(HERE / "daily_scenario.py", "cubiri_daily.py")
    return buf.getvalue()


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    reason = base._missing()
    if reason:
        if base.IN_CI:
            pytest.fail(f"the real-browser test must run in CI: {reason}")
        pytest.skip(reason)
    base._Handler.files = {
        "/__cubiri__/harness.html": ((HERE / "harness.html").read_bytes(), "text/html"),
        "/__cubiri__/game.zip": (_game_zip(), "application/zip"),
    }
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(base._Handler, directory=str(ROOT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=base.CHROMIUM, args=base.CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


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
        copied = json.loads(tab.run(f"import cubiri_daily as d\nd.copy({card!r})"))
        assert copied is True
        pasted = tab.page.evaluate("() => navigator.clipboard.readText()")
        assert pasted == card
        assert tab.blocked == [], f"requests outside 127.0.0.1: {tab.blocked}"
    finally:
        context.close()

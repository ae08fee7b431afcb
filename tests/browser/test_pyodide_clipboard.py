"""The result card's Copy in a real browser (Pyodide in Chromium, see test_pyodide_storage.py):
"copied" only once the Clipboard API's promise has settled, with the text really on the
clipboard; where the page may not write it (a frame without clipboard-write, like itch.io's),
the text in a selectable box, and the phone's share sheet where the browser has one."""

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
import test_pyodide_storage as base  # noqa: E402  (its server, browser and page helpers)

sys.path.remove(str(HERE))

browser = base.browser
CARD = "MISHIMASH రోజువారీ సవాలు · 29-11-2026\nJucător 1 · 250\n\U0001F7E9\u2B1C\U0001F7E5"
# itch.io's frame: no allow="clipboard-write" (itch.io issues #1202, #1184, #1354)
HOST = """<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="game" src="/__cubiri__/harness.html" allow="clipboard-write 'none'" width="900"
 height="700"></iframe></body></html>"""
START = f"from game.ui import clipboard\ncopy = clipboard.copy_text({CARD!r})\n"


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    modules = (*base.MODULES, "game/ui/__init__.py", "game/ui/clipboard.py")
    with base.serve(base.game_zip(modules, base.PACKAGES, "scenario.py", "cubiri_scenario"),
                    ) as url:
        base._Handler.files["/__cubiri__/host.html"] = (HOST.encode(), "text/html")
        yield url


def _run(where: Any, code: str) -> Any:
    return where.evaluate("code => window.runPy(code)", code)


def _result(where: Any) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        answer = json.loads(_run(where, "import json\njson.dumps(copy.poll())"))
        if answer is not None:
            return str(answer)
        time.sleep(0.05)
    raise AssertionError("the copy never ended")


def test_copied_only_when_the_clipboard_has_it(browser: Any, site: str) -> None:
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site)
    tab = base.Page(context, site)
    try:
        tab.run("import js")  # Pyodide is up
        tab.page.bring_to_front()
        assert json.loads(tab.run(START + "import json\njson.dumps(copy.poll())")) is None
        assert _result(tab.page) == "copied"
        assert tab.page.evaluate("() => navigator.clipboard.readText()") == CARD
        assert tab.page.locator("#cubiri-copy").count() == 0
        assert tab.blocked == []
    finally:
        context.close()


def _frame(context: Any, site: str) -> tuple[Any, Any]:
    page = context.new_page()
    page.set_default_timeout(base.TIMEOUT_MS)
    page.goto(f"{site}/__cubiri__/host.html")
    game = next(f for f in page.frames if f.url.endswith("/harness.html"))
    game.wait_for_function("() => document.getElementById('status').textContent === 'ready'")
    return page, game


def test_a_frame_without_clipboard_write_shows_the_text(browser: Any, site: str) -> None:
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site)
    try:
        page, game = _frame(context, site)
        page.bring_to_front()
        page.evaluate("() => navigator.clipboard.writeText('before')")  # the host page may
        has_share = game.evaluate("() => typeof navigator.share === 'function'")
        _run(game, START)
        assert _result(game) == "shown"  # never "copied"
        box = page.frame_locator("#game").locator("#cubiri-copy")
        assert box.locator("textarea").input_value() == CARD
        selected = game.evaluate("""() => { const a = document.querySelector(
            '#cubiri-copy textarea'); return [a.selectionStart, a.selectionEnd, a.value.length,
            document.activeElement === a]; }""")
        assert selected[:2] == [0, selected[2]] and selected[3]  # all of it, ready to copy
        assert box.get_by_role("button", name="Share").count() == int(has_share)
        box.get_by_role("button", name="Close").click()
        assert box.count() == 0
        assert page.evaluate("() => navigator.clipboard.readText()") == "before"
    finally:
        context.close()


def test_the_share_sheet_where_the_browser_has_one(browser: Any, site: str) -> None:
    context = browser.new_context()
    # a phone's navigator.share (Android Chrome, iOS Safari), recorded instead of opened
    context.add_init_script("navigator.share = (data) => { window.shared = data; "
                            "return Promise.resolve(); };")
    try:
        page, game = _frame(context, site)
        _run(game, START)
        assert _result(game) == "shown"
        box = page.frame_locator("#game").locator("#cubiri-copy")
        box.get_by_role("button", name="Share").click()
        assert game.evaluate("() => window.shared") == {"text": CARD}
    finally:
        context.close()

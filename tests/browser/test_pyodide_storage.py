"""The storage layer in a real browser: Pyodide (WebAssembly CPython) in headless Chromium.

The test serves Pyodide (npm package, installed by .ci/run into .cache/npm) and a zip of the
pure-Python game packages from 127.0.0.1, boots Pyodide in Chromium (driven by Playwright, with
Debian's /usr/bin/chromium: `playwright install` is never needed), and runs `scenario.py` there
with the real `window.localStorage`:

1. save settings, play a MAGDAGDON and a solo MISHIMASH game to the end and one of each half way
   (saving after every action and every applied roll);
2. reload the page (a new WebAssembly Python, the same localStorage) and check that settings,
   high scores and the half-finished games (same dice, same turn, same future rolls) are there,
   and equal to the same scenario run natively;
3. damage stored values by hand and check the recovery (backup keys, notices, defaults, the
   other values kept), then fill localStorage to its quota and check that writes fail softly.

Any request that is not to 127.0.0.1 is blocked (and reported): Pyodide must load from the
package folder, not from its CDN. In CI (`CI=true`) the test never skips.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
import threading
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from game.magdagdon import storage as md

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYODIDE_DIR = ROOT / ".cache" / "npm" / "node_modules" / "pyodide"
PYODIDE_URL_PATH = "/.cache/npm/node_modules/pyodide/"
CHROMIUM = os.environ.get("CUBIRI_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
IN_CI = os.environ.get("CI", "").lower() == "true"
TIMEOUT_MS = 240_000  # Pyodide boots in seconds; a loaded CI machine gets ample slack

# The pure-Python parts the storage layer needs in the browser (nothing that imports pygame;
# each game's storage part stands on the daily challenge's shared part).
PACKAGES = ("game/magdagdon", "game/mishimash", "game/storage", "game/daily")
MODULES = ("game/__init__.py", "game/dice.py", "game/engine.py", "game/registry.py",
           "game/records.py", "game/platform.py", "game/resources.py",
           "game/i18n.py", "game/transfer.py", "game/entry.py", "game/graphemes.py")

sys.path.insert(0, str(HERE))
import scenario  # noqa: E402  (the same scenario, run natively for comparison)

sys.path.remove(str(HERE))


def _missing() -> str | None:
    if not Path(CHROMIUM).exists():
        return f"Chromium not found at {CHROMIUM} (CI installs the Debian package 'chromium')"
    if not (PYODIDE_DIR / "pyodide.asm.wasm").exists():
        return f"Pyodide not found in {PYODIDE_DIR} (CI runs npm install pyodide, see .ci/run)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[dev]')"
    return None


def game_zip(modules: Iterable[str], packages: Iterable[str], scenario: str, name: str,
             locales: bool = False) -> bytes:
    """The game's `modules` and `packages` (and its catalogues if `locales`), with the
    scenario file `scenario` of this folder importable as `name`."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for module in modules:
            zf.write(ROOT / module, module)
        for package in packages:
            for path in sorted((ROOT / package).glob("*.py")):
                zf.write(path, f"{package}/{path.name}")
        if locales:
            for path in sorted((ROOT / "locales").glob("*.po")):
                zf.write(path, f"locales/{path.name}")
        zf.write(HERE / scenario, f"{name}.py")
    return buf.getvalue()


class _Handler(SimpleHTTPRequestHandler):
    """Serves the Pyodide package folder, the harness page and the game zip; nothing else."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json",
                      ".zip": "application/zip"}
    files: dict[str, tuple[bytes, str]] = {}

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        path = self.path.split("?")[0]
        if path in self.files:
            body, ctype = self.files[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)
        elif path.startswith(PYODIDE_URL_PATH) and ".." not in path:
            super().do_GET()
        else:
            self.send_error(404)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # quiet test output


@contextmanager
def serve(game: bytes, harness: bytes | None = None) -> Iterator[str]:
    """The harness page (or `harness`), `game` (a zip from game_zip) and Pyodide served from
    127.0.0.1; skipped where the browser or Pyodide is missing, but never in CI."""
    reason = _missing()
    if reason:
        if IN_CI:
            pytest.fail(f"the real-browser test must run in CI: {reason}")
        pytest.skip(reason)
    page = harness if harness is not None else (HERE / "harness.html").read_bytes()
    _Handler.files = {
        "/__cubiri__/harness.html": (page, "text/html"),
        "/__cubiri__/game.zip": (game, "application/zip"),
    }
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 partial(_Handler, directory=str(ROOT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's headless Chromium, driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    with serve(game_zip(MODULES, PACKAGES, "scenario.py", "cubiri_scenario")) as url:
        yield url


class Page:
    """One Chromium tab on the harness, with its console kept for failure messages."""

    def __init__(self, context: Any, base: str) -> None:
        self.base = base
        self.log: list[str] = []
        self.blocked: list[str] = []
        context.route("**/*", self._route)
        self.page = context.new_page()
        self.page.set_default_timeout(TIMEOUT_MS)
        self.page.on("console", lambda m: self.log.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.log.append(f"pageerror: {e}"))
        self.page.goto(f"{base}/__cubiri__/harness.html")

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.base + "/"):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def run(self, code: str) -> Any:
        """Run Python in Pyodide; a Python error fails the test with the browser's console."""
        try:
            return self.page.evaluate("code => window.runPy(code)", code)
        except Exception as exc:
            log = "\n".join(self.log[-30:])
            pytest.fail(f"Python in Pyodide failed: {exc}\nconsole:\n{log}\nblocked: "
                        f"{self.blocked}")

    def step(self, function: str) -> dict[str, Any]:
        return json.loads(self.run(f"import cubiri_scenario as s\ns.{function}()"))

    def storage(self, key: str) -> str | None:
        return self.page.evaluate("key => localStorage.getItem(key)", key)

    def set_storage(self, key: str, value: str) -> None:
        self.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])

    def reload(self) -> None:
        self.page.reload()


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    with chromium() as launched:
        yield launched


class FakeLocalStorage:
    """localStorage's five members over a dict, for the native run of the same scenario."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the Web Storage API's names)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


def _without_platform(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k != "python"}


def test_storage_survives_reload_and_recovers_from_damage(browser: Any, site: str) -> None:
    from game import registry
    from game.storage import notices as msg
    from game.storage import settings as st

    context = browser.new_context()
    tab = Page(context, site)
    try:
        # 1. Play and save in the browser.
        before = tab.step("before_reload")
        assert before["python"] == "emscripten"
        assert before["notices"] == []
        assert before["settings"] == st.encode(scenario.SETTINGS)
        assert len(before["magdagdon_scores"]["survival"]) == 1
        assert list(before["mishimash_best"]) == ["250"]
        assert len(before["mishimash_history"]) == 1
        for name in ("magdagdon", "mishimash"):
            game = before["games"][name]
            assert game is not None and not game["over"]
            assert all(isinstance(v, int) for v in game["dice"]), game["dice"]  # rolled, saved
        assert tab.storage("cubiri.settings") is not None  # really in window.localStorage
        modules = json.loads(tab.run("import cubiri_scenario as s\ns.modules()"))
        assert not [m for m in modules if m.startswith("pygame")]

        # The same scenario natively gives the same games, scores and saves.
        native = json.loads(scenario.before_reload(FakeLocalStorage()))
        assert native["python"] != "emscripten"
        assert _without_platform(before) == _without_platform(native)

        # 2. Reload: a new Python, the same localStorage; everything is there.
        tab.reload()
        after = tab.step("after_reload")
        assert after["notices"] == []
        assert _without_platform(after) == _without_platform(before)
        # Same dice, same turn and the same future rolls (the continuation matches).
        for name in ("magdagdon", "mishimash"):
            assert after["games"][name]["dice"] == before["games"][name]["dice"]
            assert after["games"][name]["turn"] == before["games"][name]["turn"]
            assert after["games"][name]["final"] == before["games"][name]["final"]

        # 3. Damage three values by hand.
        broken_settings = '{"version": 2, "data": {"sound": tru'
        tab.set_storage("cubiri.settings", broken_settings)
        table = json.loads(tab.storage("cubiri.scores.magdagdon"))
        table["data"]["survival"][0]["score"] = 99_999  # beyond rules §1.7's bound
        absurd_scores = json.dumps(table)
        tab.set_storage("cubiri.scores.magdagdon", absurd_scores)
        save = json.loads(tab.storage("cubiri.game.mishimash"))
        save["data"]["record"]["turns"][0]["player"] = 2  # seat 0 plays first: no replay
        bad_game = json.dumps(save)
        tab.set_storage("cubiri.game.mishimash", bad_game)
        tab.reload()
        damaged = tab.step("after_reload")
        assert sorted(map(tuple, damaged["notices"])) == sorted([
            (msg.SETTINGS_DAMAGED, "settings", "settings.damaged-1"),
            (md.SCORES_DAMAGED, "scores.magdagdon", "scores.magdagdon.damaged-1"),
            (registry.get("mishimash").save_damaged, "game.mishimash", "game.mishimash.damaged-1"),
        ])
        assert damaged["settings"] == st.encode(st.Settings())  # defaults
        assert damaged["magdagdon_scores"]["survival"] == []  # the absurd entry dropped
        assert damaged["games"]["mishimash"] is None
        # Every other value is kept.
        assert damaged["games"]["magdagdon"] == before["games"]["magdagdon"]
        assert damaged["mishimash_best"] == before["mishimash_best"]
        assert damaged["mishimash_history"] == before["mishimash_history"]
        # The damaged text is kept aside, byte for byte, in localStorage.
        assert tab.storage("cubiri.settings.damaged-1") == broken_settings
        assert tab.storage("cubiri.scores.magdagdon.damaged-1") == absurd_scores
        assert tab.storage("cubiri.game.mishimash.damaged-1") == bad_game
        assert tab.storage("cubiri.settings") is None
        assert tab.storage("cubiri.game.mishimash") is None

        # Reported once: the next start is quiet and keeps the recovered state.
        tab.reload()
        again = tab.step("after_reload")
        assert again["notices"] == []
        assert _without_platform(again) == _without_platform(damaged) | {"notices": []}

        # 4. localStorage full: writes fail with a notice, play goes on.
        filled = tab.page.evaluate("""() => {
            let chunk = "x".repeat(1 << 20), n = 0;
            while (chunk.length > 0) {
                try { localStorage.setItem("filler." + n, chunk); n += 1; }
                catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
            }
            return n;
        }""")
        assert filled > 0
        full = tab.step("try_to_write")
        assert full["settings"] is False and full["game"] is False
        assert full["sound_in_memory"] is True
        assert {n[0] for n in full["notices"]} == {msg.WRITE_FAILED}
        tab.page.evaluate("""() => { for (const k of Object.keys(localStorage)) {
            if (k.startsWith("filler.")) localStorage.removeItem(k); } }""")
        assert tab.blocked == [], f"requests outside 127.0.0.1: {tab.blocked}"
    finally:
        context.close()

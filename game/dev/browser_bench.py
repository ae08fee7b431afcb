"""`python -m game bench --browser`: the engine figures natively and in WebAssembly, side by side.

Runs `game.dev.engine_bench.figures()` twice, each in a fresh Python: natively (a child process of
this interpreter) and in CPython compiled to WebAssembly, i.e. Pyodide (the npm package in
`.cache/npm` that CI installs for the real-browser test) in headless Chromium (Debian's
`/usr/bin/chromium`, driven by Playwright for Python; `playwright install` is never needed).
The page and a zip of the game's pure-Python packages are served from 127.0.0.1 with the
headers that give the page precise timers (cross-origin isolation); any other request is
blocked. The two runs take the same seeds, so every row compares the same work. With
`--runs N` both run N times, alternating, and each figure's best is kept: on a shared machine a
pause only ever makes a figure worse.

What this does not measure: pygbag's own runtime (CPython 3.12 and pygame-ce in WebAssembly,
loaded from its CDN) cannot be fetched here. Pyodide runs the same Python code in the same kind
of interpreter, without pygame, so drawing is not timed in the browser; the front end's frame
figures are native (`python -m game bench`).
"""

from __future__ import annotations

import importlib
import io
import json
import os
import shutil
import subprocess
import sys
import threading
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
PYODIDE_PATH = ".cache/npm/node_modules/pyodide"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
TIMEOUT_MS = 20 * 60_000  # the whole WebAssembly run (about a minute or two here)
SITE = "/home/pyodide/cubiri"  # where the page unpacks the game inside Pyodide's file system
# Beyond the engines, what the figures use: the frame work budget (no pygame) and the benches.
EXTRA_MODULES = ("ui/__init__.py", "ui/budget.py", "dev/__init__.py", "dev/engine_bench.py",
                 "magdagdon/dev/__init__.py", "magdagdon/dev/bench.py",
                 "mishimash/dev/__init__.py", "mishimash/dev/botbench.py")
FIGURES = "import json\nfrom game.dev import engine_bench\njson.dumps(engine_bench.figures())"

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CUBIRI engine benchmark</title>
<script src="/{pyodide}/pyodide.js"></script></head>
<body><p id="status">loading</p><script>
"use strict";
window.cubiri = (async () => {{
  const pyodide = await loadPyodide({{ indexURL: "/{pyodide}/", fullStdLib: false }});
  const response = await fetch("/__cubiri__/game.zip");
  if (!response.ok) throw new Error("game.zip: HTTP " + response.status);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", {{ extractDir: "{site}" }});
  pyodide.runPython(`import sys; sys.path.insert(0, "{site}")`);
  document.getElementById("status").textContent = "ready " + crossOriginIsolated;
  return pyodide;
}})();
window.runPy = async (code) => (await window.cubiri).runPython(code);
</script></body></html>
"""

# (figure, label, unit); "/s" marks a rate (higher is faster).
ROWS: tuple[tuple[str, str, str], ...] = (
    ("mm.load", "MISHIMASH tables: load the shipped file", "ms"),
    ("mm.load_slice_max", "  slowest slice of the load", "ms"),
    ("mm.load_frames", "  frames at this platform's work budget", "frames"),
    ("mm.ready_s", "  ready after (at 60 frames a second)", "s"),
    ("mm.first_medium", "  then the first medium move", "ms"),
    ("mm.first_strong", "  then the first strong move", "ms"),
    ("mm.first_hint", "  then the first hint", "ms"),
    ("mm.build_s", "MISHIMASH tables: compute by the DP instead", "s"),
    ("mm.build_slice_max", "  slowest slice of the DP", "ms"),
    ("mm.medium_max", "MISHIMASH slowest medium move (re-timed)", "ms"),
    ("mm.strong_max", "MISHIMASH slowest strong move (re-timed)", "ms"),
    ("mm.hint_max", "MISHIMASH slowest hint (re-timed)", "ms"),
    ("mm.hint_median", "MISHIMASH median hint", "ms"),
    ("mm.race_s", "MISHIMASH race table of a turn 250 points short", "s"),
    ("mm.race_slice_max", "  slowest slice of it", "ms"),
    ("mm.race_ready_s", "  ready after (at 60 frames a second)", "s"),
    ("mm.selections_cold_us", "MISHIMASH selections of 6 dice, uncached (median)", "us"),
    ("mm.selections_warm_us", "MISHIMASH selections of 6 dice, cached (median)", "us"),
    ("md.test_max", "MAGDAGDON test, slowest uncached (re-timed)", "ms"),
    ("md.games_s.random", "MAGDAGDON games, random bot", "/s"),
    ("md.games_s.greedy", "MAGDAGDON games, greedy bot", "/s"),
    ("md.games_s.best", "MAGDAGDON games, best bot", "/s"),
    ("md.hint_max", "MAGDAGDON slowest best move / hint (re-timed)", "ms"),
    ("md.hint_mean", "MAGDAGDON mean best move / hint", "ms"),
    ("md.hint_cold_max", "MAGDAGDON slowest hint, every cache cold", "ms"),
    ("md.task_slice_max", "MAGDAGDON HintTask, slowest slice", "ms"),
)
# (figure, target, what) checked in the browser run.
TARGETS: tuple[tuple[str, float, str], ...] = (
    ("mm.ready_s", 1.0, "MISHIMASH tables ready, first medium/strong move and hint possible"),
    ("md.hint_max", 100.0, "slowest MAGDAGDON best move / hint"),
    ("md.hint_cold_max", 100.0, "slowest MAGDAGDON hint, every cache cold"),
)


def pyodide_dir() -> Path:
    """The Pyodide npm package (the project's `.cache/npm`, else the current folder's)."""
    for base in (ROOT, Path.cwd()):
        if (base / PYODIDE_PATH / "pyodide.asm.wasm").exists():
            return base / PYODIDE_PATH
    raise RuntimeError(f"Pyodide not found in {ROOT / PYODIDE_PATH}: run "
                       f"npm install --prefix .cache/npm pyodide (see .ci/run)")


def chromium() -> str:
    """Debian's Chromium (CUBIRI_CHROMIUM overrides)."""
    path = os.environ.get("CUBIRI_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        raise RuntimeError(f"Chromium not found at {path} (apt-get install chromium)")
    return path


def game_zip() -> bytes:
    """The game's pure-Python packages and data, without the front end (pygame) and the
    developer tools, but for `EXTRA_MODULES`."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(GAME.rglob("*")):
            rel = path.relative_to(GAME)
            if not path.is_file() or "__pycache__" in rel.parts:
                continue
            front_end_or_tool = {"ui", "dev"} & set(rel.parts[:-1][:2])  # shared or a game's
            if front_end_or_tool and rel.as_posix() not in EXTRA_MODULES:
                continue
            zf.write(path, f"game/{rel.as_posix()}")
    return buf.getvalue()


class _Handler(SimpleHTTPRequestHandler):
    """Serves the page, the game zip and the Pyodide folder, cross-origin isolated."""

    files: dict[str, tuple[bytes, str]] = {}
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json",
                      ".zip": "application/zip"}

    def end_headers(self) -> None:
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        super().end_headers()

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        path = self.path.split("?")[0]
        if path in self.files:
            body, ctype = self.files[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif path.startswith(f"/{PYODIDE_PATH}/") and ".." not in path:
            super().do_GET()
        else:
            self.send_error(404)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


@contextmanager
def _server() -> Iterator[str]:
    pyodide = pyodide_dir()
    _Handler.files = {
        "/__cubiri__/bench.html": (PAGE.format(pyodide=PYODIDE_PATH, site=SITE).encode(),
                                   "text/html"),
        "/__cubiri__/game.zip": (game_zip(), "application/zip"),
    }
    root = pyodide.parents[len(Path(PYODIDE_PATH).parts) - 1]
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Handler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def in_browser(code: str = FIGURES) -> dict[str, Any]:
    """Run `code` (its last expression: JSON text of a dict) in Pyodide in headless Chromium;
    `isolated` tells whether the page had precise timers (cross-origin isolation)."""
    sync_api = importlib.import_module("playwright.sync_api")  # dev-only, native only
    executable = chromium()
    with _server() as base, sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        blocked: list[str] = []
        log: list[str] = []
        try:
            context = browser.new_context()

            def route(r: Any) -> None:
                if r.request.url.startswith(base + "/"):
                    r.continue_()
                else:
                    blocked.append(r.request.url)
                    r.abort()

            context.route("**/*", route)
            page = context.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.on("console", lambda m: log.append(f"{m.type}: {m.text}"))
            page.on("pageerror", lambda e: log.append(f"pageerror: {e}"))
            page.goto(f"{base}/__cubiri__/bench.html")
            try:
                text = page.evaluate("code => window.runPy(code)", code)
            except Exception as exc:
                raise RuntimeError(f"Python in Pyodide failed: {exc}\n" + "\n".join(log[-20:])
                                   ) from None
            isolated = page.evaluate("() => crossOriginIsolated")
        finally:
            browser.close()
    if blocked:
        raise RuntimeError(f"requests outside 127.0.0.1 were blocked: {blocked}")
    result: dict[str, Any] = {"isolated": bool(isolated), **json.loads(text)}
    return result


def natively(code: str = FIGURES) -> dict[str, Any]:
    """Run `code` (its last line: an expression giving JSON text) in a fresh native Python."""
    *body, last = code.splitlines()
    script = "\n".join([f"import sys; sys.path.insert(0, {str(ROOT)!r})", *body,
                        f"print({last})"])
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}" if abs(value) < 10 else f"{value:,.1f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def table(native: dict[str, Any], browser: dict[str, Any]) -> str:
    """The two runs side by side, with how many times slower WebAssembly is."""
    head_n = f"native {native['python']}"
    head_b = f"WebAssembly {browser['python']}"
    lines = [f"{'figure':<52} {'unit':>6} {head_n:>16} {head_b:>20} {'ratio':>6}"]
    for key, label, unit in ROWS:
        a, b = native.get(key), browser.get(key)
        if a is None or b is None:
            continue
        slow, fast = (a, b) if unit == "/s" else (b, a)
        ratio = slow / fast if fast else float("inf")
        lines.append(f"{label:<52} {unit:>6} {_cell(a):>16} {_cell(b):>20} {ratio:>6.2f}")
    lines.append("ratio: how many times longer WebAssembly takes (for rates: how many times "
                 "fewer per second)")
    for key, target, what in TARGETS:
        value = browser.get(key)
        if value is not None:
            unit = "s" if key.endswith("_s") else "ms"
            verdict = "met" if value <= target else "NOT met"
            lines.append(f"in the browser: {what}: {_cell(value)} {unit} "
                         f"(target <= {_cell(target)} {unit}): {verdict}")
    return "\n".join(lines)


def best_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Per figure, the best of several runs (the least time, the most per second): on a
    shared machine every pause only makes a figure worse, never better."""
    out = dict(runs[0])
    for key, _, unit in ROWS:
        values = [r[key] for r in runs if key in r]
        if values:
            out[key] = max(values) if unit == "/s" else min(values)
    return out


def run(as_json: bool = False, runs: int = 1) -> int:
    """Measure natively, then in the browser (`runs` times each, alternating, the best kept);
    print the table (or one JSON line)."""
    try:
        chromium()
        pyodide_dir()
    except RuntimeError as exc:
        print(f"python -m game bench --browser: {exc}", file=sys.stderr)
        return 1
    natives, browsers = [], []
    for _ in range(max(runs, 1)):
        natives.append(natively())
        browsers.append(in_browser())
    native, browser = best_of(natives), best_of(browsers)
    if as_json:
        print(json.dumps({"native": native, "browser": browser, "runs": len(natives)},
                         separators=(",", ":")))
    else:
        print(f"runs: {len(natives)} each (best kept); cross-origin isolated page (precise "
              f"timers): {browser.pop('isolated')}")
        print(table(native, browser))
    return 0

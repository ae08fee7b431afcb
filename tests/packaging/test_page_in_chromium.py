"""CUBIRI's page (tools/web/cubiri.tmpl, built by tools/build_web.py) in a real browser.

pygbag's runtime cannot be fetched here, so the page loads a stand-in for it from 127.0.0.1
(tests/packaging/standin/pythons.js and small files with the runtime's names): it does to the
page what pygbag's loader does that the page relies on, then what the game does once it draws.
What is checked is the page itself, in headless Chromium (Debian's, driven by Playwright): the
loading message in the player's language, the canvas's 16:9 size in any window, keys that must
not scroll an embedding page (itch.io's), no dead links, the package index handed to the
runtime, and the failure messages, including one sent from Python through game.platform.js_call;
on a phone (an emulated one: Playwright's device descriptor), the viewport the page gives the game
and the canvas filling it in the game's own shape as the phone turns, and no zoom or scrolling.
In CI (`CI=true`) these tests never skip.
"""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TIMEOUT_MS = 60_000

HOST = """<!doctype html><html><head><meta charset="utf-8"><title>host</title></head>
<body style="margin:0"><h1>An embedding page (like itch.io's)</h1>
<iframe id="game" src="{src}" width="800" height="450" style="border:0"></iframe>
<div style="height:5000px">more of the host page</div></body></html>"""
PLAIN = """<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
<canvas id="canvas" width="1280" height="720" tabindex="1"
 style="width:100vw;height:56.25vw"></canvas></body></html>"""


class _Site(http.server.SimpleHTTPRequestHandler):
    """/cdn/... the stand-in runtime, /game/... the built page, /host.html, /plain.html."""

    roots: dict[str, Path] = {}
    pages: dict[str, str] = {}

    def translate_path(self, path: str) -> str:
        path = path.split("?")[0].split("#")[0]
        for prefix, folder in self.roots.items():
            if path.startswith(prefix) and ".." not in path:
                return str(folder / path[len(prefix):])
        return str(self.roots["/game/"] / "__none__")

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        page = self.pages.get(self.path.split("?")[0])
        if page is None:
            return super().do_GET()
        body = page.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def site(build_web: ModuleType, standin: Any, chromium: Any,
         tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    tmp = tmp_path_factory.mktemp("site")
    cdn = tmp / "cdn"
    manifest = standin(cdn)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    web = build_web.build(ROOT, tmp / "build", archive=False, cdn=f"{base}/cdn/0.9.3/",
                          index=f"{base}/cdn/", manifest=manifest).web_dir
    _Site.roots = {"/cdn/": cdn, "/game/": web}
    _Site.pages = {"/host.html": HOST.format(src="/game/index.html"),
                   "/plain-host.html": HOST.format(src="/plain.html"), "/plain.html": PLAIN}
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="module")
def browser(chromium: Any, site: str) -> Any:
    return chromium


class Tab:
    """A page in a fresh browser context; records requests, responses and console errors."""

    def __init__(self, browser: Any, site: str, *, locale: str = "en-GB",
                 viewport: tuple[int, int] = (1280, 720), hold_runtime: bool = False,
                 tamper_runtime: bool = False, device: dict[str, Any] | None = None) -> None:
        self.site = site
        options = dict(device or {}, locale=locale)
        options.setdefault("viewport", {"width": viewport[0], "height": viewport[1]})
        self.context = browser.new_context(**options)
        self.outside: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.hold_runtime = hold_runtime
        self.tamper_runtime = tamper_runtime  # serve a pythons.js with one more line
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.set_default_timeout(TIMEOUT_MS)
        self.page.on("response", lambda r: r.status >= 400 and self.failed.append(
            f"{r.status} {r.url}"))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))

    def _route(self, route: Any) -> None:
        url = route.request.url
        if not url.startswith(self.site + "/"):
            self.outside.append(url)
            route.abort()
        elif self.hold_runtime and url.endswith("/pythons.js"):
            route.abort()  # the runtime never arrives (also shows the loader's onerror)
        elif self.tamper_runtime and url.endswith("/pythons.js"):
            served = route.fetch()
            route.fulfill(response=served, body=served.body() + b"\n// changed on the CDN\n")
        else:
            route.continue_()

    def open(self, path: str = "/game/index.html", *, started: bool = True) -> Any:
        self.page.goto(self.site + path)
        if started:
            self.page.wait_for_function("() => window.standin && (window.standin.started "
                                        "|| window.standin.error)")
        return self.page

    def text(self, selector: str) -> str:
        return self.page.locator(selector).inner_text()

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def tab(browser: Any, site: str) -> Iterator[Any]:
    tabs: list[Tab] = []

    def make(**kw: Any) -> Tab:
        tabs.append(Tab(browser, site, **kw))
        return tabs[-1]

    yield make
    for t in tabs:
        t.close()


def page_texts() -> dict[str, dict[str, str]]:
    from game import page

    return page.texts()


def test_page_starts_the_runtime_with_its_package_index(tab: Any, site: str) -> None:
    t = tab(locale="te-IN")
    page = t.open()
    standin = page.evaluate("() => window.standin")
    assert standin["error"] is None and standin["started"]
    assert f"PYGPI={site}/cdn/" in standin["argv"]  # set by the page's custom_onload
    assert page.evaluate("() => window.cubiri.state") == "ready"
    assert page.locator("#transfer").is_hidden()
    assert page.evaluate("() => document.documentElement.lang") == "te"
    fetched = [url for url, status in standin["fetched"]]
    assert fetched[-1] == f"{site}/game/cubiri.tar.gz"  # not itch.io: the .tar.gz
    assert f"{site}/cdn/cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl" in fetched
    assert t.outside == [] and t.failed == [] and t.errors == []  # no dead links, no errors


def test_loading_message_in_the_players_language(tab: Any) -> None:
    texts = page_texts()
    t = tab(locale="te-IN", hold_runtime=True)
    page = t.open(started=False)
    assert t.text("#cubiri-message") in (texts["te"]["loading"], texts["te"]["runtime"])
    page.wait_for_function("() => window.cubiri.state === 'failed'")  # pythons.js: onerror
    assert t.text("#cubiri-message") == texts["te"]["runtime"]
    assert page.locator("#transfer").is_visible()

    # the game's own language setting wins over the browser's
    t = tab(locale="de-DE", hold_runtime=True)
    t.page.goto(t.site + "/game/favicon.png")  # same origin, to write its localStorage
    t.page.evaluate("""() => localStorage.setItem("cubiri.settings",
        JSON.stringify({version: 2, data: {language: "ro"}}))""")
    t.open(started=False)
    t.page.wait_for_function("() => window.cubiri.state === 'failed'")
    assert t.page.evaluate("() => window.cubiri.language") == "ro"
    assert t.text("#cubiri-message") == texts["ro"]["runtime"]


VIEWPORTS = [(1280, 720), (1000, 1000), (1920, 1080), (844, 390), (390, 844)]
BOX = """() => { const r = document.getElementById("canvas").getBoundingClientRect();
    return [r.left, r.top, r.width, r.height]; }"""


def _turn(page: Any, viewport: tuple[int, int]) -> None:
    """The window (a phone turned) takes a new size; the page says so once it has measured."""
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.wait_for_function("size => window.cubiri.viewport === size",
                           arg=f"{viewport[0]}x{viewport[1]}")


def _fits(box: list[float], viewport: tuple[int, int], aspect: float) -> None:
    """The canvas's box: its own shape, as large as fits, centred."""
    left, top, width, height = box
    assert abs(width / height - aspect) < 0.01, (viewport, box)
    assert width <= viewport[0] + 0.5 and height <= viewport[1] + 0.5
    assert width >= viewport[0] - 1 or height >= viewport[1] - 1  # as large as fits
    assert abs(left - (viewport[0] - width) / 2) <= 1
    assert abs(top - (viewport[1] - height) / 2) <= 1


@pytest.mark.parametrize("started", [False, True])
def test_the_canvas_keeps_its_shape_in_any_window(tab: Any, started: bool) -> None:
    # before the runtime is there, and after the game's first set_mode((1280, 720))
    t = tab(hold_runtime=not started)
    page = t.open(started=started)
    for viewport in VIEWPORTS:
        _turn(page, viewport)  # the game reads the viewport to choose its canvas
        _fits(page.evaluate(BOX), viewport, 16 / 9)


def test_the_game_fills_a_phone_held_either_way(tab: Any) -> None:
    """The page says the viewport's size; the game's set_mode gives the canvas that shape
    (game.ui.metrics), and the page fits its box to it, again when the phone turns."""
    from game.ui.metrics import canvas_for

    t = tab(viewport=(390, 844))
    page = t.open()
    for viewport in ((390, 844), (844, 390), (360, 640), (915, 412)):
        _turn(page, viewport)
        canvas = canvas_for(viewport)  # what set_mode does, as the game chose it
        page.evaluate("([w, h]) => { const c = document.getElementById('canvas'); "
                      "c.width = w; c.height = h; }", list(canvas))
        page.wait_for_timeout(50)  # the page's observer of the canvas's size
        box = page.evaluate(BOX)
        _fits(box, viewport, canvas[0] / canvas[1])
        assert box[2] * box[3] >= 0.99 * viewport[0] * viewport[1]
    assert t.errors == []


def test_a_phone_cannot_zoom_or_scroll_the_page(tab: Any, devices: dict[str, Any]) -> None:
    device = devices["Pixel 5"]
    assert device["is_mobile"] and device["has_touch"]
    t = tab(device=device)
    page = t.open()
    meta = page.evaluate("() => document.querySelector('meta[name=viewport]').content")
    assert "user-scalable=no" in meta and "maximum-scale=1" in meta
    styles = page.evaluate("""() => [document.documentElement, document.body].map((e) => {
        const s = getComputedStyle(e);
        return [s.touchAction, s.overscrollBehaviorY, s.overflow]; })""")
    assert styles == [["none", "none", "hidden"]] * 2
    page.evaluate("""() => { window.moves = [];
        window.addEventListener("touchmove", (e) => window.moves.push(e.defaultPrevented)); }""")
    cdp = t.context.new_cdp_session(page)
    for kind, y in (("touchStart", 200), ("touchMove", 400), ("touchMove", 600),
                    ("touchEnd", 600)):  # a pull down, as for a refresh
        points = [] if kind == "touchEnd" else [{"x": 190, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    page.mouse.dblclick(190, 400)
    page.touchscreen.tap(190, 400)
    page.touchscreen.tap(190, 400)  # a double tap
    page.wait_for_timeout(300)
    moves = page.evaluate("() => window.moves")
    assert moves and all(moves)  # every move's default (scroll, refresh) prevented
    assert page.evaluate("() => [window.scrollY, visualViewport.scale]") == [0, 1]


KEYS = ("Space", "ArrowDown", "ArrowUp", "PageDown", "PageUp", "End", "Home")


def _scrolls(t: Tab, path: str) -> dict[str, float]:
    """For each key pressed in the embedded page: how far the host page scrolled."""
    page = t.open(path, started=False)
    if path == "/host.html":
        page.frames[1].wait_for_function("() => window.standin && window.standin.started")
    moved = {}
    for key in KEYS:
        page.evaluate("() => window.scrollTo(0, 200)")
        page.frame_locator("#game").locator("#canvas").click()
        page.keyboard.press(key)
        page.wait_for_timeout(200)
        moved[key] = page.evaluate("() => window.scrollY") - 200
    return moved


def test_game_keys_do_not_scroll_the_embedding_page(tab: Any) -> None:
    # control: a page without CUBIRI's key handling scrolls its host with these keys (Chromium
    # does not scroll the host for Space on a focused canvas; other browsers may)
    control = _scrolls(tab(viewport=(900, 700)), "/plain-host.html")
    assert all(moved != 0 for key, moved in control.items() if key != "Space"), control
    t = tab(viewport=(900, 700))
    assert _scrolls(t, "/host.html") == {key: 0 for key in KEYS}
    # How: the keys' default actions are prevented, except Space's keydown, so that its
    # keypress still comes (SDL's text input reads the typed space from it); that is prevented.
    keys = t.page.frames[1].evaluate("() => window.standin.keys")
    assert keys == [["keydown", " ", False], ["keypress", " ", True]] + [
        ["keydown", key, True] for key in KEYS[1:]]


def test_python_reports_a_failure_through_js_call(tab: Any) -> None:
    from game import platform

    texts = page_texts()
    t = tab(locale="te-IN")
    page = t.open()
    code = platform.js_call_code("cubiri.failed", "start", "ValueError: ఆటగాడు 1")
    assert code.isascii()  # what crosses pygbag's bridge
    page.evaluate("code => window.eval(code)", code)
    assert page.locator("#transfer").is_visible()
    assert t.text("#cubiri-message") == texts["te"]["start"]
    assert t.text("#cubiri-note") == texts["te"]["details"] + " (ValueError: ఆటగాడు 1)"


def test_a_changed_runtime_file_is_refused_with_a_message(tab: Any) -> None:
    texts = page_texts()
    t = tab(locale="it-IT", tamper_runtime=True)
    page = t.open(started=False)
    page.wait_for_function("() => window.cubiri.state === 'failed'")
    assert t.text("#cubiri-message") == texts["it"]["changed"]
    assert t.text("#cubiri-note") == texts["it"]["details"] + " (pythons.js)"
    assert page.evaluate("() => window.standin === undefined")  # its code never ran
    tag = page.evaluate("() => document.getElementById('site').integrity")
    assert tag.startswith("sha256-") and len(tag) == len("sha256-") + 44
    # the untouched file runs (test_page_starts_...), and a missing one says "runtime"
    # (test_loading_message_in_the_players_language)


def test_the_first_tap_starts_sdls_audio_context(tab: Any) -> None:
    t = tab()
    # control: this browser keeps a context made outside a gesture suspended, as iOS does
    # (made as the page starts: Playwright's evaluate() counts as a gesture itself)
    t.context.add_init_script("window.early = new AudioContext();")
    page = t.open()
    assert page.evaluate("() => window.early.state") == "suspended"
    assert page.evaluate("() => window.Module.SDL2 === undefined")
    page.mouse.click(640, 360)  # one tap on the canvas
    page.wait_for_function("() => window.Module.SDL2 && window.Module.SDL2.audioContext"
                           " && window.Module.SDL2.audioContext.state === 'running'")
    # the context SDL will take when the game starts its mixer (SDL reuses Module.SDL2's)
    assert page.evaluate("() => window.Module.SDL2.audioContext instanceof AudioContext")
    assert t.errors == []


def test_one_tab_writes_at_a_time(tab: Any, site: str) -> None:
    # The page's lease (window.cubiriLease, read by game/storage/lease.py): the
    # second tab is busy; taking over makes the first lost, which confirms before the taker
    # holds it; when the taker closes, the first tab holds it again by itself.
    t = tab()
    first = t.open()
    first.wait_for_function("() => window.cubiriLease.state === 'held'")
    second = t.context.new_page()
    second.set_default_timeout(TIMEOUT_MS)
    second.goto(site + "/game/index.html")
    second.wait_for_function("() => window.cubiriLease.state === 'busy'")
    assert second.evaluate("() => { window.cubiriLease.take(); "
                           "return window.cubiriLease.state; }") == "waiting"
    first.wait_for_function("() => window.cubiriLease.state === 'lost'")
    second.wait_for_function("() => window.cubiriLease.state === 'held'")
    second.close()
    first.wait_for_function("() => window.cubiriLease.state === 'held'")
    assert t.errors == []

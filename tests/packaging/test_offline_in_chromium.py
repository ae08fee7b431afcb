"""Offline play for real: the self-contained build in headless Chromium, with a stand-in runtime.

A self-contained build is made against a stand-in for pygbag's runtime (tests/packaging/standin:
the real files' names, a pythons.js that marks the page as started) and served from 127.0.0.1.
Chromium opens it once online; the server stops; a reload starts the page from the service
worker's cache. A second build with a changed file replaces the cache on the next online visit,
and is what an offline reload then starts. A browser that refuses service workers still plays.
"""

from __future__ import annotations

import hashlib
import http.server
import os
import shutil
import threading
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 60_000


class Server:
    """A static server on 127.0.0.1 that can stop and start again on the same port (the same
    origin, so the same service worker), serving /cdn/ (the stand-in CDN, for the build) and
    /game/ (the built page), and counting what it sends."""

    def __init__(self, cdn: Path) -> None:
        self.roots = {"/cdn/": cdn}
        self.sent: list[tuple[str, int]] = []
        self.port = 0
        self.httpd: http.server.ThreadingHTTPServer | None = None
        self.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        server = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def translate_path(self, path: str) -> str:
                path = path.split("?")[0].split("#")[0]
                for prefix, folder in server.roots.items():
                    if path.startswith(prefix) and ".." not in path:
                        return str(folder / (path[len(prefix):] or "index.html"))
                return "/nonexistent"

            def copyfile(self, source: Any, outputfile: Any) -> None:
                data = source.read()
                server.sent.append((self.path, len(data)))
                outputfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        assert self.httpd is not None
        self.httpd.shutdown()
        self.httpd.server_close()
        self.httpd = None


def wait_started(page: Any) -> dict[str, Any]:
    page.wait_for_function("() => window.standin && (window.standin.started "
                           "|| window.standin.error)", timeout=TIMEOUT_MS)
    return page.evaluate("() => window.standin")


def wait_cached(page: Any, build: str) -> list[str]:
    """Wait until this build's service worker controls the page and its cache is the only
    CUBIRI cache; return "name:entries" for each cache."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while True:
        state = page.evaluate("""async () => {
            const controlled = Boolean(navigator.serviceWorker.controller);
            const out = [];
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                out.push(name + ":" + (await cache.keys()).length);
            }
            return [controlled, out];
        }""")
        controlled, caches = state
        if controlled and [c.split(":")[0] for c in caches] == [f"cubiri-{build}"]:
            return caches
        if time.monotonic() > deadline:
            raise AssertionError(f"no complete cache for build {build}: {state}")
        page.wait_for_timeout(200)


def test_offline_reload_and_a_new_build_replacing_the_cache(build_web: ModuleType, standin: Any,
                                                            chromium: Any, tmp_path: Path):
    server = Server(tmp_path / "cdn")
    manifest = standin(tmp_path / "cdn")
    runtime = build_web.Runtime(f"{server.base}/cdn/", manifest)
    first = build_web.build(ROOT, tmp_path / "a", archive=False, runtime=runtime,
                            allow_standin=True)
    # the next upload, one file of the game changed (built now: the build needs the CDN)
    project = tmp_path / "project"
    for name in build_web.source_files(ROOT):
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, project / name)
    init = project / "game" / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8") + "\n# a new upload\n", encoding="utf-8")
    second = build_web.build(project, tmp_path / "b", archive=False, runtime=runtime,
                             allow_standin=True)
    assert second.build_id != first.build_id
    server.roots["/game/"] = first.web_dir
    context = chromium.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))

        # 1. online, first visit: the game starts; the service worker keeps a copy
        server.sent.clear()
        page.goto(f"{server.base}/game/index.html")
        assert wait_started(page)["error"] is None
        cached = wait_cached(page, first.build_id)
        files = len(first.files) - 3  # all but sw.js, the licences and the .apk (not itch.io)
        assert cached == [f"cubiri-{first.build_id}:{files}"]
        assert all(path.startswith("/game/") for path, _ in server.sent)  # nothing from /cdn/
        first_load = sum(size for _, size in server.sent)
        print(f"first visit: {len(server.sent)} responses, {first_load} bytes")

        # 2. offline: the server is gone, a reload starts the game from the cache
        server.stop()
        page.reload()
        offline = wait_started(page)
        assert offline["error"] is None and offline["started"]
        assert all(status == 200 for _, status in offline["fetched"])
        assert page.evaluate("() => window.cubiri.build") == first.build_id
        assert page.evaluate("() => window.cubiri.state") == "ready"

        # 3. the new build at the same address: the next online visit replaces the cache,
        # and the next offline start is the new build
        for path in second.web_dir.rglob("*"):  # uploaded now (its files' dates say so)
            os.utime(path)
        server.roots["/game/"] = second.web_dir
        server.start()
        page.reload()
        assert wait_started(page)["error"] is None
        assert page.evaluate("() => window.cubiri.build") == second.build_id  # from the network
        assert wait_cached(page, second.build_id) == [f"cubiri-{second.build_id}:{files}"]
        server.stop()
        page.reload()
        assert wait_started(page)["started"]
        assert page.evaluate("() => window.cubiri.build") == second.build_id
        served = page.evaluate("""async () => {
            const data = await (await fetch("cubiri.tar.gz")).arrayBuffer();
            const digest = await crypto.subtle.digest("SHA-256", data);
            return [...new Uint8Array(digest)].map(b => b.toString(16).padStart(2, "0"))
                .join(""); }""")
        new = hashlib.sha256((second.web_dir / "cubiri.tar.gz").read_bytes()).hexdigest()
        old = hashlib.sha256((first.web_dir / "cubiri.tar.gz").read_bytes()).hexdigest()
        assert served == new != old
        assert errors == []
    finally:
        context.close()
        if server.httpd is not None:
            server.stop()


def test_a_browser_that_refuses_service_workers_still_plays(build_web: ModuleType, standin: Any,
                                                           chromium: Any, tmp_path: Path):
    server = Server(tmp_path / "cdn")
    manifest = standin(tmp_path / "cdn")
    built = build_web.build(ROOT, tmp_path / "a", archive=False, allow_standin=True,
                            runtime=build_web.Runtime(f"{server.base}/cdn/", manifest))
    server.roots["/game/"] = built.web_dir
    context = chromium.new_context(service_workers="block")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))
        page.goto(f"{server.base}/game/index.html")
        assert wait_started(page)["error"] is None
        page.wait_for_timeout(500)
        assert page.evaluate("() => window.cubiri.state") == "ready"
        assert page.locator("#transfer").is_hidden()  # no message for the player
        assert errors == []
    finally:
        context.close()
        server.stop()

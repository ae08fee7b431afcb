"""Two browser tabs on one origin, one writer at a time, in real Chromium: Pyodide
in two tabs of one browser context (one localStorage, one set of Web Locks), each playing and
taking over from the other now and then for a while, with the page's own lease (the block of
tools/web/cubiri.tmpl, served as it is). Nothing either tab finished may be missing from the
history, no takeover may load a stale game, no setting may be undone; and without the lease the
same check sees the tabs overwrite each other's game (so it can fail)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

sys.path.insert(0, str(HERE))
import test_pyodide_storage as base  # noqa: E402  (the server, the page, the browser)

sys.path.remove(str(HERE))

PACKAGES = base.PACKAGES  # the daily challenge among them
MODULES = (*base.MODULES, "game/dev/__init__.py", "game/dev/instances.py")
SECONDS = float(os.environ.get("CUBIRI_TABS_SECONDS", "8"))  # 60 for the figures


def lease_block() -> str:
    """The page's lease script, exactly as the template has it."""
    template = (ROOT / "tools" / "web" / "cubiri.tmpl").read_text("utf-8")
    start = template.index("<!-- cubiri-lease: begin")
    end = template.index("<!-- cubiri-lease: end -->") + len("<!-- cubiri-lease: end -->")
    return template[start:end]


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    harness = (HERE / "harness.html").read_text("utf-8")
    page = harness.replace("</head>", lease_block() + "\n</head>", 1)
    game = base.game_zip(MODULES, PACKAGES, "lease_scenario.py", "cubiri_lease")
    with base.serve(game, page.encode("utf-8")) as url:
        yield url


@pytest.fixture(scope="module")
def browser(site: str) -> Iterator[Any]:
    with base.chromium() as launched:
        yield launched


def _run_two_tabs(browser: Any, site: str, lease: bool) -> dict[str, Any]:
    from game.dev.instances import check
    from game.storage.backends import MemoryStore

    context = browser.new_context()
    tabs = [base.Page(context, site), base.Page(context, site)]
    try:
        for tab in tabs:
            tab.run("import cubiri_lease")  # Pyodide booted, the game unpacked
        for n, tab in enumerate(tabs):
            code = (f"import cubiri_lease as s\n"
                    f"await s.work({n}, {SECONDS}, {n + 7}, lease={lease})")
            tab.page.evaluate("code => window.startPy(code)", code)
        journals = []
        for tab in tabs:
            tab.page.wait_for_function("() => window.pyDone !== null",
                                       timeout=(SECONDS + 120) * 1000)
            done = tab.page.evaluate("() => window.pyDone")
            assert "error" not in done, done.get("error", "") + "\n".join(tab.log[-20:])
            journals.append(json.loads(done["value"]))
        stored = tabs[0].page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
        assert all(tab.blocked == [] for tab in tabs)
    finally:
        context.close()
    report = check(MemoryStore(stored), journals)
    print(f"two tabs for {SECONDS:g} s, {'with' if lease else 'without'} the lease: {report}")
    return report


def test_two_tabs_finishing_games_lose_none(browser: Any, site: str) -> None:
    report = _run_two_tabs(browser, site, lease=True)
    assert report["finished"] > 0 and report["takeovers"] > 0
    assert report["lost"] == 0 and report["stale_loads"] == 0
    assert report["overwritten"] == 0 and report["undone"] == 0


def test_without_the_lease_the_tabs_overwrite_each_other(browser: Any, site: str) -> None:
    report = _run_two_tabs(browser, site, lease=False)
    assert report["overwritten"] > 0

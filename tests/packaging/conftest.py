"""Shared fixtures for the packaging tests: the project root and `tools/build_web.py`."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_tool(name: str) -> ModuleType:
    """Import `tools/<name>.py` (tools/ is a folder of scripts, not a package)."""
    module_name = f"cubiri_tools_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def root() -> Path:
    """The checkout's root folder."""
    return ROOT


@pytest.fixture(scope="session")
def build_web() -> ModuleType:
    """The web build helper, tools/build_web.py."""
    return load_tool("build_web")


@pytest.fixture(scope="session")
def make_icon() -> ModuleType:
    """The icon generator, tools/make_icon.py (needs the front end's palette)."""
    return load_tool("make_icon")


STANDIN = ROOT / "tests" / "packaging" / "standin"
# The stand-in runtime's files below the CDN's root: the real names, placeholder contents.
STANDIN_RUNTIME = (
    "0.9.3/cpythonrc.py", "0.9.3/cpython312/main.js", "0.9.3/cpython312/main.wasm",
    "0.9.3/cpython312/main.data", "vtx.js", "vt/xterm.js", "vt/xterm-addon-image.js",
    "vt/xterm.css", "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl")


def make_standin(folder: Path) -> Path:
    """Write a stand-in for pygbag's runtime below `folder` (the CDN's root): its pythons.js
    (tests/packaging/standin/pythons.js), small files with the real runtime's names, a package
    index, and a manifest of its own marked as a stand-in; return the manifest's path."""
    files = {"0.9.3/pythons.js": (STANDIN / "pythons.js").read_bytes(),
             "index-0.9.3-cp312.json": json.dumps({
                 "-CDN-": "https://pygame-web.github.io/cdn/",
                 "numpy": "cp312/numpy-2.0.2-<abi>-<abi>-pyodide_2024_0_wasm32.whl",
                 "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}).encode()}
    for path in STANDIN_RUNTIME:
        files[path] = f"// CUBIRI stand-in for {path}: not pygbag's file\n".encode()
    entries = []
    for path, data in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_bytes(data)
        entries.append({"path": path, "size": len(data),
                        "sha256": hashlib.sha256(data).hexdigest()})
    manifest = folder.parent / "standin-runtime.json"
    manifest.write_text(json.dumps({"standin": True, "files": entries}, indent=2),
                        encoding="utf-8")
    return manifest


@pytest.fixture(scope="session")
def standin() -> object:
    """make_standin(folder) -> manifest path (see above)."""
    return make_standin


CHROMIUM = os.environ.get("CUBIRI_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-smooth-scrolling"]
IN_CI = os.environ.get("CI", "").lower() == "true"
_DEVICES: dict[str, dict[str, object]] = {}  # Playwright's device descriptors, once launched


@pytest.fixture(scope="session")
def chromium() -> Iterator[object]:
    """Debian's headless Chromium driven by Playwright (never `playwright install`); in CI
    (`CI=true`) a missing browser fails the test instead of skipping it."""
    reason = None
    if not Path(CHROMIUM).exists():
        reason = f"Chromium not found at {CHROMIUM} (CI installs the Debian package 'chromium')"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        reason = "Playwright for Python is not installed (pip install -e '.[dev]')"
    if reason:
        if IN_CI:
            pytest.fail(f"the real-browser tests must run in CI: {reason}")
        pytest.skip(reason)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        _DEVICES.update({name: {k: v for k, v in device.items() if k != "default_browser_type"}
                        for name, device in pw.devices.items()})
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="session")
def devices(chromium: object) -> dict[str, dict[str, object]]:
    """Playwright's device descriptors (viewport, isMobile, hasTouch...), for new_context."""
    return _DEVICES

"""Browser versus native: the one module that asks `sys.platform == "emscripten"`.

Everything else asks this module: whether we run in a browser, the browser's `window`, where a
native build keeps its files, and which language the player's system prefers.

In pygbag's runtime `import platform` is pygbag's own module, which exposes the JavaScript
`window` as `platform.window`; in Pyodide the `js` module stands for the JavaScript global scope.
Natively `platform` is the standard library module and there is no window. Modules are looked up
through `importlib` because pygbag fetches every package named by an `import` statement at
start-up, and `js` only exists inside a browser.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
from typing import Any

log = logging.getLogger(__name__)

IS_BROWSER = sys.platform == "emscripten"

APP_DIR_NAME = "CUBIRI"  # Windows and macOS
XDG_DIR_NAME = "cubiri"  # Linux and other XDG systems
DATA_DIR_ENV = "CUBIRI_DATA_DIR"


def window() -> Any | None:
    """The browser's JavaScript `window` object (pygbag or Pyodide), or None natively."""
    if not IS_BROWSER:
        return None
    for module_name in ("platform", "js"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        win = getattr(module, "window", None)
        if win is not None:
            return win
        if module_name == "js":
            return module  # Pyodide: `js` is the global scope itself
    return None


def local_storage() -> Any | None:
    """The browser's `window.localStorage`, or None natively or when the browser blocks it."""
    win = window()
    if win is None:
        return None
    try:
        return getattr(win, "localStorage", None)
    except Exception as exc:  # a browser may throw SecurityError when storage is disabled
        log.warning("localStorage is not available: %r", exc)
        return None


def data_dir(environ: dict[str, str] | None = None, system: str | None = None) -> str:
    """The native folder for CUBIRI's files (not created here).

    `CUBIRI_DATA_DIR` wins; otherwise XDG_DATA_HOME (or ~/.local/share)/cubiri on Linux,
    %APPDATA%\\CUBIRI on Windows, ~/Library/Application Support/CUBIRI on macOS.
    `environ` and `system` (a `sys.platform` value) exist for tests.
    """
    env = os.environ if environ is None else environ
    system = sys.platform if system is None else system
    override = env.get(DATA_DIR_ENV)
    if override:
        return os.path.expanduser(override)
    home = env.get("HOME") or os.path.expanduser("~")
    if system.startswith("win"):
        base = env.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
        return os.path.join(base, APP_DIR_NAME)
    if system == "darwin":
        return os.path.join(home, "Library", "Application Support", APP_DIR_NAME)
    data_home = env.get("XDG_DATA_HOME")
    if not data_home or not os.path.isabs(data_home):  # the XDG spec ignores relative paths
        data_home = os.path.join(home, ".local", "share")
    return os.path.join(data_home, XDG_DIR_NAME)


def preferred_language() -> str | None:
    """The player's language tag as the system gives it ("de-DE", "te_IN.UTF-8"…), or None.

    In the browser this is `navigator.language`; natively the usual locale variables, then the
    locale module. Turning the tag into one of CUBIRI's languages is `game.i18n.detect`'s job.
    """
    if IS_BROWSER:
        win = window()
        try:
            tag = str(win.navigator.language) if win is not None else ""
        except Exception as exc:  # no navigator (a worker) or a proxy error
            log.warning("navigator.language is not available: %r", exc)
            tag = ""
        return tag or None
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # gettext's order
        value = os.environ.get(var, "")
        # LANGUAGE may list several ("de:en"); "C"/"POSIX" name no language.
        value = value.split(":")[0]
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return value
    try:
        locale = importlib.import_module("locale")
        found: str | None = locale.getlocale()[0]
    except (ImportError, ValueError):
        found = None
    return found or None

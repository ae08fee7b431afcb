"""Browser versus native: the one module that asks `sys.platform == "emscripten"`.

Everything else asks this module: whether we run in a browser, the browser's `window`, what a
player can do with files here (`ways`), where a native build keeps its files, which language
the player's system prefers, and how to hand text to JavaScript.

In pygbag's runtime `import platform` is pygbag's own module, which exposes the JavaScript
`window` as `platform.window`; in Pyodide the `js` module stands for the JavaScript global scope.
Natively `platform` is the standard library module and there is no window. Both are looked up
through `importlib`: `js` only exists inside a browser, and the name `platform` means two
different modules. (pygbag 0.9.3 scans only main.py for imports, and installs only names its
package index lists, such as pygame; nothing here is fetched.)

Text to JavaScript: pygbag's bridge hands a Python str to JS as its UTF-8 bytes read as Latin-1
("ă" arrives as "Ä\\x83"); JS to Python is correct UTF-8. So Python gives JS only ASCII:
`js_literal` (any text or JSON value as an ASCII JSON literal, `\\u` escapes for the rest) and
`js_call` (a call whose arguments JavaScript itself decodes from such a literal). Pyodide
converts strings correctly; the same code works there.
"""

from __future__ import annotations

import importlib
import json
import locale
import logging
import os
import re
import sys
import traceback
from dataclasses import dataclass
from typing import Any

from game.i18n import DEFAULT, match

log = logging.getLogger(__name__)

IS_BROWSER = sys.platform == "emscripten"



@dataclass(frozen=True)
class Ways:
    """What a player can do with files here: the screens that bring a text in or keep one
    word their help and offer their buttons by these, never by asking where they run."""

    picker: bool  # the browser's file picker, its downloads and the page's paste box
    drop: bool  # a file dropped on the window, the system clipboard, files saved to a folder
    commands: bool  # a command line beside the game (`python -m game check` says more)


NATIVE_WAYS = Ways(picker=False, drop=True, commands=True)
BROWSER_WAYS = Ways(picker=True, drop=False, commands=False)
shown_ways: Ways | None = None  # the developer tools' phone tour shows a phone's (a browser's)


def ways() -> Ways:
    """This platform's ways with files."""
    if shown_ways is not None:
        return shown_ways
    return BROWSER_WAYS if IS_BROWSER else NATIVE_WAYS


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
    locale module. Turning the tag into one of CUBIRI's languages is `detect_language`'s job.
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


def detect_language(environ: dict[str, str] | None = None) -> str:
    """The player's language, one of `game.i18n.LANGUAGES`: the browser's navigator.language,
    else the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then locale.getlocale()), else
    English."""
    if IS_BROWSER and environ is None:
        return match(preferred_language()) or DEFAULT
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in env.get(var, "").split(":"):  # LANGUAGE is a list such as "ro:en"
            code = match(tag)
            if code:
                return code
    if environ is None:
        try:
            code = match(locale.getlocale()[0])
        except (ValueError, TypeError):
            code = None
        if code:
            return code
    return DEFAULT


def js_literal(value: Any) -> str:
    """`value` (text, numbers, lists, dicts…) as an ASCII JavaScript literal (JSON)."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)


_JS_NAME = re.compile(r"[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*", re.ASCII)


def js_call(function: str, *args: Any) -> Any:
    """Call the JavaScript function at the dotted path `function` (from the global scope, e.g.
    "navigator.clipboard.writeText") with `args`, text included, and return its result.

    Only ASCII crosses the bridge: the call is evaluated by JavaScript from
    `function(...[args as a JSON literal])`, so JavaScript decodes every character itself.
    Raises RuntimeError outside a browser, ValueError for a `function` that is not a dotted
    name, and whatever the bridge raises for a JavaScript exception.
    """
    code = js_call_code(function, *args)
    win = window()
    if win is None:
        raise RuntimeError("no browser window")
    return win.eval(code)


def js_call_code(function: str, *args: Any) -> str:
    """The ASCII JavaScript that `js_call` evaluates: `function(...[args])`."""
    if not _JS_NAME.fullmatch(function):
        raise ValueError(f"not a JavaScript function name: {function!r}")
    return f"{function}(...{js_literal(list(args))})"


def viewport() -> tuple[int, int] | None:
    """The part of the page the game may fill, in CSS px (CUBIRI's page keeps it up to date as
    the phone turns and the browser's bars come and go), or None natively and on a page that
    does not say. Read every frame: one property of the page."""
    win = window()
    if win is None:
        return None
    try:
        text = str(getattr(getattr(win, "cubiri", None), "viewport", "") or "")
    except Exception:  # a bridge that refuses, or another page
        return None
    return parse_size(text)


def parse_size(text: str) -> tuple[int, int] | None:
    """"390x844" -> (390, 844); None for anything else (or a size under 1 px)."""
    width, sep, height = text.partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        return None
    size = (int(width), int(height))
    return size if size[0] > 0 and size[1] > 0 else None


def take_slot(name: str) -> str | None:
    """The text JavaScript left in the window property `name` (a promise's or a picker's answer,
    which Python cannot await: it looks once a frame), once: the property is cleared. None
    while there is nothing, natively, or when the window cannot be read."""
    if not _JS_NAME.fullmatch(name) or "." in name:
        raise ValueError(f"not a window property name: {name!r}")
    win = window()
    if win is None:
        return None
    try:
        value = getattr(win, name, None)
        if value is None or str(value) in ("undefined", "null"):
            return None
        win.eval(f"window.{name} = undefined")
    except Exception as exc:  # a bridge error: nothing to take this frame
        log.warning("window.%s could not be read: %r", name, exc)
        return None
    return str(value)


def page_ready() -> None:
    """Tell CUBIRI's page that the game draws (it hides its loading message); natively nothing."""
    if IS_BROWSER:
        _page_call("cubiri.ready")


def page_failed(kind: str, detail: str = "") -> bool:
    """Show the page's own message for `kind` ("start", "download"…: see game/page.py) over the
    canvas, in the player's language, with an English `detail` for bug reports: the last resort
    when the game cannot draw. Natively, and where the page has no such message, False."""
    return IS_BROWSER and _page_call("cubiri.failed", kind, detail)


def report_start_failure() -> None:
    """Call in an `except` block when the game cannot start: the traceback to stderr (the
    browser's console), and in the browser the page's message instead of a grey box."""
    traceback.print_exc()
    error = sys.exc_info()[1]
    detail = f"{type(error).__name__}: {error}".splitlines()[0][:160] if error else ""
    page_failed("start", detail)


def _page_call(function: str, *args: Any) -> bool:
    try:
        js_call(function, *args)
    except Exception as exc:  # another page template, or a JavaScript error: nothing worse
        log.warning("the page could not be told %s: %r", function, exc)
        return False
    return True

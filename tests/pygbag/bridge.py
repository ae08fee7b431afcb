"""A stand-in for pygbag 0.9.3's `platform.window`: JavaScript objects as Python sees them there.

pygbag's bridge (`embed_browser`, C: browsermodule.c in pygbag's source tree; the JS side in the
runtime's main.js) behaves like this, and so does this fake:

- Python str to JS: the UTF-8 bytes of the text, read as Latin-1 (emscripten's
  `_emval_new_cstring` → `readLatin1String`): "ă" arrives as "Ä\\x83". ASCII is unchanged.
- JS string to Python: correct (UTF-8 both ways).
- JS `undefined`/`null` to Python: None; so reading a property that does not exist gives None,
  never AttributeError.
- A JS exception (thrown by a property read or a call) arrives as a Python Exception carrying
  the JS message ("SecurityError: …", "QuotaExceededError: …").
- Methods come bound to their object.

`window.eval(code)` understands what game.platform.js_call sends (`a.b.c(...[JSON])`), after
the code crossed the bridge (so non-ASCII in it arrives damaged, as in the browser).
"""

from __future__ import annotations

import json
import re
from typing import Any


def to_js(value: Any) -> Any:
    """What JavaScript receives for a Python value handed over by pygbag's bridge."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass").decode("latin-1")
    return value


class JSObject:
    """A JS object: unknown properties read as None (undefined); arguments of calls to its
    `js_*` methods and values set on it cross the bridge (`to_js`)."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        method = getattr(type(self), "js_" + name, None)
        if callable(method):
            return lambda *args: method(self, *map(to_js, args))
        return None  # undefined

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, to_js(value))


class JSError(Exception):
    """A JavaScript exception as the bridge raises it (the message names the JS error)."""


class Storage(JSObject):
    """window.localStorage: keys and values as JS strings, a quota in UTF-16 code units as
    browsers count it (about 5 million), QuotaExceededError beyond it."""

    def __init__(self, items: dict[str, str] | None = None, quota: int = 5_000_000) -> None:
        object.__setattr__(self, "items", dict(items or {}))
        object.__setattr__(self, "quota", quota)
        object.__setattr__(self, "writes", 0)

    @staticmethod
    def _units(text: str) -> int:
        # UTF-16 code units, counted without a codec (this fake's Python runs with the page's
        # standard library, which has no utf_16_le codec)
        return len(text) + sum(ord(c) > 0xFFFF for c in text)

    def js_getItem(self, key: str) -> str | None:  # noqa: N802 (the Web Storage API's names)
        return self.items.get(key)

    def js_setItem(self, key: str, value: Any) -> None:  # noqa: N802
        value = str(value)
        used = sum(self._units(k) + self._units(v) for k, v in self.items.items() if k != key)
        if used + self._units(key) + self._units(value) > self.quota:
            raise JSError("QuotaExceededError: Failed to execute 'setItem' on 'Storage': "
                          f"Setting the value of '{key}' exceeded the quota.")
        self.items[key] = value
        object.__setattr__(self, "writes", self.writes + 1)

    def js_removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def js_key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


class Navigator(JSObject):
    def __init__(self, language: str) -> None:
        object.__setattr__(self, "language", language)


class Page(JSObject):
    """CUBIRI's page functions (window.cubiri in tools/web/cubiri.tmpl), recording the calls."""

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])
        object.__setattr__(self, "state", "loading")

    def js_ready(self) -> None:
        self.calls.append(("ready",))
        object.__setattr__(self, "state", "ready")

    def js_failed(self, kind: str, detail: str = "") -> None:
        self.calls.append(("failed", kind, detail))
        object.__setattr__(self, "state", "failed")


_CALL = re.compile(r"([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(\.\.\.(.*)\)", re.S)


class Window(JSObject):
    """window: localStorage (which may throw SecurityError, as when the browser blocks storage
    for a third-party frame), navigator, location, CUBIRI's page functions, and eval for the
    calls game.platform.js_call makes. Extra JS objects can be attached as attributes."""

    def __init__(self, storage: Storage | None = None, language: str = "en-GB",
                 href: str = "https://html-classic.itch.zone/html/1/index.html",
                 blocked: bool = False) -> None:
        object.__setattr__(self, "_storage", storage if storage is not None else Storage())
        object.__setattr__(self, "blocked", blocked)
        object.__setattr__(self, "navigator", Navigator(language))
        object.__setattr__(self, "cubiri", Page())
        object.__setattr__(self, "evaluated", [])
        location = JSObject()
        host = href.split("/")[2]
        for name, value in (("href", href), ("host", host), ("hostname", host.split(":")[0]),
                            ("port", host.split(":")[1] if ":" in host else "")):
            object.__setattr__(location, name, value)
        object.__setattr__(self, "location", location)

    @property
    def localStorage(self) -> Storage:  # noqa: N802
        if self.blocked:
            raise JSError("SecurityError: Failed to read the 'localStorage' property from "
                          "'Window': Access is denied for this document.")
        return self._storage

    def js_eval(self, code: str) -> Any:
        self.evaluated.append(code)
        match = _CALL.fullmatch(code.strip())
        if not match:
            raise JSError(f"SyntaxError: this fake evaluates js_call's calls only: {code!r}")
        *path, name = match.group(1).split(".")
        owner: Any = self
        for part in path:
            owner = getattr(owner, part)
        method = getattr(type(owner), "js_" + name, None) if owner is not None else None
        if not callable(method):
            raise JSError(f"TypeError: {match.group(1)} is not a function")
        args = json.loads(match.group(2))  # JavaScript decodes the literal itself
        return method(owner, *args)  # already JS values: no second trip through the bridge

"""Copy text to the system clipboard, natively and in the browser (the result card).

Natively this is SDL's clipboard through `pygame.scrap.put_text` (pygame-ce 2.5.8 offers it with
the display open; no `scrap.init()` needed). In the browser it is `navigator.clipboard.writeText`,
with the old `document.execCommand("copy")` on a hidden text area when the Clipboard API is
missing or refuses. Python strings cross pygbag's bridge to JavaScript as Latin-1 bytes, so the
text never crosses as a str argument: it is written into the JavaScript source as an ASCII
string literal (`platform.js_literal`: JSON escapes every non-ASCII character as `\\uXXXX`,
surrogate pairs for emoji) and JavaScript decodes it itself. (`platform.js_call` cannot serve
here: the copy needs its fallback in the page's own code.)

The call must come from the player's tap or key press: browsers copy only during (or just after)
a user gesture.
"""

from __future__ import annotations

import importlib
from typing import Any

from game import platform

# Runs in the page: copy `t`, keep the canvas's keyboard focus, say whether a copy was made (the
# Clipboard API answers later: true means "asked", its refusal falls back to execCommand).
_JS = """(function (t) {
  function viaTextArea() {
    var focused = document.activeElement, area = document.createElement("textarea"), ok = false;
    area.value = t;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    if (focused && focused.focus) { focused.focus(); }
    return ok;
  }
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(t).catch(viaTextArea);
    return true;
  }
  return viaTextArea();
})(%s)"""


def browser_code(text: str) -> str:
    """The JavaScript that copies `text` (ASCII only, safe across pygbag's bridge)."""
    code = _JS % platform.js_literal(text)
    assert code.isascii()
    return code


def copy_text(text: str, window: Any | None = None) -> bool:
    """Put `text` on the clipboard; False when this platform could not (the UI says so).

    `window` is the browser's JavaScript window (tests pass a fake); natively it is None.
    """
    if window is None and platform.IS_BROWSER:
        window = platform.window()
    if window is not None:
        try:
            return bool(window.eval(browser_code(text)))
        except Exception:  # a JS error crosses the bridge as some Exception
            return False
    if platform.IS_BROWSER:
        return False
    try:  # imported here: the browser path (and its tests in Pyodide) need no pygame
        scrap = importlib.import_module("pygame.scrap")
        scrap.put_text(text)
    except Exception:  # no pygame.scrap, or no display open (pygame.error)
        return False
    return True

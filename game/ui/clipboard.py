"""Copy text to the system clipboard, natively and in the browser (the result card), and say
only what really happened.

Natively this is SDL's clipboard through `pygame.scrap.put_text` (pygame-ce 2.5.8 offers it with
the display open; no `scrap.init()` needed): done at once. In the browser it is
`navigator.clipboard.writeText`, whose promise settles later: `copy_text` returns a `Copy` that
the screen asks once a frame (`poll`) until it says how it went. Where the browser refuses
(itch.io's frame grants no clipboard-write: itch.io issues #1202, #1184, #1354), the page shows
the text in a box, selected, to copy by hand, with the phone's share sheet where the browser
has `navigator.share`: the result is then SHOWN, never "copied". The old
`document.execCommand("copy")` serves only a browser without the Clipboard API, and counts only
when it says it copied.

Python strings cross pygbag's bridge to JavaScript as Latin-1 bytes, so the text and the box's
labels go through `platform.js_call` (ASCII JSON that JavaScript decodes itself). The copy
must start from the player's tap or key press: browsers copy only during (or just after) one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from game import platform, transfer
from game.i18n import _

COPIED = "copied"  # the text is on the clipboard
SHOWN = "shown"  # the browser refused: the text is in the page's box, to copy or share
FAILED = "failed"  # nothing could be done here
SLOT = "cubiri_copied"  # the window property the page's answer lands in

# The page's side, defined once per page (ASCII; run again it changes nothing). `start` copies
# `text` and writes "copied" or "shown" (or "failed") into window[slot] once the browser has
# answered; `box` is the fallback.
COPY_JS = """window.cubiri_copy = window.cubiri_copy || {
  start: function(slot, text, title, share, close) {
    window[slot] = undefined;
    var self = this;
    function shown() { window[slot] = self.box(text, title, share, close) ? "shown" : "failed"; }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function() { window[slot] = "copied"; }, shown);
      return;
    }
    var area = document.createElement("textarea"), ok = false, focused = document.activeElement;
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.cssText = "position:fixed;opacity:0";
    document.body.appendChild(area);
    area.select();
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    area.remove();
    if (focused && focused.focus) { focused.focus(); }
    if (ok) { window[slot] = "copied"; } else { shown(); }
  },
  box: function(text, title, share, close) {
    var d;
    function done() {
      d.box.remove();
      var canvas = document.getElementById("canvas");
      if (canvas && canvas.focus) { canvas.focus(); }
    }
    d = window.cubiri_transfer.dialog("cubiri-copy", title, done);  // game/transfer.py
    d.area.value = text;
    d.area.readOnly = true;
    d.area.rows = Math.min(12, text.split("\\n").length + 1);
    d.area.style.resize = "none";
    if (navigator.share) {
      d.button(share, function() { navigator.share({text: text}).catch(function() {}); });
    }
    d.button(close, done);
    d.box.addEventListener("click", function(e) { if (e.target === d.box) { done(); } });
    d.area.focus();
    d.area.select();
    d.area.setSelectionRange(0, text.length);  // iOS selects only this way
    return true;
  }
};"""


class Copy:
    """One copy of a text. `poll()` is None while the browser has not answered, then COPIED,
    SHOWN or FAILED (and stays so)."""

    def __init__(self, result: str | None = None, window: Any | None = None) -> None:
        self.result = result
        self.window = window

    def poll(self) -> str | None:
        if self.result is None:
            self.result = _take(self.window)
        return self.result


class Copying:
    """A Copy button's copy under way and what it says, only once it happened: `start` it on
    the tap, `update` it once a frame (the browser answers later). `copied` is what a copy that
    worked says (where the text may go now)."""

    def __init__(self, copied: Callable[[], str]) -> None:
        self.copied = copied
        self.copy: Copy | None = None
        self.message = ""

    def start(self, text: str) -> str:
        """Copy `text`; the message to show now."""
        self.copy = copy_text(text)
        self.message = _("Copying…")
        self.update()
        return self.message

    def update(self) -> bool:
        """True once the copy has just ended (`message` then says how)."""
        result = None if self.copy is None else self.copy.poll()
        if result is None:
            return False
        self.copy = None
        if result == COPIED:
            self.message = self.copied()
        elif result == SHOWN:
            self.message = _("Not copied: copy the text from the box.")  # the page's box
        else:
            self.message = _("Could not copy here.")
        return True


def paste_text() -> str:
    """The text on the system clipboard natively ("" when there is none, or no clipboard)."""
    try:
        scrap = importlib.import_module("pygame.scrap")
        if not scrap.get_init():
            scrap.init()
        text: str = scrap.get_text() or ""
    except Exception:  # no pygame.scrap, no display (pygame.error)
        return ""
    return text


def _take(window: Any | None) -> str | None:
    if window is None:
        return platform.take_slot(SLOT)
    value = getattr(window, SLOT, None)  # a test's window
    return None if value is None else str(value)


def browser_code(text: str) -> str:
    """The JavaScript that copies `text` (ASCII only, safe across pygbag's bridge)."""
    code = platform.js_call_code("cubiri_copy.start", SLOT, text, _("Copy this text to share it"),
                                 _("Share"), _("Close"))
    assert code.isascii()
    return code


def copy_text(text: str, window: Any | None = None) -> Copy:
    """Start copying `text` to the clipboard; the `Copy` says when and how it went.

    `window` is the browser's JavaScript window (tests pass a fake); natively it is None.
    """
    given = window
    if window is None and platform.IS_BROWSER:
        window = platform.window()
    if window is not None:
        try:
            window.eval(transfer.TRANSFER_JS)  # its dialog serves the box
            window.eval(COPY_JS)
            window.eval(browser_code(text))
        except Exception:  # a JS error crosses the bridge as some Exception
            return Copy(FAILED)
        return Copy(window=given)
    if platform.IS_BROWSER:
        return Copy(FAILED)
    try:  # imported here: the browser path (and its tests in Pyodide) need no pygame
        scrap = importlib.import_module("pygame.scrap")
        scrap.put_text(text)
    except Exception:  # no pygame.scrap, or no display open (pygame.error)
        return Copy(FAILED)
    return Copy(COPIED)

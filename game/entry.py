"""Typing text: the rules of a text being typed (`Editing`), and in the browser the page's own
input laid over a name field, so that a phone opens its keyboard (`Fields`), and the import's
paste box (`open_paste`).

pygbag has no on-screen keyboard (pygbag#65): SDL's text input listens to a keyboard a phone
never shows. So CUBIRI's page lays an HTML <input> over the field the player taps, placed in CSS
px from the field's canvas rect, and focuses it inside the tap's own handler (iOS opens its
keyboard only then: the page knows where the fields are before the tap, `publish`). Its text
comes to Python as it changes, and Python answers with the text as the game keeps it (cut to
its limit). The same input's keys never reach SDL, so the game's shortcuts stay quiet.

Python to JavaScript: ASCII only (`game.platform.js_call`, whose arguments JavaScript decodes from
an escaped JSON literal); JavaScript to Python: one JSON text a frame, which the bridge hands
over as UTF-8. Pure Python (no pygame): the same code runs under pygbag and in the Pyodide tests.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game import graphemes, platform

log = logging.getLogger(__name__)

PASTE = "paste"  # the id of the paste box's events


@dataclass
class Editing:
    """A text being typed into a field: at most `limit` printable characters, counted as the
    reader sees them (grapheme clusters: a Telugu akshara with its conjunct is one, and a cut
    never splits one, `game.graphemes`); Esc (`cancel`) puts back what it was when the typing
    began; Enter keeps it (nothing to do here)."""

    value: str
    limit: int
    before: str = field(init=False)
    cut: bool = False  # the last change was longer than the limit and was cut to it

    def __post_init__(self) -> None:
        self.before = self.value

    def replace(self, text: str) -> str:
        """The whole text as typed (the page's input gives it so): kept printable and cut to
        the limit; returns what the field keeps."""
        text = "".join(ch for ch in text if graphemes.printable(ch))
        self.value = graphemes.cut(text, self.limit)
        self.cut = self.value != text
        return self.value

    def type(self, text: str) -> str:
        """Characters typed at the end (SDL's text input)."""
        return self.replace(self.value + text)

    def erase(self) -> str:
        """Backspace: the last character goes (a whole akshara, an accented letter)."""
        return self.replace(graphemes.drop_last(self.value))

    def cancel(self) -> str:
        """Esc: the text as it was before the typing began."""
        self.value, self.cut = self.before, False
        return self.value


@dataclass(frozen=True)
class Field:
    """Where a text field is and what the page's input needs to stand in for it."""

    id: str
    rect: tuple[int, int, int, int]  # canvas px
    canvas: tuple[int, int]  # the canvas's size in px (the page maps it onto its CSS box)
    value: str
    limit: int
    size: float  # the field's text size in CSS px
    label: str  # what the field holds, for screen readers (translated: any script)

    def spec(self) -> dict[str, Any]:
        return {"id": self.id, "rect": list(self.rect), "canvas": list(self.canvas),
                "value": self.value, "limit": self.limit, "size": round(self.size, 1),
                "label": self.label}


class TextTarget(Protocol):
    """What a screen's text field does with the page's input (game.ui.fields.TextField)."""

    def field(self) -> Field: ...

    def begin(self) -> None: ...

    def take(self, text: str) -> str: ...

    def commit(self) -> None: ...

    def cancel(self) -> None: ...

    def editing(self) -> bool: ...


# The page's side, defined once per page (ASCII; run again it changes nothing).
ENTRY_JS = r"""window.cubiri_entry = window.cubiri_entry || (function () {
  "use strict";
  var fields = [], events = [], current = null, input = null, box = null, paste = null;
  function canvasBox() {
    var c = document.getElementById("canvas");
    var r = c ? c.getBoundingClientRect() : null;
    return r && r.width > 0 ? r : {left: 0, top: 0, width: innerWidth, height: innerHeight};
  }
  function place(f) {
    var b = canvasBox(), sx = b.width / f.canvas[0], sy = b.height / f.canvas[1];
    return {left: b.left + f.rect[0] * sx, top: b.top + f.rect[1] * sy,
            width: f.rect[2] * sx, height: f.rect[3] * sy};
  }
  function push(type, id, value) { events.push({type: type, id: id, value: value}); }
  // Keys typed here are the input's: SDL listens on the window and must not see them.
  function keys(element, enter, escape) {
    ["keydown", "keypress", "keyup"].forEach(function (type) {
      element.addEventListener(type, function (e) {
        e.stopPropagation();
        if (e.type !== "keydown" || e.isComposing) return;
        if (e.key === "Enter" && !e.shiftKey && enter) { e.preventDefault(); enter(); }
        else if (e.key === "Escape" && escape) { e.preventDefault(); escape(); }
      });
    });
  }
  function element() {
    if (input) return input;
    input = document.createElement("input");
    input.id = "cubiri-entry";
    input.type = "text";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "words");
    input.setAttribute("enterkeyhint", "done");
    input.style.cssText = "position:fixed;z-index:30;display:none;box-sizing:border-box;" +
      "margin:0;padding:0 0.5em;border:3px solid #f2b848;border-radius:10px;outline:none;" +
      "background:#f7efde;color:#2c2118;font-family:inherit;touch-action:manipulation";
    keys(input, function () { finish("enter"); }, function () { finish("escape"); });
    input.addEventListener("input", function () {
      if (current) push("input", current.id, input.value);
    });
    input.addEventListener("blur", function () { if (current) finish("close"); });
    document.body.appendChild(input);
    return input;
  }
  function show(f) {
    // over the field; at least a finger tall and a name wide (a screen drawn small, letterboxed)
    var el = element(), b = place(f);
    var w = Math.max(b.width, Math.min(320, innerWidth - 16)), h = Math.max(b.height, 44);
    var left = Math.min(Math.max(8, b.left + (b.width - w) / 2), innerWidth - w - 8);
    var top = Math.min(Math.max(8, b.top + (b.height - h) / 2), innerHeight - h - 8);
    el.style.left = left + "px"; el.style.top = top + "px";
    el.style.width = w + "px"; el.style.height = h + "px";
    el.style.fontSize = Math.max(16, f.size) + "px";  // under 16 px, iOS zooms the page in
    el.setAttribute("aria-label", f.label);
  }
  function open(f) {
    var el = element();
    current = f;
    show(f);
    el.value = f.value;
    el.style.display = "block";
    el.focus();
    try { el.setSelectionRange(el.value.length, el.value.length); } catch (e) { /* ok */ }
    push("open", f.id, el.value);
  }
  function finish(type) {
    if (!current) return;
    var id = current.id;
    current = null;
    push(type, id, input.value);
    input.style.display = "none";
    if (document.activeElement === input) input.blur();
    setTimeout(function () { if (window.cubiri && window.cubiri.measure) window.cubiri.measure(); },
               400);  // the on-screen keyboard has gone: the viewport is the game's again
  }
  function hit(x, y) {
    for (var i = 0; i < fields.length; i++) {
      var b = place(fields[i]);
      if (x >= b.left && x < b.left + b.width && y >= b.top && y < b.top + b.height) {
        return fields[i];
      }
    }
    return null;
  }
  // The tap that opens the input is handled here, in the tap's own event (a focus from the
  // game's frame, later, would not open a phone's keyboard).
  function tap(e, x, y) {
    if (e.target === input || (box && box.contains(e.target))) return;
    var f = hit(x, y);
    if (current && (!f || f.id !== current.id)) finish("close");
    if (f && !current) {
      open(f);
      // no mouse events after it: they would move the caret from the end of the name
      if (e.cancelable) e.preventDefault();
    }
  }
  document.addEventListener("touchend", function (e) {
    var t = e.changedTouches && e.changedTouches[0];
    if (t) tap(e, t.clientX, t.clientY);
  }, {capture: true, passive: false});
  document.addEventListener("mouseup", function (e) {
    if (e.button === 0) tap(e, e.clientX, e.clientY);
  }, true);
  // The paste box: transfer's dialog (game/transfer.py, defined in the page before this is
  // called), with a text area whose keys are its own (Enter imports: a record is one line).
  function openPaste(id, title, ok, cancel) {
    closePaste();
    paste = id;
    function done(type, value) {
      if (paste === null) return;
      push(type, paste, value);
      closePaste();
    }
    var d = window.cubiri_transfer.dialog("cubiri-paste", title,
                                          function () { done("escape", ""); });
    box = d.box;
    var area = d.area;
    area.style.height = "40vh";
    area.style.font = "16px monospace";
    area.style.touchAction = "pan-y";
    area.setAttribute("aria-label", title);
    d.button(cancel, function () { done("escape", ""); });
    d.button(ok, function () { done("enter", area.value); });
    keys(area, function () { done("enter", area.value); }, function () { done("escape", ""); });
    area.focus();
  }
  function closePaste() {
    if (box) box.remove();
    box = null;
    paste = null;
  }
  return {
    publish: function (list) {
      fields = list;
      if (!current) return;
      var same = list.filter(function (f) { return f.id === current.id; })[0];
      if (same) { current = same; show(same); } else { finish("close"); }
    },
    set: function (id, value) {
      if (current && current.id === id && input.value !== value) input.value = value;
    },
    close: function () {
      if (!current) return;
      current = null;
      input.style.display = "none";
      if (document.activeElement === input) input.blur();
    },
    take: function () { return events.length ? JSON.stringify(events.splice(0)) : ""; },
    paste: openPaste,
    cancelPaste: closePaste,
    get active() { return current !== null; }
  };
})();"""

_installed: list[bool] = []  # [True]: the page has ENTRY_JS; [False]: it refused it
_queue: list[dict[str, str]] = []  # the page's events read but not yet taken


def _call(function: str, *args: Any) -> Any:
    """`cubiri_entry.<function>(*args)` in the page (defined there first); raises what the
    bridge raises, RuntimeError natively or where the page refused the script."""
    win = platform.window()
    if win is None:
        raise RuntimeError("no browser window")
    if not _installed:
        try:
            win.eval(ENTRY_JS)
        except Exception:
            _installed.append(False)  # once: the fields stay SDL's from now on
            raise
        _installed.append(True)
    if not _installed[0]:
        raise RuntimeError("the page has no text entry")
    return platform.js_call(f"cubiri_entry.{function}", *args)


def _try(function: str, *args: Any) -> bool:
    try:
        _call(function, *args)
    except Exception as exc:  # another page, a JavaScript error: the field stays SDL's
        log.warning("the page's text entry failed (%s): %r", function, exc)
        return False
    return True


def available() -> bool:
    """Whether the page's input stands in for the fields (in a browser)."""
    return platform.IS_BROWSER


def publish(fields: Sequence[Field]) -> bool:
    """Tell the page where the fields of the screen on top are (none: a tap types nothing)."""
    return _try("publish", [f.spec() for f in fields])


def pump() -> None:
    """Read what happened in the page since the last frame into the queue."""
    if not _installed or not _installed[0]:
        return
    try:
        text = _call("take")
    except Exception as exc:
        log.warning("the page's text entry could not be read: %r", exc)
        return
    if text:
        try:
            events = json.loads(str(text))
        except ValueError:
            return
        _queue.extend(e for e in events if isinstance(e, dict))


def take(ids: Sequence[str]) -> list[dict[str, str]]:
    """The queued events of the fields `ids`, in order (each event once)."""
    pump()
    mine = [e for e in _queue if e.get("id") in ids]
    _queue[:] = [e for e in _queue if e.get("id") not in ids]
    return mine


def show(field_id: str, value: str) -> bool:
    """The text as the game keeps it (cut to its limit), back into the page's input."""
    return _try("set", field_id, value)


def close() -> bool:
    """The typing ended in the game (another screen, Enter from elsewhere): hide the input."""
    return not (_installed and _installed[0]) or _try("close")


def open_paste(title: str, ok: str, cancel: str) -> bool:
    """The paste box over the screen: a text area and two buttons (any script: ASCII-escaped
    across the bridge). Its text comes as an `enter` event of `PASTE` ("" and `escape` when
    cancelled)."""
    return _try("paste", PASTE, title, ok, cancel)


def cancel_paste() -> bool:
    """Close the paste box if it is open (the player left the screen)."""
    return not (_installed and _installed[0]) or _try("cancelPaste")


class Fields:
    """The page's input standing in for a screen's text fields (in the browser): each frame,
    `frame(targets)` publishes where they are when that changed, and hands each field what the
    player typed into its input: `begin` when the input opens over it, `take(text)` as it
    changes (the text it keeps goes back to the page), `commit` on Enter or when the input
    closes, `cancel` on Esc."""

    def __init__(self) -> None:
        self.published: list[Field] | None = None
        self.owned: str | None = None  # the field whose input is open in the page

    def frame(self, targets: Sequence[TextTarget]) -> bool:
        """One frame; True if a field changed (the screen needs drawing)."""
        found = {t.field().id: t for t in targets}
        events = take(list(found)) if found and self.published else []
        for event in events:
            target = found.get(event.get("id", ""))
            if target is not None:
                self.handle(target, str(event.get("type", "")), str(event.get("value", "")))
        if self.owned is not None:
            target = found.get(self.owned)
            if target is None or not target.editing():  # the game ended the typing itself
                self.owned = None
                close()
        fields = [t.field() for t in targets]  # as they are now (a name just typed, or put back)
        if fields != self.published and (fields or self.published):
            publish(fields)
            self.published = fields
        return bool(events)

    def handle(self, target: TextTarget, kind: str, value: str) -> None:
        field_id = target.field().id
        if kind == "open":
            self.owned = field_id
            if not target.editing():
                target.begin()
            return
        if not target.editing():
            return
        if kind == "input":
            kept = target.take(value)
            if kept != value:
                show(field_id, kept)
        elif kind in ("enter", "close"):
            target.take(value)
            target.commit()
            self.owned = None
        elif kind == "escape":
            target.cancel()
            self.owned = None

    def owns(self, field_id: str) -> bool:
        """Whether the page's input is open over this field (a tap on it is the page's)."""
        return self.owned == field_id

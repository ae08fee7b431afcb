"""Export and import of a game record (records §3): a file natively, a download and a file
picker or pasted text in the browser.

    text = export_text(record)            # ASCII JSON (names escaped), one line
    where = export(record, today)         # natively a file path; in a browser the file name
    imported = check(text)                # records.parse + records.replay, as `check` does

In the browser the import is asynchronous: `request_file()` opens the browser's file picker and
`request_paste()` a box to paste a record into (both need the click that asked for them: call
them while handling it); then `take_imported()` once a frame gives the text once it is there
("" when the player cancelled). Natively the front end passes the text of a dropped file
(`read_file`) or of the clipboard straight to `check`.

Python hands JavaScript ASCII only (pygbag's bridge reads Python strings as Latin-1): records
are exported with `ensure_ascii`, the page's functions for this (`TRANSFER_JS`) are ASCII, and
they are called through `game.platform.js_call`, whose arguments JavaScript decodes itself.
JavaScript hands Python UTF-8, which is fine.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import date
from typing import Any

from game import entry, platform, records

# Bytes of a record file read at most: `records.MAX_CHARS` characters of up to 4 UTF-8 bytes each
# (as `python -m game check` reads files); a longer file is refused as too long.
MAX_FILE_BYTES = 4 * records.MAX_CHARS
EXPORT_DIR_ENV = "CUBIRI_EXPORT_DIR"
IMPORT_SLOT = "cubiri_import"  # the window property the browser's picker and box fill


@dataclass(frozen=True)
class Imported:
    """A record that passed the checks, with the state it replays to."""

    record: dict[str, Any]
    state: Any

    @property
    def game(self) -> str:
        return str(self.record["game"])


def export_text(record: dict[str, Any]) -> str:
    """The record as one line of ASCII JSON (a `.json` file, or a line of a `.jsonl` one)."""
    return json.dumps(record, ensure_ascii=True, separators=(",", ":")) + "\n"


def file_name(record: dict[str, Any], today: date) -> str:
    """`cubiri-<game>-<date>-<id>.json`, the same for the same game on the same day."""
    from game.storage.saves import game_id

    return f"cubiri-{record['game']}-{today.isoformat()}-{game_id(record)[:8]}.json"


def check(text: str) -> Imported:
    """The record in `text` if it replays cleanly, else `RecordError` saying why:
    `records.parse` then `records.replay`, the rules of `python -m game check` (their limits
    included: at most `records.MAX_CHARS` characters)."""
    record = records.parse(text.strip())
    return Imported(record, records.replay(record))


def dropped_text(path: str, limit: int = MAX_FILE_BYTES) -> str | None:
    """The text of a file dropped on the window (at most `limit` + 1 bytes, see `read_file`),
    or None when it cannot be read as UTF-8 text."""
    try:
        return read_file(path, limit).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def read_file(path: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a file dropped on the window, at most `limit` + 1 (a record's by default):
    more than it may hold (its check refuses it as too long); OSError if it cannot be read."""
    with open(path, "rb") as f:
        return f.read(limit + 1)


# ------------------------------------------------------------------------------ natively

def export_folder(environ: dict[str, str] | None = None) -> str:
    """Where exported records go natively: `CUBIRI_EXPORT_DIR`, else the Downloads folder in
    the home folder when there is one, else `exports` in the data folder."""
    env = os.environ if environ is None else environ
    if env.get(EXPORT_DIR_ENV):
        return os.path.expanduser(env[EXPORT_DIR_ENV])
    downloads = os.path.join(env.get("HOME") or os.path.expanduser("~"), "Downloads")
    if os.path.isdir(downloads):
        return downloads
    return os.path.join(platform.data_dir(environ), "exports")


def save_file(record: dict[str, Any], today: date, folder: str | None = None) -> str:
    """Write the record to a file natively; its path (OSError when it cannot be written)."""
    return save_text(file_name(record, today), export_text(record), folder)


def save_text(name: str, text: str, folder: str | None = None) -> str:
    """Write ASCII `text` to the file `name` in the export folder natively; its path (OSError
    when it cannot be written)."""
    folder = export_folder() if folder is None else folder
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="ascii", newline="\n") as out:
        out.write(text)
    return path


# ------------------------------------------------------------------------------ in a browser

# The page's side, defined once per page (ASCII; run again it changes nothing). `slot` is the
# window property a picked file's or a pasted text lands in; `limit` the bytes read at most.
TRANSFER_JS = """window.cubiri_transfer = window.cubiri_transfer || {
  download: function(name, text) {
    var blob = new Blob([text], {type: "application/json"});
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  },
  pick: function(slot, limit) {
    window[slot] = undefined;
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,.jsonl,.txt,application/json,text/plain";
    input.style.display = "none";
    function done(text) { window[slot] = text; input.remove(); }
    input.addEventListener("cancel", function() { done(""); });
    input.addEventListener("change", function() {
      var file = input.files && input.files[0];
      if (!file) { done(""); return; }
      var reader = new FileReader();
      reader.onload = function() { done(String(reader.result)); };
      reader.onerror = function() { done(""); };
      reader.readAsText(file.slice(0, limit + 1));  // more than `limit`: refused as too long
    });
    document.body.appendChild(input);
    input.click();
  },
  dialog: function(id, title, close) {
    var old = document.getElementById(id);
    if (old) { old.remove(); }
    var box = document.createElement("div");
    box.id = id;
    box.setAttribute("role", "dialog");
    box.style.cssText = "position:fixed;inset:0;display:flex;align-items:center;" +
      "justify-content:center;background:rgba(20,16,12,0.55);z-index:1000;font:18px sans-serif";
    var panel = document.createElement("div");
    panel.style.cssText = "background:#f6efe2;color:#2b2118;padding:18px;border-radius:14px;" +
      "width:min(640px,90vw);max-height:90vh;overflow:auto;box-sizing:border-box;" +
      "box-shadow:0 6px 24px rgba(0,0,0,0.4)";
    var head = document.createElement("div");
    head.textContent = title;
    head.style.cssText = "font-weight:bold;margin-bottom:10px";
    var area = document.createElement("textarea");
    area.style.cssText = "width:100%;box-sizing:border-box;font:16px sans-serif;" +
      "height:min(10em,30vh)";
    var row = document.createElement("div");  // a phone: long labels wrap to a second row
    row.style.cssText = "display:flex;flex-wrap:wrap;gap:12px;justify-content:flex-end;" +
      "margin-top:12px";
    panel.appendChild(head); panel.appendChild(area); panel.appendChild(row);
    box.appendChild(panel);
    box.addEventListener("keydown", function(e) {
      e.stopPropagation();  // typing here is not for the game
      if (e.key === "Escape") { close(); }
    });
    document.body.appendChild(box);
    return {box: box, area: area, button: function(label, action) {
      var b = document.createElement("button");
      b.textContent = label;
      b.style.cssText = "font:bold 18px sans-serif;padding:10px 20px;border-radius:10px;" +
        "min-height:44px;min-width:44px;max-width:100%;white-space:normal";
      b.addEventListener("click", action);
      row.appendChild(b);
      return b;
    }};
  },
  clear: function(slot) { window[slot] = undefined; },
  cancel: function(slot) {
    var b = document.getElementById("cubiri-paste");
    if (b) b.remove();
    window[slot] = undefined;
  }
};"""


def _call(function: str, *args: Any) -> bool:
    """Call `cubiri_transfer.<function>(*args)` in the page; False natively or when the
    browser refuses."""
    win = platform.window()
    if win is None:
        return False
    try:
        win.eval(TRANSFER_JS)
        platform.js_call(f"cubiri_transfer.{function}", *args)
    except Exception:  # a blocked call (sandboxed frame, old browser): the UI says it failed
        return False
    return True


def download(record: dict[str, Any], today: date) -> str | None:
    """Offer the record as a download in the browser; its file name (None if refused)."""
    return download_text(file_name(record, today), export_text(record))


def download_text(name: str, text: str) -> str | None:
    """Offer `text` as the download `name` in the browser; the name (None if refused)."""
    return name if _call("download", name, text) else None


def request_file(limit: int = MAX_FILE_BYTES) -> bool:
    """Open the browser's file picker (call it while handling the player's click); at most
    `limit` bytes of the file are read (more: the check refuses it as too long)."""
    return _call("pick", IMPORT_SLOT, limit)


def request_paste(title: str, ok: str, cancel: str) -> bool:
    """Show a box to paste a record into, with translated labels (any script: `js_call`): the
    page's own text entry (`game.entry`), whose keys the game does not see."""
    return _call("clear", IMPORT_SLOT) and entry.open_paste(title, ok, cancel)  # its dialog


def take_imported() -> str | None:
    """The text the picker or the box produced, once ("" if cancelled); None meanwhile."""
    if platform.window() is None:
        return None
    for event in entry.take([entry.PASTE]):  # the paste box (game.entry)
        if event.get("type") in ("enter", "escape"):
            return str(event.get("value", "")) if event.get("type") == "enter" else ""
    return platform.take_slot(IMPORT_SLOT)  # the file picker


def cancel_request() -> None:
    """Close a paste box still open and forget what comes (the player left the screen)."""
    entry.cancel_paste()
    entry.take([entry.PASTE])
    _call("cancel", IMPORT_SLOT)


def export(record: dict[str, Any], today: date) -> str | None:
    """Export for this platform: a download in a browser (its file name), a file natively (its
    path). None when the browser refused; OSError natively when the file cannot be written."""
    if platform.IS_BROWSER:
        return download(record, today)
    return save_file(record, today)

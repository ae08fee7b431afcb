"""Export and import of records in a real browser (Pyodide in Chromium, see
test_pyodide_storage.py): the download, the file picker and the paste box, with the Python to
JavaScript strings in ASCII and names in any script coming back intact."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import test_pyodide_storage as base  # noqa: E402  (its server, browser and page helpers)

sys.path.remove(str(HERE))

site = base.site
browser = base.browser

SETUP = """
import json, random
from datetime import date
from game import transfer
from game.mishimash import Match, bots, record
match = Match(["Ana", "\\u0c24\\u0c46\\u0c32\\u0c41\\u0c17\\u0c41", "Zo\\u00eb"], 250, 7)
bots.play(match, [bots.BOTS["cautious"]] * 3, random.Random(7))
RECORD = record.export(match)
"""


def _wait_for_import(tab: Any) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        text = json.loads(tab.run("import json\njson.dumps(transfer.take_imported())"))
        if text is not None:
            return text
        time.sleep(0.05)
    raise AssertionError("nothing was imported")


def test_download_picker_and_paste_in_a_browser(browser: Any, site: str, tmp_path) -> None:
    from game import transfer
    from game.mishimash import record as mm_record

    context = browser.new_context(accept_downloads=True)
    tab = base.Page(context, site)
    try:
        tab.run(SETUP)
        record = json.loads(tab.run("json.dumps(RECORD)"))
        assert record["players"][1] == "తెలుగు"
        expected_name = json.loads(tab.run("json.dumps(transfer.file_name(RECORD, "
                                           "date(2026, 11, 29)))"))

        # Export: a download of ASCII JSON that imports back to the same match.
        with tab.page.expect_download() as download:
            assert tab.run("transfer.download(RECORD, date(2026, 11, 29))") == expected_name
        saved = tmp_path / "download.json"
        download.value.save_as(saved)
        assert download.value.suggested_filename == expected_name
        text = saved.read_text(encoding="utf-8")
        assert text.isascii() and text == transfer.export_text(record)
        assert mm_record.export(transfer.check(text).state) == record

        # Import by the file picker: the file's text reaches Python once.
        with tab.page.expect_file_chooser() as chooser:
            assert tab.run("transfer.request_file()") is True
        chooser.value.set_files(str(saved))
        assert _wait_for_import(tab) == text
        assert tab.run("transfer.take_imported() is None") is True
        checked = json.loads(tab.run(
            "imported = transfer.check(RECORD_TEXT := transfer.export_text(RECORD))\n"
            "json.dumps([imported.game, list(imported.state.players)])"))
        assert checked == ["mishimash", record["players"]]

        # Import by pasting into the box, whose labels come in any script.
        assert tab.run("transfer.request_paste('\\u0c30\\u0c3f\\u0c15\\u0c3e\\u0c30\\u0c4d"
                       "\\u0c21\\u0c4d', 'Import', 'Cancel')") is True
        box = tab.page.locator("#cubiri-paste")
        assert box.inner_text().splitlines()[0] == "రికార్డ్"
        box.locator("textarea").fill(text)
        box.get_by_role("button", name="Import").click()
        assert _wait_for_import(tab) == text
        assert tab.page.locator("#cubiri-paste").count() == 0

        # Cancelling gives "" (the screen stops waiting), and a bad paste is refused.
        tab.run("transfer.request_paste('x', 'Import', 'Cancel')")
        tab.page.get_by_role("button", name="Cancel").click()
        assert _wait_for_import(tab) == ""
        refused = tab.run("from game.records import RecordError\n"
                          "try:\n    transfer.check('{\"format\": 1}')\n    r = 'accepted'\n"
                          "except RecordError as e:\n    r = str(e)\nr")
        assert refused.startswith("unknown format")
        assert tab.blocked == []
    finally:
        context.close()


def test_the_paste_box_fits_a_phone_held_either_way(browser: Any, site: str) -> None:
    """The page's paste box on a phone, upright and on its side, with the longest
    labels it is given (Telugu): inside the screen, its buttons finger-sized and inside the
    box, its text at least 16 px (iOS zooms into smaller inputs)."""
    title = "\\u0c30\\u0c3f\\u0c15\\u0c3e\\u0c30\\u0c4d\\u0c21\\u0c4d " * 6
    ok = "\\u0c26\\u0c3f\\u0c17\\u0c41\\u0c2e\\u0c24\\u0c3f \\u0c1a\\u0c47\\u0c2f\\u0c02" * 2
    cancel = "\\u0c30\\u0c26\\u0c4d\\u0c26\\u0c41 \\u0c1a\\u0c47\\u0c2f\\u0c02\\u0c21\\u0c3f" * 2
    for viewport in ({"width": 360, "height": 640}, {"width": 640, "height": 360}):
        context = browser.new_context(viewport=viewport, is_mobile=True, has_touch=True)
        tab = base.Page(context, site)
        try:
            tab.run("from game import transfer")
            assert tab.run(f"transfer.request_paste('{title}', '{ok}', '{cancel}')") is True
            box = tab.page.locator("#cubiri-paste > div")
            panel = box.bounding_box()
            assert panel is not None
            assert panel["x"] >= 0 and panel["y"] >= 0
            assert panel["x"] + panel["width"] <= viewport["width"]
            assert panel["y"] + panel["height"] <= viewport["height"]
            buttons = box.locator("button")
            assert buttons.count() == 2
            for k in range(2):
                b = buttons.nth(k).bounding_box()
                assert b is not None and b["width"] >= 44 and b["height"] >= 44
                assert b["x"] >= panel["x"] and b["x"] + b["width"] <= panel["x"] + panel["width"]
            size = box.locator("textarea").evaluate("a => getComputedStyle(a).fontSize")
            assert float(size.removesuffix("px")) >= 16
        finally:
            context.close()

"""A copy of everything in a real browser (Pyodide in Chromium, see test_pyodide_storage.py):
the page's localStorage filled with one of every value CUBIRI keeps (Telugu names), exported
as a download, wiped (as another itch.io game may wipe it), restored from the downloaded file
through the file picker, and read back the same after a reload; the same as natively, and a
damaged copy changes nothing."""

from __future__ import annotations

import io
import json
import sys
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import backup_scenario  # noqa: E402
import test_pyodide_storage as base  # noqa: E402  (its server, browser and page helpers)

sys.path.remove(str(HERE))

browser = base.browser


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    game = base.game_zip(base.MODULES, base.PACKAGES, "scenario.py", "cubiri_scenario")
    buf = io.BytesIO(game)
    with zipfile.ZipFile(buf, "a") as zf:
        zf.write(HERE / "backup_scenario.py", "cubiri_backup.py")
    with base.serve(buf.getvalue()) as url:
        yield url


def _imported(tab: Any) -> None:
    deadline = time.monotonic() + 30
    while not json.loads(tab.run("import json\nfrom game import transfer\n"
                                 "T = transfer.take_imported()\njson.dumps(T is not None)")):
        assert time.monotonic() < deadline, "nothing was imported"
        time.sleep(0.05)


def test_a_copy_of_everything_survives_a_wiped_browser(browser: Any, site: str,
                                                       tmp_path: Path) -> None:
    context = browser.new_context(accept_downloads=True)
    tab = base.Page(context, site)
    try:
        filled = json.loads(tab.run("import cubiri_backup as b\nb.fill()"))
        native_storage = base.FakeLocalStorage()
        assert filled == json.loads(backup_scenario.fill(native_storage))  # as natively
        assert filled["seats"] == ["రవి", "Computer", "సీత"] and filled["notices"] == []
        text = tab.run("b.export()")
        assert text == backup_scenario.export(native_storage) and text.isascii()

        # the download
        with tab.page.expect_download() as download:
            assert tab.run("from game import transfer\n"
                           "transfer.download_text('cubiri-backup-2026-11-29.json', "
                           "b.export())") == "cubiri-backup-2026-11-29.json"
        saved = tmp_path / download.value.suggested_filename
        download.value.save_as(saved)
        assert saved.read_text(encoding="utf-8") == text

        # another game on the same origin clears localStorage
        tab.page.evaluate("() => localStorage.clear()")
        tab.reload()
        assert json.loads(tab.run("import cubiri_backup as b\nb.values()"))["stored"] == {}

        # a damaged copy is refused whole: nothing is written
        table = json.loads(text)
        table["values"]["scores.mishimash"]["data"] = {"250": -3}
        refused = tab.run(f"b.restore({json.dumps(table)!r})")
        assert refused.startswith("scores.mishimash: ")
        assert tab.page.evaluate("() => localStorage.length") == 0

        # the file picker brings the downloaded copy back; restored, it reads the same
        with tab.page.expect_file_chooser() as chooser:
            assert tab.run("from game import transfer\nfrom game.storage import backup\n"
                           "transfer.request_file(backup.MAX_CHARS)") is True
        chooser.value.set_files(str(saved))
        _imported(tab)
        assert tab.run("backup.dumps(backup.check(T)) == T") is True  # the file, unchanged
        assert tab.run("b.restore(T)") == ""
        tab.reload()
        assert json.loads(tab.run("import cubiri_backup as b\nb.values()")) == filled
        stored = tab.page.evaluate("() => Object.entries(localStorage)")
        assert all(k.isascii() and v.isascii() for k, v in stored)
        assert tab.blocked == [], f"requests outside 127.0.0.1: {tab.blocked}"
    finally:
        context.close()

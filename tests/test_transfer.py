"""Export and import of records: ASCII files, the same checks as `check`, clear refusals."""

from __future__ import annotations

import json
import random
from datetime import date

import pytest

from game import platform, records, transfer
from game.check import check_text
from game.magdagdon import Difficulty
from game.magdagdon import bots as md_bots
from game.magdagdon import record as md_record
from game.mishimash import Match
from game.mishimash import bots as mm_bots
from game.mishimash import record as mm_record
from game.records import RecordError

DAY = date(2026, 11, 29)


def _mishimash_record() -> dict:
    match = Match(["Ana", "తెలుగు", "Zoë"], 250, 5)
    mm_bots.play(match, [mm_bots.BOTS["cautious"]] * 3, random.Random(5))
    return mm_record.export(match)


def test_an_export_is_ascii_and_imports_back_to_the_same_game(tmp_path) -> None:
    record = _mishimash_record()
    text = transfer.export_text(record)
    assert text.isascii() and text.endswith("\n") and text.count("\n") == 1
    path = transfer.save_file(record, DAY, str(tmp_path / "out"))
    assert path.endswith(".json") and "cubiri-mishimash-2026-11-29-" in path
    with open(path, encoding="ascii") as f:
        back = transfer.check(f.read())
    assert back.record == record and back.game == "mishimash"
    assert back.state.players == ("Ana", "తెలుగు", "Zoë")
    assert mm_record.export(back.state) == record


def test_file_names_are_stable_per_game_and_day() -> None:
    record = md_record.export(md_bots.play(Difficulty.NIGHTMARE, md_bots.BOTS["greedy"], 2))
    name = transfer.file_name(record, DAY)
    assert name == transfer.file_name(json.loads(transfer.export_text(record)), DAY)
    assert name.startswith("cubiri-magdagdon-2026-11-29-") and name.isascii()


@pytest.mark.parametrize("damage", [
    lambda r: r["turns"][0].update(roll=[1, 2, 3]),
    lambda r: r.update(format="other"),
    lambda r: r["result"].update(score=r["result"]["score"] + 1),
    lambda r: r.update(difficulty="hard"),
])
def test_import_refuses_what_check_refuses(damage) -> None:
    record = md_record.export(md_bots.play(Difficulty.PEACEFUL, md_bots.BOTS["random"], 3))
    damage(record)
    text = json.dumps(record)
    with pytest.raises(RecordError) as err:
        transfer.check(text)
    assert str(err.value) == check_text(text)


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", "{}", "x" * 2_000_001])
def test_import_of_no_record_says_why(text) -> None:
    with pytest.raises(RecordError):
        transfer.check(text)


def test_import_keeps_the_limits_of_records(tmp_path) -> None:
    record = md_record.export(md_bots.play(Difficulty.PEACEFUL, md_bots.BOTS["greedy"], 1))
    text = transfer.export_text(record).rstrip()
    padded = text[:-1] + ', "note": "' + "x" * records.MAX_CHARS + '"}'
    with pytest.raises(RecordError, match="^too long: "):  # records.parse's own refusal
        transfer.check(padded)
    path = tmp_path / "huge.json"
    path.write_bytes(b"x" * (transfer.MAX_FILE_BYTES + 10))
    data = transfer.read_file(str(path))  # read no further than a record could reach
    assert len(data) == transfer.MAX_FILE_BYTES + 1
    with pytest.raises(RecordError, match="^too long: "):
        transfer.check(data.decode("utf-8"))


def test_the_export_folder(tmp_path, monkeypatch) -> None:
    assert transfer.export_folder({"CUBIRI_EXPORT_DIR": "/x/y"}) == "/x/y"
    home = tmp_path / "home"
    (home / "Downloads").mkdir(parents=True)
    assert transfer.export_folder({"HOME": str(home)}) == str(home / "Downloads")
    bare = tmp_path / "bare"
    bare.mkdir()
    folder = transfer.export_folder({"HOME": str(bare), "CUBIRI_DATA_DIR": str(tmp_path / "d")})
    assert folder == str(tmp_path / "d" / "exports")


def test_natively_the_browser_paths_do_nothing() -> None:
    record = _mishimash_record()
    assert transfer.download(record, DAY) is None
    assert not transfer.request_file() and not transfer.request_paste("t", "ok", "cancel")
    assert transfer.take_imported() is None


def test_the_javascript_is_ascii_whatever_the_labels() -> None:
    record = _mishimash_record()
    assert transfer.TRANSFER_JS.isascii()
    calls = [platform.js_call_code("cubiri_transfer.download", "a.json",
                                   transfer.export_text(record)),
             platform.js_call_code("cubiri_transfer.paste", "cubiri_import", "రికార్డ్",
                                   "దిగుమతి", "రద్దు"),
             platform.js_call_code("cubiri_transfer.pick", "s", 5)]
    assert all(code.isascii() for code in calls)

"""A copy of everything (game.storage.backup): every value CUBIRI keeps goes into one ASCII file
and comes back byte for byte, on files and on a localStorage-like store; a damaged, foreign or
newer file changes nothing and says why; a restore that cannot be written puts back what was
there. The browser's round trip is tests/browser/test_pyodide_backup.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from game.storage import FileStore, MemoryStore, backup
from game.storage.backends import PREFIX

BROWSER_TESTS = Path(__file__).resolve().parents[1] / "browser"
sys.path.insert(0, str(BROWSER_TESTS))
import backup_scenario as scenario  # noqa: E402
from test_pyodide_storage import FakeLocalStorage  # noqa: E402

sys.path.remove(str(BROWSER_TESTS))


@pytest.fixture(scope="module")
def filled() -> tuple[dict[str, Any], str]:
    """A localStorage that holds one of everything, and its backup's text."""
    storage = FakeLocalStorage()
    kept = json.loads(scenario.fill(storage))
    return kept, scenario.export(storage)


def test_everything_round_trips_on_files_and_in_a_browser_store(
        filled: tuple[dict[str, Any], str], tmp_path: Path) -> None:
    kept, text = filled
    assert text.isascii() and "\\u0c30\\u0c35\\u0c3f" in text  # రవి, escaped
    assert {"settings", "scores.magdagdon", "scores.mishimash", "races.mishimash",
            "history.magdagdon",
            "history.mishimash", "replays.magdagdon", "replays.mishimash", "game.magdagdon",
            "game.mishimash", "daily.magdagdon", "daily.magdagdon.game",
            "daily.mishimash", "daily.mishimash.game"} == set(kept["stored"])  # the race's
    # history holds only its attempt begun (one scored attempt a day, rules §5.4)
    assert kept["seats"] == ["రవి", "Computer", "సీత"] and kept["notices"] == []

    # into an empty browser store, and into native files: the same texts, read the same
    fresh = FakeLocalStorage()
    assert scenario.restore(text, fresh) == ""
    assert json.loads(scenario.values(fresh)) == kept
    files = FileStore(str(tmp_path))
    backup.restore(files, backup.check(text))
    assert {name: files.get(name) for name in files.names()} == kept["stored"]
    assert (tmp_path / f"{PREFIX}settings.json").read_text(encoding="utf-8").isascii()
    # and a copy of the copy is the same file
    again, left_out = backup.collect(files, scenario.DAY)
    assert left_out == [] and backup.dumps(again) == text


def test_restore_replaces_cubiris_values_and_leaves_others_alone(
        filled: tuple[dict[str, Any], str]) -> None:
    kept, text = filled
    store = MemoryStore({f"{PREFIX}game.magdagdon": "old", f"{PREFIX}scores.tetris": "theirs",
                         f"{PREFIX}settings.damaged-1": "kept aside", "other.game": "x"})
    store.data[f"{PREFIX}history.mishimash"] = kept["stored"]["history.mishimash"]
    backup.restore(store, backup.check(text))
    assert {n: store.get(n) for n in kept["stored"]} == kept["stored"]
    assert store.get("scores.tetris") == "theirs"  # not CUBIRI's: untouched
    assert store.get("settings.damaged-1") == "kept aside"
    assert store.data["other.game"] == "x"

    # values the copy does not hold are gone: the store holds what the copy holds
    small = backup.Backup("2026-11-30", {"settings": kept["stored"]["settings"]})
    backup.restore(store, backup.check(backup.dumps(small)))
    assert store.names() == ["scores.tetris", "settings", "settings.damaged-1"]


def test_collect_leaves_out_damage_foreign_keys_and_copies_set_aside(
        filled: tuple[dict[str, Any], str]) -> None:
    kept, _ = filled
    data = {PREFIX + name: value for name, value in kept["stored"].items()}
    table = json.loads(data[f"{PREFIX}scores.magdagdon"])
    table["data"]["survival"][0]["score"] = 99_999  # beyond rules §1.7's bound
    data[f"{PREFIX}scores.magdagdon"] = json.dumps(table)
    data[f"{PREFIX}scores.magdagdon.damaged-2"] = "{"
    data[f"{PREFIX}another.games.key"] = "1"
    made, left_out = backup.collect(MemoryStore(data), scenario.DAY)
    assert left_out == ["scores.magdagdon"]
    assert set(made.values) == set(kept["stored"]) - {"scores.magdagdon"}


def _changed(text: str, change: Any) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc)


def _set_score(doc: dict[str, Any]) -> None:
    doc["values"]["scores.magdagdon"]["data"]["survival"][0]["score"] = 99_999


def _break_record(doc: dict[str, Any]) -> None:
    doc["values"]["game.mishimash"]["data"]["record"]["turns"][0]["player"] = 2


BAD = [
    ("not JSON", lambda text: text[:-40], "not JSON"),
    ("a record", lambda text: '{"format": "cubiri.record", "version": 1, "game": "magdagdon"}',
     "not a CUBIRI backup (a game record is imported from Past games)"),
    ("a foreign file", lambda text: '{"name": "my notes"}', "not a CUBIRI backup"),
    ("newer", lambda text: _changed(text, lambda d: d.update(format=2)),
     "made by a newer CUBIRI (format 2, this one reads 1)"),
    ("a value out of bounds", lambda text: _changed(text, _set_score), "scores.magdagdon: "),
    ("a game that does not replay", lambda text: _changed(text, _break_record),
     "game.mishimash: the record does not replay"),
    ("an unknown value", lambda text: _changed(
        text, lambda d: d["values"].update({"scores.tetris": {"version": 1, "data": 3}})),
     "scores.tetris is not a value CUBIRI keeps"),
    ("a copy set aside", lambda text: _changed(
        text, lambda d: d["values"].update({"settings.damaged-1": "{"})),
     "settings.damaged-1 is not a value CUBIRI keeps"),
    ("a key twice", lambda text: text.replace('"format":1,', '"format":1,"format":1,'),
     "not JSON (a key appears twice"),
    ("an extra field", lambda text: _changed(text, lambda d: d.update(by="me")),
     "a backup has exactly the fields cubiri, format, made, values"),
    ("too large", lambda text: " " * (backup.MAX_CHARS + 1), "too large"),
]


@pytest.mark.parametrize(("what", "spoil", "reason"), BAD, ids=[b[0] for b in BAD])
def test_a_damaged_or_foreign_file_changes_nothing_and_says_why(
        filled: tuple[dict[str, Any], str], what: str, spoil: Any, reason: str) -> None:
    kept, text = filled
    storage = FakeLocalStorage()
    storage.items = {PREFIX + name: value for name, value in kept["stored"].items()}
    before = dict(storage.items)
    assert scenario.restore(spoil(text), storage).startswith(reason)
    assert storage.items == before


def test_a_restore_that_cannot_be_written_puts_back_what_was_there(
        filled: tuple[dict[str, Any], str]) -> None:
    kept, text = filled
    mine = {f"{PREFIX}settings": kept["stored"]["settings"]}
    store = MemoryStore(dict(mine), quota=sum(map(len, kept["stored"].values())) // 2)
    with pytest.raises(backup.BackupError, match="nothing was changed"):
        backup.restore(store, backup.check(text))
    assert store.data == mine

"""Stored names: a foreign or absurd key is never listed, read, counted or deleted;
damaged copies are numbered within the name rules; one damage is kept and reported once."""

from __future__ import annotations

import contextlib

import pytest

from game import registry
from game.storage import Storage, values
from game.storage import notices as msg
from game.storage.backends import PREFIX, LocalStorageStore, MemoryStore, valid_name
from game.storage.settings import SETTINGS, Settings
from game.storage.values import MAX_BACKUP_NUMBER, MAX_BACKUPS

DAMAGED = '{"version": 4, "data": {"sound": tru'
# Keys any page on the itch.io origin (or a hand in the data folder) can write.
FOREIGN = (
    "settings.damaged-" + "9" * 50,  # the backup number the next copy would have overflowed
    "settings.damaged-" + "1" * 10,  # a valid name, but a number beyond MAX_BACKUP_NUMBER
    "settings.damaged-007",  # no CUBIRI writes a leading zero
    "Settings.damaged-1",
    "settings.damaged-1 ",
    "settings..damaged-1",
    "x" * 200,
    "",
    "é.damaged-1",
)


def _raw(reopen, tmp_path, kind: str):
    """A way to write a key as it is (prefix included), beside the backend under test."""
    if kind == "files":
        folder = tmp_path / "data"
        folder.mkdir(exist_ok=True)

        def put(key: str, value: str) -> None:
            # A name the file system refuses cannot be there at all.
            with contextlib.suppress(OSError):
                (folder / f"{key}.json").write_text(value)
        return put
    store = reopen()
    backing = store.data if isinstance(store, MemoryStore) else store.storage.items
    return backing.__setitem__


@pytest.mark.parametrize("foreign", FOREIGN)
def test_a_foreign_backup_key_beside_damaged_settings_is_ignored(reopen, tmp_path,
                                                                 foreign: str) -> None:
    kind = "files" if type(reopen()).__name__ == "FileStore" else "other"
    put = _raw(reopen, tmp_path, kind)
    put(PREFIX + foreign, "not ours")
    store = reopen()
    store.set(SETTINGS.name, DAMAGED)
    assert all(valid_name(n) for n in store.names())
    assert values.backups(store, SETTINGS.name) == []  # none of them is a copy of ours
    notices: list = []
    assert values.read(store, SETTINGS, notices) == Settings()  # before: ValueError
    assert [n.msgid for n in notices] == [msg.SETTINGS_DAMAGED]
    assert notices[0].backup == "settings.damaged-1"
    assert reopen().get(notices[0].backup) == DAMAGED


def test_local_storage_lists_only_valid_names(fake_local_storage) -> None:
    storage = fake_local_storage()
    for key in ("cubiri.settings", "cubiri." + "a" * 65, "cubiri.A", "cubiri.a b", "other.x",
                "cubiri.", "cubiri.game.magdagdon.damaged-" + "9" * 50):
        storage.setItem(key, "{}")
    assert LocalStorageStore(storage).names() == ["settings"]


def test_a_foreign_key_beside_a_damaged_save_does_not_stop_the_game() -> None:
    data = {PREFIX + "game.magdagdon": "{", PREFIX + "game.magdagdon.damaged-" + "9" * 50: "x"}
    session = Storage(MemoryStore(data))
    assert session.load_game("magdagdon") is None  # before: ValueError, the error screen
    assert [n.msgid for n in session.take_notices()] == [registry.get("magdagdon").save_damaged]
    assert data[PREFIX + "game.magdagdon.damaged-1"] == "{"


def test_backup_numbers_past_the_largest_take_the_smallest_free_one() -> None:
    data = {PREFIX + f"settings.damaged-{MAX_BACKUP_NUMBER}": "old",
            PREFIX + "settings.damaged-1": "older"}
    store = MemoryStore(data)
    store.set(SETTINGS.name, DAMAGED)
    notices: list = []
    values.read(store, SETTINGS, notices)
    assert notices[0].backup == "settings.damaged-2"
    assert values.backups(store, SETTINGS.name) == [
        "settings.damaged-1", "settings.damaged-2", f"settings.damaged-{MAX_BACKUP_NUMBER}"]


def test_the_same_damage_is_kept_and_reported_once_and_its_first_copy_survives() -> None:
    store = MemoryStore(read_only=False)
    for start in range(MAX_BACKUPS + 2):  # the same damaged text at every start
        store.set(SETTINGS.name, DAMAGED)
        notices: list = []
        values.read(store, SETTINGS, notices)
        assert len(notices) == (1 if start == 0 else 0)
    assert values.backups(store, SETTINGS.name) == ["settings.damaged-1"]
    assert store.get("settings.damaged-1") == DAMAGED

"""The three backends behave alike: strings under `cubiri.` names; faults become StoreError."""

from __future__ import annotations

import os

import pytest

from game.storage.backends import (
    FileStore,
    LocalStorageStore,
    MemoryStore,
    StoreError,
    check_name,
)


def test_set_get_delete_names_survive_reopening(reopen) -> None:
    store = reopen()
    assert store.get("settings") is None and store.names() == []
    store.set("settings", '{"a": 1}')
    store.set("game.magdagdon", "ä ✓ తెలుగు \n")
    again = reopen()
    assert again.get("settings") == '{"a": 1}'
    assert again.get("game.magdagdon") == "ä ✓ తెలుగు \n"
    assert again.names() == again.keys() == ["game.magdagdon", "settings"]
    again.set("settings", "second")
    assert reopen().get("settings") == "second"
    again.delete("settings")
    again.delete("settings")  # absent: nothing happens
    assert reopen().get("settings") is None
    assert reopen().names() == ["game.magdagdon"]


@pytest.mark.parametrize("name", ["", "Settings", "../x", "a/b", "a..b", ".a", "a.", "x" * 65,
                                  "a b", "ü"])
def test_names_are_checked(reopen, name: str) -> None:
    with pytest.raises(ValueError):
        check_name(name)
    with pytest.raises(ValueError):
        reopen().set(name, "x")


def test_every_backend_uses_the_cubiri_prefix(tmp_path, fake_local_storage) -> None:
    data: dict[str, str] = {}
    MemoryStore(data).set("settings", "m")
    assert data == {"cubiri.settings": "m"}
    storage = fake_local_storage()
    storage.setItem("other-game.save", "theirs")  # itch.io: one origin for every HTML game
    LocalStorageStore(storage).set("settings", "l")
    assert storage.items == {"other-game.save": "theirs", "cubiri.settings": "l"}
    assert LocalStorageStore(storage).names() == ["settings"]
    FileStore(str(tmp_path)).set("settings", "f")
    assert os.listdir(tmp_path) == ["cubiri.settings.json"]


def test_file_writes_are_atomic_and_leave_no_temporary_files(tmp_path, monkeypatch) -> None:
    store = FileStore(str(tmp_path / "new" / "folder"))  # created on first write
    store.set("settings", "old")
    calls = []
    real_replace = os.replace

    def failing_replace(src: str, dst: str) -> None:
        calls.append((src, dst))
        raise PermissionError(13, "Permission denied", dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(StoreError):
        store.set("settings", "new")
    monkeypatch.setattr(os, "replace", real_replace)
    assert calls and calls[0][0].endswith(".tmp")
    assert store.get("settings") == "old"  # the old file is whole
    assert os.listdir(tmp_path / "new" / "folder") == ["cubiri.settings.json"]


def test_unwritable_folder_is_a_store_error(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = FileStore(str(blocker / "cubiri"))  # its parent is a file: nothing can be written
    with pytest.raises(StoreError):
        store.set("settings", "x")
    with pytest.raises(StoreError):  # not "missing": the path itself is broken
        store.get("settings")
    with pytest.raises(StoreError):
        store.names()


def test_unreadable_file_is_a_store_error(tmp_path) -> None:
    store = FileStore(str(tmp_path))
    os.mkdir(store.path("settings"))  # a folder where the file should be
    with pytest.raises(StoreError):
        store.get("settings")


def test_file_bytes_that_are_not_utf8_come_back_byte_for_byte(tmp_path) -> None:
    store = FileStore(str(tmp_path))
    raw = b'{"version": 1, "data": "\xff\xfe"}'
    with open(store.path("settings"), "wb") as f:
        f.write(raw)
    text = store.get("settings")
    store.set("copy", text)
    with open(store.path("copy"), "rb") as f:
        assert f.read() == raw


def test_memory_quota_and_read_only() -> None:
    store = MemoryStore(quota=40)
    store.set("a", "x" * 20)
    with pytest.raises(StoreError):
        store.set("b", "x" * 20)
    store.set("a", "y" * 30)  # replacing a value counts only the new one
    frozen = MemoryStore({"cubiri.a": "1"}, read_only=True)
    with pytest.raises(StoreError):
        frozen.set("a", "2")
    with pytest.raises(StoreError):
        frozen.delete("a")
    assert frozen.get("a") == "1"


def test_local_storage_quota_error_becomes_store_error(fake_local_storage) -> None:
    store = LocalStorageStore(fake_local_storage(quota=30))
    store.set("a", "x")
    with pytest.raises(StoreError, match="quota"):
        store.set("b", "x" * 100)
    assert store.get("b") is None


class _JsNull:
    """How a JS bridge may show `null` (Pyodide's jsnull)."""

    def __str__(self) -> str:
        return "null"


def test_local_storage_treats_a_bridged_null_as_missing(fake_local_storage) -> None:
    class Storage(fake_local_storage):
        def getItem(self, key: str):  # noqa: N802
            return self.items.get(key, _JsNull())

    store = LocalStorageStore(Storage())
    assert store.get("settings") is None
    store.set("settings", "v")
    assert store.get("settings") == "v"


def test_a_throwing_local_storage_is_a_store_error() -> None:
    class Blocked:
        def __getattr__(self, name: str):
            raise RuntimeError("SecurityError: access denied")

    store = LocalStorageStore(Blocked())
    for call in (lambda: store.get("a"), lambda: store.set("a", "1"), lambda: store.delete("a"),
                 store.names):
        with pytest.raises(StoreError):
            call()

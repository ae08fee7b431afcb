"""Shared fixtures of the storage tests: every backend, opened afresh as after a reload."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.storage.backends import FileStore, LocalStorageStore, MemoryStore, Store

BACKENDS = ("memory", "files", "localstorage")


class FakeLocalStorage:
    """The Web Storage API's five members over a dict, with an optional quota in characters
    (exceeding it raises like a browser's QuotaExceededError)."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the Web Storage API's names)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        value = str(value)
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise RuntimeError("QuotaExceededError: The quota has been exceeded.")
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.items)


def opener(kind: str, tmp_path) -> Callable[[], Store]:
    """A function that opens a new Store over the same kept data (like starting the app again)."""
    if kind == "memory":
        data: dict[str, str] = {}
        return lambda: MemoryStore(data)
    if kind == "files":
        folder = str(tmp_path / "data")
        return lambda: FileStore(folder)
    storage = FakeLocalStorage()
    return lambda: LocalStorageStore(storage)


@pytest.fixture
def fake_local_storage() -> type[FakeLocalStorage]:
    """The FakeLocalStorage class (test modules cannot import conftest in importlib mode)."""
    return FakeLocalStorage


@pytest.fixture(params=BACKENDS)
def reopen(request, tmp_path) -> Callable[[], Store]:
    """Opens the backend under test afresh each call; the kept data is shared."""
    return opener(request.param, tmp_path)

"""Where strings are kept: one small `Store` interface and its three backends.

A store maps short names ("settings", "game.magdagdon") to strings. Every backend keeps them
under the `cubiri.` prefix, because all HTML games on itch.io share one browser origin:

- `MemoryStore`: a dict, for tests (with an optional quota and read-only switch to fake faults);
- `FileStore`: native, one file `cubiri.<name>.json` per name in the data folder, written atomically
  (a temporary file in the same folder, then `os.replace`);
- `LocalStorageStore`: the browser's `localStorage`, or any object with the same five members
  (`getItem`, `setItem`, `removeItem`, `key`, `length`), so pygbag's `platform.window` and
  Pyodide's `js` both work, and tests can pass a fake. It hands JavaScript ASCII only:
  pygbag's bridge passes Python text to JS as its UTF-8 bytes read as Latin-1.

Backends only move strings; a fault becomes `StoreError`. Parsing, validation, versions and
recovery live in `game.storage.values`.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

from game.platform import js_literal

PREFIX = "cubiri."
FILE_SUFFIX = ".json"
TEMP_SUFFIX = ".tmp"
# Names are plain so that they are also safe file names on every system.
NAME_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*")
MAX_NAME_LENGTH = 64


class StoreError(OSError):
    """A read or write that the backend could not do (quota exceeded, read-only folder…)."""


class NotWriter(StoreError):
    """A write refused because another CUBIRI instance is the writer (`game.storage.lease`):
    the app tells the player so itself, so the layers above report no notice for it."""


def valid_name(name: object) -> bool:
    """True for a valid store name: lower-case words joined by dots, at most 64 characters."""
    return (isinstance(name, str) and len(name) <= MAX_NAME_LENGTH
            and NAME_PATTERN.fullmatch(name) is not None)


def check_name(name: str) -> str:
    """Return `name` if it is a valid store name (lower-case words joined by dots), else raise."""
    if not valid_name(name):
        raise ValueError(f"invalid store name {name!r}")
    return name


def _ours(keys: Iterable[object]) -> list[str]:
    """The valid store names behind the `cubiri.` keys among `keys`, sorted. Any other key
    (another game's on the shared itch.io origin, or a foreign or absurd `cubiri.` key that
    no CUBIRI wrote) is not ours: it is never listed, so nothing reads, counts or deletes it."""
    names = (k[len(PREFIX):] for k in keys if isinstance(k, str) and k.startswith(PREFIX))
    return sorted(n for n in names if valid_name(n))


class Store(ABC):
    """String values under short names; every backend adds the `cubiri.` prefix itself."""

    @abstractmethod
    def get(self, name: str) -> str | None:
        """The value stored under `name`, or None. Raises StoreError if it cannot be read."""

    @abstractmethod
    def set(self, name: str, value: str) -> None:
        """Store `value` under `name`. Raises StoreError if it cannot be written."""

    @abstractmethod
    def delete(self, name: str) -> None:
        """Remove `name` (nothing happens if it is absent). Raises StoreError on failure."""

    @abstractmethod
    def names(self) -> list[str]:
        """Every valid name in this store (without the prefix), sorted; keys that are not
        valid names are left out."""

    def keys(self) -> list[str]:
        """The same as `names()` (the Web Storage API's word)."""
        return self.names()


class MemoryStore(Store):
    """A store in a dict (tests). `quota` limits the total characters; `read_only` fails writes.

    `data` is the backing dict, keyed with the `cubiri.` prefix like localStorage; pass the
    same dict to a second MemoryStore to model reloading the app.
    """

    def __init__(self, data: dict[str, str] | None = None, *, quota: int | None = None,
                 read_only: bool = False) -> None:
        self.data: dict[str, str] = {} if data is None else data
        self.quota = quota
        self.read_only = read_only

    def get(self, name: str) -> str | None:
        return self.data.get(PREFIX + check_name(name))

    def set(self, name: str, value: str) -> None:
        key = PREFIX + check_name(name)
        if self.read_only:
            raise StoreError(f"cannot write {key}: the store is read-only")
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StoreError(f"cannot write {key}: quota of {self.quota} characters exceeded")
        self.data[key] = value

    def delete(self, name: str) -> None:
        key = PREFIX + check_name(name)
        if self.read_only and key in self.data:
            raise StoreError(f"cannot delete {key}: the store is read-only")
        self.data.pop(key, None)

    def names(self) -> list[str]:
        return _ours(self.data)


class FileStore(Store):
    """Native files: `<folder>/cubiri.<name>.json`, one per name, replaced atomically.

    Text is UTF-8. Bytes that are not UTF-8 are read with `surrogateescape`, so a damaged file
    can be copied aside byte for byte (the value layer then rejects it as not valid text).
    """

    def __init__(self, folder: str) -> None:
        self.folder = folder

    def path(self, name: str) -> str:
        """The file that holds `name`."""
        return os.path.join(self.folder, PREFIX + check_name(name) + FILE_SUFFIX)

    def get(self, name: str) -> str | None:
        try:
            with open(self.path(name), "rb") as f:
                data = f.read()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StoreError(f"cannot read {self.path(name)}: {exc}") from exc
        return data.decode("utf-8", "surrogateescape")

    def set(self, name: str, value: str) -> None:
        path = self.path(name)
        # tempfile is only needed natively: imported lazily so pygbag never fetches it.
        tempfile = importlib.import_module("tempfile")
        temp = None
        try:
            os.makedirs(self.folder, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=PREFIX + name + ".", suffix=TEMP_SUFFIX,
                                        dir=self.folder)
            with os.fdopen(fd, "wb") as f:
                f.write(value.encode("utf-8", "surrogateescape"))
                f.flush()
                os.fsync(f.fileno())
            os.replace(temp, path)  # atomic: readers see the old or the new file, never half
            temp = None
        except OSError as exc:
            raise StoreError(f"cannot write {path}: {exc}") from exc
        finally:
            if temp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp)

    def delete(self, name: str) -> None:
        path = self.path(name)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StoreError(f"cannot delete {path}: {exc}") from exc

    def names(self) -> list[str]:
        try:
            entries = os.listdir(self.folder)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise StoreError(f"cannot list {self.folder}: {exc}") from exc
        return _ours(e[:-len(FILE_SUFFIX)] for e in entries if e.endswith(FILE_SUFFIX))

    def clean_temporary_files(self) -> list[str]:
        """Delete the temporary files a write left behind when the app was killed during it
        (`cubiri.<name>.<random>.tmp`), and return their names. Call it only while no other
        CUBIRI writes in this folder (`game.storage.lease`): a running write's file is one."""
        try:
            entries = os.listdir(self.folder)
        except OSError:
            return []
        removed = []
        for entry in sorted(entries):
            if entry.startswith(PREFIX) and entry.endswith(TEMP_SUFFIX):
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(self.folder, entry))
                    removed.append(entry)
        return removed


def _js_string(value: Any) -> str | None:
    """A JavaScript string result as str; JS null/undefined (however the bridge shows them)
    as None."""
    if value is None or isinstance(value, str):
        return value
    # Pyodide may hand back its `jsnull` marker, pygbag a proxy; neither is a stored string.
    if type(value).__name__.lower() in ("jsnull", "jsundefined") or str(value) in (
            "null", "undefined", "jsnull"):
        return None
    return str(value)


# Marks a stored string that was not plain ASCII (see LocalStorageStore); no JSON text starts so.
ASCII_MARK = "ascii-json:"


def _to_js(value: str) -> str:
    if value.isascii() and not value.startswith(ASCII_MARK):
        return value
    return ASCII_MARK + js_literal(value)


def _from_js(stored: str | None) -> str | None:
    if stored is None or not stored.startswith(ASCII_MARK):
        return stored  # also every value stored before the mark existed
    try:
        value = json.loads(stored[len(ASCII_MARK):])
    except ValueError:
        return stored  # not ours after all: the value layer judges it
    return value if isinstance(value, str) else stored


class LocalStorageStore(Store):
    """The browser's localStorage (or any object with getItem/setItem/removeItem/key/length).

    Only ASCII reaches `setItem`. Values are ASCII JSON already (`values.dumps`) and are stored
    as they are; any other string (a damaged copy set aside, whatever it holds) is stored as
    `ascii-json:` followed by its JSON string literal, and read back exactly.
    """

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def get(self, name: str) -> str | None:
        key = PREFIX + check_name(name)
        try:
            return _from_js(_js_string(self.storage.getItem(key)))
        except Exception as exc:  # a JS exception crosses the bridge as some Exception
            raise StoreError(f"cannot read {key}: {exc}") from exc

    def set(self, name: str, value: str) -> None:
        key = PREFIX + check_name(name)
        try:
            self.storage.setItem(key, _to_js(value))
        except Exception as exc:  # QuotaExceededError, SecurityError
            raise StoreError(f"cannot write {key}: {exc}") from exc

    def delete(self, name: str) -> None:
        key = PREFIX + check_name(name)
        try:
            self.storage.removeItem(key)
        except Exception as exc:
            raise StoreError(f"cannot delete {key}: {exc}") from exc

    def names(self) -> list[str]:
        try:
            keys = [_js_string(self.storage.key(i)) for i in range(int(self.storage.length))]
        except Exception as exc:
            raise StoreError(f"cannot list localStorage: {exc}") from exc
        return _ours(keys)

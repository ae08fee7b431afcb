"""A copy of everything CUBIRI keeps on this device, in one file, and putting it back.

    text = dumps(collect(store, today))   # every stored value CUBIRI keeps, as ASCII JSON
    backup = check(text)                  # BackupError saying why, if it is not a good copy
    restore(store, backup)                # the store then holds exactly the copy's values

A backup is built over the storage layer's names, never a list of games: every `cubiri.*` value
whose kind the storage layer knows (`values.kind_named`: settings, high scores, histories, kept
games, daily results, the games in progress of every registered game) and that reads without
damage. Names CUBIRI does not keep (another game's keys on a shared origin) and damaged copies
set aside (`<name>.damaged-<n>`) stay out.

Checking a backup is checking each value the way reading it does (`values.parse`: versions,
fields, bounds, records that must replay), before anything is written: a damaged or foreign file
changes nothing and the error says why. Restoring writes every value of the copy and removes
CUBIRI's values the copy does not hold; if a write fails (the browser's storage full), what was
there before is put back.

The file: `{"cubiri": "backup", "format": 1, "made": "YYYY-MM-DD", "values": {name: value}}`
with each value the stored JSON document itself, so the file reads like the store. ASCII only
(names in any script as `\\u` escapes): pygbag's bridge and every file system take it as it is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from typing import Any

from game import registry
from game.storage import values
from game.storage.backends import Store, StoreError, check_name

FORMAT = 1
MARK = "backup"  # the "cubiri" field of a backup file
FIELDS = ("cubiri", "format", "made", "values")
# A backup holds at most what a browser's storage holds (about 5 million characters), with room
# for native stores, which have no such limit but keep the same bounded values.
MAX_CHARS = 12_000_000


class BackupError(ValueError):
    """A backup that cannot be used, or a restore that could not be written. The message says
    why in English (the technical detail); `kind` says what went wrong, for the player's words:
    TEXT (not JSON), LONG, FOREIGN (not a backup), RECORD (a game record instead), NEWER,
    VALUE (a value in it is damaged), WRITE (the store refused)."""

    TEXT, LONG, FOREIGN, RECORD, NEWER, VALUE, WRITE = (
        "text", "long", "foreign", "record", "newer", "value", "write")

    def __init__(self, message: str, kind: str = "foreign") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Backup:
    """The values of a backup by store name (each the stored text), and the day it was made."""

    made: str
    values: dict[str, str]


def _parts() -> None:
    """Import every registered game's storage parts, so that their kinds are known by name."""
    for key in registry.game_keys():
        info = registry.get(key)
        for reference in (info.results, info.history, info.daily_storage, info.settings):
            if reference is not None:
                reference.load()


def _kind(name: str) -> values.Kind[Any] | None:
    if values.BACKUP_MARK in name:
        return None  # a damaged copy set aside, not a value
    return values.kind_named(name)


def collect(store: Store, today: date) -> tuple[Backup, list[str]]:
    """Every value CUBIRI keeps in `store` that reads without damage, and the names of those
    left out because they are damaged (the game reports those when it reads them)."""
    _parts()
    kept: dict[str, str] = {}
    left_out: list[str] = []
    for name in store.names():
        kind = _kind(name)
        if kind is None:
            continue
        text = store.get(name)
        if text is None:
            continue
        try:
            _check_value(kind, text)
        except values.Invalid:
            left_out.append(name)
            continue
        kept[name] = text
    return Backup(today.isoformat(), kept), left_out


def _check_value(kind: values.Kind[Any], text: str) -> None:
    problems: list[str] = []
    values.parse(kind, text, problems)
    if problems:
        raise values.Invalid("; ".join(problems))


def dumps(backup: Backup) -> str:
    """The backup file's text: ASCII JSON, one value to a line."""
    lines = [json.dumps(name) + ": " + _compact(json.loads(text))
             for name, text in sorted(backup.values.items())]
    head = {"cubiri": MARK, "format": FORMAT, "made": backup.made}
    body = ",\n".join(lines)
    return (json.dumps(head, separators=(",", ":"))[:-1] + ',"values":{\n' + body + "\n}}\n")


def _compact(doc: Any) -> str:
    # what values.dumps writes: the stored text and the backup's value are the same characters
    return json.dumps(doc, ensure_ascii=True, separators=(",", ":"), allow_nan=False)


def file_name(backup: Backup) -> str:
    """`cubiri-backup-<date>.json`."""
    return f"cubiri-backup-{backup.made}.json"


def check(text: str) -> Backup:
    """The backup in `text` if it is one and every value in it reads without damage, else
    BackupError saying what is wrong (the first problem found)."""
    if len(text) > MAX_CHARS:
        raise BackupError(f"too large ({len(text)} characters, at most {MAX_CHARS})",
                          BackupError.LONG)
    try:
        doc = json.loads(text, object_pairs_hook=_no_repeats,
                         parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise BackupError(f"not JSON ({str(exc)[:120]})", BackupError.TEXT) from None
    if not isinstance(doc, dict) or doc.get("cubiri") != MARK:
        if isinstance(doc, dict) and "format" in doc and "game" in doc:
            raise BackupError("not a CUBIRI backup (a game record is imported from Past games)",
                              BackupError.RECORD)
        raise BackupError("not a CUBIRI backup")
    if set(doc) != set(FIELDS):
        raise BackupError(f"a backup has exactly the fields {', '.join(FIELDS)}")
    if not values.is_int(doc["format"]) or doc["format"] < 1:
        raise BackupError(f"bad format {str(doc['format'])[:20]}")
    if doc["format"] > FORMAT:
        raise BackupError(f"made by a newer CUBIRI (format {doc['format']}, this one reads "
                          f"{FORMAT})", BackupError.NEWER)
    try:
        made = values.expect_date(doc["made"], "the date it was made")
    except values.Invalid as exc:
        raise BackupError(str(exc)) from None
    found = doc["values"]
    if not isinstance(found, dict):
        raise BackupError("its values must be an object")
    _parts()
    kept: dict[str, str] = {}
    for name, value in found.items():
        try:
            check_name(name)
        except ValueError:
            raise BackupError(f"{name[:40]!r} is not a name CUBIRI keeps") from None
        kind = _kind(name)
        if kind is None:
            raise BackupError(f"{name} is not a value CUBIRI keeps")
        stored = _compact(value)
        try:
            _check_value(kind, stored)
        except values.Invalid as exc:
            raise BackupError(f"{name}: {exc}", BackupError.VALUE) from None
        kept[name] = stored
    return Backup(made, kept)


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("a key appears twice")
    return dict(pairs)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def restore(store: Store, backup: Backup) -> None:
    """Make `store` hold exactly the backup's values (CUBIRI's own: other names and damaged
    copies are left alone). If a write fails, what was there is put back as far as the store
    allows, and BackupError says so."""
    _parts()
    before = {name: text for name in store.names()
              if _kind(name) is not None and (text := store.get(name)) is not None}
    try:
        for name, text in backup.values.items():
            store.set(name, text)
        for name in before:
            if name not in backup.values:
                store.delete(name)
    except StoreError as exc:
        whole = _put_back(store, before, backup)
        raise BackupError(f"could not write it here ({exc}); " + (
            "nothing was changed" if whole else "not everything could be put back"),
            BackupError.WRITE) from None


def _put_back(store: Store, before: dict[str, str], backup: Backup) -> bool:
    """Write `before` back over a half-restored store; False if some write failed too."""
    whole = True
    for name in backup.values:
        if name not in before:
            try:
                store.delete(name)
            except StoreError:
                whole = False
    for name, text in before.items():
        try:
            store.set(name, text)
        except StoreError:
            whole = False
    return whole

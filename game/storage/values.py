"""Versioned values: typed data in a store, checked on the way in, never trusted.

Each stored value is a JSON document `{"version": N, "data": ...}` described by a `Kind`: its
store name, current version, default, migrations from older versions, and a `decode` that turns
the data into typed values or says what is wrong with it.

Reading never raises and never crashes the game. When a value is damaged (not text, oversized,
not JSON, a number that is not finite, no version, wrong types, missing, extra or repeated
fields, absurd numbers, a game record that does not replay…):
- the damaged text is kept aside in the same store as `<name>.damaged-<n>` (the newest
  `MAX_BACKUPS` are kept), so nothing the player had is destroyed; a text already kept aside
  is not copied (or reported) again, so one damage never evicts its own first copy;
- a `Notice` is reported for the UI to show;
- the default is used, or, where `decode` could salvage part of it (a bad high-score entry among
  good ones), what was valid is kept and written back once: the repaired text reads back as it
  is, with no problem (a decoder that repairs into damage is a bug, reported as unexpected);
- every other stored value is untouched.
Backup numbers stay within the store's name rules: only `<name>.damaged-<n>` with `n` from 1 to
`MAX_BACKUP_NUMBER` count as ours (a foreign `...damaged-<50 digits>` is ignored), and the next
number after the largest is the smallest free one.
A write that fails (quota exceeded, read-only folder) reports a notice and returns False.
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Generic, Protocol, Self, TypeGuard, TypeVar

from game import graphemes
from game.storage import notices as msg
from game.storage.backends import NotWriter, Store, StoreError, valid_name
from game.storage.notices import Notice

T = TypeVar("T")


class Copyable(Protocol):
    def copy(self) -> Self: ...


C = TypeVar("C", bound=Copyable)
log = logging.getLogger(__name__)

# The largest stored value accepted, in characters (documented limit). The longest real value is
# a MISHIMASH match in progress with six players to 2000 (a few hundred kB at worst), but any
# record the game accepts (at most records.MAX_CHARS = 1,000,000 characters, written back no
# longer, but for names in \u escapes) must save with its generator's state (about 7,000
# characters). Browsers give an origin about 5 M characters of localStorage, shared by every
# game on itch.io.
MAX_VALUE_CHARS = 1_100_000
MAX_BACKUPS = 3  # damaged copies kept per name; older ones are dropped
BACKUP_MARK = ".damaged-"
MAX_BACKUP_NUMBER = 999_999_999  # `<name>.damaged-<n>` stays a short valid name
_BACKUP_SUFFIX = re.compile(r"\.damaged-([1-9][0-9]{0,8})")
# Marks a notice's detail when a decoder failed in a way it does not check for: the player is
# still protected (the value is set aside), but it is a bug, and the fuzzer reports it.
UNEXPECTED = "unexpected error: "


class Invalid(ValueError):
    """A stored value (or part of one) that cannot be used; the message says why."""


@dataclass(frozen=True)
class Kind(Generic[T]):
    """How one stored value is named, versioned, checked and written.

    `decode(data, problems)` returns the typed value; it raises `Invalid` when nothing can be
    used, or appends to `problems` when it dropped or reset a damaged part and kept the rest.
    `migrations[v]` turns version-`v` data into version `v + 1` data.
    """

    name: str
    version: int
    default: Callable[[], T]
    decode: Callable[[Any, list[str]], T]
    encode: Callable[[T], Any]
    damaged_msgid: str
    migrations: Mapping[int, Callable[[Any], Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _NAMED.setdefault(self.name, self)  # the first kind of a name is the one defined


# Every stored value's kind by its store name, so that code over all of CUBIRI's values (the
# backup) finds each one's checks without naming any: kinds defined once register themselves
# when made; kinds made per game ("game.<key>", "daily.<key>") by a family of names.
_NAMED: dict[str, Kind[Any]] = {}
_FAMILIES: dict[str, Callable[[str], Kind[Any] | None]] = {}


def register_family(prefix: str, make: Callable[[str], Kind[Any] | None]) -> None:
    """Names starting with `prefix` ("game.") are found by `make(rest of the name)`, which
    returns their kind or None (not one of them)."""
    _FAMILIES[prefix] = make


def kind_named(name: str) -> Kind[Any] | None:
    """The kind of the value stored under `name`, or None (a name CUBIRI does not keep)."""
    for prefix, make in _FAMILIES.items():
        if name.startswith(prefix) and (found := make(name[len(prefix):])) is not None:
            return found
    return _NAMED.get(name)


def dumps(kind: Kind[T], value: T) -> str:
    """The stored text of `value`: compact JSON with the current version, ASCII only.

    Every other character is a JSON escape ("Juc\\u0103tor"): pygbag's bridge would hand
    non-ASCII text to localStorage as UTF-8 bytes read as Latin-1. Text stored by earlier
    versions with the characters as they are still reads the same.
    """
    doc = {"version": kind.version, "data": kind.encode(value)}
    return json.dumps(doc, ensure_ascii=True, separators=(",", ":"), allow_nan=False)


def _reject_constant(name: str) -> Any:
    raise Invalid(f"not valid JSON ({name} is not a JSON number)")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400
        raise Invalid(f"the number {text[:40]} is too large")
    return value


def _without_repeated_keys(problems: list[str]) -> Callable[[list[tuple[str, Any]]], Any]:
    """An object hook that drops a key given twice, reporting it: json would keep the last
    silently, and we never write one, so neither copy can be trusted (the decoder then resets
    that field alone, or drops that entry, as for a missing one)."""
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            keys = [key for key, _ in pairs]
            for key in dict.fromkeys(k for k in keys if keys.count(k) > 1):
                del obj[key]
                problems.append(f"the key {key[:40]!r} appears {keys.count(key)} times")
        return obj
    return hook


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # a pair (an emoji) or a lone one


def _writable(doc: Any) -> bool:
    """True when every string in `doc` is valid Unicode (no lone surrogate)."""
    try:
        json.dumps(doc, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, RecursionError):
        return False
    return True


def parse(kind: Kind[T], text: str, problems: list[str]) -> T:
    """Check, migrate and decode stored text, or raise `Invalid` saying what is wrong."""
    if len(text) > MAX_VALUE_CHARS:
        raise Invalid(f"too large ({len(text)} characters, at most {MAX_VALUE_CHARS})")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise Invalid("not valid UTF-8 text") from None
    try:
        doc = json.loads(text, parse_constant=_reject_constant, parse_float=_finite,
                         object_pairs_hook=_without_repeated_keys(problems))
    except (ValueError, RecursionError) as exc:
        raise Invalid(f"not valid JSON ({exc})") from None
    if _SURROGATE_ESCAPE.search(text) and not _writable(doc):
        # "\ud800" alone is valid JSON but no text: written back, no file could hold it.
        raise Invalid("holds an escaped lone surrogate (not valid text)")
    if not isinstance(doc, dict) or set(doc) != {"version", "data"}:
        raise Invalid('not a versioned value (expected an object with "version" and "data")')
    version = doc["version"]
    if not is_int(version) or version < 1:
        raise Invalid(f"bad version {version!r}")
    if version > kind.version:
        raise Invalid(f"version {version} is newer than this game reads ({kind.version})")
    data = doc["data"]
    while version < kind.version:
        step = kind.migrations.get(version)
        if step is None:
            raise Invalid(f"no migration from version {version}")
        try:
            data = step(data)
        except Invalid as exc:
            raise Invalid(f"cannot migrate from version {version}: {exc}") from None
        except (LookupError, TypeError, ValueError, AttributeError) as exc:
            raise Invalid(f"cannot migrate from version {version}: {exc!r}") from None
        version += 1
    return kind.decode(data, problems)


def read(store: Store, kind: Kind[T], notices: list[Notice]) -> T:
    """The stored value of `kind`, or its default; damage is set aside and reported."""
    try:
        text = store.get(kind.name)
    except StoreError as exc:
        notices.append(Notice(msg.READ_FAILED, kind.name, str(exc)))
        return kind.default()
    if text is None:
        return kind.default()
    problems: list[str] = []
    try:
        value = parse(kind, text, problems)
    except Exception as exc:  # Invalid, or anything else: rules §4 says never a crash
        reason = str(exc) if isinstance(exc, Invalid) else f"unreadable ({UNEXPECTED}{exc!r})"
        backup = set_aside(store, kind.name, text, reason, kind.damaged_msgid, notices)
        if backup is not None:
            _delete_quietly(store, kind.name)  # the copy holds it; don't report it again
        return kind.default()
    if problems:
        reason = "; ".join(problems)
        stable = _stable(kind, value)
        if not stable:  # a decoder's bug: writing it back would be damage again at each start
            reason = f"{reason} ({UNEXPECTED}the repaired value does not read back as it is)"
        backup = set_aside(store, kind.name, text, reason, kind.damaged_msgid, notices)
        if backup is not None and stable:  # keep what was valid, in the current version
            write(store, kind, value, notices)
    return value


def _stable(kind: Kind[T], value: T) -> bool:
    """Whether `value`, written, reads back as itself with no problem (else the repair would be
    reported again at every start)."""
    again: list[str] = []
    try:
        text = dumps(kind, value)
        return dumps(kind, parse(kind, text, again)) == text and not again
    except Exception:  # Invalid, or a decoder's bug: either way not stable
        return False


class Replayed(Generic[C]):
    """Values read from a store, each kept beside the text it was decoded from: reading the
    same text again gives a copy instead of decoding it again (decoding a saved game replays
    its whole record)."""

    def __init__(self) -> None:
        self._known: dict[str, tuple[str, C]] = {}

    def read(self, store: Store, kind: Kind[C | None],
             notices: list[Notice]) -> tuple[C | None, bool]:
        """An independent copy of the value of `kind` (None if nothing or damage: reported),
        and whether it was decoded now (False: the same text as the last read)."""
        try:
            text = store.get(kind.name)
        except StoreError:
            text = None  # read() reports it
        known = self._known.get(kind.name)
        if text is not None and known is not None and known[0] == text:
            return known[1].copy(), False
        value = read(store, kind, notices)
        if value is not None and text is not None:
            self._known[kind.name] = (text, value.copy())
        return value, True


def write(store: Store, kind: Kind[T], value: T, notices: list[Notice]) -> bool:
    """Store `value`; on failure report a notice and return False (the game goes on)."""
    try:
        text = dumps(kind, value)
        if len(text) > MAX_VALUE_CHARS:
            raise StoreError(f"{kind.name} is too large to store ({len(text)} characters)")
        store.set(kind.name, text)
    except NotWriter as exc:  # another instance writes: the app says so itself
        log.info("%s", exc)
        return False
    except StoreError as exc:
        notices.append(Notice(msg.WRITE_FAILED, kind.name, str(exc)))
        return False
    return True


def remove(store: Store, name: str, notices: list[Notice]) -> bool:
    """Delete a stored value; on failure report a notice and return False."""
    try:
        store.delete(name)
    except NotWriter as exc:
        log.info("%s", exc)
        return False
    except StoreError as exc:
        notices.append(Notice(msg.WRITE_FAILED, name, str(exc)))
        return False
    return True


def _numbered_backups(store: Store, name: str) -> list[tuple[int, str]]:
    try:
        names = store.names()
    except StoreError as exc:
        log.warning("cannot list the stored names, older damaged copies stay: %s", exc)
        return []
    found = []
    for other in names:
        if other.startswith(name) and (m := _BACKUP_SUFFIX.fullmatch(other[len(name):])):
            found.append((int(m.group(1)), other))
    return sorted(found)


def _next_backup(name: str, existing: list[tuple[int, str]]) -> str | None:
    """The name of a new damaged copy of `name`: the number after the largest, or when that
    would pass MAX_BACKUP_NUMBER the smallest free one; None if the name would break the
    store's rules (a name so long that no number fits)."""
    used = {n for n, _ in existing}
    number = existing[-1][0] + 1 if existing else 1
    if number > MAX_BACKUP_NUMBER:
        number = next(n for n in range(1, len(used) + 2) if n not in used)
    backup = f"{name}{BACKUP_MARK}{number}"
    return backup if valid_name(backup) else None


def backups(store: Store, name: str) -> list[str]:
    """The damaged copies of `name` kept in `store`, oldest first."""
    return [other for _, other in _numbered_backups(store, name)]


def set_aside(store: Store, name: str, text: str, reason: str, msgid: str,
              notices: list[Notice]) -> str | None:
    """Copy damaged `text` to a new backup name, report it, and return the backup's name
    (None if the copy could not be written, which is reported too)."""
    existing = _numbered_backups(store, name)
    for _, old in reversed(existing):
        if _stored_text(store, old) == text:  # this damage was kept (and reported) before
            log.warning("%s: damaged as before, already kept as %s (%s)", name, old, reason)
            return old
    backup = _next_backup(name, existing)
    if backup is None:
        notices.append(Notice(msgid, name, reason))
        notices.append(Notice(msg.WRITE_FAILED, name, "no valid name for a copy"))
        return None
    for _, old in existing[:max(0, len(existing) - MAX_BACKUPS + 1)]:
        _delete_quietly(store, old)  # room for the new copy: keep the newest MAX_BACKUPS
    try:
        store.set(backup, text)
    except NotWriter:  # the instance that writes reports (and keeps) it
        return None
    except StoreError as exc:
        notices.append(Notice(msgid, name, reason))
        notices.append(Notice(msg.WRITE_FAILED, backup, str(exc)))
        return None
    notices.append(Notice(msgid, name, reason, backup))
    return backup


def _stored_text(store: Store, name: str) -> str | None:
    try:
        return store.get(name)
    except StoreError:
        return None


def _delete_quietly(store: Store, name: str) -> None:
    # A value we could not remove is simply read (and reported) again next time.
    try:
        store.delete(name)
    except NotWriter as exc:  # the instance that writes does it
        log.info("%s", exc)
    except StoreError as exc:
        log.warning("cannot delete %s: %s", name, exc)


# Small checks shared by the decoders. Each raises Invalid naming what is wrong.

def is_int(value: Any) -> TypeGuard[int]:
    """True for a JSON integer (bools are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def expect_int(value: Any, what: str, low: int, high: int) -> int:
    """`value` as an int in [low, high]."""
    if not is_int(value):
        raise Invalid(f"{what} must be an integer, not {value!r}")
    if not low <= value <= high:
        raise Invalid(f"{what} {value} is outside {low}..{high}")
    return value


def expect_bool(value: Any, what: str) -> bool:
    """`value` as a bool."""
    if not isinstance(value, bool):
        raise Invalid(f"{what} must be true or false, not {value!r}")
    return value


def expect_choice(value: Any, what: str, choices: tuple[Any, ...]) -> Any:
    """`value` if it is one of `choices` (compared with its type: 1000 is not "1000")."""
    if not any(type(value) is type(c) and value == c for c in choices):
        raise Invalid(f"{what} {value!r} is not one of {', '.join(map(str, choices))}")
    return value


def expect_text(value: Any, what: str, max_length: int) -> str:
    """A non-blank printable string of at most `max_length` characters."""
    if not isinstance(value, str):
        raise Invalid(f"{what} must be text, not {value!r}")
    if not value.strip() or len(value) > max_length or not value.isprintable():
        raise Invalid(f"{what} {value!r} must be 1..{max_length} printable characters")
    return value


def expect_name(value: Any, what: str, max_length: int) -> str:
    """A person's name: non-blank printable text (joiners allowed) of at most `max_length`
    characters as a reader counts them (grapheme clusters, `game.graphemes.within`)."""
    if not isinstance(value, str):
        raise Invalid(f"{what} must be text, not {value!r}")
    if not value.strip() or not graphemes.within(value, max_length) \
            or not graphemes.printable(value):
        raise Invalid(f"{what} {value!r} must be 1..{max_length} printable characters")
    return value


def expect_list(value: Any, what: str, max_length: int) -> list[Any]:
    """`value` as a JSON array of at most `max_length` items."""
    if not isinstance(value, list):
        raise Invalid(f"{what} must be a list, not {type(value).__name__}")
    if len(value) > max_length:
        raise Invalid(f"{what} has {len(value)} items, at most {max_length}")
    return value


def expect_fields(value: Any, what: str, fields: tuple[str, ...]) -> dict[str, Any]:
    """`value` as a JSON object with exactly `fields` (missing or extra ones are damage)."""
    if not isinstance(value, dict):
        raise Invalid(f"{what} must be an object, not {type(value).__name__}")
    missing = [f for f in fields if f not in value]
    extra = sorted(str(k) for k in value if k not in fields)
    if missing:
        raise Invalid(f"{what} lacks {', '.join(missing)}")
    if extra:
        raise Invalid(f"{what} has unexpected {', '.join(extra)}")
    return value


EARLIEST_DATE = date(1970, 1, 1)  # earlier dates are damage (a reset clock gives 1970)


def expect_date(value: Any, what: str) -> str:
    """An ISO calendar date "YYYY-MM-DD" from 1970 on (kept as text)."""
    if not isinstance(value, str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
        raise Invalid(f"{what} must be a date YYYY-MM-DD, not {value!r}")
    try:
        day = date.fromisoformat(value)
    except ValueError:
        raise Invalid(f"{what} {value!r} is not a calendar date") from None
    if day < EARLIEST_DATE:
        raise Invalid(f"{what} {value} is too early")
    return value

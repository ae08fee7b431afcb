"""What one damaged input must do at each way in, and the check that it did.

`record(text)` feeds JSON text to `records.parse` and `records.replay` (the one door every
record import goes through: `python -m game check`, the review screens, a saved game). The
only exception allowed is `RecordError`. An accepted record must agree with its replay: every
field the format defines equals the export of the replayed state (so no damaged field was
ignored), and that export replays to the same state (so nothing illegal got in). A rejection
must be short enough to read.

`stored(data, name)` opens a `Storage` over a profile whose value `name` is damaged (with foreign
or absurd keys beside it, now and then) and reads everything as the app does, the daily
challenge's values included. No exception may escape; a notice must name the damaged value
whenever what was read differs from what was stored; reading again must report nothing and
give the same values; a foreign key stays as it was.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Literal

from game import records
from game.dev.fuzz.corpus import TODAY
from game.magdagdon import storage as md_storage
from game.mishimash import storage as mm_storage
from game.records import RecordError
from game.storage import Storage
from game.storage.backends import PREFIX, MemoryStore
from game.storage.daily import DailyBook, log_kind, slot_kind
from game.storage.history import open_replay, replay_kinds
from game.storage.saves import kind_for
from game.storage.settings import SETTINGS
from game.storage.values import BACKUP_MARK, UNEXPECTED, Kind

Verdict = Literal["accepted", "rejected"]
GAMES = ("magdagdon", "mishimash")  # the games the corpus has records of
_ALL: tuple[Kind[Any], ...] = (SETTINGS, md_storage.MAGDAGDON_SCORES, mm_storage.MISHIMASH_BEST,
                               mm_storage.MISHIMASH_RACES, mm_storage.MISHIMASH_HISTORY,
                               md_storage.MAGDAGDON_HISTORY,
                               *replay_kinds().values(),
                               *(kind_for(game) for game in GAMES),
                               *(log_kind(game) for game in GAMES),
                               *(slot_kind(game) for game in GAMES))
KINDS: dict[str, Kind[Any]] = {k.name: k for k in _ALL}
MAX_MESSAGE = 300  # characters of a rejection: values in it are cut (records.show)
# How `history.open_replay` reports what only its last-resort `except Exception` caught.
CAUGHT_BY_SAFETY_NET = "the kept game does not replay: "
# Lists whose order the format leaves free (a selection is a multiset, REROLL's indices a set).
UNORDERED = frozenset({"keep", "indices"})


class Failure(AssertionError):
    """An input that crashed a way in, or was accepted though it should not have been."""


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    reason: str = ""  # the rejection message, or the notices' details


# ---- records ---------------------------------------------------------------------------

def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def disagreement(got: Any, want: Any, path: str = "") -> str | None:
    """Where a record differs from the export of its replay, or None.

    Fields the export does not have are ignored (records may carry more), a missing field
    agrees with an exported null, numbers agree by value (10.0 is 10), lists in `UNORDERED`
    as multisets.
    """
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return path or "the record"
        for key, value in want.items():
            if key not in got:
                if value is not None:
                    return f"{path}.{key} (missing)"
            elif (where := disagreement(got[key], value, f"{path}.{key}")) is not None:
                return where
        return None
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return path
        if path.rsplit(".", 1)[-1] in UNORDERED and all(map(_number, got)):
            got, want = sorted(got), sorted(want)
        for i, (a, b) in enumerate(zip(got, want, strict=True)):
            if (where := disagreement(a, b, f"{path}[{i}]")) is not None:
                return where
        return None
    if _number(want):
        return None if _number(got) and got == want else path
    return None if type(got) is type(want) and got == want else path


def record(text: str) -> Outcome:
    """Parse and replay `text`; raise Failure unless it is cleanly rejected or truly valid."""
    try:
        data = records.parse(text)
        state = records.replay(data)
    except RecordError as exc:
        if len(str(exc)) > MAX_MESSAGE:
            raise Failure(f"a rejection too long to read ({len(str(exc))} characters)") from exc
        return Outcome("rejected", str(exc))
    except Exception as exc:  # the one thing this tool exists to find
        raise Failure(f"crash: {exc!r}") from exc
    module = records.module_for(records.game_of(data))
    exported = module.export(state)
    where = disagreement(data, exported)
    if where is not None:
        raise Failure(f"accepted, but {where} disagrees with the replay's export")
    try:  # what the app keeps must be UTF-8 text (a lone surrogate is not)
        again = module.replay(json.loads(records.dumps(exported).encode("utf-8")))
    except Exception as exc:
        raise Failure(f"accepted, but its export does not replay: {exc!r}") from exc
    if again != state or module.export(again) != exported:
        raise Failure("accepted, but its export replays to another state")
    _save_and_resume(records.game_of(data), state)
    return Outcome("accepted")


def _save_and_resume(game: str, state: Any) -> None:
    """An accepted record is a game the app can keep: saved (its result entered in the tables
    when it is over) and resumed, with nothing reported as damaged."""
    try:
        session = Storage(MemoryStore(), today=lambda: TODAY)
        session.save_game(game, state, random.Random(0))
        resumed = Storage(session.store, today=lambda: TODAY)
        saved = resumed.load_game(game)
        _read_all(resumed)
        notices = session.take_notices() + resumed.take_notices()
    except Exception as exc:
        raise Failure(f"accepted, but saving or resuming it crashed: {exc!r}") from exc
    if notices or saved is None or saved.state != state:
        raise Failure(f"accepted, but it does not save and resume: {notices}")


# ---- stored values ---------------------------------------------------------------------

def _canonical(value: Any) -> Any:
    """JSON data in a form that compares by meaning: numbers by value (bools apart), objects
    without order, lists as sets (the decoders may sort rows or drop a repeated hint)."""
    if isinstance(value, dict):
        return ("object", tuple(sorted((str(k), _canonical(v)) for k, v in value.items())))
    if isinstance(value, list):
        return ("list", tuple(sorted({repr(_canonical(v)) for v in value})))
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if _number(value):
        return ("number", repr(value))
    return (type(value).__name__, value)


def _strict_json(text: str) -> Any:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({k for k, _ in items}) != len(items):
            raise ValueError("a repeated key")
        return dict(items)
    return json.loads(text, object_pairs_hook=pairs)


def _read_all(session: Storage, damaged: str = "") -> dict[str, Any]:
    """Everything the app reads, in the app's order (a saved game first: loading a finished
    one enters its result in the tables); the kept games of the `damaged` replays are opened
    as the replay screen opens them."""
    seen: dict[str, Any] = {}
    for game in GAMES:
        saved = session.load_game(game)  # as stored data: comparable, and the generator too
        seen[f"game.{game}"] = None if saved is None else kind_for(game).encode(saved)
    seen["settings"] = session.settings
    seen["scores.magdagdon"] = session.read(md_storage.MAGDAGDON_SCORES)
    seen["scores.mishimash"] = session.read(mm_storage.MISHIMASH_BEST)
    seen["races.mishimash"] = session.read(mm_storage.MISHIMASH_RACES)
    seen["history.mishimash"] = session.read(mm_storage.MISHIMASH_HISTORY)
    seen["history.magdagdon"] = session.read(md_storage.MAGDAGDON_HISTORY)
    for game, kind in replay_kinds().items():
        kept = session.replays(game)
        seen[kind.name] = kept
        for replay in kept if kind.name == damaged else ():  # a damaged one is refused here
            try:
                open_replay(game, replay)
            except RecordError as exc:
                if str(exc).startswith(CAUGHT_BY_SAFETY_NET):
                    raise Failure(f"crash: {exc}") from exc
    book = DailyBook(session.store, session.notices)  # as the daily screen reads it
    for game in GAMES:
        status = book.status(game, TODAY)
        slot = book.load(game)
        seen[slot_kind(game).name] = None if slot is None else slot_kind(game).encode(slot)
        seen[log_kind(game).name] = book.log(game)
        seen[f"daily status {game}"] = (status.can_start, status.streak, status.best_streak)
    return seen


def stored(profile: dict[str, str], name: str, text: str,
           foreign: dict[str, str] | None = None) -> Outcome:
    """Read a profile whose value `name` holds `text` (and the `foreign` keys, which no CUBIRI
    writes, beside it); raise Failure on a crash, a silent change, or a foreign key touched."""
    data = dict(profile)
    data[PREFIX + name] = text
    data.update(foreign or {})
    kind = KINDS[name]
    try:
        session = Storage(MemoryStore(data), today=lambda: TODAY)
        seen = _read_all(session, name)
        notices = session.take_notices()
        again = Storage(MemoryStore(data), today=lambda: TODAY)
        seen_again = _read_all(again)
        notices_again = again.take_notices()
    except Failure:
        raise
    except Exception as exc:
        raise Failure(f"crash: {exc!r}") from exc
    if any(n.name != name for n in notices):
        raise Failure(f"a notice about another value: {notices}")
    for key, value in (foreign or {}).items():  # never read as ours, never deleted or changed
        if data.get(key) != value:
            raise Failure(f"the foreign key {key!r} was changed or deleted")
    if any(UNEXPECTED in n.detail for n in notices):  # caught only by the safety net
        raise Failure(f"crash: {' '.join(n.detail for n in notices)}")
    for key, value in data.items():  # what the app wrote, a file must hold (copies aside
        # are the damaged text itself, foreign keys someone else's)
        if value != profile.get(key) and BACKUP_MARK not in key and key not in (foreign or {}):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise Failure(f"wrote {key} as text no file can hold") from None
    if notices_again or seen_again != seen:
        raise Failure(f"reading again changed something: {notices_again}")
    if notices:
        return Outcome("rejected", "; ".join(n.detail for n in notices))
    # No notice: what was read must be what was stored (a newer version may have migrated).
    try:
        doc = _strict_json(text)
    except (ValueError, RecursionError) as exc:
        raise Failure(f"unreadable text read without a notice ({exc})") from None
    if doc.get("version") == kind.version:
        value = seen[name]
        if kind.default() is None:  # a game in progress, encoded already
            if value is None:
                raise Failure("a saved game vanished without a notice")
            data_read = value
        else:
            data_read = kind.encode(value)
        if _canonical(doc) != _canonical({"version": kind.version, "data": data_read}):
            raise Failure("changed without a notice")
    return Outcome("accepted")

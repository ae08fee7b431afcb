"""The MISHIMASH strategy tables as the game ships them: `tables.bin`, next to this module.

Computing the tables (`strategy`) takes 3.5 s of CPU natively on a quiet machine and about
twice that in the browser: a person would wait that long ("getting ready…") before a medium
or strong seat could move or the first hint could show. Reading them from this file takes a
few dozen milliseconds, in slices of well under a millisecond (`loading`), so they are ready
within a fraction of a second of a match starting. README "Performance" has the figures and
the alternatives that were measured.

Format (`FORMAT`; integers little-endian):

    MAGIC
    one line of JSON, the version: the format, `strategy.TABLES_VERSION`, `SCALE_BITS`,
        `BONUS_STEP` and each table's caps (a file for other code is refused)
    zlib-compressed JSON, the contents: the length of every array (in `array_keys()` order)
        and the outcome groups of 1 to 6 dice the tables stand on (`strategy.outcome_groups`,
        each chance as a count of ordered rolls: exact), so the game need not compute them
    zlib-compressed int32 values, as byte planes (every value's lowest byte, then the next…):
        per array its first entry, then how much each entry falls from the one before

Entries are rounded to multiples of `2**-SCALE_BITS` (`V(n, k, m, t)` in half-points and
`R(n, k, m, r)`, a chance). Along an array V rises by a little less than a half-point per step
(`V - t` falls, see `strategy`) and R falls a little: the steps are small, nearly equal
numbers, and the byte planes let zlib see that: 92 KB for 343,184 entries.

The tables in play are always these rounded ones, loaded or (when the file is missing or
stale) computed and then rounded the same way, so the bots decide alike either way; they keep
the integers (`array('i')`, with the table's `unit`), 1.4 MB rather than 11 MB of floats.
`tests/mishimash/test_tablefile.py` rebuilds the tables with the DP and compares every entry
with the file; `python -m game.mishimash.dev.tables --write` rewrites it.

Layering: `strategy` is pure and does no I/O; its `shared()` asks `shipped()` here for the
process-wide tables. `read()` is the one file read of the MISHIMASH engine: a path from
`__file__`, so the web bundle and an installed package find the file beside this module.
"""

from __future__ import annotations

import json
import logging
import sys
import zlib
from array import array
from collections.abc import Iterator, Sequence
from fractions import Fraction
from itertools import accumulate, chain
from operator import sub
from pathlib import Path
from typing import Any

from game.mishimash.combos import DICE
from game.mishimash.match import BONUS_STEP
from game.mishimash.strategy import (
    SCALE_BITS,
    TABLES_VERSION,
    Group,
    ReachChances,
    Tables,
    TurnValues,
    compute_groups,
    group_steps,
    use_groups,
)

log = logging.getLogger(__name__)

PATH = Path(__file__).with_name("tables.bin")
MAGIC = b"CUBIRI MISHIMASH TABLES\n"
FORMAT = 1
SCALE = 1 << SCALE_BITS
UNIT = 1.0 / SCALE  # exact: a power of two
PLANES = 4  # bytes per stored int32
INFLATE_BYTES = 1 << 15  # decompressed bytes per slice
WEAVE_VALUES = 1 << 14  # values put back together from their byte planes per slice

Table = TurnValues | ReachChances


class StaleTables(ValueError):
    """The file does not belong to this code (other format, version, caps or rounding)."""


# ---- rounding: what the game keeps of each entry ---------------------------------------------


def rounded(values: Sequence[float]) -> list[int]:
    """An array's entries in units of `2**-SCALE_BITS`, rounded to the nearest."""
    return [round(v * SCALE) for v in values]


def _tables(points: TurnValues, reach: ReachChances) -> tuple[tuple[str, Table], ...]:
    return (("points", points), ("reach", reach))


def _caps(table: Table) -> list[int]:
    if isinstance(table, TurnValues):
        return [table.k_cap, table.m_cap, table.t_cap]
    return [table.k_cap, table.m_cap, table.r_cap]


# ---- the file ---------------------------------------------------------------------------------


def encode(tables: Tables) -> bytes:
    """The file's bytes for built tables (rounded as the module docstring says)."""
    lengths: dict[str, list[int]] = {}
    stream = array("i")
    for kind, table in _tables(tables.points, tables.reach):
        lengths[kind] = []
        for key in table.array_keys():
            ints = rounded(table.array(key))
            lengths[kind].append(len(ints))
            if ints:
                stream.append(ints[0])
                stream.extend(map(sub, ints, ints[1:]))  # falls: ints[i] - ints[i + 1]
    if sys.byteorder != "little":
        stream.byteswap()
    raw = stream.tobytes()
    planes = b"".join(raw[p::PLANES] for p in range(PLANES))
    groups = {str(n): [[int(g.probability * 6**n), [list(o) for o in g.options]]
                       for g in compute_groups(n)] for n in range(1, DICE + 1)}
    version = json.dumps(_expected(tables.points, tables.reach), separators=(",", ":"))
    contents = json.dumps({"lengths": lengths, "groups": groups}, separators=(",", ":"))
    return (MAGIC + version.encode("ascii") + b"\n" + zlib.compress(contents.encode("ascii"), 9)
            + zlib.compress(planes, 9))


def _expected(points: TurnValues, reach: ReachChances) -> dict[str, Any]:
    """The version fields this code requires of a file."""
    return {"format": FORMAT, "tables": TABLES_VERSION, "scale_bits": SCALE_BITS,
            "bonus_step": BONUS_STEP,
            **{f"{kind}_caps": _caps(table) for kind, table in _tables(points, reach)}}


def header(data: bytes, points: TurnValues, reach: ReachChances) -> int:
    """Check the file's version line against this code (and these tables' caps); returns
    where the compressed part starts. StaleTables when the file is not for this code."""
    if not data.startswith(MAGIC):
        raise StaleTables("not a MISHIMASH tables file")
    end = data.find(b"\n", len(MAGIC))
    try:
        head = json.loads(data[len(MAGIC):end])
    except ValueError as exc:
        raise StaleTables(f"unreadable header: {exc}") from None
    want = _expected(points, reach)
    if head != want:
        raise StaleTables(f"made for other code: the file has {head!r}, this code {want!r}")
    return end + 1


def contents(data: bytes, start: int, points: TurnValues, reach: ReachChances
             ) -> tuple[dict[str, Any], int]:
    """The file's contents list (array lengths per table, outcome groups) and where the
    values start. StaleTables when they do not fit these tables."""
    inflate = zlib.decompressobj()
    try:
        head = json.loads(inflate.decompress(data[start:]))
    except (zlib.error, ValueError) as exc:
        raise StaleTables(f"unreadable contents: {exc}") from None
    if not inflate.eof or not isinstance(head, dict) or not isinstance(head.get("lengths"), dict):
        raise StaleTables("unreadable contents")
    for kind, table in _tables(points, reach):
        lengths = head["lengths"].get(kind)
        if not isinstance(lengths, list) or len(lengths) != len(table.array_keys()) or not all(
                isinstance(n, int) and 0 <= n <= _caps(table)[2] for n in lengths):
            raise StaleTables(f"{kind}: other arrays than this code stores")
    return head, len(data) - len(inflate.unused_data)


def groups_of(head: dict[str, Any], n: int) -> tuple[Group, ...]:
    """The outcome groups of `n` dice in the contents (`strategy.outcome_groups`), each
    probability exact: a count of the 6**n ordered rolls. StaleTables when malformed."""
    try:
        groups = tuple(Group(Fraction(int(count), 6**n),
                             tuple((int(kept), int(value)) for kept, value in options))
                       for count, options in head["groups"][str(n)])
    except (TypeError, ValueError, KeyError) as exc:
        raise StaleTables(f"unreadable outcome groups: {exc!r}") from None
    if not 0 < sum(g.probability for g in groups) < 1:
        raise StaleTables("outcome groups whose chances do not add up")
    return groups


def loading(points: TurnValues, reach: ReachChances, data: bytes) -> Iterator[None]:
    """Fill both tables from the file's bytes, in slices (each well under 1 ms natively):
    the outcome groups first (the hints and bots need them too), then the values. Raises
    StaleTables on the way if the file turns out damaged."""
    head, start = contents(data, header(data, points, reach), points, reach)
    arrays = [(table, key, length) for kind, table in _tables(points, reach)
              for key, length in zip(table.array_keys(), head["lengths"][kind], strict=True)]
    count = sum(length for *_, length in arrays)
    yield
    shipped_groups = {}
    for n in range(1, DICE + 1):
        shipped_groups[n] = groups_of(head, n)
        yield
    for n, groups in shipped_groups.items():  # all or none
        use_groups(n, groups)
    yield from group_steps()  # now only their float forms, a slice for each number of dice
    inflate = zlib.decompressobj()
    parts: list[bytes] = []
    rest = data[start:]
    while not inflate.eof:
        try:
            part = inflate.decompress(rest, INFLATE_BYTES)
        except zlib.error as exc:
            raise StaleTables(f"damaged values: {exc}") from None
        rest = inflate.unconsumed_tail
        if not part and not rest and not inflate.eof:
            raise StaleTables("the compressed values end early")
        parts.append(part)
        yield
    planes = b"".join(parts)
    if len(planes) != PLANES * count:
        raise StaleTables(f"{len(planes)} bytes of values for {count} entries")
    del parts
    yield  # (each of these steps touches 1.4 MB of fresh memory: up to a millisecond)
    woven = bytearray(len(planes))
    yield
    for lo in range(0, count, WEAVE_VALUES):
        hi = min(lo + WEAVE_VALUES, count)
        for p in range(PLANES):
            woven[PLANES * lo + p:PLANES * hi:PLANES] = planes[p * count + lo:p * count + hi]
        yield
    del planes
    stream = array("i")
    stream.frombytes(woven)
    if sys.byteorder != "little":
        stream.byteswap()
    del woven
    yield
    points.unit = reach.unit = UNIT  # the tables keep the integers (4 bytes an entry)
    at = 0
    for table, key, length in arrays:
        # each entry: the one before minus its fall
        table.put(key, array("i", accumulate(stream[at:at + length], sub)))
        at += length
        yield


def rounding(points: TurnValues, reach: ReachChances) -> Iterator[None]:
    """Round computed tables in place exactly as the file stores them (a slice per array),
    keeping the integers as loaded tables do."""
    for _, table in _tables(points, reach):
        ints = {}
        for key in table.array_keys():
            ints[key] = array("i", rounded(table.array(key)))
            yield
        table.unit = UNIT
        for key, stored in ints.items():
            table.put(key, stored)


def read() -> bytes:
    """The shipped file's bytes (OSError when it is missing)."""
    return PATH.read_bytes()


def shipped(points: TurnValues | None = None, reach: ReachChances | None = None) -> Tables:
    """Tables that fill themselves from the shipped file as they advance, or, when the file is
    missing or stale, by computing them (seconds) and rounding them the same way. (Empty
    tables with other caps may be given, for tests.)"""
    points = TurnValues() if points is None else points
    reach = ReachChances() if reach is None else reach
    try:
        data = read()
        header(data, points, reach)
    except (OSError, StaleTables) as exc:
        log.warning("MISHIMASH tables: %s; computing them instead (seconds)", exc)
        return Tables(points, reach, fill=lambda tables: computing(tables.points, tables.reach))
    return Tables(points, reach, fill=lambda tables: _load_or_compute(tables, data),
                  source="shipped")


def computed() -> Tables:
    """Tables computed by the DP, then rounded as the file stores them."""
    return Tables(fill=lambda tables: computing(tables.points, tables.reach))


def computing(points: TurnValues, reach: ReachChances) -> Iterator[None]:
    """Compute both tables by the DP, then round them as the file stores them."""
    yield from chain(group_steps(), points.steps(), reach.steps(), rounding(points, reach))


def _load_or_compute(tables: Tables, data: bytes) -> Iterator[None]:
    try:
        yield from loading(tables.points, tables.reach, data)
    except StaleTables as exc:  # damaged beyond its header: every array is computed afresh
        log.warning("MISHIMASH tables: %s; computing them instead (seconds)", exc)
        tables.source = "computed"
        yield from computing(tables.points, tables.reach)


# ---- checking and rewriting the file ----------------------------------------------------------


def group_differences(data: bytes) -> Iterator[str]:
    """Every number of dice whose outcome groups in the file differ from what
    `strategy.compute_groups` computes now, as a readable line."""
    points, reach = TurnValues(), ReachChances()
    head, _ = contents(data, header(data, points, reach), points, reach)
    for n in range(1, DICE + 1):
        if groups_of(head, n) != compute_groups(n):
            yield f"outcome groups of {n} dice differ"


def differences(shipped_tables: Tables, rebuilt: Tables) -> Iterator[str]:
    """Every entry in which the two tables differ once rounded, as a readable line."""
    for kind, table in _tables(rebuilt.points, rebuilt.reach):
        other = getattr(shipped_tables, kind)
        for key in table.array_keys():
            want, got = rounded(table.array(key)), rounded(other.array(key))
            if len(want) != len(got):
                yield f"{kind} {key}: {len(got)} entries shipped, {len(want)} rebuilt"
                continue
            for i, (a, b) in enumerate(zip(got, want, strict=True)):
                if a != b:
                    yield f"{kind} {key}[{i}]: shipped {a}, rebuilt {b} (x 2**-{SCALE_BITS})"

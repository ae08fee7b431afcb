"""`python -m game check FILE...`: replay records and report the first violation of each.

Any file gives a line per record and a summary, never a traceback: a record is read through
`records.parse` and `records.replay` (their limits apply), a `.jsonl` file is read one line at
a time (a line longer than a record may be is skipped unread), bytes that are not UTF-8
reject that record only, and what is printed is escaped where the console cannot show it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

from game import records

# Bytes read for one record at most: MAX_CHARS characters of up to 4 UTF-8 bytes each.
MAX_BYTES = 4 * records.MAX_CHARS
_CHUNK = 1 << 16


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE",
                        help="a record (.json, one object) or records (.jsonl, one per line)")


def _lines(f: BinaryIO) -> Iterator[tuple[int, bytes | None]]:
    """(line number, bytes) for each line; None for a line over MAX_BYTES (not kept)."""
    n = 0
    while True:
        line = f.readline(MAX_BYTES + 1)
        if not line:
            return
        n += 1
        if len(line) > MAX_BYTES and not line.endswith(b"\n"):
            while (rest := f.readline(_CHUNK)) and not rest.endswith(b"\n"):
                pass  # skip the rest of the line without keeping it
            yield n, None
        else:
            yield n, line


def iter_documents(path: Path) -> Iterator[tuple[str, bytes | None]]:
    """(label, bytes) for each record in a file, read as they come: the whole file, or each
    non-blank line; None stands for a record too long to read (see `parse`)."""
    with path.open("rb") as f:
        if path.suffix != ".jsonl":
            data = f.read(MAX_BYTES + 1)
            yield str(path), None if len(data) > MAX_BYTES else data
            return
        for n, line in _lines(f):
            if line is None or line.strip():
                yield f"{path}:{n}", line


def _documents(path: Path) -> list[tuple[str, bytes | None]]:
    """`iter_documents` read at once (an unreadable file raises OSError here)."""
    return list(iter_documents(path))


def parse(data: str | bytes | None) -> dict[str, Any]:
    """`records.parse` of one document of a file (None: one too long to read)."""
    if data is None:
        raise records.RecordError(f"too long: more than {MAX_BYTES:,} bytes (a record has at "
                                  f"most {records.MAX_CHARS:,} characters)",
                                  kind=records.RecordError.LONG)
    return records.parse(data)


def check_text(text: str | bytes) -> str | None:
    """None when the record replays cleanly, else the reason it is rejected."""
    try:
        records.replay(records.parse(text))
    except records.RecordError as exc:
        return str(exc)
    return None


def _check(data: bytes | None) -> str | None:
    try:
        records.replay(parse(data))
    except records.RecordError as exc:
        return str(exc)
    return None


def run(args: argparse.Namespace) -> int:
    if hasattr(sys.stdout, "reconfigure"):  # a console that cannot show a name escapes it
        sys.stdout.reconfigure(errors="backslashreplace")
    bad = total = unreadable = 0
    for path in args.files:
        try:
            for label, data in iter_documents(path):
                total += 1
                problem = _check(data)
                if problem is None:
                    print(f"{label}: OK")
                else:
                    bad += 1
                    print(f"{label}: {problem}")
        except OSError as exc:
            print(f"{path}: error: cannot read ({exc})")
            unreadable += 1
    summary = f"{total} record(s), {total - bad} OK, {bad} rejected"
    if unreadable:
        summary += f", {unreadable} file(s) unreadable"
    print(summary)
    return 1 if bad or unreadable else 0

"""`python -m game check FILE...`: replay records and report the first violation of each."""

from __future__ import annotations

import argparse
from pathlib import Path

from game import records


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE",
                        help="a record (.json, one object) or records (.jsonl, one per line)")


def _documents(path: Path) -> list[tuple[str, str]]:
    """(label, text) for each record in a file: the whole file, or each non-blank line."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        return [(f"{path}:{n}", line) for n, line in enumerate(text.splitlines(), 1)
                if line.strip()]
    return [(str(path), text)]


def check_text(text: str) -> str | None:
    """None when the record replays cleanly, else the reason it is rejected."""
    try:
        records.replay(records.parse(text))
    except records.RecordError as exc:
        return str(exc)
    return None


def run(args: argparse.Namespace) -> int:
    bad = total = unreadable = 0
    for path in args.files:
        try:
            docs = _documents(path)
        except (OSError, UnicodeDecodeError) as exc:
            print(f"{path}: error: cannot read ({exc})")
            unreadable += 1
            continue
        for label, text in docs:
            total += 1
            problem = check_text(text)
            if problem is None:
                print(f"{label}: OK")
            else:
                bad += 1
                print(f"{label}: {problem}")
    summary = f"{total} record(s), {total - bad} OK, {bad} rejected"
    if unreadable:
        summary += f", {unreadable} file(s) unreadable"
    print(summary)
    return 1 if bad or unreadable else 0

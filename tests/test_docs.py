"""The repository stands alone: its rules and record docs exist, every `rules §N` / `records §N`
citation names a section that exists, nothing points outside the repository, and every record
example in docs/records.md replays."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from game import records

ROOT = Path(__file__).resolve().parent.parent
DOCS = {"rules": ROOT / "docs" / "rules.md", "records": ROOT / "docs" / "records.md"}
SKIP_DIRS = {"build", "node_modules", "__pycache__"}
TEXT = {".py", ".md", ".po", ".pot", ".txt", ".toml", ".html", ".tmpl", ".ini", ".cfg", ".json",
        ".jsonl", ".js", ".sh", ".yml", ".yaml", ""}

# "rules §1.3", "rules §1.2, §1.5", "rules §1.3–§1.8", "rules §2.1 / §2.2", "records §3": later
# numbers of a group cite the same document.
NUMBER = r"§\d+(?:\.\d+)*"
JOIN = r"(?:(?!rules|records)[^§.\n]){0,25}"  # ", " or " / " or " and every example of "
CITATION = re.compile(rf"\b(rules|records) ({NUMBER}(?:{JOIN}{NUMBER})*)")
SECTION = re.compile(r"§(\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#{2,4} (\d+(?:\.\d+)*)\.? ", re.M)


def repository_files() -> list[Path]:
    """Every text file of the project (hidden folders, builds and caches left out)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS
                       and not d.endswith(".egg-info")]
        for name in filenames:
            path = Path(dirpath, name)
            if path.suffix in TEXT and not name.startswith("."):
                out.append(path)
    return sorted(out)


def sections(doc: str) -> set[str]:
    return set(HEADING.findall(DOCS[doc].read_text(encoding="utf-8")))


def test_docs_have_the_sections_code_cites() -> None:
    assert {"1", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "2", "2.1", "2.2",
            "2.3", "2.4", "4"} <= sections("rules")
    assert "3" not in sections("rules")  # the record format lives in records.md alone
    assert "3" in sections("records")
    for doc in DOCS.values():  # each says how code cites it, before its first section
        text = doc.read_text(encoding="utf-8")
        assert "How code cites it" in text[:text.index("\n## ")]


def test_every_citation_names_an_existing_section() -> None:
    known = {doc: sections(doc) for doc in DOCS}
    bad, count = [], 0
    for path in repository_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for n, line in enumerate(text.splitlines(), 1):
            for doc, group in CITATION.findall(line):
                for number in SECTION.findall(group):
                    count += 1
                    if number not in known[doc]:
                        bad.append(f"{path.relative_to(ROOT)}:{n}: {doc} §{number}")
    assert count > 200  # the engines cite the rules everywhere: the pattern does find them
    assert not bad, "citations of sections that do not exist:\n" + "\n".join(bad)


def test_no_bare_section_signs() -> None:
    """A "§" outside the two docs is always part of a `rules §` or `records §` citation."""
    bad = []
    for path in repository_files():
        if path in DOCS.values() or path == Path(__file__).resolve():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace")
                                 .splitlines(), 1):
            rest = CITATION.sub("", line)
            if "§" in rest:
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bad, "\n".join(bad)


def test_nothing_points_outside_the_repository() -> None:
    outside = re.compile("(?:\\.\\./|/work/)" + "shared|\\bshared" + "/(?:SPEC|seeds|STYLE)")
    bad = [f"{p.relative_to(ROOT)}:{n}" for p in repository_files()
           for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace")
                                    .splitlines(), 1) if outside.search(line)]
    assert not bad


def _examples() -> list[dict]:
    text = DOCS["records"].read_text(encoding="utf-8")
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", text, re.S)]


def test_records_doc_shows_every_kind_of_record() -> None:
    examples = _examples()
    kinds = {(r["game"], "result" in r, any(t.get("open") for t in r["turns"]))
             for r in examples}
    for game in ("magdagdon", "mishimash"):
        assert (game, True, False) in kinds  # finished
        assert (game, False, True) in kinds  # unfinished, mid-turn
    flat = json.dumps(examples)
    for field in ('"again": true', '"indices"', '"tiebreak": true', '"ruin": {', '"turns": 2'):
        assert field in flat


@pytest.mark.parametrize("number", range(len(_examples())))
def test_every_record_example_replays(number: int) -> None:
    record = _examples()[number]
    state = records.replay(record)
    assert state.is_over == ("result" in record)
    if "daily" in record:  # records §3.5: the game's record plus the `daily` field
        from game.daily import record as daily

        assert daily.export(daily.replay(record)[1], state) == record
        return
    assert records.module_for(record["game"]).export(state) == record


# A path the docs give for the code, in backquotes: `game/ui/app.py`, `game/storage/`,
# `game/magdagdon/ui/past.py:REVIEW`, `game/<key>/storage.py` (a placeholder stands for every
# game: its folder must exist in each shipped game).
CODE_PATH = re.compile(r"`((?:game|tests|tools)/[\w/<>.]*?)(?::\w+)?`")
PLACEHOLDER = re.compile(r"<(?:key|game|name)>")
INSTALLED = ("game/assets", "game/locales")  # where an installed package carries the data files


def _shipped_folders() -> list[str]:
    from game import registry

    return sorted({info.record.module.split(".")[1] for info in registry.with_part("record")
                   if info.record.module.startswith("game.")})


@pytest.mark.parametrize("doc", ["README.md", "docs/architecture.md", "docs/rules.md",
                                 "docs/records.md"])
def test_the_code_paths_the_docs_give_exist(doc: str) -> None:
    text = (ROOT / doc).read_text(encoding="utf-8")
    missing = []
    for path in sorted(set(CODE_PATH.findall(text))):
        if path.rstrip("/") in INSTALLED:
            continue
        if "<" in path and not PLACEHOLDER.search(path):
            continue  # another kind of placeholder (`game.dev.<module>`): not a path
        for folder in _shipped_folders() if PLACEHOLDER.search(path) else [""]:
            real = PLACEHOLDER.sub(folder, path)
            if not (ROOT / real).exists():
                missing.append(real)
    assert missing == [], f"{doc} names code that is not there: {missing}"

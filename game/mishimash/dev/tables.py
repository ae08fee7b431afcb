"""`python -m game.mishimash.dev.tables [--write]`: the shipped MISHIMASH strategy tables.

Rebuilds both tables with the DP (`game.mishimash.strategy`, a few seconds) and compares every
entry, and the outcome groups, with `game/mishimash/tables.bin` (the default, what CI's
`tests/mishimash/test_tablefile.py` also does), or rewrites that file (`--write`) after a change
to the DP, to the rules it stands on or to its caps (bump `strategy.TABLES_VERSION` when the
tables mean something new).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from game.mishimash.tablefile import (
    PATH,
    StaleTables,
    computed,
    differences,
    encode,
    group_differences,
    read,
    shipped,
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.mishimash.dev.tables",
        description="Rebuild the MISHIMASH strategy tables and compare them with the shipped "
                    "file (by default) or rewrite it (--write).")
    parser.add_argument("--write", action="store_true", help=f"rewrite {PATH.name}")
    args = parser.parse_args(argv)
    rebuilt = computed().build()
    if args.write:
        data = encode(rebuilt)
        PATH.write_bytes(data)
        print(f"wrote {PATH} ({len(data)} bytes)")
        return 0
    try:
        loaded = shipped()
        if loaded.source != "shipped":
            print(f"{PATH} is missing or stale: run with --write")
            return 1
        loaded.build()
    except StaleTables as exc:
        print(f"{PATH}: {exc}")
        return 1
    wrong = [*group_differences(read()), *differences(loaded, rebuilt)]
    for line in wrong[:20]:
        print(line)
    entries = sum(len(t.array(key)) for t in (rebuilt.points, rebuilt.reach)
                  for key in t.array_keys())
    print(f"{PATH.name}: {entries} entries, {len(wrong)} differ from the DP")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())

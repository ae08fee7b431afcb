"""Shared developer tools, not part of the shipped game: benchmarks, the screenshot tour, the
monkey, the fuzzer (`fuzz/`), locale tooling and the headless driver they share. What is one
game's own (its engine bench, tuning, tables) is in its `game/<key>/dev/`.

`python -m game <command>` runs most of them (`game.cli`); the rest run as
`python -m game.dev.<module>`. Nothing shipped imports them (`tests/test_layering.py`), so the
web bundle leaves them out (`pygbag.ini`).
"""

"""Developer tools, not part of the shipped game: benchmarks, the screenshot tour, the monkey,
the fuzzer (`fuzz/`), weight tuning, locale tooling and the headless driver they share.

`python -m game <command>` runs most of them (`game.cli`); the rest run as
`python -m game.dev.<module>`. Nothing outside this package imports it
(`tests/test_layering.py`), so the web bundle leaves it out (`pygbag.ini`).
"""

# /// script
# dependencies = ["pygame-ce"]
# ///
"""CUBIRI: run the game (natively `python main.py [--fullscreen] [--lang CODE]`; pygbag in the
browser). One asyncio loop, `await asyncio.sleep(0)` once per frame; nothing after asyncio.run.

In the browser, pygbag 0.9.3 installs only what this file asks for: the PEP 723 block above and
the imports below, which it scans before running it (never the `game` package's imports).
pygame-ce is not part of its runtime, so both name it (tests/pygbag checks that this works).
"""

from __future__ import annotations

import asyncio

from game import platform

try:
    import pygame  # noqa: F401  (for pygbag's scan: pygame-ce before anything imports it)

    from game.ui.main import main
except Exception:  # the game cannot even load: say so in the page, not only in the console
    platform.report_start_failure()
    raise

asyncio.run(main())

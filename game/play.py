"""`cubiri`: the installed game's command, the same as `python main.py` in a checkout
(`cubiri --fullscreen --lang de`; `cubiri --help` lists the flags)."""

from __future__ import annotations

import asyncio


def run() -> None:
    """Play CUBIRI natively: one asyncio loop until the window closes."""
    from game.ui.main import main

    asyncio.run(main())

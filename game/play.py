"""`cubiri`: the installed game's command, the same as `python main.py` in a checkout
(`cubiri --fullscreen --lang de`; `cubiri --help` lists the flags)."""

from __future__ import annotations

import asyncio
import os
import sys


def run() -> None:
    """Play CUBIRI natively: one asyncio loop until the window closes. `--help` names the
    command as it was started (pip's launcher leaves `cubiri` in `sys.argv[0]`, without
    `.exe`)."""
    from game.ui.main import main

    asyncio.run(main(prog=os.path.basename(sys.argv[0]) or "cubiri"))

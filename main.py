"""CUBIRI: run the game (natively `python main.py [--fullscreen] [--lang CODE]`; pygbag in the
browser). One asyncio loop, `await asyncio.sleep(0)` once per frame; nothing after asyncio.run."""

from __future__ import annotations

import asyncio

from game.ui.main import main

asyncio.run(main())

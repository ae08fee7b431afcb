"""Work spread across frames: how much of a frame it may take, and the loop that spends it.

Whatever the front end computes across frames (the MISHIMASH tables as they load, a MAGDAGDON
hint with `hints.HintTask`, a review) is written as slices, each far shorter than a frame
(under a millisecond natively). `work(step)` runs slices until `SLICE_BUDGET` seconds of wall
time are spent, so a slower machine simply gets fewer slices per frame, and no frame waits
for a whole computation.

Natively a frame of play takes 1-2 ms of CPU (`python -m game bench`): 3 ms of work, plus at
most one slice beyond it, keeps every frame within 6 ms. CPython in WebAssembly runs the same
Python 1.5-3 times slower (`python -m game bench --browser`), drawing included, so the browser
build spends less per frame: its frames then stay well within the 16.7 ms of 60 FPS.
This is the one place that asks which platform the budget is for.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.platform import IS_BROWSER

NATIVE_BUDGET = 0.003  # seconds of work per frame natively
BROWSER_BUDGET = 0.002  # ... and in the browser
SLICE_BUDGET = BROWSER_BUDGET if IS_BROWSER else NATIVE_BUDGET


def work(step: Callable[[], bool], budget: float = SLICE_BUDGET) -> bool:
    """Call `step` (one slice; True once the work is done) until it is done or this frame's
    `budget` is spent; True when done. At least one slice runs, so work always moves on."""
    start = time.perf_counter()
    while not step():
        if time.perf_counter() - start >= budget:
            return False
    return True

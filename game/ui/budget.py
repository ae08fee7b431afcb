"""Work spread across frames: how much of a frame it may take, and the loop that spends it.

Whatever the front end computes across frames (the MISHIMASH tables as they load, a MAGDAGDON
hint with `hints.HintTask`, a review) is written as slices, each far shorter than a frame
(under a millisecond natively). `work(step)` runs slices until `SLICE_BUDGET` seconds of wall
time are spent, or until the frame as a whole (from `frame_started()`, which the app calls
first thing in every frame) has taken `FRAME_LIMIT`, whichever comes first; so a slower
machine simply gets fewer slices per frame, a frame busy with other things gets fewer, and no
frame waits for a whole computation. At least one slice runs per call, so work always moves on.

Natively a frame of play takes 1-2 ms of CPU, rarely 4 (`python -m game bench`): 2.5 ms of
work, at most 3 ms into the frame, plus one slice and the drawing, keeps every frame within
6 ms. CPython in WebAssembly runs the same Python up to about twice as slowly
(`python -m game bench --browser`), drawing included, so the browser build spends less per
frame (2 ms), and its frames stay well within the 16.7 ms of 60 FPS.
This is the one place that asks which platform the budget is for.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.platform import IS_BROWSER

NATIVE_BUDGET = 0.0025  # seconds of work per frame natively ...
NATIVE_FRAME = 0.003  # ... and never past this far into the frame (drawing comes after)
BROWSER_BUDGET = 0.002  # the same in the browser
BROWSER_FRAME = 0.006
SLICE_BUDGET = BROWSER_BUDGET if IS_BROWSER else NATIVE_BUDGET
FRAME_LIMIT = BROWSER_FRAME if IS_BROWSER else NATIVE_FRAME

_frame_start = 0.0  # when the current frame began (perf_counter seconds)


def frame_started() -> None:
    """Mark the start of a frame (the app's frame loop calls it before anything else)."""
    global _frame_start
    _frame_start = time.perf_counter()


def work(step: Callable[[], bool], budget: float = SLICE_BUDGET) -> bool:
    """Call `step` (one slice; True once the work is done) until it is done, `budget` seconds
    are spent or the frame has run for `FRAME_LIMIT`; True when done. One slice always runs."""
    start = time.perf_counter()
    stop = min(start + budget, max(_frame_start + FRAME_LIMIT, start))
    while not step():
        if time.perf_counter() >= stop:
            return False
    return True

"""Work spread across frames: how much of a frame it may take, and the loop that spends it.

Whatever the front end computes across frames (the MISHIMASH tables as they load, a MAGDAGDON
hint with `hints.HintTask`, a review) is written as slices, each far shorter than a frame
(under a millisecond natively). `work(step)` runs slices, at least one, then stops as soon as

- `SLICE_BUDGET` seconds of work are spent in this call, or
- the frame (since `frame_started()`, the app's first call in every frame) has run
  `FRAME_LIMIT`, or so long that, with what the last working frame still spent after its work
  (drawing and presenting, reported by `frame_drawn()`), it would end past `FRAME_TARGET`.

So a slower machine simply gets fewer slices per frame, a frame busy with other things gets
fewer, and no frame waits for a whole computation.

Natively a frame of play takes 1-3 ms of CPU (`python -m game bench`): 2 ms of work, plus at
most one slice, keeps a working frame within 6 ms. CPython in WebAssembly runs the same Python
1.5-2.5 times as slowly (`python -m game bench --browser`), drawing included, so the browser
build spends less per frame (1.75 ms) and its frames stay well within the 16.7 ms of 60 FPS.
This is the one place that asks which platform the budget is for.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.platform import IS_BROWSER

NATIVE_BUDGET = 0.002  # seconds of work per frame natively ...
NATIVE_FRAME = 0.0025  # ... never past this far into the frame ...
NATIVE_TARGET = 0.0045  # ... nor so far that the frame, drawn, would end past this
BROWSER_BUDGET = 0.00175  # the same in the browser
BROWSER_FRAME = 0.006
BROWSER_TARGET = 0.012
SLICE_BUDGET = BROWSER_BUDGET if IS_BROWSER else NATIVE_BUDGET
FRAME_LIMIT = BROWSER_FRAME if IS_BROWSER else NATIVE_FRAME
FRAME_TARGET = BROWSER_TARGET if IS_BROWSER else NATIVE_TARGET

_frame_start = 0.0  # when the current frame began (perf_counter seconds)
_work_end: float | None = None  # when this frame's work stopped (None: no work yet)
_after = 0.0  # what the last frame that worked and drew spent after its work


def frame_started() -> None:
    """Mark the start of a frame (the app's frame loop calls it before anything else)."""
    global _frame_start, _work_end
    _frame_start = time.perf_counter()
    _work_end = None


def frame_drawn() -> None:
    """Mark the end of a drawn frame (the app calls it once the canvas is presented)."""
    global _after
    if _work_end is not None:
        _after = time.perf_counter() - _work_end


def work(step: Callable[[], bool], budget: float = SLICE_BUDGET) -> bool:
    """Call `step` (one slice; True once the work is done) until it is done or this frame's
    time is spent (see the module docstring); True when done. One slice always runs."""
    global _work_end
    start = time.perf_counter()
    deadline = _frame_start + min(FRAME_LIMIT, FRAME_TARGET - _after)
    stop = max(min(start + budget, deadline), start)
    try:
        while not step():
            if time.perf_counter() >= stop:
                return False
        return True
    finally:
        _work_end = time.perf_counter()

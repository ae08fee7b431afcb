"""Two tabs, one writer: run in two Chromium tabs at once by test_pyodide_lease.py.

Each tab is one `game.dev.instances.Instance` over the page's real localStorage, guarded by the
page's lease (`window.cubiriLease`, the block of tools/web/cubiri.tmpl) unless `lease` is
False: one step per frame (1/60 s) of the MAGDAGDON game in progress, a setting changed after
each finished game, taking over now and then. Times come from the clock every tab shares
(`performance.timeOrigin + performance.now()`), so the test can merge the two journals.
"""

from __future__ import annotations

import asyncio
import json

from game.dev.instances import FRAME, Instance
from game.storage.backends import LocalStorageStore, Store
from game.storage.lease import Guarded, PageLease


def clock() -> float:
    import js  # Pyodide: the page's globals

    return float(js.performance.timeOrigin + js.performance.now()) / 1000


async def work(number: int, seconds: float, seed: int, lease: bool = True) -> str:
    """Play for `seconds`; the journal as JSON text."""
    import js

    store: Store = LocalStorageStore(js.localStorage)
    if lease:
        store = Guarded(store, PageLease(js, clock))
    instance = Instance(store, number, seed, clock)
    end = clock() + seconds
    while clock() < end:
        instance.frame()
        await asyncio.sleep(FRAME)
    return json.dumps(instance.journal)

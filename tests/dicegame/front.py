"""TWODICE on screen, for the UI tests only: a front end with just what a `FrontEnd` requires
(a menu, a play screen, a high-score page) and none of the optional parts, so no review, no
past games (`game.ui.past`) and no daily challenge (`game.ui.daily_view`). Register it
with `register()` instead of `dicegame.register()`."""

from __future__ import annotations

import dataclasses

from dicegame import INFO
from game import registry
from game.ui.front_end import FrontEnd
from game.ui.scene import Scene

FRONT_END = FrontEnd(INFO.key, faces=(2, 5), play=lambda app, fresh: Scene(app),
                     scores=lambda scene, surf: None)


def register() -> registry.GameInfo:
    """TWODICE with this front end in the registry (undo with `registry.unregister(KEY)`)."""
    info = dataclasses.replace(INFO, front_end="dicegame.front:FRONT_END")
    registry.register(info)
    return info

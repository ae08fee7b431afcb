"""MAGDAGDON's entry in the registry (`game.registry`): where each of its parts is."""

from __future__ import annotations

from game.i18n import N_
from game.registry import GameInfo, Ref

INFO = GameInfo(
    key="magdagdon",
    title=N_("MAGDAGDON"),
    original=N_("CUBIRI ORIGINAL #1"),
    new=Ref("game.magdagdon.state:Game"),
    record=Ref("game.magdagdon.record"),
    save_damaged=N_("The saved MAGDAGDON game was damaged. A copy was kept."),
    sim=Ref("game.magdagdon.sim"),
    review=Ref("game.magdagdon.review"),
    results=Ref("game.magdagdon.storage:results"),
    history=Ref("game.magdagdon.storage:KEPT"),
    daily=Ref("game.magdagdon.daily:DAILY"),
    daily_storage=Ref("game.magdagdon.storage:DAILY_RESULTS"),
    settings=Ref("game.magdagdon.storage:SETTINGS"),
    texts=Ref("game.magdagdon.texts"),
    commands={"bench-engine": (Ref("game.magdagdon.dev.bench"),
                               "measure the MAGDAGDON engine: worst-case MAGDAGDON test, games/s")},
    front_end=Ref("game.magdagdon.ui.front:FRONT_END"),
)

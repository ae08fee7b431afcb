"""MAGDAGDON's entry in the registry (`game.registry`): where each of its parts is."""

from __future__ import annotations

from game.i18n import N_
from game.registry import GameInfo

INFO = GameInfo(
    key="magdagdon",
    title=N_("MAGDAGDON"),
    original=N_("CUBIRI ORIGINAL #1"),
    new="game.magdagdon.state:Game",
    record="game.magdagdon.record",
    save_damaged=N_("The saved MAGDAGDON game was damaged. A copy was kept."),
    sim="game.magdagdon.sim",
    review="game.magdagdon.review",
    results="game.magdagdon.storage:results",
    history="game.magdagdon.storage:KEPT",
    daily="game.magdagdon.daily:DAILY",
    daily_storage="game.magdagdon.storage:DAILY_RESULTS",
    settings="game.magdagdon.storage:SETTINGS",
    texts="game.magdagdon.texts",
    commands={"bench-engine": ("game.magdagdon.dev.bench",
                               "measure the MAGDAGDON engine: worst-case MAGDAGDON test, games/s")},
    front_end="game.magdagdon.ui.front:FRONT_END",
)

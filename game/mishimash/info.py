"""MISHIMASH's entry in the registry (`game.registry`): where each of its parts is."""

from __future__ import annotations

from game.i18n import N_
from game.registry import GameInfo

INFO = GameInfo(
    key="mishimash",
    title=N_("MISHIMASH"),
    original=N_("CUBIRI ORIGINAL #2"),
    new="game.mishimash.match:Match",
    options={"players": ("Player 1", "Player 2")},
    record="game.mishimash.record",
    save_damaged=N_("The saved MISHIMASH match was damaged. A copy was kept."),
    sim="game.mishimash.sim",
    review="game.mishimash.review",
    results="game.mishimash.storage:results",
    history="game.mishimash.storage:KEPT",
    daily="game.mishimash.daily:DAILY",
    daily_storage="game.mishimash.storage:DAILY_RESULTS",
    settings="game.mishimash.storage:SETTINGS",
    texts="game.mishimash.texts",
    front_end="game.mishimash.ui.front:FRONT_END",
)

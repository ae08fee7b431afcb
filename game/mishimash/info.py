"""MISHIMASH's entry in the registry (`game.registry`): where each of its parts is."""

from __future__ import annotations

from game.i18n import N_
from game.registry import GameInfo, Ref

INFO = GameInfo(
    key="mishimash",
    title=N_("MISHIMASH"),
    original=N_("CUBIRI ORIGINAL #2"),
    new=Ref("game.mishimash.match:Match"),
    options={"players": ("Player 1", "Player 2")},
    record=Ref("game.mishimash.record"),
    save_damaged=N_("The saved MISHIMASH match was damaged. A copy was kept."),
    sim=Ref("game.mishimash.sim"),
    review=Ref("game.mishimash.review"),
    results=Ref("game.mishimash.storage:results"),
    history=Ref("game.mishimash.storage:KEPT"),
    daily=Ref("game.mishimash.daily:DAILY"),
    daily_storage=Ref("game.mishimash.storage:DAILY_RESULTS"),
    settings=Ref("game.mishimash.storage:SETTINGS"),
    texts=Ref("game.mishimash.texts"),
    front_end=Ref("game.mishimash.ui.front:FRONT_END"),
)

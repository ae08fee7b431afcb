"""MISHIMASH's front end (`game.ui.front_end.FrontEnd`), named by its registry entry: its title
card, play and setup scenes, high-score page, its own scenes, views, rule figure and sounds.
Scenes are imported when first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.registry import Ref
from game.ui.front_end import Choice, FrontEnd

if TYPE_CHECKING:
    import pygame

    from game.storage.saves import SavedGame
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.scenes.scores import ScoresScene


def _play(app: App, saved: SavedGame | None) -> Scene:
    from game.mishimash.ui.play_scene import MishimashScene

    return MishimashScene(app, saved=saved)


def _setup(app: App) -> Scene:
    from game.mishimash.ui.setup import SetupScene

    return SetupScene(app)


def _scores(scene: ScoresScene, surf: pygame.Surface) -> None:
    from game.mishimash.ui.scores import page

    page(scene, surf)


def _computer_speed(value: str) -> str:
    return {"calm": _("Calm"), "quick": _("Quick"), "instant": _("Instant")}[value]


# game.mishimash.storage.COMPUTER_SPEEDS (not imported: the title screen opens without it)
COMPUTER_SPEED = Choice("mishimash_computer_speed", ("calm", "quick", "instant"),
                        _computer_speed, title=lambda: _("Computer speed"))

FRONT_END = FrontEnd(
    "mishimash", faces=(1, 5, 1), play=_play, setup=_setup, tip_box=(748, 632, 508, 80),
    new_name=lambda: _("New match"), scores=_scores,
    review=Ref("game.mishimash.ui.past:REVIEW"),
    history=Ref("game.mishimash.ui.past:HISTORY"),
    daily=Ref("game.mishimash.ui.daily:DAILY"),
    scenes={"mishimash": Ref("game.mishimash.ui.play_scene:MishimashScene"),
            "mishimash_end": Ref("game.mishimash.ui.end:MishimashEndScene"),
            "mishimash_log": Ref("game.mishimash.ui.log:MishimashLogScene"),
            "scoring": Ref("game.mishimash.ui.scoring:ScoringCardScene"),
            "setup": Ref("game.mishimash.ui.setup:SetupScene")},
    figures={"scoring": Ref("game.mishimash.ui.figures:ScoringCard")},
    sounds=("bust", "mishimash", "final"), options=(COMPUTER_SPEED,))

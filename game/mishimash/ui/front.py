"""MISHIMASH's front end (`game.ui.front_end.FrontEnd`), named by its registry entry: its title
card, play and setup scenes, high-score page, its own scenes, views, rule figure and sounds.
Scenes are imported when first opened."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.ui.front_end import FrontEnd


def _play(app: Any, fresh: bool) -> Any:
    from game.mishimash.ui.play_scene import MishimashScene

    return MishimashScene(app, fresh=fresh)


def _setup(app: Any) -> Any:
    from game.mishimash.ui.setup import SetupScene

    return SetupScene(app)


def _scores(scene: Any, surf: Any) -> None:
    from game.mishimash.ui.scores import page

    page(scene, surf)


FRONT_END = FrontEnd(
    "mishimash", faces=(1, 5, 1), play=_play, setup=_setup, tip_box=(748, 632, 508, 80),
    new_name=lambda: _("New match"), scores=_scores,
    review="game.mishimash.ui.past:REVIEW",
    history="game.mishimash.ui.past:HISTORY",
    daily="game.mishimash.ui.daily:DAILY",
    scenes={"mishimash": "game.mishimash.ui.play_scene:MishimashScene",
            "mishimash_end": "game.mishimash.ui.end:MishimashEndScene",
            "mishimash_log": "game.mishimash.ui.log:MishimashLogScene",
            "scoring": "game.mishimash.ui.scoring:ScoringCardScene",
            "setup": "game.mishimash.ui.setup:SetupScene"},
    figures={"scoring": "game.mishimash.ui.figures:ScoringCard"},
    sounds=("bust", "mishimash", "final"))

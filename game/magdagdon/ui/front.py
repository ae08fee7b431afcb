"""MAGDAGDON's front end (`game.ui.front_end.FrontEnd`), named by its registry entry: its title
card, play scene, high-score page, difficulty setting, its own scenes, views, rule figure and
sounds. Scenes are imported when first opened."""

from __future__ import annotations

from typing import Any

from game.magdagdon.rules import Difficulty
from game.ui.front_end import Choice, FrontEnd


def _play(app: Any, fresh: bool) -> Any:
    from game.magdagdon.ui.play_scene import MagdagdonScene

    return MagdagdonScene(app, fresh=fresh)


def _scores(scene: Any, surf: Any) -> None:
    from game.magdagdon.ui.scores import page

    page(scene, surf)


def _difficulty_label(value: str) -> str:
    from game.magdagdon.ui.names import difficulty_name

    return difficulty_name(Difficulty(value))


def _difficulty_detail(value: str) -> str:
    from game.magdagdon.ui.names import difficulty_detail

    return difficulty_detail(value)


FRONT_END = FrontEnd(
    "magdagdon", faces=(3, 4, 5), play=_play, tip_box=(24, 630, 604, 80), scores=_scores,
    difficulty=Choice("magdagdon_difficulty", tuple(d.value for d in Difficulty),
                      _difficulty_label, _difficulty_detail), tutorial="tutorial",
    review="game.magdagdon.ui.past:REVIEW",
    history="game.magdagdon.ui.past:HISTORY",
    daily="game.magdagdon.ui.daily:DAILY",
    scenes={"magdagdon": "game.magdagdon.ui.play_scene:MagdagdonScene",
            "magdagdon_end": "game.magdagdon.ui.end:MagdagdonEndScene",
            "tutorial": "game.magdagdon.ui.tutorial:TutorialScene"},
    figures={"adjacency": "game.magdagdon.ui.figures:AdjacencyDiagram"},
    sounds=("bonus", "ruin", "power", "magdagdon"))

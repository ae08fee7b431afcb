"""MAGDAGDON's front end (`game.ui.front_end.FrontEnd`), named by its registry entry: its title
card, play scene, high-score page, difficulty setting, its own scenes, views, rule figure and
sounds. Scenes are imported when first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.magdagdon.rules import Difficulty
from game.registry import Ref
from game.ui.front_end import Choice, FrontEnd

if TYPE_CHECKING:
    import pygame

    from game.storage.saves import SavedGame
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.scenes.scores import ScoresScene


def _play(app: App, saved: SavedGame | None) -> Scene:
    from game.magdagdon.ui.play_scene import MagdagdonScene

    return MagdagdonScene(app, saved=saved)


def _scores(scene: ScoresScene, surf: pygame.Surface) -> None:
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
    review=Ref("game.magdagdon.ui.past:REVIEW"),
    history=Ref("game.magdagdon.ui.past:HISTORY"),
    daily=Ref("game.magdagdon.ui.daily:DAILY"),
    scenes={"magdagdon": Ref("game.magdagdon.ui.play_scene:MagdagdonScene"),
            "magdagdon_end": Ref("game.magdagdon.ui.end:MagdagdonEndScene"),
            "tutorial": Ref("game.magdagdon.ui.tutorial:TutorialScene")},
    figures={"adjacency": Ref("game.magdagdon.ui.figures:AdjacencyDiagram")},
    sounds=("bonus", "ruin", "power", "magdagdon"))

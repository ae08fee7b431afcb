"""TWODICE's front end (its registry entry's `front_end`): its title card, play screen (a
small `PlayScene`), high-score page and setting (the number of turns, shown as the settings'
and the menu's row and as the high scores' tabs). It has none of the optional parts: no review,
no past games (`game.ui.past`), no daily challenge (`game.ui.daily_view`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dicegame.storage import TURNS
from game.registry import Ref
from game.ui.front_end import Choice, FrontEnd

if TYPE_CHECKING:
    import pygame

    from game.storage.saves import SavedGame
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.scenes.scores import ScoresScene


def _play(app: App, saved: SavedGame | None) -> Scene:
    from dicegame.scenes import TwoDiceScene

    return TwoDiceScene(app, saved)


def _scores(scene: ScoresScene, surf: pygame.Surface) -> None:
    from dicegame.scenes import scores_page

    scores_page(scene, surf)


FRONT_END = FrontEnd(
    "twodice", faces=(2, 5), play=_play, scores=_scores,
    difficulty=Choice("twodice_turns", TURNS, lambda value: f"{value} turns",
                      title=lambda: "Turns"),
    scenes={"twodice": Ref("dicegame.scenes:TwoDiceScene"),
            "twodice_end": Ref("dicegame.scenes:TwoDiceEndScene")})

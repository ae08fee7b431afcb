"""The screenshot tour shows the moments it names."""

from __future__ import annotations

import pygame
import pytest

from game.dev.shots import Tour
from game.magdagdon.ui.play_scene import MagdagdonScene
from game.ui.effects import FloatText
from game.ui.scenes.menu import GameMenuScene


class TourDone(Exception):
    """Stops the tour once the shots under test are taken."""


def test_magdagdon_end_lights_shows_the_lit_board_before_the_result() -> None:
    """`magdagdon-end-lights` is taken while the bonus lines light up (the play screen, a "+N"
    floating, no result yet); `magdagdon-end` then shows the result: two different pictures."""
    tour = Tour(None, "en", save=False)  # MAGDAGDON's part only, nothing written
    app = tour.app
    seen: dict[str, tuple[str, bytes]] = {}

    def on_shot(what: str) -> None:
        top = app.top
        if what == "magdagdon-end-lights":
            assert isinstance(top, MagdagdonScene) and top.game.is_over and top.pending_end
            assert any(isinstance(e, FloatText) and e.message.startswith("+") and 0 < e.t < 1
                       for e in top.effects)  # a bonus line's "+N" floats
        if what in ("magdagdon-end-lights", "magdagdon-end"):
            seen[what] = (top.name, pygame.image.tobytes(app.canvas, "RGB"))
        if what == "magdagdon-end":
            raise TourDone

    tour.on_shot = on_shot
    app.push(GameMenuScene(app, "magdagdon"))
    with pytest.raises(TourDone):
        tour.magdagdon()
    lit, lit_picture = seen["magdagdon-end-lights"]
    end, end_picture = seen["magdagdon-end"]
    assert (lit, end) == ("magdagdon", "magdagdon_end")
    assert lit_picture != end_picture

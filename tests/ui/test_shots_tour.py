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


def test_the_tour_shows_the_result_at_the_next_start_and_long_names() -> None:
    """`magdagdon-end-next-start`: the tour closed during the lights and started again shows
    the result over the menu (issue 25, item 7); the long-name stops shorten the Telugu name
    with "…" (item 5)."""
    from game.dev.shots import LONG_NAMES
    from game.mishimash.ui.setup import SetupScene
    from game.ui import text

    tour = Tour(None, "te", save=False)
    app = tour.app
    seen: dict[str, list[str]] = {}

    def on_shot(what: str) -> None:
        if what == "magdagdon-end-next-start":
            seen[what] = [s.name for s in app.scenes]
            raise TourDone

    tour.on_shot = on_shot
    app.push(GameMenuScene(app, "magdagdon"))
    with pytest.raises(TourDone):
        tour.magdagdon()
    assert seen["magdagdon-end-next-start"] == ["title", "menu", "magdagdon", "magdagdon_end"]

    drawn: list[str] = []

    def on_names(what: str) -> None:
        if what in ("mishimash-setup-long-names", "mishimash-long-names"):
            with text.watching(lambda t, s, b: drawn.append(t)):
                app.dirty = True
                app.draw()

    tour.on_shot = on_names
    setup = SetupScene(app)
    app.push(setup)
    tour.long_names(setup)
    telugu = LONG_NAMES[1]
    assert any(t.endswith("…") and telugu.startswith(t[:-1]) for t in drawn)

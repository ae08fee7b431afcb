"""Choosing a game's difficulty, wherever a game starts (its menu, its settings, its end screen):
rules §1.2, a new difficulty starts a new game, so a game in progress is abandoned only after
asking."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _
from game.ui import front_end, scenes

if TYPE_CHECKING:
    from game.ui.app import App


def current(app: App, game: str) -> str | None:
    """The difficulty `game` starts with (None: the game has none)."""
    choice = front_end.get(game).difficulty
    if choice is None:
        return None
    value: str = getattr(app.session.settings, choice.field)
    return value


def set_difficulty(app: App, game: str, value: str,
                   done: Callable[[], None] | None = None) -> None:
    """Make `value` the difficulty of `game`'s next game; with a game in progress, ask first
    (yes: the saved game is dropped). `done` runs once it changed."""
    choice = front_end.get(game).difficulty
    if choice is None or value == current(app, game):
        return
    session, field = app.session, choice.field

    def change() -> None:
        session.update(**{field: value})
        session.clear(game)
        if done is not None:
            done()

    if session.has_game(game):
        app.push(scenes.make(
            "confirm", app,
            lambda: _("Changing the difficulty starts a new game. Abandon the game in "
                      "progress?"), lambda: _("Change"), change))
        return
    change()

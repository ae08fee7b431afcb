"""The end is never lost: a game that finished while the app was closing (during its last
moments, before its result screen) opens on its result at the next start, over its game's menu,
as if the player had stayed. Its result was recorded when the game was saved (high scores,
history, statistics), so showing it records nothing again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import daily_view, front_end, scenes

if TYPE_CHECKING:
    from game.ui.app import App


def show_unseen_end(app: App) -> bool:
    """Open the finished game whose result never showed, if there is one; True if it did."""
    saved = app.session.unseen_end()
    if saved is not None:
        app.push(scenes.make("menu", app, saved.game))
        app.push(front_end.get(saved.game).play(app, saved))
        return True
    daily = app.session.unseen_daily_end()  # a daily game's: over its daily screen
    if daily is not None:
        game = daily.challenge.game
        app.push(scenes.make("menu", app, game))
        app.push(scenes.make("daily", app, game))
        app.push(daily_view.view(game).play(app, daily))
        return True
    return False

"""A damaged store against the real app: no stored value may stop the game from
starting or a screen from opening.

`start(data)` opens the app headless (`game.dev.harness`) over a store holding `data` and goes
where a player would: for each game its menu, the game in progress resumed, the daily screen
with its daily game and history, the high scores, the past games with the newest kept game's
review, the statistics, the settings. An exception anywhere, or the error screen, is a
`Failure`. Imports pygame: the runner imports this module only when asked to (`--app`).
"""

from __future__ import annotations

from typing import Any

from game.dev.fuzz.corpus import TODAY
from game.dev.fuzz.targets import GAMES, Failure
from game.storage.backends import MemoryStore

FRAMES = 2  # frames drawn on each screen


def _show(app: Any, scene: Any | None, where: str) -> None:
    if scene is not None:
        app.push(scene)
    for _ in range(FRAMES):
        app.frame([], 0.05)
    if app.top.name == "error":
        raise Failure(f"the error screen opened on {where}")


def start(data: dict[str, str]) -> None:
    """Start the app over `data` and open every screen that reads stored values."""
    from game.dev.harness import make_app
    from game.storage import Storage
    from game.ui import scenes
    from game.ui.session import Session

    where = "the title"
    try:
        session = Session(Storage(MemoryStore(data), today=lambda: TODAY))
        session.utc_today = lambda: TODAY
        app = make_app(session, "en")
        for game in GAMES:
            where = f"the {game} menu"
            menu: Any = scenes.make("menu", app, game)
            _show(app, menu, where)
            where = f"the {game} game in progress"
            _show(app, menu.play_scene(app.session.load(game)), where)
            app.pop()
            where = f"the {game} daily challenge"
            daily: Any = scenes.make("daily", app, game)
            _show(app, daily, where)
            unfinished = daily.status.game
            if unfinished is not None:
                where = f"the {game} daily game"
                daily.open_game(unfinished)
                _show(app, None, where)
                app.pop()
            for name in ("daily_history", "scores", "history", "stats", "settings"):
                where = f"the {game} {name}"
                scene: Any = scenes.make(name, app, game)
                _show(app, scene, where)
                if name == "history" and scene.replays:  # the newest kept game's review
                    where = f"the {game} review of a kept game"
                    scene.open(scene.replays[0])
                    _show(app, None, where)
                    if app.top is not scene:
                        app.pop()
                app.pop()
            app.pop()  # the daily screen
            app.pop()  # the menu
        app.collect_notices()
    except Failure:
        raise
    except Exception as exc:
        raise Failure(f"crash on {where}: {exc!r}") from exc

"""The screens, reached by name: a scene opens another with `scenes.make(name, app, ...)` and
never imports another scene's module, so the screens form no import loops (each module is
imported on first use, which also keeps start-up light). The table below holds the shared
screens; each game's own screens are named by its front end (`FrontEnd.scenes`)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # static readers (type checkers, the web bundle's checks) see every screen
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.scenes import (  # noqa: F401
        backup,
        daily,
        daily_end,
        daily_history,
        dialogs,
        elsewhere,
        error,
        history,
        menu,
        options,
        replay,
        review,
        rules,
        scores,
        settings,
        stats,
        title,
    )

# name -> "module:Class" under game.ui.scenes: the screens every game shares
SCENES: dict[str, str] = {
    "title": "title:TitleScene",
    "menu": "menu:GameMenuScene",
    "rules": "rules:RulesScene",
    "about": "rules:AboutScene",
    "scores": "scores:ScoresScene",
    "settings": "settings:SettingsScene",
    "confirm": "dialogs:ConfirmDialog",
    "error": "error:ErrorScene",
    "elsewhere": "elsewhere:ElsewhereScene",
    "language": "dialogs:LanguagePicker",
    "options": "options:OptionsScene",
    "history": "history:HistoryScene",
    "import": "history:ImportScene",
    "backup": "backup:BackupScene",
    "review": "review:ReviewScene",
    "replay": "replay:ReplayScene",
    "stats": "stats:StatsScene",
    "daily": "daily:DailyScene",
    "daily_end": "daily_end:DailyEndScene",
    "daily_history": "daily_history:DailyHistoryScene",
}


def scene_class(name: str) -> type[Scene]:
    """The class of the scene registered as `name`, shared or a game's own (KeyError for an
    unknown name)."""
    if name in SCENES:
        module, cls = SCENES[name].split(":")
        found: type[Scene] = getattr(importlib.import_module(f"{__name__}.{module}"), cls)
        return found
    from game.ui.front_end import scene_reference

    reference = scene_reference(name)
    if reference is None:
        raise KeyError(name)
    return reference.load()


def make(name: str, app: App, *args: Any, **kwargs: Any) -> Scene:
    """A new scene `name` for `app` (arguments as its class takes them)."""
    return scene_class(name)(app, *args, **kwargs)

"""Settings: language, sound, animation speed, tips, and the MAGDAGDON difficulty."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, _, current
from game.ui import chrome, games
from game.ui.constants import CREAM, TEXT_BIG, TEXT_BODY
from game.ui.scene import Scene
from game.ui.scenes.menu import back_button
from game.ui.widgets import Button, Label, Toggle

if TYPE_CHECKING:
    from game.ui.app import App

SPEED_NAMES = ("slow", "normal", "fast", "off")
LABEL_X, CONTROL_X = 60, 400


def speed_name(speed: str) -> str:
    """An animation speed as the player reads it."""
    return {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"), "off": _("Off")}[speed]


class SettingsScene(Scene):
    """Settings; changes apply and are saved at once."""

    name = "settings"

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.difficulty = None if game is None else games.get(game).difficulty

    def build(self) -> None:
        app, session = self.app, self.app.session
        rows = [_("Language"), _("Sound"), _("Animations"), _("Tips")]  # not "HINT"
        if self.difficulty is not None:
            rows.append(_("Difficulty"))
        self.widgets = [back_button(self)]
        for k, label in enumerate(rows):
            self.widgets.append(Label((LABEL_X, 116 + k * 110, 320, 70), label, TEXT_BIG, CREAM,
                                      align="left", bold=True, lines=2))
        self.widgets.append(Button((CONTROL_X, 116, 380, 70),
                                   lambda: LANGUAGES.get(current(), current()),
                                   self.pick_language, kind="secondary"))
        self.widgets.append(Toggle((CONTROL_X, 226, 380, 70),
                                   lambda: _("On") if session.settings.sound else _("Off"),
                                   lambda: session.settings.sound, app.set_sound))
        for k, speed in enumerate(SPEED_NAMES):
            self.widgets.append(Button(
                (CONTROL_X + k * 210, 336, 196, 70), partial(speed_name, speed),
                partial(lambda s: session.update(animation_speed=s), speed), kind="secondary",
                size=TEXT_BODY,
                selected=partial(lambda s: session.settings.animation_speed == s, speed)))
        self.widgets.append(Toggle((CONTROL_X, 446, 380, 70),
                                   lambda: _("On") if self.hints_on() else _("Off"),
                                   self.hints_on, self.set_hints))
        if (choice := self.difficulty) is not None:
            for k, value in enumerate(choice.values):
                self.widgets.append(Button(
                    (CONTROL_X + k * 280, 556, 266, 70), partial(choice.label, value),
                    partial(self.set_difficulty, value), kind="secondary", size=TEXT_BODY,
                    selected=partial(lambda v: getattr(session.settings, choice.field) == v,
                                     value)))
        if self.focus is None:
            self.focus = self.widgets[len(rows) + 1]

    def pick_language(self) -> None:
        from game.ui.scenes.dialogs import LanguagePicker

        self.app.push(LanguagePicker(self.app))

    def hints_on(self) -> bool:
        return "off" not in self.app.session.settings.hints_seen

    def set_hints(self, on: bool) -> None:
        """Hints on shows every hint again; off hides them all."""
        self.app.session.update(hints_seen=frozenset() if on else frozenset({"off"}))

    def set_difficulty(self, value: str) -> None:
        """rules §1.2: a new difficulty starts a new game; ask before abandoning one."""
        if self.difficulty is None or self.game is None:
            return
        session, game, field = self.app.session, self.game, self.difficulty.field
        if value == getattr(session.settings, field):
            return
        if session.has_game(game):
            from game.ui.scenes.dialogs import ConfirmDialog

            def change() -> None:
                session.update(**{field: value})
                session.clear(game)

            self.app.push(ConfirmDialog(
                self.app, lambda: _("Changing the difficulty starts a new game. Abandon the "
                                    "game in progress?"), lambda: _("Change"), change))
            return
        session.update(**{field: value})

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Settings"))
        self.draw_widgets(surf)


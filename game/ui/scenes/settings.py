"""Settings: language, sound, animation speed, tips, and the game's own difficulty (`Choice`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, _, current, pgettext
from game.ui import choices, chrome, front_end, scenes
from game.ui.constants import CREAM, TEXT_BIG, TEXT_BODY
from game.ui.names import speed_name
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, Toggle

if TYPE_CHECKING:
    from game.ui.app import App

SPEED_NAMES = ("slow", "normal", "fast", "off")
LABEL_X, CONTROL_X = 60, 400


class SettingsScene(Scene):
    """Settings; changes apply and are saved at once."""

    name = "settings"

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.difficulty = None if game is None else front_end.get(game).difficulty

    def build(self) -> None:
        app, session = self.app, self.app.session
        rows = [_("Language"), _("Sound"), _("Animations"), _("Tips")]  # not "HINT"
        if self.difficulty is not None:
            rows.append(_("Difficulty"))
        self.widgets = [chrome.back_button(self.back)]
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
                                   # Its own words: they agree with "Tips" (Romanian
                                   # "Indicații: Pornite"), not with "Sound"
                                   lambda: pgettext("tips", "On") if self.hints_on()
                                   else pgettext("tips", "Off"),
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
        self.app.push(scenes.make("language", self.app))

    def hints_on(self) -> bool:
        return "off" not in self.app.session.settings.hints_seen

    def set_hints(self, on: bool) -> None:
        """Hints on shows every hint again; off hides them all."""
        self.app.session.update(hints_seen=frozenset() if on else frozenset({"off"}))

    def set_difficulty(self, value: str) -> None:
        """rules §1.2: a new difficulty starts a new game; ask before abandoning one."""
        if self.game is not None:
            choices.set_difficulty(self.app, self.game, value)

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Settings"))
        self.draw_widgets(surf)


"""A game's menu: play (or continue), rules, high scores, settings, about."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.daily.challenge import GAMES as DAILY_GAMES
from game.i18n import _
from game.ui import chrome, daily_play, games
from game.ui.constants import CREAM_SOFT, TEXT_BIG, TEXT_BODY, WIDTH
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

BACK_RECT = (20, 12, 200, 60)


def back_button(scene: Scene) -> Button:
    """The "Back" button in the header's left corner."""
    return Button(BACK_RECT, lambda: _("Back"), scene.back, kind="ghost", size=TEXT_BODY)


TOP, BOTTOM = 160, 706  # where the menu's buttons go


class GameMenuScene(Scene):
    """Per-game menu."""

    name = "menu"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game

    def build(self) -> None:
        info = games.get(self.game)
        has_saved = self.app.session.has_game(self.game)
        x, w, gap = WIDTH // 2 - 260, 520, 10
        has_daily = self.game in DAILY_GAMES
        past = games.history_view(self.game) is not None  # a game that keeps its games
        rows = 5 + has_saved + has_daily + past  # the buttons share the room below the subtitle
        h = min(68, (BOTTOM - TOP - (rows - 1) * gap) // rows)
        y = TOP
        self.widgets = [
            back_button(self),
            Label((200, 100, WIDTH - 400, 40), info.original(), TEXT_BODY, CREAM_SOFT),
        ]
        if has_saved:
            self.widgets.append(Button((x, y, w, h), lambda: _("Continue"), self.resume_game))
            y += h + gap
            self.widgets.append(Button((x, y, w, h), lambda: _("New game"), self.new_game,
                                       kind="secondary"))
        else:
            self.widgets.append(Button((x, y, w, h), lambda: _("Play"), self.new_game))
        y += h + gap
        if has_daily:
            note = daily_play.menu_note(self.app, self.game)  # read once: it replays the save
            self.widgets.append(Button((x, y, w, h), lambda: _("Daily challenge"),
                                       self.open_daily, kind="secondary", size=TEXT_BIG,
                                       sub=note))
            y += h + gap
        for text, action in (
            (lambda: _("Rules"), self.open_rules),
            (lambda: _("High scores"), self.open_scores),
            *([(lambda: _("Past games and statistics"), self.open_history)] if past else []),
            (lambda: _("Settings"), self.open_settings),
            (lambda: _("About"), self.open_about),
        ):
            self.widgets.append(Button((x, y, w, h), text, action, kind="secondary",
                                       size=TEXT_BIG))
            y += h + gap
        self.focus = self.widgets[2]

    def resume(self) -> None:
        self.rebuild()

    # actions -------------------------------------------------------------------------------
    def play_scene(self, fresh: bool) -> Scene:
        scene: Scene = games.get(self.game).play(self.app, fresh)
        return scene

    def resume_game(self) -> None:
        self.app.push(self.play_scene(fresh=False))

    def new_game(self) -> None:
        setup = games.get(self.game).setup
        if setup is not None:  # the setup scene starts the game (and replaces a saved one)
            self.app.push(setup(self.app))
            return
        if self.app.session.has_game(self.game):
            from game.ui.scenes.dialogs import ConfirmDialog

            self.app.push(ConfirmDialog(
                self.app, lambda: _("Abandon the game in progress and start a new one?"),
                lambda: _("New game"), lambda: self.app.push(self.play_scene(fresh=True))))
            return
        self.app.push(self.play_scene(fresh=True))

    def open_daily(self) -> None:
        from game.ui.scenes.daily import DailyScene

        self.app.push(DailyScene(self.app, self.game))

    def open_rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game))

    def open_scores(self) -> None:
        from game.ui.scenes.scores import ScoresScene

        self.app.push(ScoresScene(self.app, self.game))

    def open_history(self) -> None:
        from game.ui.scenes.history import HistoryScene

        self.app.push(HistoryScene(self.app, self.game))

    def open_settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app, self.game))

    def open_about(self) -> None:
        from game.ui.scenes.rules import AboutScene

        self.app.push(AboutScene(self.app, self.game))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, games.get(self.game).name())
        self.draw_widgets(surf)

"""A game's menu: play (or continue), rules, high scores, settings, about."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import choices, chrome, daily_play, front_end, scenes
from game.ui.constants import CREAM, CREAM_SOFT, TEXT_BIG, TEXT_BODY, TEXT_SMALL, WIDTH
from game.ui.scene import Scene
from game.ui.tips import TUTORIAL
from game.ui.widgets import Button, Label, Widget

if TYPE_CHECKING:
    from game.ui.app import App

TOP, BOTTOM = 160, 706  # where the menu's buttons go
DIFFICULTY = pygame.Rect(0, TOP, 320, 400)  # right of the menu's buttons (x: centred)
DIFFICULTY_GAP = 40
CHOICE_H, DETAIL_H = 56, 50  # a difficulty's button, and what it means under it


class GameMenuScene(Scene):
    """Per-game menu."""

    name = "menu"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game

    def build(self) -> None:
        info = front_end.get(self.game)
        has_saved = self.app.session.has_game(self.game)
        x, w, gap = WIDTH // 2 - 260, 520, 10
        if info.difficulty is not None:  # the column and the choice, centred
            x = (WIDTH - w - DIFFICULTY_GAP - DIFFICULTY.width) // 2
        has_daily = front_end.daily_view(self.game) is not None
        past = front_end.history_view(self.game) is not None  # a game that keeps its games
        rows = 5 + has_saved + has_daily + past  # the buttons share the room below the subtitle
        h = min(68, (BOTTOM - TOP - (rows - 1) * gap) // rows)
        y = TOP
        self.widgets = [
            chrome.back_button(self.back),
            Label((200, 100, WIDTH - 400, 40), info.original(), TEXT_BODY, CREAM_SOFT),
        ]
        if has_saved:
            self.widgets.append(Button((x, y, w, h), lambda: _("Continue"), self.resume_game))
            y += h + gap
            self.widgets.append(Button((x, y, w, h), info.new_name, self.new_game,
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
        self.widgets += self.difficulty_widgets()
        self.focus = self.widgets[2]

    def difficulty_widgets(self) -> list[Widget]:
        """Beside Play: the difficulty the game starts with, chosen right here (rules §1.2)."""
        choice = front_end.get(self.game).difficulty
        if choice is None:
            return []
        x = (WIDTH + 520 + DIFFICULTY_GAP - DIFFICULTY.width) // 2
        y = DIFFICULTY.top
        out: list[Widget] = [Label((x, y, DIFFICULTY.width, 44), lambda: _("Difficulty"),
                                   TEXT_BIG, CREAM, align="left", bold=True)]
        detail = choice.detail
        for k, value in enumerate(choice.values):
            top = y + 52 + k * (CHOICE_H + DETAIL_H + 10)
            out.append(Button(
                (x, top, DIFFICULTY.width, CHOICE_H), partial(choice.label, value),
                partial(self.choose, value), kind="secondary", size=TEXT_BODY,
                selected=partial(lambda v: choices.current(self.app, self.game) == v, value)))
            if detail is not None:
                out.append(Label((x + 8, top + CHOICE_H + 2, DIFFICULTY.width - 8, DETAIL_H),
                                 partial(detail, value), TEXT_SMALL, CREAM_SOFT, lines=2,
                                 align="left", valign="top"))
        return out

    def choose(self, value: str) -> None:
        """A difficulty: the next game's (asks before abandoning a game in progress)."""
        choices.set_difficulty(self.app, self.game, value, self.rebuild)

    def resume(self) -> None:
        self.rebuild()

    # actions -------------------------------------------------------------------------------
    def play_scene(self, fresh: bool) -> Scene:
        scene: Scene = front_end.get(self.game).play(self.app, fresh)
        return scene

    def resume_game(self) -> None:
        self.app.push(self.play_scene(fresh=False))

    def new_game(self) -> None:
        front = front_end.get(self.game)
        seen = self.app.session.settings.hints_seen
        if front.tutorial is not None and TUTORIAL not in seen:  # the first game: offer it
            tutorial = front.tutorial
            self.app.session.update(hints_seen=seen | {TUTORIAL})
            self.app.push(scenes.make(
                "confirm", self.app,
                lambda: _("New to {game}? The tutorial teaches it in a minute, on dice chosen "
                          "for it.").format(game=front.name()),
                lambda: _("Tutorial"), lambda: self.app.push(scenes.make(tutorial, self.app)),
                no=lambda: _("Play"), on_no=self.new_game, yes_kind="primary"))
            return
        setup = front.setup
        if setup is not None:  # the setup scene starts the game (and replaces a saved one)
            self.app.push(setup(self.app))
            return
        if self.app.session.has_game(self.game):
            self.app.push(scenes.make(
                "confirm", self.app,
                lambda: _("Abandon the game in progress and start a new one?"),
                lambda: _("New game"), lambda: self.app.push(self.play_scene(fresh=True))))
            return
        self.app.push(self.play_scene(fresh=True))

    def open_daily(self) -> None:
        self.app.push(scenes.make("daily", self.app, self.game))

    def open_rules(self) -> None:
        self.app.push(scenes.make("rules", self.app, self.game))

    def open_scores(self) -> None:
        self.app.push(scenes.make("scores", self.app, self.game))

    def open_history(self) -> None:
        self.app.push(scenes.make("history", self.app, self.game))

    def open_settings(self) -> None:
        self.app.push(scenes.make("settings", self.app, self.game))

    def open_about(self) -> None:
        self.app.push(scenes.make("about", self.app, self.game))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, front_end.get(self.game).name())
        self.draw_widgets(surf)

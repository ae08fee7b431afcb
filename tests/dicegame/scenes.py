"""TWODICE's screens: its play screen (a `PlayScene`: ROLL, then TAKE one of the two dice), its
end screen and its high-score page."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from dicegame import Take, TwoDice
from dicegame.storage import SCORES
from game.storage.daily import DailyGame
from game.storage.saves import SavedGame
from game.ui import chrome, die, draw, scenes
from game.ui.constants import CREAM, INK, TEXT_BIG, TEXT_BODY, WIDTH
from game.ui.names import show_date
from game.ui.overlay import Overlay
from game.ui.play_screen import PlayScene
from game.ui.scene import Scene
from game.ui.scenes.scores import PAGE
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.scores import ScoresScene

DIE = 120
DICE_Y = 330


def die_center(i: int) -> tuple[int, int]:
    return WIDTH // 2 + (2 * i - 1) * 110, DICE_Y


class TwoDiceScene(PlayScene):
    """One game of TWODICE: the unfinished `saved` game it is given, or a new one of the turns
    the settings say."""

    name = "twodice"
    game_key = "twodice"

    def __init__(self, app: App, saved: SavedGame | None = None,
                 daily: DailyGame | None = None) -> None:
        resumed = saved is not None and not saved.state.is_over
        if saved is not None and resumed:
            assert isinstance(saved.state, TwoDice)
            game, rng = saved.state, saved.rng
        else:
            seed = app.new_seed()
            game, rng = TwoDice(int(app.session.settings.twodice_turns), seed), random.Random(seed)
        super().__init__(app, rng, daily)
        self.game = game
        if not resumed:
            self.save()

    @property
    def state(self) -> TwoDice:
        return self.game

    def game_title(self) -> str:
        return "TWODICE"

    def can_hint(self) -> bool:
        return False  # no advice to give

    def build(self) -> None:
        g = self.game
        self.roll_button = Button((WIDTH // 2 - 150, 520, 300, 80), lambda: "ROLL", self.roll,
                                  size=TEXT_BIG, visible=lambda: g.dice_to_roll > 0)
        self.take_buttons = [
            Button((die_center(i)[0] - 90, 430, 180, 64), partial(self.take_label, i),
                   partial(self.take, i), size=TEXT_BODY, visible=lambda: bool(g.roll))
            for i in range(2)]
        self.widgets = [*self.header_widgets(), self.roll_button, *self.take_buttons,
                        Label((0, 160, WIDTH, 50), self.status, TEXT_BIG, CREAM, bold=True)]
        self.focus = self.roll_button if g.dice_to_roll else self.take_buttons[0]

    def take_label(self, i: int) -> str:
        return f"TAKE {self.game.roll[i]}" if self.game.roll else ""

    def status(self) -> str:
        g = self.game
        return f"Turn {min(len(g.taken) + 1, g.turns)} of {g.turns} · score {g.score}"

    def roll(self) -> None:
        if self.game.dice_to_roll:
            self.game.apply_roll(self.draw_dice())
            self.save()  # saved before anyone sees the values
            self.focus = self.take_buttons[0]

    def take(self, i: int) -> None:
        if self.game.roll:
            self.game.apply(Take(i))
            self.save()
            self.focus = self.roll_button
            if self.game.is_over:
                self.finish()

    def key(self, action: str) -> None:
        if action == "roll":
            self.roll()
        else:
            super().key(action)

    def end_scene(self) -> Scene:
        return scenes.make("twodice_end", self.app, self.game)

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf)
        chrome.play_title(surf, *self.title())
        for i, value in enumerate(self.game.roll):
            img = die.face(value, DIE)
            surf.blit(img, img.get_rect(center=die_center(i)))
        self.draw_widgets(surf)


class TwoDiceEndScene(Overlay):
    """The finished game's score, over its last screen."""

    name = "twodice_end"
    box = pygame.Rect(WIDTH // 2 - 320, 200, 640, 300)

    def __init__(self, app: App, game: TwoDice) -> None:
        super().__init__(app)
        self.game = game
        self.celebrate = game.score >= 5 * game.turns

    def build(self) -> None:
        b = self.box
        self.widgets = [
            Label((b.left, b.top + 40, b.width, 60), f"Score {self.game.score}", 40, INK,
                  bold=True),
            Button((b.left + 40, b.bottom - 110, 260, 72), lambda: "New game", self.new_game,
                   size=TEXT_BODY),
            Button((b.right - 300, b.bottom - 110, 260, 72), lambda: "Menu", self.to_menu,
                   kind="secondary", size=TEXT_BODY),
        ]
        self.focus = self.widgets[1]

    def new_game(self) -> None:
        self.app.pop()
        self.app.replace(TwoDiceScene(self.app))

    def to_menu(self) -> None:
        self.app.pop()
        self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        self.draw_widgets(surf)


def scores_page(scene: ScoresScene, surf: pygame.Surface) -> None:
    """The best scores of the number of turns whose tab is open."""
    rows = scene.app.session.storage.read(SCORES).get(scene.difficulty or "3", ())
    y = PAGE.top
    scene.row(surf, y, [("#", 20, 60, "left"), ("Score", 100, 200, "left"),
                        ("Date", 320, 300, "left")], head=True)
    for place, best in enumerate(rows, 1):
        y += 44
        scene.row(surf, y, [(str(place), 20, 60, "left"), (str(best.score), 100, 200, "left"),
                            (show_date(best.date), 320, 300, "left")])
    if not rows:
        draw.text_block(surf, pygame.Rect(PAGE.left, y + 44, PAGE.width, 40),
                        "No games finished yet.", TEXT_BODY, INK)

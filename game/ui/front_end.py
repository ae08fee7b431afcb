"""The games as the front end sees them: each registered game's `front_end` (see `game.registry`),
a `FrontEnd` in the game's own package (`game/<key>/ui/front.py`).

Scenes look a game up with `get(key)` (an unknown key raises `game.registry.UnknownGame`, never
falls back to another game) and list the playable ones with `listed()`. A `FrontEnd` says what
the title and menus show, which scenes play the game (its own scenes are registered here, by
name, not in the shared table of `game.ui.scenes`), its rule figures and its sounds; the scenes
do the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game import registry, texts
from game.i18n import _
from game.registry import Ref

if TYPE_CHECKING:
    import pygame

    from game.storage.saves import SavedGame
    from game.ui.app import App
    from game.ui.daily_view import DailyView
    from game.ui.past import HistoryView, ReviewView
    from game.ui.scene import Scene
    from game.ui.scenes.rules import Figure
    from game.ui.scenes.scores import ScoresScene


@dataclass(frozen=True)
class Choice:
    """A game's own setting chosen among a few values (a difficulty): the settings screen shows
    a row of buttons for it, the high scores a tab per value."""

    field: str  # the `game.storage.Settings` attribute holding it
    values: tuple[str, ...]
    label: Callable[[str], str]  # a value as the player reads it
    detail: Callable[[str], str] | None = None  # what it means, in a few words
    title: Callable[[], str] = lambda: _("Difficulty")  # what it is (the row's name)


@dataclass(frozen=True)
class FrontEnd:
    """One game's front end.

    `play(app, saved)` returns the play scene of the saved game it is given, or of a new game
    (`saved` None): the scene is handed its state, it never reads it from storage. `setup(app)`,
    when set, returns the scene where a new game is set up (it starts the game itself); without
    it "New game" starts one at once. `scores(scene, surface)` draws the high-score page;
    `difficulty`, when set, is the game's difficulty setting (changing it abandons the saved
    game). `faces` are the dice on the title card. `review` and `history` are its
    `game.ui.past.ReviewView` and `HistoryView`, `daily` its `game.ui.daily_view.DailyView` (its
    part of the daily challenge's screens). `scenes` are its own screens by name (opened with
    `game.ui.scenes.make(name, ...)`), `figures` the pictures its rule book names
    (`game.texts.figures`: name -> a class made with a width), `sounds` the effects only it
    plays (`game.ui.assets`).
    """

    key: str
    faces: tuple[int, ...]
    play: Callable[[App, SavedGame | None], Scene]
    scores: Callable[[ScoresScene, pygame.Surface], None]
    setup: Callable[[App], Scene] | None = None
    difficulty: Choice | None = None
    # Its other settings the settings screen offers (changing one abandons nothing)
    options: tuple[Choice, ...] = ()
    new_name: Callable[[], str] = lambda: _("New game")  # the menu's button: game or match
    tutorial: str | None = None  # the scene teaching the game, offered on the first game
    # Where its play screen shows a first-game tip (`game.ui.tips`): (x, y, w, h), clear of
    # every button.
    tip_box: tuple[int, int, int, int] = (24, 630, 604, 80)
    review: Ref[ReviewView] | None = None
    history: Ref[HistoryView] | None = None
    daily: Ref[DailyView] | None = None
    scenes: Mapping[str, Ref[type[Scene]]] = field(default_factory=dict)
    figures: Mapping[str, Ref[Callable[[int], Figure]]] = field(default_factory=dict)
    sounds: tuple[str, ...] = ()

    @property
    def info(self) -> registry.GameInfo:
        """The game's registry entry."""
        return registry.get(self.key)

    def name(self) -> str:
        """The game's name in the current language."""
        return _(self.info.title)

    def original(self) -> str:
        """The CUBIRI ORIGINAL line ("CUBIRI ORIGINAL #1")."""
        return _(self.info.original)

    def tagline(self) -> str:
        """One line saying what the game is."""
        return texts.tagline(self.key)

    def about(self) -> list[str]:
        """The About paragraphs, the dedication among them (rules §4)."""
        return texts.about(self.key)


def get(key: str) -> FrontEnd:
    """The front end of registered game `key` (`registry.UnknownGame` if there is none)."""
    reference = registry.get(key).front_end
    if reference is None:
        raise registry.UnknownGame(key)
    return reference.load()


def listed() -> list[FrontEnd]:
    """The games the title screen offers, in registration order."""
    return [get(info.key) for info in registry.with_part("front_end")]


def review_view(key: str) -> ReviewView | None:
    """Game `key`'s part of the review and replay, or None: it offers no review (no `review`
    in its registry entry or its front end)."""
    front = get(key)
    if front.review is None or front.info.review is None:
        return None
    return front.review.load()


def history_view(key: str) -> HistoryView | None:
    """Game `key`'s part of the past games and statistics, or None: it keeps none."""
    front = get(key)
    if front.history is None or front.info.history is None:
        return None
    return front.history.load()


def daily_view(key: str) -> DailyView | None:
    """Game `key`'s part of the daily challenge's screens, or None: it has no daily challenge
    (no `daily` in its registry entry or its front end)."""
    front = get(key)
    if front.daily is None or front.info.daily is None or front.info.daily_storage is None:
        return None
    return front.daily.load()


def scene_reference(name: str) -> Ref[type[Scene]] | None:
    """Where a game's own scene `name` is (its front end's `scenes`), or None."""
    for front in listed():
        if name in front.scenes:
            return front.scenes[name]
    return None

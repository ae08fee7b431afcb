"""A game's part of the screens about its finished games (docs/architecture.md): a `ReviewView`
for the review and replay, a `HistoryView` for the past games and statistics, named by its
`FrontEnd` (`game.ui.front_end`). MAGDAGDON's: `game.magdagdon.ui.past`; MISHIMASH's:
`game.mishimash.ui.past`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import _, ngettext
from game.review_shapes import Choice, SeatReview, TurnReview
from game.stats import Figures
from game.ui.numbers import number, percent, points

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.stats import StatsScene
    from game.ui.widgets import Widget


class Step(Protocol):
    """A replay's step; `turn` is the record's 0-based turn it is in."""

    @property
    def turn(self) -> int: ...


class ReviewView(ABC):
    """A game's part of the review and replay screens."""

    better_rect: pygame.Rect | None = None  # the replay's "Show the better move" (None: none)

    @abstractmethod
    def action_text(self, action: Any) -> str:
        """A choice in words ("set aside 1 5", "place 3 dice")."""

    @abstractmethod
    def worth(self, value: float, action: Any = None, unit: str = "points") -> str:
        """A choice's value in the game's terms ("expected 12.5 points"); `unit` as
        `Choice.unit` says ("turns": a MISHIMASH race, negated turns)."""

    def value_text(self, value: float, win: float | None, action: Any = None,
                   unit: str = "points") -> str:
        """A choice's value: its win chance where the match end decided, else `worth`."""
        if win is not None:
            return _("estimated win chance {p}").format(p=percent(win))
        return self.worth(value, action, unit)

    @abstractmethod
    def where(self, record: dict[str, Any], choice: Choice[Any]) -> str:
        """Which turn a choice was in ("Turn 3", "Round 2")."""

    @abstractmethod
    def headline(self, record: dict[str, Any], seat: SeatReview[Any]) -> str:
        """The line over a one-player review."""

    @abstractmethod
    def summary(self, seat: SeatReview[Any]) -> list[str]:
        """The summary's lines: the result (bold), then what "expected" means."""

    @abstractmethod
    def costly_rect(self, box: pygame.Rect, k: int) -> pygame.Rect:
        """The button of the `k`-th costliest choice in the panel `box`."""

    @abstractmethod
    def draw_costly(self, scene: ReviewScene, surf: pygame.Surface, box: pygame.Rect,
                    costly: tuple[Choice[Any], ...]) -> None:
        """The rest of that panel (`scene.draw_choice_text`, `scene.picked`)."""

    @abstractmethod
    def timeline(self, state: Any) -> Sequence[Step]:
        """The replay's steps, rebuilt by replaying the game on the engine."""

    @abstractmethod
    def draw_step(self, scene: ReplayScene, surf: pygame.Surface, step: Any) -> None:
        """One step (`scene.draw_note` writes the turn's review note)."""

    def better_move(self, note: TurnReview[Any] | None) -> Any:
        """The review's better choice the replay draws for this turn, or None."""
        return None


class HistoryView(ABC):
    """A game's part of the past games and statistics screens; a `row` is one of its
    summaries (`game.storage.Session.summaries`)."""

    @abstractmethod
    def row_title(self, row: Any) -> str:
        """A past game's line."""

    @abstractmethod
    def row_detail(self, row: Any) -> str:
        """The smaller line under it."""

    def humans(self, row: Any) -> tuple[bool, ...] | None:
        """The seats people played (their reviews are shown), or None: every seat."""
        return None

    @abstractmethod
    def filters(self, settings: Settings) -> dict[str, Any]:
        """The statistics' filters as the screen opens."""

    @abstractmethod
    def filter_widgets(self, scene: StatsScene) -> list[Widget]:
        """Their buttons (`scene.pick(name=value)`, `scene.chosen`)."""

    @abstractmethod
    def figures(self, rows: Sequence[Any], filters: dict[str, Any], kind: str) -> Figures:
        """The figures of the games of `kind` the filters select."""

    @abstractmethod
    def rows(self, figures: Figures) -> list[tuple[str, str]]:
        """The figures' table, (label, value) rows."""

    # A finished game in the statistics' words (a game whose games are called otherwise, such
    # as MISHIMASH's matches, says so in its own words).
    def none_yet(self) -> str:
        """Nothing to count yet."""
        return _("No games finished yet.")

    def last_one(self) -> str:
        """The histogram's mark of the last finished game."""
        return _("the last game")

    def trend_title(self, n: int) -> str:
        """The title of the trend of the last `n` games."""
        return ngettext("Trend: the last {n} game", "Trend: the last {n} games", n).format(n=n)


def score_rows(figures: Figures) -> list[tuple[str, str]]:
    """The mean and best score rows every game's statistics show."""
    if figures.mean is None or figures.best is None:
        return []
    return [(_("Mean score"), number(figures.mean)), (_("Best score"), points(figures.best))]

"""What a game gives the screens about its finished games: review, replay, past games and
statistics.

The screens (`game.ui.scenes.review`, `replay`, `history`, `stats`) draw what every game shares
(panels, buttons, the luck and decisions bars, the plots, the review notes) and ask the game's
views for the rest. A game's `FrontEnd` (`game.ui.games`) names them:

- `review`: a `ReviewView`, for a game with a review (its `game.games` entry has `review`):
  its choices in words, the review's summary and costliest choices, the replay's steps;
- `history`: a `HistoryView`, for a game that keeps its finished games (its entry has
  `history`): the list of past games, the statistics' filters, figures and rows.

A game without one offers none: no Review for it, no "Past games and statistics" in its menu.
MAGDAGDON's are in `game.ui.scenes.magdagdon_past`, MISHIMASH's in `mishimash_past`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import _
from game.review import Choice, SeatReview, TurnReview
from game.stats import Figures
from game.ui.figures import number, percent, points

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.review import ReviewScene
    from game.ui.scenes.stats import StatsScene
    from game.ui.widgets import Widget


class Step(Protocol):
    """One step of a replay (a turn, a roll): `turn` is the record's 0-based turn it is in."""

    @property
    def turn(self) -> int: ...


class ReviewView(ABC):
    """A game's part of the review and replay screens."""

    # Where the replay's "Show the better move" button sits; None: the replay draws no better
    # move for this game (`better_move`).
    better_rect: pygame.Rect | None = None

    # -- words -------------------------------------------------------------------------------
    @abstractmethod
    def action_text(self, action: Any) -> str:
        """A choice in words ("set aside 1 5", "−1 on a 4", "place 3 dice")."""

    @abstractmethod
    def worth(self, value: float, action: Any = None) -> str:
        """What a choice was worth in the game's terms ("expected 12.5 points")."""

    def value_text(self, value: float, win: float | None, action: Any = None) -> str:
        """What a choice was worth as the review measured it: its win chance where the match
        end decided, else `worth`."""
        if win is not None:
            return _("win chance {p}").format(p=percent(win))
        return self.worth(value, action)

    @abstractmethod
    def where(self, record: dict[str, Any], choice: Choice[Any]) -> str:
        """Which turn a choice was in ("Turn 3", "Round 2")."""

    # -- the review screen -------------------------------------------------------------------
    @abstractmethod
    def headline(self, record: dict[str, Any], seat: SeatReview[Any]) -> str:
        """The line over the review when it shows one player ("MAGDAGDON, PEACEFUL")."""

    @abstractmethod
    def summary(self, seat: SeatReview[Any]) -> list[str]:
        """The summary's lines under the luck and decisions bars: the result first (bold),
        then what "expected" means here."""

    @abstractmethod
    def costly_rect(self, box: pygame.Rect, k: int) -> pygame.Rect:
        """The button of the `k`-th costliest choice in the panel `box`."""

    @abstractmethod
    def draw_costly(self, scene: ReviewScene, surf: pygame.Surface, box: pygame.Rect,
                    costly: tuple[Choice[Any], ...]) -> None:
        """The rest of the costliest choices' panel `box`, beside their buttons
        (`scene.draw_choice_text` writes a choice and the better one; `scene.picked` is the
        selected one)."""

    # -- the replay screen -------------------------------------------------------------------
    @abstractmethod
    def timeline(self, state: Any) -> Sequence[Step]:
        """Every step of the game's finished turns, rebuilt by replaying it on the engine."""

    @abstractmethod
    def draw_step(self, scene: ReplayScene, surf: pygame.Surface, step: Any) -> None:
        """One step (`scene.draw_note` writes the turn's review note)."""

    def better_move(self, note: TurnReview[Any] | None) -> Any:
        """The review's better choice the replay can draw for this turn, or None."""
        return None


class HistoryView(ABC):
    """A game's part of the past games and statistics screens. `row` is one of its summaries
    (`game.storage.Session.summaries`)."""

    @abstractmethod
    def row_title(self, row: Any) -> str:
        """A past game's line ("12 May: 312 points, PEACEFUL")."""

    @abstractmethod
    def row_detail(self, row: Any) -> str:
        """The smaller line under it."""

    def humans(self, row: Any) -> tuple[bool, ...] | None:
        """Which seats people played (the review shows theirs), or None: every seat."""
        return None

    @abstractmethod
    def filters(self, settings: Settings) -> dict[str, Any]:
        """The statistics' filters when the screen opens (from the settings), by name."""

    @abstractmethod
    def filter_widgets(self, scene: StatsScene) -> list[Widget]:
        """The buttons choosing the filters (`scene.pick(name=value)`, `scene.chosen`)."""

    @abstractmethod
    def figures(self, rows: Sequence[Any], filters: dict[str, Any], kind: str) -> Figures:
        """The figures of the games of `kind` the filters select."""

    @abstractmethod
    def rows(self, figures: Figures) -> list[tuple[str, str]]:
        """The figures' table: (label, value) rows (`score_rows` gives mean and best)."""


def score_rows(figures: Figures) -> list[tuple[str, str]]:
    """The mean and best score rows every game's statistics show."""
    if figures.mean is None or figures.best is None:
        return []
    return [(_("Mean score"), number(figures.mean)), (_("Best score"), points(figures.best))]

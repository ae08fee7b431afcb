"""The end of a daily game, or a past day's card: the result card, copied with one tap.

Shown over the finished board after a daily game (scored, or a replay that is not), and from the
daily history for any past day. The card's text is the player's language; the copy carries
emoji squares (messengers and social sites show them), the screen draws the same squares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.daily import card
from game.daily.result import Result
from game.i18n import _
from game.ui import daily_view
from game.ui.constants import INK, INK_SOFT, TEXT_BODY, TEXT_HEAD, WIDTH
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App


class DailyEndScene(Overlay):
    """A daily result's card over what is below it.

    `result` is the card shown; `scored` False marks an unscored replay (then `scored_result`,
    the day's scored result if any, is shown for comparison and nothing is copied);
    `after_game` is True right after playing (Done returns to the daily screen).
    """

    name = "daily_end"

    def __init__(self, app: App, result: Result, *, streak: int = 0, scored: bool = True,
                 scored_result: Result | None = None, after_game: bool = True) -> None:
        super().__init__(app)
        self.result, self.streak, self.scored = result, streak, scored
        self.scored_result, self.after_game = scored_result, after_game
        self.message = ""
        self.copying = daily_view.card_copy()
        self.celebrate = scored and after_game  # the play screen's fanfare for a scored day

    def build(self) -> None:
        box = pygame.Rect(0, 0, 800, 650)  # wide enough for "Copy result" in Telugu
        box.center = (WIDTH // 2, 390)
        self.box = box
        if not self.after_game:
            heading = card.title(self.result)
        elif self.scored:
            heading = _("Daily challenge done!")
        else:
            heading = _("Replay done (not scored)")
        self.card_rect = pygame.Rect(box.centerx - 310, box.top + 80, 620, 400)
        self.widgets = [Label((box.left + 30, box.top + 18, box.width - 60, 54), heading,
                              TEXT_HEAD, INK, bold=True)]
        bottom = box.bottom - 96
        if self.scored:
            self.widgets.append(Button((box.left + 40, bottom, 350, 72),
                                       lambda: _("Copy result"), self.copy))
            self.widgets.append(Label((box.left + 30, self.card_rect.bottom + 8,
                                       box.width - 60, 40), lambda: self.message, TEXT_BODY,
                                      INK_SOFT))
        else:
            if self.scored_result is not None:
                mine = _("Your daily result: {result}").format(
                    result=card.summary(self.scored_result))
            else:
                mine = ""
            self.widgets.append(Label((box.left + 30, self.card_rect.bottom + 8,
                                       box.width - 60, 40), mine, TEXT_BODY, INK_SOFT))
        self.widgets.append(Button((box.right - 390, bottom, 350, 72), lambda: _("Done"),
                                   self.done, kind="secondary"))
        self.focus = self.widgets[1] if self.scored else self.widgets[-1]

    def copy(self) -> None:
        self.message = self.copying.start(card.text(self.result, streak=self.streak))

    def update(self, dt: float) -> bool:
        moved = super().update(dt)
        if self.copying.update():
            self.message = self.copying.message
            return True
        return moved

    def done(self) -> None:
        """Back to the daily screen (below the finished game, or below the history)."""
        self.app.pop()
        if self.after_game and len(self.app.scenes) > 1:
            self.app.pop()  # the finished game's screen

    def back(self) -> None:
        self.app.pop()  # look at the finished game (or the history) again

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        streak = self.streak if self.scored else 0
        daily_view.result_card(surf, self.card_rect, self.result, streak)
        self.draw_widgets(surf)


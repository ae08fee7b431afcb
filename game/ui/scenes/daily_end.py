"""The end of a daily game, or a past day's card: the result card, copied with one tap.

Shown over the finished board after a daily game (scored, or a replay that is not), and from the
daily history for any past day. The card's text is the player's language; the copy carries
emoji squares (messengers and social sites show them), the screen draws the same squares.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pygame

from game.daily import card
from game.daily.result import Result
from game.i18n import _, format_date
from game.ui import daily_view, text
from game.ui.constants import INK, INK_SOFT, SIZE, TEXT_BIG, TEXT_BODY, TEXT_HEAD
from game.ui.layout import NARROW
from game.ui.metrics import TARGET_CSS
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
    responsive = True

    def __init__(self, app: App, result: Result, *, streak: int = 0, scored: bool = True,
                 scored_result: Result | None = None, after_game: bool = True) -> None:
        super().__init__(app)
        self.result, self.streak, self.scored = result, streak, scored
        self.scored_result, self.after_game = scored_result, after_game
        self.message = ""
        self.copying = daily_view.card_copy()
        self.celebrate = scored and after_game  # the play screen's fanfare for a scored day

    def build(self) -> None:
        m = self.metrics
        s = m.type_scale
        if not self.after_game:  # a past day's: its date (the card's first line says the rest)
            heading = format_date(date.fromisoformat(self.result.date))
        elif self.scored:
            heading = _("Daily challenge done!")
        else:
            heading = _("Replay done (not scored)")
        head, body = m.font(TEXT_HEAD), m.font(TEXT_BODY)
        button_h, note_h = m.at_least(72, TARGET_CSS), round(40 * s)
        pad = round(30 * s)
        if m.size == SIZE and m.k <= 1:  # the desktop, as drawn for it
            box = pygame.Rect(0, 0, 800, 650)  # wide enough for "Copy result" in Telugu
            box.center = (m.width // 2, 390)
            self.card_rect = pygame.Rect(box.centerx - 310, box.top + 80, 620, 400)
            heading_rect = pygame.Rect(box.left + 30, box.top + 18, box.width - 60, 54)
            bottom = box.bottom - 96
            copy_rect = pygame.Rect(box.left + 40, bottom, 350, 72)
            done_rect = pygame.Rect(box.right - 390, bottom, 350, 72)
        elif m.width < NARROW:  # upright: the card over the buttons, one over the other
            width = m.width - 2 * round(24 * s)
            lines = min(2, len(text.wrap(heading, head, width - 2 * pad, True)))
            head_h = lines * text.line_height(head, True, heading)
            card_h = min(width - 2 * pad, m.height * 2 // 5)
            height = (round(18 * s) + head_h + round(16 * s) + card_h + round(8 * s) + note_h
                      + round(16 * s) + 2 * button_h + round(16 * s) + round(24 * s))
            box = pygame.Rect(0, 0, width, height)
            box.center = (m.width // 2, m.height // 2)
            heading_rect = pygame.Rect(box.left + pad, box.top + round(18 * s),
                                       box.width - 2 * pad, head_h)
            self.card_rect = pygame.Rect(box.left + pad, heading_rect.bottom + round(16 * s),
                                         box.width - 2 * pad, card_h)
            y = self.card_rect.bottom + round(8 * s) + note_h + round(16 * s)
            copy_rect = pygame.Rect(box.left + pad, y, box.width - 2 * pad, button_h)
            done_rect = copy_rect.move(0, button_h + round(16 * s))
        else:  # on its side: the card at the left, the buttons beside it
            margin = round(16 * s)
            box = pygame.Rect(0, 0, min(m.width - 2 * margin, round(1160 * s)),
                              m.height - 2 * margin)
            box.center = (m.width // 2, m.height // 2)
            head_h = text.line_height(head, True, heading)
            heading_rect = pygame.Rect(box.left + pad, box.top + round(12 * s),
                                       box.width - 2 * pad, head_h)
            top = heading_rect.bottom + round(12 * s)
            self.card_rect = pygame.Rect(box.left + pad, top, box.width * 11 // 20,
                                         box.bottom - round(20 * s) - note_h - top)
            side = pygame.Rect(self.card_rect.right + pad, top,
                               box.right - pad - self.card_rect.right - pad, button_h)
            copy_rect = side
            done_rect = side.move(0, button_h + round(16 * s))
        self.box = box
        self.widgets = [Label(heading_rect, heading, head, INK, bold=True, lines=1
                              if m.size == SIZE and m.k <= 1 else 2)]
        note = pygame.Rect(box.left + pad, self.card_rect.bottom + round(8 * s),
                           box.width - 2 * pad, note_h)
        if m.width >= NARROW and not (m.size == SIZE and m.k <= 1):
            note = pygame.Rect(self.card_rect.left, self.card_rect.bottom + round(8 * s),
                               self.card_rect.width, note_h)
        big = m.font(TEXT_BIG)
        if self.scored:
            self.widgets.append(Button(copy_rect, lambda: _("Copy result"), self.copy,
                                       size=big))
            self.widgets.append(Label(note, lambda: self.message, body, INK_SOFT))
        else:
            if self.scored_result is not None:
                mine = _("Your daily result: {result}").format(
                    result=card.summary(self.scored_result))
            else:
                mine = ""
            self.widgets.append(Label(note, mine, body, INK_SOFT))
        self.widgets.append(Button(done_rect, lambda: _("Done"), self.done, kind="secondary",
                                   size=big))
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
        daily_view.result_card(surf, self.card_rect, self.result, streak,
                               metrics=self.metrics)
        self.draw_widgets(surf)


"""First-game tips: a short bubble saying what to tap next, dismissable, remembered.

(They are "tips" to players, so that they never share a name with the HINT button; the code
keeps calling them hints.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import draw
from game.ui.constants import INK, PAPER, TEXT_SMALL
from game.ui.input import Input, Key, Tap

if TYPE_CHECKING:
    from game.ui.app import App

# Where the bubble sits on each play screen (clear of every button).
HINT_SIZE = 18
BUBBLE = {"magdagdon": pygame.Rect(24, 630, 604, 80), "mishimash": pygame.Rect(748, 632, 508, 80)}


TUTORIAL = "tutorial"  # among the seen hints: the tutorial was offered (once, on the first game)


def hint_text(hint: str) -> str:
    """The words of one hint (the bubbles are called tips: "HINT" is the advice button)."""
    return {
        "roll": _("Tip: press ROLL to throw the four dice."),
        "pick": _("Tip: tap a die. The cells where it fits light up."),
        "place": _("Tip: tap a lit cell to stage the die. Tap a staged die to take it back."),
        "confirm": _("Tip: CONFIRM makes the staged dice permanent and ends the turn."),
        "magdagdon": _("Tip: these dice cannot place the turn's minimum. A power may rescue the "
                       "roll; a ruin costs 15 points."),
        # rules §1.6 with no power uses left (always on NIGHTMARE): only a ruin is possible
        "ruin": _("Tip: these dice cannot place the turn's minimum. Accept a ruin on an empty "
                  "cell; it costs 15 points."),
        "m_roll": _("Tip: press ROLL to throw six dice."),
        "m_pick": _("Tip: tap a scoring die. Its whole combination is set aside."),
        "m_save": _("Tip: SAVE banks the turn points. ROLL AGAIN risks them for more."),
    }[hint]


class HintBox:
    """Shows the current hint until the player does it or taps the bubble away."""

    def __init__(self, app: App, game: str) -> None:
        self.app, self.rect = app, BUBBLE[game]
        self.current: str | None = None

    @property
    def enabled(self) -> bool:
        return "off" not in self.app.session.settings.hints_seen

    def build(self) -> None:
        """Nothing to cache: text comes from the text cache."""

    def update(self, hint: str | None) -> bool:
        """Which hint the scene wants now (None: none); True if the bubble changed."""
        seen = self.app.session.settings.hints_seen
        old = self.current
        self.current = hint if hint and self.enabled and hint not in seen else None
        return self.current != old

    def seen(self, hint: str) -> None:
        """The player did what the hint says: never show it again."""
        seen = self.app.session.settings.hints_seen
        if hint not in seen:
            self.app.session.update(hints_seen=seen | {hint})

    def handle(self, inp: Input) -> bool:
        """A tap on the bubble dismisses the hint; True if it was consumed."""
        if self.current and isinstance(inp, Tap) and self.rect.collidepoint(inp.pos):
            self.seen(self.current)
            self.current = None
            return True
        if self.current and isinstance(inp, Key) and inp.action == "help":
            self.seen(self.current)
            self.current = None
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if not self.current:
            return
        r = self.rect
        draw.panel(surf, r, PAPER, radius=14, shadow=4)
        pygame.draw.circle(surf, INK, (r.left + 30, r.centery), 16, 3)
        draw.text_block(surf, pygame.Rect(r.left + 22, r.centery - 14, 16, 28), "i", TEXT_SMALL,
                        INK, bold=True)
        draw.text_block(surf, pygame.Rect(r.left + 58, r.top + 4, r.width - 110, r.height - 8),
                        hint_text(self.current), HINT_SIZE, INK, lines=3, align="left")
        x = (r.right - 30, r.centery)  # a close cross
        pygame.draw.line(surf, INK, (x[0] - 9, x[1] - 9), (x[0] + 9, x[1] + 9), 3)
        pygame.draw.line(surf, INK, (x[0] - 9, x[1] + 9), (x[0] + 9, x[1] - 9), 3)

"""MISHIMASH's high-score page: the solo bests of each target (rules §2.4) and the recent
matches, in the shared high-score screen (`game.ui.scenes.scores`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash import TARGETS
from game.mishimash.storage import MISHIMASH_BEST, MISHIMASH_HISTORY
from game.storage.entries import PLAY
from game.ui import draw, front_end
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.names import show_date
from game.ui.scenes.scores import PAGE

if TYPE_CHECKING:
    from game.ui.scenes.scores import ScoresScene


def page(scene: ScoresScene, surf: pygame.Surface) -> None:
    """The solo bests per target (rules §2.4) and the recent matches."""
    page = pygame.Rect(PAGE.left, 100, PAGE.width, PAGE.bottom - 100)
    draw.panel(surf, page, PAPER, radius=18)
    best = scene.app.session.storage.read(MISHIMASH_BEST)
    left = pygame.Rect(page.left + 24, page.top + 16, 420, 40)
    draw.text_block(surf, left, _("Solo: fewest turns"), TEXT_BIG, INK, align="left",
                    bold=True)
    for k, target in enumerate(TARGETS):
        y = left.bottom + 14 + k * 64
        entry = best.get(target)
        draw.text_block(surf, pygame.Rect(left.left, y, 140, 30), str(target), TEXT_BIG, INK,
                        align="left", bold=True)
        value = ngettext("{n} turn", "{n} turns", entry.turns).format(n=entry.turns) \
            if entry else "—"
        draw.text_block(surf, pygame.Rect(left.left + 150, y, 260, 30), value, TEXT_BODY,
                        INK, align="left")
        if entry:
            draw.text_block(surf, pygame.Rect(left.left + 150, y + 28, 260, 26),
                            show_date(entry.date), TEXT_SMALL, INK_SOFT, align="left")
    right = pygame.Rect(page.left + 480, page.top + 16, page.width - 504, 40)
    draw.text_block(surf, right, _("Recent matches"), TEXT_BIG, INK, align="left", bold=True)
    history = [m for m in scene.app.session.storage.read(MISHIMASH_HISTORY)[::-1]
               if m.kind == PLAY][:8]  # daily races have their own history
    if not history:
        draw.text_block(surf, pygame.Rect(right.left, right.bottom + 20, right.width, 40),
                        _("No matches finished yet."), TEXT_BODY, INK_SOFT, align="left")
    view = front_end.history_view("mishimash")  # a match's line, as in Past games
    for k, match in enumerate(history):
        y = right.bottom + 12 + k * 66
        pygame.draw.rect(surf, PAPER_DARK, (right.left - 8, y - 4, right.width + 8, 60),
                         border_radius=8)
        draw.text_block(surf, pygame.Rect(right.left, y, right.width, 28),
                        view.row_title(match) if view else "", TEXT_SMALL, INK,
                        align="left", bold=True)
        others = ", ".join(f"{p} {format_points(t)}" for s, (p, t) in
                           enumerate(zip(match.players, match.totals, strict=True))
                           if s != match.winner)
        if len(match.players) == 1:  # solo: the result is the number of turns
            others = ngettext("{n} turn", "{n} turns", match.turns).format(n=match.turns)
        draw.text_block(surf, pygame.Rect(right.left, y + 28, right.width, 26), others,
                        TEXT_SMALL, INK_SOFT, align="left")

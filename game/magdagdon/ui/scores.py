"""MAGDAGDON's high-score page: the top 10 of each difficulty (rules §1.8), in the shared
high-score screen (`game.ui.scenes.scores`, a tab per difficulty)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.magdagdon.storage import MAGDAGDON_SCORES
from game.ui import draw
from game.ui.constants import INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG
from game.ui.names import show_date
from game.ui.scenes.scores import PAGE

if TYPE_CHECKING:
    from game.ui.scenes.scores import ScoresScene


def page(scene: ScoresScene, surf: pygame.Surface) -> None:
    """The top 10 of the difficulty open in its tab (rules §1.8)."""
    draw.panel(surf, PAGE, PAPER, radius=18)
    table = scene.app.session.storage.read(MAGDAGDON_SCORES)
    rows = table.get(scene.difficulty, ()) if scene.difficulty is not None else ()
    cols = [(_("Place"), 20, 110, "left"), (_("Score"), 140, 180, "right"),
            (_("Date"), 380, 300, "left"), (_("Turns"), 700, 180, "right"),
            (_("Powers used"), 900, 230, "right")]
    scene.row(surf, PAGE.top + 14, cols, head=True)
    if not rows:
        draw.text_block(surf, PAGE.inflate(-80, -200), _("No games finished yet."),
                        TEXT_BIG, INK_SOFT, lines=2)
        return
    for i, entry in enumerate(rows):
        y = PAGE.top + 58 + i * 46
        if i % 2 == 0:
            pygame.draw.rect(surf, PAPER_DARK, (PAGE.left + 10, y - 3, PAGE.width - 20, 44),
                             border_radius=8)
        scene.row(surf, y, [(f"{i + 1}.", 20, 110, "left"),
                            (str(entry.score), 140, 180, "right"),
                            (show_date(entry.date), 380, 300, "left"),
                            (str(entry.turns), 700, 180, "right"),
                            (str(entry.powers_used), 900, 230, "right")])

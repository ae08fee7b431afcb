"""MAGDAGDON's high-score page: the top 10 of each difficulty (rules §1.8), in the shared
high-score screen (`game.ui.scenes.scores`, a tab per difficulty)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, pgettext
from game.magdagdon.storage import MAGDAGDON_SCORES
from game.ui import draw
from game.ui.constants import INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG
from game.ui.layout import NARROW
from game.ui.names import show_date

if TYPE_CHECKING:
    from game.ui.scenes.scores import ScoresScene


WIDE = ((20, 110), (140, 180), (380, 300), (700, 180), (900, 230))
UPRIGHT = ((20, 115), (135, 245), (388, 312), (710, 180), (900, 240))


def page(scene: ScoresScene, surf: pygame.Surface) -> None:
    """The top 10 of the difficulty open in its tab (rules §1.8)."""
    area, s = scene.page, scene.metrics.type_scale
    draw.panel(surf, area, PAPER, radius=18)
    table = scene.app.session.storage.read(MAGDAGDON_SCORES)
    rows = table.get(scene.difficulty, ()) if scene.difficulty is not None else ()
    # (x, width) of each column on the desktop's 1160 px page, stretched to any page;
    # upright the place's column is narrow: its heading the short sign for a rank
    upright = area.width < NARROW
    places = (UPRIGHT if upright else WIDE)
    cols = [(pgettext("rank column, narrow", "#") if upright else _("Place"), *places[0],
             "left"),
            (_("Score"), *places[1], "right"),
            (_("Date"), *places[2], "center" if upright else "left"),
            (_("Turns"), *places[3], "right"), (_("Powers used"), *places[4], "right")]
    scene.row(surf, area.top + round(14 * s), cols, head=True)
    if not rows:
        draw.text_block(surf, area.inflate(-80, -200), _("No games finished yet."),
                        scene.metrics.font(TEXT_BIG), INK_SOFT, lines=2)
        return
    first = area.top + round(20 * s) + scene.head_height
    pitch = round((60 if upright else 46) * s)  # upright: a tall screen, roomier rows
    if scene.metrics.k > 1:  # a phone on its side: all ten on the page, closer together
        pitch = min(pitch, (area.bottom - 8 - first) // max(len(rows), 1))
    for i, entry in enumerate(rows):
        y = first + i * pitch
        if i % 2 == 0:
            pygame.draw.rect(surf, PAPER_DARK, (area.left + 10, y - 3, area.width - 20,
                                                pitch - 2), border_radius=8)
        values = (f"{i + 1}.", str(entry.score), show_date(entry.date), str(entry.turns),
                  str(entry.powers_used))
        middle = y + (pitch - round(46 * s)) // 2  # the text in the middle of its stripe
        scene.row(surf, middle, [(value, *place, col[3]) for value, place, col
                                 in zip(values, places, cols, strict=True)])

"""MISHIMASH's high-score page: the solo bests of each target (rules §2.4) and the recent
matches, in the shared high-score screen (`game.ui.scenes.scores`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash import TARGETS
from game.mishimash.storage import MISHIMASH_BEST, MISHIMASH_HISTORY
from game.storage.entries import PLAY
from game.ui import draw, front_end, text
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.layout import NARROW
from game.ui.names import show_date

if TYPE_CHECKING:
    from game.ui.scenes.scores import ScoresScene


def page(scene: ScoresScene, surf: pygame.Surface) -> None:
    """The solo bests per target (rules §2.4) and the recent matches: side by side, or
    upright one above the other."""
    m = scene.metrics
    s = m.type_scale
    big, body = m.font(TEXT_BIG), m.font(TEXT_BODY)
    # the matches' lines: small on the desktop, on a phone the first read as body text
    title_size, detail_size = (TEXT_SMALL if m.k <= 1 else body), m.font(TEXT_SMALL)
    page = pygame.Rect(scene.page.left, scene.top, scene.page.width,
                       scene.page.bottom - scene.top)
    draw.panel(surf, page, PAPER, radius=18)
    upright = m.width < NARROW
    pad = round(24 * s)
    best = scene.app.session.storage.read(MISHIMASH_BEST)
    left = pygame.Rect(page.left + pad, page.top + round(16 * s),
                       page.width - 2 * pad if upright else round(420 * s), round(40 * s))
    draw.text_block(surf, left, _("Solo: fewest turns"), big, INK, align="left", bold=True)
    number_w, value_x = round(140 * s), round(150 * s)
    value_w = left.width - value_x if upright else round(260 * s)
    pitch = round(64 * s)
    for k, target in enumerate(TARGETS):
        y = left.bottom + round(14 * s) + k * pitch
        entry = best.get(target)
        draw.text_block(surf, pygame.Rect(left.left, y, number_w, round(30 * s)), str(target),
                        big, INK, align="left", bold=True)
        value = ngettext("{n} turn", "{n} turns", entry.turns).format(n=entry.turns) \
            if entry else "—"
        draw.text_block(surf, pygame.Rect(left.left + value_x, y, value_w, round(30 * s)),
                        value, body, INK, align="left")
        if entry:
            draw.text_block(surf, pygame.Rect(left.left + value_x, y + round(28 * s), value_w,
                                              round(26 * s)),
                            show_date(entry.date), detail_size, INK_SOFT, align="left")
    if upright:
        top = left.bottom + round(14 * s) + len(TARGETS) * pitch + round(24 * s)
        right = pygame.Rect(left.left + 8, top, left.width - 8, round(40 * s))
    else:
        right = pygame.Rect(page.left + round(480 * s), page.top + round(16 * s),
                            page.right - pad - page.left - round(480 * s), round(40 * s))
    draw.text_block(surf, right, _("Recent matches"), big, INK, align="left", bold=True)
    title_h, detail_h, step = 28, 26, 66  # the desktop's
    if m.k > 1:
        title_h, detail_h = text.line_height(title_size, True), text.line_height(detail_size)
        step = title_h + detail_h + round(12 * s)
    bottom = page.bottom - round(8 * s)
    history = [match for match in scene.app.session.storage.read(MISHIMASH_HISTORY)[::-1]
               if match.kind == PLAY][:8]  # daily races have their own history
    if not history:
        draw.text_block(surf, pygame.Rect(right.left, right.bottom + round(20 * s),
                                          right.width, round(40 * s)),
                        _("No matches finished yet."), body, INK_SOFT, align="left")
    view = front_end.history_view("mishimash")  # a match's line, as in Past games
    y = right.bottom + round(12 * s)
    for match in history:  # as many as the page holds (a phone on its side: fewer)
        title = view.row_title(match) if view else ""
        lines = 1 if m.k <= 1 else min(2, len(text.wrap(title, title_size, right.width, True)))
        tall = step + (lines - 1) * title_h
        if y + tall - 12 > bottom:
            break
        pygame.draw.rect(surf, PAPER_DARK, (right.left - 8, y - 4, right.width + 8, tall - 6),
                         border_radius=8)
        draw.text_block(surf, pygame.Rect(right.left, y, right.width, lines * title_h), title,
                        title_size, INK, align="left", bold=True, lines=lines)
        others = ", ".join(f"{p} {format_points(t)}" for seat, (p, t) in
                           enumerate(zip(match.players, match.totals, strict=True))
                           if seat != match.winner)
        if len(match.players) == 1:  # solo: the result is the number of turns
            others = ngettext("{n} turn", "{n} turns", match.turns).format(n=match.turns)
        draw.text_block(surf, pygame.Rect(right.left, y + lines * title_h, right.width,
                                          detail_h), others, detail_size, INK_SOFT,
                        align="left")
        y += tall

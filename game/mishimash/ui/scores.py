"""MISHIMASH's high-score page: the solo bests of each target (rules §2.4) and the recent
matches, in the shared high-score screen (`game.ui.scenes.scores`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points, ngettext
from game.mishimash import TARGETS
from game.mishimash.storage import (
    MISHIMASH_BEST,
    MISHIMASH_HISTORY,
    MISHIMASH_RACES,
    SoloRace,
    races_for,
)
from game.storage.entries import PLAY
from game.ui import draw, front_end, text
from game.ui.constants import INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.layout import NARROW
from game.ui.names import show_date

if TYPE_CHECKING:
    from game.ui.scenes.scores import ScoresScene


RACES_SHOWN = 5  # a target's fastest solo races in the table (the desktop)


def solo_rows(scene: ScoresScene) -> dict[int, tuple[SoloRace, ...]]:
    """Each target's solo races, fastest first: the solo table (`races.mishimash`); storage
    from before it has only each target's best (shown as its one race, no name)."""
    storage = scene.app.session.storage
    races = storage.read(MISHIMASH_RACES)
    bests = storage.read(MISHIMASH_BEST)
    rows: dict[int, tuple[SoloRace, ...]] = {}
    for target in TARGETS:
        mine = races_for(races, target)
        best = bests.get(target)
        if not mine and best is not None:
            mine = (SoloRace(target, best.turns, "", best.date, best.id),)
        rows[target] = mine
    return rows


def solo_table(scene: ScoresScene, surf: pygame.Surface, left: pygame.Rect, per_target: int,
               bottom: int) -> tuple[int, list[pygame.Rect]]:
    """The solo races' high-score table under its title `left`: per target its fastest
    (at most `per_target`), ranked by turns, each with who raced and when; returns where it
    ends and each race's row."""
    m = scene.metrics
    s = m.type_scale
    big, body, small = m.font(TEXT_BIG), m.font(TEXT_BODY), m.font(TEXT_SMALL)
    table = solo_rows(scene)
    turns_of = [ngettext("{n} turn", "{n} turns", r.turns).format(n=r.turns)
                for races in table.values() for r in races[:per_target]]
    rank_w = round(44 * s)
    # the turns column as wide as its longest words ("143 de ture"), the names get the rest
    turns_w = max([round(130 * s)] + [text.width(t, body, True) + round(20 * s) for t in turns_of])
    line, row_h = round(30 * s), round(56 * s)
    y = left.bottom + round(10 * s)
    rows: list[pygame.Rect] = []
    for target, races in table.items():
        head = pygame.Rect(left.left, y, round(120 * s), round(36 * s))
        draw.text_block(surf, head, str(target), big, INK, align="left", bold=True)
        if not races:
            draw.text_block(surf, pygame.Rect(head.right, y, left.width - head.width, head.h),
                            "—", body, INK_SOFT, align="left")
        y = head.bottom + round(2 * s)
        for place, race in enumerate(races[:per_target], start=1):
            if y + row_h > bottom:
                break
            x = left.left + round(12 * s)
            row = pygame.Rect(x, y, left.right - x, row_h - round(4 * s))
            rows.append(row)
            pygame.draw.rect(surf, PAPER_DARK, row, border_radius=8)
            draw.text_block(surf, pygame.Rect(x + 6, y, rank_w, row.h), f"{place}.", body, INK,
                            bold=True, align="left")
            turns = ngettext("{n} turn", "{n} turns", race.turns).format(n=race.turns)
            draw.text_block(surf, pygame.Rect(x + 6 + rank_w, y, turns_w, row.h), turns, body,
                            INK, bold=True, align="left")
            rest = pygame.Rect(x + 6 + rank_w + turns_w, y + 2, row.right - x - 12 - rank_w
                               - turns_w, line)
            draw.text_block(surf, rest, race.name or show_date(race.date), body, INK,
                            align="left")
            if race.name:
                draw.text_block(surf, pygame.Rect(rest.left, rest.bottom - round(4 * s),
                                                  rest.width, row.h - line), show_date(race.date),
                                small, INK_SOFT, align="left")
            y += row_h
        y += round(6 * s)
    return y, rows


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
    left = pygame.Rect(page.left + pad, page.top + round(16 * s),
                       page.width - 2 * pad if upright else round(420 * s), round(40 * s))
    draw.text_block(surf, left, _("Solo races"), big, INK, align="left",
                    bold=True)
    # upright the recent matches follow: each target shows its three fastest there
    bottom_y, _rows = solo_table(scene, surf, left, 3 if upright else RACES_SHOWN,
                          page.bottom - round(16 * s))
    if upright:
        top = bottom_y + round(24 * s)
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

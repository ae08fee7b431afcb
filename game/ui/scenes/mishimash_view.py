"""How the MISHIMASH play screen looks: its geometry and its painting (reads state only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_points
from game.ui import chrome, daily_play, die, draw, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    RED,
    RED_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WIDTH,
    WOOD,
    WOOD_DARK,
)

if TYPE_CHECKING:
    from game.ui.scenes.mishimash import MishimashScene

TABLE = pygame.Rect(28, 226, 844, 196)
DIE_SIZE = 100
ASIDE_SIZE = 40
SEAT_NAME = 22  # scoreboard names: two lines before they shrink
BOARD = pygame.Rect(900, 100, 356, 520)
HINT_BUTTON = pygame.Rect(232, 12, 200, 60)  # beside Menu, clear of the centred title
HINT_LABEL = 18  # the hint panel's labels


def slot(i: int) -> tuple[int, int]:
    """Centre of table position `i` (six positions)."""
    return (TABLE.left + 78 + i * 138, TABLE.centery)


def points(half: int) -> str:
    """Half-points as the language writes them."""
    return format_points(half)



def paint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The whole MISHIMASH play screen (reads the scene and its match; changes nothing)."""
    m = scene.match
    daily = getattr(scene, "daily", None)
    chrome.backdrop(surf, daily_play.label(daily) if daily is not None else _("MISHIMASH"))
    draw.text_block(surf, pygame.Rect(WIDTH - 330, 10, 310, 34),
                    _("Target {points}").format(points=m.target), TEXT_BODY, GOLD,
                    align="right", bold=True)
    if m.in_tiebreak:
        tag = _("Tie-break, round {n}").format(n=m.tiebreak_round)
    elif m.final_round:
        tag = _("Final round")
    elif len(m.players) == 1:  # solo: the number of turns is the result (rules §2.4)
        tag = _("Turn {n}").format(n=len(m.turns) + (0 if m.is_over else 1))
    else:  # seats play in a fixed order, one turn each per round (rules §2.4)
        tag = _("Round {n}").format(n=len(m.turns) // len(m.players) + 1)
    if tag:
        draw.text_block(surf, pygame.Rect(WIDTH - 330, 44, 310, 30), tag, TEXT_SMALL, CREAM,
                        align="right", bold=True)
    draw_chips(scene, surf)
    pygame.draw.rect(surf, WOOD_DARK, TABLE.move(0, 6), border_radius=22)
    pygame.draw.rect(surf, WOOD, TABLE, border_radius=22)
    pygame.draw.rect(surf, (30, 72, 58), TABLE.inflate(-22, -22), border_radius=16)
    draw_aside(scene, surf)
    if scene.hint_open:
        draw_hint(scene, surf)
    else:
        draw_board(scene, surf)
    marks = scene.hint.keep if scene.hint_open and scene.hint and not scene.rolling() else ()
    for i in marks:  # the advised dice: a gold ring and a pointer above (not colour alone)
        x, y = slot(i)
        pygame.draw.circle(surf, GOLD, (x, y), DIE_SIZE // 2 + 14, 6)
        pygame.draw.polygon(surf, GOLD, [(x - 14, TABLE.top - 2), (x + 14, TABLE.top - 2),
                                         (x, TABLE.top + 16)])
    for sprite in sorted(scene.sprites, key=lambda s: s.rolling):
        sprite.draw(surf)
    scene.draw_widgets(surf)
    if scene.banner and scene.banner_time > 0:
        draw_banner(scene, surf)
    scene.hints.draw(surf)

def draw_chips(scene: MishimashScene, surf: pygame.Surface) -> None:
    """Turn points, roll number (×k) and MISHIMASH count with the next bonus."""
    m = scene.match
    chips = [
        (_("Turn points"), points(scene.shown_points(0))),
        (_("Roll"), f"×{max(1, m.roll_number)}"),
        (_("MISHIMASH"), f"{m.mishimash_count}"),
        (_("Next bonus"), f"+{points(m.next_bonus)}"),
    ]
    x = 28
    widths = (250, 130, 200, 228)
    for (label, value), w in zip(chips, widths, strict=True):
        r = pygame.Rect(x, 148, w, 68)
        pygame.draw.rect(surf, PAPER, r, border_radius=12)
        draw.text_block(surf, pygame.Rect(r.left + 12, r.top + 4, r.width - 24, 24), label,
                        TEXT_SMALL, INK_SOFT, align="left")
        draw.text_block(surf, pygame.Rect(r.left + 12, r.top + 28, r.width - 24, 36), value,
                        TEXT_BIG, INK, align="left", bold=True)
        x += w + 12

def draw_aside(scene: MishimashScene, surf: pygame.Surface) -> None:
    """What this turn set aside so far, roll by roll, with each roll's multiplier."""
    m = scene.match
    rolls = [r for r in m.turn_rolls if r.keep]
    x, y = 28, 478
    label = _("Set aside this turn:")
    img_w = text.width(label, TEXT_SMALL)
    draw.text_block(surf, pygame.Rect(x, y, min(img_w + 4, 260), 40), label, TEXT_SMALL,
                    CREAM_SOFT, align="left")
    x += min(img_w, 260) + 16
    for k, record in enumerate(rolls[-6:], start=max(1, len(rolls) - 5)):
        group_w = len(record.keep) * (ASIDE_SIZE + 4) + 44
        if x + group_w > TABLE.right:
            break
        draw.text_block(surf, pygame.Rect(x, y, 40, 40), f"×{k}", TEXT_SMALL, GOLD,
                        bold=True)
        x += 42
        for v in record.keep:
            img = die.face(v, ASIDE_SIZE, "aside")
            surf.blit(img, img.get_rect(center=(x + ASIDE_SIZE // 2, y + 20)))
            x += ASIDE_SIZE + 4
        x += 14
    if not rolls:
        draw.text_block(surf, pygame.Rect(x, y, 300, 40), _("nothing yet"), TEXT_SMALL,
                        CREAM_SOFT, align="left")

def draw_board(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The scoreboard: every seat's saved total, the current seat marked."""
    m = scene.match
    draw.panel(surf, BOARD, PAPER, radius=18)
    draw.text_block(surf, pygame.Rect(BOARD.left + 20, BOARD.top + 10, BOARD.width - 40, 40),
                    _("Scores"), TEXT_BIG, INK, bold=True)
    row_h = min(74, (BOARD.height - 70) // max(1, len(m.players)))
    top = max(m.totals)
    for seat, name in enumerate(m.players):
        r = pygame.Rect(BOARD.left + 12, BOARD.top + 60 + seat * row_h, BOARD.width - 24,
                        row_h - 8)
        current = seat == m.seat and not m.is_over
        out = m.in_tiebreak and seat not in m.tiebreak_seats
        if current:  # marked by a dark band and an arrow, not by colour alone
            pygame.draw.rect(surf, INK, r, border_radius=12)
            ax, ay = r.left + 16, r.centery
            arrow = [(ax - 6, ay - 12), (ax + 10, ay), (ax - 6, ay + 12)]
            pygame.draw.polygon(surf, GOLD, arrow)
        else:
            pygame.draw.rect(surf, PAPER_DARK, r, border_radius=12)
        ink = CREAM if current else (INK_SOFT if out else INK)
        icon = 0 if scene.humans[seat] else 34
        name_box = pygame.Rect(r.left + 34, r.top + 2, r.width - 152 - icon, r.height - 4)
        draw.text_block(surf, name_box, name, SEAT_NAME, ink, lines=2, align="left",
                        bold=current)
        if not scene.humans[seat]:  # a small screen icon for computer seats
            c = (r.right - 134, r.centery)
            pygame.draw.rect(surf, ink, (c[0] - 11, c[1] - 9, 22, 15), 2, border_radius=2)
            pygame.draw.line(surf, ink, (c[0] - 6, c[1] + 9), (c[0] + 6, c[1] + 9), 2)
        total = m.totals[seat]
        draw.text_block(surf, pygame.Rect(r.right - 114, r.top + 4, 104, r.height - 8),
                        points(scene.shown_points(1 + seat)), TEXT_BIG,
                        GOLD if current else ink, align="right", bold=True)
        if m.is_over and seat == m.winner or (m.final_round and total == top and total):
            pygame.draw.rect(surf, GOLD, r, 3, border_radius=12)

def draw_hint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The HINT panel in the scoreboard's place: chances, expected points, the advice."""
    draw.panel(surf, BOARD, PAPER, radius=18)
    pygame.draw.rect(surf, GOLD, BOARD, 4, border_radius=18)
    inner = BOARD.inflate(-32, 0)
    draw.text_block(surf, pygame.Rect(inner.left, BOARD.top + 10, inner.width, 40), _("Hint"),
                    TEXT_BIG, INK, bold=True)
    h = scene.hint
    y = BOARD.top + 60
    if h is None or scene.rolling():
        message = _("Preparing the hint…") if h is None else _("Rolling…")
        draw.text_block(surf, pygame.Rect(inner.left, y, inner.width, 80), message,
                        TEXT_BODY, INK_SOFT, lines=2, align="left")
        return
    for label, value in h.rows:
        draw.text_block(surf, pygame.Rect(inner.left, y + 4, inner.width, 48), label,
                        HINT_LABEL, INK_SOFT, lines=2, align="left", valign="bottom")
        draw.text_block(surf, pygame.Rect(inner.left, y + 52, inner.width, 36), value,
                        TEXT_BIG, INK, align="left", bold=True)
        y += 94
    box = pygame.Rect(BOARD.left + 12, y + 4, BOARD.width - 24, BOARD.bottom - y - 16)
    pygame.draw.rect(surf, PAPER_DARK, box, border_radius=12)
    draw.text_block(surf, box.inflate(-24, -12), h.advice, TEXT_BODY, INK, lines=3,
                    bold=True)

def draw_banner(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The banner of a big moment."""
    if scene.banner is None:
        return
    message, color, small = scene.banner
    h = int((90 if small else 140) * scene.banner_scale)
    band = pygame.Rect(0, 0, WIDTH, h)
    band.center = (WIDTH // 2, 324)
    pygame.draw.rect(surf, RED_DARK if color == RED else INK, band.move(0, 8))
    pygame.draw.rect(surf, color, band)
    pygame.draw.line(surf, CREAM, band.topleft, band.topright, 4)
    pygame.draw.line(surf, CREAM, band.bottomleft, band.bottomright, 4)
    ink = INK if color == GOLD else CREAM
    size = max(24, int((48 if small else 76) * scene.banner_scale))
    draw.text_block(surf, band.inflate(-40, -10), message, size, ink, bold=True)

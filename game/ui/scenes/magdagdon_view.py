"""How the MAGDAGDON play screen looks: its geometry and its painting (reads state only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.magdagdon import EMPTY, RUIN, Combo, Difficulty, LineScore
from game.ui import chrome, daily_play, die, draw
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    FELT_DARK,
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
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
    from game.ui.scenes.magdagdon import MagdagdonScene

# Layout (logical pixels).
CELL = 100
GAP = 8
BOARD_X, BOARD_Y = 44, 104
BOARD_W = 4 * CELL + 3 * GAP
TRAY = pygame.Rect(668, 176, 572, 136)
TRAY_DIE = 92
BOARD_DIE = 84
RIGHT_X, RIGHT_W = 668, 572
LINE_NOTE = 16  # text size of a line's combo note
HINT_BUTTON = pygame.Rect(232, 12, 200, 60)  # beside Menu, clear of the centred title
SCORE_PANEL = pygame.Rect(RIGHT_X, 566, RIGHT_W, 140)
HINT_NOTE = 16  # "Expected final score" under the hint


def difficulty_name(d: Difficulty) -> str:
    """A difficulty's name as the player reads it."""
    return {Difficulty.PEACEFUL: _("PEACEFUL"), Difficulty.SURVIVAL: _("SURVIVAL"),
            Difficulty.NIGHTMARE: _("NIGHTMARE")}[d]


def combo_name(combo: Combo) -> str:
    """A line bonus's name."""
    return {Combo.STRAIGHT: _("Straight"), Combo.FOUR_OF_A_KIND: _("Four of a kind"),
            Combo.TWO_PAIRS: _("Two pairs")}[combo]


def minus(points: int) -> str:
    """A penalty as shown: "−15", or "0" when there is none."""
    return f"−{points}" if points else "0"


def cell_rect(row: int, col: int) -> pygame.Rect:
    """Screen rectangle of a board cell."""
    return pygame.Rect(BOARD_X + col * (CELL + GAP), BOARD_Y + row * (CELL + GAP), CELL, CELL)


def slot_center(i: int) -> tuple[int, int]:
    """Centre of tray slot `i`."""
    return (TRAY.left + 74 + i * 141, TRAY.centery)



def paint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The whole MAGDAGDON play screen (reads the scene and its game; changes nothing)."""
    g = scene.game
    daily = getattr(scene, "daily", None)
    chrome.backdrop(surf, daily_play.label(daily) if daily is not None else _("MAGDAGDON"))
    draw.text_block(surf, pygame.Rect(WIDTH - 330, 10, 310, 34), difficulty_name(g.difficulty),
                    TEXT_BODY, GOLD, align="right", bold=True)
    draw.text_block(surf, pygame.Rect(WIDTH - 330, 44, 310, 30),
                    _("Turn {n}").format(n=g.turns + (0 if g.is_over else 1)), TEXT_SMALL,
                    CREAM, align="right")
    draw_board(scene, surf)
    draw_lines(scene, surf)
    draw_tray(scene, surf)
    if scene.hint_open:
        draw_hint(scene, surf)
    else:
        draw_score(scene, surf)
    for sprite in sorted(scene.sprites, key=lambda s: (s.state == "selected", s.rolling)):
        sprite.draw(surf)
    if scene.hint_open and scene.hint and not any(s.rolling for s in scene.sprites):
        draw_hint_marks(scene, surf)
    scene.draw_widgets(surf)
    if scene.banner > 0:
        draw_banner(scene, surf)
    scene.hints.draw(surf)

def draw_board(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The wooden board: empty, valid, ruin-choice, ruined and numbered cells."""
    g = scene.game
    frame = pygame.Rect(BOARD_X - 16, BOARD_Y - 16, BOARD_W + 32, BOARD_W + 32)
    pygame.draw.rect(surf, WOOD_DARK, frame.move(0, 6), border_radius=18)
    pygame.draw.rect(surf, WOOD, frame, border_radius=18)
    valid = set(g.valid_cells(scene.selected)) if scene.selected is not None else set()
    ruin_choice = scene.mode == "ruin"
    for (row, col), spot in scene.cells.items():
        r = spot.rect
        v = g.cell(row, col)
        if v == RUIN:
            draw_ruin(scene, surf, r)
        elif v == EMPTY:
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            pygame.draw.rect(surf, (20, 48, 38), r, 2, border_radius=12)
            if (row, col) in valid:  # gold frame and a plus sign: not colour alone
                pygame.draw.rect(surf, (70, 110, 70), r.inflate(-8, -8), border_radius=10)
                pygame.draw.rect(surf, GOLD, r, 5, border_radius=12)
                c = r.center
                pygame.draw.line(surf, GOLD, (c[0] - 14, c[1]), (c[0] + 14, c[1]), 5)
                pygame.draw.line(surf, GOLD, (c[0], c[1] - 14), (c[0], c[1] + 14), 5)
            elif ruin_choice:
                pygame.draw.rect(surf, RED, r, 4, border_radius=12)
                draw.hatch(surf, r.inflate(-10, -10), (120, 60, 50), 14)
        else:
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            img = die.face(v, BOARD_DIE, "available")
            surf.blit(img, img.get_rect(center=r.center))

def draw_ruin(scene: MagdagdonScene, surf: pygame.Surface, r: pygame.Rect) -> None:
    """A ruin: rubble and cracks (not only a colour)."""
    pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
    pygame.draw.rect(surf, (60, 54, 50), r, 3, border_radius=12)
    x, y = r.topleft
    for a, b in (((18, 20), (46, 52)), ((46, 52), (40, 82)), ((46, 52), (80, 40)),
                 ((80, 40), (86, 70))):
        pygame.draw.line(surf, (40, 36, 34), (x + a[0], y + a[1]), (x + b[0], y + b[1]), 4)
    for bx, by, bw in ((14, 72, 22), (62, 78, 26), (30, 14, 18)):
        pygame.draw.rect(surf, (120, 112, 104), (x + bx, y + by, bw, 12), border_radius=3)

def draw_lines(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """Row sums to the right of the board, column sums under it, each with its combo."""
    score = scene.game.score(preview=True)
    for line in score.rows:
        r = cell_rect(line.index, 3)
        box = pygame.Rect(r.right + 26, r.top + 8, 140, r.height - 16)
        draw_line_label(scene, surf, box, line)
    for line in score.cols:
        r = cell_rect(3, line.index)
        box = pygame.Rect(r.left, r.bottom + 12, r.width, 84)
        draw_line_label(scene, surf, box, line)

def draw_line_label(scene: MagdagdonScene, surf: pygame.Surface, box: pygame.Rect,
                    line: LineScore) -> None:
    """One line's sum with its combo, or 'no bonus' on a finished line."""
    combo = line.combo
    bonus = combo is not None
    fill = GOLD if bonus else PAPER
    pygame.draw.rect(surf, fill, box, border_radius=10)
    if line.ruined:  # a thick red frame with notches: readable without colour
        pygame.draw.rect(surf, RED_DARK, box, 4, border_radius=10)
        for x in (box.left + 12, box.right - 20):
            pygame.draw.line(surf, RED_DARK, (x, box.top), (x + 8, box.top + 8), 3)
    if combo is not None:
        note = _("{combo} +{bonus}").format(combo=combo_name(combo), bonus=line.bonus)
    elif line.complete or line.ruined:  # a ruined line also has its red frame
        note = _("no bonus")
    else:
        note = ""
    if not note:  # just the sum, centred
        draw.text_block(surf, box, str(line.total), TEXT_BIG, INK, bold=True)
        return
    top = pygame.Rect(box.left + 6, box.top + 4, box.width - 12, 34)
    draw.text_block(surf, top, str(line.total), TEXT_BIG, INK, bold=True)
    bottom = pygame.Rect(box.left + 4, top.bottom, box.width - 8, box.bottom - top.bottom - 4)
    if note:
        draw.text_block(surf, bottom, note, LINE_NOTE, INK if bonus else INK_SOFT, lines=2)

def draw_tray(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The dice tray, with REROLL marks."""
    pygame.draw.rect(surf, WOOD_DARK, TRAY.move(0, 6), border_radius=20)
    pygame.draw.rect(surf, WOOD, TRAY, border_radius=20)
    pygame.draw.rect(surf, (30, 72, 58), TRAY.inflate(-20, -20), border_radius=14)
    if scene.mode == "reroll":
        for i in scene.reroll_marks:  # a circular arrow under each marked die
            c = slot_center(i)
            pygame.draw.arc(surf, GOLD, (c[0] - 62, c[1] - 62, 124, 124), 0.4, 5.6, 5)

def draw_score(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The live score panel (rules §1.7)."""
    g = scene.game
    s = g.score(preview=True)
    panel = SCORE_PANEL
    draw.panel(surf, panel, PAPER, radius=16)
    rows = [
        (_("Lines"), str(s.base)),
        (_("Bonuses"), f"+{s.bonus}"),
        (ngettext("{n} ruin", "{n} ruins", s.ruins).format(n=s.ruins), minus(s.ruin_penalty)),
        (_("Powers"), minus(s.power_penalty)),
    ]
    for k, (label, value) in enumerate(rows):
        x = panel.left + 20 + (k % 2) * 190
        y = panel.top + 18 + (k // 2) * 56
        draw.text_block(surf, pygame.Rect(x, y, 170, 26), label, TEXT_SMALL, INK_SOFT,
                        align="left")
        draw.text_block(surf, pygame.Rect(x, y + 24, 170, 30), value, TEXT_BIG, INK,
                        align="left", bold=True)
    total = pygame.Rect(panel.right - 176, panel.top + 12, 160, panel.height - 24)
    pygame.draw.rect(surf, INK, total, border_radius=12)
    draw.text_block(surf, pygame.Rect(total.left + 8, total.top + 8, total.width - 16, 28),
                    _("Total"), TEXT_SMALL, CREAM_SOFT)
    draw.text_block(surf, pygame.Rect(total.left + 8, total.top + 36, total.width - 16, 70),
                    str(round(scene.total_shown)), 52, GOLD, bold=True)

def draw_hint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The HINT panel in the score panel's place: the advice in words, the expected score."""
    panel = SCORE_PANEL
    draw.panel(surf, panel, PAPER, radius=16)
    pygame.draw.rect(surf, GOLD, panel, 4, border_radius=16)
    h = scene.hint
    if h is None:
        message = _("Preparing the hint…") if scene.hint_task is not None else \
            _("Roll the dice first.")
        draw.text_block(surf, panel.inflate(-40, -20), message, TEXT_BODY, INK_SOFT, lines=2)
        return
    left = pygame.Rect(panel.left + 20, panel.top + 10, panel.width - 216, panel.height - 20)
    draw.text_block(surf, left, h.advice, TEXT_SMALL, INK, lines=4, align="left")
    box = pygame.Rect(panel.right - 186, panel.top + 12, 170, panel.height - 24)
    pygame.draw.rect(surf, INK, box, border_radius=12)
    draw.text_block(surf, pygame.Rect(box.left + 8, box.top + 6, box.width - 16, 44),
                    _("Expected final score"), HINT_NOTE, CREAM_SOFT, lines=2)
    draw.text_block(surf, pygame.Rect(box.left + 8, box.top + 52, box.width - 16, 56),
                    h.expected, 44, GOLD, bold=True)


def badge(surf: pygame.Surface, center: tuple[int, int], label: str) -> None:
    """A numbered gold disc (a step of the advice)."""
    pygame.draw.circle(surf, INK, center, 18)
    pygame.draw.circle(surf, GOLD, center, 15)
    draw.text_block(surf, pygame.Rect(center[0] - 15, center[1] - 15, 30, 30), label,
                    TEXT_SMALL, INK, bold=True)


def draw_hint_marks(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The advice on the board: each step's die and cell numbered in order, the power's dice
    ringed, the ruin cell framed (shapes and numbers, not colour alone)."""
    h, g = scene.hint, scene.game
    if h is None:
        return
    for d in h.take_back:
        cell = g.staged_cell(d)
        if cell is not None:
            r = cell_rect(*cell)
            badge(surf, (r.left + 14, r.top + 14), "×")
    for k, (d, cell) in enumerate(h.steps, start=1):
        r = cell_rect(*cell)
        pygame.draw.rect(surf, GOLD, r.inflate(6, 6), 5, border_radius=14)
        badge(surf, (r.right - 14, r.top + 14), str(k))
        if g.staged_cell(d) is None and not h.power_dice and not h.take_back:
            x, y = slot_center(d)
            badge(surf, (x + TRAY_DIE // 2 - 6, y - TRAY_DIE // 2 + 6), str(k))
    for d in h.power_dice:
        x, y = slot_center(d)
        pygame.draw.circle(surf, GOLD, (x, y), TRAY_DIE // 2 + 14, 5)
        badge(surf, (x + TRAY_DIE // 2 - 6, y - TRAY_DIE // 2 + 6), "!")
    if h.ruin is not None:
        r = cell_rect(*h.ruin)
        pygame.draw.rect(surf, GOLD, r.inflate(6, 6), 5, border_radius=14)
        badge(surf, (r.right - 14, r.top + 14), "!")


def draw_banner(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The MAGDAGDON banner."""
    h = int(150 * scene.banner_scale)
    band = pygame.Rect(0, 0, WIDTH, h)
    band.center = (WIDTH // 2, 330)
    pygame.draw.rect(surf, RED_DARK, band.move(0, 8))
    pygame.draw.rect(surf, RED, band)
    pygame.draw.line(surf, GOLD, band.topleft, band.topright, 4)
    pygame.draw.line(surf, GOLD, band.bottomleft, band.bottomright, 4)
    size = max(24, int(84 * scene.banner_scale))
    draw.text_block(surf, band.inflate(-40, -10), _("MAGDAGDON!"), size, CREAM, bold=True)

"""How the MAGDAGDON play screen looks: its geometry, the labels it shows and its painting.

`labels(scene)` builds the screen's texts as widgets (so the fit check measures them in their
real boxes); `paint(scene, surf)` draws everything and only reads the scene and its game.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.magdagdon import EMPTY, RUIN, RUIN_PENALTY, SIZE, Combo, Difficulty
from game.magdagdon.ui import advice
from game.magdagdon.ui.names import combo_name, difficulty_name
from game.ui import chrome, die, draw, effects, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    FELT_DARK,
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
    WOOD,
    WOOD_DARK,
)
from game.ui.layout import HEADER_INFO, HEADER_INFO_2
from game.ui.names import minus, signed
from game.ui.widgets import Label, Widget

if TYPE_CHECKING:
    from game.magdagdon import LineScore
    from game.magdagdon.ui.play_scene import MagdagdonScene

# The board, left.
CELL = 100
GAP = 8
BOARD_X, BOARD_Y = 44, 104
BOARD_W = 4 * CELL + 3 * GAP
BOARD_DIE = 84
ROW_SUM_X = BOARD_X + BOARD_W + 26  # row sums right of the board
ROW_SUM_W = 140
COL_SUM_GAP, COL_SUM_H = 12, 84  # column sums under the board
LINE_NOTE = 16  # text size of a line's combo note
SUM_H = 34  # a line label's sum, above its note
# The right column, top to bottom: status, tray, powers, actions, score, hint.
RIGHT_X, RIGHT_W = 668, 572
STATUS = pygame.Rect(RIGHT_X, 90, RIGHT_W, 66)
TRAY = pygame.Rect(RIGHT_X, 162, RIGHT_W, 122)
TRAY_DIE = 92
SLOT_STEP = 141  # between the tray's dice
POWER_Y, POWER_H = 292, 56
POWER_INFO = pygame.Rect(RIGHT_X, 350, RIGHT_W, 26)
ACTION_Y, ACTION_H = 382, 68
MAIN_W, SIDE_W = 360, 192  # ROLL / CONFIRM / ACCEPT, and UNDO beside it
PROMPT_MARGIN = 12  # the ruin prompt's words from the outer edge of its red frame
PROMPT_LEFT = 80  # ... and from its left edge, clear of the crack sign
SIDE_X = RIGHT_X + RIGHT_W - SIDE_W
CANCEL_W = 188  # Cancel in a power's confirmation strip, the confirming button beside it
SCORE_PANEL = pygame.Rect(RIGHT_X, 460, RIGHT_W, 104)
TOTAL_W = 150  # the total's dark box at the panel's right
SCORE_CELL_W = (RIGHT_W - TOTAL_W - 52) // 2  # two columns of label and value
SCORE_LABEL_W = 104  # a label on the left of its cell, the value right-aligned after it
SCORE_ROW_H = 42
HINT_PANEL = pygame.Rect(RIGHT_X, 574, RIGHT_W, 138)
EXPECTED_W = 170  # the expected final score's box at the hint panel's right
HINT_TEXT = 18  # the advice's size
HINT_NOTE = 16  # "Expected final score"
HINT_SPREAD = 15  # "most games 300–400" under it
BANNER_Y = 330  # the MAGDAGDON banner's centre line
BADGE_R = 15  # a numbered advice badge


def cell_rect(row: int, col: int) -> pygame.Rect:
    """Screen rectangle of a board cell."""
    return pygame.Rect(BOARD_X + col * (CELL + GAP), BOARD_Y + row * (CELL + GAP), CELL, CELL)


def slot_center(i: int) -> tuple[int, int]:
    """Centre of tray slot `i`."""
    return (TRAY.left + 74 + i * SLOT_STEP, TRAY.centery)


def row_box(index: int) -> pygame.Rect:
    """The label of row `index`, right of the board."""
    r = cell_rect(index, 3)
    return pygame.Rect(ROW_SUM_X, r.top + 8, ROW_SUM_W, r.height - 16)


def col_box(index: int) -> pygame.Rect:
    """The label of column `index`, under the board."""
    r = cell_rect(3, index)
    return pygame.Rect(r.left, r.bottom + COL_SUM_GAP, r.width, COL_SUM_H)


def line_box(kind: str, index: int) -> pygame.Rect:
    """A line's label: `kind` "row" or "col"."""
    return row_box(index) if kind == "row" else col_box(index)


def note_box(box: pygame.Rect) -> pygame.Rect:
    """Where a line label's note goes (under its sum)."""
    return pygame.Rect(box.left + 4, box.top + 4 + SUM_H, box.width - 8,
                       box.height - SUM_H - 8)


# ---- texts as widgets ---------------------------------------------------------------------


def line_note(scene: MagdagdonScene, kind: str, index: int) -> str:
    """A line's combo and bonus, "no bonus" on a finished or ruined line, else nothing."""
    score = scene.game.score(preview=True)
    line = (score.rows if kind == "row" else score.cols)[index]
    if line.combo is not None:
        return _("{combo} +{bonus}").format(combo=combo_name(line.combo), bonus=line.bonus)
    if line.complete or line.ruined:  # a ruined line also has its own mark
        return _("no bonus")
    return ""


def note_color(scene: MagdagdonScene, kind: str, index: int) -> tuple[int, int, int]:
    """A bonus note in ink, "no bonus" softer."""
    return INK if line_note(scene, kind, index) not in ("", _("no bonus")) else INK_SOFT


def note_samples() -> list[str]:
    """Every note a line label may show."""
    bonus = {Combo.STRAIGHT: 60, Combo.FOUR_OF_A_KIND: 40, Combo.TWO_PAIRS: 20}
    return [_("no bonus"), *(_("{combo} +{bonus}").format(combo=combo_name(c), bonus=b)
                            for c, b in bonus.items())]


def labels(scene: MagdagdonScene) -> list[Widget]:
    """The screen's texts as widgets: header info, line notes, score labels, the hint panel."""
    g = scene.game
    out: list[Widget] = [
        Label(HEADER_INFO, lambda: difficulty_name(g.difficulty), TEXT_BODY, GOLD,
              align="right", bold=True,
              samples=lambda: [difficulty_name(d) for d in Difficulty]),
        Label(HEADER_INFO_2, lambda: _("Turn {n}").format(n=g.turns + (0 if g.is_over else 1)),
              TEXT_SMALL, CREAM, align="right"),
    ]
    for kind in ("row", "col"):
        for index in range(SIZE):
            out.append(Label(note_box(line_box(kind, index)),
                             partial(line_note, scene, kind, index), LINE_NOTE,
                             partial(note_color, scene, kind, index), lines=2,
                             samples=note_samples))
    for k, name in enumerate((lambda: _("Lines"), lambda: _("Bonuses"), lambda: _("Ruins"),
                              lambda: _("Powers"))):
        x, y = score_cell(k)
        out.append(Label((x, y, SCORE_LABEL_W, SCORE_ROW_H), name, TEXT_SMALL, INK_SOFT,
                         align="left"))
    out.append(Label(ruin_prompt_box(), lambda: _("Pick the ruin cell"), TEXT_BODY, CREAM,
                     lines=2, align="left", bold=True, visible=lambda: scene.mode == "ruin"))
    total = total_box()
    out.append(Label((total.left + 8, total.top + 6, total.width - 16, 26), lambda: _("Total"),
                     TEXT_SMALL, CREAM_SOFT))
    hint = HINT_PANEL
    out.append(Label((hint.left + 18, hint.top + 8, hint.width - EXPECTED_W - 44,
                      hint.height - 16), lambda: hint_text(scene), HINT_TEXT, INK, lines=4,
                     align="left", visible=lambda: scene.hint_open,
                     samples=lambda: [*advice.magdagdon_samples(), _("Preparing the hint…"),
                                      _("Roll the dice first."), _("Rolling…")]))
    box = expected_box()
    out.append(Label((box.left + 8, box.top + 4, box.width - 16, 42),
                     lambda: _("Expected final score"), HINT_NOTE, CREAM_SOFT, lines=2,
                     visible=lambda: scene.hint_open and scene.hint is not None))
    out.append(Label(spread_box(), lambda: scene.hint.spread if scene.hint else "", HINT_SPREAD,
                     CREAM_SOFT, visible=lambda: scene.hint_open and scene.hint is not None
                     and not scene.rolling,
                     samples=lambda: [advice.spread_text(-180, 540)]))
    return out


def hint_text(scene: MagdagdonScene) -> str:
    """The advice in words, or why there is none yet."""
    if scene.rolling:
        return _("Rolling…")
    if scene.hint is not None:
        return scene.hint.advice
    return _("Preparing the hint…") if scene.hint_task is not None else _("Roll the dice first.")


def ruin_prompt_frame() -> pygame.Rect:
    """The ruin prompt's red frame, where ACTION was: it grows upwards (into the power line,
    hidden while the ruin cell is chosen) when the words take two lines, so they keep
    PROMPT_MARGIN from its edge in every language (two lines of Telugu touched it)."""
    prompt = _("Pick the ruin cell")
    size, rows = text.fit(prompt, TEXT_BODY, MAIN_W - PROMPT_LEFT - PROMPT_MARGIN, 2, True)
    height = max(ACTION_H, len(rows) * text.line_height(size, True, prompt) + 2 * PROMPT_MARGIN)
    return pygame.Rect(RIGHT_X, ACTION_Y + ACTION_H - height, MAIN_W, height)


def ruin_prompt_box() -> pygame.Rect:
    """The ruin prompt's words: right of the crack sign, inside the frame by PROMPT_MARGIN."""
    frame = ruin_prompt_frame()
    return pygame.Rect(frame.left + PROMPT_LEFT, frame.top + PROMPT_MARGIN,
                       frame.width - PROMPT_LEFT - PROMPT_MARGIN, frame.height - 2 * PROMPT_MARGIN)


def score_cell(k: int) -> tuple[int, int]:
    """Top left of the score panel's k-th label (values under it)."""
    return (SCORE_PANEL.left + 18 + (k % 2) * (SCORE_CELL_W + 18),
            SCORE_PANEL.top + 10 + (k // 2) * SCORE_ROW_H)


def total_box() -> pygame.Rect:
    return pygame.Rect(SCORE_PANEL.right - TOTAL_W - 12, SCORE_PANEL.top + 10, TOTAL_W,
                       SCORE_PANEL.height - 20)


def expected_box() -> pygame.Rect:
    return pygame.Rect(HINT_PANEL.right - EXPECTED_W - 12, HINT_PANEL.top + 10, EXPECTED_W,
                       HINT_PANEL.height - 20)


def spread_box() -> pygame.Rect:
    """Under the expected score: where most games end."""
    box = expected_box()
    return pygame.Rect(box.left + 6, box.bottom - 30, box.width - 12, 26)


# ---- painting -----------------------------------------------------------------------------


def paint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The whole MAGDAGDON play screen (reads the scene and its game; changes nothing)."""
    chrome.backdrop(surf)
    chrome.play_title(surf, *scene.title())
    draw_board(scene, surf)
    draw_lines(scene, surf)
    draw_tray(scene, surf)
    draw_score(scene, surf)
    scene.draw_panels(surf)
    if scene.mode == "ruin":
        draw_ruin_prompt(surf)
    for sprite in sorted(scene.sprites, key=lambda s: (s.state == "selected", s.rolling)):
        sprite.draw(surf)
    if scene.hint_open and scene.hint and not scene.rolling:
        draw_hint_marks(scene, surf)
    scene.draw_widgets(surf)
    scene.draw_effects(surf)
    if scene.banner is not None:
        effects.draw_banner(surf, scene.banner, BANNER_Y)
    scene.tips.draw(surf)


def draw_board(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The wooden board: empty, valid, ruin-choice, ruined and numbered cells."""
    g = scene.game
    frame = pygame.Rect(BOARD_X - 16, BOARD_Y - 16, BOARD_W + 32, BOARD_W + 32)
    pygame.draw.rect(surf, WOOD_DARK, frame.move(0, 6), border_radius=18)
    pygame.draw.rect(surf, WOOD, frame, border_radius=18)
    valid = scene.lit_cells()
    ruin_choice = scene.mode == "ruin"
    for (row, col), spot in scene.cells.items():
        r = spot.rect
        v = g.cell(row, col)
        if v == RUIN:
            draw_ruin(surf, r)
        elif v == EMPTY:
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            pygame.draw.rect(surf, (20, 48, 38), r, 2, border_radius=12)
            if ruin_choice and scene.allows_cell((row, col)):  # dashes and a crack: a shape
                draw_ruin_choice(surf, r)
            elif (row, col) in valid:  # gold frame and a plus sign: not colour alone
                pygame.draw.rect(surf, (70, 110, 70), r.inflate(-8, -8), border_radius=10)
                pygame.draw.rect(surf, GOLD, r, 5, border_radius=12)
                c = r.center
                pygame.draw.line(surf, GOLD, (c[0] - 14, c[1]), (c[0] + 14, c[1]), 5)
                pygame.draw.line(surf, GOLD, (c[0], c[1] - 14), (c[0], c[1] + 14), 5)
        else:
            pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
            img = die.face(v, BOARD_DIE, "available")
            surf.blit(img, img.get_rect(center=r.center))


def draw_ruin(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A ruin: rubble and cracks (not only a colour)."""
    pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
    pygame.draw.rect(surf, (60, 54, 50), r, 3, border_radius=12)
    x, y = r.topleft
    for a, b in (((18, 20), (46, 52)), ((46, 52), (40, 82)), ((46, 52), (80, 40)),
                 ((80, 40), (86, 70))):
        pygame.draw.line(surf, (40, 36, 34), (x + a[0], y + a[1]), (x + b[0], y + b[1]), 4)
    for bx, by, bw in ((14, 72, 22), (62, 78, 26), (30, 14, 18)):
        pygame.draw.rect(surf, (120, 112, 104), (x + bx, y + by, bw, 12), border_radius=3)


def crack_mark(surf: pygame.Surface, center: tuple[int, int], size: int,
               color: tuple[int, int, int]) -> None:
    """A small lightning-shaped crack: the sign of a ruin wherever one is meant."""
    cx, cy = center
    s = size / 2
    points = [(cx - s * 0.2, cy - s), (cx + s * 0.35, cy - s * 0.15), (cx - s * 0.25, cy + s * 0.1),
              (cx + s * 0.2, cy + s)]
    pygame.draw.lines(surf, color, False, points, max(3, size // 8))


def draw_ruin_choice(surf: pygame.Surface, r: pygame.Rect) -> None:
    """An empty cell that may become the ruin: red dashes round it and a crack in it."""
    inner = r.inflate(-6, -6)
    dash, gap = 14, 8
    for x in range(inner.left, inner.right - dash + 1, dash + gap):
        pygame.draw.line(surf, RED, (x, inner.top), (x + dash, inner.top), 4)
        pygame.draw.line(surf, RED, (x, inner.bottom - 1), (x + dash, inner.bottom - 1), 4)
    for y in range(inner.top, inner.bottom - dash + 1, dash + gap):
        pygame.draw.line(surf, RED, (inner.left, y), (inner.left, y + dash), 4)
        pygame.draw.line(surf, RED, (inner.right - 1, y), (inner.right - 1, y + dash), 4)
    crack_mark(surf, r.center, 40, CREAM)


def draw_lines(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """Row sums right of the board, column sums under it (their notes are labels)."""
    score = scene.game.score(preview=True)
    for kind, lines in (("row", score.rows), ("col", score.cols)):
        for line in lines:
            draw_line_label(surf, line_box(kind, line.index), line)


def draw_line_label(surf: pygame.Surface, box: pygame.Rect, line: LineScore) -> None:
    """One line's sum (its note is a label); gold with a bonus; a ruined line is framed in
    red with notches and carries the crack sign (readable without colour)."""
    bonus = line.combo is not None
    pygame.draw.rect(surf, GOLD if bonus else PAPER, box, border_radius=10)
    if line.ruined:
        pygame.draw.rect(surf, RED_DARK, box, 4, border_radius=10)
        for x in (box.left + 12, box.right - 20):
            pygame.draw.line(surf, RED_DARK, (x, box.top), (x + 8, box.top + 8), 3)
        crack_mark(surf, (box.left + 16, box.top + 20), 22, RED_DARK)
    noted = bonus or line.complete or line.ruined
    top = pygame.Rect(box.left + 6, box.top + 4, box.width - 12, SUM_H) if noted else box
    draw.text_block(surf, top, str(line.total), TEXT_BIG, INK, bold=True)


def draw_tray(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The dice tray, with REROLL marks."""
    pygame.draw.rect(surf, WOOD_DARK, TRAY.move(0, 6), border_radius=20)
    pygame.draw.rect(surf, WOOD, TRAY, border_radius=20)
    pygame.draw.rect(surf, (30, 72, 58), TRAY.inflate(-20, -20), border_radius=14)
    if scene.mode == "reroll":
        for i in scene.reroll_marks:  # a circular arrow around each marked die
            c = slot_center(i)
            pygame.draw.arc(surf, GOLD, (c[0] - 62, c[1] - 60, 124, 120), 0.4, 5.6, 5)
            tip = (c[0] + 57, c[1] - 24)
            pygame.draw.polygon(surf, GOLD, [tip, (tip[0] - 12, tip[1] - 4),
                                             (tip[0] + 2, tip[1] - 14)])


def draw_score(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The live score panel (rules §1.7): values under their labels, the total counting."""
    g = scene.game
    s = g.score(preview=True)
    draw.panel(surf, SCORE_PANEL, PAPER, radius=16)
    values = (str(s.base), f"+{s.bonus}", minus(s.ruin_penalty), minus(s.power_penalty))
    for k, value in enumerate(values):
        x, y = score_cell(k)
        row = pygame.Rect(x + SCORE_LABEL_W, y, SCORE_CELL_W - SCORE_LABEL_W, SCORE_ROW_H)
        draw.text_block(surf, row, value, TEXT_BIG, INK, align="right", bold=True)
    if s.ruins:  # how the ruins' penalty comes about, under its value
        x, y = score_cell(2)
        draw.text_block(surf, pygame.Rect(x, y + SCORE_ROW_H - 8, SCORE_CELL_W, 18),
                        f"{s.ruins} × −{RUIN_PENALTY}", 14, INK_SOFT, align="right")
    pygame.draw.line(surf, PAPER_DARK, (SCORE_PANEL.left + 18, SCORE_PANEL.top + 10
                                        + SCORE_ROW_H), (total_box().left - 16,
                                                         SCORE_PANEL.top + 10 + SCORE_ROW_H), 2)
    total = total_box()
    pygame.draw.rect(surf, INK, total, border_radius=12)
    draw.text_block(surf, pygame.Rect(total.left + 8, total.top + 30, total.width - 16,
                                      total.height - 34), signed(scene.total.shown), 48, GOLD,
                    bold=True)


def draw_hint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The HINT panel under the score (its words are labels): the expected final score."""
    draw.panel(surf, HINT_PANEL, PAPER, radius=16)
    pygame.draw.rect(surf, GOLD, HINT_PANEL, 4, border_radius=16)
    h = scene.hint
    if h is None or scene.rolling:
        return
    box = expected_box()
    pygame.draw.rect(surf, INK, box, border_radius=12)
    draw.text_block(surf, pygame.Rect(box.left + 8, box.top + 42, box.width - 16,
                                      spread_box().top - box.top - 42), h.expected, 40, GOLD,
                    bold=True)


def draw_ruin_prompt(surf: pygame.Surface) -> None:
    """While choosing the ruin cell: a red outline where ACCEPT was, the crack sign and the
    words (a label; not a button: Cancel is beside it)."""
    r = ruin_prompt_frame()
    pygame.draw.rect(surf, RED, r, 4, border_radius=14)
    crack_mark(surf, (r.left + 48, r.centery), 44, CREAM)


def badge(surf: pygame.Surface, center: tuple[int, int], label: str) -> None:
    """A numbered gold disc (a step of the advice)."""
    pygame.draw.circle(surf, INK, center, BADGE_R + 3)
    pygame.draw.circle(surf, GOLD, center, BADGE_R)
    draw.text_block(surf, pygame.Rect(center[0] - BADGE_R, center[1] - BADGE_R, 2 * BADGE_R,
                                      2 * BADGE_R), label, TEXT_SMALL, INK, bold=True)


def corner(r: pygame.Rect) -> tuple[int, int]:
    """Just outside a cell's top-right corner, where a badge sits clear of the die's pips."""
    return (r.right + 2, r.top - 2)


def tray_corner(i: int) -> tuple[int, int]:
    """Above the right edge of tray die `i`, clear of its pips."""
    x, y = slot_center(i)
    return (x + TRAY_DIE // 2 + 8, y - TRAY_DIE // 2 - 6)


def draw_hint_marks(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The advice on the board: each step's die and cell numbered in order, the power's dice
    ringed, the ruin cell framed (shapes and numbers, not colour alone)."""
    h, g = scene.hint, scene.game
    if h is None:
        return
    for k, (d, cell) in enumerate(h.steps, start=1):
        r = cell_rect(*cell)
        pygame.draw.rect(surf, GOLD, r.inflate(6, 6), 5, border_radius=14)
        badge(surf, corner(r), str(k))
        if g.staged_cell(d) is None and not h.power_dice and not h.take_back:
            badge(surf, tray_corner(d), str(k))
    for d in h.take_back:  # at the other corner: a step's number may be at this cell too
        staged = g.staged_cell(d)
        if staged is not None:
            r = cell_rect(*staged)
            badge(surf, (r.left - 2, r.top - 2), "×")
    for d in h.power_dice:
        x, y = slot_center(d)
        pygame.draw.circle(surf, GOLD, (x, y), TRAY_DIE // 2 + 14, 5)
        badge(surf, tray_corner(d), "!")
    if h.ruin is not None:
        r = cell_rect(*h.ruin)
        pygame.draw.rect(surf, GOLD, r.inflate(6, 6), 5, border_radius=14)
        badge(surf, corner(r), "!")

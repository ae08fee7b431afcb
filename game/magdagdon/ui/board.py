"""How the MAGDAGDON play screen looks: its geometry, the labels it shows and its painting.

`labels(scene)` builds the screen's texts as widgets (so the fit check measures them in their
real boxes); `paint(scene, surf)` draws everything and only reads the scene and its game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, Any

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
    WIDTH,
    WOOD,
    WOOD_DARK,
)
from game.ui.layout import (
    BUTTON_PAD,
    HEADER_BUTTON,
    HEADER_BUTTON_2,
    HEADER_H,
    HEADER_ICON,
    HEADER_INFO,
    HEADER_INFO_2,
    PLAY_TITLE,
    PLAY_TITLE_TOP,
    header,
)
from game.ui.metrics import BODY_CSS, SMALL_CSS, Metrics
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


# ---- places: the screen's geometry for any canvas ------------------------------------------


def _at(*rect: Any) -> Any:
    """A place's default: a copy of the desktop's rectangle."""
    return field(default_factory=lambda: pygame.Rect(*rect))


@dataclass(frozen=True)
class Places:
    """Where everything of the play screen goes on one canvas (`places(m)`): on the desktop
    canvas exactly the constants above; upright, the board on top and the tray, powers,
    actions, score and HINT under it; on a phone on its side, the board left, the tray and
    the actions in the middle and the score at the right."""

    cell: int = CELL
    gap: int = GAP
    board_x: int = BOARD_X
    board_y: int = BOARD_Y
    board_die: int = BOARD_DIE
    row_sum_x: int = ROW_SUM_X
    row_sum_w: int = ROW_SUM_W
    col_sum_gap: int = COL_SUM_GAP
    col_sum_h: int = COL_SUM_H
    note_size: int = LINE_NOTE
    note_lines: int = 2
    sum_h: int = SUM_H
    info: pygame.Rect = _at(HEADER_INFO)  # the difficulty
    info_2: pygame.Rect = _at(HEADER_INFO_2)  # the turn, under it
    status: pygame.Rect = _at(STATUS)
    tray: pygame.Rect = _at(TRAY)
    tray_die: int = TRAY_DIE
    slot_step: int = SLOT_STEP
    slot_left: int = 74  # the first die's centre from the tray's left edge
    powers: pygame.Rect = _at(RIGHT_X, POWER_Y, RIGHT_W, POWER_H)  # the power row
    power_gap: int = 7
    cancel_w: int = CANCEL_W
    cancel_gap: int = 14  # between Cancel and the confirming button
    power_info: pygame.Rect = _at(POWER_INFO)
    info_lines: int = 1  # the power line's lines and type size
    info_size: int = TEXT_SMALL
    main: pygame.Rect = _at(RIGHT_X, ACTION_Y, MAIN_W, ACTION_H)  # ROLL, CONFIRM...
    side: pygame.Rect = _at(SIDE_X, ACTION_Y, SIDE_W, ACTION_H)  # UNDO beside it
    prompt_down: bool = False  # the ruin prompt grows downwards (into the powers' row)
    prompt_lines: int = 2
    score_panel: pygame.Rect = _at(SCORE_PANEL)
    score_columns: int = 2  # the four figures two by two (1: stacked, the total under them)
    score_row_h: int = SCORE_ROW_H
    ruins_inline: bool = False  # the ruins' "n × −15" beside their value, not under it
    score_label_w: int = SCORE_LABEL_W
    hint_panel: pygame.Rect = _at(HINT_PANEL)
    hint_over_score: bool = False  # the HINT panel shows where the score is (a phone)
    total_strip: pygame.Rect | None = None  # the total, kept in sight over the HINT panel
    hint_over_info: bool = False  # ... and the powers' line too (a short phone upright)
    hint_lines: int = 4
    hint_size: int = HINT_TEXT
    expected_below: bool = False  # the expected final score under the advice, not beside
    expected_row: bool = False  # ... in one row under it: its label, then the number
    tip: pygame.Rect = _at(24, 630, 604, 80)  # the first-game tips' bubble
    tip_size: int = 18
    tip_lines: int = 3
    banner_y: int = BANNER_Y
    banner_span: tuple[int, int] | None = None  # its band's left edge and width (None: across)
    badge_r: int = BADGE_R
    menu: pygame.Rect = _at(HEADER_BUTTON)
    hint_button: pygame.Rect = _at(HEADER_BUTTON_2)
    sound: pygame.Rect = _at(HEADER_ICON)
    title: pygame.Rect = _at(PLAY_TITLE)
    title_top: int = PLAY_TITLE_TOP  # the title's height when a line goes under it
    header_h: int = HEADER_H
    scale: float = 1.0  # how much larger than on the desktop text is drawn
    small_px: int = 0  # no text under this (canvas px)

    @property
    def board_w(self) -> int:
        return 4 * self.cell + 3 * self.gap

    @property
    def frame(self) -> pygame.Rect:
        """The wooden board round the cells."""
        return pygame.Rect(self.board_x - 16, self.board_y - 16, self.board_w + 32,
                           self.board_w + 32)

    @property
    def action(self) -> pygame.Rect:
        """The whole action row (See the result)."""
        return self.main.union(self.side)

    def font(self, size: int) -> int:
        """A desktop type size on this canvas (never under the smallest)."""
        return max(math.ceil(size * self.scale - 1e-9), self.small_px)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        """Screen rectangle of a board cell."""
        step = self.cell + self.gap
        return pygame.Rect(self.board_x + col * step, self.board_y + row * step, self.cell,
                           self.cell)

    def slot_center(self, i: int) -> tuple[int, int]:
        """Centre of tray slot `i`."""
        return (self.tray.left + self.slot_left + i * self.slot_step, self.tray.centery)

    def row_box(self, index: int) -> pygame.Rect:
        """The label of row `index`, right of the board."""
        r = self.cell_rect(index, 3)
        return pygame.Rect(self.row_sum_x, r.top + 8, self.row_sum_w, r.height - 16)

    def col_box(self, index: int) -> pygame.Rect:
        """The label of column `index`, under the board."""
        r = self.cell_rect(3, index)
        return pygame.Rect(r.left, r.bottom + self.col_sum_gap, r.width, self.col_sum_h)

    def line_box(self, kind: str, index: int) -> pygame.Rect:
        """A line's label: `kind` "row" or "col"."""
        return self.row_box(index) if kind == "row" else self.col_box(index)

    def note_box(self, box: pygame.Rect) -> pygame.Rect:
        """Where a line label's note goes (under its sum; as wide as the label in a narrow
        one)."""
        inset = 4 if box.width >= CELL else 1
        return pygame.Rect(box.left + inset, box.top + 4 + self.sum_h, box.width - 2 * inset,
                           box.height - self.sum_h - 8)

    def power_button(self, k: int) -> pygame.Rect:
        """The k-th of the three power buttons."""
        w = (self.powers.width - 2 * self.power_gap) // 3
        return pygame.Rect(self.powers.left + k * (w + self.power_gap), self.powers.top, w,
                           self.powers.height)

    def score_cell(self, k: int) -> tuple[int, int]:
        """Top left of the score panel's k-th label (its value right of it)."""
        p = self.score_panel
        if self.score_columns == 1:
            return (p.left + 18, p.top + 10 + k * self.score_row_h)
        return (p.left + 18 + (k % 2) * (self.score_cell_w + 18),
                p.top + 10 + (k // 2) * self.score_row_h)

    @property
    def score_cell_w(self) -> int:
        """A label and its value."""
        if self.score_columns == 1:
            return self.score_panel.width - 36
        return (self.score_panel.width - TOTAL_W - 52) // 2

    def total_box(self) -> pygame.Rect:
        p = self.score_panel
        if self.score_columns == 1:
            top = p.top + 10 + 4 * self.score_row_h + 10
            return pygame.Rect(p.left + 12, top, p.width - 24, p.bottom - 12 - top)
        return pygame.Rect(p.right - TOTAL_W - 12, p.top + 10, TOTAL_W, p.height - 20)

    @property
    def expected_tall(self) -> int:
        """The expected score's strip under the advice (on a phone upright): the number, or
        its label over where most games end, whichever is taller."""
        return max(text.line_height(self.font(40), True) + 8,
                   text.line_height(self.font(HINT_NOTE)) + text.line_height(
                       self.font(HINT_SPREAD)) + 10)

    def expected_box(self) -> pygame.Rect:
        h = self.hint_panel
        if self.expected_row:
            tall = self.expected_tall
            return pygame.Rect(h.left + 12, h.bottom - 10 - tall, h.width - 24, tall)
        if self.expected_below:
            tall = round(130 * self.scale)
            return pygame.Rect(h.left + 12, h.bottom - 10 - tall, h.width - 24, tall)
        return pygame.Rect(h.right - EXPECTED_W - 12, h.top + 10, EXPECTED_W, h.height - 20)

    def spread_box(self) -> pygame.Rect:
        """Under the expected score (beside it in a strip): where most games end."""
        box = self.expected_box()
        if self.expected_row:
            half = box.height // 2
            return pygame.Rect(box.left + 16, box.top + half, box.width - 232, half - 4)
        tall = round(26 * self.scale)
        return pygame.Rect(box.left + 6, box.bottom - 4 - tall, box.width - 12, tall)

    def advice_box(self) -> pygame.Rect:
        """The advice's words in the HINT panel."""
        h = self.hint_panel
        if self.expected_below or self.expected_row:
            return pygame.Rect(h.left + 18, h.top + 8, h.width - 36,
                               self.expected_box().top - h.top - 16)
        return pygame.Rect(h.left + 18, h.top + 8, h.width - EXPECTED_W - 44, h.height - 16)

    def ruin_prompt_frame(self) -> pygame.Rect:
        """The ruin prompt's red frame, where ACTION was: it grows upwards (into the power
        line, hidden while the ruin cell is chosen) when the words take two lines, so they
        keep PROMPT_MARGIN from its edge in every language (two lines of Telugu touched it)."""
        prompt = _("Pick the ruin cell")
        size, rows = text.fit(prompt, self.font(TEXT_BODY),
                              self.main.width - PROMPT_LEFT - PROMPT_MARGIN, self.prompt_lines,
                              True)
        height = max(self.main.height,
                     len(rows) * text.line_height(size, True, prompt) + 2 * PROMPT_MARGIN)
        top = self.main.top if self.prompt_down else self.main.bottom - height
        return pygame.Rect(self.main.left, top, self.main.width, height)

    def ruin_prompt_box(self) -> pygame.Rect:
        """The ruin prompt's words: right of the crack sign, inside the frame by PROMPT_MARGIN."""
        frame = self.ruin_prompt_frame()
        return pygame.Rect(frame.left + PROMPT_LEFT, frame.top + PROMPT_MARGIN,
                           frame.width - PROMPT_LEFT - PROMPT_MARGIN,
                           frame.height - 2 * PROMPT_MARGIN)

    def corner(self, r: pygame.Rect) -> tuple[int, int]:
        """Just outside a cell's top-right corner, where a badge sits clear of the die's pips."""
        return (r.right + 2, r.top - 2)

    def tray_corner(self, i: int) -> tuple[int, int]:
        """Above the right edge of tray die `i`, clear of its pips."""
        x, y = self.slot_center(i)
        return (x + self.tray_die // 2 + 8, y - self.tray_die // 2 - 6)


DESKTOP = Places()


def suits(size: tuple[int, int]) -> bool:
    """Whether the play screen has an arrangement for a canvas of `size` (the desktop's, a
    phone upright or a phone on its side); any other window gets the desktop's, letterboxed."""
    w, h = size
    return (w, h) == (WIDTH, 720) or (h > w and h >= 1.7 * w) or (w > h and w >= 1500)


def places(m: Metrics, powers: bool = True) -> Places:
    """The play screen's places for the canvas `m` (upright, a game without powers leaves
    out their rows)."""
    if m.size == (WIDTH, 720) and m.k <= 1:
        return DESKTOP
    if m.portrait:
        return upright(m, powers)
    return sideways(m)


def _type(m: Metrics) -> dict[str, Any]:
    return {"scale": m.type_scale, "small_px": m.px(SMALL_CSS)}


def _header(m: Metrics) -> dict[str, Any]:
    """Menu left; HINT and the sound at the right; the title between them."""
    place = header(m)
    t = place.left.height
    words = (_("HINT") + " " + _("HIDE HINT")).split()  # HIDE HINT may take two lines
    need = max(text.width(word, m.font(TEXT_BODY), True) for word in words) + BUTTON_PAD + 16
    hint = pygame.Rect(place.right)
    hint.width = max(hint.width, need)
    hint.right = place.right.right
    sound = pygame.Rect(hint.left - 12 - t, place.left.top, t, t)
    title = pygame.Rect(place.left.right + 16, 6, sound.left - 16 - place.left.right - 16,
                        place.height - 14)
    return {"menu": place.left, "hint_button": hint, "sound": sound, "title": title,
            "title_top": round(PLAY_TITLE_TOP * m.type_scale), "header_h": place.height}


def upright(m: Metrics, powers: bool = True) -> Places:
    """A phone held upright: the board on top, its sums right of it and under it (the
    difficulty and the turn in the corner between them); then the status, the tray, the
    actions, the powers with their uses left, the score and the HINT panel (over the powers'
    line and the score when the phone is short)."""
    base = Places(**_type(m))
    t, w, h = m.target, m.width, m.height
    body, note = max(m.px(BODY_CSS), m.font(TEXT_BODY)), base.font(LINE_NOTE)
    lh = text.line_height(body)
    head = _header(m)
    margin, g, gap = 24, 6, 8
    status_h = 2 * lh + 4
    tray_die = max(TRAY_DIE - 4, t)
    tray_h = tray_die + 30  # room for the REROLL mark round a die
    info_h = 2 * lh + 4
    row_h = round(SCORE_ROW_H * m.type_scale)
    score_h = 2 * row_h + 20
    sum_h = round(SUM_H * m.type_scale)
    col_h = sum_h + 3 * text.line_height(note) + 10
    hint_h = 4 * lh + 24 + base.expected_tall + 10
    top: int = head["header_h"] + 16 + 10

    power_h = t if powers else 0
    if not powers:
        info_h = 0

    def left_for_cells() -> int:
        fixed = status_h + tray_h + t + power_h + info_h + score_h + 6 * g + 12
        return h - top - fixed - (3 * gap + 16 + COL_SUM_GAP + col_h)

    room = left_for_cells()
    if room < 4 * t:  # a short phone: closer together, so the cells stay a finger wide
        tray_die = t - 8  # its spot (12 px larger) still a finger wide
        g, status_h, tray_h = 2, 2 * lh, tray_die + 26
        room = left_for_cells()
    separate = room - 4 * t >= hint_h + g  # room for the HINT panel of its own
    if separate:
        room -= hint_h + g
    # the cells as large as they may be; on a short phone only a finger wide, and what is
    # left goes to the HINT panel at the bottom
    cell = max(t, min(112, room // 4)) if separate else t
    if separate:
        g += min(16, max(0, room - 4 * cell) // 8)  # what is left goes between the parts
    board_x = margin + 16
    board_w = 4 * cell + 3 * gap
    row_x = board_x + board_w + 16 + 12
    y = top + board_w + COL_SUM_GAP + col_h + 8
    inner = w - 2 * margin
    status = pygame.Rect(margin, y, inner, status_h)
    tray = pygame.Rect(margin, status.bottom + g, inner, tray_h)
    side_w = round(SIDE_W * m.type_scale)
    y = tray.bottom + g
    main = pygame.Rect(margin, y, inner - side_w - 14, t)
    side = pygame.Rect(w - margin - side_w, y, side_w, t)
    row = pygame.Rect(margin, main.bottom + g, inner, power_h)
    power_info = pygame.Rect(margin, row.bottom + 2, inner, info_h)
    score = pygame.Rect(margin, power_info.bottom + g if powers else main.bottom + g, inner,
                        score_h)
    hint = (pygame.Rect(margin, score.bottom + g, inner, hint_h) if separate else
            pygame.Rect(margin, min(power_info.top, score.top), inner,
                        h - 8 - min(power_info.top, score.top)))
    corner = pygame.Rect(row_x, top + board_w + COL_SUM_GAP, w - margin - row_x, col_h)
    info = pygame.Rect(corner.left, corner.top + 4, corner.width, corner.height // 2 - 4)
    return replace(
        base, cell=cell, gap=gap, board_x=board_x, board_y=top, board_die=round(cell * 0.84),
        row_sum_x=row_x, row_sum_w=w - margin - row_x, col_sum_h=col_h, note_size=note,
        note_lines=3, sum_h=sum_h,
        # a short phone: the HINT panel covers the score, the total stays in sight in the
        # corner (over the difficulty, which the whole game keeps)
        total_strip=None if separate else info.inflate(0, -8),
        info=info,
        info_2=pygame.Rect(corner.left, corner.centery, corner.width, corner.height // 2 - 4),
        status=status, tray=tray, tray_die=tray_die, slot_step=(tray.width - 20) // 4,
        slot_left=10 + (tray.width - 20) // 8, powers=row, power_gap=12,
        cancel_w=round(CANCEL_W * m.type_scale), power_info=power_info, info_lines=2,
        info_size=body, main=main, side=side, prompt_down=True, prompt_lines=3, score_panel=score,
        score_row_h=row_h, score_label_w=round(SCORE_LABEL_W * m.type_scale), ruins_inline=True,
        hint_panel=hint,
        hint_over_score=not separate, hint_over_info=not separate,
        hint_lines=4, hint_size=body, expected_row=True,
        # four lines: a long tip (German, Telugu) keeps its size on a narrow phone
        tip=pygame.Rect(hint.left, hint.top, hint.width, min(hint.height, 4 * lh + 30)),
        tip_size=body, tip_lines=4 if hint.height >= 4 * lh + 30 else 3,
        banner_y=top + board_w // 2, badge_r=max(BADGE_R, m.px(11)), **head)


def sideways(m: Metrics) -> Places:
    """A phone on its side: the board at the left with its sums; the status across the rest;
    under it the tray, the powers with their uses left and the actions (the first-game tips
    under them), and the score at the right, where the HINT panel shows when it is open."""
    base = Places(**_type(m))
    t, w, h = m.target, m.width, m.height
    body, note = max(m.px(BODY_CSS), m.font(TEXT_BODY)), base.font(LINE_NOTE)
    lh = text.line_height(body)
    head = _header(m)
    gap = GAP
    sum_h = round(SUM_H * m.type_scale)
    col_h = sum_h + 3 * text.line_height(note) + 10
    top = head["header_h"] + 20
    cell = max(t, (h - 8 - top - 3 * gap - COL_SUM_GAP - col_h) // 4)
    board_x = 24 + 16
    board_w = 4 * cell + 3 * gap
    row_x = board_x + board_w + 26
    row_w = round(ROW_SUM_W * m.type_scale)
    left = row_x + row_w + 24  # the middle column
    mid_w = min(530, (w - left - 44) * 62 // 100)
    right_w = w - left - 24 - mid_w - 20
    status = pygame.Rect(left, head["header_h"] + 8, w - 24 - left, 2 * lh + 4)
    tray_die = max(TRAY_DIE - 4, t)
    tray = pygame.Rect(left, status.bottom + 6, mid_w, tray_die + 30)
    powers = pygame.Rect(left, tray.bottom + 6, mid_w, max(t, POWER_H))
    power_info = pygame.Rect(left, powers.bottom + 2, mid_w, 2 * lh + 4)
    side_w = round(SIDE_W * m.type_scale)
    y = power_info.bottom + 4
    main = pygame.Rect(left, y, mid_w - side_w - 14, max(t, ACTION_H))
    side = pygame.Rect(left + mid_w - side_w, y, side_w, max(t, ACTION_H))
    row_h = round(SCORE_ROW_H * m.type_scale)
    right = pygame.Rect(left + mid_w + 20, tray.top, right_w, h - 8 - tray.top)
    strip = pygame.Rect(right.left, right.top, right_w, row_h + 16)  # the total, HINT open
    hint = pygame.Rect(right.left, strip.bottom + 8, right_w, right.bottom - strip.bottom - 8)
    score = pygame.Rect(right.left, right.top, right_w,
                        min(right.height, 4 * row_h + 30 + round(110 * m.type_scale)))
    corner = pygame.Rect(row_x, top + board_w + COL_SUM_GAP, row_w, col_h)
    # the tip under the actions, as wide as the middle and right columns where the score
    # leaves room (the middle column alone squeezed a long tip to 9 CSS px)
    tip = pygame.Rect(left, main.bottom + 8, mid_w, h - 8 - main.bottom - 8)
    if score.bottom + 8 <= tip.top:
        tip.width = w - 24 - left
    return replace(
        base, cell=cell, gap=gap, board_x=board_x, board_y=top, board_die=round(cell * 0.84),
        row_sum_x=row_x, row_sum_w=row_w, col_sum_h=col_h, note_size=note, note_lines=3,
        sum_h=sum_h,
        info=pygame.Rect(corner.left, corner.top + 4, corner.width, corner.height // 2 - 4),
        info_2=pygame.Rect(corner.left, corner.centery, corner.width, corner.height // 2 - 4),
        status=status, tray=tray, tray_die=tray_die, slot_step=(mid_w - 20) // 4,
        slot_left=10 + (mid_w - 20) // 8, powers=powers, power_gap=6,
        # Cancel as narrow as its longest word needs, so a REROLL's cost beside it fits one
        # line ("2 zaruri · costă 20 de puncte")
        cancel_w=round((CANCEL_W - 12) * m.type_scale), cancel_gap=6, power_info=power_info,
        info_lines=2, info_size=body, main=main, side=side, prompt_lines=3, score_panel=score,
        score_columns=1, score_row_h=row_h, ruins_inline=True,
        score_label_w=round(SCORE_LABEL_W * m.type_scale), hint_panel=hint,
        hint_over_score=True, total_strip=strip,
        hint_lines=(hint.height - round(110 * m.type_scale) - 34) // lh,
        hint_size=body, expected_below=True,
        tip=tip, tip_size=body, tip_lines=max(1, min(4, (tip.height - 8) // lh)),
        banner_y=top + board_w // 2, banner_span=(0, left - 12),  # over the board only
        badge_r=max(BADGE_R, m.px(11)), **head)


def _regions(p: Places) -> list[pygame.Rect]:
    """The parts of the screen a moment may be played over, in the same order for any
    places."""
    lines = [p.line_box(kind, i) for kind in ("row", "col") for i in range(SIZE)]
    return [*lines, p.frame, p.tray, p.powers, p.action, p.score_panel, p.status]


def move_point(old: Places, new: Places, point: tuple[int, int]) -> tuple[int, int]:
    """Where `point` of the screen laid out as `old` is when it is laid out as `new` (the
    same spot of the same part: a cell, a line's label, the tray...)."""
    x, y = point
    for a, b in zip(_regions(old), _regions(new), strict=True):
        if a.collidepoint(x, y):
            return (b.left + round((x - a.left) * b.width / a.width),
                    b.top + round((y - a.top) * b.height / a.height))
    return point


def move_rect(old: Places, new: Places, rect: pygame.Rect) -> pygame.Rect:
    """`rect` (a cell, a label) of the screen laid out as `old`, laid out as `new`."""
    for row in range(SIZE):  # a cell or a line's label exactly: the same one, new
        for col in range(SIZE):
            if rect == old.cell_rect(row, col):
                return new.cell_rect(row, col)
        for kind in ("row", "col"):
            if rect == old.line_box(kind, row):
                return new.line_box(kind, row)
    for a, b in zip(_regions(old), _regions(new), strict=True):
        if a.collidepoint(rect.center):
            fx, fy = b.width / a.width, b.height / a.height
            return pygame.Rect(b.left + round((rect.left - a.left) * fx),
                               b.top + round((rect.top - a.top) * fy), round(rect.width * fx),
                               round(rect.height * fy))
    return pygame.Rect(rect)


def cell_rect(row: int, col: int) -> pygame.Rect:
    """Screen rectangle of a board cell (on the desktop canvas)."""
    return DESKTOP.cell_rect(row, col)


def slot_center(i: int) -> tuple[int, int]:
    """Centre of tray slot `i` (on the desktop canvas)."""
    return DESKTOP.slot_center(i)


def row_box(index: int) -> pygame.Rect:
    return DESKTOP.row_box(index)


def col_box(index: int) -> pygame.Rect:
    return DESKTOP.col_box(index)


def line_box(kind: str, index: int) -> pygame.Rect:
    return DESKTOP.line_box(kind, index)


def note_box(box: pygame.Rect) -> pygame.Rect:
    return DESKTOP.note_box(box)


def ruin_prompt_frame() -> pygame.Rect:
    return DESKTOP.ruin_prompt_frame()


def ruin_prompt_box() -> pygame.Rect:
    return DESKTOP.ruin_prompt_box()


def score_cell(k: int) -> tuple[int, int]:
    return DESKTOP.score_cell(k)


def total_box() -> pygame.Rect:
    return DESKTOP.total_box()


def expected_box() -> pygame.Rect:
    return DESKTOP.expected_box()


def spread_box() -> pygame.Rect:
    return DESKTOP.spread_box()


def corner(r: pygame.Rect) -> tuple[int, int]:
    return DESKTOP.corner(r)


def tray_corner(i: int) -> tuple[int, int]:
    return DESKTOP.tray_corner(i)


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
    g, p = scene.game, scene.places
    strip = p.total_strip

    def covered() -> bool:  # the total's strip lies over the difficulty while HINT shows
        return strip is not None and scene.hint_open and strip.colliderect(p.info)

    out: list[Widget] = [
        Label(p.info, lambda: difficulty_name(g.difficulty),
              TEXT_BODY if p is DESKTOP else p.font(TEXT_SMALL), GOLD,
              align="right", bold=True, visible=lambda: not covered(),
              samples=lambda: [difficulty_name(d) for d in Difficulty]),
        Label(p.info_2, lambda: _("Turn {n}").format(n=g.turns + (0 if g.is_over else 1)),
              p.font(TEXT_SMALL), CREAM, align="right"),
    ]
    for kind in ("row", "col"):
        for index in range(SIZE):
            lines = p.note_lines if kind == "col" else 2
            out.append(Label(p.note_box(p.line_box(kind, index)),
                             partial(line_note, scene, kind, index), p.font(LINE_NOTE),
                             partial(note_color, scene, kind, index), lines=lines,
                             samples=note_samples))
    score_shown = lambda: not (p.hint_over_score and scene.panel_open())  # noqa: E731
    for k, name in enumerate((lambda: _("Lines"), lambda: _("Bonuses"), lambda: _("Ruins"),
                              lambda: _("Powers"))):
        x, y = p.score_cell(k)
        out.append(Label((x, y, p.score_label_w, p.score_row_h), name, p.font(TEXT_SMALL),
                         INK_SOFT, align="left", visible=score_shown))
    out.append(Label(p.ruin_prompt_box(), lambda: _("Pick the ruin cell"), p.font(TEXT_BODY),
                     CREAM, lines=p.prompt_lines, align="left", bold=True,
                     visible=lambda: scene.mode == "ruin"))
    total = p.total_box()
    out.append(Label((total.left + 8, total.top + 6, total.width - 16, round(26 * p.scale)),
                     lambda: _("Total"), p.font(TEXT_SMALL), CREAM_SOFT, visible=score_shown))
    if p.total_strip is not None:
        strip = p.total_strip
        out.append(Label((strip.left + 12, strip.top, strip.width // 2, strip.height),
                         lambda: _("Total"), p.font(TEXT_SMALL), CREAM_SOFT, align="left",
                         visible=lambda: scene.hint_open))
    out.append(Label(p.advice_box(), lambda: hint_text(scene), p.hint_size, INK,
                     lines=p.hint_lines, align="left", visible=lambda: scene.hint_open,
                     valign="top" if p.expected_below else "center",
                     samples=lambda: [*advice.magdagdon_samples(), _("Preparing the hint…"),
                                      _("Roll the dice first."), _("Rolling…")]))
    box = p.expected_box()
    words = ((box.left + 16, box.top + 4, box.width - 232, box.height // 2 - 4)
             if p.expected_row
             else (box.left + 8, box.top + 4, box.width - 16, round(42 * p.scale)))
    out.append(Label(words, lambda: _("Expected final score"), p.font(HINT_NOTE), CREAM_SOFT,
                     lines=2, align="left" if p.expected_row else "center",
                     visible=lambda: scene.hint_open and scene.hint is not None))
    out.append(Label(p.spread_box(), lambda: scene.hint.spread if scene.hint else "",
                     p.font(HINT_SPREAD), CREAM_SOFT,
                     align="left" if p.expected_row else "center",
                     visible=lambda: scene.hint_open and scene.hint is not None
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


# ---- painting -----------------------------------------------------------------------------


def paint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The whole MAGDAGDON play screen (reads the scene and its game; changes nothing)."""
    p = scene.places
    if p is DESKTOP:
        chrome.backdrop(surf)
        chrome.play_title(surf, *scene.title())
    else:
        chrome.backdrop(surf, metrics=scene.metrics)
        draw_title(surf, p, scene.title_box(), *scene.title())
    draw_board(scene, surf)
    draw_lines(scene, surf)
    draw_tray(scene, surf)
    if not (p.hint_over_score and scene.panel_open()):
        draw_score(scene, surf)
    elif p.total_strip is not None and scene.hint_open:  # HINT over the score: total above
        pygame.draw.rect(surf, INK, p.total_strip, border_radius=12)
        draw.text_block(surf, p.total_strip.inflate(-24, 0), signed(scene.total.shown),
                        p.font(TEXT_BIG), GOLD, align="right", bold=True)
    scene.draw_panels(surf)
    if scene.mode == "ruin":
        draw_ruin_prompt(surf, p)
    for sprite in sorted(scene.sprites, key=lambda s: (s.state == "selected", s.rolling)):
        sprite.draw(surf)
    if scene.mode == "reroll":
        draw_reroll_marks(scene, surf)
    if scene.hint_open and scene.hint and not scene.rolling:
        draw_hint_marks(scene, surf)
    scene.draw_widgets(surf)
    scene.draw_effects(surf)
    if scene.banner is not None:
        effects.draw_banner(surf, scene.banner, p.banner_y, span=p.banner_span)
    scene.tips.draw(surf)


def draw_title(surf: pygame.Surface, p: Places, box: pygame.Rect, title: str,
               under: str = "") -> None:
    """The title in `box`, between the header's buttons (and a line under it), on a phone:
    the largest size that fits."""
    sizes = [p.font(s) for s in ((TEXT_BIG, TEXT_BODY) if not under else (TEXT_BODY,))]
    size = next((s for s in sizes if text.fits(title, s, box.width, 1, True)),
                p.font(TEXT_SMALL))
    if not under:
        draw.text_block(surf, box, title, size, CREAM, bold=True)
        return
    top = pygame.Rect(box.left, box.top, box.width, p.title_top)
    draw.text_block(surf, top, title, size, CREAM, bold=True)
    draw.text_block(surf, pygame.Rect(top.left, top.bottom, top.width, box.bottom - top.bottom),
                    under, p.font(TEXT_SMALL), CREAM_SOFT)


def draw_board(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The wooden board: empty, valid, ruin-choice, ruined and numbered cells."""
    g, p = scene.game, scene.places
    frame = p.frame
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
            img = die.face(v, p.board_die, "available")
            surf.blit(img, img.get_rect(center=r.center))


def draw_ruin(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A ruin: rubble and cracks (not only a colour), drawn for a cell of CELL px and scaled
    with the cell's size."""
    pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
    pygame.draw.rect(surf, (60, 54, 50), r, 3, border_radius=12)
    x, y = r.topleft
    f = r.width / CELL

    def at(u: int, v: int) -> tuple[int, int]:
        return (x + round(u * f), y + round(v * f))

    for a, b in (((18, 20), (46, 52)), ((46, 52), (40, 82)), ((46, 52), (80, 40)),
                 ((80, 40), (86, 70))):
        pygame.draw.line(surf, (40, 36, 34), at(*a), at(*b), 4)
    for bx, by, bw in ((14, 72, 22), (62, 78, 26), (30, 14, 18)):
        pygame.draw.rect(surf, (120, 112, 104), (*at(bx, by), round(bw * f), round(12 * f)),
                         border_radius=3)


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
    score, p = scene.game.score(preview=True), scene.places
    for kind, lines in (("row", score.rows), ("col", score.cols)):
        for line in lines:
            draw_line_label(surf, p, p.line_box(kind, line.index), line)


def draw_line_label(surf: pygame.Surface, p: Places, box: pygame.Rect, line: LineScore) -> None:
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
    top = pygame.Rect(box.left + 6, box.top + 4, box.width - 12, p.sum_h) if noted else box
    draw.text_block(surf, top, str(line.total), p.font(TEXT_BIG), INK, bold=True)


def draw_tray(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The dice tray, with REROLL marks."""
    p = scene.places
    tray = p.tray
    pygame.draw.rect(surf, WOOD_DARK, tray.move(0, 6), border_radius=20)
    pygame.draw.rect(surf, WOOD, tray, border_radius=20)
    pygame.draw.rect(surf, (30, 72, 58), tray.inflate(-20, -20), border_radius=14)


def reroll_arrow(center: tuple[int, int], die: int) -> tuple[pygame.Rect, list[tuple[int, int]]]:
    """The REROLL mark round a die: a circle open at its lower right (the rectangle of the
    arc) and the arrowhead at the arc's end, pointing on round the circle."""
    cx, cy = center
    r = die // 2 + 14
    head = max(14, die // 4)
    ring = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
    tip = (cx + r, cy + head)  # the arc ends due east, going on downwards (clockwise)
    return ring, [tip, (cx + r - head * 3 // 4, cy - 4), (cx + r + head * 3 // 4, cy - 4)]


def draw_reroll_marks(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """A circular arrow round each die marked for REROLL, over the die's edge (the die, lifted
    when marked, would hide it), inked so that it reads on the die and on the tray."""
    p = scene.places
    for i in sorted(scene.reroll_marks):
        ring, head = reroll_arrow(p.slot_center(i), p.tray_die)
        r = ring.width / 2
        arc = [(ring.centerx + r * math.cos(a / 20), ring.centery - r * math.sin(a / 20))
               for a in range(0, 107)]  # 0 to 5.3 radians: open at the lower right
        for color, width in ((INK, 11), (GOLD, 7)):
            pygame.draw.lines(surf, color, False, arc, width)
            for point in arc[::4]:  # round the joints
                pygame.draw.circle(surf, color, point, width // 2)
        pygame.draw.polygon(surf, INK, head, 0)
        pygame.draw.polygon(surf, INK, head, 4)
        inner = [(round(x * 0.8 + sum(q[0] for q in head) / 15),
                  round(y * 0.8 + sum(q[1] for q in head) / 15)) for x, y in head]
        pygame.draw.polygon(surf, GOLD, inner)


def draw_score(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The live score panel (rules §1.7): values beside their labels, the total counting."""
    g, p = scene.game, scene.places
    s = g.score(preview=True)
    panel = p.score_panel
    draw.panel(surf, panel, PAPER, radius=16)
    values = (str(s.base), f"+{s.bonus}", minus(s.ruin_penalty), minus(s.power_penalty))
    for k, value in enumerate(values):
        x, y = p.score_cell(k)
        row = pygame.Rect(x + p.score_label_w, y, p.score_cell_w - p.score_label_w,
                          p.score_row_h)
        draw.text_block(surf, row, value, p.font(TEXT_BIG), INK, align="right", bold=True)
    if s.ruins:  # how the ruins' penalty comes about, under its value
        x, y = p.score_cell(2)
        under = p.font(14)
        how = f"{s.ruins} × −{RUIN_PENALTY}"
        if p.ruins_inline:  # a phone: between the label and the value, in the row (if it fits)
            right = x + p.score_cell_w - text.width(values[2], p.font(TEXT_BIG), True) - 10
            left = x + min(p.score_label_w, text.width(_("Ruins"), p.font(TEXT_SMALL))) + 10
            gap = pygame.Rect(left, y, right - left, p.score_row_h)
            if text.width(how, under) <= gap.width:
                draw.text_block(surf, gap, how, under, INK_SOFT, align="right")
        else:
            draw.text_block(surf, pygame.Rect(x, y + p.score_row_h - 8, p.score_cell_w,
                                              round(18 * p.scale)),
                            how, under, INK_SOFT, align="right")
    total = p.total_box()
    if p.score_columns == 2:
        line_y = panel.top + 10 + p.score_row_h
        pygame.draw.line(surf, PAPER_DARK, (panel.left + 18, line_y), (total.left - 16, line_y),
                         2)
    pygame.draw.rect(surf, INK, total, border_radius=12)
    draw.text_block(surf, pygame.Rect(total.left + 8, total.top + round(30 * p.scale),
                                      total.width - 16, total.height - round(34 * p.scale)),
                    signed(scene.total.shown), p.font(48), GOLD, bold=True)


def draw_hint(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The HINT panel under the score (its words are labels): the expected final score."""
    p = scene.places
    draw.panel(surf, p.hint_panel, PAPER, radius=16)
    pygame.draw.rect(surf, GOLD, p.hint_panel, 4, border_radius=16)
    h = scene.hint
    if h is None or scene.rolling:
        return
    box = p.expected_box()
    pygame.draw.rect(surf, INK, box, border_radius=12)
    if p.expected_row:  # the number at the right, its label left of it
        draw.text_block(surf, pygame.Rect(box.right - 200, box.top, 188, box.height),
                        h.expected, p.font(40), GOLD, align="right", bold=True)
        return
    top = round(42 * p.scale)
    draw.text_block(surf, pygame.Rect(box.left + 8, box.top + top, box.width - 16,
                                      p.spread_box().top - box.top - top), h.expected,
                    p.font(40), GOLD, bold=True)


def draw_ruin_prompt(surf: pygame.Surface, p: Places = DESKTOP) -> None:
    """While choosing the ruin cell: a red outline where ACCEPT was, the crack sign and the
    words (a label; not a button: Cancel is beside it)."""
    r = p.ruin_prompt_frame()
    pygame.draw.rect(surf, RED, r, 4, border_radius=14)
    crack_mark(surf, (r.left + 48, r.centery), 44, CREAM)


def badge(surf: pygame.Surface, center: tuple[int, int], label: str,
          p: Places = DESKTOP) -> None:
    """A numbered gold disc (a step of the advice)."""
    r = p.badge_r
    pygame.draw.circle(surf, INK, center, r + 3)
    pygame.draw.circle(surf, GOLD, center, r)
    draw.text_block(surf, pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r), label,
                    p.font(TEXT_SMALL), INK, bold=True)


def badge_places(scene: MagdagdonScene) -> list[tuple[tuple[int, int], str]]:
    """Where the advice's badges go, and their labels: a step's number at the top-right
    corner of its cell or tray die, a take-back mark at the top-left corner of its cell; a
    badge that would still touch another (two marks of one die, a neighbour's corner) moves
    left along the top edge, so no badge ever hides another."""
    h, g, p = scene.hint, scene.game, scene.places
    if h is None:
        return []
    wanted: list[tuple[tuple[int, int], str]] = []
    for k, (d, cell) in enumerate(h.steps, start=1):
        wanted.append((p.corner(p.cell_rect(*cell)), str(k)))
        if g.staged_cell(d) is None and not h.power_dice and not h.take_back:
            wanted.append((p.tray_corner(d), str(k)))
    for d in h.take_back:  # at the other corner: a step's number may be at this cell too
        staged = g.staged_cell(d)
        if staged is not None:
            r = p.cell_rect(*staged)
            wanted.append(((r.left - 2, r.top - 2), "×"))
    for d in h.power_dice:
        wanted.append((p.tray_corner(d), "!"))
    if h.ruin is not None:
        wanted.append((p.corner(p.cell_rect(*h.ruin)), "!"))
    step = 2 * p.badge_r + 10
    out: list[tuple[tuple[int, int], str]] = []
    for (x, y), label in wanted:
        while any(abs(x - ox) < step and abs(y - oy) < step for (ox, oy), _l in out):
            x -= step  # along the top edge, into the cell's own corner
        out.append(((x, y), label))
    return out


def draw_hint_marks(scene: MagdagdonScene, surf: pygame.Surface) -> None:
    """The advice on the board: each step's die and cell numbered in order, the power's dice
    ringed, the ruin cell framed (shapes and numbers, not colour alone); the badges last, so
    that no frame or ring crosses one."""
    h, p = scene.hint, scene.places
    if h is None:
        return
    for _d, cell in h.steps:
        pygame.draw.rect(surf, GOLD, p.cell_rect(*cell).inflate(6, 6), 5, border_radius=14)
    for d in h.power_dice:
        x, y = p.slot_center(d)
        pygame.draw.circle(surf, GOLD, (x, y), p.tray_die // 2 + 14, 5)
    if h.ruin is not None:
        pygame.draw.rect(surf, GOLD, p.cell_rect(*h.ruin).inflate(6, 6), 5, border_radius=14)
    for center, label in badge_places(scene):
        badge(surf, center, label, p)

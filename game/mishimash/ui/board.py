"""How the MISHIMASH play screen looks: its geometry, the labels it shows and its painting.

`labels(scene)` builds the screen's texts as widgets (so the fit check measures them in their
real boxes); `paint(scene, surf)` draws everything and only reads the scene and its match.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import graphemes
from game.i18n import _, ngettext
from game.mishimash.ui import advice
from game.ui import chrome, die, draw, effects, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    HEIGHT,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
    WOOD,
    WOOD_DARK,
)
from game.ui.layout import HEADER_H, HEADER_ICON, HEADER_INFO, HEADER_INFO_2, NARROW, header
from game.ui.metrics import BODY_CSS, SMALL_CSS, TARGET_CSS, Metrics
from game.ui.names import SAMPLE_NAME, points, strength_name
from game.ui.tips import TIP_SIZE
from game.ui.widgets import Label, TextBox, Widget, _value

if TYPE_CHECKING:
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

# The desktop's left column, top to bottom: status, chips, the table (dice, and what this turn
# set aside along its foot), the selection, the hint. `geometry(m, seats)` gives the places for
# any canvas; on the desktop canvas exactly these.
LEFT_X, LEFT_W = 28, 844
STATUS = pygame.Rect(LEFT_X, 92, LEFT_W, 48)
CHIP_Y, CHIP_H, CHIP_GAP = 144, 66, 12
CHIP_WIDTHS = (250, 130, 200, 228)  # turn points, roll, MISHIMASH count, next bonus
TABLE = pygame.Rect(LEFT_X, 218, LEFT_W, 184)
DIE_SIZE = 100
DICE_Y = TABLE.top + 72  # the dice's centre line
SLOT_STEP = 138
ASIDE_Y, ASIDE_H = TABLE.bottom - 54, 40  # inside the table, along its foot
ASIDE_X = LEFT_X + 20
ASIDE_LABEL_W = 210  # "Set aside this turn:" at most
ASIDE_SIZES = (34, 26, 22)  # set-aside dice: smaller when many groups must fit
PREVIEW = pygame.Rect(LEFT_X, 408, LEFT_W, 38)
HINT_STRIP = pygame.Rect(LEFT_X, 452, LEFT_W, 170)
HINT_ADVICE_W = 250  # the advice's box at the strip's right
HINT_CELL_H = 74  # a cell of chances and points: its label (two lines) over its value
HINT_LABEL = 17
BUTTON_Y, BUTTON_H = 632, 76
# The scoreboard, right.
BOARD = pygame.Rect(900, 100, 356, 520)
BOARD_HEAD = 58  # its title row
LOG_BUTTON_H = 56  # the turn log's and the scoring card's buttons at its foot
SEAT_NAME = 22  # a seat's name
SEAT_NOTE = 16  # its last turn, under the name
TIP_BOX = pygame.Rect(748, 632, 508, 80)  # the first-game tips (FrontEnd.tip_box)


@dataclass(frozen=True)
class Seat:
    """A seat's places on the scoreboard."""

    row: pygame.Rect
    name: pygame.Rect
    note: pygame.Rect | None  # its last turn (upright: none, the turn log has it)
    total: pygame.Rect
    mid: int  # the name line's centre (the arrow, the computer's icon)
    icon_x: int


@dataclass(frozen=True)
class Geo:
    """The play screen's places for one canvas (`geometry`)."""

    upright: bool
    menu: pygame.Rect  # the header's buttons
    hint: pygame.Rect
    sound: pygame.Rect
    title: pygame.Rect
    info: pygame.Rect  # the target and the round
    info_2: pygame.Rect
    status: pygame.Rect
    status_lines: int
    chips: tuple[pygame.Rect, ...]
    chip_value_y: int  # the chips' value, below their name
    table: pygame.Rect
    die: int
    slots: tuple[tuple[int, int], ...]
    aside: pygame.Rect  # the set-aside row, its label at its left
    aside_label_w: int
    aside_sizes: tuple[int, ...]
    preview: pygame.Rect
    preview_lines: int
    strip: pygame.Rect  # the HINT strip
    cells: tuple[pygame.Rect, ...]  # its chances and points: label over value
    cell_label_h: int
    cell_lines: int  # the lines a cell's label may take
    advice_lines: int
    advice: pygame.Rect
    hint_over_board: bool  # the HINT strip takes the scoreboard's place while open
    buttons: tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]  # roll, save, again, end
    board: pygame.Rect
    board_title: pygame.Rect | None
    log: pygame.Rect
    card: pygame.Rect
    seats: tuple[Seat, ...]
    banner_y: int  # the banners' centre line: on free felt, never over the status or the dice
    banner_room: int  # the height free there (a banner shrinks to it)
    banner_span: tuple[int, int] | None  # its left edge and width (None: the whole width)
    tip: pygame.Rect
    # type sizes
    big: int
    body: int
    small: int
    head: int
    name_size: int
    note_size: int
    cell_label: int
    advice_size: int
    tip_size: int
    title_size: int

    def slot(self, i: int) -> tuple[int, int]:
        return self.slots[i]


def _desktop_seat(row: pygame.Rect, name_h: int, total_w: int, icon: bool) -> Seat:
    """A seat's row laid out as on the desktop: name and total on one line, its last turn
    under them."""
    room = 34 if icon else 0
    return Seat(row, pygame.Rect(row.left + 34, row.top + 2, row.width - total_w - 48 - room,
                                 name_h),
                pygame.Rect(row.left + 34, row.top + 2 + name_h, row.width - 46,
                            max(18, row.height - name_h - 4)),
                pygame.Rect(row.right - total_w - 10, row.top + 2, total_w, name_h + 4),
                row.top + 2 + name_h // 2, row.right - total_w - 30)


def _hint_cells(strip: pygame.Rect, advice_w: int, cell_h: int, columns: int,
                advice_h: int | None) -> tuple[tuple[pygame.Rect, ...], pygame.Rect]:
    """The HINT strip's four cells (`columns` wide) and its advice's box: at the strip's right
    (`advice_h` None), or under the cells, `advice_h` tall."""
    if advice_h is None:
        w = (strip.width - advice_w - 58) // 2
        advice = pygame.Rect(strip.right - advice_w - 12, strip.top + 10, advice_w,
                             strip.height - 20)
    else:
        w = (strip.width - 36 - 14 * (columns - 1)) // columns
        advice = pygame.Rect(strip.left + 12, strip.bottom - 10 - advice_h, strip.width - 24,
                             advice_h)
    cells = tuple(pygame.Rect(strip.left + 18 + (k % columns) * (w + 14),
                              strip.top + 10 + (k // columns) * cell_h, w, cell_h)
                  for k in range(4))
    return cells, advice


def geometry(m: Metrics, seats: int, computers: tuple[bool, ...] = ()) -> Geo:
    """The play screen's places on `m`'s canvas for `seats` seats (`computers`: which seats are
    the computer's, whose rows keep room for an icon)."""
    if m.width < NARROW:
        g = _upright(m, seats, computers)
        if g.die + 16 < m.target:  # a short phone: the advice in three lines, for the dice
            g = _upright(m, seats, computers, 3)
        return g
    return _wide(m, seats, computers)


def _wide(m: Metrics, seats: int, computers: tuple[bool, ...]) -> Geo:
    """The desktop's arrangement (exactly, on its canvas): the table left, the scoreboard
    right; a phone on its side gets everything taller, and the HINT over the scoreboard."""
    ts = m.type_scale
    place = header(m)
    hh = place.height
    w, h = m.size
    menu = place.left
    hint_w = menu.width if m.k <= 1 else round(menu.width * ts * 1.1)  # "HIDE HINT" in Telugu
    hint = pygame.Rect(menu.right + 12, menu.top, hint_w, menu.height)
    sound = pygame.Rect(hint.right + 12, menu.top, m.at_least(HEADER_ICON.width, TARGET_CSS),
                        menu.height)
    iw = round(HEADER_INFO.width * ts)
    info = pygame.Rect(w - 20 - iw, round(HEADER_INFO.top * hh / HEADER_H), iw,
                       round(HEADER_INFO.height * ts))
    info_2 = pygame.Rect(info.left, info.bottom, iw, round(HEADER_INFO_2.height * ts))
    title = pygame.Rect(sound.right + 12, 6, info.left - sound.right - 24, hh - 14)
    bw = round(BOARD.width * ts) + max(0, w - round(WIDTH * ts))  # a wider canvas: the notes
    board = pygame.Rect(w - 24 - bw, hh + 16, bw, 0)
    left_w = board.left - 2 * LEFT_X
    lines = 1 if m.k <= 1 else 2  # a phone: a long status or selection takes two lines
    status = pygame.Rect(LEFT_X, hh + 8, left_w, round(STATUS.height * ts) if lines == 1
                         else 2 * round(m.font(TEXT_BIG) * 1.25))
    chip_h = round(CHIP_H * ts)
    chips, x = [], LEFT_X
    fit = min(ts, (left_w - 3 * CHIP_GAP) / sum(CHIP_WIDTHS))
    for cw in CHIP_WIDTHS:
        cw = round(cw * fit)
        chips.append(pygame.Rect(x, status.bottom + 4, cw, chip_h))
        x += cw + CHIP_GAP
    button_h = m.at_least(BUTTON_H, TARGET_CSS)
    button_y = h - 12 - button_h
    preview_h = round(PREVIEW.height * ts) if lines == 1 else 2 * round(m.font(TEXT_BODY) * 1.25)
    strip_h = round(HINT_STRIP.height * ts)
    table_top = chips[0].bottom + 8
    # the HINT strip under the table if it fits there (the desktop), else over the scoreboard
    below = table_top + TABLE.height + 6 + preview_h + 6 + strip_h + 10 <= button_y
    spare = button_y - 10 - (table_top + TABLE.height + 6 + preview_h) - (
        6 + strip_h if below else 0)
    die_size = DIE_SIZE
    tip_h = 3 * round(m.at_least(TIP_SIZE, SMALL_CSS + 1) * 1.3) + 16
    if not below:  # a phone on its side: the dice as large as the room the tip leaves
        die_size = max(DIE_SIZE, min(DIE_SIZE + spare - tip_h - 8, (left_w - 56) // 6 - 38, 140))
    aside_h = round(ASIDE_H * ts)
    taller = aside_h + 4 - ASIDE_H if aside_h > ASIDE_H else 0  # room above a taller row
    table = pygame.Rect(LEFT_X, table_top, left_w, die_size + 84 + taller)
    step = die_size + 38
    first = table.left + max(28, (table.width - 5 * step - die_size) // 2) + die_size // 2
    slots = tuple((first + i * step, table.top + 22 + die_size // 2) for i in range(6))
    aside = pygame.Rect(LEFT_X + 20, table.bottom - 14 - aside_h, left_w - 40, aside_h)
    preview = pygame.Rect(LEFT_X, table.bottom + 6, left_w, preview_h)
    board.height = (BOARD.height if not m.compact and h == HEIGHT
                    else h - 12 - board.top)
    log_h = m.at_least(LOG_BUTTON_H, TARGET_CSS)
    foot = board.bottom - log_h - 12
    name_h = round(30 * ts)
    note_size = m.at_least(SEAT_NOTE, BODY_CSS)
    head = round(BOARD_HEAD * ts)
    if (foot - 12 - board.top - head) // max(1, seats) < name_h + round(note_size * 1.3) + 10:
        head = 12  # six seats on a phone on its side: no title row
    half = (board.width - 36) // 2
    log = pygame.Rect(board.left + 12, foot, half, log_h)
    card = pygame.Rect(board.left + 24 + half, foot, half, log_h)
    cell_h = round(HINT_CELL_H * ts)
    if below:
        strip = pygame.Rect(LEFT_X, preview.bottom + 6, left_w, strip_h)
        cells, advice = _hint_cells(strip, round(HINT_ADVICE_W * ts), cell_h, 2, None)
    else:  # over the scoreboard: the cells one under another, the advice under them
        strip = pygame.Rect(board.left, board.top, board.width, foot - 8 - board.top)
        cells, advice = _hint_cells(strip, 0, cell_h, 1, strip.height - 30 - 4 * cell_h)
    room = foot - 12 - board.top - head
    row_h = min(round(74 * ts), room // max(1, seats))
    seat_places = tuple(
        _desktop_seat(pygame.Rect(board.left + 12, board.top + head + s * row_h,
                                  board.width - 24, row_h - 6), name_h, round(104 * ts),
                      s < len(computers) and computers[s])
        for s in range(seats))
    bx = LEFT_X
    buttons = (pygame.Rect(bx, button_y, round(400 * ts), button_h),
               pygame.Rect(bx, button_y, round(260 * ts), button_h),
               pygame.Rect(bx + round(272 * ts), button_y, round(428 * ts), button_h),
               pygame.Rect(bx, button_y, round(520 * ts), button_h))
    if below:
        tip = pygame.Rect(TIP_BOX.left, button_y, TIP_BOX.width, TIP_BOX.height)
    else:  # on the felt above the buttons, or over the scoreboard's foot (clear of the dice)
        tip = pygame.Rect(board.left, foot - 8 - tip_h, board.width, tip_h)
        wide_h = tip_h - round(m.at_least(TIP_SIZE, SMALL_CSS + 1) * 1.3)  # two lines, wide
        if button_y - 8 - preview.bottom >= wide_h:
            tip = pygame.Rect(LEFT_X, button_y - 8 - wide_h, left_w, wide_h)
    return Geo(
        upright=False, menu=menu, hint=hint, sound=sound, title=title, info=info,
        info_2=info_2, status=status, status_lines=lines, chips=tuple(chips),
        chip_value_y=round(28 * ts), table=table, die=die_size, slots=slots, aside=aside,
        aside_label_w=round(ASIDE_LABEL_W * _small(m) / TEXT_SMALL),
        aside_sizes=tuple(round(s * ts) for s in ASIDE_SIZES), preview=preview,
        preview_lines=lines, strip=strip, cells=cells, cell_label_h=round(48 * ts),
        cell_lines=2, advice_lines=4, advice=advice, hint_over_board=not below,
        buttons=buttons, board=board,
        board_title=pygame.Rect(board.left + 20, board.top + 8, board.width - 40,
                                round(44 * ts)) if head > 12 else None,
        log=log, card=card, seats=seat_places,
        # under the table, above the buttons: the status and the dice stay in sight
        banner_y=(table.bottom + button_y) // 2, banner_room=button_y - table.bottom - 16,
        banner_span=(0, table.right + 14),
        tip=tip, big=m.font(TEXT_BIG), body=m.font(TEXT_BODY), small=_small(m),
        head=m.font(TEXT_HEAD), name_size=m.font(SEAT_NAME), note_size=note_size,
        cell_label=m.at_least(HINT_LABEL, SMALL_CSS + 1.5), advice_size=_small(m),
        tip_size=m.at_least(TIP_SIZE, SMALL_CSS + 1), title_size=m.font(TEXT_HEAD))


def _small(m: Metrics) -> int:
    """TEXT_SMALL: on a phone as large as body text (the names of the chips, the set-aside
    row, the advice are read at a glance)."""
    return m.at_least(TEXT_SMALL, BODY_CSS)


def _upright(m: Metrics, seats: int, computers: tuple[bool, ...],
             advice_lines: int = 4) -> Geo:
    """A phone held upright: the dice above, the scoreboard a strip of two columns under them
    (the HINT takes its place while open), the buttons at the foot for the thumbs."""
    ts = m.type_scale
    place = header(m)
    w, h = m.size
    pad, gap = 20, m.px(5)
    inner = w - 2 * pad
    menu = place.left
    sound = pygame.Rect(w - pad - place.left.height, menu.top, place.left.height, menu.height)
    title = pygame.Rect(menu.right + 12, 6, sound.left - menu.right - 24, place.height - 14)
    big, body, small = m.font(TEXT_BIG), m.font(TEXT_BODY), _small(m)
    line = round(body * 1.45)
    info = pygame.Rect(pad, place.height + gap, inner // 2, line)
    info_2 = pygame.Rect(pad + inner // 2, info.top, inner - inner // 2, line)
    status = pygame.Rect(pad, info.bottom, inner, round(big * 1.3) * 2)
    chip_h = round(CHIP_H * ts)
    half = (inner - 12) // 2
    chips = tuple(pygame.Rect(pad + (k % 2) * (half + 12), status.bottom + gap
                              + (k // 2) * (chip_h + 10), half, chip_h) for k in range(4))
    # the foot: the main buttons, then HINT, the turn log and the scoring card
    small_h = m.target
    button_h = m.at_least(BUTTON_H, 52 if h / m.k > 700 else TARGET_CSS)
    row_2 = pygame.Rect(pad, h - pad - small_h, inner, small_h)
    button_y = row_2.top - 12 - button_h
    third = (inner - 24) // 3
    hint = pygame.Rect(pad, row_2.top, third, small_h)
    log = pygame.Rect(pad + third + 12, row_2.top, third, small_h)
    card = pygame.Rect(pad + 2 * (third + 12), row_2.top, inner - 2 * (third + 12), small_h)
    left_w = (inner - 12) * 2 // 5
    buttons = (pygame.Rect(pad, button_y, inner, button_h),
               pygame.Rect(pad, button_y, left_w, button_h),
               pygame.Rect(pad + left_w + 12, button_y, inner - left_w - 12, button_h),
               pygame.Rect(pad, button_y, inner, button_h))
    # the scoreboard's strip: two columns of name over total
    name_size = m.font(SEAT_NAME)
    name_h = round(name_size * 1.4)
    total_h = round(big * 1.2)
    cell_h = name_h + total_h + 12
    columns = 1 if seats == 1 else 2
    rows = -(-seats // columns)
    preview_h = round(body * 1.3) * 2
    # the HINT takes the scoreboard's place while open, and the selection's line's if need be
    cell_label = m.at_least(HINT_LABEL, SMALL_CSS + 1.5)
    label_h = 3 * round(cell_label * 1.3)  # upright cells are narrow: three lines
    cell_rows = label_h + round(body * 1.3) + 4
    advice_h = advice_lines * round(small * 1.3) + 16
    need = 20 + 2 * cell_rows + advice_h + 10
    seats_h = rows * cell_h + 6 * (rows - 1) + 24
    board_h = max(seats_h, need - preview_h - 8)
    table_top = chips[-1].bottom + gap + m.px(4)
    aside_h = round(ASIDE_H * ts)
    room = button_y - 12 - board_h - 8 - preview_h - 6 - table_top
    # the first-game tip: in the scoreboard, under its seats; it grows the scoreboard if the
    # table can spare the room (two rows of dice of at least 120 px, one row not smaller)
    tip_h = m.px(64)
    short = seats_h + 8 + tip_h - board_h
    # two rows of dice: room over them and between them for a selected die's rings (two
    # lines of size // 16 around it) inside the table's frame
    top_2, gap_2 = 36, 44
    fixed = 10 + aside_h + 14
    slack = room - (fixed + top_2 + gap_2 + 2 * 120 if (room - fixed - top_2 - gap_2) // 2 >= 120
                    else fixed + 22 + max(40, (inner - 40) // 6 - 18))
    if 0 < short <= slack:
        board_h += short
        room -= short
    # the room the HINT takes while open; the scoreboard itself only as tall as its seats, at
    # its foot by the buttons (the felt above it holds the first-game tip)
    zone = pygame.Rect(pad, button_y - 12 - board_h, inner, board_h)
    board = pygame.Rect(pad, zone.bottom - seats_h, inner, seats_h)
    # the dice: two rows of three when the phone is tall enough, else one row of six
    two_rows = (room - top_2 - gap_2 - fixed) // 2
    if two_rows >= 120:
        die_size, per_row, row_gap, die_top = min(two_rows, 150), 3, gap_2, top_2
        table_h = top_2 + 2 * die_size + row_gap + fixed
    else:
        die_size = max(40, min((inner - 40) // 6 - 18, room - 22 - fixed))
        per_row, row_gap, die_top = 6, 0, 22
        table_h = 22 + die_size + fixed
    table_top += max(0, room - table_h) // 2  # what is left: around the table
    table = pygame.Rect(pad, table_top, inner, table_h)
    step = (inner - 40) // per_row
    slots = tuple((table.left + 20 + step // 2 + (i % per_row) * step,
                   table.top + die_top + die_size // 2 + (i // per_row) * (die_size + row_gap))
                  for i in range(6))
    aside = pygame.Rect(pad + 20, table.bottom - 14 - aside_h, inner - 40, aside_h)
    preview = pygame.Rect(pad, table.bottom + 6, inner, preview_h)
    col_w = (inner - 24 - 10 * (columns - 1)) // columns
    seat_places = []
    for s in range(seats):
        row = pygame.Rect(board.left + 12 + (s % columns) * (col_w + 10),
                          board.top + 12 + (s // columns) * (cell_h + 6), col_w, cell_h)
        icon = 34 if s < len(computers) and computers[s] else 0
        seat_places.append(Seat(
            row, pygame.Rect(row.left + 34, row.top + 4, row.width - 44 - icon, name_h), None,
            pygame.Rect(row.left + 34, row.top + 4 + name_h, row.width - 44, total_h),
            row.top + 4 + name_h // 2, row.right - 24))
    strip = zone if zone.height >= need else pygame.Rect(
        pad, max(preview.top, zone.bottom - need), inner,
        zone.bottom - max(preview.top, zone.bottom - need))
    cells, advice = _hint_cells(strip, 0, cell_rows, 2, strip.height - 30 - 2 * cell_rows)
    tip = pygame.Rect(pad + 12, board.top - 8 - tip_h, inner - 24, tip_h)
    if short > slack:  # many seats on a short phone: no room above them; the tip lies over
        # the turn's words instead (it says the same, more fully; the board marks the seat)
        tip = pygame.Rect(pad, info.top, inner, status.bottom - info.top)
    return Geo(
        upright=True, menu=menu, hint=hint, sound=sound, title=title, info=info,
        info_2=info_2, status=status, status_lines=2, chips=chips,
        chip_value_y=round(28 * ts), table=table, die=die_size, slots=slots, aside=aside,
        # upright the row is narrow: the label only as wide as its words (built per language)
        aside_label_w=min(round(ASIDE_LABEL_W * small / TEXT_SMALL),
                          text.width(_("Set aside this turn:"), small) + 8),
        aside_sizes=tuple(round(s * ts) for s in ASIDE_SIZES), preview=preview,
        preview_lines=2, strip=strip, cells=cells, cell_label_h=label_h, cell_lines=3,
        advice_lines=advice_lines, advice=advice,
        hint_over_board=True, buttons=buttons, board=board, board_title=None, log=log,
        card=card, seats=tuple(seat_places),
        banner_y=zone.centery, banner_room=zone.height, banner_span=None,  # over the scores
        tip=tip, big=big, body=body, small=small, head=m.font(TEXT_HEAD),
        name_size=name_size, note_size=m.at_least(SEAT_NOTE, SMALL_CSS + 1.5),
        cell_label=cell_label, advice_size=small,
        tip_size=m.at_least(TIP_SIZE, SMALL_CSS + 1), title_size=m.font(TEXT_BIG))


def slot(i: int) -> tuple[int, int]:
    """Centre of table position `i` (six positions) on the desktop."""
    return (TABLE.left + 78 + i * SLOT_STEP, DICE_Y)


def seat_row(scene: MishimashScene, seat: int) -> pygame.Rect:
    """A seat's row on the scoreboard."""
    return scene.geo.seats[seat].row


# ---- texts as widgets ---------------------------------------------------------------------


def labels(scene: MishimashScene) -> list[Widget]:
    """The screen's texts as widgets: header info, chip names, set-aside label, the hint."""
    m, g = scene.match, scene.geo
    info_align = "left" if g.upright else "right"
    out: list[Widget] = [
        Label(g.info, lambda: _("Target {points}").format(points=m.target), g.body, GOLD,
              align=info_align, bold=True),
        Label(g.info_2, lambda: round_tag(m), g.small, CREAM, align="right", bold=True,
              samples=lambda: [_("Tie-break, round {n}").format(n=12), _("Final round"),
                               _("Turn {n}").format(n=120), _("Round {n}").format(n=40)]),
    ]
    names = (lambda: _("Turn points"), lambda: _("Roll"), lambda: _("MISHIMASH"),
             lambda: _("Next bonus"))
    label_h = round(24 * scene.metrics.type_scale)
    for name, r in zip(names, g.chips, strict=True):
        out.append(Label((r.left + 12, r.top + 4, r.width - 24, label_h), name, g.small,
                         INK_SOFT, align="left"))
    a = g.aside
    out.append(Label((a.left, a.top, g.aside_label_w, a.height),
                     lambda: _("Set aside this turn:"), g.small, CREAM_SOFT, align="left"))
    if g.board_title is not None:
        out.append(Label(g.board_title, lambda: _("Scores"), g.big, INK, align="left",
                         bold=True, visible=lambda: not (g.hint_over_board and scene.hint_open)))
    for k in range(4):
        r = g.cells[k]
        out.append(Label((r.left, r.top, r.width, g.cell_label_h), partial(hint_label, scene, k),
                         g.cell_label, INK_SOFT, lines=g.cell_lines, align="left",
                         valign="bottom",
                         visible=partial(lambda k: bool(hint_label(scene, k)), k),
                         samples=lambda: advice.mishimash_samples()[0]))
    out.append(Label(g.advice.inflate(-20, -12), lambda: hint_advice(scene), g.advice_size,
                     INK, lines=g.advice_lines, bold=True, visible=lambda: scene.hint_open,
                     samples=lambda: [*advice.mishimash_samples()[1], _("Preparing the hint…"),
                                      _("Rolling…")]))
    return out


def round_tag(m: Match) -> str:
    """Tie-break, final round, the solo turn or the round number (rules §2.4)."""
    if m.in_tiebreak:
        return _("Tie-break, round {n}").format(n=m.tiebreak_round)
    if m.final_round:
        return _("Final round")
    if len(m.players) == 1:  # solo: the number of turns is the result
        return _("Turn {n}").format(n=len(m.turns) + (0 if m.is_over else 1))
    return _("Round {n}").format(n=len(m.turns) // len(m.players) + 1)


def hint_label(scene: MishimashScene, k: int) -> str:
    """Row `k`'s label while the HINT shows (empty: nothing to show)."""
    return hint_row_text(scene, k)[0] if scene.hint_open else ""


def hint_row_text(scene: MishimashScene, k: int) -> tuple[str, str]:
    """Row `k` of the hint's chances and points (empty when there is none)."""
    h = scene.hint
    if h is None or scene.rolling or k >= len(h.rows):
        return ("", "")
    label, value = h.rows[k]
    return label, value


def hint_advice(scene: MishimashScene) -> str:
    """The advice in words, or why there is none yet."""
    if scene.rolling:
        return _("Rolling…")
    return scene.hint.advice if scene.hint is not None else _("Preparing the hint…")


def last_turn_note(scene: MishimashScene, seat: int) -> str:
    """What a seat did on its last turn, in a few words (the turn log has it all)."""
    turn = next((t for t in reversed(scene.match.turns) if t.player == seat), None)
    if turn is None:
        return ""
    n = len(turn.rolls)
    if turn.points:
        return ngettext("last turn: +{points} in {n} roll", "last turn: +{points} in {n} rolls",
                        n).format(points=points(turn.points), n=n)
    return ngettext("last turn: BUST after {n} roll", "last turn: BUST after {n} rolls",
                    n).format(n=n)


def note_samples() -> list[str]:
    return [*(ngettext("last turn: +{points} in {n} roll", "last turn: +{points} in {n} rolls",
                       n).format(points=points(2011), n=n) for n in (1, 2, 12)),
            *(ngettext("last turn: BUST after {n} roll", "last turn: BUST after {n} rolls",
                       n).format(n=n) for n in (1, 2, 12))]


STRENGTH_NAMES = ("easy", "medium", "strong")  # game.storage.settings.STRENGTHS


def strength_samples() -> list[str]:
    return [strength_name(s) for s in STRENGTH_NAMES]


def seat_note(scene: MishimashScene, seat: int) -> str:
    """Under a seat's name: its last turn; a computer's strength first ("Strong · +48 in 3
    rolls", without "last turn:" to leave it the room)."""
    if scene.humans[seat]:
        return last_turn_note(scene, seat)
    strength = strength_name(scene.strengths[seat])
    turn = next((t for t in reversed(scene.match.turns) if t.player == seat), None)
    return strength if turn is None else f"{strength} · {short_turn(len(turn.rolls), turn.points)}"


def short_turn(n: int, half: int) -> str:
    """A turn in a few words: its points and rolls, or its BUST."""
    if half:
        return ngettext("+{points} in {n} roll", "+{points} in {n} rolls", n).format(
            points=points(half), n=n)
    return ngettext("BUST after {n} roll", "BUST after {n} rolls", n).format(n=n)


def seat_note_samples() -> list[str]:
    return [*note_samples(), *strength_samples(),
            *(f"{strength} · {short_turn(n, half)}" for strength in strength_samples()
              for n in (1, 2, 12) for half in (2011, 0))]


def strength_rect(g: Geo, seat: int) -> pygame.Rect:
    """Where a computer seat's strength goes upright (no note there): at the end of its
    total's line."""
    r = g.seats[seat].total
    return pygame.Rect(r.centerx, r.top, r.right - r.centerx, r.height)


NAME_FLOOR = 0.75  # the scoreboard's names shrink to this share of their size, then shorten


def shorten(name: str, size: int, room: int) -> str:
    """`name` cut after whole characters with an ellipsis to fit `room` pixels at `size`
    (bold), whole if it fits."""
    return graphemes.shorten(name, lambda t: text.width(t, size, True) <= room)


def name_size(scene: MishimashScene) -> int:
    """One size for every name on the scoreboard: the largest at which each fits its place,
    down to NAME_FLOOR of the board's name size (a longer name is then shortened)."""
    g = scene.geo
    size = g.name_size
    for seat in range(len(scene.match.players)):
        # the fit check is not told: a name is the player's (and shortened by design)
        fitted = text.fit(scene.name_of(seat), g.name_size, g.seats[seat].name.width, 1, True,
                          observed=False)[0]
        size = min(size, fitted)
    # never below the notes under the names (>= 11 CSS px on a phone)
    return max(size, round(g.name_size * NAME_FLOOR), g.note_size)


class SeatName(Label):
    """A seat's name on the scoreboard: all at one size (`name_size`), shortened if needed,
    never into the seat's score."""

    def __init__(self, scene: MishimashScene, seat: int, visible: Callable[[], bool]) -> None:
        super().__init__(scene.geo.seats[seat].name, partial(self.shown_name, scene, seat),
                         scene.geo.name_size, partial(seat_ink, scene, seat, CREAM, INK),
                         align="left", bold=True, samples=lambda: [SAMPLE_NAME],
                         visible=visible)
        self.scene = scene

    def shown_name(self, scene: MishimashScene, seat: int) -> str:
        return shorten(scene.name_of(seat), name_size(scene), self.rect.width)

    def text_box(self) -> TextBox:
        return self.rect, name_size(self.scene), self.lines, self.bold

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        if self.visible:
            draw.text_block(surf, self.rect, _value(self.text), name_size(self.scene),
                            _value(self.color), align="left", bold=True)


def seat_labels(scene: MishimashScene) -> list[Widget]:
    """Each seat's name and last turn on the scoreboard, and a computer's strength (hidden
    while the HINT takes its place)."""
    out: list[Widget] = []
    m, g = scene.match, scene.geo

    def shown() -> bool:
        return not (g.hint_over_board and scene.hint_open)

    for seat in range(len(m.players)):
        place = g.seats[seat]
        out.append(SeatName(scene, seat, visible=shown))
        if place.note is not None:
            out.append(Label(place.note, partial(seat_note, scene, seat), g.note_size,
                             partial(seat_ink, scene, seat, CREAM_SOFT, INK_SOFT), align="left",
                             samples=seat_note_samples, visible=shown))
        elif not scene.humans[seat]:
            out.append(Label(strength_rect(g, seat),
                             partial(strength_name, scene.strengths[seat]), g.note_size,
                             partial(seat_ink, scene, seat, CREAM_SOFT, INK_SOFT),
                             align="right", visible=shown, samples=strength_samples))
    return out


def seat_ink(scene: MishimashScene, seat: int, current: tuple[int, int, int],
             other: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's text colour: light on the current seat's dark band."""
    m = scene.match
    return current if seat == m.seat and not m.is_over else other


def aside_layout(scene: MishimashScene) -> tuple[list[tuple[int, tuple[int, ...]]], int, int]:
    """The set-aside groups that fit beside the label: (roll number, dice) newest last, how many
    older groups are left out ("+N more"), and the dice size. The newest always shows."""
    g = scene.geo
    rolls = [(k, r.keep) for k, r in enumerate(scene.match.turn_rolls, start=1) if r.keep]
    room = g.aside.right - aside_x(g)
    more_w = more_width(len(rolls), g.small)  # room for "+N more" (at most this wide)
    for size in g.aside_sizes:
        width = sum(group_width(keep, size, g) for _k, keep in rolls)
        if width <= room:
            return rolls, 0, size
    size = g.aside_sizes[-1]
    shown: list[tuple[int, tuple[int, ...]]] = []
    used = more_w
    for k, keep in reversed(rolls):
        w = group_width(keep, size, g)
        if shown and used + w > room:
            break
        shown.insert(0, (k, keep))
        used += w
    return shown, len(rolls) - len(shown), size


def aside_x(g: Geo) -> int:
    """Where the set-aside groups start, right of their label."""
    return g.aside.left + g.aside_label_w + 16


def multiplier_w(g: Geo) -> int:
    """A set-aside group's "×k"."""
    return round(40 * g.small / TEXT_SMALL)


def more_text(n: int) -> str:
    """The older groups left out of the set-aside row."""
    return ngettext("+{n} more", "+{n} more", n).format(n=n)


def more_width(n: int, size: int = TEXT_SMALL) -> int:
    return text.width(more_text(n), size, bold=True) + 12


def group_width(keep: tuple[int, ...], size: int, g: Geo | None = None) -> int:
    """A set-aside group's width: its multiplier, then its dice."""
    return (40 if g is None else multiplier_w(g)) + len(keep) * (size + 4) + 14


# ---- painting -----------------------------------------------------------------------------


def banner_grow(scene: MishimashScene) -> float:
    """The banners' type scale: a phone's, shrunk to the free room where they show."""
    return min(scene.metrics.type_scale, scene.geo.banner_room / effects.BANNER_H)


def banner_rect(scene: MishimashScene, full: bool = False) -> pygame.Rect:
    """Where the banner showing is painted (`full`: at the end of its bounce)."""
    assert scene.banner is not None
    g = scene.geo
    left, width = g.banner_span or (0, scene.metrics.width)
    return effects.banner_band(width, scene.banner, g.banner_y, banner_grow(scene),
                               full).move(left, 0)


def paint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The whole MISHIMASH play screen (reads the scene and its match; changes nothing)."""
    g = scene.geo
    chrome.backdrop(surf, metrics=scene.metrics)
    chrome.play_title(surf, *scene.title(), place=g.title, size=g.title_size,
                      under_size=g.small)
    draw_chips(scene, surf)
    pygame.draw.rect(surf, WOOD_DARK, g.table.move(0, 6), border_radius=22)
    pygame.draw.rect(surf, WOOD, g.table, border_radius=22)
    pygame.draw.rect(surf, (30, 72, 58), g.table.inflate(-22, -22), border_radius=16)
    draw_aside(scene, surf)
    if not (g.hint_over_board and scene.hint_open):
        draw_board(scene, surf)
    if scene.hint_open:
        draw_hint(scene, surf)
    marks = scene.hint.keep if scene.hint_open and scene.hint and not scene.rolling else ()
    for i in marks:  # the advised dice: a gold ring and a pointer above (not colour alone)
        x, y = g.slot(i)
        top = y - g.die // 2 - 22
        pygame.draw.circle(surf, GOLD, (x, y), g.die // 2 + 14, 6)
        pygame.draw.polygon(surf, GOLD, [(x - 14, top - 2), (x + 14, top - 2), (x, top + 16)])
    for sprite in sorted(scene.sprites, key=lambda s: s.rolling):
        sprite.draw(surf)
    scene.draw_widgets(surf)
    scene.draw_effects(surf)
    if scene.banner is not None:
        effects.draw_banner(surf, scene.banner, g.banner_y, banner_grow(scene),
                            span=g.banner_span)
    scene.tips.draw(surf)


def draw_chips(scene: MishimashScene, surf: pygame.Surface) -> None:
    """Turn points, roll number (×k) and MISHIMASH count with the next bonus (their names are
    labels)."""
    m, g = scene.match, scene.geo
    values = (points(scene.shown_points(0)), f"×{max(1, m.roll_number)}",
              f"{m.mishimash_count}", f"+{points(m.next_bonus)}")
    for value, r in zip(values, g.chips, strict=True):
        pygame.draw.rect(surf, PAPER, r, border_radius=12)
        draw.text_block(surf, pygame.Rect(r.left + 12, r.top + g.chip_value_y, r.width - 24,
                                          r.height - g.chip_value_y - 2),
                        value, g.big, INK, align="left", bold=True)


def draw_aside(scene: MishimashScene, surf: pygame.Surface) -> None:
    """What this turn set aside so far, roll by roll, with each roll's multiplier; when there
    are too many groups, the newest with "+N more" for the older ones."""
    g = scene.geo
    groups, hidden, size = aside_layout(scene)
    x = aside_x(g)
    y, h = g.aside.top, g.aside.height
    mw = multiplier_w(g)
    if hidden:
        w = more_width(hidden, g.small)
        draw.text_block(surf, pygame.Rect(x, y, w, h), more_text(hidden), g.small, GOLD,
                        align="left", bold=True)
        x += w
    for k, keep in groups:
        draw.text_block(surf, pygame.Rect(x, y, mw, h), f"×{k}", g.small, GOLD, bold=True)
        x += mw
        for v in keep:
            img = die.face(v, size, "aside")
            surf.blit(img, img.get_rect(center=(x + size // 2, y + h // 2)))
            x += size + 4
        x += 14
    if not groups:
        draw.text_block(surf, pygame.Rect(x, y, min(300, g.aside.right - x), h),
                        _("nothing yet"), g.small, CREAM_SOFT, align="left")


def draw_board(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The scoreboard: every seat's saved total, the current seat marked (names and last
    turns are labels)."""
    m, g = scene.match, scene.geo
    draw.panel(surf, g.board, PAPER, radius=18)
    top = max(m.totals)
    for seat in range(len(m.players)):
        place = g.seats[seat]
        r = place.row
        current = seat == m.seat and not m.is_over
        out = m.in_tiebreak and seat not in m.tiebreak_seats
        if current:  # marked by a dark band and an arrow, not by colour alone
            pygame.draw.rect(surf, INK, r, border_radius=12)
            ax, ay = r.left + 16, place.mid
            arrow = [(ax - 6, ay - 12), (ax + 10, ay), (ax - 6, ay + 12)]
            pygame.draw.polygon(surf, GOLD, arrow)
        else:
            pygame.draw.rect(surf, PAPER_DARK, r, border_radius=12)
        ink = CREAM if current else (INK_SOFT if out else INK)
        if not scene.humans[seat]:  # a small screen icon for computer seats
            c = (place.icon_x, place.mid)
            pygame.draw.rect(surf, ink, (c[0] - 11, c[1] - 9, 22, 15), 2, border_radius=2)
            pygame.draw.line(surf, ink, (c[0] - 6, c[1] + 9), (c[0] + 6, c[1] + 9), 2)
        total = m.totals[seat]
        draw.text_block(surf, place.total, points(scene.shown_points(1 + seat)), g.big,
                        GOLD if current else ink, align="left" if g.upright else "right",
                        bold=True)
        if m.is_over and seat == m.winner or (m.final_round and total == top and total):
            pygame.draw.rect(surf, GOLD, r, 3, border_radius=12)


def draw_hint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The HINT strip: chances and points (labels), their values, the advice (a label) in its
    box; under the table on the desktop (the scoreboard stays in view), over the scoreboard on
    a phone."""
    g = scene.geo
    draw.panel(surf, g.strip, PAPER, radius=16)
    pygame.draw.rect(surf, GOLD, g.strip, 4, border_radius=16)
    pygame.draw.rect(surf, PAPER_DARK, g.advice, border_radius=12)
    for k in range(4):
        _label, value = hint_row_text(scene, k)
        if value:
            r = g.cells[k]
            draw.text_block(surf, pygame.Rect(r.left, r.top + g.cell_label_h, r.width,
                                              r.height - g.cell_label_h - 2), value,
                            g.body, INK, align="left", bold=True)

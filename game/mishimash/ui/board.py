"""How the MISHIMASH play screen looks: its geometry, the labels it shows and its painting.

`labels(scene)` builds the screen's texts as widgets (so the fit check measures them in their
real boxes); `paint(scene, surf)` draws everything and only reads the scene and its match.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.mishimash.ui import advice
from game.ui import chrome, die, draw, effects, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_SMALL,
    WOOD,
    WOOD_DARK,
)
from game.ui.layout import HEADER_INFO, HEADER_INFO_2
from game.ui.names import SAMPLE_NAME, points
from game.ui.widgets import Label, Widget

if TYPE_CHECKING:
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

# The left column, top to bottom: status, chips, the table (dice, and what this turn set
# aside along its foot), the selection, the hint.
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
BANNER_Y = 312  # the banners' centre line


def slot(i: int) -> tuple[int, int]:
    """Centre of table position `i` (six positions)."""
    return (TABLE.left + 78 + i * SLOT_STEP, DICE_Y)


def seat_row(scene: MishimashScene, seat: int) -> pygame.Rect:
    """A seat's row on the scoreboard (rows share the room left by the title and the log)."""
    n = max(1, len(scene.match.players))
    room = BOARD.height - BOARD_HEAD - LOG_BUTTON_H - 24
    h = min(74, room // n)
    return pygame.Rect(BOARD.left + 12, BOARD.top + BOARD_HEAD + seat * h, BOARD.width - 24,
                       h - 6)


def hint_cell(k: int) -> pygame.Rect:
    """Cell `k` (two by two) of the hint strip's chances and points: label over value."""
    s = HINT_STRIP
    w = (s.width - HINT_ADVICE_W - 58) // 2
    return pygame.Rect(s.left + 18 + (k % 2) * (w + 14), s.top + 10 + (k // 2) * HINT_CELL_H,
                       w, HINT_CELL_H)


def advice_box() -> pygame.Rect:
    s = HINT_STRIP
    return pygame.Rect(s.right - HINT_ADVICE_W - 12, s.top + 10, HINT_ADVICE_W, s.height - 20)


# ---- texts as widgets ---------------------------------------------------------------------


def labels(scene: MishimashScene) -> list[Widget]:
    """The screen's texts as widgets: header info, chip names, set-aside label, the hint."""
    m = scene.match
    out: list[Widget] = [
        Label(HEADER_INFO, lambda: _("Target {points}").format(points=m.target), TEXT_BODY, GOLD,
              align="right", bold=True),
        Label(HEADER_INFO_2, lambda: round_tag(m), TEXT_SMALL, CREAM, align="right", bold=True,
              samples=lambda: [_("Tie-break, round {n}").format(n=12), _("Final round"),
                               _("Turn {n}").format(n=120), _("Round {n}").format(n=40)]),
    ]
    x = LEFT_X
    names = (lambda: _("Turn points"), lambda: _("Roll"), lambda: _("MISHIMASH"),
             lambda: _("Next bonus"))
    for name, w in zip(names, CHIP_WIDTHS, strict=True):
        out.append(Label((x + 12, CHIP_Y + 4, w - 24, 24), name, TEXT_SMALL, INK_SOFT,
                         align="left"))
        x += w + CHIP_GAP
    out.append(Label((ASIDE_X, ASIDE_Y, ASIDE_LABEL_W, ASIDE_H),
                     lambda: _("Set aside this turn:"), TEXT_SMALL, CREAM_SOFT, align="left"))
    out.append(Label((BOARD.left + 20, BOARD.top + 8, BOARD.width - 40, 44), lambda: _("Scores"),
                     TEXT_BIG, INK, align="left", bold=True))
    for k in range(4):
        r = hint_cell(k)
        out.append(Label((r.left, r.top, r.width, 48), partial(hint_label, scene, k),
                         HINT_LABEL, INK_SOFT, lines=2, align="left", valign="bottom",
                         visible=partial(lambda k: bool(hint_label(scene, k)), k),
                         samples=lambda: advice.mishimash_samples()[0]))
    box = advice_box()
    out.append(Label(box.inflate(-20, -12), lambda: hint_advice(scene), TEXT_SMALL, INK,
                     lines=4, bold=True, visible=lambda: scene.hint_open,
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


def seat_labels(scene: MishimashScene) -> list[Widget]:
    """Each seat's name and last turn on the scoreboard."""
    out: list[Widget] = []
    m = scene.match
    for seat in range(len(m.players)):
        r = seat_row(scene, seat)
        icon = 0 if scene.humans[seat] else 34

        out.append(Label((r.left + 34, r.top + 2, r.width - 152 - icon, 30), m.players[seat],
                         SEAT_NAME, partial(seat_ink, scene, seat, CREAM, INK), align="left",
                         bold=True, samples=lambda: [SAMPLE_NAME]))
        out.append(Label((r.left + 34, r.top + 32, r.width - 46, max(18, r.height - 34)),
                         partial(last_turn_note, scene, seat), SEAT_NOTE,
                         partial(seat_ink, scene, seat, CREAM_SOFT, INK_SOFT), align="left",
                         samples=note_samples))
    return out


def seat_ink(scene: MishimashScene, seat: int, current: tuple[int, int, int],
             other: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's text colour: light on the current seat's dark band."""
    m = scene.match
    return current if seat == m.seat and not m.is_over else other


def aside_layout(scene: MishimashScene) -> tuple[list[tuple[int, tuple[int, ...]]], int, int]:
    """The set-aside groups that fit beside the label: (roll number, dice) newest last, how many
    older groups are left out ("+N more"), and the dice size. The newest always shows."""
    rolls = [(k, r.keep) for k, r in enumerate(scene.match.turn_rolls, start=1) if r.keep]
    room = TABLE.right - 20 - (ASIDE_X + ASIDE_LABEL_W + 16)
    more_w = more_width(len(rolls))  # room for "+N more" (at most this wide)
    for size in ASIDE_SIZES:
        width = sum(group_width(keep, size) for _k, keep in rolls)
        if width <= room:
            return rolls, 0, size
    size = ASIDE_SIZES[-1]
    shown: list[tuple[int, tuple[int, ...]]] = []
    used = more_w
    for k, keep in reversed(rolls):
        w = group_width(keep, size)
        if shown and used + w > room:
            break
        shown.insert(0, (k, keep))
        used += w
    return shown, len(rolls) - len(shown), size


def more_text(n: int) -> str:
    """The older groups left out of the set-aside row."""
    return ngettext("+{n} more", "+{n} more", n).format(n=n)


def more_width(n: int) -> int:
    return text.width(more_text(n), TEXT_SMALL, bold=True) + 12


def group_width(keep: tuple[int, ...], size: int) -> int:
    """A set-aside group's width: its multiplier, then its dice."""
    return 40 + len(keep) * (size + 4) + 14


# ---- painting -----------------------------------------------------------------------------


def paint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The whole MISHIMASH play screen (reads the scene and its match; changes nothing)."""
    chrome.backdrop(surf)
    chrome.play_title(surf, *scene.title())
    draw_chips(scene, surf)
    pygame.draw.rect(surf, WOOD_DARK, TABLE.move(0, 6), border_radius=22)
    pygame.draw.rect(surf, WOOD, TABLE, border_radius=22)
    pygame.draw.rect(surf, (30, 72, 58), TABLE.inflate(-22, -22), border_radius=16)
    draw_aside(scene, surf)
    draw_board(scene, surf)
    if scene.hint_open:
        draw_hint(scene, surf)
    marks = scene.hint.keep if scene.hint_open and scene.hint and not scene.rolling else ()
    for i in marks:  # the advised dice: a gold ring and a pointer above (not colour alone)
        x, y = slot(i)
        pygame.draw.circle(surf, GOLD, (x, y), DIE_SIZE // 2 + 14, 6)
        pygame.draw.polygon(surf, GOLD, [(x - 14, TABLE.top - 2), (x + 14, TABLE.top - 2),
                                         (x, TABLE.top + 16)])
    for sprite in sorted(scene.sprites, key=lambda s: s.rolling):
        sprite.draw(surf)
    scene.draw_widgets(surf)
    scene.draw_effects(surf)
    if scene.banner is not None:
        effects.draw_banner(surf, scene.banner, BANNER_Y)
    scene.tips.draw(surf)


def draw_chips(scene: MishimashScene, surf: pygame.Surface) -> None:
    """Turn points, roll number (×k) and MISHIMASH count with the next bonus (their names are
    labels)."""
    m = scene.match
    values = (points(scene.shown_points(0)), f"×{max(1, m.roll_number)}",
              f"{m.mishimash_count}", f"+{points(m.next_bonus)}")
    x = LEFT_X
    for value, w in zip(values, CHIP_WIDTHS, strict=True):
        r = pygame.Rect(x, CHIP_Y, w, CHIP_H)
        pygame.draw.rect(surf, PAPER, r, border_radius=12)
        draw.text_block(surf, pygame.Rect(r.left + 12, r.top + 28, r.width - 24, 36), value,
                        TEXT_BIG, INK, align="left", bold=True)
        x += w + CHIP_GAP


def draw_aside(scene: MishimashScene, surf: pygame.Surface) -> None:
    """What this turn set aside so far, roll by roll, with each roll's multiplier; when there
    are too many groups, the newest with "+N more" for the older ones."""
    groups, hidden, size = aside_layout(scene)
    x = ASIDE_X + ASIDE_LABEL_W + 16
    y = ASIDE_Y
    if hidden:
        w = more_width(hidden)
        draw.text_block(surf, pygame.Rect(x, y, w, ASIDE_H), more_text(hidden), TEXT_SMALL, GOLD,
                        align="left", bold=True)
        x += w
    for k, keep in groups:
        draw.text_block(surf, pygame.Rect(x, y, 40, ASIDE_H), f"×{k}", TEXT_SMALL, GOLD,
                        bold=True)
        x += 40
        for v in keep:
            img = die.face(v, size, "aside")
            surf.blit(img, img.get_rect(center=(x + size // 2, y + ASIDE_H // 2)))
            x += size + 4
        x += 14
    if not groups:
        draw.text_block(surf, pygame.Rect(x, y, 300, ASIDE_H), _("nothing yet"), TEXT_SMALL,
                        CREAM_SOFT, align="left")


def draw_board(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The scoreboard: every seat's saved total, the current seat marked (names and last
    turns are labels)."""
    m = scene.match
    draw.panel(surf, BOARD, PAPER, radius=18)
    top = max(m.totals)
    for seat in range(len(m.players)):
        r = seat_row(scene, seat)
        current = seat == m.seat and not m.is_over
        out = m.in_tiebreak and seat not in m.tiebreak_seats
        if current:  # marked by a dark band and an arrow, not by colour alone
            pygame.draw.rect(surf, INK, r, border_radius=12)
            ax, ay = r.left + 16, r.top + 17
            arrow = [(ax - 6, ay - 12), (ax + 10, ay), (ax - 6, ay + 12)]
            pygame.draw.polygon(surf, GOLD, arrow)
        else:
            pygame.draw.rect(surf, PAPER_DARK, r, border_radius=12)
        ink = CREAM if current else (INK_SOFT if out else INK)
        if not scene.humans[seat]:  # a small screen icon for computer seats
            c = (r.right - 134, r.top + 17)
            pygame.draw.rect(surf, ink, (c[0] - 11, c[1] - 9, 22, 15), 2, border_radius=2)
            pygame.draw.line(surf, ink, (c[0] - 6, c[1] + 9), (c[0] + 6, c[1] + 9), 2)
        total = m.totals[seat]
        draw.text_block(surf, pygame.Rect(r.right - 114, r.top + 2, 104, 34),
                        points(scene.shown_points(1 + seat)), TEXT_BIG,
                        GOLD if current else ink, align="right", bold=True)
        if m.is_over and seat == m.winner or (m.final_round and total == top and total):
            pygame.draw.rect(surf, GOLD, r, 3, border_radius=12)


def draw_hint(scene: MishimashScene, surf: pygame.Surface) -> None:
    """The HINT strip under the table: chances and points (labels), their values, the advice
    (a label) in its box. The scoreboard stays in view."""
    draw.panel(surf, HINT_STRIP, PAPER, radius=16)
    pygame.draw.rect(surf, GOLD, HINT_STRIP, 4, border_radius=16)
    pygame.draw.rect(surf, PAPER_DARK, advice_box(), border_radius=12)
    for k in range(4):
        _label, value = hint_row_text(scene, k)
        if value:
            r = hint_cell(k)
            draw.text_block(surf, pygame.Rect(r.left, r.top + 48, r.width, r.height - 50), value,
                            TEXT_BODY, INK, align="left", bold=True)

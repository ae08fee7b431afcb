"""Pictures of the rules, drawn with the game's own dice: the MISHIMASH scoring card and the
MAGDAGDON adjacency diagram (rules §2.1, §1.4).

Both are plain objects with a fixed layout for a given width, so any screen can place them:

    card = ScoringCard(width=900)        # card.height: the pixels it needs
    card.draw(surf, (x, y))              # paints it with its top-left corner at (x, y)

`AdjacencyDiagram` has the same interface. Every value and every "fits" is asked of the rules
engines (`game.mishimash.combos`, `game.magdagdon.board`), never written down here; the words
are translated when drawn, so a language switch needs no rebuild. Drawing only reads.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.magdagdon import board as B
from game.mishimash import combos
from game.ui import die, draw, text
from game.ui.constants import (
    FELT_DARK,
    GOLD,
    INK,
    INK_SOFT,
    PAPER_DARK,
    RED_DARK,
    TEXT_BODY,
    TEXT_SMALL,
    WOOD,
)

Pos = tuple[int, int]


def dice_row(surf: pygame.Surface, values: tuple[int, ...], x: int, cy: int, size: int,
             gap: int) -> int:
    """Dice side by side from `x`, centred on `cy`; returns the x after the last one."""
    for v in values:
        img = die.face(v, size)
        surf.blit(img, img.get_rect(center=(x + size // 2, cy)))
        x += size + gap
    return x


def _cross(surf: pygame.Surface, center: Pos, r: int, color: tuple[int, int, int] = RED_DARK,
           width: int = 4) -> None:
    cx, cy = center
    pygame.draw.line(surf, color, (cx - r, cy - r), (cx + r, cy + r), width)
    pygame.draw.line(surf, color, (cx - r, cy + r), (cx + r, cy - r), width)


# ---- MISHIMASH: the scoring card --------------------------------------------------------------


def _value(dice: tuple[int, ...]) -> int:
    """Half-points of setting all of `dice` aside from a roll of exactly those dice."""
    return combos.selections_sorted(combos.normalize(dice))[combos.normalize(dice)]


class ScoringCard:
    """Every MISHIMASH combination with its dice and its value (before the roll's multiplier).

    One row per face: the single die (1 and 5 only), then three, four, five and six of that
    face. Then the straight and three pairs, and a footnote on the multiplier and the
    MISHIMASH bonus. A value the higher reading changes (six 2s: three pairs, 10, not 8) is
    drawn in a gold tag.
    """

    DIE = 26
    GAP = 3
    ROW = 40
    VALUE_W = 48
    COLUMN_GAP = 14
    COUNTS = (1, 3, 4, 5, 6)

    def __init__(self, width: int) -> None:
        self.width = width
        step = self.DIE + self.GAP
        # column x offsets: each column holds `count` dice and a value
        self.columns: list[tuple[int, int]] = []
        x = 0
        for count in self.COUNTS:
            self.columns.append((count, x))
            x += count * step + self.VALUE_W + self.COLUMN_GAP
        self.table_width = x - self.COLUMN_GAP
        self.rows_top = 0
        self.special_top = 6 * self.ROW + 14
        self.note_top = self.special_top + 2 * (self.DIE + 20) + 10
        self.height = self.note_top + 3 * text.line_height(TEXT_SMALL) + 8

    @staticmethod
    def entries() -> list[tuple[tuple[int, ...], int, bool]]:
        """(dice, half-points, changed by the higher reading) for every combination, in the
        order of the card: faces 1..6 × (single,) 3, 4, 5, 6 dice, then straight, three pairs."""
        out = []
        for face in range(1, 7):
            for count in ScoringCard.COUNTS:
                if count == 1 and face not in combos.SINGLE_VALUES:
                    continue
                dice = (face,) * count
                value = _value(dice)
                plain = (combos.SINGLE_VALUES[face] if count == 1
                         else combos.kind_value(face, count))
                out.append((dice, value, value != plain))
        out.append(((1, 2, 3, 4, 5, 6), _value((1, 2, 3, 4, 5, 6)), False))
        out.append(((2, 2, 4, 4, 6, 6), _value((2, 2, 4, 4, 6, 6)), False))
        return out

    def draw(self, surf: pygame.Surface, topleft: Pos) -> None:
        """Paint the card with its top-left corner at `topleft`."""
        left, top = topleft
        values = {dice: (value, changed) for dice, value, changed in self.entries()}
        size, gap = self.DIE, self.GAP
        for face in range(1, 7):
            cy = top + self.rows_top + face * self.ROW - self.ROW // 2
            if face % 2:
                band = pygame.Rect(left - 8, cy - self.ROW // 2, self.table_width + 16, self.ROW)
                pygame.draw.rect(surf, PAPER_DARK, band, border_radius=8)
            for count, cx in self.columns:
                x = left + cx
                dice = (face,) * count
                if dice not in values:
                    continue
                end = dice_row(surf, dice, x, cy, size, gap)
                value, changed = values[dice]
                self._value(surf, value, changed, (end + 4, cy))
        y = top + self.special_top
        for dice, label in (((1, 2, 3, 4, 5, 6), _("Straight")),
                            ((2, 2, 4, 4, 6, 6), _("Three pairs"))):
            cy = y + (size + 20) // 2
            end = dice_row(surf, dice, left, cy, size, gap)
            self._value(surf, values[dice][0], False, (end + 4, cy))
            draw.text_block(surf, pygame.Rect(end + self.VALUE_W + 16, cy - 16,
                                              self.width - (end - left) - self.VALUE_W - 16, 32),
                            label, TEXT_SMALL, INK, align="left", bold=True)
            y += size + 20
        note = _("Each roll's points count × the roll number. Setting aside every die: "
                 "MISHIMASH +10, +20, +30 …, never multiplied. Gold: six 2s are worth more as "
                 "three pairs.")
        draw.text_block(surf, pygame.Rect(left, top + self.note_top, self.width,
                                          self.height - self.note_top),
                        note, TEXT_SMALL, INK_SOFT, lines=3, align="left", valign="top")

    def _value(self, surf: pygame.Surface, value: int, changed: bool, midleft: Pos) -> None:
        label = i18n.format_points(value)
        img = text.render(label, TEXT_BODY, INK, True)
        box = img.get_rect(midleft=(midleft[0] + 4, midleft[1]))
        if changed:  # the higher reading: a gold tag, not colour alone (a frame around it)
            tag = box.inflate(12, 4)
            pygame.draw.rect(surf, GOLD, tag, border_radius=8)
            pygame.draw.rect(surf, INK, tag, 2, border_radius=8)
        surf.blit(img, box)


# ---- MAGDAGDON: which values fit beside which numbers -----------------------------------------

# Each example: the numbers around the middle cell (1, 1) of a board, by (row, col), and RUIN
# cells. What fits in the middle is asked of game.magdagdon.board.
ADJACENCY_EXAMPLES: tuple[dict[tuple[int, int], int], ...] = (
    {(1, 0): 3, (0, 1): 4},  # a 3 and a 4: 3 or 4
    {(1, 0): 2, (1, 2): 4},  # a 2 and a 4: only 3
    {(1, 0): 2, (1, 2): 5},  # a 2 and a 5: nothing
    {(1, 0): 3, (1, 2): B.RUIN, (0, 2): 6},  # a ruin and a diagonal 6 restrict nothing
)


def fitting(example: dict[tuple[int, int], int]) -> tuple[int, ...]:
    """The values that may go on the middle cell of an example board (rules §1.4)."""
    board = [B.EMPTY] * B.CELL_COUNT
    for (r, c), v in example.items():
        board[B.index(r, c)] = v
    middle = B.index(1, 1)
    return tuple(v for v in range(1, 7) if B.accepts(board, middle, v))


class AdjacencyDiagram:
    """Small boards around an empty cell, and under each the dice that fit there: the valid
    placement rule (rules §1.4) shown, including that a ruin and a diagonal number count for
    nothing."""

    CELL = 44
    CELL_GAP = 4
    DIE = 36
    SMALL_DIE = 26

    def __init__(self, width: int) -> None:
        self.width = width
        n = len(ADJACENCY_EXAMPLES)
        self.board_w = 3 * self.CELL + 2 * self.CELL_GAP
        self.slot = width // n
        self.height = self.board_w + 16 + self.SMALL_DIE + 14 + 3 * text.line_height(TEXT_SMALL)

    def draw(self, surf: pygame.Surface, topleft: Pos) -> None:
        """Paint the examples side by side with the top-left corner at `topleft`."""
        left, top = topleft
        step = self.CELL + self.CELL_GAP
        for k, example in enumerate(ADJACENCY_EXAMPLES):
            x0 = left + k * self.slot + (self.slot - self.board_w) // 2
            frame = pygame.Rect(x0 - 8, top - 8, self.board_w + 16, self.board_w + 16)
            pygame.draw.rect(surf, WOOD, frame, border_radius=12)
            for r in range(3):
                for c in range(3):
                    cell = pygame.Rect(x0 + c * step, top + r * step, self.CELL, self.CELL)
                    v = example.get((r, c), B.EMPTY)
                    pygame.draw.rect(surf, FELT_DARK, cell, border_radius=8)
                    if v == B.RUIN:
                        pygame.draw.rect(surf, (86, 80, 74), cell, border_radius=8)
                        _cross(surf, cell.center, 10, (40, 36, 34), 3)
                    elif v > 0:
                        img = die.face(v, self.DIE)
                        surf.blit(img, img.get_rect(center=cell.center))
                    elif (r, c) == (1, 1):  # the cell in question: gold frame and a "?"
                        pygame.draw.rect(surf, GOLD, cell, 4, border_radius=8)
                        draw.text_block(surf, cell, "?", TEXT_BODY, GOLD, bold=True)
            fits = fitting(example)
            cy = top + self.board_w + 16 + self.SMALL_DIE // 2
            width = len(fits) * (self.SMALL_DIE + 4) - 4 if fits else self.SMALL_DIE
            x = x0 + (self.board_w - width) // 2
            if fits:
                dice_row(surf, fits, x, cy, self.SMALL_DIE, 4)
            else:
                _cross(surf, (x + self.SMALL_DIE // 2, cy), self.SMALL_DIE // 2 - 2)
            values = ", ".join(map(str, fits))
            if B.RUIN in example.values():
                caption = _("fits: {values}; the ruin and the diagonal 6 do not count").format(
                    values=values)
            else:
                caption = _("fits: {values}").format(values=values) if fits else _("nothing fits")
            draw.text_block(surf, pygame.Rect(left + k * self.slot + 4,
                                              cy + self.SMALL_DIE // 2 + 8, self.slot - 8,
                                              3 * text.line_height(TEXT_SMALL)),
                            caption, TEXT_SMALL, INK, lines=3, valign="top")


Figure = ScoringCard | AdjacencyDiagram
FIGURES: dict[str, type[Figure]] = {"scoring": ScoringCard, "adjacency": AdjacencyDiagram}


def figure(name: str, width: int) -> Figure:
    """The figure `name` ('scoring' or 'adjacency') laid out for `width` pixels."""
    return FIGURES[name](width)

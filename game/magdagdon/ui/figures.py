"""A picture of MAGDAGDON's rules, drawn with the game's own dice: the adjacency diagram
(rules §1.4), shown on the Rules screen (`FrontEnd.figures`).

A plain object with a fixed layout for a given width, so any screen can place it:

    diagram = AdjacencyDiagram(width=900)   # diagram.height: the pixels it needs
    diagram.draw(surf, (x, y))              # paints it with its top-left corner at (x, y)

Every "fits" is asked of the rules engine (`game.magdagdon.board`), never written down here;
the words are translated when drawn, so a language switch needs no rebuild. Drawing only reads.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.magdagdon import board as B
from game.ui import die, draw, text
from game.ui.constants import FELT_DARK, GOLD, INK, RED_DARK, TEXT_BODY, TEXT_SMALL, WOOD
from game.ui.die import dice_row
from game.ui.metrics import scaled

Pos = tuple[int, int]


def _cross(surf: pygame.Surface, center: Pos, r: int, color: tuple[int, int, int] = RED_DARK,
           width: int = 4) -> None:
    cx, cy = center
    pygame.draw.line(surf, color, (cx - r, cy - r), (cx + r, cy + r), width)
    pygame.draw.line(surf, color, (cx - r, cy + r), (cx + r, cy - r), width)


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


def caption(example: dict[tuple[int, int], int]) -> str:
    """What fits an example's middle cell, in the current language."""
    fits = fitting(example)
    values = ", ".join(map(str, fits))
    if B.RUIN in example.values():
        return _("fits: {values}; the ruin and the diagonal 6 do not count").format(
            values=values)
    return _("fits: {values}").format(values=values) if fits else _("nothing fits")


class AdjacencyDiagram:
    """Small boards around an empty cell, and under each the dice that fit there: the valid
    placement rule (rules §1.4) shown, including that a ruin and a diagonal number count for
    nothing."""

    CELL = 44
    CELL_GAP = 4
    DIE = 36
    SMALL_DIE = 26

    def __init__(self, width: int, scale: float = 1.0) -> None:
        self.width = width
        n = len(ADJACENCY_EXAMPLES)
        self.cell, self.cell_gap, self.die, self.small_die = (
            scaled(v, scale) for v in (self.CELL, self.CELL_GAP, self.DIE, self.SMALL_DIE))
        self.body, self.small = scaled(TEXT_BODY, scale), scaled(TEXT_SMALL, scale)
        self.board_w = 3 * self.cell + 2 * self.cell_gap
        # the examples side by side, or two by two where four do not fit (a phone upright)
        self.per_row = n if width // n >= self.board_w + 40 else 2
        self.slot = width // self.per_row
        self.caption_lines = max(3, *(len(text.wrap(caption(e), self.small, self.slot - 8))
                                      for e in ADJACENCY_EXAMPLES))
        self.example_h = (self.board_w + 16 + self.small_die + 14
                          + self.caption_lines * text.line_height(self.small))
        rows = -(-n // self.per_row)
        self.height = rows * self.example_h + (rows - 1) * scaled(24, scale)
        self.row_step = self.example_h + scaled(24, scale)

    def draw(self, surf: pygame.Surface, topleft: Pos) -> None:
        """Paint the examples side by side with the top-left corner at `topleft`."""
        step = self.cell + self.cell_gap
        small_die = self.small_die
        for k, example in enumerate(ADJACENCY_EXAMPLES):
            left = topleft[0]
            top = topleft[1] + (k // self.per_row) * self.row_step
            slot = k % self.per_row
            x0 = left + slot * self.slot + (self.slot - self.board_w) // 2
            frame = pygame.Rect(x0 - 8, top - 8, self.board_w + 16, self.board_w + 16)
            pygame.draw.rect(surf, WOOD, frame, border_radius=12)
            for r in range(3):
                for c in range(3):
                    cell = pygame.Rect(x0 + c * step, top + r * step, self.cell, self.cell)
                    v = example.get((r, c), B.EMPTY)
                    pygame.draw.rect(surf, FELT_DARK, cell, border_radius=8)
                    if v == B.RUIN:
                        pygame.draw.rect(surf, (86, 80, 74), cell, border_radius=8)
                        _cross(surf, cell.center, self.cell * 10 // 44, (40, 36, 34), 3)
                    elif v > 0:
                        img = die.face(v, self.die)
                        surf.blit(img, img.get_rect(center=cell.center))
                    elif (r, c) == (1, 1):  # the cell in question: gold frame and a "?"
                        pygame.draw.rect(surf, GOLD, cell, 4, border_radius=8)
                        draw.text_block(surf, cell, "?", self.body, GOLD, bold=True)
            fits = fitting(example)
            cy = top + self.board_w + 16 + small_die // 2
            width = len(fits) * (small_die + 4) - 4 if fits else small_die
            x = x0 + (self.board_w - width) // 2
            if fits:
                dice_row(surf, fits, x, cy, small_die, 4)
            else:
                _cross(surf, (x + small_die // 2, cy), small_die // 2 - 2)
            draw.text_block(surf, pygame.Rect(left + slot * self.slot + 4,
                                              cy + small_die // 2 + 8, self.slot - 8,
                                              self.caption_lines * text.line_height(self.small)),
                            caption(example), self.small, INK, lines=self.caption_lines,
                            valign="top")

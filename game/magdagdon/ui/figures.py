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

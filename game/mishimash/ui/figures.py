"""A picture of MISHIMASH's rules, drawn with the game's own dice: the scoring card (rules §2.1),
shown on the Rules screen (`FrontEnd.figures`) and over the table during play (`scoring`).

A plain object with a fixed layout for a given width, so any screen can place it:

    card = ScoringCard(width=900)        # card.height: the pixels it needs
    card.draw(surf, (x, y))              # paints it with its top-left corner at (x, y)

Every value is asked of the rules engine (`game.mishimash.combos`), never written down here;
the words are translated when drawn, so a language switch needs no rebuild. Drawing only reads.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.mishimash import combos
from game.ui import draw, text
from game.ui.constants import GOLD, INK, INK_SOFT, PAPER_DARK, TEXT_BODY, TEXT_SMALL
from game.ui.die import dice_row

Pos = tuple[int, int]


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

    def __init__(self, width: int, scale: float = 1.0, small: int | None = None) -> None:
        """A card `width` px wide, its dice and type `scale` times the desktop's (a phone's
        `Metrics.type_scale`); when the five columns do not fit, they go in two blocks (1, 3, 4
        dice, then 5 and 6) one under the other. `small`: the words' type size."""
        self.width = width
        self.die = round(self.DIE * scale)
        self.row = round(self.ROW * scale)
        self.value_w = round(self.VALUE_W * scale)
        self.body = round(TEXT_BODY * scale)
        self.small = round(TEXT_SMALL * scale) if small is None else small
        step = self.die + self.GAP
        self.blocks = [self._columns(self.COUNTS, step)]
        if self.blocks[0][1] > width:
            self.blocks = [self._columns(self.COUNTS[:3], step),
                           self._columns(self.COUNTS[3:], step)]
        self.columns = self.blocks[0][0]
        self.table_width = max(w for _c, w in self.blocks)
        self.rows_top = 0
        self.block_h = 6 * self.row + 14
        self.special_top = len(self.blocks) * self.block_h
        self.note_top = self.special_top + 2 * (self.die + 20) + 10
        self.note_lines = 3 if len(self.blocks) == 1 else 5
        self.height = self.note_top + self.note_lines * text.line_height(self.small) + 8

    def _columns(self, counts: tuple[int, ...], step: int) -> tuple[list[tuple[int, int]], int]:
        """Column x offsets (each holds `count` dice and a value) and the block's width."""
        columns: list[tuple[int, int]] = []
        x = 0
        for count in counts:
            columns.append((count, x))
            x += count * step + self.value_w + self.COLUMN_GAP
        return columns, x - self.COLUMN_GAP

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
        size, gap, row = self.die, self.GAP, self.row
        for b, (columns, width) in enumerate(self.blocks):
            block_top = top + self.rows_top + b * self.block_h
            for face in range(1, 7):
                cy = block_top + face * row - row // 2
                if face % 2:
                    band = pygame.Rect(left - 8, cy - row // 2, width + 16, row)
                    pygame.draw.rect(surf, PAPER_DARK, band, border_radius=8)
                for count, cx in columns:
                    x = left + cx
                    dice = (face,) * count
                    if dice not in values:
                        continue
                    end = dice_row(surf, dice, x, cy, size, gap)
                    value, changed = values[dice]
                    self._value(surf, value, changed, (end + 4, cy))
        y = top + self.special_top
        half = round(16 * self.small / TEXT_SMALL)
        for dice, label in (((1, 2, 3, 4, 5, 6), _("Straight")),
                            ((2, 2, 4, 4, 6, 6), _("Three pairs"))):
            cy = y + (size + 20) // 2
            end = dice_row(surf, dice, left, cy, size, gap)
            self._value(surf, values[dice][0], False, (end + 4, cy))
            draw.text_block(surf, pygame.Rect(end + self.value_w + 16, cy - half,
                                              self.width - (end - left) - self.value_w - 16,
                                              2 * half),
                            label, self.small, INK, align="left", bold=True)
            y += size + 20
        note = _("Each roll's points count × the roll number. Setting aside every die: "
                 "MISHIMASH +10, +20, +30 …, never multiplied. Gold: six 2s are worth more as "
                 "three pairs.")
        draw.text_block(surf, pygame.Rect(left, top + self.note_top, self.width,
                                          self.height - self.note_top),
                        note, self.small, INK_SOFT, lines=self.note_lines, align="left",
                        valign="top")

    def _value(self, surf: pygame.Surface, value: int, changed: bool, midleft: Pos) -> None:
        label = i18n.format_points(value)
        img = text.render(label, self.body, INK, True)
        box = img.get_rect(midleft=(midleft[0] + 4, midleft[1]))
        if changed:  # the higher reading: a gold tag, not colour alone (a frame around it)
            tag = box.inflate(12, 4)
            pygame.draw.rect(surf, GOLD, tag, border_radius=8)
            pygame.draw.rect(surf, INK, tag, 2, border_radius=8)
        surf.blit(img, box)

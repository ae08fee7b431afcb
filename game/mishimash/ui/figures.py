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
from game.ui.metrics import scaled

Pos = tuple[int, int]


def _value(dice: tuple[int, ...]) -> int:
    """Half-points of setting all of `dice` aside from a roll of exactly those dice."""
    return combos.selections_sorted(combos.normalize(dice))[combos.normalize(dice)]


def note() -> str:
    """The footnote, in the current language."""
    return _("Each roll's points count × the roll number. Setting aside every die: "
             "MISHIMASH +10, +20, +30 …, never multiplied. Gold: six 2s are worth more as "
             "three pairs.")


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
    TIER_GAP = 18
    COUNTS = (1, 3, 4, 5, 6)

    def __init__(self, width: int, scale: float = 1.0, small: int | None = None) -> None:
        """A card `width` px wide, its dice and type `scale` times the desktop's (a phone's
        `Metrics.type_scale`); `small`: the words' type size."""
        self.width = width
        self.die, self.gap, self.row = (scaled(v, scale) for v in (self.DIE, self.GAP, self.ROW))
        self.value_w, column_gap = scaled(self.VALUE_W, scale), scaled(self.COLUMN_GAP, scale)
        self.body = scaled(TEXT_BODY, scale)
        self.small = scaled(TEXT_SMALL, scale) if small is None else small
        step = self.die + self.gap
        # column x offsets: each column holds `count` dice and a value; a column that would
        # not fit the width starts a second tier of the six rows (a phone held upright)
        self.columns: list[tuple[int, int, int]] = []  # (count, x, tier)
        x, tier, widest = 0, 0, 0
        for count in self.COUNTS:
            w = count * step + self.value_w
            if x and x + w > width:
                tier, x = tier + 1, 0
            self.columns.append((count, x, tier))
            x += w + column_gap
            widest = max(widest, x - column_gap)
        self.table_width = widest
        self.tiers = tier + 1
        self.tier_h = 6 * self.row + scaled(self.TIER_GAP, scale)
        self.rows_top = 0
        self.special_top = tier * self.tier_h + 6 * self.row + scaled(14, scale)
        self.space = self.die + scaled(20, scale)  # the straight's and three pairs' rows
        self.note_top = self.special_top + 2 * self.space + scaled(10, scale)
        # the footnote is read as a sentence: on a phone at the body size
        self.note_size = self.small if scale <= 1 else self.body
        self.note_lines = max(3, len(text.wrap(note(), self.note_size, width)))
        self.height = self.note_top + self.note_lines * text.line_height(self.note_size) + 8

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

    def draw(self, surf: pygame.Surface, topleft: Pos, indent: int = 0) -> None:
        """Paint the card with its top-left corner at `topleft`; `indent`: the table and the
        two special rows that far to the right (centred over the footnote's full width)."""
        note_left, top = topleft
        left = note_left + indent
        values = {dice: (value, changed) for dice, value, changed in self.entries()}
        size, gap, row = self.die, self.gap, self.row
        for tier in range(self.tiers):
            for face in range(1, 7):
                cy = top + self.rows_top + tier * self.tier_h + face * row - row // 2
                if face % 2:
                    band = pygame.Rect(left - 8, cy - row // 2, self.table_width + 16, row)
                    pygame.draw.rect(surf, PAPER_DARK, band, border_radius=8)
                for count, cx, column_tier in self.columns:
                    dice = (face,) * count
                    if column_tier != tier or dice not in values:
                        continue
                    end = dice_row(surf, dice, left + cx, cy, size, gap)
                    value, changed = values[dice]
                    self._value(surf, value, changed, (end + 4, cy))
        y = top + self.special_top
        half = round(16 * self.small / TEXT_SMALL)
        for dice, label in (((1, 2, 3, 4, 5, 6), _("Straight")),
                            ((2, 2, 4, 4, 6, 6), _("Three pairs"))):
            cy = y + self.space // 2
            end = dice_row(surf, dice, left, cy, size, gap)
            self._value(surf, values[dice][0], False, (end + 4, cy))
            label_x = end + self.value_w + 16
            draw.text_block(surf, pygame.Rect(label_x, cy - half,
                                              self.width - (label_x - note_left), 2 * half),
                            label, self.small, INK, align="left", bold=True)
            y += self.space
        draw.text_block(surf, pygame.Rect(note_left, top + self.note_top, self.width,
                                          self.height - self.note_top),
                        note(), self.note_size, INK_SOFT, lines=self.note_lines, align="left",
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

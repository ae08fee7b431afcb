"""Small drawing helpers shared by widgets and scenes (never change state)."""

from __future__ import annotations

import pygame

from game.ui import text
from game.ui.constants import CREAM, FOCUS_WIDTH, GOLD, INK

Color = tuple[int, ...]

SPOT_BAND = 8  # the cream of the focus band on a die or cell: 2 px out to 6 px in…
SPOT_INSET = 6  # …then its inner ink edge, 6 to 8 px in


def rounded(surf: pygame.Surface, rect: pygame.Rect, color: Color, radius: int,
            width: int = 0) -> None:
    """A filled (or outlined, with `width`) rounded rectangle; alpha colours are blended."""
    if len(color) == 4 and color[3] < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, color, layer.get_rect(), width, border_radius=radius)
        surf.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surf, color, rect, width, border_radius=radius)


def panel(surf: pygame.Surface, rect: pygame.Rect, color: Color, radius: int = 16,
          shadow: int = 5, border: Color | None = None) -> None:
    """A raised card: soft drop shadow, fill, optional border."""
    if shadow:
        rounded(surf, rect.move(0, shadow), (0, 0, 0, 60), radius)
    rounded(surf, rect, color, radius)
    if border:
        rounded(surf, rect, border, radius, 2)


def focus_ring(surf: pygame.Surface, rect: pygame.Rect, radius: int = 14) -> None:
    """The keyboard focus: a thick two-tone ring around `rect` (readable on felt and paper)."""
    outer = rect.inflate(2 * FOCUS_WIDTH + 6, 2 * FOCUS_WIDTH + 6)
    pygame.draw.rect(surf, INK, outer.inflate(4, 4), 2, border_radius=radius + 7)
    pygame.draw.rect(surf, GOLD, outer, FOCUS_WIDTH, border_radius=radius + 5)


def hover(surf: pygame.Surface, rect: pygame.Rect, radius: int = 14) -> None:
    """A mouse on a button: a light ring round it (its words untouched; not the focus's gold
    ring, nor a chosen option's ink border)."""
    pygame.draw.rect(surf, CREAM, rect.inflate(10, 10), 3, border_radius=radius + 5)


def spot_ring(surf: pygame.Surface, rect: pygame.Rect, radius: int = 12) -> None:
    """The keyboard focus on a die or a board cell: a wide cream band edged in ink over the
    cell's rim, from inside half the gap to the margin round its die (a board die sits 8 px
    inside its cell: the pips stay clear), with a pointer above it: unmistakable on lit gold
    cells and dark ones."""
    pygame.draw.rect(surf, INK, rect.inflate(10, 10), 3, border_radius=radius + 5)
    pygame.draw.rect(surf, CREAM, rect.inflate(4, 4), SPOT_BAND, border_radius=radius + 2)
    pygame.draw.rect(surf, INK, rect.inflate(-2 * SPOT_INSET, -2 * SPOT_INSET), 2,
                     border_radius=max(4, radius - 4))
    x, y = rect.centerx, rect.top - 6
    pointer = [(x - 18, y - 16), (x + 18, y - 16), (x, y)]  # clear of the status text above
    pygame.draw.polygon(surf, CREAM, pointer)
    pygame.draw.polygon(surf, INK, pointer, 3)


def speaker(surf: pygame.Surface, center: tuple[int, int], size: int, on: bool,
            color: Color) -> None:
    """A loudspeaker: with sound waves when `on`, crossed out when not (shape, not colour)."""
    cx, cy = center
    s = size / 2
    body = [(cx - s, cy - s * 0.35), (cx - s * 0.45, cy - s * 0.35), (cx + s * 0.05, cy - s * 0.8),
            (cx + s * 0.05, cy + s * 0.8), (cx - s * 0.45, cy + s * 0.35),
            (cx - s, cy + s * 0.35)]
    pygame.draw.polygon(surf, color, body)
    w = max(2, size // 12)
    if on:
        for k, r in enumerate((s * 0.45, s * 0.85)):
            rect = pygame.Rect(0, 0, 2 * r, 2 * r)
            rect.center = (round(cx + s * 0.05), cy)
            pygame.draw.arc(surf, color, rect, -0.9 + 0.1 * k, 0.9 - 0.1 * k, w)
    else:
        x0, x1 = cx + s * 0.3, cx + s * 0.95
        pygame.draw.line(surf, color, (x0, cy - s * 0.35), (x1, cy + s * 0.35), w + 1)
        pygame.draw.line(surf, color, (x0, cy + s * 0.35), (x1, cy - s * 0.35), w + 1)


def hatch(surf: pygame.Surface, rect: pygame.Rect, color: Color, step: int = 12) -> None:
    """Diagonal hatching clipped to `rect` (marks disabled things without relying on colour)."""
    old = surf.get_clip()
    surf.set_clip(rect.clip(old) if old else rect)
    for x in range(rect.left - rect.height, rect.right, step):
        pygame.draw.line(surf, color, (x, rect.bottom), (x + rect.height, rect.top), 2)
    surf.set_clip(old)


def text_block(
    surf: pygame.Surface,
    rect: pygame.Rect,
    message: str,
    size: int,
    color: Color,
    *,
    lines: int = 1,
    align: str = "center",
    valign: str = "center",
    bold: bool = False,
    ellipsis: bool = False,
) -> None:
    """Draw `message` fitted into `rect` (wrapped to `lines`, shrunk if needed; with `ellipsis`,
    one line shortened with "…" when even the smallest size is too wide: a name)."""
    if ellipsis and lines == 1:
        s, line = text.fit_line(message, size, rect.width, bold)
        rows = [line]
    else:
        s, rows = text.fit(message, size, rect.width, lines, bold)
    lh = text.line_height(s, bold, message)
    total = lh * len(rows)
    if valign == "top":
        y = rect.top
    elif valign == "bottom":
        y = rect.bottom - total
    else:
        y = rect.centery - total // 2
    for row in rows:
        img = text.render(row, s, (color[0], color[1], color[2]), bold)
        if align == "left":
            x = rect.left
        elif align == "right":
            x = rect.right - img.get_width()
        else:
            x = rect.centerx - img.get_width() // 2
        surf.blit(img, (x, y + (lh - img.get_height()) // 2))
        y += lh


def baseline_shift(lead: tuple[str, int, bool], other: tuple[str, int, bool]) -> int:
    """How far down to move `other` (text, size, bold) so its baseline meets `lead`'s, both
    one line drawn by `text_block` centred in the same height: a label beside its number
    (scripts such as Telugu sit high in their taller line boxes)."""

    def baseline(words: str, size: int, bold: bool) -> int:
        face = text.font(size, bold, words)
        lh = text.line_height(size, bold, words)
        return -(lh // 2) + (lh - face.get_height()) // 2 + face.get_ascent()

    return baseline(*lead) - baseline(*other)

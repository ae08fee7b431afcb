"""Painting the moments both play screens share (reads state only)."""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.constants import CREAM, GOLD, INK, RED, RED_DARK, WIDTH

BANNER_H, BANNER_SMALL_H = 150, 90  # band heights at full size
BANNER_TEXT, BANNER_SMALL_TEXT = 80, 48  # text sizes at full size


def draw_banner(surf: pygame.Surface, banner, center_y: int) -> None:
    """A banner's band across the screen, growing in with its `scale`."""
    scale = banner.scale
    h = int((BANNER_SMALL_H if banner.small else BANNER_H) * scale)
    band = pygame.Rect(0, 0, WIDTH, h)
    band.center = (WIDTH // 2, center_y)
    pygame.draw.rect(surf, RED_DARK if banner.color == RED else INK, band.move(0, 8))
    pygame.draw.rect(surf, banner.color, band)
    edge = GOLD if banner.color == RED else CREAM
    pygame.draw.line(surf, edge, band.topleft, band.topright, 4)
    pygame.draw.line(surf, edge, band.bottomleft, band.bottomright, 4)
    ink = INK if banner.color == GOLD else CREAM
    size = max(24, int((BANNER_SMALL_TEXT if banner.small else BANNER_TEXT) * scale))
    draw.text_block(surf, band.inflate(-40, -10), banner.message, size, ink, bold=True)

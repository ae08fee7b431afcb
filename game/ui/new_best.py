"""A new best's moment on a result card: the line saying so sits on a gold ribbon with a star
at each end, which pops in when the card opens (both games' end screens, only for a real
record: an earlier best beaten)."""

from __future__ import annotations

import math

import pygame

from game.ui.constants import GOLD, INK, PAPER
from game.ui.tween import ease_out

POP_TIME = 0.45  # seconds the ribbon takes to pop in


def star(center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """A five-pointed star's outline."""
    x, y = center
    return [(x + (radius if k % 2 == 0 else radius * 0.45) * math.sin(k * math.pi / 5),
             y - (radius if k % 2 == 0 else radius * 0.45) * math.cos(k * math.pi / 5))
            for k in range(10)]


class NewBest:
    """The ribbon behind a record's line (`rect`: the line's box and `pad` on each side for its
    stars, clear of the words): `update` pops it in, `draw` paints it before the words."""

    def __init__(self, rect: pygame.Rect, pad: int = 0) -> None:
        self.rect, self.pad = pygame.Rect(rect), pad
        self.t = 0.0

    def update(self, dt: float) -> bool:
        """Advance the pop; True while it still moves."""
        if self.t >= 1:
            return False
        self.t = min(1.0, self.t + dt / POP_TIME)
        return True

    def band(self) -> pygame.Rect:
        """Where the ribbon is at its current size (the full line's box once popped)."""
        k = 0.6 + 0.4 * ease_out(self.t)
        r = self.rect.inflate(2 * self.pad, 4)
        band = pygame.Rect(0, 0, round(r.width * k), round(r.height * k))
        band.center = r.center
        return band

    def draw(self, surf: pygame.Surface) -> None:
        band = self.band()
        pygame.draw.rect(surf, GOLD, band, border_radius=12)
        pygame.draw.rect(surf, INK, band, 3, border_radius=12)
        if self.pad < 12:
            return
        radius = min(self.pad // 2 - 2, band.height // 3)
        for x in (band.left + self.pad // 2, band.right - self.pad // 2):
            points = star((x, band.centery), radius)
            pygame.draw.polygon(surf, PAPER, points)
            pygame.draw.polygon(surf, INK, points, 2)

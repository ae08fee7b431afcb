"""The moments both play screens share: banners and short effects (floating points, rings,
cracks) as data advanced by tweens, and their painting (which reads state only)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import draw, text
from game.ui.constants import CREAM, GOLD, INK, RED, RED_DARK
from game.ui.tween import ease_out

if TYPE_CHECKING:
    from game.ui.play_screen import Banner

Color = tuple[int, int, int]

BANNER_H, BANNER_SMALL_H = 150, 90  # band heights at full size
BANNER_TEXT, BANNER_SMALL_TEXT = 80, 48  # text sizes at full size


def banner_band(width: int, banner: Banner, center_y: int, grow: float = 1.0,
                full: bool = False) -> pygame.Rect:
    """The band a banner covers (`full`: at its full size, as it ends its bounce)."""
    scale = (1.0 if full else banner.scale) * grow
    band = pygame.Rect(0, 0, width, int((BANNER_SMALL_H if banner.small else BANNER_H) * scale))
    band.center = (width // 2, center_y)
    return band


def draw_banner(surf: pygame.Surface, banner: Banner, center_y: int, grow: float = 1.0,
                span: tuple[int, int] | None = None) -> None:
    """A banner's band across the screen, growing in with its `scale` (`grow`: larger type on
    a phone, `Metrics.type_scale`; `span`: only across this left edge and width)."""
    scale = banner.scale * grow
    left, width = span if span is not None else (0, surf.get_width())
    band = banner_band(width, banner, center_y, grow).move(left, 0)
    pygame.draw.rect(surf, RED_DARK if banner.color == RED else INK, band.move(0, 8))
    pygame.draw.rect(surf, banner.color, band)
    edge = GOLD if banner.color == RED else CREAM
    pygame.draw.line(surf, edge, band.topleft, band.topright, 4)
    pygame.draw.line(surf, edge, band.bottomleft, band.bottomright, 4)
    ink = INK if banner.color == GOLD else CREAM
    size = max(round(24 * grow), int((BANNER_SMALL_TEXT if banner.small else BANNER_TEXT) * scale))
    room = band.inflate(-40, -10)
    # display text: as large as the band's width lets it be (a long word on a narrow phone
    # asks for less, rather than being shrunk below what it asked)
    size, _rows = text.fit(banner.message, size, room.width, 1, True, observed=False)
    draw.text_block(surf, room, banner.message, size, ink, bold=True)


class Effect:
    """A short decoration played over the screen: its progress `t` goes from 0 to 1 (a tween
    moves it; the scene forgets the effect at 1). Drawing reads `t` only."""

    t = 0.0

    def draw(self, surf: pygame.Surface) -> None:
        """Paint the effect at its progress."""


class FloatText(Effect):
    """A number that floats up from a place and fades ("+60", "−10"); with `chip`, on an ink
    chip of its own (when it floats over other text: a line's label)."""

    CHIP_PAD = (14, 8)  # the chip round the number's visible pixels

    def __init__(self, message: str, center: tuple[int, int], color: Color = GOLD,
                 size: int = 40, rise: int = 70, chip: bool = False) -> None:
        self.message, self.center, self.color, self.size, self.rise = (
            message, center, color, size, rise)
        self.chip = chip

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        img = text.render(self.message, self.size, self.color, True)
        outline = text.render(self.message, self.size, INK, True)
        alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4)
        x, y = self.center
        y -= int(self.rise * ease_out(t))
        if self.chip:
            glyphs = img.get_bounding_rect().move(img.get_rect(center=(x, y)).topleft)
            box = glyphs.inflate(*self.CHIP_PAD)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*INK, alpha), layer.get_rect(), border_radius=10)
            pygame.draw.rect(layer, (*self.color[:3], alpha), layer.get_rect(), 2,
                             border_radius=10)
            surf.blit(layer, box.topleft)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):  # an ink edge: readable anywhere
            outline.set_alpha(alpha)
            surf.blit(outline, outline.get_rect(center=(x + dx, y + dy)))
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=(x, y)))
        img.set_alpha(None)
        outline.set_alpha(None)


class Ring(Effect):
    """A ring around a box that grows out and fades (a line's bonus, a die locked in)."""

    def __init__(self, rect: pygame.Rect, color: Color = GOLD, grow: int = 26, width: int = 6,
                 inward: bool = False) -> None:
        self.rect, self.color, self.grow, self.width, self.inward = (
            pygame.Rect(rect), color, grow, width, inward)

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        g = int(self.grow * ((1 - t) if self.inward else t))
        r = self.rect.inflate(2 * g, 2 * g)
        layer = pygame.Surface(r.inflate(4, 4).size, pygame.SRCALPHA)
        alpha = int(255 * (1 - t) ** 0.7)
        pygame.draw.rect(layer, (*self.color[:3], alpha), layer.get_rect().inflate(-4, -4),
                         max(2, int(self.width * (1 - 0.5 * t))), border_radius=14 + g // 2)
        surf.blit(layer, r.inflate(4, 4).topleft)


class Shake(Effect):
    """A tap that cannot act: a red frame round what was tapped, shaking side to side and
    fading (with a line saying why, elsewhere)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        dx = round(8 * math.sin(t * 6 * math.pi) * (1 - t))
        width = max(2, round(5 * (1 - t)))
        pygame.draw.rect(surf, RED, self.rect.move(dx, 0).inflate(6, 6), width,
                         border_radius=14)


class Crack(Effect):
    """A cell cracking into a ruin: cracks run out from the middle, dust settles."""

    LINES = (((0.5, 0.5), (0.18, 0.2)), ((0.5, 0.5), (0.46, 0.84)), ((0.5, 0.5), (0.82, 0.36)),
             ((0.82, 0.36), (0.88, 0.7)), ((0.18, 0.2), (0.08, 0.5)))

    def __init__(self, rect: pygame.Rect, seed: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.dust = [((seed * 37 + k * 53) % 100 / 100, (seed * 11 + k * 29) % 100 / 100)
                     for k in range(10)]

    def draw(self, surf: pygame.Surface) -> None:
        t, r = self.t, self.rect
        grow = min(1.0, t / 0.6)
        for (ax, ay), (bx, by) in self.LINES:
            a = (r.left + ax * r.width, r.top + ay * r.height)
            b = (r.left + bx * r.width, r.top + by * r.height)
            end = (a[0] + (b[0] - a[0]) * grow, a[1] + (b[1] - a[1]) * grow)
            pygame.draw.line(surf, CREAM, a, end, 5)
            pygame.draw.line(surf, INK, a, end, 3)
        if t > 0.3:  # dust puffs drifting down and fading
            u = (t - 0.3) / 0.7
            for dx, dy in self.dust:
                x = r.left + dx * r.width
                y = r.top + dy * r.height * 0.6 + u * 30
                radius = max(1, int(7 * (1 - u)))
                pygame.draw.circle(surf, (196, 184, 160), (int(x), int(y)), radius)


class Wait(Effect):
    """Nothing to see: a pause the player waits through (the end of a game lighting up)."""


class DieFly(Effect):
    """A die set aside flies from the table to its place in the set-aside row, shrinking."""

    def __init__(self, value: int, start: tuple[int, int], end: tuple[int, int], size0: int,
                 size1: int) -> None:
        self.value, self.start, self.end, self.size0, self.size1 = value, start, end, size0, size1

    def draw(self, surf: pygame.Surface) -> None:
        from game.ui import die

        e = ease_out(self.t)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - 40 * (1 - (2 * e - 1) ** 2)
        size = max(8, round(self.size0 + (self.size1 - self.size0) * e))
        img = die.face(self.value, size, "aside")
        surf.blit(img, img.get_rect(center=(round(x), round(y))))

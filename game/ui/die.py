"""Dice sprites: pips drawn at the exact size (crisp at any scale) and distinct states.

States differ by shape, not colour alone:
- available: ivory die resting on the felt;
- selected: lifted, with a thick gold-and-ink outline;
- staged: on a board cell, with corner brackets;
- aside (MISHIMASH, set aside): a tick badge in the corner;
- disabled: grey face, hollow pips and a diagonal slash.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui import tween
from game.ui.constants import (
    DIE_ASIDE_FACE,
    DIE_DISABLED_FACE,
    DIE_DISABLED_PIP,
    DIE_EDGE,
    DIE_FACE,
    DIE_PIP,
    DIE_STAGED_FACE,
    GOLD,
    INK,
    RED_DARK,
)

STATES = ("available", "selected", "staged", "aside", "disabled")

# Pip centres on a -1..1 grid for each face.
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}

_faces: dict[tuple[int | None, int, str, int], pygame.Surface] = {}
ANGLE_STEP = 6  # rotation cache granularity in degrees


def face(value: int, size: int, state: str = "available", angle: int = 0) -> pygame.Surface:
    """The picture of one die (cached). `angle` in degrees, quantised to ANGLE_STEP."""
    angle = (round(angle / ANGLE_STEP) * ANGLE_STEP) % 360
    key = (value, size, state, angle)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    if angle:
        surf = pygame.transform.rotate(face(value, size, state, 0), angle)
    else:
        surf = _paint(value, size, state)
    if len(_faces) > 3000:
        _faces.clear()
    _faces[key] = surf
    return surf


def dice_row(surf: pygame.Surface, values: tuple[int, ...], x: int, cy: int, size: int,
             gap: int) -> int:
    """Dice side by side from `x`, centred on `cy`; returns the x after the last one."""
    for v in values:
        img = face(v, size)
        surf.blit(img, img.get_rect(center=(x + size // 2, cy)))
        x += size + gap
    return x


def _paint(value: int, size: int, state: str) -> pygame.Surface:
    pad = max(6, size // 7)  # room for the selection ring
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    body = pygame.Rect(pad, pad, size, size)
    radius = max(4, size // 6)
    fill = {"staged": DIE_STAGED_FACE, "aside": DIE_ASIDE_FACE,
            "disabled": DIE_DISABLED_FACE}.get(state, DIE_FACE)
    pygame.draw.rect(surf, DIE_EDGE, body, border_radius=radius)
    pygame.draw.rect(surf, fill, body.inflate(-max(2, size // 24), -max(2, size // 24)).move(
        0, -max(1, size // 40)), border_radius=radius)
    pip_color = DIE_DISABLED_PIP if state == "disabled" else DIE_PIP
    r = max(2, round(size * 0.09))
    off = size * 0.27
    cx, cy = body.center
    for gx, gy in PIPS.get(value, []):
        center = (round(cx + gx * off), round(cy + gy * off))
        if state == "disabled":
            pygame.draw.circle(surf, pip_color, center, r, max(2, r // 3))  # hollow pips
        else:
            pygame.draw.aacircle(surf, pip_color, center, r)
    line = max(3, size // 16)
    if state == "selected":
        pygame.draw.rect(surf, INK, body.inflate(line * 2, line * 2), line,
                         border_radius=radius + line)
        pygame.draw.rect(surf, GOLD, body.inflate(line * 4, line * 4), line,
                         border_radius=radius + 2 * line)
    elif state == "staged":
        k = size // 4
        for (x, y, dx, dy) in ((body.left, body.top, 1, 1), (body.right - 1, body.top, -1, 1),
                               (body.left, body.bottom - 1, 1, -1),
                               (body.right - 1, body.bottom - 1, -1, -1)):
            pygame.draw.line(surf, INK, (x, y), (x + dx * k, y), line)
            pygame.draw.line(surf, INK, (x, y), (x, y + dy * k), line)
    elif state == "aside":
        badge = (body.right - size // 7, body.top + size // 7)
        br = max(6, size // 6)
        pygame.draw.circle(surf, (46, 120, 70), badge, br)
        bx, by = badge
        pygame.draw.lines(surf, (255, 255, 255), False,
                          [(bx - br // 2, by), (bx - br // 6, by + br // 2),
                           (bx + br // 2, by - br // 2)], max(2, br // 3))
    elif state == "disabled":
        pygame.draw.line(surf, RED_DARK, (body.left + radius // 2, body.bottom - radius // 2),
                         (body.right - radius // 2, body.top + radius // 2), line)
    return surf


class DieSprite:
    """One die on screen: value, state, centre position, size, spin and lift.

    Moments are attributes that tweens move: `roll_t` (a tumble that bounces, spins, shows
    random faces and settles with a last wobble), `flip` (a power turning the die over from
    `flip_from` to its value) and `scale` (a die locked in pops).
    """

    def __init__(self, value: int | None = None, pos: tuple[float, float] = (0, 0),
                 size: int = 88, state: str = "available") -> None:
        self.value = value
        self.shown = value or 1  # the face drawn (changes while tumbling)
        self.x, self.y = float(pos[0]), float(pos[1])
        self.size = size
        self.state = state
        self.angle = 0.0
        self.lift = 0.0
        self.scale = 1.0
        self.flip = 1.0  # 0..1 while turning over; the new face shows from halfway
        self.flip_from: int | None = None
        self.visible = True
        self.rolling = False
        self._roll: tuple[float, float, float, float, float, random.Random | None] = (
            0.0, 0.0, 0.0, 0.0, 0.0, None)
        self._t = 1.0
        self._step = -1

    @property
    def image(self) -> pygame.Surface:
        """The current picture (from the cache)."""
        state = "available" if self.rolling else self.state
        shown = self.shown
        if self.flip < 0.5 and self.flip_from is not None:
            shown = self.flip_from
        return face(shown, self.size, state, int(self.angle))

    @property
    def rect(self) -> pygame.Rect:
        """Where the picture is drawn."""
        img = self.image
        return img.get_rect(center=(round(self.x), round(self.y - self.lift)))

    def draw(self, surf: pygame.Surface) -> None:
        """Shadow (smaller and fainter the higher the die), then the die."""
        if not self.visible:
            return
        s = self.size
        lift = self.lift + (10 if self.state == "selected" and not self.rolling else 0)
        shrink = max(0.45, 1 - lift / 160)
        shadow = pygame.Rect(0, 0, s * 0.95 * shrink, s * 0.32 * shrink)
        shadow.center = (round(self.x + 3 + lift * 0.15), round(self.y + s * 0.46))
        pygame.draw.ellipse(surf, (22, 52, 42), shadow)
        img = self.image
        squash = abs(math.cos(math.pi * self.flip)) if self.flip < 1 else 1.0
        if squash < 0.999 or abs(self.scale - 1) > 0.001:
            w = max(1, round(img.get_width() * squash * self.scale))
            h = max(1, round(img.get_height() * self.scale))
            img = pygame.transform.smoothscale(img, (w, h))
        surf.blit(img, img.get_rect(center=(round(self.x), round(self.y - lift))))

    # tumbling ----------------------------------------------------------------------------------
    def start_roll(self, rng: random.Random, start: tuple[float, float],
                   end: tuple[float, float]) -> None:
        """Prepare a tumble from `start` to `end`; animate `roll_t` from 0 to 1 to play it."""
        spin = rng.choice((-1, 1)) * rng.uniform(540, 900)
        self._roll = (start[0], start[1], end[0], end[1], spin, rng)
        self.rolling = True
        self.flip, self.flip_from, self.scale = 1.0, None, 1.0
        self.roll_t = 0.0

    def retarget(self, end: tuple[float, float]) -> None:
        """A tumble under way lands at `end` instead (the screen was laid out again)."""
        x0, y0, _x1, _y1, spin, rng = self._roll
        self._roll = (x0, y0, end[0], end[1], spin, rng)

    @property
    def roll_t(self) -> float:
        """Progress of the tumble, 0..1 (setting it moves, spins and flickers the die)."""
        return self._t

    @roll_t.setter
    def roll_t(self, t: float) -> None:
        self._t = t
        x0, y0, x1, y1, spin, rng = self._roll
        if rng is None:
            return
        if t >= 1:
            self.x, self.y, self.angle, self.lift = x1, y1, 0.0, 0.0
            self.rolling = False
            self.shown = self.value or self.shown
            return
        travel = min(1.0, t / SETTLE_AT)
        e = tween.ease_out(travel)
        self.x = x0 + (x1 - x0) * e
        self.y = y0 + (y1 - y0) * e
        # three bounces, each lower than the last, while it travels
        self.lift = abs(math.sin(travel * math.pi * 3)) * 64 * (1 - travel) ** 1.4
        if t < SETTLE_AT:
            self.angle = spin * (1 - e)
        else:  # landed: a last wobble that dies away
            u = (t - SETTLE_AT) / (1 - SETTLE_AT)
            self.angle = WOBBLE * math.sin(u * math.pi * 3) * (1 - u)
        step = int(t * 14)  # a new face about every 40 ms, settling on the real value
        if step != self._step:
            self._step = step
            self.shown = rng.randint(1, 6) if t < 0.7 else (self.value or 1)


SETTLE_AT = 0.78  # share of a tumble spent travelling; the rest is the last wobble
WOBBLE = 9.0  # degrees of the last wobble

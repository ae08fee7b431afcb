"""The canvas a screen is laid out on, chosen from the window's shape, and what a CSS pixel is
on it.

The canvas's short side is always 720 px; its long side follows the window's aspect (from
square up to 2.4:1, beyond which the window gets bars), so a phone held upright (390x844 CSS
px) gets a 720x1558 canvas, held sideways 1558x720, and a desktop window of about 16:9 the
1280x720 canvas every screen was drawn for. `k` is canvas px per CSS px (per window px natively:
the guide's "window px are the page's CSS px"), so a screen asks for "44 CSS px" as `px(44)`.

A screen that lays itself out for any canvas (`Scene.responsive`) reads its `Metrics`; one that
does not yet is given `DESKTOP_METRICS` and shown letterboxed (docs/architecture.md, "Screens of
any shape").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.constants import SIZE, TEXT_BODY

SHORT_SIDE = 720  # canvas px, whatever the window
MAX_ASPECT = 2.4  # long side / short side; wider or taller windows get bars
SNAP = 0.02  # a window within 2 % of 16:9 gets exactly the desktop canvas (1366x768 included)
TARGET_CSS = 44  # the smallest tappable widget (Apple's guideline, WCAG 2.5.5)
BODY_CSS = 14  # body text at least
SMALL_CSS = 11  # no text smaller
COMPACT_CSS = 500  # a landscape window less tall than this is a phone on its side


def canvas_for(window: tuple[int, int]) -> tuple[int, int]:
    """The canvas for a window of `window` px: 720 px on its short side, its long side
    following the window's aspect (clamped to `MAX_ASPECT`); about 16:9 gives 1280x720."""
    w, h = max(1, window[0]), max(1, window[1])
    aspect = w / h
    if abs(aspect - SIZE[0] / SIZE[1]) <= SNAP * SIZE[0] / SIZE[1]:
        return SIZE
    if aspect >= 1:
        return (round(SHORT_SIDE * min(aspect, MAX_ASPECT)), SHORT_SIDE)
    return (SHORT_SIDE, round(SHORT_SIDE * min(1 / aspect, MAX_ASPECT)))


def canvas_px_per_css(canvas: tuple[int, int], window: tuple[int, int]) -> float:
    """`k`: canvas px per window (CSS) px when `canvas` is letterboxed into `window`."""
    return max(canvas[0] / max(1, window[0]), canvas[1] / max(1, window[1]))


def fill(canvas: tuple[int, int], window: tuple[int, int]) -> float:
    """The share of the window (0..1) that the letterboxed canvas covers."""
    k = canvas_px_per_css(canvas, window)
    return (canvas[0] / k) * (canvas[1] / k) / (max(1, window[0]) * max(1, window[1]))


@dataclass(frozen=True)
class Metrics:
    """A canvas's size and `k`, canvas px per CSS px; what a screen lays itself out from."""

    size: tuple[int, int] = SIZE
    k: float = 1.0

    @classmethod
    def for_window(cls, window: tuple[int, int]) -> Metrics:
        """The canvas that follows a window of `window` CSS px, and its `k`."""
        size = canvas_for(window)
        return cls(size, canvas_px_per_css(size, window))

    @property
    def width(self) -> int:
        return self.size[0]

    @property
    def height(self) -> int:
        return self.size[1]

    @property
    def rect(self) -> pygame.Rect:
        """The whole canvas."""
        return pygame.Rect((0, 0), self.size)

    @property
    def portrait(self) -> bool:
        """Taller than wide (a phone held upright)."""
        return self.height > self.width

    @property
    def compact(self) -> bool:
        """Landscape, but short in CSS px: a phone on its side (rows must be fewer and
        taller than on a desktop)."""
        return not self.portrait and self.height / self.k < COMPACT_CSS

    def px(self, css: float) -> int:
        """`css` CSS px in canvas px (rounded up: "at least")."""
        return math.ceil(css * self.k - 1e-9)

    def at_least(self, canvas_px: int, css: float) -> int:
        """`canvas_px`, or more if that is under `css` CSS px (the desktop size stays the
        desktop size; a phone gets what a finger or an eye needs)."""
        return max(canvas_px, self.px(css))

    @property
    def target(self) -> int:
        """The smallest side of a tappable widget, in canvas px."""
        return self.px(TARGET_CSS)

    @property
    def type_scale(self) -> float:
        """How much larger than on the desktop text is drawn: body text (`TEXT_BODY`) at least
        `BODY_CSS` CSS px, every other size in proportion."""
        return max(1.0, self.k * BODY_CSS / TEXT_BODY)

    def font(self, size: int) -> int:
        """A desktop type size (`TEXT_BODY`, `TEXT_BIG`...) on this canvas."""
        return scaled(size, self.type_scale)


def scaled(size: int, scale: float) -> int:
    """A desktop size (a type size, a die's side) `scale` times larger, never smaller: what a
    picture laid out for a `Metrics.type_scale` draws at."""
    return max(size, math.ceil(size * scale - 1e-9))


DESKTOP_METRICS = Metrics()  # what a screen not yet converted is laid out for

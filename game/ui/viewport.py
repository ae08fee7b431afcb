"""Letterboxing: the fixed logical canvas shown in a window of any size."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.constants import HEIGHT, WIDTH


@dataclass(frozen=True)
class Viewport:
    """Where the logical 1280x720 canvas sits inside a window of `window` pixels."""

    window: tuple[int, int] = (WIDTH, HEIGHT)

    @property
    def scale(self) -> float:
        """Largest uniform scale that fits the window (bars fill the rest)."""
        w, h = self.window
        return max(min(w / WIDTH, h / HEIGHT), 1e-6)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """The canvas rectangle in window pixels: (x, y, w, h)."""
        w, h = self.window
        sw, sh = round(WIDTH * self.scale), round(HEIGHT * self.scale)
        return ((w - sw) // 2, (h - sh) // 2, sw, sh)

    @property
    def identity(self) -> bool:
        """True when the window is exactly the logical size (no scaling needed)."""
        return self.window == (WIDTH, HEIGHT)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """Window pixel -> logical pixel, or None on the letterbox bars."""
        x, y, w, h = self.rect
        lx = (pos[0] - x) * WIDTH / w
        ly = (pos[1] - y) * HEIGHT / h
        if 0 <= lx < WIDTH and 0 <= ly < HEIGHT:
            return int(lx), int(ly)
        return None

    def from_normalised(self, nx: float, ny: float) -> tuple[int, int] | None:
        """Finger coordinates (0..1 of the window) -> logical pixel, or None on a bar."""
        w, h = self.window
        return self.to_logical((nx * w, ny * h))

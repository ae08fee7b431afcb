"""Letterboxing: a canvas shown as large as fits in a window of any size, and input positions
mapped back onto it."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.constants import SIZE


@dataclass(frozen=True)
class Viewport:
    """Where a canvas of `canvas` px sits inside a window of `window` pixels (centred, black
    bars around it)."""

    window: tuple[int, int] = SIZE
    canvas: tuple[int, int] = SIZE

    @property
    def scale(self) -> float:
        """Largest uniform scale that fits the window (bars fill the rest)."""
        w, h = self.window
        return max(min(w / self.canvas[0], h / self.canvas[1]), 1e-6)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """The canvas rectangle in window pixels: (x, y, w, h)."""
        w, h = self.window
        sw, sh = round(self.canvas[0] * self.scale), round(self.canvas[1] * self.scale)
        return ((w - sw) // 2, (h - sh) // 2, sw, sh)

    @property
    def identity(self) -> bool:
        """True when the window is exactly the canvas's size (no scaling needed)."""
        return self.window == self.canvas

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """Window pixel -> canvas pixel, or None on the letterbox bars."""
        x, y, w, h = self.rect
        cw, ch = self.canvas
        lx = (pos[0] - x) * cw / w
        ly = (pos[1] - y) * ch / h
        if 0 <= lx < cw and 0 <= ly < ch:
            return int(lx), int(ly)
        return None

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas pixel (its centre) -> window pixel."""
        x, y, w, h = self.rect
        return (round(x + (pos[0] + 0.5) * w / self.canvas[0]),
                round(y + (pos[1] + 0.5) * h / self.canvas[1]))

    def from_normalised(self, nx: float, ny: float) -> tuple[int, int] | None:
        """Finger coordinates (0..1 of the window) -> canvas pixel, or None on a bar."""
        w, h = self.window
        return self.to_logical((nx * w, ny * h))

"""assets/icon.png: the favicon and native window icon, as tools/make_icon.py draws it."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

MAX_BYTES = 32_000  # it ships in the .apk and as favicon.png


def test_icon_is_a_small_square_png_with_transparent_corners(root: Path) -> None:
    path = root / "assets" / "icon.png"
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert path.stat().st_size <= MAX_BYTES
    icon = pygame.image.load(str(path))
    width, height = icon.get_size()
    assert width == height and 32 <= width <= 512
    assert icon.get_at((0, 0)).a == 0 and icon.get_at((width - 1, height - 1)).a == 0
    assert icon.get_at((width // 2, height // 2)).a == 255


def test_icon_is_what_make_icon_draws(root: Path, make_icon: ModuleType) -> None:
    committed = pygame.image.load(str(root / "assets" / "icon.png"))
    drawn = make_icon.draw(committed.get_width())
    a = pygame.image.tobytes(committed, "RGBA")
    b = pygame.image.tobytes(drawn, "RGBA")
    assert len(a) == len(b)
    # smoothscale may round differently on other CPUs (SIMD paths): allow a tiny difference.
    worst = max(abs(x - y) for x, y in zip(a, b, strict=True))
    assert worst <= 4, "assets/icon.png is out of date: run python tools/make_icon.py"

"""Draw CUBIRI's icon, `assets/icon.png`: two stylised dice on a rounded felt tile.

The same PNG is the browser favicon (pygbag `--icon`) and the native window icon. It is drawn
at 4x and smoothed down so edges and pips are anti-aliased without any image editor.

    python tools/make_icon.py            # writes assets/icon.png (256x256)
    python tools/make_icon.py --size 64 --out /tmp/icon64.png
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# Headless and quiet: only surfaces are drawn, no window, no audio device, no banner.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the environment variables must be set first)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make the project's `game` package importable
    sys.path.insert(0, str(ROOT))

from game.ui.constants import DIE_FACE, DIE_PIP, FELT, GOLD, RED, WOOD  # noqa: E402

DEFAULT_OUT = ROOT / "assets" / "icon.png"
DEFAULT_SIZE = 256
SUPERSAMPLE = 4

# The icon uses the front end's palette (felt table, wooden rim, gold and ivory dice).
TILE = FELT
TILE_EDGE = WOOD
IVORY = DIE_FACE
SHADOW = (0, 0, 0)
PIP_RED = RED
PIP_DARK = DIE_PIP

# Pip positions on a 3x3 grid (0..2, 0..2) for the faces drawn.
PIPS = {
    3: [(0, 0), (1, 1), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
}


def _die(size: int, face: int, body: tuple[int, int, int], pip: tuple[int, int, int],
         angle: float) -> pygame.Surface:
    """One die of side `size` showing `face`, rotated by `angle` degrees."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=radius)
    step = size / 4
    for col, row in PIPS[face]:
        centre = (round(step * (col + 1)), round(step * (row + 1)))
        pygame.draw.circle(surf, pip, centre, round(size * 0.09))
    return pygame.transform.rotate(surf, angle)


def draw(size: int = DEFAULT_SIZE) -> pygame.Surface:
    """Return the icon as a `size`x`size` RGBA surface."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    tile = canvas.get_rect().inflate(-big // 16, -big // 16)
    pygame.draw.rect(canvas, TILE_EDGE, tile, border_radius=big // 5)
    pygame.draw.rect(canvas, TILE, tile.inflate(-big // 32, -big // 32), border_radius=big // 6)

    side = round(big * 0.42)
    back = _die(side, 3, GOLD, PIP_DARK, 18)
    front = _die(side, 5, IVORY, PIP_RED, -10)
    for die, centre in ((back, (0.34, 0.34)), (front, (0.64, 0.64))):
        rect = die.get_rect(center=(round(big * centre[0]), round(big * centre[1])))
        shadow = die.copy()
        shadow.fill((*SHADOW, 150), special_flags=pygame.BLEND_RGBA_MIN)
        canvas.blit(shadow, rect.move(big // 64, big // 40))
        canvas.blit(die, rect)
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str] | None = None) -> int:
    """Write the icon PNG; print its path and size in bytes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE, help="side in pixels")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="PNG file to write")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw(args.size), str(args.out))
    print(f"{args.out}: {args.size}x{args.size}, {args.out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

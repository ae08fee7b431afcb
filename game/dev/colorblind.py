"""`python -m game colorblind --in DIR --out DIR`: the screenshots as people with red-green
colour blindness see them (protanopia and deuteranopia, full severity).

The simulation is the linear model of Machado, Oliveira and Fernandes (2009): each pixel's
linear RGB is multiplied by the published 3x3 matrix for the deficiency, then encoded back to
sRGB. Screens have few distinct colours (flat fills, antialiased edges), so each colour is
converted once. Run it on the screenshot tour (`python -m game shots`) and look for anything
told apart by red or green alone.
"""

from __future__ import annotations

import argparse
import glob
import os

import pygame

Matrix = tuple[tuple[float, float, float], ...]

# Machado et al. 2009, severity 1.0 (rows: output R, G, B; columns: input R, G, B).
MATRICES: dict[str, Matrix] = {
    "protan": ((0.152286, 1.052583, -0.204868),
               (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968),
               (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
}


def _to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


_LINEAR = [_to_linear(c) for c in range(256)]


def simulate_color(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    """One colour as seen with the deficiency `kind` ("protan" or "deutan")."""
    m = MATRICES[kind]
    lin = [_LINEAR[c] for c in rgb]
    r, g, b = (_to_srgb(sum(m[row][k] * lin[k] for k in range(3))) for row in range(3))
    return (r, g, b)


def simulate(surface: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of `surface` as seen with the deficiency `kind`."""
    w, h = surface.get_size()
    data = pygame.image.tobytes(surface, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        px = data[i:i + 3]
        new = seen.get(px)
        if new is None:
            new = bytes(simulate_color((px[0], px[1], px[2]), kind))
            seen[px] = new
        out[i:i + 3] = new
    return pygame.image.frombytes(bytes(out), (w, h), "RGB")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the colorblind command."""
    parser.add_argument("--in", dest="src", required=True, help="folder of PNG screenshots")
    parser.add_argument("--out", required=True, help="folder for the simulated PNG files")
    parser.add_argument("--kind", choices=("protan", "deutan", "both"), default="both")
    parser.add_argument("--match", default="*.png", help="which files (a glob, e.g. 'en-*')")


def run(args: argparse.Namespace) -> int:
    """Simulate every matching screenshot; prints how many files were written."""
    os.makedirs(args.out, exist_ok=True)
    kinds = ("protan", "deutan") if args.kind == "both" else (args.kind,)
    files = sorted(glob.glob(os.path.join(args.src, args.match)))
    for path in files:
        image = pygame.image.load(path)
        name = os.path.splitext(os.path.basename(path))[0]
        for kind in kinds:
            pygame.image.save(simulate(image, kind), os.path.join(args.out, f"{name}-{kind}.png"))
    print(f"colorblind: {len(files) * len(kinds)} PNG files in {args.out} "
          f"({', '.join(kinds)} of {len(files)} screenshots)")
    return 0

"""Render the Telugu reference images: shaped (HarfBuzz, script Telu) and unshaped.

    python tools/telugu_reference.py [--out DIR] [--sheet PNG]

Writes DIR/telugu_shaped.png (DIR defaults to tests/i18n/data/: the reference that
tests/i18n/test_telugu.py compares against) and, for a look by eye, a comparison sheet (default
/tmp/telugu_compare.png): each sample shaped (dark) above the same text unshaped (red: broken
conjuncts, detached vowel signs).
"""

from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ui import fonts  # noqa: E402

DATA = os.path.join(ROOT, "tests", "i18n", "data")
SAMPLE = "తెలుగు క్ష ర్మ స్త్రీ"  # Telugu; conjuncts kSa, rma, stri
MIXED = "MAGDAGDON అంటే 10,5 − ❤"
SIZE = 40


def render_reference(shaping: bool = True) -> pygame.Surface:
    """The reference sample rendered white on transparent at SIZE px."""
    f = fonts.load("telugu", SIZE, shaping=shaping)
    return f.render(SAMPLE, True, (255, 255, 255))


def main(argv: list[str] | None = None) -> int:
    """Write the reference and the comparison sheet."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DATA)
    parser.add_argument("--sheet", default="/tmp/telugu_compare.png")
    args = parser.parse_args(argv)
    pygame.font.init()
    os.makedirs(args.out, exist_ok=True)
    pygame.image.save(render_reference(True), os.path.join(args.out, "telugu_shaped.png"))
    rows = []
    for text in (SAMPLE, MIXED, "చివరి స్కోర్ = బేస్ స్కోర్ + లైన్ బోనస్ − శిథిల జరిమానా"):
        for shaping in (True, False):
            f = fonts.load("telugu", SIZE, shaping=shaping)
            rows.append(f.render(text, True, (20, 20, 20) if shaping else (170, 40, 40)))
    sheet = pygame.Surface((max(r.get_width() for r in rows) + 20,
                            sum(r.get_height() for r in rows) + 20))
    sheet.fill((250, 246, 236))
    y = 10
    for r in rows:
        sheet.blit(r, (10, y))
        y += r.get_height()
    pygame.image.save(sheet, args.sheet)
    print(f"wrote {os.path.join(args.out, 'telugu_shaped.png')} and {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Regenerate the bundled font subsets in assets/fonts/ from Debian's fonts-noto-core.

    python tools/subset_fonts.py [--source /usr/share/fonts/truetype/noto] [--out assets/fonts]

Needs fontTools (dev extra) and the Noto fonts (Debian package fonts-noto-core). The subsets are
committed, so the game and CI never need either. Run it again after the catalogues gain new
characters (`python -m game locales --check` reports characters a font lacks).

What it builds (hinting dropped, OpenType layout tables kept so HarfBuzz can shape):
- NotoSans-{Regular,Bold}.subset.ttf: ASCII, Latin-1, Latin Extended-A, Romanian ș ț, every
  character of the catalogues, and UI symbols; symbols Noto Sans lacks (− ≤ ≥ arrows ❤ ✓ ▶ ✕)
  are copied from Noto Sans Math / Noto Sans Symbols 2.
- NotoSansTelugu-Regular.subset.ttf: the Telugu block with everything GSUB can reach
  (conjuncts, vowel signs), plus the Latin glyphs above copied in, so that one font renders
  mixed Telugu/Latin strings such as "MAGDAGDON అంటే" or scores. Telugu shaping keeps almost
  the whole font (conjunct closure, ~115 KB), so there is no Telugu Bold: game.ui.fonts emboldens
  the Regular one (pygame's synthetic bold) to keep the web bundle under 300 KB of fonts.
"""

from __future__ import annotations

import argparse
import copy
import glob
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import ttProgram

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.i18n import parse_po  # noqa: E402 - after the path set-up above

SOURCE = "/usr/share/fonts/truetype/noto"
OUT = os.path.join(ROOT, "assets", "fonts")

TELUGU_BLOCK = set(range(0x0C00, 0x0C80))
TELUGU_EXTRA = {0x200C, 0x200D, 0x25CC, 0x0964, 0x0965}  # ZWNJ, ZWJ, dotted circle, dandas
LATIN_BASE = (
    set(range(0x20, 0x7F))
    | set(range(0xA0, 0x100))
    | set(range(0x100, 0x180))
    | {0x218, 0x219, 0x21A, 0x21B}  # Ș ș Ț ț (comma below, the correct Romanian letters)
)
# Typography and UI symbols the front end may use.
SYMBOLS = {
    0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026, 0x2039,
    0x203A, 0x20AC, 0x2122, 0x2212, 0x00D7, 0x00F7, 0x2264, 0x2265, 0x2190, 0x2191, 0x2192,
    0x2193, 0x21B5, 0x2764, 0x2713, 0x2715, 0x25B6, 0x25C0, 0x25B2, 0x25BC, 0x2605, 0x2606,
    0x00B7, 0x2009, 0x202F, 0x2007, 0x2060,
}
DONORS = ("NotoSansMath-Regular.ttf", "NotoSansSymbols2-Regular.ttf", "NotoSansSymbols-Regular.ttf")


def catalogue_chars() -> set[int]:
    """Every character used in locales/*.po and the template (msgids and translations)."""
    chars: set[int] = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "locales", "*.po*"))):
        with open(path, encoding="utf-8") as fh:
            for e in parse_po(fh.read(), path):
                if e.msgid == "" and e.msgctxt is None:
                    continue  # the header is never shown
                for text in [e.msgid, e.msgid_plural or "", *e.msgstr]:
                    chars.update(ord(c) for c in text if c not in "\n\t")
    return chars


def _subset(path: str, codepoints: set[int]) -> TTFont:
    opts = subset.Options()
    opts.hinting = False
    opts.layout_features = ["*"]  # keep every feature: Telugu needs akhn, blwf, pres, abvs...
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.glyph_names = False
    opts.drop_tables += ["DSIG"]
    font = TTFont(path)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(codepoints))
    sub.subset(font)
    return font


def copy_glyphs(dst: TTFont, src: TTFont, codepoints: set[int], prefix: str) -> set[int]:
    """Copy the outlines of `codepoints` that `dst` lacks from `src` (same units per em).
    Returns the codepoints copied. Hinting programs are dropped from copied glyphs."""
    assert dst["head"].unitsPerEm == src["head"].unitsPerEm
    src_cmap, dst_cmap = src.getBestCmap(), dst.getBestCmap()
    src_glyf, dst_glyf = src["glyf"], dst["glyf"]
    order = list(dst.getGlyphOrder())
    renamed: dict[str, str] = {}

    def add(name: str) -> str:
        if name in renamed:
            return renamed[name]
        new = prefix + name
        glyph = copy.deepcopy(src_glyf[name])
        glyph.expand(src_glyf)
        if glyph.isComposite():
            for comp in glyph.components:
                comp.glyphName = add(comp.glyphName)
        if hasattr(glyph, "program"):
            glyph.program = ttProgram.Program()
            glyph.program.fromBytecode(b"")
        dst_glyf.glyphs[new] = glyph
        dst["hmtx"].metrics[new] = src["hmtx"].metrics[name]
        order.append(new)
        renamed[name] = new
        return new

    copied = set()
    for cp in sorted(codepoints):
        if cp in dst_cmap or cp not in src_cmap:
            continue
        new = add(src_cmap[cp])
        for table in dst["cmap"].tables:
            if table.isUnicode():
                table.cmap[cp] = new
        copied.add(cp)
    dst.setGlyphOrder(order)
    dst_glyf.glyphOrder = order
    return copied


def build(source: str, out: str) -> list[tuple[str, int]]:
    """Write the three subsets; return (file name, size in bytes) for each."""
    cat = catalogue_chars()
    telugu = TELUGU_BLOCK | TELUGU_EXTRA | {c for c in cat if c in TELUGU_BLOCK}
    latin = LATIN_BASE | SYMBOLS | {c for c in cat if c not in TELUGU_BLOCK | TELUGU_EXTRA}
    donors = [TTFont(os.path.join(source, d)) for d in DONORS
              if os.path.exists(os.path.join(source, d))]
    written = []
    os.makedirs(out, exist_ok=True)
    for weight in ("Regular", "Bold"):
        lat = _subset(os.path.join(source, f"NotoSans-{weight}.ttf"), latin)
        for i, donor in enumerate(donors):
            copy_glyphs(lat, donor, latin, f"d{i}.")
        outputs = [(lat, f"NotoSans-{weight}.subset.ttf")]
        if weight == "Regular":
            tel = _subset(os.path.join(source, "NotoSansTelugu-Regular.ttf"), telugu | latin)
            copy_glyphs(tel, lat, latin, "lat.")
            outputs.append((tel, "NotoSansTelugu-Regular.subset.ttf"))
        for font, name in outputs:
            font["post"].formatType = 3.0  # no glyph names: smaller, and they are never needed
            font.recalcTimestamp = False  # keep the source's date: same input, same bytes
            target = os.path.join(out, name)
            font.save(target)
            written.append((name, os.path.getsize(target)))
        have = lat.getBestCmap()
        missing = sorted(c for c in latin if c not in have)
        if missing:
            print(f"note: {weight}: no font has " + " ".join(f"U+{c:04X}" for c in missing))
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", default=SOURCE, help="folder with the Noto .ttf files")
    parser.add_argument("--out", default=OUT, help="where to write the subsets")
    args = parser.parse_args(argv)
    total = 0
    for name, size in build(args.source, args.out):
        print(f"{name:40} {size / 1024:7.1f} KB")
        total += size
    print(f"{'total':40} {total / 1024:7.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

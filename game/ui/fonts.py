"""Fonts for the active language: bundled Noto Sans subsets, Telugu shaped by HarfBuzz.

    >>> from game import i18n
    >>> from game.ui import fonts
    >>> i18n.activate("te")
    >>> title = fonts.font(48, bold=True).render("తెలుగు MAGDAGDON 10", True, (255, 255, 255))

`font(size, bold)` returns a cached `pygame.font.Font`. Latin languages use the Noto Sans subset;
Telugu uses the Noto Sans Telugu subset, into which `tools/subset_fonts.py` also copied the Latin
letters, digits and symbols, so mixed strings (game names, numbers, scores) need one font only.
On that font `set_script("Telu")` makes HarfBuzz form conjuncts and place vowel signs (rules §4).
Telugu bold is pygame's synthetic bold. Both fonts carry a heart (U+2764) for the dedications.

Text is drawn in the family of the letters it holds (`font_for(text, ...)`): "తెలుగు" in the
language picker (and a player's name in Telugu) is drawn in Telugu letters whatever the
interface language, never as empty boxes, and a text without Telugu letters ("MAGDAGDON",
"91%") in the Latin family even in the Telugu interface, centred in its box like any other.
"""

from __future__ import annotations

import os

import pygame

from game import i18n, resources

FONT_DIR = resources.path("assets", "fonts")

# (script, bold) -> file name under assets/fonts/
FILES: dict[tuple[str, bool], str] = {
    ("latin", False): "NotoSans-Regular.subset.ttf",
    ("latin", True): "NotoSans-Bold.subset.ttf",
    ("telugu", False): "NotoSansTelugu-Regular.subset.ttf",
    ("telugu", True): "NotoSansTelugu-Regular.subset.ttf",  # emboldened: see SYNTHETIC_BOLD
}
# Families without a bundled bold file; pygame emboldens the outlines (a Telugu Bold subset would
# add ~135 KB to the web bundle).
SYNTHETIC_BOLD = {"telugu"}
# Languages that need a font other than the Latin one, and the HarfBuzz script tag to shape with.
SCRIPT_OF_LANGUAGE: dict[str, str] = {"te": "telugu"}
HARFBUZZ_SCRIPT: dict[str, str] = {"telugu": "Telu"}
# Letters that only a script's own family carries (the Telugu family also has every Latin
# glyph, the Latin family no Telugu one).
SCRIPT_BLOCKS: dict[str, range] = {"telugu": range(0x0C00, 0x0C80)}

_cache: dict[tuple[str, int, bool], pygame.font.Font] = {}


def script_of(language: str) -> str:
    """Which bundled font family a language uses ('latin' or 'telugu')."""
    return SCRIPT_OF_LANGUAGE.get(language, "latin")


def path(script: str = "latin", bold: bool = False) -> str:
    """File path of a bundled font."""
    return os.path.join(FONT_DIR, FILES[(script, bold)])


def load(script: str, size: int, bold: bool = False, shaping: bool = True) -> pygame.font.Font:
    """A new (uncached) font of a family; `shaping=False` only for reference renderings."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(path(script, bold), size)
    if bold and script in SYNTHETIC_BOLD:
        f.bold = True
    tag = HARFBUZZ_SCRIPT.get(script)
    if tag and shaping:
        f.set_script(tag)
    return f


def script_of_text(text: str, language: str | None = None) -> str:
    """The family that draws `text` in the interface of `language` (default: the active one):
    the family of the letters it holds. A text without letters of the language's own script
    ("MAGDAGDON", "91%", a date in digits) is drawn in the Latin family even in Telugu: the
    Telugu family's taller lines (room for its vowel signs) would set Latin letters and
    numbers above the middle of their box."""
    for script, block in SCRIPT_BLOCKS.items():
        if any(ord(c) in block for c in text):
            return script
    return "latin"


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font of the active language at `size` px (cached)."""
    return _family_font(script_of(i18n.current()), size, bold)


def font_for(text: str, size: int, bold: bool = False) -> pygame.font.Font:
    """The font that has the glyphs of `text` in the active language's interface (cached)."""
    return _family_font(script_of_text(text), size, bold)


def _family_font(script: str, size: int, bold: bool) -> pygame.font.Font:
    key = (script, int(size), bool(bold))
    f = _cache.get(key)
    if f is None:
        f = _cache[key] = load(script, int(size), bool(bold))
    return f


def clear_cache() -> None:
    """Drop cached fonts (e.g. after pygame.font.quit())."""
    _cache.clear()

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


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font for the active language at `size` px, cached per (language, size, bold)."""
    lang = i18n.current()
    key = (lang, int(size), bool(bold))
    f = _cache.get(key)
    if f is None:
        f = _cache[key] = load(script_of(lang), int(size), bool(bold))
    return f


def clear_cache() -> None:
    """Drop cached fonts (e.g. after pygame.font.quit())."""
    _cache.clear()

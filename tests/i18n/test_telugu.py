"""Telugu is shaped by HarfBuzz (conjuncts formed) and mixed Telugu/Latin text has every glyph."""

from __future__ import annotations

import os

import pygame
import pytest

from game import i18n
from game.ui import fonts

DATA = os.path.join(os.path.dirname(__file__), "data")
SAMPLE = "తెలుగు క్ష ర్మ స్త్రీ"


@pytest.fixture(scope="module", autouse=True)
def font_module():
    pygame.font.init()
    yield
    i18n.activate("en")
    fonts.clear_cache()


def _alpha(surf: pygame.Surface) -> list[int]:
    w, h = surf.get_size()
    return [surf.get_at((x, y)).a for y in range(h) for x in range(w)]


def test_conjuncts_are_formed() -> None:
    """క + ్ + ష shaped is one conjunct glyph cluster, far narrower than three glyphs."""
    shaped = fonts.load("telugu", 40)
    plain = fonts.load("telugu", 40, shaping=False)
    for conjunct in ("క్ష", "ర్మ", "స్త్రీ"):
        assert shaped.size(conjunct)[0] < 0.7 * plain.size(conjunct)[0]


def test_the_language_font_shapes_telugu() -> None:
    i18n.activate("te")
    fonts.clear_cache()
    f = fonts.font(40)
    plain = fonts.load("telugu", 40, shaping=False)
    assert f.size("క్ష")[0] < 0.7 * plain.size("క్ష")[0]
    assert fonts.font(40, bold=True).size("క్ష")[0] < 0.7 * plain.size("క్ష")[0]


def test_rendering_matches_the_shaped_reference() -> None:
    """Compare with tests/i18n/data/telugu_shaped.png (python tools/telugu_reference.py)."""
    reference = pygame.image.load(os.path.join(DATA, "telugu_shaped.png"))
    shaped = fonts.load("telugu", 40).render(SAMPLE, True, (255, 255, 255))
    plain = fonts.load("telugu", 40, shaping=False).render(SAMPLE, True, (255, 255, 255))
    assert shaped.get_size() == reference.get_size()
    assert plain.get_size() != reference.get_size()
    ref = _alpha(reference)
    diff = sum(abs(a - b) for a, b in zip(_alpha(shaped), ref, strict=True)) / len(ref)
    assert diff < 2.0  # the same rasteriser: near-identical pixels


def test_mixed_telugu_and_latin_strings_have_every_glyph() -> None:
    from fontTools.ttLib import TTFont

    cmap = TTFont(fonts.path("telugu")).getBestCmap()
    text = "MAGDAGDON అంటే Majduška 10.5 × − ❤ ఆటగాడు 1"
    assert [c for c in text if ord(c) not in cmap] == []


def test_latin_languages_use_noto_sans_with_romanian_and_german_letters() -> None:
    from fontTools.ttLib import TTFont

    for bold in (False, True):
        cmap = TTFont(fonts.path("latin", bold)).getBestCmap()
        assert all(ord(c) in cmap for c in "șțăîâȘȚĂÎÂßäöüÄÖÜàèìòùšŠ−×❤")


def test_font_is_cached_per_language_size_and_weight() -> None:
    i18n.activate("de")
    a = fonts.font(30)
    assert fonts.font(30) is a
    assert fonts.font(30, bold=True) is not a
    i18n.activate("te")
    assert fonts.font(30) is not a

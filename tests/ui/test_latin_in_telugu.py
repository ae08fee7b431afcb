"""In the Telugu interface, Latin text and numbers ("MAGDAGDON", "91%", a
score) sit in the middle of their boxes as in every other language (the Telugu font's taller
lines set them several pixels high)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.dev import measure
from game.dev.harness import Driver
from game.ui import draw, fonts, layout


def _ink(surf: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """The bounding box of the light (text) pixels of `area`."""
    part = surf.subsurface(area).copy()
    mask = pygame.mask.from_threshold(part, (252, 246, 232), (40, 40, 40, 255))
    rects = mask.get_bounding_rects()
    assert rects, "no text found"
    return rects[0].unionall(rects[1:]).move(area.topleft)


@pytest.mark.parametrize(("message", "size", "bold"), [("91%", 60, True),
                                                        ("MAGDAGDON", 36, True),
                                                        ("−11.9", 20, True),
                                                        ("275", 24, False)])
def test_latin_text_is_centred_in_its_box_in_telugu(message, size, bold):
    saved = i18n.current()
    centres = {}
    try:
        for lang in ("en", "te"):
            i18n.activate(lang)
            surf = pygame.Surface((600, 140))
            surf.fill((0, 0, 0))
            box = pygame.Rect(0, 20, 600, 100)
            draw.text_block(surf, box, message, size, (252, 246, 232), bold=bold)
            centres[lang] = _ink(surf, surf.get_rect()).centery - box.centery
    finally:
        i18n.activate(saved)
    assert abs(centres["te"]) <= 3 and abs(centres["te"] - centres["en"]) <= 1, centres
    assert fonts.script_of_text("వెంకట") == "telugu"  # Telugu letters keep their font


def test_a_telugu_screen_draws_its_latin_title_where_english_does():
    """The daily screen's header title "MAGDAGDON", as a player sees it."""
    places = {}
    for lang in ("en", "te"):
        app = measure.open_screen("magdagdon-daily", (1280, 720), lang)
        Driver(app).pump(1, 0.0)
        places[lang] = _ink(app.canvas, layout.HEADER_TITLE)
    assert places["te"] == places["en"]

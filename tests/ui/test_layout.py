"""Every text box of the UI fits in every language at its intended size (no shrinking)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import fonts


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_text_box_fits(lang):
    from game.ui import layout, text

    pygame.font.init()
    before = i18n.current()
    i18n.activate(lang)
    try:
        bad = []
        for msgid, size, width, lines, bold in layout.text_boxes():
            shown = i18n._(msgid)
            if not text.fits(shown, size, width, lines, bold):
                bad.append(f"{msgid!r} -> {shown!r} ({size}px, {width}px, {lines} lines)")
        assert not bad, "\n".join(bad)
    finally:
        i18n.activate(before)
        fonts.clear_cache()
        text.clear()


def test_boxes_cover_what_the_screens_say():
    """The boxes name real msgids of the screens (a typo would check nothing)."""
    import pathlib
    import re

    from game.ui import layout

    source = "".join(p.read_text(encoding="utf-8")
                     for p in pathlib.Path("game/ui").rglob("*.py") if p.name != "layout.py")
    source += pathlib.Path("game/rules_text.py").read_text(encoding="utf-8")
    flat = re.sub(r'"\s*\n\s*"', "", source)  # join implicitly concatenated literals
    missing = {m for m, *_ in layout.text_boxes() if f'"{m}"' not in flat}
    assert not missing

"""The text-fit check: every text the screens draw fits its box at its intended size.

Nothing here lists boxes by hand. The check walks the real screens (the screenshot tour, every
screen and key moment of both games, without writing files) in each language and measures
 - every text the screens fit into a box while drawing (`text.observing`): one that had to be
   shrunk below the size its screen asked for does not fit;
 - every widget's own text box (`Widget.text_box`) with every text it may show (`texts()`: the
   one shown now and its `samples`, e.g. a status line's other messages).
At run time labels shrink rather than overflow, so this check is what keeps them at their
intended size. `python -m game locales --check` and `tests/ui/test_layout.py` run it (with
`--phones`, also in the windows of phones: `sizes`).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

from game import i18n

if TYPE_CHECKING:
    from game.ui.scene import Scene


def misfits(scene: Scene, boxes: set[tuple[int, int, int, bool]] | None = None,
            ) -> list[tuple[str, int, int, int]]:
    """Every text a widget of `scene` may show (`texts()`) that does not fit the widget's own
    text box at its size: (text, size, width, lines); each box measured is added to `boxes`."""
    from game.ui import text

    out = []
    for widget in scene.widgets:
        box = widget.text_box() if widget.visible else None
        if box is None:
            continue
        rect, size, lines, bold = box
        if boxes is not None:
            boxes.add((size, rect.width, lines, bold))
        for message in widget.texts():
            if message and not text.fits(message, size, rect.width, lines, bold):
                out.append((message, size, rect.width, lines))
    return out


def check(languages: Iterable[str] | None = None,
          sizes: Iterable[tuple[int, int]] = ((1280, 720),)) -> tuple[list[str], str]:
    """Texts that do not fit their boxes, per language (and window size); and a note on what
    was measured."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.dev import shots
    from game.ui import fonts, text

    langs = list(languages or i18n.LANGUAGES)
    windows = list(sizes)
    problems: dict[tuple[str, str, int, int, int], str] = {}
    boxes: set[tuple[int, int, int, bool]] = set()
    saved = i18n.current()
    try:
        for lang, size in [(lang, size) for lang in langs for size in windows]:
            tour = shots.Tour(None, lang, save=False, size=size)
            where = "" if size == (1280, 720) else f" in a {size[0]}x{size[1]} window"

            def drawn(message: str, size: int, width: int, lines: int, bold: bool,
                      given: int, lang: str = lang, tour: shots.Tour = tour,
                      where: str = where) -> None:
                boxes.add((size, width, lines, bold))
                if given < size:
                    problems.setdefault((lang, message, size, width, lines), (
                        f"{lang}: {message!r} is drawn at {given} px instead of {size} px to "
                        f"fit {lines} line(s) of {width} px (screen {tour.app.top.name}{where})"))

            def visit(what: str, lang: str = lang, tour: shots.Tour = tour,
                      where: str = where) -> None:
                for scene in tour.app.scenes:
                    for message, size, width, lines in misfits(scene, boxes):
                        problems.setdefault((lang, message, size, width, lines), (
                            f"{lang}: {message!r} does not fit {lines} line(s) of "
                            f"{width} px at {size} px ({scene.name}: {what}{where})"))

            tour.on_shot = visit
            with text.observing(drawn):
                tour.run()
    finally:
        i18n.activate(saved)
        fonts.clear_cache()
        text.clear()
    note = (f"{len(boxes)} text boxes measured on the screens of the tour in {len(langs)} "
            f"language(s)" + (f" and {len(windows)} window sizes" if len(windows) > 1 else ""))
    return list(problems.values()), note

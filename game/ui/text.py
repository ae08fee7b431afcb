"""Rendered text, cached: fonts come from `game.ui.fonts` for the current language.

Labels never overflow: `fit` wraps at spaces and, if the lines still do not fit the box, steps
the size down (to `TEXT_MIN`) before it would ever cut a word.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator

import pygame

from game import graphemes, i18n
from game.ui import fonts
from game.ui.constants import TEXT_MIN

Color = tuple[int, int, int]

_surfaces: dict[tuple[str, str, int, Color, bool], pygame.Surface] = {}
_layouts: dict[tuple[object, ...], tuple[int, list[str]]] = {}
_LIMIT = 4000
# Who watches every fitting (the fit check): (text, size asked, width, lines, bold, size given).
Observer = Callable[[str, int, int, int, bool, int], None]
_observers: list[Observer] = []
# Who watches every line rendered (the measuring tool, game.dev.measure): (text, size, bold).
Watcher = Callable[[str, int, bool], None]
_watchers: list[Watcher] = []


def font(size: int, bold: bool = False, text: str = "") -> pygame.font.Font:
    """The cached font that draws `text` in the current language (its own font unless the text
    needs another script's, e.g. a language's name in the language picker)."""
    return fonts.font_for(text, size, bold)


def render(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    """One line of text as an antialiased surface (cached per language, size and colour)."""
    for watcher in _watchers:
        watcher(text, size, bold)
    key = (i18n.current(), text, size, color, bold)
    surf = _surfaces.get(key)
    if surf is None:
        if len(_surfaces) > _LIMIT:
            _surfaces.clear()
        surf = font(size, bold, text).render(text, True, color)
        _surfaces[key] = surf
    return surf


def width(text: str, size: int, bold: bool = False) -> int:
    """Rendered width of one line in pixels."""
    return font(size, bold, text).size(text)[0]


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Break `text` into lines no wider than `max_width` at spaces (explicit newlines kept).

    A single word wider than the box stays on its own line; `fit` then shrinks the size.
    """
    f = font(size, bold, text)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if not line or f.size(trial)[0] <= max_width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fits(text: str, size: int, max_width: int, max_lines: int, bold: bool = False) -> bool:
    """True if `text` at `size` wraps into at most `max_lines` lines within `max_width`."""
    lines = wrap(text, size, max_width, bold)
    return len(lines) <= max_lines and all(width(ln, size, bold) <= max_width for ln in lines)


def fit(
    text: str, size: int, max_width: int, max_lines: int = 1, bold: bool = False,
    observed: bool = True,
) -> tuple[int, list[str]]:
    """The largest size <= `size` (down to TEXT_MIN) at which `text` fits, and its lines
    (`observed` False: not told to the fit check's observers, `fit_line`'s names)."""
    key = (i18n.current(), text, size, max_width, max_lines, bold)
    hit = _layouts.get(key)
    if hit is not None:
        for observer in _observers if observed else ():
            observer(text, size, max_width, max_lines, bold, hit[0])
        return hit
    s = size
    while True:
        lines = wrap(text, s, max_width, bold)
        ok = len(lines) <= max_lines and all(width(ln, s, bold) <= max_width for ln in lines)
        if ok or s <= TEXT_MIN:
            break
        s -= 2 if s > 24 else 1
    if len(_layouts) > _LIMIT:
        _layouts.clear()
    _layouts[key] = (s, lines)
    for observer in _observers if observed else ():
        observer(text, size, max_width, max_lines, bold, s)
    return s, lines


# A name shrinks to 85 % of its size at most (a phone's 13 CSS px name stays above 11 px),
# then it is shortened.
NAME_SHRINK = 0.85


def fit_line(text: str, size: int, max_width: int, bold: bool = False) -> tuple[int, str]:
    """One line of `text` in `max_width`: the largest size that fits, down to 85 % of `size`
    (a name stays readable beside the others), and when even that does not, the text
    shortened with "…" after whole characters (never cut inside an akshara or off its accent,
    `game.graphemes.shorten`). Not told to the fit check: a name is the player's."""
    s, _lines = fit(text, size, max_width, 1, bold, observed=False)
    s = max(s, min(size, max(TEXT_MIN, math.ceil(size * NAME_SHRINK))))
    f = font(s, bold, text)
    if f.size(text)[0] <= max_width:
        return s, text
    return s, graphemes.shorten(text, lambda t: f.size(t)[0] <= max_width)


@contextlib.contextmanager
def observing(observer: Observer) -> Iterator[None]:
    """Call `observer` for every text fitted into a box while the block runs (the fit check
    watches what the screens really draw, box by box)."""
    _observers.append(observer)
    try:
        yield
    finally:
        _observers.remove(observer)


@contextlib.contextmanager
def watching(watcher: Watcher) -> Iterator[None]:
    """Call `watcher` for every line of text rendered while the block runs (its size as drawn:
    what a player reads)."""
    _watchers.append(watcher)
    try:
        yield
    finally:
        _watchers.remove(watcher)


def line_height(size: int, bold: bool = False, text: str = "") -> int:
    """Distance between baselines for wrapped text (of `text`'s font)."""
    return font(size, bold, text).get_linesize()


def clear() -> None:
    """Forget every cached surface and layout (fonts changed)."""
    _surfaces.clear()
    _layouts.clear()

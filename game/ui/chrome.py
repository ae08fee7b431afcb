"""Static layers shared by the screens: the felt table, the wooden header, overlays.

They are rendered once per canvas size and cached, so an idle frame is a few blits. A
responsive screen passes its `Metrics` (`game.ui.metrics`); without them, the places are the
desktop canvas's.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import draw, text
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    FELT,
    FELT_DARK,
    FELT_LIGHT,
    SIZE,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)
from game.ui.layout import (
    HEADER_BUTTON,
    HEADER_H,
    HEADER_TITLE,
    NARROW,
    PLAY_TITLE,
    PLAY_TITLE_TOP,
    header,
)
from game.ui.metrics import Metrics
from game.ui.widgets import Button

_cache: dict[tuple[str, int, int], pygame.Surface] = {}
_KEPT = 12  # cached layers at most (a few canvas sizes as the window turns)


def _cached(key: tuple[str, int, int]) -> pygame.Surface | None:
    return _cache.get(key)


def _keep(key: tuple[str, int, int], surf: pygame.Surface) -> pygame.Surface:
    if len(_cache) >= _KEPT:
        _cache.clear()
    _cache[key] = surf
    return surf


def felt(size: tuple[int, int] = SIZE) -> pygame.Surface:
    """The felt table: flat green with a soft vignette and a faint weave (as much weave for
    each area of cloth on any canvas)."""
    width, height = size
    surf = _cached(("felt", width, height))
    if surf is None:
        surf = pygame.Surface(size)
        surf.fill(FELT)
        rng = random.Random(5)  # fixed seed: the same cloth every time
        for _ in range(2600 * width * height // (SIZE[0] * SIZE[1])):
            x, y = rng.randrange(width), rng.randrange(height)
            c = FELT_LIGHT if rng.random() < 0.5 else FELT_DARK
            surf.fill(c, (x, y, 2, 1))
        shade = pygame.Surface(size, pygame.SRCALPHA)
        for i in range(24):
            pygame.draw.rect(shade, (0, 0, 0, 5), (i * 4, i * 3, width - i * 8, height - i * 6),
                             6, border_radius=40)
        surf.blit(shade, (0, 0))
        _keep(("felt", width, height), surf)
    return surf


def header_bar(width: int = SIZE[0], height: int = HEADER_H) -> pygame.Surface:
    """The wooden strip along the top of every screen but the title."""
    surf = _cached(("header", width, height))
    if surf is None:
        surf = pygame.Surface((width, height + 8), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 70), (0, 6, width, height))
        pygame.draw.rect(surf, WOOD, (0, 0, width, height))
        for y in range(6, height, 9):  # wood grain
            pygame.draw.line(surf, WOOD_LIGHT if y % 2 else WOOD_DARK, (0, y), (width, y), 1)
        pygame.draw.rect(surf, WOOD_DARK, (0, height - 5, width, 5))
        _keep(("header", width, height), surf)
    return surf


def backdrop(surf: pygame.Surface, title: str | None = None, header_strip: bool = True,
             metrics: Metrics | None = None, wide: bool = False) -> None:
    """Felt, the header strip and a title centred in it (`metrics`: the places of a
    responsive screen's header, else the desktop canvas's; `wide`: no button in the header's
    right corner, so a narrow canvas's title may use it too)."""
    surf.blit(felt(surf.get_size()), (0, 0))
    if not header_strip:
        return
    if metrics is None:
        surf.blit(header_bar(), (0, 0))
        if title:
            draw.text_block(surf, HEADER_TITLE, title, TEXT_HEAD, CREAM, bold=True)
        return
    place = header(metrics)
    surf.blit(header_bar(metrics.width, place.height), (0, 0))
    if title:  # upright a long title may take two lines rather than shrink
        box = place.title
        if wide and metrics.width < NARROW and not text.fits(title, place.title_size,
                                                             box.width, 1, True):
            # centred over the screen while it fits there; else the right corner too
            wider = pygame.Rect(box.left, box.top, place.right.right - box.left, box.height)
            if text.fits(title, place.title_size, wider.width, 1, True):
                box = wider
        draw.text_block(surf, box, title, place.title_size, CREAM, bold=True,
                        lines=2 if metrics.width < NARROW else 1)


def play_title(surf: pygame.Surface, title: str, under: str = "",
               place: pygame.Rect | None = None, size: int = TEXT_HEAD,
               under_size: int = TEXT_SMALL) -> None:
    """A play screen's title between its header buttons and its info (and a line under it);
    `place` and the sizes for a responsive screen's header (else the desktop's)."""
    box = PLAY_TITLE if place is None else place
    if not under:
        draw.text_block(surf, box, title, size, CREAM, bold=True)
        return
    scale = size / TEXT_HEAD
    top = pygame.Rect(box.left, box.top, box.width, round(PLAY_TITLE_TOP * box.height
                                                          / PLAY_TITLE.height))
    draw.text_block(surf, top, title, round(TEXT_BIG * scale), CREAM, bold=True)
    draw.text_block(surf, pygame.Rect(top.left, top.bottom, top.width, box.bottom - top.bottom),
                    under, under_size, CREAM_SOFT)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything below an overlay."""
    width, height = surf.get_size()
    key = (f"dim{alpha}", width, height)
    layer = _cached(key)
    if layer is None:
        layer = pygame.Surface((width, height), pygame.SRCALPHA)
        layer.fill((10, 20, 16, alpha))
        _keep(key, layer)
    surf.blit(layer, (0, 0))


def back_button(on_press: Callable[[], None], text: Callable[[], str] | None = None,
                metrics: Metrics | None = None) -> Button:
    """The button in the header's left corner ("Back", or `text`)."""
    if metrics is None:
        return Button(HEADER_BUTTON, text or (lambda: _("Back")), on_press, kind="ghost",
                      size=TEXT_BODY)
    place = header(metrics)
    return Button(place.left, text or (lambda: _("Back")), on_press, kind="ghost",
                  size=place.button_size)

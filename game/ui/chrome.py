"""Static layers shared by the screens: the felt table, the wooden header, overlays.

They are rendered once per size and cached, so an idle frame is a few blits.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import draw
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    FELT,
    FELT_DARK,
    FELT_LIGHT,
    HEIGHT,
    SIZE,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)
from game.ui.layout import HEADER_BUTTON, HEADER_H, HEADER_TITLE, PLAY_TITLE, PLAY_TITLE_TOP
from game.ui.widgets import Button

_cache: dict[str, pygame.Surface] = {}


def felt() -> pygame.Surface:
    """The felt table: flat green with a soft vignette and a faint weave."""
    surf = _cache.get("felt")
    if surf is None:
        surf = pygame.Surface(SIZE)
        surf.fill(FELT)
        rng = random.Random(5)  # fixed seed: the same cloth every time
        for _ in range(2600):
            x, y = rng.randrange(WIDTH), rng.randrange(HEIGHT)
            c = FELT_LIGHT if rng.random() < 0.5 else FELT_DARK
            surf.fill(c, (x, y, 2, 1))
        shade = pygame.Surface(SIZE, pygame.SRCALPHA)
        for i in range(24):
            pygame.draw.rect(shade, (0, 0, 0, 5), (i * 4, i * 3, WIDTH - i * 8, HEIGHT - i * 6),
                             6, border_radius=40)
        surf.blit(shade, (0, 0))
        _cache["felt"] = surf
    return surf


def header_bar() -> pygame.Surface:
    """The wooden strip along the top of every screen but the title."""
    surf = _cache.get("header")
    if surf is None:
        surf = pygame.Surface((WIDTH, HEADER_H + 8), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 70), (0, 6, WIDTH, HEADER_H))
        pygame.draw.rect(surf, WOOD, (0, 0, WIDTH, HEADER_H))
        for y in range(6, HEADER_H, 9):  # wood grain
            pygame.draw.line(surf, WOOD_LIGHT if y % 2 else WOOD_DARK, (0, y), (WIDTH, y), 1)
        pygame.draw.rect(surf, WOOD_DARK, (0, HEADER_H - 5, WIDTH, 5))
        _cache["header"] = surf
    return surf


def backdrop(surf: pygame.Surface, title: str | None = None, header: bool = True) -> None:
    """Felt, the header strip and a title centred in it."""
    surf.blit(felt(), (0, 0))
    if header:
        surf.blit(header_bar(), (0, 0))
        if title:
            draw.text_block(surf, HEADER_TITLE, title, TEXT_HEAD, CREAM, bold=True)


def play_title(surf: pygame.Surface, title: str, under: str = "") -> None:
    """A play screen's title between its header buttons and its info (and a line under it)."""
    if not under:
        draw.text_block(surf, PLAY_TITLE, title, TEXT_HEAD, CREAM, bold=True)
        return
    top = pygame.Rect(PLAY_TITLE.left, PLAY_TITLE.top, PLAY_TITLE.width, PLAY_TITLE_TOP)
    draw.text_block(surf, top, title, TEXT_BIG, CREAM, bold=True)
    draw.text_block(surf, pygame.Rect(top.left, top.bottom, top.width,
                                      PLAY_TITLE.bottom - top.bottom),
                    under, TEXT_SMALL, CREAM_SOFT)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything below an overlay."""
    key = f"dim{alpha}"
    layer = _cache.get(key)
    if layer is None:
        layer = pygame.Surface(SIZE, pygame.SRCALPHA)
        layer.fill((10, 20, 16, alpha))
        _cache[key] = layer
    surf.blit(layer, (0, 0))


def back_button(on_press: Callable[[], None], text: Callable[[], str] | None = None) -> Button:
    """The button in the header's left corner ("Back", or `text`)."""
    return Button(HEADER_BUTTON, text or (lambda: _("Back")), on_press, kind="ghost",
                  size=TEXT_BODY)

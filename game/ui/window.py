"""The native window: any size from 640x360 up, the 1280x720 canvas letterboxed into it.

The app scales the canvas itself (`App.present`: `pygame.transform.smoothscale`, so text and
dice stay smooth at any factor, 1.07x on a 1366x768 laptop as well as 0.5x). SDL's own
`pygame.SCALED` was given up: it keeps a window at least as large as the canvas (1280x720, off
screen on a 1366x768 laptop with its task bar, or a 150 % scaled 1080p screen) and scales by
whole factors with nearest-neighbour pixels. The browser build does not come here: its page
scales the canvas.
"""

from __future__ import annotations

import warnings

import pygame

from game.ui.constants import HEIGHT, WIDTH

MIN_SIZE = (WIDTH // 2, HEIGHT // 2)  # 640x360: every button still a finger wide
DESKTOP_SHARE = 0.9  # of the desktop a new window may take (room for a task bar and title)


def initial_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window a game opens: the canvas's size if the desktop has room, else the largest
    16:9 window within `DESKTOP_SHARE` of it (never below `MIN_SIZE`)."""
    w, h = desktop
    scale = min(1.0, w * DESKTOP_SHARE / WIDTH, h * DESKTOP_SHARE / HEIGHT)
    size = (round(WIDTH * scale), round(HEIGHT * scale))
    return (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))


def set_minimum_size(size: tuple[int, int] = MIN_SIZE) -> None:
    """The window may not be made smaller than `size` (by the window manager)."""
    with warnings.catch_warnings():  # pygame-ce 2.5 deprecates the display-module window
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.minimum_size = size


def desktop() -> tuple[int, int]:
    """The first desktop's size (the canvas's size if SDL cannot tell)."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else (WIDTH, HEIGHT)


def open_native(fullscreen: bool = False) -> pygame.Surface:
    """A resizable window that fits the desktop, or the full screen."""
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    surface = pygame.display.set_mode(initial_size(desktop()), pygame.RESIZABLE)
    set_minimum_size()
    return surface


def toggle(fullscreen: bool, windowed: tuple[int, int]) -> pygame.Surface:
    """F11: the full screen, or back to a window of size `windowed`."""
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    surface = pygame.display.set_mode(windowed, pygame.RESIZABLE)
    set_minimum_size()
    return surface

"""Where frames are shown: natively a resizable window whose GPU scales the canvas into it, in
the browser the page's canvas, which the page scales.

Natively (`NativeDisplay`) the window may be any shape from 360x360 up, portrait included. The
app draws on a canvas of its own size (`game.ui.metrics`); SDL's renderer draws that canvas,
uploaded as a texture, letterboxed into the window with linear filtering: the GPU scales it,
not the CPU (no `smoothscale` of the whole canvas every frame). SDL's `pygame.SCALED` is not
used: it keeps the window at least as large as the canvas and cannot change the canvas's shape
without a new `set_mode`.

In the browser (`BrowserDisplay`) the display surface is the canvas itself: `set_mode` gives it
the canvas's size (pygbag's own `set_mode` patch then calls the page's `window_resize()`, which
leaves CUBIRI's page in charge of the canvas's CSS box: `config.user_canvas`), and the page
(tools/web/cubiri.tmpl) fits that box into the viewport, scaled by the browser. The viewport's
size in CSS px comes from the page (`game.platform.viewport`).
"""

from __future__ import annotations

import os
import weakref
from typing import TYPE_CHECKING

import pygame

from game import platform
from game.ui.constants import SIZE, TITLE
from game.ui.viewport import Viewport

if TYPE_CHECKING:  # natively only (the browser build does not need SDL's renderer module)
    from pygame._sdl2 import video

MIN_SIZE = (360, 360)  # any shape from a small square up
DESKTOP_SHARE = 0.9  # of the desktop a new window may take (room for a task bar and title)
BARS = (0, 0, 0, 255)


def initial_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window a game opens: 1280x720 if the desktop has room, else the largest 16:9 window
    within `DESKTOP_SHARE` of it (never below 640x360)."""
    w, h = desktop
    scale = min(1.0, w * DESKTOP_SHARE / SIZE[0], h * DESKTOP_SHARE / SIZE[1])
    size = (round(SIZE[0] * scale), round(SIZE[1] * scale))
    return (max(SIZE[0] // 2, size[0]), max(SIZE[1] // 2, size[1]))


def desktop() -> tuple[int, int]:
    """The first desktop's size (the canvas's size if SDL cannot tell)."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else SIZE


class Display:
    """What the app draws on and how its frames reach the player."""

    fullscreen = False

    def window_size(self) -> tuple[int, int]:
        """The window's size in window px (the page's viewport in CSS px in a browser)."""
        raise NotImplementedError

    def view(self, canvas: tuple[int, int]) -> Viewport:
        """How input positions map onto a canvas of `canvas` px."""
        raise NotImplementedError

    def surface(self, canvas: tuple[int, int]) -> pygame.Surface:
        """The surface to draw frames of `canvas` px on."""
        raise NotImplementedError

    def present(self) -> None:
        """Show the frame just drawn."""
        raise NotImplementedError

    def set_fullscreen(self, on: bool) -> None:
        """Full screen or a window (natively only)."""


class NativeDisplay(Display):
    """A resizable native window; SDL's renderer letterboxes the canvas into it."""

    def __init__(self, window: pygame.Window) -> None:
        from pygame._sdl2 import video

        self.window = window
        self.gpu = _Gpu(window, video.Renderer(window))
        self.canvas: pygame.Surface | None = None
        self.windowed_size = window.size  # to return to from the full screen
        self.close = weakref.finalize(self, self.gpu.close)
        if not _OPEN:
            pygame.register_quit(close_all)
        _OPEN.add(self)

    @property
    def renderer(self) -> video.Renderer | None:
        return self.gpu.renderer

    @property
    def texture(self) -> video.Texture | None:
        return self.gpu.texture

    @classmethod
    def open(cls, size: tuple[int, int] | None = None, fullscreen: bool = False,
             icon: pygame.Surface | None = None) -> NativeDisplay:
        """A window of `size` (by default one that fits the desktop), or the full screen."""
        window = pygame.Window(TITLE, size or initial_size(desktop()), resizable=True)
        window.minimum_size = MIN_SIZE
        if icon is not None:
            window.set_icon(icon)
        display = cls(window)
        if fullscreen:
            display.set_fullscreen(True)
        return display

    def window_size(self) -> tuple[int, int]:
        size: tuple[int, int] = self.window.size
        return size

    def view(self, canvas: tuple[int, int]) -> Viewport:
        return Viewport(self.window_size(), canvas)

    def surface(self, canvas: tuple[int, int]) -> pygame.Surface:
        if self.canvas is None or self.canvas.get_size() != canvas:
            from pygame._sdl2 import video

            self.canvas = pygame.Surface(canvas)
            # A texture in the canvas's own pixel format, so that each frame's upload is a
            # plain copy (a streaming ARGB texture cost twice as much); scaled with linear
            # filtering, smooth at any factor (SDL reads the hint when it makes the texture).
            os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
            if self.gpu.renderer is not None:
                self.gpu.texture = video.Texture.from_surface(self.gpu.renderer, self.canvas)
        return self.canvas

    def present(self) -> None:
        renderer, texture = self.gpu.renderer, self.gpu.texture
        if self.canvas is None or renderer is None or texture is None:
            return
        texture.update(self.canvas)
        renderer.draw_color = BARS
        renderer.clear()
        x, y, w, h = self.view(self.canvas.get_size()).rect
        texture.draw(dstrect=(x, y, w, h))
        renderer.present()

    def shown(self) -> pygame.Surface:
        """What the window shows now (read back from the renderer: tests and tools)."""
        assert self.gpu.renderer is not None, "the window is closed"
        surface: pygame.Surface = self.gpu.renderer.to_surface()
        return surface

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if on:
            self.windowed_size = self.window.size
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            self.window.size = self.windowed_size
        self.fullscreen = on


_OPEN: weakref.WeakSet[NativeDisplay] = weakref.WeakSet()


def close_all() -> None:
    """Close every native window; before `pygame.display.quit()` (`pygame.quit()` calls it)."""
    for display in list(_OPEN):
        display.close()
    _OPEN.clear()


class _Gpu:
    """A window's renderer and texture, freed in SDL's order: texture, renderer, window.

    SDL frees a window's renderer and textures with the window (and all windows when the
    video system quits); a pygame object freed later, by the garbage collector in any order,
    would free whatever SDL has since put at the same address: another window's texture.
    So these live apart from the display (not in its reference cycles) and are closed
    explicitly, when the display is collected or before SDL's video system quits.
    """

    def __init__(self, window: pygame.Window, renderer: video.Renderer) -> None:
        self.window = window
        self.renderer: video.Renderer | None = renderer
        self.texture: video.Texture | None = None

    def close(self) -> None:
        self.texture = None
        self.renderer = None
        self.window.destroy()


class BrowserDisplay(Display):
    """The page's canvas: as large as the app's canvas, scaled by the page (CSS)."""

    def __init__(self, first: tuple[int, int] = SIZE) -> None:
        self.display = pygame.display.set_mode(first)

    def window_size(self) -> tuple[int, int]:
        return platform.viewport() or self.display.get_size()

    def view(self, canvas: tuple[int, int]) -> Viewport:
        # SDL maps the page's pointer positions onto the canvas's own pixels
        return Viewport(canvas, canvas)

    def surface(self, canvas: tuple[int, int]) -> pygame.Surface:
        if self.display.get_size() != canvas:
            self.display = pygame.display.set_mode(canvas)
        return self.display

    def present(self) -> None:
        pygame.display.flip()

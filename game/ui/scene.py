"""Scene base class: lifecycle, widgets, focus and keyboard navigation, and the layout
contract.

`draw` only reads state. `update(dt)` returns True when something on screen changed, so the app
can skip frames that change nothing.

Layout: a scene's state is set up once (`__init__`, `enter`); its widgets are made by `build`
from that state and from `self.metrics` (the canvas's size and CSS px, `game.ui.metrics`), and
`build` runs again whenever the language or the canvas changes (`rebuild`, `relayout`), so it
must only read the state, never reset it. A scene with `responsive = True` is given the canvas
that follows the window's shape; any other gets the desktop's 1280x720 canvas, letterboxed
(docs/architecture.md, "Screens of any shape").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import draw
from game.ui.constants import BUTTON_RADIUS
from game.ui.input import Input, Key, Scroll, Tap
from game.ui.metrics import DESKTOP_METRICS, Metrics
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen (or an overlay when `opaque` is False)."""

    opaque = True
    name = "scene"
    typing = False  # True while the scene takes typed text (single-letter shortcuts pause)
    # True: `build` lays the scene out for any canvas from `self.metrics` (portrait, compact
    # landscape, desktop). False: the scene is drawn on the desktop canvas, letterboxed.
    responsive = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        # The canvas this scene is laid out for: set by the app before `enter` and before each
        # `relayout`.
        self.metrics: Metrics = DESKTOP_METRICS

    # lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""
        self.build()

    def resume(self) -> None:
        """Called when a scene above this one was popped."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def build(self) -> None:
        """Create the widgets (again after a language change)."""
        self.widgets = []

    def rebuild(self) -> None:
        """Rebuild widgets, keeping the focus on the same place if possible."""
        old = self.focus.rect.center if self.focus else None
        self.build()
        self.focus = None
        if old and self.app.keyboard:
            for w in self.focusables():
                if w.rect.collidepoint(old):
                    self.focus = w
                    break

    def relayout(self) -> None:
        """The canvas changed (the window was turned or resized, or an overlay that is not
        responsive came or went): build the widgets again for `self.metrics`. The focus stays
        on the same widget (its place among the focusable ones), and the scene's state
        (choices, scroll positions, animations, typed text) is untouched: `build` only reads it.
        A scene with geometry outside its widgets (a board, sprites in flight) recomputes it
        here too, after calling this."""
        items = self.focusables()
        index = items.index(self.focus) if self.focus in items else None
        if index is None:
            self.focus = None  # `build` chooses its first focus, as on entering
        self.build()
        if index is not None:
            items = self.focusables()
            self.focus = items[min(index, len(items) - 1)] if items else None

    def update(self, dt: float) -> bool:
        """Advance time; True if the picture changed."""
        return False

    def skip_animation(self) -> bool:
        """Finish running animations at once (any tap or key does this first); True if the
        player was waiting for one, so that the input does nothing else."""
        return False

    # input -----------------------------------------------------------------------------------
    def focusables(self) -> list[Widget]:
        """Widgets the keyboard can reach, in reading order."""
        return [w for w in self.widgets if w.focusable and w.visible]

    def handle(self, inp: Input) -> None:
        """Default handling: taps press widgets, keys move the focus and press it."""
        if isinstance(inp, Tap):
            for w in reversed(self.widgets):
                if w.focusable and w.visible and w.rect.collidepoint(inp.pos):
                    self.focus = w
                    w.press()
                    return
            self.tap_empty(inp.pos)
        elif isinstance(inp, Key):
            self.key(inp.action)
        elif isinstance(inp, Scroll):
            self.scroll(inp.dy)

    def tap_empty(self, pos: tuple[int, int]) -> None:
        """A tap that hit no widget."""

    def scroll(self, dy: float) -> None:
        """Wheel or drag."""

    def key(self, action: str) -> None:
        """A key action the scene did not claim itself."""
        if action in ("up", "down", "left", "right"):
            self.move_focus(action)
        elif action in ("next", "prev"):
            self.cycle_focus(1 if action == "next" else -1)
        elif action in ("activate", "space"):
            if self.focus and self.focus.visible:
                self.focus.press()
            else:
                self.cycle_focus(1)
        elif action in ("back", "erase"):
            self.back()

    def back(self) -> None:
        """Esc: leave the scene."""
        if len(self.app.scenes) > 1:
            self.app.pop()

    def cycle_focus(self, step: int) -> None:
        """Tab / Shift+Tab through the focusable widgets."""
        items = self.focusables()
        if not items:
            return
        if self.focus in items:
            i = (items.index(self.focus) + step) % len(items)
        else:
            i = 0 if step > 0 else len(items) - 1
        self.focus = items[i]

    def move_focus(self, direction: str) -> None:
        """Arrow keys: go to the nearest focusable widget in that direction."""
        items = self.focusables()
        if not items:
            return
        if self.focus not in items:
            self.focus = items[0]
            return
        cx, cy = self.focus.rect.center
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
        best, best_score = None, None
        for w in items:
            if w is self.focus:
                continue
            wx, wy = w.rect.center
            along = (wx - cx) * dx + (wy - cy) * dy
            if along <= 4:
                continue
            across = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            score = along + 2.5 * across
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is not None:
            self.focus = best

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """Paint the scene (background first, then widgets)."""
        self.draw_widgets(surf)

    def draw_widgets(self, surf: pygame.Surface) -> None:
        """Paint every widget, the focused one with its ring (only in keyboard mode, and only
        on the top scene: no ring shows through an overlay)."""
        show = self.app.keyboard and bool(self.app.scenes) and self.app.top is self
        hover = self.app.hovered() if self.app.scenes and self.app.top is self else None
        for w in self.widgets:
            w.draw(surf, focused=show and w is self.focus)
            if w is hover:  # a mouse on it: lighter, it can be pressed
                draw.hover(surf, w.rect, BUTTON_RADIUS)

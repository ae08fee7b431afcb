"""The one place that reads pygame events and turns them into game-level inputs.

Scenes see only `Tap(pos)`, `Key(action)`, `Scroll(dy)` (the wheel, or a finger dragged) in
logical pixels, `Text(text)` typed and `Drop(path)` (a file dropped on a native window); the
app itself takes `Resize`, `Quit` and `Point(pos)` (where a mouse points: the buttons'
hover). SDL reports a touch twice (a finger event and a synthetic mouse event flagged `touch`);
the mouse copy is dropped, so a tap acts once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import graphemes
from game.ui.viewport import Viewport


@dataclass(frozen=True)
class Tap:
    """A click or a finger touching down at a logical position."""

    pos: tuple[int, int]


@dataclass(frozen=True)
class Key:
    """A key press, already mapped to a game-level action name."""

    action: str


@dataclass(frozen=True)
class Scroll:
    """Wheel or finger drag: positive `dy` scrolls the content up (shows what is below)."""

    dy: float


@dataclass(frozen=True)
class Text:
    """Typed characters (for names); scenes that do not edit text ignore it."""

    text: str


@dataclass(frozen=True)
class Resize:
    """The native window changed size."""

    size: tuple[int, int]


@dataclass(frozen=True)
class Point:
    """The mouse moved (a mouse, not a finger): where it points on the canvas, None when it
    left it. Only the app reads it: buttons show that they can be pressed (hover)."""

    pos: tuple[int, int] | None


@dataclass(frozen=True)
class Quit:
    """The window was closed."""


@dataclass(frozen=True)
class Drop:
    """A file dropped on the window (natively): its path."""

    path: str


Input = Tap | Key | Scroll | Text | Resize | Quit | Drop | Point

# pygame key -> action. Scenes decide what an action means on their screen.
KEYMAP: dict[int, str] = {
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_RETURN: "activate",
    pygame.K_KP_ENTER: "activate",
    pygame.K_SPACE: "space",  # "activate" unless a name is being typed
    pygame.K_ESCAPE: "back",
    pygame.K_BACKSPACE: "erase",  # "back" unless a name is being typed
    pygame.K_TAB: "next",
    pygame.K_PAGEUP: "page_up",
    pygame.K_PAGEDOWN: "page_down",
    pygame.K_HOME: "home",
    pygame.K_END: "end",
    pygame.K_r: "roll",
    pygame.K_c: "confirm",
    pygame.K_u: "undo",
    pygame.K_z: "undo",
    pygame.K_MINUS: "minus",
    pygame.K_KP_MINUS: "minus",
    pygame.K_PLUS: "plus",
    pygame.K_EQUALS: "plus",
    pygame.K_KP_PLUS: "plus",
    pygame.K_x: "reroll",
    pygame.K_a: "accept",
    pygame.K_s: "save",
    pygame.K_m: "mute",
    pygame.K_F11: "fullscreen",
    pygame.K_h: "help",  # the HINT panel (and dismisses a first-game bubble)
}
for _n in range(1, 7):
    KEYMAP[getattr(pygame, f"K_{_n}")] = f"die{_n}"
    KEYMAP[getattr(pygame, f"K_KP{_n}")] = f"die{_n}"


class InputMapper:
    """Turns raw pygame events into `Input`s for a given viewport."""

    def __init__(self) -> None:
        self.drag_from: float | None = None

    def translate(self, event: pygame.event.Event, view: Viewport) -> list[Input]:
        """The game-level inputs for one pygame event (often none); `view` maps mouse
        positions (window px) and finger positions (0..1 of the window) onto the canvas."""
        fview = view
        t = event.type
        if t == pygame.QUIT:
            return [Quit()]
        if t == pygame.DROPFILE:
            return [Drop(str(event.file))]
        if t in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            size = (int(getattr(event, "w", 0) or event.x), int(getattr(event, "h", 0) or event.y))
            return [Resize(size)] if size[0] > 0 and size[1] > 0 else []
        if t == pygame.KEYDOWN:
            action = KEYMAP.get(event.key)
            if action == "next" and event.mod & pygame.KMOD_SHIFT:
                action = "prev"
            return [Key(action)] if action else []
        if t == pygame.TEXTINPUT:
            return [Text(event.text)] if graphemes.printable(event.text) else []
        if t == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "touch", False) or event.button != 1:
                return []  # the finger event already carries this touch
            pos = view.to_logical(event.pos)
            return [Tap(pos)] if pos else []
        if t == pygame.MOUSEMOTION:
            if getattr(event, "touch", False):
                return []  # a finger dragging: no pointer to hover with
            return [Point(view.to_logical(event.pos))]
        if t == pygame.WINDOWLEAVE:
            return [Point(None)]
        if t == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return []
            return [Scroll(-event.y * 60.0)]
        if t == pygame.FINGERDOWN:
            pos = fview.from_normalised(event.x, event.y)
            self.drag_from = event.y
            return [Tap(pos)] if pos else []
        if t == pygame.FINGERMOTION and self.drag_from is not None:
            dy = (self.drag_from - event.y) * fview.window[1] / fview.scale
            self.drag_from = event.y
            return [Scroll(dy)] if abs(dy) > 0.5 else []
        if t == pygame.FINGERUP:
            self.drag_from = None
        return []

"""Driving the real app without a screen: the headless app, scripted dice, posted events.

Used by the `shots`, `monkey` and `bench` commands and by the UI tests. Events go through
pygame's queue and the app's one input module, exactly as a player's would.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.constants import SIZE

if TYPE_CHECKING:
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.mishimash.ui.play_scene import MishimashScene
    from game.ui.app import App
    from game.ui.session import Session
    from game.ui.widgets import Widget
    from game.ui.window import NativeDisplay

# Two rolls that lead to a MAGDAGDON (see Driver.reach_magdagdon): four 1s, then four 6s
MAGDAGDON_DICE = (1, 1, 1, 1, 6, 6, 6, 6)


class SettleError(AssertionError):
    """The top scene never came to rest."""


class ScriptedRandom(random.Random):
    """A generator whose die rolls come from a script (then from the seed once it runs out)."""

    def __init__(self, values: Iterable[int] = (), seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(values)

    def randint(self, a: int, b: int) -> int:  # noqa: D401 - same contract as Random
        if self.script:
            return self.script.pop(0)
        return super().randint(a, b)


def init_headless(size: tuple[int, int] = SIZE) -> NativeDisplay:
    """Dummy video and audio drivers and a native window of `size` (window px, the CSS px of
    a page), drawn by SDL's renderer as the game's window is."""
    from game.ui.window import NativeDisplay

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    display = NativeDisplay.open(size)
    pygame.event.clear()  # the new window's own events (shown, focus)
    return display


PHONE_SIDE = 600  # CSS px: a window whose shorter side is under this is a phone's page


@contextlib.contextmanager
def phone_ways(size: tuple[int, int]) -> Iterator[None]:
    """While the tools draw a phone-sized window: the ways with files of a phone (its
    browser), so the phone tour says what a phone's player can do; native ways otherwise."""
    from game import platform

    saved = platform.shown_ways
    platform.shown_ways = platform.BROWSER_WAYS if min(size) < PHONE_SIDE else None
    try:
        yield
    finally:
        platform.shown_ways = saved


def make_app(session: Session | None = None, lang: str | None = "en",
             seed: int | None = None, size: tuple[int, int] = SIZE) -> App:
    """A headless app on the title screen in a window of `size` (memory storage unless
    `session` is given; `seed` makes the dice of new games repeatable)."""
    from game.ui.app import App
    from game.ui.ends import show_unseen_end
    from game.ui.scenes.title import TitleScene
    from game.ui.session import Session

    display = init_headless(size)
    app = App(session or Session.memory(), display=display, lang=lang, seed=seed)
    app.push(TitleScene(app))
    show_unseen_end(app)  # as the app starts (game.ui.main)
    app.frame([], 0.0)
    return app


def open_magdagdon(app: App, dice: Iterable[int]) -> MagdagdonScene:
    """A new MAGDAGDON game on top of `app` whose rolls are `dice`, then the seed's."""
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    scene.rng = ScriptedRandom(dice)
    return scene


def open_mishimash(app: App, dice: Iterable[int],
                   players: tuple[str, ...] = ("Ana", "Bo")) -> MishimashScene:
    """A new MISHIMASH match of people on top of `app` whose rolls are `dice`, then the
    seed's."""
    from game.mishimash import Match
    from game.mishimash.ui.play_scene import MishimashScene

    scene = MishimashScene(app, Match(list(players), 250), (True,) * len(players),
                           ScriptedRandom(dice))
    app.push(scene)
    return scene


class Driver:
    """Posts pygame events to the queue and runs frames of the app."""

    def __init__(self, app: App, dt: float = 1 / 60) -> None:
        self.app, self.dt = app, dt

    def pump(self, frames: int = 1, dt: float | None = None) -> None:
        """Run frames, feeding them whatever is in pygame's queue."""
        for _ in range(frames):
            self.app.frame(pygame.event.get(), self.dt if dt is None else dt)

    def settle(self, limit: int = 600) -> None:
        """Run frames until the top scene's animations and banners are done; raise
        `SettleError` if they are still going after `limit` frames (a stuck animation)."""
        for _ in range(limit):
            if not getattr(self.app.top, "busy", False):
                return
            self.pump(1, 0.05)
        raise SettleError(f"{self.app.top.name} still animating after {limit} frames "
                          f"({limit * 0.05:.0f} s of game time)")

    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        return self.app.view.to_window(pos)

    def click(self, pos: tuple[int, int], frames: int = 1) -> None:
        """A mouse click at a logical position."""
        wp = self.window_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wp, button=1,
                                             touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wp, button=1,
                                             touch=False))
        self.pump(frames)

    def touch(self, pos: tuple[int, int], frames: int = 1) -> None:
        """A finger tap (plus SDL's synthetic mouse copy, which must be ignored)."""
        wp = self.window_pos(pos)
        w, h = self.app.view.window
        nx, ny = wp[0] / w, wp[1] / h
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            pygame.event.post(pygame.event.Event(kind, x=nx, y=ny, dx=0.0, dy=0.0,
                                                 finger_id=0, touch_id=0, pressure=1.0))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wp, button=1, touch=True))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wp, button=1, touch=True))
        self.pump(frames)

    def key(self, key: int, frames: int = 1, mod: int = 0) -> None:
        """A key press."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                             scancode=0))
        self.pump(frames)

    def type(self, text: str) -> None:
        """Typed text."""
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.pump(1)

    def resize(self, size: tuple[int, int]) -> None:
        """The player resizes the window (or turns the phone): the window takes the new size,
        SDL reports it, a frame runs."""
        display: Any = self.app.display
        window = getattr(display, "window", None)
        if window is not None:
            window.size = size
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1],
                                             window=window))
        self.pump(1)

    def press(self, widget: Widget, frames: int = 1) -> None:
        """Click the middle of a widget."""
        self.click(widget.rect.center, frames)

    def widget(self, text: str) -> Widget:
        """The visible widget of the top scene that can be pressed and shows `text` (as a player
        finds a button: by what it says); LookupError if there is none."""
        for widget in self.app.top.widgets:
            if widget.focusable and widget.visible and widget.texts()[:1] == [text]:
                return widget
        raise LookupError(f"no {text!r} on {self.app.top.name}")

    def tap(self, text: str, frames: int = 1) -> None:
        """Click the widget showing `text` (`widget`)."""
        self.press(self.widget(text), frames)

    def shot(self, path: str) -> None:
        """Draw the current state and save it as PNG (`picture`)."""
        self.app.dirty = True
        self.pump(1, 0.0)
        pygame.image.save(self.picture(), path)

    def picture(self) -> pygame.Surface:
        """What the window shows, at the resolution of the canvas that follows its shape: the
        canvas itself when it does (always on a 1280x720 window), else the canvas letterboxed
        into a frame of the window's shape (a screen not yet responsive, on a phone)."""
        from game.ui.metrics import canvas_for
        from game.ui.viewport import Viewport

        app = self.app
        frame = canvas_for(app.window_size)
        if app.canvas.get_size() == frame:
            return app.canvas
        picture = pygame.Surface(frame)
        x, y, w, h = Viewport(frame, app.canvas.get_size()).rect
        picture.blit(pygame.transform.smoothscale(app.canvas, (w, h)), (x, y))
        return picture

    def texts(self) -> list[str]:
        """Every text drawn in one frame of the whole screen."""
        from game.ui import text

        seen: list[str] = []
        with text.observing(lambda message, *_rest: seen.append(message)):
            self.app.dirty = True
            self.pump(1, 0.0)
        return seen

    def reach_magdagdon(self, scene: MagdagdonScene) -> None:
        """Play a game opened with MAGDAGDON_DICE to its MAGDAGDON: ROLL the 1s, place two of
        them at the top left, CONFIRM, ROLL the 6s (none may touch a 1), let the dice settle."""
        self.press(scene.roll_button)
        self.settle()
        for cell in ((0, 0), (0, 1)):
            self.press(scene.dice_spots[scene.game.available[0]])
            self.press(scene.cells[cell])
        self.settle()
        self.press(scene.confirm_button)
        self.settle()
        self.press(scene.roll_button)
        self.settle()

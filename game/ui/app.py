"""The app: a scene stack, the frame loop and the services scenes share.

Each frame: inputs -> top scene's `handle` -> `update(dt)` -> draw (only when something changed)
-> present. The loop is one `async` function (pygbag): `await asyncio.sleep(0)` once per frame.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Iterable
from typing import Any

import pygame

from game import i18n, platform
from game.ui import draw, text
from game.ui.audio import Audio
from game.ui.constants import FPS, INK, PAPER, SIZE, TEXT_BODY
from game.ui.input import Input, InputMapper, Key, Quit, Resize, Scroll, Tap
from game.ui.scene import Scene
from game.ui.session import Session
from game.ui.view import Viewport

TOAST_TIME = 4.0

log = logging.getLogger(__name__)


class App:
    """Owns the window, the logical canvas, the scene stack and the shared services."""

    def __init__(self, session: Session | None = None, *, window: pygame.Surface | None = None,
                 fullscreen: bool = False, lang: str | None = None,
                 sdl_scaled: bool = False, seed: int | None = None) -> None:
        self.session = session or Session.open()
        # Seeds of new games' dice: from the system unless a seed makes runs repeatable.
        self.seeds = random.Random(seed)
        settings = self.session.settings
        i18n.activate(lang or settings.language or i18n.detect())  # --lang: this run only
        self.fullscreen = fullscreen
        window = window if window is not None else pygame.display.get_surface()
        if window is None:
            raise RuntimeError("no display: call pygame.display.set_mode before App()")
        self.window: pygame.Surface = window
        # Natively SDL scales the canvas (pygame.SCALED: letterboxed on the GPU), and its
        # renderer maps mouse and finger positions to the logical canvas already (SDL_render's
        # event watch), so both views stay the identity. Without SDL scaling (tests, a plain
        # window) the app letterboxes itself (`present`) and maps positions here.
        self.sdl_scaled = sdl_scaled
        self.view = Viewport(self.window.get_size())
        self.finger_view = self.view
        self.canvas = pygame.Surface(SIZE)
        self.scaled: pygame.Surface | None = None
        self.mapper = InputMapper()
        self.audio = Audio(muted=not settings.sound)
        self.scenes: list[Scene] = []
        self.keyboard = False  # show the focus ring once the keyboard is used
        self.dirty = True
        self.running = True
        self.frames_drawn = 0
        self.toasts: list[list[Any]] = []  # [message, seconds left]
        for message in self.session.take_notices():
            self.notify(message)

    # scene stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene:
        """The scene receiving input."""
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Show `scene` above the current one."""
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene:
        """Close the top scene and resume the one below."""
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.top.resume()
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene`."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    # services --------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """Animation speed factor from the settings (0 = instant)."""
        from game.ui.constants import SPEEDS

        return SPEEDS.get(self.session.settings.animation_speed, 1.0)

    def new_seed(self) -> int:
        """A seed for a new game's dice generator (saved with the game)."""
        return self.seeds.randrange(2**31)

    def set_language(self, code: str) -> None:
        """Switch the language at once: every scene re-reads its text."""
        i18n.activate(code)
        self.session.update(language=code)
        text.clear()
        for scene in self.scenes:
            scene.rebuild()
        self.dirty = True

    def set_sound(self, on: bool) -> None:
        """Sound on or off (saved)."""
        self.session.update(sound=on)
        self.audio.muted = not on
        self.dirty = True

    def play(self, name: str) -> None:
        """Play a sound effect (respects the mute setting)."""
        self.audio.play(name)

    def notify(self, message: str) -> None:
        """Show a short notice at the top of the screen (once while it is queued)."""
        if any(t[0] == message for t in self.toasts):
            return
        self.toasts.append([message, TOAST_TIME])
        self.dirty = True

    def collect_notices(self) -> None:
        """Show what the storage layer reported (damaged data set aside, failed writes)."""
        for message in self.session.take_notices():
            self.notify(message)

    # frame -----------------------------------------------------------------------------------
    def dispatch(self, inp: Input) -> None:
        """Route one game-level input."""
        if isinstance(inp, Quit):
            self.running = False
            return
        if isinstance(inp, Resize):
            self.resize(inp.size)
            return
        self.dirty = True
        if isinstance(inp, Tap | Key):
            self.audio.unlock()  # first gesture: browsers allow audio from now on
        if isinstance(inp, Tap):
            self.keyboard = False
            if self.toasts and self.toasts[0][1] < TOAST_TIME - 0.3:
                self.toasts.clear()
        if isinstance(inp, Key):
            self.keyboard = True
            if inp.action == "mute" and not (self.scenes and self.top.typing):
                self.set_sound(not self.session.settings.sound)
                return
            if inp.action == "fullscreen" and not platform.IS_BROWSER:
                self.toggle_fullscreen()
                return
        if not self.scenes:
            return
        top = self.top
        if isinstance(inp, Tap):
            top.skip_animation()  # any tap finishes the running animation, then acts as usual
        top.handle(inp)
        if isinstance(inp, Scroll):
            self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the letterbox."""
        surface = pygame.display.get_surface()
        if surface is not None and surface is not self.window:
            self.window = surface
        size = (max(1, size[0]), max(1, size[1]))
        if not self.sdl_scaled:
            self.view = self.finger_view = Viewport(size)
        self.scaled = None
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        """F11 natively: switch between a window and the full screen."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:
            log.warning("full screen not available: %s", exc)
            return
        self.resize(pygame.display.get_window_size())  # picks up the new display surface

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: inputs, update, draw if needed. Returns True if the canvas was redrawn."""
        for event in events:
            for inp in self.mapper.translate(event, self.view, self.finger_view):
                self.dispatch(inp)
                self.collect_notices()  # e.g. a settings write that failed
                if not self.running:
                    return False
        if not self.scenes:
            self.running = False
            return False
        if self.top.update(dt):
            self.dirty = True
        if self.toasts:
            self.toasts[0][1] -= dt
            if self.toasts[0][1] <= 0:
                self.toasts.pop(0)
                self.dirty = True
        if not self.dirty:
            return False
        self.draw()
        self.present()
        self.dirty = False
        self.frames_drawn += 1
        return True

    def draw(self) -> None:
        """Paint the stack from the last opaque scene upward, then the notices."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(self.canvas)
        if self.toasts:
            message = self.toasts[0][0]
            box = pygame.Rect(0, 0, 900, 64)
            box.midtop = (SIZE[0] // 2, 12)
            draw.panel(self.canvas, box, PAPER, radius=12, shadow=4)
            draw.text_block(self.canvas, box.inflate(-28, -8), message, TEXT_BODY, INK, lines=2)

    def present(self) -> None:
        """Copy the canvas to the window, letterboxed."""
        if self.view.identity:
            self.window.blit(self.canvas, (0, 0))
            return
        x, y, w, h = self.view.rect
        if self.scaled is None or self.scaled.get_size() != (w, h):
            self.scaled = pygame.Surface((w, h))
            self.window.fill((0, 0, 0))
        pygame.transform.smoothscale(self.canvas, (w, h), self.scaled)
        self.window.blit(self.scaled, (x, y))

    async def run(self) -> None:
        """The main loop (native and browser alike)."""
        clock = pygame.time.Clock()
        last = pygame.time.get_ticks()
        while self.running:
            if platform.IS_BROWSER:
                now = pygame.time.get_ticks()
                dt, last = (now - last) / 1000, now
            else:
                dt = clock.tick(FPS) / 1000
            if self.frame(pygame.event.get(), min(dt, 0.1)):
                pygame.display.flip()
            await asyncio.sleep(0)
        self.session.flush()

"""The app: a scene stack, the frame loop and the services scenes share.

Each frame: inputs -> top scene's `handle` -> `update(dt)` -> draw (only when something changed)
-> present. The loop is one `async` function (pygbag): `await asyncio.sleep(0)` once per frame.

An exception escaping a frame never ends the loop (`step`): its traceback is printed (the
browser's console in pygbag) and the error screen offers the way back to the title, the game in
progress saved as it was after the last move. A second failure before the player could act
again stops the game with a plain message (and, in the browser, the page's own message) instead
of looping.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import traceback
from collections.abc import Iterable
from typing import Any

import pygame

from game import i18n, platform
from game.i18n import _
from game.ui import budget, draw, text
from game.ui.audio import Audio
from game.ui.constants import CREAM, FELT_DARK, FPS, INK, PAPER, SIZE, TEXT_BIG, TEXT_BODY
from game.ui.input import Input, InputMapper, Key, Quit, Resize, Scroll, Tap
from game.ui.layout import HEADER_H
from game.ui.scene import Scene
from game.ui.session import Session
from game.ui.viewport import Viewport

TOAST_TIME = 4.0
SOUND_ICON_TIME = 1.5  # seconds the sound icon shows after M
# Notices and the sound state drop down just under the header: over it they hid a play
# screen's title and its header buttons.
NOTICE_BOX = pygame.Rect((SIZE[0] - 900) // 2, HEADER_H + 8, 900, 64)  # the widest notice
SOUND_BOX = pygame.Rect((SIZE[0] - 360) // 2, HEADER_H + 8, 360, 60)

log = logging.getLogger(__name__)


def notice_box(message: str) -> pygame.Rect:
    """A notice's box: as wide as its text (so it hides little of the screen), at most
    `NOTICE_BOX`, where a longer one wraps to two lines."""
    box = NOTICE_BOX.copy()
    box.width = max(360, min(NOTICE_BOX.width, text.width(message, TEXT_BODY) + 56))
    box.centerx = NOTICE_BOX.centerx
    return box


class App:
    """Owns the window, the logical canvas, the scene stack and the shared services."""

    def __init__(self, session: Session | None = None, *, window: pygame.Surface | None = None,
                 fullscreen: bool = False, lang: str | None = None,
                 seed: int | None = None) -> None:
        self.session = session or Session.open()
        # Seeds of new games' dice: from the system unless a seed makes runs repeatable.
        self.seeds = random.Random(seed)
        settings = self.session.settings
        # --lang: this run only
        i18n.activate(lang or settings.language or platform.detect_language())
        self.fullscreen = fullscreen
        window = window if window is not None else pygame.display.get_surface()
        if window is None:
            raise RuntimeError("no display: call pygame.display.set_mode before App()")
        self.window: pygame.Surface = window
        # The app letterboxes the canvas into the window itself (`present`, smooth at any
        # factor; `game.ui.window`) and maps mouse and finger positions back (`view`).
        self.view = Viewport(self.window.get_size())
        self.windowed_size = self.window.get_size()  # to return to from the full screen
        self.finger_view = self.view
        self.canvas = pygame.Surface(SIZE)
        self.scaled: pygame.Surface | None = None
        self.mapper = InputMapper()
        self.audio = Audio(muted=not settings.sound, volume=settings.volume / 100)
        self.sound_shown = 0.0  # seconds left of the sound icon after M (or a change)
        self.scenes: list[Scene] = []
        self.keyboard = False  # show the focus ring once the keyboard is used
        self.dirty = True
        self.running = True
        self.frames_drawn = 0
        self.toasts: list[list[Any]] = []  # [message, seconds left]
        self.inputs = 0  # game-level inputs dispatched so far
        self.failures = 0  # frames that failed since the player last acted successfully
        self.stopped: str | None = None  # why the game stopped for good (see `fail`)
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
        """Sound on or off (saved); the sound icon shows the new state for a moment."""
        self.session.update(sound=on)
        self.audio.muted = not on
        self.sound_shown = SOUND_ICON_TIME
        self.dirty = True

    def set_volume(self, percent: int) -> None:
        """The effects' volume, 0 to 100 (saved); a click at the new volume to hear it."""
        percent = max(0, min(100, percent))
        self.session.update(volume=percent)
        self.audio.volume = percent / 100
        self.sound_shown = SOUND_ICON_TIME
        self.play("click")
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
        self.inputs += 1
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
        if isinstance(inp, Tap | Key) and top.skip_animation():
            return  # the first tap (or key) only shows the end of the moment
        top.handle(inp)
        if isinstance(inp, Scroll):
            self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the letterbox."""
        surface = pygame.display.get_surface()
        if surface is not None and surface is not self.window:
            self.window = surface
        size = (max(1, size[0]), max(1, size[1]))
        self.view = self.finger_view = Viewport(size)
        self.scaled = None
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        """F11 natively: switch between a window (the size it had) and the full screen."""
        from game.ui import window

        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
        try:
            surface = window.toggle(not self.fullscreen, self.windowed_size)
        except pygame.error as exc:
            log.warning("full screen not available: %s", exc)
            return
        self.fullscreen = not self.fullscreen
        self.window = surface
        self.resize(surface.get_size())

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: inputs, update, draw if needed. Returns True if the canvas was redrawn."""
        budget.frame_started()  # work spread across frames keeps within this frame's time
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
        if self.sound_shown > 0:
            self.sound_shown = max(0.0, self.sound_shown - dt)
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
        budget.frame_drawn()
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
            box = notice_box(message)
            draw.panel(self.canvas, box, PAPER, radius=12, shadow=4)
            draw.text_block(self.canvas, box.inflate(-28, -8), message, TEXT_BODY, INK, lines=2)
        if self.sound_shown > 0:  # M pressed (or the volume changed): what sound does now
            self.draw_sound_state()

    def draw_sound_state(self) -> None:
        """The sound icon with its state and the volume, top centre, for a moment."""
        settings = self.session.settings
        on = settings.sound and settings.volume > 0
        words = (_("Sound on · {n}%").format(n=settings.volume) if settings.sound
                 else _("Sound off"))
        box = SOUND_BOX
        draw.panel(self.canvas, box, INK, radius=30, shadow=4)
        draw.speaker(self.canvas, (box.left + 40, box.centery), 30, on, CREAM)
        draw.text_block(self.canvas, pygame.Rect(box.left + 70, box.top, box.width - 90,
                                                 box.height), words, TEXT_BODY, CREAM,
                        align="left", bold=True)

    def present(self) -> None:
        """Copy the canvas to the window, letterboxed and smoothly scaled (black bars)."""
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
            self.step(None, min(dt, 0.1))
            await asyncio.sleep(0)
        self.session.flush()

    # errors ----------------------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float = 0.0) -> None:
        """One frame of the main loop (`events`: pygame's queue by default), guarded: an
        exception escaping it is printed and shown (`fail`), and the loop goes on."""
        if self.stopped is not None:
            self.idle_stopped(pygame.event.get() if events is None else events)
            return
        top = self.scenes[-1] if self.scenes else None
        inputs = self.inputs
        try:
            if self.frame(pygame.event.get() if events is None else events, dt):
                pygame.display.flip()
        except Exception as error:  # anything a scene or the drawing raised
            self.fail(error)
            return
        if self.inputs > inputs and getattr(top, "name", "") != "error":
            self.failures = 0  # the player acted and the game answered: healthy again

    def fail(self, error: Exception) -> None:
        """Print `error` with its traceback and show the error screen in place of every scene.

        A second failure in a row (the error screen, or the screen after it, failing before the
        player could act again) stops the game instead, so that nothing loops.
        """
        traceback.print_exception(error)
        self.failures += 1
        if self.failures == 1:
            try:
                from game.ui.scenes.error import ErrorScene, summary

                while self.scenes:
                    with contextlib.suppress(Exception):
                        self.scenes.pop().exit()
                self.toasts.clear()
                self.push(ErrorScene(self, summary(error)))
                return
            except Exception as again:
                traceback.print_exception(again)
        self.stop(error)

    def stop(self, error: Exception) -> None:
        """Stop the game for good after repeated errors: a plain message on the canvas (and in
        the browser, the page's own message over it); saved games are kept."""
        self.stopped = f"{type(error).__name__}: {error}".splitlines()[0][:160]
        self.scenes.clear()
        self.toasts.clear()
        platform.page_failed("stopped", self.stopped)
        self.draw_stopped()

    def draw_stopped(self) -> None:
        """The stopped message: in the game's fonts if they work, else in pygame's own."""
        for paint in (self._paint_stopped, self._paint_stopped_plain):
            try:
                paint()
                self.present()
                pygame.display.flip()
                return
            except Exception as error:
                traceback.print_exception(error)

    def _paint_stopped(self) -> None:
        self.canvas.fill(FELT_DARK)
        box = pygame.Rect(140, 200, SIZE[0] - 280, 320)
        draw.text_block(self.canvas, box.inflate(0, -180).move(0, -70),
                        i18n._("CUBIRI stopped after an error."), TEXT_BIG, CREAM, bold=True)
        draw.text_block(self.canvas, box.inflate(0, -120).move(0, 50),
                        i18n._("Start the game again to play on. Your saved games are kept."),
                        TEXT_BODY, CREAM, lines=2)

    def _paint_stopped_plain(self) -> None:
        self.canvas.fill(FELT_DARK)
        font = pygame.font.Font(None, 40)
        for i, line in enumerate(("CUBIRI stopped after an error.",
                                  "Start the game again to play on. Your saved games are kept.")):
            img = font.render(line, True, CREAM)
            self.canvas.blit(img, img.get_rect(center=(SIZE[0] // 2, 320 + 60 * i)))

    def idle_stopped(self, events: Iterable[pygame.event.Event]) -> None:
        """Stopped: only closing the window (natively) and redrawing after a resize."""
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED,
                                pygame.VIDEOEXPOSE):
                surface = pygame.display.get_surface()
                if surface is not None:
                    with contextlib.suppress(Exception):
                        self.resize(surface.get_size())
                self.draw_stopped()

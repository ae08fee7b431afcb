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
import time
import traceback
from collections.abc import Iterable
from typing import Any

import pygame

from game import entry, i18n, platform
from game.i18n import _
from game.storage.lease import HELD
from game.ui import budget, draw, text
from game.ui.audio import Audio
from game.ui.constants import CREAM, FELT_DARK, FPS, INK, PAPER, TEXT_BIG, TEXT_BODY
from game.ui.input import Input, InputMapper, Key, Point, Quit, Resize, Scroll, Tap
from game.ui.layout import header
from game.ui.metrics import DESKTOP_METRICS, Metrics, canvas_px_per_css
from game.ui.scene import Scene
from game.ui.session import Session
from game.ui.widgets import Button, Spot, Widget
from game.ui.window import Display

TOAST_TIME = 4.0
SOUND_ICON_TIME = 1.5  # seconds the sound icon shows after M
NOTICE_W, NOTICE_H = 900, 64  # the widest notice (on the desktop canvas)
SOUND_W, SOUND_H = 360, 60

log = logging.getLogger(__name__)


def notice_box(message: str, metrics: Metrics = DESKTOP_METRICS) -> pygame.Rect:
    """A notice's box, just under the header (over it, it hid a play screen's title and its
    header buttons): as wide as its text (so it hides little of the screen), at most 900 px
    or the canvas less its margins, where a longer one wraps to two lines."""
    m = metrics
    size = m.font(TEXT_BODY)
    widest = min(NOTICE_W, m.width - 40)
    width = max(min(360, widest), min(widest, text.width(message, size) + 56))
    box = pygame.Rect(0, header(m).height + 8, width, round(NOTICE_H * m.type_scale))
    box.centerx = m.width // 2
    return box


def sound_box(metrics: Metrics = DESKTOP_METRICS) -> pygame.Rect:
    """Where the sound state shows for a moment after M: top centre, under the header."""
    m = metrics
    box = pygame.Rect(0, header(m).height + 8, min(m.width - 40, round(SOUND_W * m.type_scale)),
                      round(SOUND_H * m.type_scale))
    box.centerx = m.width // 2
    return box


class App:
    """Owns the window, the logical canvas, the scene stack and the shared services."""

    def __init__(self, session: Session | None = None, *, display: Display,
                 lang: str | None = None, seed: int | None = None) -> None:
        self.session = session or Session.open()
        self.session.settle()  # the first writes: what a stop left undone (reading never writes)
        # Seeds of new games' dice: from the system unless a seed makes runs repeatable.
        self.seeds = random.Random(seed)
        settings = self.session.settings
        # --lang: this run only
        i18n.activate(lang or settings.language or platform.detect_language())
        # The display shows the canvas letterboxed into the window (`game.ui.window`); the
        # canvas follows the window's shape when every visible scene is responsive
        # (`sync_layout`), and mouse and finger positions are mapped back onto it (`view`).
        self.display = display
        self.window_size = display.window_size()
        self.metrics = DESKTOP_METRICS  # what the visible scenes are laid out for
        self.canvas = display.surface(self.metrics.size)
        self.view = display.view(self.metrics.size)
        self.page_fields = entry.Fields()  # in the browser: the page's input over text fields
        self.mapper = InputMapper()
        self.audio = Audio(muted=not settings.sound, volume=settings.volume / 100)
        self.sound_shown = 0.0  # seconds left of the sound icon after M (or a change)
        self.scenes: list[Scene] = []
        self.keyboard = False  # show the focus ring once the keyboard is used
        self.pointer: tuple[int, int] | None = None  # where a mouse points (hover)
        self.dirty = True
        self.running = True
        self.frames_drawn = 0
        self.elapsed = 0.0  # seconds of game time the frames have run (their dt added up)
        self.toasts: list[list[Any]] = []  # [message, seconds left]
        self.inputs = 0  # game-level inputs dispatched so far
        self.failures = 0  # frames that failed since the player last acted successfully
        self.stopped: str | None = None  # why the game stopped for good (see `fail`)
        self.lang = lang  # --lang: kept when the session starts again (`watch_lease`)
        # Whether this CUBIRI is the one that writes (another window or tab may be).
        self.writing = self.session.lease.poll() == HELD
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
        scene.metrics = self.wanted_metrics()  # before `enter` builds its widgets
        self.sync_layout()
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene:
        """Close the top scene and resume the one below."""
        scene = self.scenes.pop()
        scene.exit()
        self.sync_layout()
        if self.scenes:
            self.top.resume()
        self.dirty = True
        return scene

    # layout ----------------------------------------------------------------------------------
    @property
    def css_scale(self) -> float:
        """Canvas px per CSS px (window px natively) as the canvas is shown now."""
        return canvas_px_per_css(self.canvas.get_size(), self.window_size)

    def visible(self) -> list[Scene]:
        """The scenes drawn now: from the topmost opaque one up."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[max(0, start):]

    def wanted_metrics(self) -> Metrics:
        """The canvas that follows the window's shape if every visible scene is responsive,
        else the desktop's (shown letterboxed)."""
        if all(scene.responsive for scene in self.visible()):
            return Metrics.for_window(self.window_size)
        return DESKTOP_METRICS

    def sync_layout(self) -> None:
        """Choose the canvas for the window and the visible scenes, and lay out again every
        visible scene whose canvas changed (`Scene.relayout`: nothing of its state is lost).
        Hidden scenes are laid out again when they show."""
        metrics = self.wanted_metrics()
        if metrics != self.metrics:
            self.metrics = metrics
            self.canvas = self.display.surface(metrics.size)
            self.dirty = True
        self.view = self.display.view(metrics.size)
        for scene in self.visible():
            if scene.metrics != metrics:
                scene.metrics = metrics
                scene.relayout()
                self.dirty = True

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

    def use_session(self, session: Session) -> None:
        """Play on with `session` (a restored backup): its settings apply at once, and every
        screen starts again from the title."""
        from game.ui import scenes

        self.session = session
        settings = session.settings
        self.audio.muted, self.audio.volume = not settings.sound, settings.volume / 100
        i18n.activate(settings.language or platform.detect_language())
        text.clear()
        self.reset(scenes.make("title", self))
        self.collect_notices()

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

    def watch_lease(self) -> None:
        """One CUBIRI writes at a time (`game.storage.lease`). While another one does, the
        screen says so and offers to play here; once this one writes again, everything it read
        may be stale, so the session is opened afresh and play starts again from the title."""
        from game.ui import scenes

        if self.session.lease.poll() == HELD:
            if not self.writing:
                self.writing = True
                self.restart()
            return
        self.writing = False
        if not self.scenes or self.top.name != "elsewhere":
            self.push(scenes.make("elsewhere", self))

    def restart(self) -> None:
        """A fresh session over the same store (its settings as stored now), from the title."""
        from game.ui import scenes
        from game.ui.ends import show_unseen_end

        self.session = self.session.fresh()
        self.session.settle()  # now the writer: what a stop left undone, as at the start
        settings = self.session.settings
        i18n.activate(self.lang or settings.language or platform.detect_language())
        self.audio.muted = not settings.sound
        self.audio.volume = settings.volume / 100
        text.clear()
        self.reset(scenes.make("title", self))
        show_unseen_end(self)
        self.collect_notices()

    # frame -----------------------------------------------------------------------------------
    def dispatch(self, inp: Input) -> None:
        """Route one game-level input."""
        if isinstance(inp, Quit):
            self.running = False
            return
        if isinstance(inp, Resize):
            self.resize(inp.size)
            return
        if isinstance(inp, Point):
            self.point(inp.pos)
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

    def point(self, pos: tuple[int, int] | None) -> None:
        """The mouse moved: redraw only when the button under it changes."""
        before = self.hovered()
        self.pointer = pos
        if self.hovered() is not before:
            self.dirty = True

    def hovered(self) -> Widget | None:
        """The top screen's button the mouse is on (shown lighter: it can be pressed), or
        None: no mouse (a finger, the keyboard), or nothing to press there."""
        if self.pointer is None or not self.scenes:
            return None
        for w in reversed(self.top.widgets):
            if isinstance(w, Button) and w.visible and w.rect.collidepoint(self.pointer):
                return w if w.enabled else None
            if isinstance(w, Spot) and w.visible and w.rect.collidepoint(self.pointer):
                return w if w.usable else None  # a die or a cell that would take the tap
        return None

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """The window changed size (or turned): the canvas follows it, every visible scene is
        laid out again, and the letterbox is recomputed."""
        size = size or self.display.window_size()
        self.window_size = (max(1, size[0]), max(1, size[1]))
        self.sync_layout()
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        """F11 natively: switch between a window (the size it had) and the full screen."""
        try:
            self.display.set_fullscreen(not self.display.fullscreen)
        except pygame.error as exc:
            log.warning("full screen not available: %s", exc)
            return
        self.resize()

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: inputs, update, draw if needed. Returns True if the canvas was redrawn."""
        budget.frame_started()  # work spread across frames keeps within this frame's time
        self.elapsed += dt
        self.watch_lease()
        if self.display.window_size() != self.window_size:  # turned, resized, bars came/went
            self.resize()
        if entry.available() and self.scenes:  # what was typed into the page's input
            from game.ui.fields import text_fields

            if self.page_fields.frame(text_fields(self.top)):
                self.dirty = True
        for event in events:
            for inp in self.mapper.translate(event, self.view):
                self.dispatch(inp)
                self.collect_notices()  # e.g. a settings write that failed
                if not self.running:
                    return False
        if not self.scenes:
            self.running = False
            return False
        self.sync_layout()
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
        for scene in self.visible():
            scene.draw(self.canvas)
        if self.toasts:
            message = self.toasts[0][0]
            box = notice_box(message, self.metrics)
            draw.panel(self.canvas, box, PAPER, radius=12, shadow=4)
            draw.text_block(self.canvas, box.inflate(-28, -8), message,
                            self.metrics.font(TEXT_BODY), INK, lines=2)
        if self.sound_shown > 0:  # M pressed (or the volume changed): what sound does now
            self.draw_sound_state()

    def draw_sound_state(self) -> None:
        """The sound icon with its state and the volume, top centre, for a moment."""
        settings = self.session.settings
        on = settings.sound and settings.volume > 0
        words = (_("Sound on · {n}%").format(n=settings.volume) if settings.sound
                 else _("Sound off"))
        m = self.metrics
        box = sound_box(m)
        icon = round(30 * m.type_scale)
        draw.panel(self.canvas, box, INK, radius=box.height // 2, shadow=4)
        draw.speaker(self.canvas, (box.left + 10 + icon, box.centery), icon, on, CREAM)
        draw.text_block(self.canvas, pygame.Rect(box.left + 40 + icon, box.top,
                                                 box.width - 60 - icon, box.height),
                        words, m.font(TEXT_BODY), CREAM, align="left", bold=True)

    def present(self) -> None:
        """Show the canvas in the window, letterboxed (the display scales it: natively SDL's
        renderer, in the browser the page)."""
        self.display.present()

    async def run(self) -> None:
        """The main loop (native and browser alike). Natively `Clock.tick` gives the frame time
        and caps the frame rate. In the browser the page's animation frames pace the loop and
        the frame time comes from `time.perf_counter()` (the page's clock), never from SDL's
        timer: `pygame.time.get_ticks()` stays 0 there until something starts that timer."""
        clock = None if platform.IS_BROWSER else pygame.time.Clock()
        last = time.perf_counter()
        while self.running:
            if clock is None:
                now = time.perf_counter()
                dt, last = now - last, now
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
            self.frame(pygame.event.get() if events is None else events, dt)
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
                return
            except Exception as error:
                traceback.print_exception(error)

    def _paint_stopped(self) -> None:
        self.canvas.fill(FELT_DARK)
        width, height = self.canvas.get_size()
        box = pygame.Rect(40, height // 2 - 160, width - 80, 320)
        if width >= 1280:
            box = pygame.Rect(140, 200, width - 280, 320)
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
            self.canvas.blit(img, img.get_rect(center=(self.canvas.get_width() // 2,
                                                       self.canvas.get_height() // 2 - 40
                                                       + 60 * i)))

    def idle_stopped(self, events: Iterable[pygame.event.Event]) -> None:
        """Stopped: only closing the window (natively) and redrawing after a resize."""
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED,
                                pygame.VIDEOEXPOSE):
                with contextlib.suppress(Exception):
                    self.resize()
                self.draw_stopped()

"""What both play screens share, so each scene file reads as the screen it draws.

`PlayScene` holds the engine state's autosave, the animations (tweens advanced by `dt`; the
state is already final when one starts), the HINT panel's life cycle, the first-game hint
bubbles, the banners of big moments and the end of a game (the result screen once the last
moment has played). A game's scene provides the state, its widgets and what its moments mean.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import State
from game.i18n import _
from game.storage.daily import DailyGame
from game.ui import chrome, daily_play, scenes
from game.ui.constants import BANNER_TIME, COUNT_TIME, GUARD_TIME, TEXT_BODY
from game.ui.effects import Effect, Shake
from game.ui.input import Input, Key, Tap
from game.ui.layout import HEADER_BUTTON, HEADER_BUTTON_2, HEADER_ICON
from game.ui.scene import Scene
from game.ui.tips import TipBox
from game.ui.tween import Animator, Tween, bounce, linear
from game.ui.widgets import Button, SoundButton, Widget

if TYPE_CHECKING:
    from game.ui.app import App

Color = tuple[int, int, int]


REFUSAL_TIME = 2.5  # seconds the status says why a tap could not act


class Count:
    """A number on screen that a tween moves towards the engine's value."""

    def __init__(self, value: int) -> None:
        self.value = float(value)
        self.target = value  # where it is heading (the engine's value)

    @property
    def shown(self) -> int:
        """The number as drawn now."""
        return round(self.value)


@dataclass
class Banner:
    """A big moment's band across the screen (MAGDAGDON!, BUST!, a saved score…)."""

    message: str
    color: Color
    small: bool = False
    time: float = BANNER_TIME  # seconds left on screen
    scale: float = 1.0  # grows in with a bounce


class PlayScene(Scene):
    """The common part of the MAGDAGDON and MISHIMASH play screens."""

    game_key = ""  # the saved game's key and the first-game hints' set

    def __init__(self, app: App, rng: random.Random, daily: DailyGame | None = None) -> None:
        super().__init__(app)
        self.rng = rng  # the game's dice (saved with it)
        self.daily = daily  # a daily challenge's game: the day's dice, its own save (rules §5)
        self.fx = random.Random(1)  # cosmetic only: tumbling faces and paths
        self.anim = Animator(speed=app.speed)
        self.tips = TipBox(app, self.game_key)
        self.hint_open = False
        self.hint: Any = None  # the advice shown in the HINT panel
        self.hint_for: Any = None  # the position that advice is for
        self.banner: Banner | None = None
        self.finished = False  # the game ended while this screen showed it
        self.pending_end = False  # the result screen opens once the last moment has played
        self.guard = 0.0  # seconds left of the input guard (`hold_input`)
        self.effects: list[Effect] = []  # short decorations being played
        self.refusal: str | None = None  # why the last tap could not act (for a moment)
        self.refusal_left = 0.0

    # ------------------------------------------------------------------ what a game provides
    @property
    def state(self) -> State:
        """The engine's state (each game's scene narrows it to its own class)."""
        raise NotImplementedError

    def save_details(self) -> dict[str, Any]:
        """More to save with the state and the generator (MISHIMASH: who is human, the
        computer seats' strengths)."""
        return {}

    def saved(self) -> None:
        """Called after every save (e.g. to start counting the scores)."""

    def can_hint(self) -> bool:
        """Whether the HINT panel may open now."""
        return not self.state.is_over

    def refresh_hint(self) -> bool:
        """Follow the position with the HINT panel's advice; True if the panel changed."""
        return False

    def tip_id(self) -> str | None:
        """The first-game tip that fits the moment, if any."""
        return None

    def end_scene(self) -> Scene:
        """The result screen shown over the finished game."""
        raise NotImplementedError

    def tick(self, dt: float) -> bool:
        """The game's own time-driven work (a computer seat, tables); True if it changed."""
        return False

    # ------------------------------------------------------------------ saving and counting
    def save(self) -> None:
        """Keep the state and the generator (after every action and every applied roll); a
        daily game in its own save."""
        if self.daily is not None:
            daily_play.save(self.app, self.daily)
        else:
            self.app.session.save(self.game_key, self.state, self.rng, **self.save_details())
            self.app.collect_notices()
        self.saved()

    def draw_dice(self) -> tuple[int, ...]:
        """The values the state awaits (the day's dice in a daily game)."""
        return daily_play.draw_dice(self.daily, self.rng, self.state)

    def title(self) -> tuple[str, str]:
        """The header's title and the line under it: the game's name, or the daily challenge
        and its day."""
        return daily_play.title(self.daily) if self.daily is not None else (self.game_title(), "")

    def game_title(self) -> str:
        """The game's name in the header."""
        raise NotImplementedError

    def count_to(self, counter: Count, value: int, animate: bool = True) -> None:
        """Let a shown number count to the engine's new `value`."""
        if counter.target == value:
            return
        counter.target = value
        if animate:
            self.anim.animate(counter, "value", value, COUNT_TIME)
        else:
            counter.value = float(value)

    # ------------------------------------------------------------------ widgets
    def header_widgets(self, menu: pygame.Rect = HEADER_BUTTON, hint: pygame.Rect = HEADER_BUTTON_2,
                       sound: pygame.Rect = HEADER_ICON, size: int = TEXT_BODY,
                       hint_lines: int = 1) -> list[Widget]:
        """Menu (leave) and HINT, in the header (or where a screen laid out for a phone puts
        them, with their type size)."""
        self.hint_button = Button(hint, self.hint_label, self.toggle_hint, kind="ghost",
                                  size=size, lines=hint_lines,
                                  visible=lambda: self.hint_allowed() or self.hint_open)
        settings = self.app.session
        self.sound_button = SoundButton(
            sound, lambda: settings.settings.sound and settings.settings.volume > 0,
            lambda: self.app.push(scenes.make("options", self.app)))
        back = chrome.back_button(self.leave, lambda: _("Menu"))
        back.rect, back.size = pygame.Rect(menu), size
        return [back, self.hint_button, self.sound_button]

    def hint_allowed(self) -> bool:
        """HINT may open now (never in a scored daily attempt: results compare)."""
        return daily_play.hints_allowed(self.daily) and self.can_hint()

    def hint_label(self) -> str:
        """HINT, or HIDE HINT while the panel is open."""
        return _("HIDE HINT") if self.hint_open else _("HINT")

    def leave(self) -> None:
        """Menu: back to the game's menu (the game is saved)."""
        self.app.pop()

    def drop(self) -> bool:
        """Esc closes what is open before it leaves: here the HINT panel; True if it did."""
        if self.hint_open:
            self.close_hint()
            return True
        return False

    def back(self) -> None:
        """Esc or Backspace: drop what is open or picked, else leave the game."""
        if not self.drop():
            self.leave()

    # ------------------------------------------------------------------ the HINT panel
    def toggle_hint(self) -> None:
        """Show or hide the HINT panel (it never changes the game)."""
        if self.hint_open:
            self.close_hint()
        elif self.hint_allowed():
            self.hint_open = True
            self.hint = self.hint_for = None
            self.refresh_hint()

    def close_hint(self) -> None:
        """Hide the HINT panel and forget its advice."""
        self.hint_open = False
        self.hint = self.hint_for = None

    # ------------------------------------------------------------------ moments
    def show_banner(self, message: str, color: Color, small: bool = False) -> None:
        """A big moment (or a small note) across the screen; the tap skips it. With animations
        off there is none: the status line and the sound carry the moment."""
        if self.app.speed <= 0:
            return
        self.banner = Banner(message, color, small, BANNER_TIME * (0.7 if small else 1), 0.6)
        self.anim.add(Tween(self.banner, "scale", 0.6, 1.0, 0.25, ease=bounce))

    def spawn(self, effect: Effect, duration: float, delay: float = 0.0,
              blocking: bool = False) -> Effect:
        """Play `effect` for `duration` seconds (after `delay`); forgotten when it ends."""
        self.effects.append(effect)

        def done() -> None:
            if effect in self.effects:
                self.effects.remove(effect)

        self.anim.add(Tween(effect, "t", 0.0, 1.0, duration, ease=linear, delay=delay,
                            on_done=done, blocking=blocking))
        return effect

    def draw_effects(self, surf: pygame.Surface) -> None:
        """Paint the effects that have started."""
        for effect in self.effects:
            if effect.t > 0:
                effect.draw(surf)

    def refuse(self, why: str, rect: pygame.Rect) -> None:
        """A tap or key that cannot act answers: what was tapped shakes, a short sound, and
        the status says why for a moment."""
        self.refusal, self.refusal_left = why, REFUSAL_TIME
        self.spawn(Shake(rect), 0.45)
        self.app.play("click")

    def finish(self) -> None:
        """The game just ended on this screen: the result follows its last moment."""
        self.finished = True
        self.pending_end = True

    def show_end(self) -> None:
        """The result screen over the finished game; the first time, the game's last sound: a
        fanfare when there is something to celebrate (a winner, a record), else a close."""
        first = self.pending_end
        self.pending_end = False
        if first:
            self.end_seen()
        scene = (self.end_scene() if self.daily is None
                 else daily_play.end_scene(self.app, self.daily))
        if first:
            self.app.play("win" if getattr(scene, "celebrate", False) else "end")
        self.app.push(scene)

    def end_seen(self) -> None:
        """The result is on screen: the finished game's save goes (its result was recorded
        when it was saved). Until then a finished save means a result the player has not
        seen: the next start shows it (`game.ui.ends`)."""
        if self.daily is None:
            self.app.session.clear(self.game_key)
        elif self.state.is_over:  # its result is in the daily history (and its attempt)
            self.app.session.daily.clear(self.daily.challenge.game)

    @property
    def busy(self) -> bool:
        """Something is still playing out (animations, a banner, the way to the result, the
        input guard)."""
        return self.anim.busy or self.banner is not None or self.pending_end or self.guard > 0

    def skip_animation(self) -> bool:
        shown = self.banner
        skipped = self.anim.skip()  # a tumble's end may raise a banner: that one stays
        if shown is not None and self.banner is shown:
            self.banner = None
            skipped = True
        return skipped

    def hold_input(self) -> None:
        """After CONFIRM, SAVE or arming a power: ignore taps and Enter for a moment, so a
        double-click cannot also press what appears under the pointer (ROLL, the next step)."""
        self.guard = GUARD_TIME

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> bool:
        self.anim.speed = self.app.speed
        self.guard = max(0.0, self.guard - dt)
        moved = self.anim.update(dt)
        if self.refusal is not None:
            self.refusal_left -= dt
            if self.refusal_left <= 0:
                self.refusal = None
                moved = True
        if self.banner is not None:
            self.banner.time -= dt * self.anim.speed
            if self.banner.time <= 0:
                self.banner = None
            moved = True
        if self.pending_end and not self.anim.busy and self.banner is None:
            self.show_end()
            return True
        if self.tick(dt):
            moved = True
        if self.refresh_hint():
            moved = True
        if self.tips.update(self.tip_id()):
            moved = True
        return moved

    # ------------------------------------------------------------------ input
    def handle(self, inp: Input) -> None:
        if self.guard > 0 and (isinstance(inp, Tap) or isinstance(inp, Key)
                               and inp.action in ("activate", "space")):
            return  # the second click of a double-click
        # H dismisses a first-game bubble and also toggles the HINT panel
        if self.tips.handle(inp) and not (isinstance(inp, Key) and inp.action == "help"):
            return
        super().handle(inp)

    def key(self, action: str) -> None:
        if action == "help":
            self.toggle_hint()
        else:
            super().key(action)

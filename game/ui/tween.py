"""Animation as data: tweens that move an attribute over time, advanced by `dt`.

The game state is already final when an animation starts; tweens only move pictures. Any tap
skips the running animations (`Animator.skip`), and the speed setting scales `dt`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Ease = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle stop."""
    return 1 - (1 - t) ** 3


def bounce(t: float) -> float:
    """Ease-out with two small bounces, for dice landing on the felt."""
    if t < 0.6:
        return (t / 0.6) ** 2
    if t < 0.85:
        u = (t - 0.725) / 0.125
        return 1 - 0.08 * (1 - u * u)
    u = (t - 0.925) / 0.075
    return 1 - 0.02 * (1 - u * u)


@dataclass
class Tween:
    """Move `target.attr` from `start` to `end` over `duration` seconds after `delay`."""

    target: Any
    attr: str
    start: float
    end: float
    duration: float
    ease: Ease = ease_out
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    done: bool = False

    def advance(self, dt: float) -> None:
        """Move on by `dt` seconds."""
        self.elapsed += dt
        t = (self.elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        if t < 0:
            return
        if t >= 1:
            self.finish()
            return
        value = self.start + (self.end - self.start) * self.ease(t)
        setattr(self.target, self.attr, value)

    def finish(self) -> None:
        """Jump to the end value and run the completion callback once."""
        if self.done:
            return
        self.done = True
        setattr(self.target, self.attr, self.end)
        if self.on_done:
            self.on_done()


@dataclass
class Animator:
    """The running tweens of one scene."""

    tweens: list[Tween] = field(default_factory=list)
    speed: float = 1.0  # 0 means "instant"

    @property
    def busy(self) -> bool:
        """True while any tween is still moving."""
        return bool(self.tweens)

    def add(self, tween: Tween) -> Tween:
        """Start a tween (finished at once when the speed is "instant")."""
        if self.speed <= 0:
            tween.finish()
        else:
            self.tweens.append(tween)
        return tween

    def animate(self, target: Any, attr: str, end: float, duration: float, **kw: Any) -> Tween:
        """Tween `target.attr` from its current value to `end` (replacing a running tween of
        the same attribute, which would otherwise fight it)."""
        self.tweens = [t for t in self.tweens if not (t.target is target and t.attr == attr)]
        return self.add(Tween(target, attr, float(getattr(target, attr)), end, duration, **kw))

    def update(self, dt: float) -> bool:
        """Advance every tween; returns True if anything moved."""
        if not self.tweens:
            return False
        scaled = dt * self.speed
        for tween in list(self.tweens):
            tween.advance(scaled)
        self.tweens = [t for t in self.tweens if not t.done]
        return True

    def skip(self) -> bool:
        """Finish every running tween at once; returns True if there was any."""
        if not self.tweens:
            return False
        while self.tweens:  # callbacks may start new tweens; finish those too
            pending, self.tweens = self.tweens, []
            for tween in pending:
                tween.finish()
        return True

"""Tweens: time-based, skippable, speed-scaled, and a new tween replaces a running one."""

from __future__ import annotations

from game.ui.tween import Animator, Tween, linear


class Thing:
    x = 0.0


def test_tween_reaches_its_end_after_its_duration():
    thing, anim = Thing(), Animator()
    done = []
    anim.add(Tween(thing, "x", 0, 10, 1.0, ease=linear, on_done=lambda: done.append(1)))
    anim.update(0.5)
    assert thing.x == 5 and anim.busy
    anim.update(0.6)
    assert thing.x == 10 and not anim.busy and done == [1]


def test_skip_finishes_at_once_and_speed_scales_time():
    thing, anim = Thing(), Animator(speed=2.0)
    anim.animate(thing, "x", 8, 1.0, ease=linear)
    anim.update(0.25)
    assert thing.x == 4
    assert not anim.skip() and thing.x == 8 and not anim.busy  # nothing the player waited for
    anim.add(Tween(thing, "x", 0, 1, 1.0, blocking=True))
    assert anim.blocking and anim.skip() and thing.x == 1 and not anim.busy
    off = Animator(speed=0)  # animations off: the end state at once
    off.animate(thing, "x", 3, 1.0)
    assert thing.x == 3 and not off.busy


def test_new_tween_of_the_same_attribute_replaces_the_old():
    thing, anim = Thing(), Animator()
    anim.animate(thing, "x", 10, 1.0, ease=linear)
    anim.update(0.5)
    anim.animate(thing, "x", 0, 1.0, ease=linear)
    assert len(anim.tweens) == 1
    anim.update(2.0)
    assert thing.x == 0

"""Sound effects: one short mono .ogg holding them all, loaded once after the first user gesture
and cut into one `pygame.mixer.Sound` per effect (where each is: assets/sounds/effects.json).

Browsers refuse audio before the player has touched the page, so the mixer starts on the first
tap or key press (`unlock`) and never during start-up. Muting is a setting.

In the browser the mixer gets a 2048-sample buffer: the game's frames run on the same thread
as the audio callbacks, and a short buffer crackles. pygbag's own pygame patch (platform_wasm,
applied to the pygame-ce that main.py's PEP 723 block names) forces the same 2048 on every
`mixer.init`; CUBIRI asks for it itself too, because that patch can stop before it (it first
imports `pygame.mixer.music`, which pygame-ce may refuse: tests/pygbag runs both cases).
Natively 512 keeps the click of a die close to the tap.
"""

from __future__ import annotations

import json
import logging
import os

import pygame

from game import platform
from game.ui import assets

log = logging.getLogger(__name__)

# Mixer settings: 44.1 kHz, 16-bit signed, mono (the effects are mono), buffer in samples.
MIXER = (44100, -16, 1)
BUFFER = 2048 if platform.IS_BROWSER else 512


class Audio:
    """Plays named effects unless muted; silently does nothing where audio is unavailable."""

    def __init__(self, muted: bool = False, volume: float = 1.0) -> None:
        self.muted = muted
        self.volume = volume  # 0..1, for every effect
        self.ready = False
        self.failed = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names asked for, newest last (tests and the monkey read it)

    def unlock(self) -> None:
        """Start the mixer and load the effects (call on the first user gesture)."""
        if self.ready or self.failed:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(*MIXER, BUFFER)
            self.sounds = load_effects()
            self.ready = True
        except pygame.error as exc:
            log.warning("no sound: the mixer failed to start (%s)", exc)
            self.failed = True  # no audio device: play on without sound

    def play(self, name: str) -> None:
        """Play effect `name` (once the mixer is ready and sound is on)."""
        self.played.append(name)
        del self.played[:-20]
        if self.muted or not self.ready:
            return
        sound = self.sounds.get(name)
        if sound is not None and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()


def load_effects() -> dict[str, pygame.mixer.Sound]:
    """Every effect, cut out of the decoded effects file (the mixer must be running). What is
    missing is logged and left out: the game plays on without it."""
    file, index = assets.sounds()
    if not (os.path.exists(file) and os.path.exists(index)):
        log.warning("sound effects missing: %s, %s", file, index)
        return {}
    try:
        with open(index, encoding="utf-8") as fh:
            table = json.load(fh)
        rate_in, where = int(table["rate"]), dict(table["effects"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("sound effects unreadable: %s (%s)", index, exc)
        return {}
    whole = pygame.mixer.Sound(file)  # decoded to the mixer's own rate, format and channels
    raw = whole.get_raw()
    mixer = pygame.mixer.get_init()
    if mixer is None:
        raise pygame.error("the mixer is not running")
    rate = mixer[0]
    frame = max(1, round(len(raw) / max(1e-9, whole.get_length() * rate)))  # bytes a sample
    sounds = {}
    for name in assets.sound_names():
        if name not in where:
            log.warning("sound effect %r missing from %s", name, index)
            continue
        start, length = (round(n * rate / rate_in) for n in where[name])
        sounds[name] = pygame.mixer.Sound(buffer=raw[start * frame:(start + length) * frame])
    return sounds

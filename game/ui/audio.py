"""Sound effects: short mono .ogg files, loaded once after the first user gesture.

Browsers refuse audio before the player has touched the page, so the mixer starts on the first
tap or key press (`unlock`) and never during start-up. Muting is a setting.

In the browser the mixer gets a 2048-sample buffer, as pygbag's own pygame patch gives its
games (that patch is not applied to the pygame-ce its import scan installs): the game's frames
run on the same thread as the audio callbacks, and a short buffer crackles. Natively 512 keeps
the click of a die close to the tap.
"""

from __future__ import annotations

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

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
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
            for name in assets.SOUND_NAMES:
                file = assets.sound(name)
                if os.path.exists(file):
                    self.sounds[name] = pygame.mixer.Sound(file)
                else:
                    log.warning("sound effect %r missing: %s", name, file)
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
        if sound is not None:
            sound.play()

"""Where the front end's files are: sounds and the icon under `assets/` (see `game.resources`)."""

from __future__ import annotations

from game import resources

SOUND_NAMES = ("roll", "place", "magdagdon", "bust", "mishimash", "win", "click")


def sound(name: str) -> str:
    """The .ogg file of a sound effect."""
    return resources.path("assets", "sounds", f"{name}.ogg")


def icon() -> str:
    """The window icon (made by the packaging tools; may be absent in a bare checkout)."""
    return resources.path("assets", "icon.png")

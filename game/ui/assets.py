"""Where the front end's files are (paths with `/`, relative to the project root)."""

from __future__ import annotations

import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOUND_NAMES = ("roll", "place", "magdagdon", "bust", "mishimash", "win", "click")


def path(*parts: str) -> str:
    """Absolute path of a project file given as relative parts."""
    return "/".join([ROOT.replace(os.sep, "/"), *parts])


def sound(name: str) -> str:
    """The .ogg file of a sound effect."""
    return path("assets", "sounds", f"{name}.ogg")


def icon() -> str:
    """The window icon (made by the packaging tools; may be absent in a bare checkout)."""
    return path("assets", "icon.png")

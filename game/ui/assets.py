"""Where the front end's files are: sounds and the icon under `assets/` (see `game.resources`)."""

from __future__ import annotations

from game import resources

SOUND_NAMES = ("roll", "place", "click", "confirm", "bonus", "ruin", "power", "magdagdon", "bust",
               "mishimash", "final", "win", "end")


def sounds() -> tuple[str, str]:
    """The sound effects: one .ogg holding them all, and the .json saying where each one is
    (both made by tools/make_sounds.py)."""
    return (resources.path("assets", "sounds", "effects.ogg"),
            resources.path("assets", "sounds", "effects.json"))


def icon() -> str:
    """The window icon (made by the packaging tools; may be absent in a bare checkout)."""
    return resources.path("assets", "icon.png")

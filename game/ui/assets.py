"""Where the front end's files are: sounds and the icon under `assets/` (see `game.resources`)."""

from __future__ import annotations

from game import resources

# The effects every game plays; each game's own are its front end's `sounds`.
SHARED_SOUNDS = ("roll", "place", "click", "confirm", "win", "end")


def sound_names() -> tuple[str, ...]:
    """Every effect the front end plays: the shared ones, then each game's own."""
    from game.ui import front_end

    return SHARED_SOUNDS + tuple(name for front in front_end.listed() for name in front.sounds)


def sounds() -> tuple[str, str]:
    """The sound effects: one .ogg holding them all, and the .json saying where each one is
    (both made by tools/make_sounds.py)."""
    return (resources.path("assets", "sounds", "effects.ogg"),
            resources.path("assets", "sounds", "effects.json"))


def icon() -> str:
    """The window icon (made by the packaging tools; may be absent in a bare checkout)."""
    return resources.path("assets", "icon.png")

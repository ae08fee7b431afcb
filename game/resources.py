"""Where the shipped data files are: `assets/` (fonts, sounds, icon) and `locales/` (.po).

In a checkout and in pygbag's web bundle they sit beside the `game` package, at the project's
top level. An installed package (`python -m pip install .`) carries them inside it, as
`game/assets/` and `game/locales/` (pyproject.toml maps the top-level folders there as package
data), so the game runs from any folder. Paths come from `__file__`, never the working folder.
"""

from __future__ import annotations

import os
from functools import cache

PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


@cache
def folder(name: str) -> str:
    """The absolute path of the data folder `name` ("assets" or "locales").

    Inside the package when installed, else beside it; the project's one if neither exists (so
    an error names the path where the file was expected).
    """
    for base in (PACKAGE_DIR, os.path.dirname(PACKAGE_DIR)):
        candidate = os.path.join(base, name)
        if os.path.isdir(candidate):
            return candidate
    return os.path.join(os.path.dirname(PACKAGE_DIR), name)


def path(folder_name: str, *parts: str) -> str:
    """The absolute path of a data file: `path("assets", "sounds", "roll.ogg")`."""
    return os.path.join(folder(folder_name), *parts)

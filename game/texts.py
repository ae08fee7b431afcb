"""What each game says to players, in the active language: its rule book, About text, tagline,
key help and first-game tips.

    >>> from game import i18n, texts
    >>> i18n.activate("it")
    >>> heading, paragraphs = texts.rules("mishimash")[0]

Each game keeps its texts as English msgids in its own `texts` module (`game/<key>/texts.py`,
named by its registry entry's `texts`): `RULES` (section title, paragraphs), `FIGURES` (the
picture drawn after a section, by its English title), `ABOUT` (the dedication, `DEDICATION`,
among them), `TAGLINE`, `KEYS` (its keys for the Rules screen) and `TIPS` (first-game tips by
name). A game without texts has empty ones. The dedication of MAGDAGDON ends with a heart,
U+2764 (`HEART`), which the bundled fonts carry, so it can be drawn as text; a screen that
wants it red can split the paragraph on `HEART`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from game import registry
from game.i18n import N_, _

HEART = "\u2764"  # ❤ without the emoji variation selector, which no bundled font draws

# The keys every game's Rules screen lists, before and after the game's own (`KEYS`).
KEYS_FIRST: list[tuple[str, str]] = [
    (N_("Arrow keys, Tab"), N_("Move the highlight")),
    (N_("Enter or Space"), N_("Press the highlighted button, die or cell")),
    (N_("Esc or Backspace"), N_("Go back or close")),
]
KEYS_LAST: list[tuple[str, str]] = [
    ("H", N_("Show or hide the HINT")),
    ("M", N_("Sound on or off")),
    ("F11", N_("Full screen (on a computer)")),
]


class Texts(Protocol):
    """A game's texts module (its registry entry's `texts`): English msgids."""

    RULES: Sequence[tuple[str, Sequence[str]]]  # (section title, its paragraphs), in order
    FIGURES: Mapping[str, str]  # a section title -> the name of the picture drawn after it
    ABOUT: Sequence[str]  # the About page's paragraphs, the first its heading
    DEDICATION: str  # the one of them that is the dedication ("" if none)
    TAGLINE: str  # one line saying what the game is (its title card)
    KEYS: Sequence[tuple[str, str]]  # (keys, what they do) of its own, for its Rules screen
    TIPS: Mapping[str, str]  # its first-game tips by name (`game.ui.tips`)


def _module(game: str) -> Texts | None:
    reference = registry.get(game).texts
    return None if reference is None else reference.load()


def with_texts() -> list[str]:
    """The keys of the games that have texts, in registration order."""
    return [info.key for info in registry.with_part("texts")]


def rules(game: str) -> list[tuple[str, list[str]]]:
    """The rule book of `game`: (heading, paragraphs) sections in the active language."""
    module = _module(game)
    sections = [] if module is None else module.RULES
    return [(_(heading), [_(p) for p in paragraphs]) for heading, paragraphs in sections]


def figures(game: str) -> list[str | None]:
    """For each section of `rules(game)`, in order, the picture drawn after its paragraphs
    (a name the game's front end knows: 'adjacency', 'scoring') or None."""
    module = _module(game)
    if module is None:
        return []
    return [module.FIGURES.get(heading) for heading, _paragraphs in module.RULES]


def about(game: str) -> list[str]:
    """The About paragraphs of `game` in the active language; the dedication is among them."""
    module = _module(game)
    return [] if module is None else [_(p) for p in module.ABOUT]


def dedication(game: str) -> str:
    """Just the dedication paragraph of `game`, translated ("" if it has none)."""
    module = _module(game)
    return "" if module is None else _(module.DEDICATION)


def tagline(game: str) -> str:
    """A one-line description of `game`, translated ("" if it has none)."""
    module = _module(game)
    return "" if module is None else _(module.TAGLINE)


def key_help(game: str) -> list[tuple[str, str]]:
    """(keys, what they do) for the Rules screen of `game`: only the keys that game uses,
    translated."""
    module = _module(game)
    own = [] if module is None else list(module.KEYS)
    return [(_(keys), _(does)) for keys, does in KEYS_FIRST + own + KEYS_LAST]


def tip(game: str, name: str) -> str:
    """The words of `game`'s first-game tip `name` (the bubbles are called tips: "HINT" is the
    advice button)."""
    module = _module(game)
    if module is None:
        raise KeyError(name)
    return _(module.TIPS[name])

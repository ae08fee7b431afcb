"""TWODICE's texts (its registry entry's `texts`, `game.texts.Texts`): English only, they are in
no catalogue."""

from __future__ import annotations

RULES: list[tuple[str, list[str]]] = [
    ("The game", ["Each turn two dice are rolled and you take one of them: its value adds to "
                  "your score. After the last turn the game ends."]),
    ("Turns", ["A game has three turns, or five: choose in its settings."]),
]
FIGURES: dict[str, str] = {}
DEDICATION = "TWODICE is the tests' own game."
ABOUT: list[str] = ["TWODICE", "A game that exists only in the tests.", DEDICATION]
TAGLINE = "Roll two dice, take one."
KEYS: list[tuple[str, str]] = [("R", "Roll the dice")]
TIPS: dict[str, str] = {}

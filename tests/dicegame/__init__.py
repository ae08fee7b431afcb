"""TWODICE: a tiny dice game that exists only in the tests, to show that a game's own package
and its registry entry are all the rest of the program needs: records, the CLI, storage (its
saved game, its high scores, its setting) and every shared screen (title card, menu, rules,
about, high scores, settings, its play and end screens: `tests/ui/test_twodice.py`).

Three turns (or five: its setting); each turn two dice are rolled (a chance step) and the player
takes one of them (`Take(0)` or `Take(1)`), adding its value to the score. It has no review,
keeps no past games and has no daily challenge (the optional parts). Register it with
`register()`; its package:

- here: the engine (`TwoDice`, `Take`) and its `GameInfo`;
- `record.py`, `sim.py`: records §3 and `python -m game sim twodice`;
- `texts.py`: its rule book, About text, tagline, keys (msgids, not in the catalogues);
- `storage.py`: its high scores, its `results` and its setting (the number of turns);
- `front.py`, `scenes.py`: its front end, play screen, end screen and high-score page.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from game import registry
from game.dice import is_die
from game.engine import IllegalAction

KEY = "twodice"
TURNS = 3


@dataclass(frozen=True)
class Take:
    """Take die `die` (0 or 1) of the roll."""

    die: int


class TwoDice:
    """One game of TWODICE (a `game.engine.State`)."""

    def __init__(self, turns: int = TURNS, seed: int | None = None) -> None:
        self.turns = turns
        self.seed = seed
        self.roll: tuple[int, ...] = ()
        self.taken: list[tuple[tuple[int, ...], int]] = []  # (roll, die taken) per turn

    @property
    def score(self) -> int:
        return sum(roll[die] for roll, die in self.taken)

    @property
    def is_over(self) -> bool:
        return len(self.taken) == self.turns

    @property
    def dice_to_roll(self) -> int:
        return 0 if self.is_over or self.roll else 2

    def chance_outcomes(self) -> Iterator[tuple[tuple[int, ...], Fraction]]:
        n = self.dice_to_roll
        for values in itertools.product(range(1, 7), repeat=n) if n else ():
            yield values, Fraction(1, 6**n)

    def apply_roll(self, values: Iterable[int]) -> None:
        values = tuple(values)
        if not self.dice_to_roll:
            raise IllegalAction("no dice await a roll")
        if len(values) != 2 or not all(is_die(v) for v in values):
            raise IllegalAction(f"two dice values 1..6 expected, got {list(values)}")
        self.roll = values

    def legal_actions(self) -> list[Take]:
        return [Take(0), Take(1)] if self.roll else []

    def apply(self, action: Any) -> None:
        if not isinstance(action, Take) or action.die not in (0, 1):
            raise IllegalAction(f"not a TWODICE action: {action!r}")
        if not self.roll:
            raise IllegalAction("roll first")
        self.taken.append((self.roll, action.die))
        self.roll = ()

    def copy(self) -> TwoDice:
        other = TwoDice(self.turns, self.seed)
        other.roll, other.taken = self.roll, list(self.taken)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TwoDice):
            return NotImplemented
        return (self.turns, self.seed, self.roll, self.taken) == \
            (other.turns, other.seed, other.roll, other.taken)

    __hash__ = None  # type: ignore[assignment]


INFO = registry.GameInfo(
    key=KEY,
    title="TWODICE",
    original="CUBIRI TEST GAME",
    new=registry.Ref("dicegame:TwoDice"),
    record=registry.Ref("dicegame.record"),
    save_damaged="The saved TWODICE game was damaged. A copy was kept.",
    sim=registry.Ref("dicegame.sim"),
    results=registry.Ref("dicegame.storage:results"),
    settings=registry.Ref("dicegame.storage:SETTINGS"),
    texts=registry.Ref("dicegame.texts"),
    front_end=registry.Ref("dicegame.front:FRONT_END"),
)


def register() -> registry.GameInfo:
    """Add TWODICE to the registry (undo with `game.registry.unregister(KEY)`)."""
    return registry.register(INFO)

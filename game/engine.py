"""The shape every CUBIRI rules engine presents to the rest of the program.

A game is one mutable state object (OpenSpiel's `State`, python-chess's `Board`) and small frozen
actions. Records, storage, simulators, bots and the front end rely on this much and no more:

- `is_over`; `legal_actions()`: every legal action now, complete and in a fixed order (empty
  while dice await a roll and once the game is over);
- `apply(action)`: play it, or raise `IllegalAction` naming the rule and change nothing;
- the chance step (dice are chance, never a player's action): `dice_to_roll` is how many dice
  await values (0 when a player acts), `chance_outcomes()` lists every value tuple with its
  exact probability, and whoever holds the `random.Random` applies one with `apply_roll`;
- `copy()` (an independent state) and `==` (same position and history), `seed` (the roller's
  seed, kept in records for information).

Each game's `record` module turns a state into its records §3 record and back: `export(state)`
and `replay(record)`, with `replay(export(s)) == s` (a record is the game's whole history).
`game.registry` lists the games; `docs/architecture.md` says what a new game provides.

    state = registry.get("mishimash").new_state()
    play(state, random.Random(1), lambda s: s.legal_actions()[0])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any, Protocol, Self, TypeVar

from game.dice import roll


class IllegalAction(ValueError):
    """An action or roll the rules do not allow now; the message names the rule.

    Every game raises this one class (`game.magdagdon.IllegalAction` and
    `game.mishimash.IllegalAction` are this class).
    """


class State(Protocol):
    """One game in progress (see the module docstring for the contract)."""

    @property
    def seed(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def dice_to_roll(self) -> int: ...

    def chance_outcomes(self) -> Iterable[tuple[tuple[int, ...], Fraction]]: ...

    def apply_roll(self, values: Iterable[int]) -> None: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> None: ...

    def copy(self) -> Self: ...


class RecordCodec(Protocol):
    """A game's `record` module: records §3 export and replay (of its own state class)."""

    def export(self, state: Any) -> dict[str, Any]: ...

    def replay(self, record: dict[str, Any]) -> State: ...


S = TypeVar("S", bound=State)


def step(state: S, rng: random.Random, choose: Callable[[S], Any]) -> None:
    """Advance `state` by one step: roll the awaited dice with `rng`, else apply `choose(state)`."""
    if state.dice_to_roll:
        state.apply_roll(roll(rng, state.dice_to_roll))
    else:
        state.apply(choose(state))


def play(state: S, rng: random.Random, choose: Callable[[S], Any],
         max_steps: int = 1_000_000) -> S:
    """Play `state` to its end (at most `max_steps` steps) and return it."""
    for _ in range(max_steps):
        if state.is_over:
            break
        step(state, rng, choose)
    return state

"""On-demand MAGDAGDON advice: the `best` bot's choice for the position, as player actions.

    >>> from game.magdagdon import Difficulty, Game
    >>> g = Game(Difficulty.PEACEFUL)
    >>> g.apply_roll((3, 4, 4, 6))
    >>> h = hint(g)
    >>> len(h.staging) >= g.required and h.power is None and h.ruin is None
    True
    >>> h.actions[-1]
    Confirm()

The UI calls `hint(game)` while the game is PLACING or in MAGDAGDON (ValueError in other
phases), or spreads it over frames with `HintTask(game)` (one `step()` per frame). It may show
`h.staging` on the board (die -> cell, numbered in order), `h.power`, `h.ruin`, and
`h.expected` / `h.without_power`; applying `h.actions` one by one with `game.apply` carries
the advice out (`h.action` is the first step). A whole hint takes at most ~50 ms natively here
(`python -m game bench-engine`); a slice a few ms. Decisions are cached per position.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.magdagdon.actions import Accept, Action, Confirm, Minus, Plus, Reroll, Stage, TakeBack
from game.magdagdon.board import cell_of, index
from game.magdagdon.evaluate import Model, model_for
from game.magdagdon.search import Decision, Steps, decide_steps, run, step
from game.magdagdon.state import Game, Phase


@dataclass(frozen=True)
class Hint:
    """Advice for the current position.

    - `actions`: the steps from the current state, in order: take-backs of staged dice that do
      not fit the advice, then either the power, the ACCEPT, or the remaining STAGEs + CONFIRM.
    - `staging`: the full advised staging of this turn, in staging order (including dice
      already staged as advised); after a MINUS/PLUS, the staging advised for the new dice;
      empty for a REROLL (its dice are unknown) and in MAGDAGDON without a rescue.
    - `power`: the Majda power to use now (rules §1.5), or None.
    - `ruin`: the ACCEPT (ruin cell) advised in MAGDAGDON (rules §1.6), or None.
    - `expected`: estimated final score following the advice (power penalties included): the
      mean final score the game reaches when the advice is followed from here (within 5 % at
      every turn on every difficulty, README "MAGDAGDON: the best bot").
    - `without_power`: estimated final score of the best play that uses no power now.
    - `low`, `high`: most games (8 in 10) that follow the advice end between these scores
      (None where the model has no measured spread).
    """

    actions: tuple[Action, ...]
    staging: tuple[Stage, ...]
    power: Minus | Plus | Reroll | None
    ruin: Accept | None
    expected: float
    without_power: float
    low: float | None = None
    high: float | None = None

    @property
    def action(self) -> Action:
        """The first step of the advice."""
        return self.actions[0]


def hint(game: Game, model: Model | None = None) -> Hint:
    """The advice of the `best` bot for `game` (PLACING or MAGDAGDON); ValueError otherwise.

    `model` replaces the difficulty's evaluation (for fitting and experiments).
    """
    return run(hint_steps(game, model))


def hint_steps(game: Game, model: Model | None = None) -> Steps[Hint]:
    """`hint` in slices of a few milliseconds (see `search.decide_steps`)."""
    decision = yield from decide_steps(game, model)
    actions = actions_for(game, decision)
    power = decision.power
    ruin = Accept(*decision.ruin) if decision.ruin is not None else None
    staging: tuple[Stage, ...] = ()
    if decision.placements:
        staging = _stages(game, decision)
    elif isinstance(power, (Minus, Plus)):
        after = game.copy()
        for action in actions:
            after.apply(action)
        if after.phase is Phase.PLACING:
            staging = _stages(after, (yield from decide_steps(after, model)))
    # The spread of the position the advice leaves (after a power: the turn's least staging).
    placed = (1 if decision.ruin is not None else len(decision.placements)
              or game.required)
    left = game.empty_cells - placed
    found = model_for(game.difficulty).estimate.spread.get(left) if model is None else None
    low, high = (None, None) if found is None else (decision.value + found[0],
                                                    decision.value + found[1])
    return Hint(actions=actions, staging=staging, power=power, ruin=ruin,
                expected=decision.value,
                without_power=(decision.alternative if decision.alternative is not None
                               else decision.value), low=low, high=high)


class HintTask:
    """A hint computed across frames, so that no frame freezes (the browser is several times
    slower than native): call `step()` once per frame until it returns True, then read
    `result`. It advises on the position as it was when the task was made.

    >>> from game.magdagdon import Difficulty, Game
    >>> g = Game(Difficulty.NIGHTMARE); g.apply_roll((2, 3, 4, 5))
    >>> task = HintTask(g)
    >>> while not task.step(): pass
    >>> task.result == hint(g)
    True
    """

    def __init__(self, game: Game, model: Model | None = None) -> None:
        if game.phase not in (Phase.PLACING, Phase.MAGDAGDON):
            raise ValueError(f"no decision to make in phase {game.phase.value}")
        self._steps = hint_steps(game.copy(), model)
        self.result: Hint | None = None
        self.slices = 0  # slices run so far

    def step(self) -> bool:
        """Run one slice (a few milliseconds natively); True once `result` is ready."""
        if self.result is None:
            self.slices += 1
            done, result = step(self._steps)
            if done:
                self.result = result
        return self.result is not None


def _stages(game: Game, decision: Decision) -> tuple[Stage, ...]:
    """The decision's staging as STAGE actions, with die indices matched to what is staged."""
    return tuple(Stage(d, *cell_of(i)) for d, i in _match(game, decision.placements)[0])


def _match(game: Game, plan: tuple[tuple[int, int], ...]
           ) -> tuple[list[tuple[int, int]], int]:
    """`plan` with die indices renamed so that it starts with as much of the current staging
    as possible (equal values are interchangeable), and how many staged dice it keeps."""
    dice = game.dice
    staged = [(d, index(r, c)) for d, (r, c) in game.staged]
    keep = 0
    for (ds, i_s), (dp, ip) in zip(staged, plan, strict=False):
        if i_s != ip or dice[ds] != dice[dp]:
            break
        keep += 1
    out = list(staged[:keep])
    used = {d for d, _ in out}
    for dp, ip in plan[keep:]:
        die = next(d for d in range(len(dice)) if d not in used and dice[d] == dice[dp])
        used.add(die)
        out.append((die, ip))
    return out, keep


def actions_for(game: Game, decision: Decision) -> tuple[Action, ...]:
    """The player actions that carry out `decision` from the current state of `game`."""
    staged = [d for d, _ in game.staged]
    if decision.ruin is not None:
        return (Accept(*decision.ruin),)  # in MAGDAGDON nothing is staged (rules §1.6)
    if decision.power is not None:
        # Powers act on available dice only (rules §1.5): take back (last first) what it needs.
        targets = ((decision.power.die,) if isinstance(decision.power, (Minus, Plus))
                   else decision.power.dice)
        backs = []
        for d in reversed(staged):
            if not set(targets) & set(staged[:staged.index(d) + 1]):
                break
            backs.append(TakeBack(d))
        return (*backs, decision.power)
    plan, keep = _match(game, decision.placements)
    # Later staged dice first: taking back the last one never sends another back (rules §1.3).
    undo = tuple(TakeBack(d) for d in reversed(staged[keep:]))
    return (*undo, *(Stage(d, *cell_of(i)) for d, i in plan[keep:]), Confirm())

"""The `best` MAGDAGDON player's search: this turn's stagings, powers and ruins, by evaluation.

One decision is made per turn position (permanent board + the four dice + powers used), whatever
is staged: `decide` returns a `Decision` that `game.magdagdon.advice` turns into advice and the
`best` bot into its next action.

- Stagings: every staging of the available dice with at least `required` placed (rules §1.3),
  explored once per (board, dice left) state and deduplicated by the board they leave (equal
  boards are equal futures). Each board gets the model's cheap value (`evaluate.Model`); the
  top `DEEP` then get the exact next-roll MAGDAGDON chance (its deep term), and the best of
  those is the plan.  A value is the model's estimate of the final score minus the penalties
  of every power used, so `Decision.value` is the estimated final score of the advice.
- Powers (rules §1.5): with uses left, each distinct MINUS/PLUS and REROLL (exact expectation
  over all outcomes of the rerolled dice, as multisets) is valued as the best staging it leaves
  (or the best ruin when it leaves MAGDAGDON), with one power less left, minus its penalty
  (and the hand-set model's `reserve`); a power is used only when that beats not using it.
  While placing,
  powers are weighed only late in the game and when cheap (see PLACING_POWER_*), and rerolls
  only within a work budget (POWER_WORK boards), so a decision stays within ~100 ms.
- MAGDAGDON (rules §1.6): the best ruin cell against every rescuing power.
"""

from __future__ import annotations

import gc
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial, prod
from typing import Any, TypeVar

from game.magdagdon.actions import Minus, Plus, Reroll
from game.magdagdon.board import CELL_COUNT, EMPTY, NEIGHBOURS, RUIN, cell_of
from game.magdagdon.evaluate import (
    Model,
    clear_cache,
    magdagdon_chance_steps,
    model_for,
)
from game.magdagdon.feasibility import (
    BIT,
    NEAR,
    SYMMETRIES,
    UNCONNECTED,
    _can_place,
    can_place,
    initial_masks,
)
from game.magdagdon.rules import DICE, Difficulty
from game.magdagdon.state import Game, Phase

DEEP = 4  # stagings (and ruin cells) that get the deeper, exact next-roll evaluation
REROLL_MAX_DICE = 4  # rerolls of up to this many dice are valued (all outcomes, exactly) ...
POWER_WORK = 1000  # ... until this many boards were enumerated for power options (the budget)
# While placing, powers are weighed only with at most this many EMPTY cells left: earlier, a
# use is worth more kept for a MAGDAGDON rescue. (Measured, 120 paired PEACEFUL games: never
# 341.8, from 4 cells 362.5, from 6 cells 363.4, from 9 cells 358.0 mean final score.)
PLACING_POWER_EMPTY = 6
PLACING_POWER_MAX_COST = 50  # ... and only when a use costs at most this (not SURVIVAL's 70)
CACHE_SIZE = 1 << 12  # boards whose dice-set values are kept across decisions

# Slices of `decide_steps` (each well under a millisecond natively, so that a frame's work
# budget, game.ui.budget, is kept): board evaluations, and search states of the staging walk.
SLICE = 24
STATES = 48

Placement = tuple[int, int]  # (die, board index)
Pair = tuple[float, float]  # an option's (rank, estimate): see `_Turn`
T = TypeVar("T")
Steps = Generator[None, None, T]  # a computation in slices: next() runs one, returns a T


@dataclass(frozen=True)
class Decision:
    """What to do with a turn position.

    `power` is the power to use now (then decide again with the new dice), else None.
    `ruin` is the cell to accept as a ruin (in MAGDAGDON), else None.
    Otherwise `placements` is the staging, in order, as (die, board index) pairs.
    `value` is the estimated final score (base + bonuses - ruins - all power penalties)
    of the chosen option (`Model.estimate`); `alternative` that of the best option without a
    power; `rank` the chosen option's value by the ranking model (what other options are
    measured against: the game review).
    """

    value: float
    placements: tuple[Placement, ...] = ()
    power: Minus | Plus | Reroll | None = None
    ruin: tuple[int, int] | None = None
    alternative: float | None = None
    rank: float = 0.0


def stagings(board: tuple[int, ...], dice: Sequence[tuple[int, int]], need: int,
             room: int) -> dict[tuple[int, ...], tuple[Placement, ...]]:
    """Every board a staging of `dice` ((die, value) pairs) can leave, with one staging to it.

    A staging places at least `need` and at most `room` dice, each valid at its moment
    (rules §1.4, staged dice count as numbers). States reached by two orders are visited once.
    """
    return run(stagings_steps(board, dice, need, room))


def stagings_steps(board: tuple[int, ...], dice: Sequence[tuple[int, int]], need: int,
                   room: int) -> Steps[dict[tuple[int, ...], tuple[Placement, ...]]]:
    """`stagings` in slices (for work spread across frames)."""
    found = yield from _stagings(tuple(board), tuple(dice), need, room)
    return {b: path for b, (path, _) in found.items()}


def _stagings(board: tuple[int, ...], dice: tuple[tuple[int, int], ...], need: int, room: int
              ) -> Steps[dict[tuple[int, ...], tuple[tuple[Placement, ...], tuple[int, ...]]]]:
    """`stagings` with each board's accepted-values masks (kept up to date while placing), in
    slices of `STATES` search states. A depth-first walk with its own stack, so it can pause
    anywhere: children are pushed last-first, so they are visited in order, each once."""
    out: dict[tuple[int, ...], tuple[tuple[Placement, ...], tuple[int, ...]]] = {}
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    virgin = max(board) <= 0
    # On a board without numbers, symmetric first cells lead to symmetric boards of equal
    # value (rows and columns, read either way, map to rows and columns): try one per orbit.
    first = _orbit_cells(board) if virgin else _EVERY_CELL
    Node = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...],
                 tuple[Placement, ...]]
    stack: list[Node] = [(board, initial_masks(board), dice, ())]
    visited = 0
    while stack:
        b, ms, left, path = stack.pop()
        if len(path) >= need and b not in out:
            out[b] = (path, ms)
        if len(path) >= room or not left:
            continue
        visited += 1
        if visited % STATES == 0:
            yield
        children: list[Node] = []
        tried = set()
        for k, (die, value) in enumerate(left):
            if value in tried:  # equal values lead to equal boards
                continue
            tried.add(value)
            rest = left[:k] + left[k + 1:]
            rest_values = tuple(sorted(v for _, v in rest))
            bit = BIT[value]
            near = NEAR[value]
            for i in (first if not path else _EVERY_CELL):
                if not ms[i] & bit:
                    continue
                nb = b[:i] + (value,) + b[i + 1:]
                key = (nb, rest_values)
                if key in seen:
                    continue
                seen.add(key)
                # rules §1.4: the new number restricts its EMPTY neighbours to |v - n| <= 1;
                # the first number leaves every other cell unconnected.
                new = [UNCONNECTED if m else 0 for m in ms] if not path and virgin else list(ms)
                new[i] = 0
                for n in NEIGHBOURS[i]:
                    m = new[n]
                    if m:
                        new[n] = near if m == UNCONNECTED else m & near
                children.append((nb, tuple(new), rest, path + ((die, i),)))
        stack.extend(reversed(children))
    return out


_EVERY_CELL = tuple(range(CELL_COUNT))


@lru_cache(maxsize=64)
def _orbit_cells(board: tuple[int, ...]) -> tuple[int, ...]:
    """One cell per orbit of the symmetries of the square that keep `board` unchanged."""
    keep = [s for s in SYMMETRIES if all(board[s[i]] == board[i] for i in range(CELL_COUNT))]
    return tuple(i for i in range(CELL_COUNT) if all(i <= s[i] for s in keep))


class _Turn:
    """The search of one turn position: options are ranked by `model` and reported by its
    `estimate` (`evaluate.Model`), each value a (rank, estimate) pair."""

    def __init__(self, board: tuple[int, ...], difficulty: Difficulty, model: Model,
                 powers_left: int) -> None:
        self.board = board
        self.difficulty = difficulty
        self.model = model
        self.powers_left = powers_left  # after this turn's choice (a power's option: one less)
        empty = board.count(EMPTY)
        self.required = min(difficulty.base_minimum, empty)
        self.room = min(DICE, empty)
        self.work = 0  # boards enumerated for power options (capped by POWER_WORK)
        self._ruin: Pair | None = None
        # Values of dice multisets on this board: (rank, estimate, boards enumerated for it).
        per_model = _CHEAP.setdefault((model, self.required, powers_left), {})
        if len(per_model) >= CACHE_SIZE:
            per_model.clear()
        self._cheap = per_model.setdefault(board, {})

    def _rank(self, board: tuple[int, ...], ms: Sequence[int]) -> float:
        return self.model.value(board, ms, self.powers_left)

    def _estimate(self, board: tuple[int, ...], ms: Sequence[int] | None = None) -> float:
        ms = initial_masks(board) if ms is None else ms
        return self.model.estimate.value(board, ms, self.powers_left)

    def plan(self, dice: Sequence[int]) -> Steps[tuple[Pair, tuple[Placement, ...]]]:
        """The best staging of these four dice (cheap evaluation, then deep on the top few)."""
        found = yield from _stagings(self.board, tuple(enumerate(dice)), self.required,
                                     self.room)
        scored = []
        for n, (b, (_, ms)) in enumerate(found.items(), 1):
            scored.append((self._rank(b, ms), b))
            if n % SLICE == 0:
                yield
        scored.sort(reverse=True)
        top = scored[0][1]
        self._cheap[tuple(sorted(dice))] = (scored[0][0], self._estimate(top, found[top][1]),
                                            len(found))
        value, board, chance = yield from _deepest(scored, self.difficulty, self.model)
        return (value, self._deep_estimate(board, chance, found[board][1])), found[board][0]

    def _deep_estimate(self, board: tuple[int, ...], chance: float,
                       ms: Sequence[int] | None = None) -> float:
        return (self._estimate(board, ms)
                - self.model.estimate.deep_cost(board.count(EMPTY)) * chance)

    def cheap_value(self, dice: Sequence[int]) -> Steps[Pair]:
        """The best cheap value over stagings of `dice` (the best ruin if MAGDAGDON), with the
        estimate of the board it leaves.

        Adds the boards enumerated to `work` whether or not the value was cached, so the work
        budget, and so every decision, does not depend on what earlier searches cached.
        """
        key = tuple(sorted(dice))
        cached = self._cheap.get(key)
        if cached is None:
            if not can_place(self.board, key, self.required):
                cached = (*self.ruin_value(), 1)
            else:
                found = yield from _stagings(self.board, tuple(enumerate(key)), self.required,
                                             self.room)
                best: tuple[float, tuple[int, ...]] | None = None
                for n, (b, (_, ms)) in enumerate(found.items(), 1):
                    value = self._rank(b, ms)
                    if best is None or value > best[0]:
                        best = (value, b)
                    if n % SLICE == 0:
                        yield
                assert best is not None  # can_place: some staging exists
                cached = (best[0], self._estimate(best[1], found[best[1]][1]), len(found))
            self._cheap[key] = cached
            yield  # many small searches add up: a power's options are hundreds of them
        self.work += cached[2]
        return cached[0], cached[1]

    def ruin_choice(self) -> Steps[tuple[Pair, int]]:
        """(value, cell index) of the best EMPTY cell to accept as a ruin (deep on the top)."""
        options = sorted(((self._rank(b, initial_masks(b)), b, i) for i, b in self._ruined()),
                         reverse=True)
        value, board, chance, cell = yield from _deepest(options, self.difficulty, self.model)
        return (value, self._deep_estimate(board, chance)), cell

    def ruin_value(self) -> Pair:
        """Value of the best ruin (cheap evaluation only)."""
        if self._ruin is None:
            _, board = max((self._rank(b, initial_masks(b)), b) for _, b in self._ruined())
            self._ruin = (self._rank(board, initial_masks(board)), self._estimate(board))
        return self._ruin

    def _ruined(self) -> list[tuple[int, tuple[int, ...]]]:
        b = self.board
        return [(i, b[:i] + (RUIN,) + b[i + 1:]) for i, v in enumerate(b) if v == EMPTY]

    def power_options(self, dice: Sequence[int]
                      ) -> Steps[list[tuple[Pair, Minus | Plus | Reroll]]]:
        """(expected cheap value, power) of distinct powers on these dice: every MINUS/PLUS,
        then REROLLs of 1, 2, ... dice while the work cap allows (exact over outcomes)."""
        out: list[tuple[Pair, Minus | Plus | Reroll]] = []
        tried = set()
        for d, v in enumerate(dice):
            for kind, step in ((Minus, -1), (Plus, 1)):
                if not 1 <= v + step <= 6 or (kind, v) in tried:
                    continue
                tried.add((kind, v))
                new = list(dice)
                new[d] = v + step
                value = yield from self.cheap_value(new)
                out.append((value, kind(d)))
        rerolled = set()
        for k in range(1, min(REROLL_MAX_DICE, len(dice)) + 1):
            for chosen in combinations(range(len(dice)), k):
                if self.work > POWER_WORK:
                    return out
                key = tuple(sorted(dice[d] for d in chosen))
                if key in rerolled:
                    continue
                rerolled.add(key)
                kept = [v for d, v in enumerate(dice) if d not in chosen]
                rank = estimate = 0.0
                for values, p in _multisets(k):
                    r, e = yield from self.cheap_value(kept + list(values))
                    rank += p * r
                    estimate += p * e
                    if self.work > POWER_WORK:
                        return out  # over budget: this reroll stays unvalued
                out.append(((rank, estimate), Reroll(chosen)))
        return out


def _deepest(ranked: list[tuple[Any, ...]], difficulty: Difficulty, model: Model
             ) -> Steps[tuple[Any, ...]]:
    """The best of `ranked` ((cheap value, board, ...) sorted best first) after the deep term,
    as (value, board, chance, ...). The deep term only subtracts, so once a cheap value is no
    better than the best total so far nothing later can win (exact pruning); at most DEEP
    boards."""
    best: tuple[Any, ...] | None = None
    for option in ranked[:DEEP]:
        if best is not None and option[0] <= best[0]:
            break
        board = option[1]
        chance = yield from magdagdon_chance_steps(board, difficulty)
        value = option[0] - model.deep_cost(board.count(EMPTY)) * chance
        if best is None or value > best[0]:
            best = (value, board, chance, *option[2:])
    assert best is not None
    return best


# (model, required, powers left) -> board -> sorted dice -> (cheap value, boards enumerated).
# Plain dicts keyed by tuples of ints: see evaluate.CACHE_SIZE on garbage-collection pauses.
_CHEAP: dict[tuple[Model, int, int],
             dict[tuple[int, ...], dict[tuple[int, ...], tuple[float, float, int]]]] = {}


def clear_caches(decisions_only: bool = False) -> None:
    """Forget cached decisions (and, unless `decisions_only`, every cached value the search
    relies on: board evaluations, dice-set values, MAGDAGDON tests). For benchmarks."""
    _DECISIONS.clear()
    if not decisions_only:
        _CHEAP.clear()
        clear_cache()
        _can_place.cache_clear()


@lru_cache(maxsize=8)
def _multisets(k: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every multiset of `k` dice with its probability."""
    out = []
    for values in combinations_with_replacement(range(1, 7), k):
        orders = factorial(k) // prod(factorial(values.count(v)) for v in set(values))
        out.append((values, orders / 6**k))
    return tuple(out)


def power_value_steps(board: tuple[int, ...], difficulty: Difficulty, dice: Sequence[int],
                      power: Minus | Plus | Reroll, model: Model, powers_left: int
                      ) -> Steps[Pair]:
    """The search's (rank, estimate) of using `power` on these four `dice` at `board`,
    before any power penalty, in slices: the values of the best staging the new dice allow
    (the best ruin if none) with `powers_left` (after this use), expected exactly over a
    REROLL's outcomes. What the search compares a power by (`power_options`), for one power;
    the game review values a player's power so."""
    turn = _Turn(board, difficulty, model, powers_left)
    if isinstance(power, Minus | Plus):
        changed = list(dice)
        changed[power.die] += -1 if isinstance(power, Minus) else 1
        return (yield from turn.cheap_value(changed))
    kept = [v for d, v in enumerate(dice) if d not in power.dice]
    rank = estimate = 0.0
    for values, p in _multisets(len(power.dice)):
        r, e = yield from turn.cheap_value(kept + list(values))
        rank += p * r
        estimate += p * e
    return rank, estimate


def decide(game: Game, model: Model | None = None) -> Decision:
    """The best bot's decision for the turn position of `game` (placing or MAGDAGDON).

    Staged dice are ignored: the decision is about the permanent board and all four dice.
    `model`: the evaluation (default: `evaluate.model_for` the game's difficulty).
    """
    return run(decide_steps(game, model))


def decide_steps(game: Game, model: Model | None = None) -> Steps[Decision]:
    """`decide` in slices: each `next()` does a few milliseconds of work (natively), and the
    generator returns the Decision; run it with `step` (one slice) or `run` (to the end).
    The game must not change meanwhile. Raises ValueError outside PLACING and MAGDAGDON."""
    if model is None:
        model = model_for(game.difficulty)
    if game.phase not in (Phase.PLACING, Phase.MAGDAGDON):
        raise ValueError(f"no decision to make in phase {game.phase.value}")
    key = (game.board, tuple(game.dice), game.difficulty, game.powers_used,
           game.phase is Phase.MAGDAGDON, model)
    decision = _DECISIONS.get(key)
    if decision is None:
        decision = yield from _decide(*key)  # type: ignore[arg-type]
        if len(_DECISIONS) >= DECISIONS_KEPT:
            _DECISIONS.clear()
        _DECISIONS[key] = decision
    return decision


def step(steps: Steps[T]) -> tuple[bool, T | None]:
    """Advance `steps` by one slice: (True, result) once it has finished, else (False, None).

    The search allocates many short-lived tuples and makes no reference cycles: with the
    collector on, its full collections while they were alive paused a decision by 100+ ms,
    so it is off during the slice."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        next(steps)
    except StopIteration as stop:
        return True, stop.value
    finally:
        if enabled:
            gc.enable()
    return False, None


def run(steps: Steps[T]) -> T:
    """Run `steps` to the end and return its result."""
    while True:
        done, result = step(steps)
        if done:
            return result  # type: ignore[return-value]


DECISIONS_KEPT = 256
_DECISIONS: dict[tuple[Any, ...], Decision] = {}


def _decide(board: tuple[int, ...], dice: tuple[int, ...], difficulty: Difficulty,
            powers_used: int, magdagdon: bool, model: Model) -> Steps[Decision]:
    left = difficulty.powers - powers_used
    turn = _Turn(board, difficulty, model, left)
    paid = difficulty.power_penalty(powers_used)
    if magdagdon:
        value, cell = yield from turn.ruin_choice()
        base = Decision(value[1] - paid, ruin=cell_of(cell), alternative=value[1] - paid,
                        rank=value[0] - paid)
        baseline = turn.ruin_value()[0]
    else:
        value, plan = yield from turn.plan(dice)
        base = Decision(value[1] - paid, placements=plan, alternative=value[1] - paid,
                        rank=value[0] - paid)
        baseline = (yield from turn.cheap_value(dice))[0]
    if powers_used >= difficulty.powers:
        return base
    penalty = difficulty.penalties[powers_used]
    cost = penalty + model.reserve
    if not magdagdon and (board.count(EMPTY) > PLACING_POWER_EMPTY
                          or cost > PLACING_POWER_MAX_COST):
        return base
    after = _Turn(board, difficulty, model, left - 1)  # the budget counts power options only
    best = None
    for (rank, estimate), power in (yield from after.power_options(dice)):
        gain = rank - cost - baseline
        if gain > 0 and (best is None or gain > best[0]):
            best = (gain, rank, estimate, power)
    if best is None:
        return base
    _, rank, estimate, power = best
    return Decision(estimate - paid - penalty, power=power, alternative=base.value,
                    rank=rank - paid - cost)

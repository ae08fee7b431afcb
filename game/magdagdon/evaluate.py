"""How good a MAGDAGDON board is: its expected final score (rules §1.7) without power penalties.

`evaluate(board, difficulty)` is a fast heuristic estimate of the final base + bonuses - ruins
the board leads to under good play; the `best` bot (game.magdagdon.search) compares the boards a
turn can leave with it. It adds up, per cell and per line:

- numbers: 2 x value (each number counts in its row and its column); ruins: -15;
- EMPTY cells: what a die there is expected to add, against the risk of a ruin. A cell whose
  numeric neighbours leave it no value (a cell between a 2 and a 5, rules §1.4) is a certain
  ruin; a cell that accepts one value is at real risk; a cell whose neighbours are all placed
  (a "closed" cell) can never widen, one with EMPTY neighbours may still narrow;
- lines: a complete numeric line its bonus; an open line without a ruin or a doomed cell a share
  of the best bonus its cells can still reach (straight, four of a kind, two pairs).

`deep_penalty` adds what the cheap sum cannot see: the exact chance over all 1296 rolls that the
next turn is a MAGDAGDON (rules §1.6), i.e. how much room the board leaves for `required` dice.

`WEIGHTS` are hand-set; `TUNED` holds the weights per difficulty, moved by self-play where that
held up on other seeds (`game.magdagdon.dev.tune`; README "MAGDAGDON: the best bot").
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, prod

from game.dice import FACES
from game.magdagdon.board import CELL_COUNT, EMPTY, LINES, NEIGHBOURS, RUIN
from game.magdagdon.feasibility import ALL, UNCONNECTED, can_place, initial_masks
from game.magdagdon.rules import (
    DICE,
    FOUR_OF_A_KIND_BONUS,
    RUIN_PENALTY,
    STRAIGHT_BONUS,
    TWO_PAIRS_BONUS,
    Difficulty,
)

MEAN_DIE = 3.5


@dataclass(frozen=True, eq=False)  # identity hash: cheap as a cache key
class Weights:
    """The tunable numbers of the evaluation (see the module docstring)."""

    # Chance that an EMPTY cell ends as a ruin, by how many values it accepts (index 0..6);
    # index 0 is a doomed cell. `open_risk` for cells that may still narrow, `closed_risk` for
    # cells whose neighbours are all placed.
    open_risk: tuple[float, ...] = (1.0, 0.45, 0.2, 0.1, 0.05, 0.05, 0.05)
    closed_risk: tuple[float, ...] = (1.0, 0.35, 0.12, 0.05, 0.03, 0.03, 0.03)
    unconnected_risk: float = 0.08  # an EMPTY cell with no numeric neighbour yet
    # Share of the best still-reachable bonus an open line is worth, by its EMPTY cells (1..4).
    line_share: tuple[float, ...] = (0.0, 0.45, 0.22, 0.1, 0.04)
    # Points lost per unit of next-turn MAGDAGDON chance (a ruin plus the lines it spoils).
    magdagdon_cost: float = 25.0
    # What a power use still held is worth beyond its penalty (a later rescue).
    reserve: float = 4.0


WEIGHTS = Weights()  # the hand-set starting point
# Tuned per difficulty with `python -m game.magdagdon.dev.tune` (150 games a trial, seeds from
# 1000), each kept only if it also scored better on 300 other games (sim's seed 1):
# NIGHTMARE 188.6 -> 201.1. The SURVIVAL run's weights did worse there (296.4 -> 291.7) and
# did not help PEACEFUL (351.2 -> 352.5, noise), so those keep the hand-set ones.
TUNED: dict[Difficulty, Weights] = {
    Difficulty.PEACEFUL: WEIGHTS,
    Difficulty.SURVIVAL: replace(WEIGHTS, reserve=10.0),
    Difficulty.NIGHTMARE: replace(WEIGHTS, open_risk=(1.0, 0.2, 0.3, 0.0667, 0.05, 0.05, 0.05),
                                  unconnected_risk=0.12, magdagdon_cost=37.5),
}


def weights_for(difficulty: Difficulty) -> Weights:
    """The evaluation weights the `best` bot uses on `difficulty`."""
    return TUNED[difficulty]


_POPCOUNT = tuple(bin(m & ALL).count("1") for m in range(128))
# Mean value of the values in a mask (bit v-1 = value v), 0 for an empty mask.
_MASK_MEAN = tuple(
    (sum(v for v in range(1, 7) if m & (1 << (v - 1))) / _POPCOUNT[m]) if _POPCOUNT[m] else 0.0
    for m in range(128)
)
_GAP = -2  # line keys: an EMPTY cell with mask m is _GAP - m (below RUIN = -1)


def line_potential(cells: tuple[int, ...]) -> int:
    """Best bonus a line can still reach (rules §1.7): `cells` holds a value (1..6) for a number
    and `_GAP - mask` for an EMPTY cell; UNCONNECTED counts as any value. Cached."""
    value = _LINES.get(cells)
    if value is None:
        if len(_LINES) >= CACHE_SIZE:
            _LINES.clear()
        value = _LINES[cells] = _line_potential(cells)
    return value


def _line_potential(cells: tuple[int, ...]) -> int:
    allowed = []
    for c in cells:
        if c > 0:
            allowed.append(1 << (c - 1))
        else:
            m = _GAP - c
            allowed.append(ALL if m == UNCONNECTED else m)
    for run in _STRAIGHTS:
        if all(a & (1 << (v - 1)) for a, v in zip(allowed, run, strict=True)):
            return STRAIGHT_BONUS
    a, b, c, d = allowed
    if a & b & c & d:
        return FOUR_OF_A_KIND_BONUS
    # Two pairs: split the four cells into two pairs whose shared values offer x != y.
    for one, two in ((a & b, c & d), (a & c, b & d), (a & d, b & c)):
        if one and two and not (one == two and _POPCOUNT[one] == 1):
            return TWO_PAIRS_BONUS
    return 0


_STRAIGHTS = tuple(r for lo in range(1, 4) for r in ((lo, lo + 1, lo + 2, lo + 3),
                                                    (lo + 3, lo + 2, lo + 1, lo)))


def evaluate(board: Sequence[int], difficulty: Difficulty | None = None,
             w: Weights = WEIGHTS) -> float:
    """Estimated final base + bonuses - ruin penalties of `board` (exact once it is full).

    (`difficulty` is accepted for symmetry with `deep_penalty`; the cheap terms do not use it.)
    """
    board = tuple(board)
    value = _CACHE.get(w, {}).get(board)
    if value is None:
        value = evaluate_masked(board, initial_masks(board), w)
    return value


def evaluate_masked(board: tuple[int, ...], ms: Sequence[int], w: Weights = WEIGHTS) -> float:
    """`evaluate` for a board whose `feasibility.initial_masks` the caller already has (the
    staging search keeps them up to date as it places dice)."""
    cache = _CACHE.get(w)
    if cache is None or len(cache) >= CACHE_SIZE:
        cache = _CACHE[w] = {}
    value = cache.get(board)
    if value is None:
        value = cache[board] = _value(board, ms, w)
    return value


# Caches are plain dicts keyed by tuples of ints, cleared when full: the collector soon stops
# tracking such tuples, so a large cache adds no garbage-collection pauses (an lru_cache or a
# key holding an object would: gen-2 pauses of 180 ms were measured that way).
CACHE_SIZE = 1 << 17  # entries per cache
_CACHE: dict[Weights, dict[tuple[int, ...], float]] = {}  # weights -> board -> value
_LINES: dict[tuple[int, ...], int] = {}


def clear_cache() -> None:
    """Forget every cached board value (benchmarks time cold searches with it)."""
    _CACHE.clear()
    _LINES.clear()


@lru_cache(maxsize=8)
def _cell_tables(w: Weights) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """What an EMPTY cell is expected to add, by its mask: (open cells, closed cells)."""
    out = []
    for risks in (w.open_risk, w.closed_risk):
        table = []
        for m in range(128):
            if m == UNCONNECTED:
                risk, mean = w.unconnected_risk, MEAN_DIE
            else:
                risk, mean = risks[_POPCOUNT[m]], _MASK_MEAN[m]
            table.append((1 - risk) * 2 * mean - risk * RUIN_PENALTY)
        out.append(tuple(table))
    return out[0], out[1]


def _value(board: tuple[int, ...], ms: Sequence[int], w: Weights) -> float:
    open_table, closed_table = _cell_tables(w)
    total = 0.0
    doomed = False
    for i in range(CELL_COUNT):
        v = board[i]
        if v > 0:
            total += 2 * v
        elif v == RUIN:
            total -= RUIN_PENALTY
        else:
            m = ms[i]
            if m == 0:
                doomed = True  # a connected cell that accepts nothing: a certain ruin
                total += closed_table[0]
            elif m in (UNCONNECTED, ALL):
                total += open_table[m]
            else:
                closed = True
                for n in NEIGHBOURS[i]:
                    if board[n] == EMPTY:
                        closed = False
                        break
                total += (closed_table if closed else open_table)[m]
    share = w.line_share
    for i, j, k, m in LINES:
        a = board[i] or _GAP - ms[i]
        b = board[j] or _GAP - ms[j]
        c = board[k] or _GAP - ms[k]
        d = board[m] or _GAP - ms[m]
        if a == RUIN or b == RUIN or c == RUIN or d == RUIN:
            continue
        if doomed and _GAP in (a, b, c, d):  # a doomed cell spoils its lines
            continue
        gaps = (a <= 0) + (b <= 0) + (c <= 0) + (d <= 0)
        if gaps == 0:
            total += line_potential((a, b, c, d))  # exactly its bonus (cached)
        else:
            total += share[gaps] * line_potential((a, b, c, d))
    return total


def _rolls() -> tuple[tuple[tuple[int, ...], float], ...]:
    out = []
    for dice in combinations_with_replacement(FACES, DICE):
        orders = factorial(DICE) // prod(factorial(dice.count(v)) for v in set(dice))
        out.append((dice, orders / len(FACES) ** DICE))
    return tuple(out)


# Every multiset of four dice (126) with its probability among the 1296 ordered rolls.
ROLLS = _rolls()


ROLLS_PER_SLICE = 6  # MAGDAGDON tests per slice of `magdagdon_chance_steps`


def magdagdon_chance(board: Sequence[int], difficulty: Difficulty) -> float:
    """Exact chance that the next turn's roll on `board` is a MAGDAGDON (rules §1.6)."""
    steps = magdagdon_chance_steps(board, difficulty)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return float(done.value)


def magdagdon_chance_steps(board: Sequence[int], difficulty: Difficulty
                           ) -> Generator[None, None, float]:
    """`magdagdon_chance` in slices of `ROLLS_PER_SLICE` tests (a test on a board that the
    search has not met yet takes up to a fraction of a millisecond)."""
    board = tuple(board)
    empty = board.count(EMPTY)
    if empty == 0:
        return 0.0
    required = min(difficulty.base_minimum, empty)
    total = 0.0
    for n, (dice, p) in enumerate(ROLLS, 1):
        if not can_place(board, dice, required):
            total += p
        if n % ROLLS_PER_SLICE == 0:
            yield
    return total


def deep_penalty(board: Sequence[int], difficulty: Difficulty, w: Weights = WEIGHTS) -> float:
    """The deeper term: expected loss from a MAGDAGDON on the next roll."""
    return w.magdagdon_cost * magdagdon_chance(board, difficulty)

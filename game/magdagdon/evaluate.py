"""How good a MAGDAGDON board is: the final score it leads to (rules §1.7), as a `Model`.

A model values the position a turn leaves (the permanent board and the powers left) as a sum
over board features (`FEATURES`), each weighed by a coefficient:

- what is certain (weight 1, not fitted): 2 x every number (it counts in its row and in its
  column), -15 per ruin, and the bonus of every complete numeric line. A full board is valued
  at exactly its score.
- every EMPTY cell by its class: "free" (a board without numbers: any value fits), "unconnected"
  (no numeric neighbour yet), "doomed" (its numeric neighbours leave it no value, e.g. between
  a 2 and a 5, rules §1.4: a certain ruin), or open / closed (some EMPTY neighbour left, or
  none: it can still narrow, or not) with 1, 2 or 3 values accepted. Each class has a weight
  per cell and, for the last six, a weight times twice the mean accepted value (what a die
  there would add).
- every line without a ruin or a doomed cell, by its EMPTY cells (1..4) and the best bonus its
  cells can still reach (`line_potential`: 0, 20, 40 or 60).
- the number of EMPTY cells (one weight each), and the powers left (a weight and a weight per
  EMPTY cell for each number of powers left): the future's penalties and rescues.
- the deep term: the exact chance over all 1296 rolls that the next turn is a MAGDAGDON
  (rules §1.6), weighed per EMPTY cell. It is the costly feature, so the search computes it
  only for its best few boards; it only ever lowers a value (`Model.deep_cost` >= 0).

The power penalties already paid are not part of a board's value: the search subtracts them.

Two sets of coefficients exist:
- `HAND_SET`: the hand-set heuristic the `best` bot played by before issue 26 (`Weights`,
  risks and shares set by hand and by a coordinate search): a ranking, not an expectation
  (from an empty board it shows about 130 where the game ends near 350). It is the policy the
  fit starts from.
- the fitted models (`game.magdagdon.fitted`, `fitted_model`): least squares of the final score
  reached on the features of every position of self-play games, played by the search with the
  previous model, round after round (`python -m game.magdagdon.dev.fit`): an estimate of the
  expected final score when the search is followed. README "MAGDAGDON: the best bot" has the
  figures: the estimate against the score reached, turn by turn.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from functools import cache
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
MAX_POWERS = max(d.powers for d in Difficulty)
BONUSES = (0, TWO_PAIRS_BONUS, FOUR_OF_A_KIND_BONUS, STRAIGHT_BONUS)

# ---- the features ------------------------------------------------------------------------------

_VALUED = ("open1", "open2", "open3", "closed1", "closed2", "closed3")  # with a mean weight
CELL_CLASSES = ("free", "unconnected", "doomed", *_VALUED)
FEATURES: tuple[str, ...] = (
    *(f"cell.{c}" for c in CELL_CLASSES),
    *(f"cell.{c}.mean" for c in _VALUED),
    *(f"line.{g}.{b}" for g in range(1, 5) for b in BONUSES),
    *(f"empty.{e}" for e in range(1, CELL_COUNT)),
    *(f"powers.{p}" for p in range(1, MAX_POWERS + 1)),
    *(f"powers.{p}.empty" for p in range(1, MAX_POWERS + 1)),
    "deep", "deep.empty",
)
INDEX = {name: i for i, name in enumerate(FEATURES)}

_POPCOUNT = tuple(bin(m & ALL).count("1") for m in range(128))
# Twice the mean value of the values in a mask (bit v-1 = value v), 0 for an empty mask.
_MASK_MEAN2 = tuple(
    (2 * sum(v for v in range(1, 7) if m & (1 << (v - 1))) / _POPCOUNT[m]) if _POPCOUNT[m] else 0.0
    for m in range(128)
)
_GAP = -2  # line keys: an EMPTY cell with mask m is _GAP - m (below RUIN = -1)


def cell_class(mask: int, closed: bool) -> str:
    """The class of an EMPTY cell whose accepted-values mask is `mask` (see the docstring);
    `closed`: none of its neighbours is EMPTY."""
    if mask == ALL:
        return "free"
    if mask == UNCONNECTED:
        return "unconnected"
    if mask == 0:
        return "doomed"
    return f"{'closed' if closed else 'open'}{_POPCOUNT[mask]}"


def _closed(board: Sequence[int], i: int) -> bool:
    return all(board[n] != EMPTY for n in NEIGHBOURS[i])


def certain(board: Sequence[int]) -> int:
    """What the board's score already holds for sure: 2 x each number, -15 per ruin, the bonus
    of each complete numeric line (rules §1.7)."""
    total = sum(2 * v for v in board if v > 0) - RUIN_PENALTY * sum(v == RUIN for v in board)
    for line in LINES:
        values = tuple(board[i] for i in line)
        if min(values) > 0:
            total += line_potential(values)
    return total


def _line_key(board: Sequence[int], ms: Sequence[int], line: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(board[i] or _GAP - ms[i] for i in line)


def features(board: Sequence[int], powers_left: int = 0, chance: float = 0.0,
             ms: Sequence[int] | None = None) -> list[float]:
    """The feature vector of a position (in `FEATURES` order): for fitting and for tests; the
    search computes the same sum faster (`Model.value`). `chance`: the next roll's MAGDAGDON
    chance (`magdagdon_chance`)."""
    board = tuple(board)
    ms = initial_masks(board) if ms is None else ms
    x = [0.0] * len(FEATURES)
    doomed = False
    for i, v in enumerate(board):
        if v != EMPTY:
            continue
        c = cell_class(ms[i], _closed(board, i))
        doomed = doomed or c == "doomed"
        x[INDEX[f"cell.{c}"]] += 1
        if c in _VALUED:
            x[INDEX[f"cell.{c}.mean"]] += _MASK_MEAN2[ms[i]]
    for line in LINES:
        key = _line_key(board, ms, line)
        if RUIN in key or (doomed and _GAP in key):
            continue
        gaps = sum(k <= 0 for k in key)
        if gaps:
            x[INDEX[f"line.{gaps}.{line_potential(key)}"]] += 1
    empty = board.count(EMPTY)
    if empty:
        x[INDEX[f"empty.{empty}"]] = 1.0
        if powers_left:
            x[INDEX[f"powers.{powers_left}"]] = 1.0
            x[INDEX[f"powers.{powers_left}.empty"]] = float(empty)
        x[INDEX["deep"]] = chance
        x[INDEX["deep.empty"]] = chance * empty
    return x


# ---- models ------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)  # identity hash: cheap as a cache key
class Weights:
    """The hand-set heuristic's numbers (see the module docstring): chances that an EMPTY cell
    ends as a ruin and shares of a line's reachable bonus, a MAGDAGDON cost and a reserve."""

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


@dataclass(frozen=True, eq=False)  # identity hash: cheap as a cache key
class Model:
    """Coefficients for `FEATURES` (a mapping; a feature not named weighs 0), and `reserve`:
    what a power use still held is worth beyond its penalty when the features do not say it
    (the hand-set heuristic; 0 for fitted models, whose powers-left weights say it).

    `value(board, masks, powers_left)` is the cheap part, `deep_cost(empty)` what each unit of
    next-roll MAGDAGDON chance then takes off."""

    coefficients: dict[str, float]
    reserve: float = 0.0
    name: str = ""
    reported: Model | None = None  # the model whose values are shown (None: this one)
    # EMPTY cells left -> where most final scores fall around the value (10th and 90th
    # percentile of final - value over the games it was fitted to); empty: not measured.
    spread: dict[int, tuple[float, float]] = field(default_factory=dict)
    _open: tuple[float, ...] = field(init=False, repr=False)
    _closed: tuple[float, ...] = field(init=False, repr=False)
    _lines: tuple[tuple[float, ...], ...] = field(init=False, repr=False)
    _intercepts: tuple[tuple[float, ...], ...] = field(init=False, repr=False)
    _deep: tuple[float, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        unknown = set(self.coefficients) - set(INDEX)
        if unknown:
            raise ValueError(f"unknown features: {sorted(unknown)}")
        c = self.coefficients.get
        tables = []
        for closed in (False, True):
            table = []
            for m in range(128):
                kind = cell_class(m, closed)
                value = c(f"cell.{kind}", 0.0)
                if kind in _VALUED:
                    value += c(f"cell.{kind}.mean", 0.0) * _MASK_MEAN2[m]
                table.append(value)
            tables.append(tuple(table))
        object.__setattr__(self, "_open", tables[0])
        object.__setattr__(self, "_closed", tables[1])
        object.__setattr__(self, "_lines", tuple(
            tuple(c(f"line.{g}.{b}", 0.0) for b in range(STRAIGHT_BONUS + 1)) if g else ()
            for g in range(5)))
        object.__setattr__(self, "_intercepts", tuple(
            tuple((c(f"empty.{e}", 0.0) + (c(f"powers.{p}", 0.0)
                                            + c(f"powers.{p}.empty", 0.0) * e if p else 0.0))
                  if e else 0.0 for p in range(MAX_POWERS + 1))
            for e in range(CELL_COUNT + 1)))
        object.__setattr__(self, "_deep", tuple(
            0.0 if not e else -(c("deep", 0.0) + c("deep.empty", 0.0) * e)
            for e in range(CELL_COUNT + 1)))

    @property
    def estimate(self) -> Model:
        """The model whose values the search reports for the options this one ranks: a model
        fitted to this one's own play estimates the final score it reaches (see the module
        docstring)."""
        return self if self.reported is None else self.reported

    def vector(self) -> list[float]:
        """The coefficients in `FEATURES` order."""
        return [self.coefficients.get(name, 0.0) for name in FEATURES]

    def value(self, board: tuple[int, ...], ms: Sequence[int], powers_left: int = 0) -> float:
        """The cheap estimate of a position (no deep term, no penalty paid): exact once the
        board is full. `ms` are the board's `feasibility.initial_masks` (the search keeps them
        up to date as it places dice). Cached per board."""
        cache = _CACHE.get(self)
        if cache is None or len(cache) >= CACHE_SIZE:
            cache = _CACHE[self] = {}
        part = cache.get(board)
        if part is None:
            part = cache[board] = self._board_part(board, ms)
        return part + self._intercepts[board.count(EMPTY)][powers_left]

    def deep_cost(self, empty: int) -> float:
        """Points lost per unit of next-roll MAGDAGDON chance with `empty` EMPTY cells (>= 0)."""
        return self._deep[empty]

    def _board_part(self, board: tuple[int, ...], ms: Sequence[int]) -> float:
        open_table, closed_table = self._open, self._closed
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
                    doomed = True
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
        lines = self._lines
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
                total += lines[gaps][line_potential((a, b, c, d))]
        return total


def hand_set(w: Weights) -> Model:
    """The hand-set heuristic `w` as a model over `FEATURES` (an EMPTY cell with ruin risk r
    and mean accepted value u is worth (1 - r) * 2u - 15 r; an open line a share of its
    reachable bonus; the MAGDAGDON chance costs `magdagdon_cost`)."""
    coefficients: dict[str, float] = {
        "cell.free": (1 - w.open_risk[6]) * 2 * MEAN_DIE - w.open_risk[6] * RUIN_PENALTY,
        "cell.unconnected": ((1 - w.unconnected_risk) * 2 * MEAN_DIE
                             - w.unconnected_risk * RUIN_PENALTY),
        "cell.doomed": -RUIN_PENALTY,
        "deep": -w.magdagdon_cost,
    }
    for kind, risks in (("open", w.open_risk), ("closed", w.closed_risk)):
        for k in (1, 2, 3):
            coefficients[f"cell.{kind}{k}"] = -risks[k] * RUIN_PENALTY
            coefficients[f"cell.{kind}{k}.mean"] = 1 - risks[k]
    for g in range(1, 5):
        for b in BONUSES:
            coefficients[f"line.{g}.{b}"] = w.line_share[g] * b
    return Model(coefficients, reserve=w.reserve, name="hand-set")


WEIGHTS = Weights()  # the hand-set starting point
# Tuned per difficulty by a coordinate search on self-play (150 games a trial), each kept only
# if it also scored better on 300 other games: NIGHTMARE 188.6 -> 201.1. The SURVIVAL run's
# weights did worse there (296.4 -> 291.7) and did not help PEACEFUL, so those kept the
# hand-set ones.
TUNED: dict[Difficulty, Weights] = {
    Difficulty.PEACEFUL: WEIGHTS,
    Difficulty.SURVIVAL: Weights(reserve=10.0),
    Difficulty.NIGHTMARE: Weights(open_risk=(1.0, 0.2, 0.3, 0.0667, 0.05, 0.05, 0.05),
                                  unconnected_risk=0.12, magdagdon_cost=37.5),
}
HAND_SET: dict[Difficulty, Model] = {d: hand_set(w) for d, w in TUNED.items()}


@cache
def fitted_model(difficulty: Difficulty) -> Model:
    """The shipped fitted model of `difficulty` (`game.magdagdon.fitted`)."""
    from game.magdagdon import fitted

    reported = Model(dict(fitted.ESTIMATE[difficulty.value]), name="estimate",
                     spread=dict(fitted.SPREAD[difficulty.value]))
    return Model(dict(fitted.RANK[difficulty.value]), name="fitted", reported=reported)


def model_for(difficulty: Difficulty) -> Model:
    """The model the `best` bot, the hint and the review use on `difficulty`: the fitted one."""
    return fitted_model(difficulty)


def evaluate(board: Sequence[int], difficulty: Difficulty | None = None,
             model: Model | None = None, powers_left: int = 0) -> float:
    """The cheap estimate of `board` (exact once it is full), by `model` (default: the one of
    `difficulty`, PEACEFUL's when None)."""
    if model is None:
        model = model_for(difficulty or Difficulty.PEACEFUL)
    board = tuple(board)
    return model.value(board, initial_masks(board), powers_left)


def estimate(board: Sequence[int], difficulty: Difficulty, model: Model | None = None,
             powers_left: int = 0) -> float:
    """The full estimate of a position a turn leaves, deep term included (before the penalties
    paid): what the search ranks its options by."""
    model = model_for(difficulty) if model is None else model
    board = tuple(board)
    return (evaluate(board, difficulty, model, powers_left)
            - model.deep_cost(board.count(EMPTY)) * magdagdon_chance(board, difficulty))


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

# Caches are plain dicts keyed by tuples of ints, cleared when full: the collector soon stops
# tracking such tuples, so a large cache adds no garbage-collection pauses (an lru_cache or a
# key holding an object would: gen-2 pauses of 180 ms were measured that way).
CACHE_SIZE = 1 << 17  # entries per cache
_CACHE: dict[Model, dict[tuple[int, ...], float]] = {}  # model -> board -> value
_LINES: dict[tuple[int, ...], int] = {}


def clear_cache() -> None:
    """Forget every cached board value (benchmarks time cold searches with it)."""
    _CACHE.clear()
    _LINES.clear()


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

"""MISHIMASH turn values by dynamic programming (rules §2.3): what the bots and hints stand on.

The state of a turn after a keep is `(n, k, m, t)`: `n` dice to roll next (six after a
MISHIMASH), `k` rolls made so far (the next roll scores × (k + 1)), `m` MISHIMASHes so far (the
next adds `BONUS_STEP × (m + 1)`) and `t` turn points, all in half-points.

Two tables are computed by backward induction over `k`, exactly enumerating every roll by
multiset with its probability (outcomes with the same best value per number of dice kept are
merged: 6 dice give 462 multisets but only 123 distinct choice sets):

- `TurnValues` (points): `V(n, k, m, t) = max(t, C)` where `C` is the expected turn points if
  the player rolls now and plays on optimally: `C = Σ p(roll) · max over keeps V(next state)`,
  a bust counting 0. `medium` plays by it; hints quote it.
- `ReachChances` (catch-up): `R(n, k, m, r)` = the highest chance of banking at least `r` more
  half-points this turn when rolling on until the turn reaches `r` (what a player who is behind
  in the last turn of the match must do). `strong` plays by it in the final round.

Why the unbounded `k` and `t` can be capped (the structure):
- `C(t) − t` is non-increasing in `t` (by induction: a bust costs all of `t`, every other branch
  moves with it), so for each `(n, k, m)` the best policy is a threshold: roll below
  `threshold(n, k, m)`, save from it on. Arrays therefore stop at the threshold and `V = t`
  beyond it is exact, not a cap.
- Thresholds do grow with `k` (about 170 points per roll with six dice), but reaching roll `k`
  means surviving `k` rolls. The tables stop at `K_CAP` rolls (their last roll is followed by
  a SAVE), at the `(M_CAP + 1)`th MISHIMASH's bonus and at `T_CAP` turn points. Past those caps
  a value is a lower bound, never a forced save (issue 26): from roll `K_CAP` on, the last
  tabled roll's values (V only grows with the multiplier: the same play scores more), past
  the caps of bonuses and points the values there; every SAVE / ROLL AGAIN (`should_save`)
  compares `t` with `roll_value`, computed from those bounds at any roll: the number the hint
  shows. `python -m game.mishimash.dev.botbench --caps` prints how the value of a whole turn
  moves when the caps are raised, and how often the caps change a decision against tables
  of 24 rolls / 7 bonuses / 1600 points: the chosen 14 rolls in 1.3 of a million turns (a
  SAVE forced after roll 12 did in 2.7 of ten thousand); the README quotes the figures.

Floats are used for speed (sums of at most a few hundred products); tests compare them with
exact `Fraction` enumeration. Only the standard library is used, so the browser build can
compute the tables too: `Tables.advance()` computes them in slices across frames.

Computing them takes seconds (3.5 s natively on a quiet machine), so the game ships them:
`game.mishimash.tablefile` stores `encode`d tables next to this module and `shared()` loads
them (in slices of well under a millisecond, a few dozen milliseconds in all). The stored
values are rounded to `2**-SCALE_BITS` (half-points for V, chance for R); a test rebuilds the
tables here and compares every entry with the file. Bump `TABLES_VERSION` whenever what the
tables mean changes, so that a stale file is refused rather than trusted.
"""

from __future__ import annotations

import itertools
from array import array
from collections import Counter
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import factorial
from operator import add, mul
from typing import TypeAlias, cast

from game.mishimash import combos
from game.mishimash.combos import DICE
from game.mishimash.match import BONUS_STEP

K_CAP = 14  # the points table stops after this roll (past it: lower bounds, see `value`)
M_CAP = 3  # MISHIMASH bonuses past the (M_CAP + 1)th are valued as that one (a lower bound)
T_CAP = 1600  # force a save at 800 points in one turn
REACH_K_CAP = 12  # the catch-up table stops at this roll (a lower bound beyond)
REACH_CAP = 1000  # catch-up chances are tabled for deficits up to 500 points
CHUNK = 64  # table entries computed per slice (a slice is a few ms to ~25 ms natively)
TABLES_VERSION = 1  # what the tables hold and how they are rounded (see the module docstring)
SCALE_BITS = 14  # shipped entries are multiples of 2**-14 (half-points for V, chance for R)
GROUP_BATCH = 32  # rolls evaluated per slice while listing the outcome groups
# The points a whole turn banks under points-maximising play, in half-points: the mean is
# `TurnValues.start_value()` (15.9656 points) and the standard deviation 31.2 points; 70 % of
# such turns bust (`python -m game.mishimash.dev.botbench --turns`, the exact distribution).
TURN_POINTS = 31.9313
TURN_SD = 62.39

Option = tuple[int, int]  # (dice kept, best half-point value for that many) of one roll
Key = tuple[int, int, int]  # (k, m, n): one stored array of a table
# A stored array: floats as the DP computes them (the table's `unit` is 1), or the shipped
# tables' integers, multiples of `unit` = 2**-SCALE_BITS (4 bytes an entry, not 32).
Stored: TypeAlias = "list[float] | array[int]"


@dataclass(frozen=True, slots=True)
class Group:
    """Rolls of `n` dice offering the same choices: their total probability and, per number
    of dice kept, the best value (a keep of more dice for less is never forced, so a smaller
    value for the same count is dominated: the state after it is the same but poorer)."""

    probability: Fraction
    options: tuple[Option, ...]


def multiset_probability(roll: tuple[int, ...]) -> Fraction:
    """Exact probability of rolling the sorted multiset `roll` with `len(roll)` dice."""
    ways = factorial(len(roll))
    for count in Counter(roll).values():
        ways //= factorial(count)
    return Fraction(ways, 6 ** len(roll))


def outcome_groups(n: int) -> tuple[Group, ...]:
    """The scoring rolls of `n` dice merged by their choice set (busts are left out): computed
    once, or taken from the shipped tables file (`use_groups`)."""
    groups = _GROUPS.get(n)
    if groups is None:
        groups = _GROUPS[n] = compute_groups(n)
    return groups


def compute_groups(n: int) -> tuple[Group, ...]:
    """`outcome_groups`, computed from every multiset of `n` dice (about 10 ms for six)."""
    merged: dict[tuple[Option, ...], Fraction] = {}
    for roll in combos.multisets(n):
        best: dict[int, int] = {}
        for selection, value in combos.selections_sorted(roll).items():
            best[len(selection)] = max(best.get(len(selection), 0), value)
        if best:
            key = tuple(sorted(best.items()))
            merged[key] = merged.get(key, Fraction(0)) + multiset_probability(roll)
    return tuple(Group(p, options) for options, p in sorted(merged.items()))


def use_groups(n: int, groups: tuple[Group, ...]) -> None:
    """Take `outcome_groups(n)` as given (read from the shipped file, which a test checks
    against `compute_groups`) instead of computing it."""
    _GROUPS[n] = groups
    _float_groups.cache_clear()


_GROUPS: dict[int, tuple[Group, ...]] = {}


@cache
def _float_groups(n: int) -> tuple[tuple[float, tuple[Option, ...]], ...]:
    return tuple((float(g.probability), g.options) for g in outcome_groups(n))


def group_steps() -> Iterator[None]:
    """Compute `outcome_groups` for every number of dice in slices (the valid selections of
    `GROUP_BATCH` rolls at a time, then the merge): about 17 ms natively in all."""
    for n in range(1, DICE + 1):
        if n not in _GROUPS:
            rolls = list(combos.multisets(n))
            for start in range(0, len(rolls), GROUP_BATCH):
                for roll in rolls[start:start + GROUP_BATCH]:
                    combos.selections_sorted(roll)  # cached: the merge only looks them up
                yield
        _float_groups(n)
        yield


def successor(n: int, k: int, m: int, kept: int, value: int) -> tuple[int, int, int]:
    """`(dice left, MISHIMASH count, gain)` after keeping `kept` dice worth `value` half-points
    from roll `k + 1` of `n` dice (rules §2.3: × k, plus the never-multiplied bonus)."""
    gain = value * (k + 1)
    if kept == n:
        return DICE, m + 1, gain + BONUS_STEP * (m + 1)
    return n - kept, m, gain


def _layer_keys(k_cap: int, m_cap: int) -> list[Key]:
    """`(k, m, n)` of every layer array, in the order `_fill_layers` computes them."""
    return [(k, m, n) for k in range(k_cap - 1, 0, -1) for m in range(min(k, m_cap), -1, -1)
            for n in range(1, DICE + 1)]


def _values(stored: Stored, unit: float) -> list[float]:
    return list(stored) if unit == 1.0 else [x * unit for x in stored]


def _computable(table: TurnValues | ReachChances) -> None:
    if table.unit != 1.0:
        raise ValueError("rounded tables hold integers: the DP computes into fresh tables")


def _fill_layers(table: TurnValues | ReachChances) -> Iterator[None]:
    """Fill `table._layers` backwards from the last roll, one `(k, m, n)` array at a time:
    each array needs only the arrays of later rolls, which are already done."""
    for k in range(table.k_cap - 1, 0, -1):
        for m in range(min(k, table.m_cap), -1, -1):
            layer: list[Stored] = [[] for _ in range(DICE + 1)]
            for n in range(1, DICE + 1):
                layer[n] = yield from table._array(n, k, m)
            table._layers[k, m] = layer


class TurnValues:
    """Expected turn points under optimal (points-maximising) play; see the module docstring.

    `value(n, k, m, t)` is V at a decision point (after a keep); `roll_value` is C (roll now,
    then play on optimally); `threshold` is the first `t` at which saving is best.
    """

    def __init__(self, k_cap: int = K_CAP, m_cap: int = M_CAP, t_cap: int = T_CAP) -> None:
        self.k_cap, self.m_cap, self.t_cap = k_cap, m_cap, t_cap
        self._layers: dict[tuple[int, int], list[Stored]] = {}
        self.unit = 1.0  # a stored entry times this is its value (see `Stored`)

    def steps(self) -> Iterator[None]:
        """Compute the table one `(k, m, n)` array at a time (yields between arrays)."""
        _computable(self)
        yield from _fill_layers(self)

    def _padded(self, k: int, m: int, n: int, length: int) -> list[float]:
        layer = self._layers.get((k, m))
        arr = cast(list[float], layer[n]) if layer is not None else []
        if len(arr) >= length:
            return arr
        return arr + [float(t) for t in range(len(arr), length)]  # saving: V = t

    def _array(self, n: int, k: int, m: int) -> Generator[None, None, list[float]]:
        """V(n, k, m, t) for t from 0 up to the threshold (exclusive) or `t_cap` (returned
        by this generator, which yields after each chunk)."""
        groups = _float_groups(n)
        max_gain = max(successor(n, k, m, kept, v)[2] for _, opts in groups for kept, v in opts)
        need = self.t_cap + max_gain + 1
        # Past M_CAP the bonus stops growing in the table: a lower bound, kept tight.
        ups = {(left, mm): self._padded(k + 1, min(mm, self.m_cap), left, need)
               for left in range(1, DICE + 1) for mm in (m, m + 1)}
        out: list[float] = []
        while len(out) < self.t_cap:
            start = len(out)
            length = min(CHUNK, self.t_cap - start)
            chunk = self._chunk(groups, n, k, m, ups, start, length)
            values = list(map(max, chunk, map(float, range(start, start + length))))
            saves = [i for i, v in enumerate(values) if v <= start + i]
            if saves:  # threshold reached: C(t) - t only falls from here (module docstring)
                out.extend(values[:saves[0]])
                return out
            out.extend(values)
            yield
        return out

    @staticmethod
    def _chunk(groups: tuple[tuple[float, tuple[Option, ...]], ...], n: int, k: int, m: int,
               ups: dict[tuple[int, int], list[float]], start: int, length: int) -> list[float]:
        total = [0.0] * length
        for p, options in groups:
            columns = []
            for kept, v in options:
                left, mm, gain = successor(n, k, m, kept, v)
                columns.append(ups[left, mm][start + gain:start + gain + length])
            best = columns[0] if len(columns) == 1 else list(map(max, *columns))
            total = list(map(add, total, map(mul, best, itertools.repeat(p))))
        return total

    def value(self, n: int, k: int, m: int, t: int) -> float:
        """V: expected final turn points from a decision point, playing optimally.

        Past the caps it is a lower bound, never a forced save: from roll `k_cap` on, the value
        after roll `k_cap - 1` (V only grows with the multiplier: the same play scores more),
        from the `m_cap`th MISHIMASH on that of the `m_cap`th, and `t` itself from `t_cap`."""
        if t >= self.t_cap:
            return float(t)
        arr = self._layers[min(k, self.k_cap - 1), min(m, self.m_cap)][n]
        return arr[t] * self.unit if t < len(arr) else float(t)

    def roll_value(self, n: int, k: int, m: int, t: int) -> float:
        """C: expected final turn points when rolling `n` dice now (roll `k + 1`), then
        playing optimally. Computed from the next layer (a few hundred lookups), at any roll:
        past the caps, from `value`'s lower bounds."""
        total = 0.0
        for p, options in _float_groups(n):
            best = 0.0
            for kept, v in options:
                left, mm, gain = successor(n, k, m, kept, v)
                best = max(best, self.value(left, k + 1, mm, t + gain))
            total += p * best
        return total

    def threshold(self, n: int, k: int, m: int) -> int:
        """The least turn points at which the table saves with `n` dice to roll next (before
        roll `k_cap`, up to `m_cap` MISHIMASHes; `should_save` decides everywhere)."""
        return len(self._layers[min(k, self.k_cap - 1), min(m, self.m_cap)][n])

    def should_save(self, n: int, k: int, m: int, t: int) -> bool:
        """True when saving is at least as good as rolling on (points objective): when `t` is
        at least `roll_value`, the very number the hint shows, at every roll (issue 26)."""
        return t >= self.roll_value(n, k, m, t)

    def start_value(self) -> float:
        """Expected points of a whole turn under optimal play (six dice, first roll)."""
        return self.roll_value(DICE, 0, 0, 0)

    @property
    def size(self) -> int:
        """Stored entries (for the benchmark)."""
        return sum(len(a) for layer in self._layers.values() for a in layer)

    def array_keys(self) -> list[Key]:
        """The `(k, m, n)` of every stored array, in a fixed order (the shipped file's)."""
        return _layer_keys(self.k_cap, self.m_cap)

    def array(self, key: Key) -> list[float]:
        """The array `V(n, k, m, t)` for t below the threshold."""
        k, m, n = key
        return _values(self._layers[k, m][n], self.unit)

    def put(self, key: Key, stored: Stored) -> None:
        """Store an array in this table's `unit` (e.g. read from the shipped file)."""
        k, m, n = key
        self._layers.setdefault((k, m), [[] for _ in range(DICE + 1)])[n] = stored


class ReachChances:
    """Highest chance of adding at least `r` half-points to the turn before saving, rolling on
    until then (rules §2.4: the last player of the final round must get ahead or lose).

    `chance(n, k, m, r)` is at a decision point; `roll_chance` is for rolling now.
    """

    def __init__(self, k_cap: int = REACH_K_CAP, m_cap: int = M_CAP,
                 r_cap: int = REACH_CAP) -> None:
        self.k_cap, self.m_cap, self.r_cap = k_cap, m_cap, r_cap
        self._layers: dict[tuple[int, int], list[Stored]] = {}
        self._turn: Stored = []
        self.unit = 1.0  # a stored entry times this is its value (see `Stored`)

    def steps(self) -> Iterator[None]:
        """Compute the table one `(k, m, n)` array at a time (yields between arrays)."""
        _computable(self)
        yield from _fill_layers(self)
        # A whole turn is a decision point before roll 1 with six dice (no save possible).
        self._turn = yield from self._array(DICE, 0, 0)

    def _array(self, n: int, k: int, m: int) -> Generator[None, None, list[float]]:
        """R(n, k, m, r) for r from 0 to `r_cap` (returned; yields after each chunk)."""
        size = self.r_cap
        zeros = [0.0] * size
        ups: dict[tuple[int, int], list[float]] = {}
        for left in range(1, DICE + 1):
            for mm in (m, m + 1):
                layer = self._layers.get((k + 1, min(mm, self.m_cap)))
                up = cast(list[float], layer[left]) if layer is not None else zeros
                ups[left, mm] = up
        out: list[float] = []
        groups = _float_groups(n)
        for start in range(0, size, CHUNK):
            length = min(CHUNK, size - start)
            total = [0.0] * length
            for p, options in groups:
                columns = []
                for kept, v in options:
                    left, mm, gain = successor(n, k, m, kept, v)
                    up = ups[left, mm]
                    # out[r] = R'(r - gain), and R' = 1 once nothing more is needed (r <= 0)
                    lo, hi = start - gain, start - gain + length
                    ones = min(max(-lo + 1, 0), length)
                    columns.append([1.0] * ones + up[max(lo, 1):hi] if ones < length
                                   else [1.0] * length)
                best = columns[0] if len(columns) == 1 else list(map(max, *columns))
                total = list(map(add, total, map(mul, best, itertools.repeat(p))))
            out.extend(total)
            yield
        out[0] = 1.0
        return out

    def chance(self, n: int, k: int, m: int, r: int) -> float:
        """R at a decision point: `r` half-points still needed (<= 0: done)."""
        if r <= 0:
            return 1.0
        if r >= self.r_cap:
            return 0.0  # a lower bound (see caps)
        # From roll k_cap on, the chance after roll k_cap - 1: a lower bound (R only grows
        # with the multiplier), as in `TurnValues.value`.
        return self._layers[min(k, self.k_cap - 1), min(m, self.m_cap)][n][r] * self.unit

    def roll_chance(self, n: int, k: int, m: int, r: int) -> float:
        """R when rolling `n` dice now as roll `k + 1`, then rolling on until `r` is reached."""
        if r <= 0:
            return 1.0
        total = 0.0
        for p, options in _float_groups(n):
            best = 0.0
            for kept, v in options:
                left, mm, gain = successor(n, k, m, kept, v)
                best = max(best, self.chance(left, k + 1, mm, r - gain))
            total += p * best
        return total

    def turn_chance(self, r: int) -> float:
        """Chance that a whole fresh turn adds at least `r` half-points (rolling until then)."""
        if r <= 0:
            return 1.0
        return self._turn[r] * self.unit if r < self.r_cap else 0.0

    def array_keys(self) -> list[Key]:
        """The `(k, m, n)` of every stored array, in a fixed order (the shipped file's); the
        whole turn's array is `(0, 0, DICE)`, last."""
        return [*_layer_keys(self.k_cap, self.m_cap), (0, 0, DICE)]

    def array(self, key: Key) -> list[float]:
        """The array `R(n, k, m, r)` for r from 0 to `r_cap`."""
        k, m, n = key
        return _values(self._turn if k == 0 else self._layers[k, m][n], self.unit)

    def put(self, key: Key, stored: Stored) -> None:
        """Store an array in this table's `unit` (e.g. read from the shipped file)."""
        k, m, n = key
        if k == 0:
            self._turn = stored
        else:
            self._layers.setdefault((k, m), [[] for _ in range(DICE + 1)])[n] = stored


class Tables:
    """Both tables, filled at once (`build`) or a slice at a time (`advance`, for a UI frame).

    By default they are computed here; `fill(tables)` fills them another way (the shipped
    file: `game.mishimash.tablefile.shipped`), and `source` says how ("computed", "shipped").
    """

    def __init__(self, points: TurnValues | None = None, reach: ReachChances | None = None,
                 fill: Callable[[Tables], Iterator[None]] | None = None,
                 source: str = "computed") -> None:
        self.points = TurnValues() if points is None else points
        self.reach = ReachChances() if reach is None else reach
        self.source = source
        self.ready = False
        self._steps = (Tables.compute_steps if fill is None else fill)(self)

    def compute_steps(self) -> Iterator[None]:
        """The computation: outcome groups, then the points and catch-up tables."""
        yield from group_steps()
        yield from self.points.steps()
        yield from self.reach.steps()

    def advance(self, slices: int = 1) -> bool:
        """Run up to `slices` slices of the filling; True once the tables are complete."""
        for _ in range(slices):
            if next(self._steps, StopIteration) is StopIteration:
                self.ready = True
                break
        return self.ready

    def build(self) -> Tables:
        """Finish the computation now."""
        while not self.advance(64):
            pass
        return self


_SHARED: Tables | None = None


def shared() -> Tables:
    """The process-wide tables, possibly not yet filled (advance them across frames): loaded
    from the shipped file, or computed when that file is missing or stale."""
    global _SHARED
    if _SHARED is None:
        from game.mishimash import tablefile  # the data module that reads the file

        _SHARED = tablefile.shipped()
    return _SHARED


def forget() -> None:
    """Drop the process-wide tables and every cached outcome group and selection (so that a
    benchmark can time loading them from scratch)."""
    global _SHARED
    _SHARED = None
    _GROUPS.clear()
    _float_groups.cache_clear()
    combos.clear_cache()


def tables() -> Tables:
    """The process-wide tables, built (computing what is left on first use)."""
    return shared().build()

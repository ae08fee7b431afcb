"""The solo race (rules §2.4, §5.2): reach the target in as few turns as possible (pure).

Alone there is nobody to beat: the result is the number of turns. Playing for points (the turn
tables of `strategy`) is close to that far from the target, but not near it: 20 points short,
banking 12 on two dice leaves a second turn to play anyway, while rolling on may finish now.
This module plays the race itself, by dynamic programming over turns:

- `expected_turns(need)`: E(d), the expected number of turns (this one included) to bank `d`
  more half-points from the start of a turn, under the best play. E(d) = 1 + the expected turns
  after this one, where the turn ends by a SAVE of t (then E(d - t) more, none once t >= d) or a
  BUST (E(d) more: the turn is lost). Computed once for d up to `NEED_CAP` (250 points, the
  daily's target) by `python -m game.mishimash.dev.race --write` into `race_turns.py` (the
  fixed point of the DP below for each d, in increasing d); beyond it E grows by one turn per
  `strategy.TURN_POINTS` half-points, the points-maximising turn's mean (the slope E has there).
- `RaceTable(d)`: the values of one turn that starts `d` half-points short: F(n, k, m, t), the
  expected turns after this one from a decision point (n dice to roll, k rolls made, m
  MISHIMASHes, t turn points), the smaller of saving and rolling on, by backward induction over
  the rolls as in `strategy.TurnValues` (every roll by multiset, exactly). Caps: after roll
  `RACE_K` the table saves, and MISHIMASHes past the `RACE_M`th are valued as that one (each
  an upper bound of the turns; past the caps a value is the one at the cap, also a bound).
  Computing one takes about 0.1 s natively for d = 250 points (`steps()` in slices of a few
  milliseconds), so a table is made when a turn needs it and kept (`table(d)`, `shared(d)`).
- Past `NEED_CAP` (early in a race to 500 and more) the race plays for points, and a state's
  value is E(d) - (its points value) / TURN_POINTS: E is a straight line there.

`decide(match, tables)` and `keep(match, tables)` are the `strong` bot's moves in a solo match
(and the hint's). README "Computer opponents" has the figures: mean turns against the old
rule (points, then save as soon as the target is reached).
"""

from __future__ import annotations

import gc
import itertools
from collections import OrderedDict
from collections.abc import Generator, Iterator, Sequence
from operator import add, mul

from game.mishimash.actions import Action, Keep, RollAgain, Save
from game.mishimash.combos import DICE, Selection
from game.mishimash.match import Match
from game.mishimash.race_turns import EXPECTED
from game.mishimash.strategy import TURN_POINTS, Tables, _float_groups, successor

RACE_K = 8  # the table saves after this roll (an upper bound of the turns past it)
RACE_M = 1  # MISHIMASHes past this count are valued as this one (an upper bound)
NEED_CAP = 500  # half-points: needs up to this are played by the DP (the daily's 250 points)
CHUNK = 64  # turn points computed at a time by `RaceTable.steps` ...
GROUPS = 40  # ... a slice per this many outcome groups (a millisecond or two natively)
TABLES_KEPT = 4  # race tables kept (one per need; about 1.3 MB each at 250 points)


def expected_turns(need: int) -> float:
    """E(need): expected turns to bank `need` more half-points from the start of a turn."""
    if need <= 0:
        return 0.0
    if need < len(EXPECTED):
        return EXPECTED[need]
    return EXPECTED[-1] + (need - len(EXPECTED) + 1) / TURN_POINTS


def bust_chance(n: int) -> float:
    """Chance that a roll of `n` dice scores nothing."""
    return 1.0 - sum(p for p, _ in _float_groups(n))


class RaceTable:
    """The values of one turn that starts `need` half-points short of the target (see the
    module docstring), given E for every smaller need (`expected`, indexed by need; its
    entry `need` is the turn's bust value). Fill it with `steps()` (or `build()`)."""

    def __init__(self, need: int, expected: Sequence[float] | None = None) -> None:
        self.need = need
        self._expected = expected
        self._layers: dict[tuple[int, int, int], list[float]] = {}  # (k, m, n) -> F by t
        self.ready = False
        self._steps = self.steps()

    def _e(self, need: int) -> float:
        if need <= 0:
            return 0.0
        return self._expected[need] if self._expected is not None else expected_turns(need)

    def steps(self) -> Iterator[None]:
        """Compute the table a chunk of turn points at a time (a few milliseconds a slice)."""
        d = self.need
        save = [self._e(d - t) for t in range(d)]
        bust = self._e(d)
        for k in range(RACE_K - 1, 0, -1):
            for m in range(min(k, RACE_M), -1, -1):
                for n in range(1, DICE + 1):
                    out: list[float] = []
                    for start in range(0, d, CHUNK):
                        out.extend((yield from self._chunk(n, k, m, start,
                                                           min(CHUNK, d - start), save, bust)))
                        yield
                    self._layers[k, m, n] = out
        self.ready = True

    def _next(self, k: int, m: int, n: int) -> list[float] | None:
        return self._layers.get((k, min(m, RACE_M), n))

    def _chunk(self, n: int, k: int, m: int, start: int, length: int, save: list[float],
               bust: float) -> Generator[None, None, list[float]]:
        """F(n, k, m, t) for t in [start, start + length): min(save, roll on); a slice per
        `GROUPS` outcome groups (six dice have 123)."""
        d = self.need
        total = [bust_chance(n) * bust] * length
        for g, (p, options) in enumerate(_float_groups(n), 1):
            if g % GROUPS == 0:
                yield
            columns = []
            for kept, v in options:
                left, mm, gain = successor(n, k, m, kept, v)
                after = self._next(k + 1, mm, left)
                source = save if after is None else after  # past RACE_K: the table saves
                lo, hi = start + gain, start + gain + length
                columns.append(source[lo:hi] + [0.0] * (hi - max(lo, d)) if lo < d
                               else [0.0] * length)  # t >= d: saving ends the race
            best = columns[0] if len(columns) == 1 else list(map(min, *columns))
            total = list(map(add, total, map(mul, best, itertools.repeat(p))))
        return list(map(min, save[start:start + length], total))

    def build(self) -> RaceTable:
        """Finish the computation now."""
        for _ in self._steps:
            pass
        return self

    def advance(self, slices: int = 1) -> bool:
        """Run up to `slices` slices; True once the table is complete. The collector is off
        meanwhile (the slices make many floats and no cycles: a full collection among them
        paused a slice by tens of milliseconds, as in `game.magdagdon.search.step`)."""
        enabled = gc.isenabled()
        gc.disable()
        try:
            for _ in range(slices):
                if self.ready:
                    break
                next(self._steps, None)
        finally:
            if enabled:
                gc.enable()
        return self.ready

    def value(self, n: int, k: int, m: int, t: int) -> float:
        """F at a decision point: the expected turns after this one, playing the race."""
        if t >= self.need:
            return 0.0
        layer = self._layers.get((min(k, RACE_K - 1), min(m, RACE_M), n))
        return self._e(self.need - t) if layer is None else layer[t]

    def save_value(self, t: int) -> float:
        """The expected turns after this one when saving `t` turn points now."""
        return self._e(self.need - t)

    def roll_value(self, n: int, k: int, m: int, t: int) -> float:
        """The expected turns after this one when rolling `n` dice now (roll k + 1)."""
        total = bust_chance(n) * self._e(self.need)
        for p, options in _float_groups(n):
            total += p * min(self.value(*_after(n, k, m, t, kept, v)) for kept, v in options)
        return total

    def start_value(self) -> float:
        """1 + the expected turns after a whole turn from its first roll: E(need) as this
        table plays it (its fixed point: see `game.mishimash.dev.race`)."""
        return 1.0 + self.roll_value(DICE, 0, 0, 0)


def _after(n: int, k: int, m: int, t: int, kept: int, v: int) -> tuple[int, int, int, int]:
    left, mm, gain = successor(n, k, m, kept, v)
    return left, k + 1, mm, t + gain


_TABLES: OrderedDict[int, RaceTable] = OrderedDict()


def shared(need: int) -> RaceTable:
    """The process-wide table of a turn `need` half-points short (1 <= need <= NEED_CAP),
    possibly not yet filled: advance it across frames, or `build()` it."""
    found = _TABLES.get(need)
    if found is None:
        found = _TABLES[need] = RaceTable(need)
        while len(_TABLES) > TABLES_KEPT:
            _TABLES.popitem(last=False)
    else:
        _TABLES.move_to_end(need)
    return found


def forget() -> None:
    """Drop every kept race table (a benchmark times making them)."""
    _TABLES.clear()


def turn_need(match: Match) -> int:
    """The half-points the solo player still needed when this turn started."""
    return match.target_half_points - match.totals[0]


def pending(match: Match) -> RaceTable | None:
    """The race table this solo match's turn needs and that is not filled yet, else None."""
    if len(match.players) != 1 or match.is_over:
        return None
    need = turn_need(match)
    if not 0 < need <= NEED_CAP:
        return None
    table = shared(need)
    return None if table.ready else table


class Values:
    """A solo turn's values in turns: `save(t)`, `roll(n, k, m, t)` and `state(n, k, m, t)`
    (the better of the two at a decision point), each the expected turns after this one."""

    def __init__(self, match: Match, tables: Tables) -> None:
        self.need = need = turn_need(match)
        self.tables = tables
        self.table = shared(need).build() if 0 < need <= NEED_CAP else None
        self.start = expected_turns(need)

    def save(self, t: int) -> float:
        if self.table is not None:
            return self.table.save_value(t)
        return expected_turns(self.need - t)

    def roll(self, n: int, k: int, m: int, t: int) -> float:
        if self.table is not None:
            return self.table.roll_value(n, k, m, t)
        # Far from the target E is a straight line: the turns after this one are E(need)
        # less a turn per TURN_POINTS the turn is expected to bank (a bust banks 0).
        return self.start - self.tables.points.roll_value(n, k, m, t) / TURN_POINTS

    def state(self, n: int, k: int, m: int, t: int) -> float:
        if self.table is not None:
            return self.table.value(n, k, m, t)
        return min(self.save(t), self.roll(n, k, m, t))


def keep_values(match: Match, tables: Tables) -> dict[Selection, float]:
    """Each selection of the roll on the table with the expected turns after this one."""
    values = Values(match, tables)
    k = match.roll_number
    return {sel: values.state(left, k, m, t)
            for sel, (left, m, t) in ((s, match.state_after(s)) for s in match.selections())}


def keep(match: Match, tables: Tables) -> Keep:
    """The selection that leaves the fewest expected turns (ties: fewer dice)."""
    values = keep_values(match, tables)
    best: Selection = min(values, key=lambda sel: (values[sel], len(sel)))
    return Keep(best)


def decide(match: Match, tables: Tables) -> Action:
    """SAVE or ROLL AGAIN, whichever leaves fewer expected turns (a tie saves)."""
    values = Values(match, tables)
    t = match.turn_points
    save = values.save(t)
    roll = values.roll(match.dice_left, match.roll_number, match.mishimash_count, t)
    return Save() if save <= roll else RollAgain()

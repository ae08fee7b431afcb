"""The MAGDAGDON game state: one mutable object per game (rules §1.3–§1.8).

Chance is explicit: when `phase` is `Phase.ROLL` the game awaits values for `dice_to_roll` dice,
the ones listed in `awaited_dice` (all four at the start of a turn, the chosen ones after a
REROLL); whoever holds the `random.Random` draws them with `game.dice.roll` and calls
`apply_roll`. Everything else is a player action applied with `apply`. Illegal actions raise
`IllegalAction` and change nothing.

The game keeps its own history in record form (records §3), so `record.export` is a plain copy.
"""

from __future__ import annotations

import copy as _copy
from enum import Enum
from fractions import Fraction
from itertools import combinations
from typing import Any

from game.dice import is_die, outcomes
from game.engine import IllegalAction
from game.magdagdon import board as B
from game.magdagdon.actions import Accept, Action, Confirm, Minus, Plus, Reroll, Stage, TakeBack
from game.magdagdon.feasibility import can_place
from game.magdagdon.rules import DICE, Difficulty
from game.magdagdon.scoring import Score, score


class Phase(Enum):
    """Where the turn stands."""

    ROLL = "roll"  # awaiting dice values (chance step): see `awaited_dice`
    PLACING = "placing"  # stage / take back / powers / confirm
    MAGDAGDON = "magdagdon"  # no valid sequence exists: a power or ACCEPT (rules §1.6)
    OVER = "over"  # every cell is a number or a ruin (rules §1.8)


ALL_DICE = tuple(range(DICE))


class Game:
    """One game of MAGDAGDON.

    >>> g = Game(Difficulty.PEACEFUL)
    >>> g.awaited_dice
    (0, 1, 2, 3)
    >>> g.apply_roll((3, 4, 4, 6)); g.phase
    <Phase.PLACING: 'placing'>
    >>> g.apply(Stage(1, 1, 1)); g.apply(Stage(2, 1, 2)); g.apply(Confirm()); g.turns
    1
    """

    def __init__(self, difficulty: Difficulty | str = Difficulty.PEACEFUL,
                 seed: int | None = None) -> None:
        self.difficulty = Difficulty(difficulty)
        self.seed = seed  # informational: the seed of whoever rolls (kept in records)
        self._board: list[int] = [B.EMPTY] * B.CELL_COUNT
        self._dice: list[int | None] = [None] * DICE
        self._staged: list[tuple[int, int]] = []  # (die, board index) in staging order
        self._phase = Phase.ROLL
        self._awaiting: tuple[int, ...] = ALL_DICE
        self._powers_used = 0
        self._history: list[dict[str, Any]] = []  # finished turns, records §3 form
        self._turn: dict[str, Any] | None = None  # the open turn, once rolled

    # ----------------------------------------------------------------- read-only state
    @property
    def phase(self) -> Phase:
        """Where the turn stands (see `Phase`)."""
        return self._phase

    @property
    def is_over(self) -> bool:
        """True once every cell is a number or a ruin (rules §1.8)."""
        return self._phase is Phase.OVER

    @property
    def in_magdagdon(self) -> bool:
        """True while the turn is in MAGDAGDON: a power or ACCEPT (rules §1.6)."""
        return self._phase is Phase.MAGDAGDON

    @property
    def board(self) -> tuple[int, ...]:
        """The permanent board (16 values, row-major): EMPTY 0, RUIN -1 or 1..6."""
        return tuple(self._board)

    def cell(self, row: int, col: int) -> int:
        """Permanent value of a cell: EMPTY, RUIN or a number."""
        return self._board[B.index(row, col)]

    @property
    def preview_board(self) -> tuple[int, ...]:
        """The permanent board with the staged dice written in (what the player sees)."""
        out = list(self._board)
        for die, i in self._staged:
            out[i] = self._dice[die]  # type: ignore[assignment]
        return tuple(out)

    @property
    def dice(self) -> tuple[int | None, ...]:
        """The turn's four dice values; None for a die awaiting a roll (or between turns)."""
        return tuple(self._dice)

    @property
    def staged(self) -> tuple[tuple[int, tuple[int, int]], ...]:
        """Staged dice in staging order as (die, (row, col))."""
        return tuple((die, B.cell_of(i)) for die, i in self._staged)

    def staged_cell(self, die: int) -> tuple[int, int] | None:
        """Where die `die` is staged, or None."""
        for d, i in self._staged:
            if d == die:
                return B.cell_of(i)
        return None

    @property
    def available(self) -> tuple[int, ...]:
        """Indices of dice that have a value and are not staged."""
        if self._phase not in (Phase.PLACING, Phase.MAGDAGDON):
            return ()
        staged = {d for d, _ in self._staged}
        return tuple(d for d in ALL_DICE if d not in staged and self._dice[d] is not None)

    @property
    def awaited_dice(self) -> tuple[int, ...]:
        """Dice indices waiting for values (chance step); empty unless phase is ROLL."""
        return self._awaiting if self._phase is Phase.ROLL else ()

    @property
    def dice_to_roll(self) -> int:
        """How many dice the chance step awaits (0 when a player acts): `game.engine.State`."""
        return len(self.awaited_dice)

    def chance_outcomes(self) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every value tuple `apply_roll` may receive now, with its exact probability."""
        if self._phase is not Phase.ROLL:
            return []
        return list(outcomes(len(self._awaiting)))

    @property
    def rerolling(self) -> bool:
        """True while a REROLL power waits for its values (not a fresh turn's roll)."""
        return self._phase is Phase.ROLL and self._turn is not None

    @property
    def empty_cells(self) -> int:
        """EMPTY cells on the permanent board."""
        return B.empty_count(self._board)

    @property
    def required(self) -> int:
        """Dice to stage before CONFIRM: min(base minimum, EMPTY cells) (rules §1.3 step 5)."""
        return min(self.difficulty.base_minimum, self.empty_cells)

    @property
    def max_staged(self) -> int:
        """At most min(4, EMPTY cells) dice can be staged."""
        return min(DICE, self.empty_cells)

    @property
    def can_confirm(self) -> bool:
        """True when CONFIRM is legal: placing, with at least `required` dice staged."""
        return self._phase is Phase.PLACING and len(self._staged) >= self.required

    @property
    def powers_used(self) -> int:
        """Majda power uses so far this game."""
        return self._powers_used

    @property
    def powers_left(self) -> int:
        """Majda power uses remaining (rules §1.2)."""
        return self.difficulty.powers - self._powers_used

    @property
    def next_penalty(self) -> int | None:
        """Penalty the next power use would add, or None when no uses remain."""
        pens = self.difficulty.penalties
        return pens[self._powers_used] if self._powers_used < len(pens) else None

    @property
    def turns(self) -> int:
        """Finished turns (confirmed or accepted MAGDAGDON; rules §1.8)."""
        return len(self._history)

    @property
    def magdagdon_turns(self) -> int:
        """Finished turns that ended by accepting MAGDAGDON (= ruins)."""
        return sum(1 for t in self._history if t["ruin"] is not None)

    @property
    def history(self) -> list[dict[str, Any]]:
        """Finished turns in records §3 form (a copy)."""
        return _copy.deepcopy(self._history)

    @property
    def open_turn(self) -> dict[str, Any] | None:
        """The unfinished turn in record form (staged dice as placements), or None."""
        if self._turn is None:
            return None
        t = _copy.deepcopy(self._turn)
        t["placements"] = self._placements()
        return t

    def valid_cells(self, die: int) -> list[tuple[int, int]]:
        """Cells where available die `die` may be staged now (rules §1.4); [] if none/illegal."""
        if self._phase is not Phase.PLACING or die not in self.available:
            return []
        if len(self._staged) >= self.max_staged:
            return []
        value = self._dice[die]
        return [B.cell_of(i) for i in B.valid_indices(self.preview_board, value)]  # type: ignore

    def score(self, preview: bool = False) -> Score:
        """Score breakdown of the permanent board, or with staged dice included if `preview`."""
        board = self.preview_board if preview else self._board
        return score(board, self.difficulty, self._powers_used)

    def result(self) -> dict[str, int] | None:
        """The records §3 `result` object once the game is over, else None."""
        if not self.is_over:
            return None
        s = self.score()
        return {"score": s.total, "base": s.base, "bonus": s.bonus, "ruins": s.ruins,
                "power_penalty": s.power_penalty, "powers_used": self._powers_used,
                "turns": self.turns}

    # ----------------------------------------------------------------- chance
    def apply_roll(self, values: Any) -> None:
        """Give values to the dice in `awaited_dice` (in order), then run the MAGDAGDON test."""
        if self._phase is not Phase.ROLL:
            raise IllegalAction("no dice await a roll now")
        values = tuple(values)
        if len(values) != len(self._awaiting):
            raise IllegalAction(
                f"{len(self._awaiting)} dice await a roll, got {len(values)} values")
        if not all(is_die(v) for v in values):
            raise IllegalAction(f"dice values must be integers 1..6, got {list(values)}")
        for d, v in zip(self._awaiting, values, strict=True):
            self._dice[d] = v
        if self._turn is None:
            self._turn = {"roll": list(self._dice), "powers": [], "placements": [], "ruin": None}
        else:
            self._turn["powers"][-1]["dice"] = list(self._dice)
        self._awaiting = ()
        self._test()

    def _test(self) -> None:
        # rules §1.6: after the roll and every power, all four values (staged ones as if taken
        # back) against the permanent board.
        if can_place(self._board, self._dice, self.required):  # type: ignore[arg-type]
            self._phase = Phase.PLACING
        else:
            self._phase = Phase.MAGDAGDON
            # The test ignores staging and ACCEPT discards staged dice, so in MAGDAGDON all
            # dice are available again: any of them can receive the rescuing power.
            self._staged.clear()

    # ----------------------------------------------------------------- actions
    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a fixed order (empty while awaiting a roll or over)."""
        out: list[Action] = []
        if self._phase is Phase.PLACING:
            for d in self.available:
                out.extend(Stage(d, r, c) for r, c in self.valid_cells(d))
        if self._phase in (Phase.PLACING, Phase.MAGDAGDON):
            out.extend(TakeBack(d) for d, _ in self._staged)
            if self.powers_left > 0:
                avail = self.available
                out.extend(Minus(d) for d in avail if self._dice[d] > 1)  # type: ignore
                out.extend(Plus(d) for d in avail if self._dice[d] < 6)  # type: ignore
                for n in range(1, len(avail) + 1):
                    out.extend(Reroll(c) for c in combinations(avail, n))
        if self.can_confirm:
            out.append(Confirm())
        if self._phase is Phase.MAGDAGDON:
            out.extend(Accept(*B.cell_of(i)) for i, v in enumerate(self._board) if v == B.EMPTY)
        return out

    def is_legal(self, action: Action) -> bool:
        """True when `apply(action)` would succeed."""
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> None:
        """Apply a player action, or raise IllegalAction (naming the rule) and change nothing."""
        self._check(action)
        if isinstance(action, Stage):
            self._staged.append((action.die, B.index(action.row, action.col)))
        elif isinstance(action, TakeBack):
            self._take_back(action.die)
        elif isinstance(action, (Minus, Plus)):
            step = -1 if isinstance(action, Minus) else 1
            self._dice[action.die] += step  # type: ignore[operator]
            self._powers_used += 1
            self._turn["powers"].append(  # type: ignore[index]
                {"power": "minus" if step < 0 else "plus", "index": action.die,
                 "dice": list(self._dice)})
            self._test()
        elif isinstance(action, Reroll):
            self._powers_used += 1
            self._turn["powers"].append(  # type: ignore[index]
                {"power": "reroll", "indices": list(action.dice)})
            for d in action.dice:
                self._dice[d] = None
            self._awaiting = action.dice
            self._phase = Phase.ROLL
        elif isinstance(action, Confirm):
            for die, i in self._staged:
                value = self._dice[die]
                assert value is not None  # a staged die has a value
                self._board[i] = value
            self._end_turn()
        elif isinstance(action, Accept):
            self._board[B.index(action.row, action.col)] = B.RUIN
            self._turn["ruin"] = {"row": action.row, "col": action.col}  # type: ignore[index]
            self._staged.clear()  # rules §1.6: all staged dice are discarded
            self._end_turn()

    def _check(self, action: Action) -> None:
        """Raise IllegalAction unless `action` is legal now (changes nothing)."""
        phase = self._phase
        if phase is Phase.OVER:
            raise IllegalAction("the game is over (rules §1.8)")
        if phase is Phase.ROLL:
            raise IllegalAction("the dice must be rolled first (rules §1.3 step 1)")
        if isinstance(action, Stage):
            if phase is Phase.MAGDAGDON:
                raise IllegalAction("the turn is in MAGDAGDON: use a power or accept a ruin "
                                    "(rules §1.6)")
            self._check_available(action.die)
            if not B.on_board(action.row, action.col):
                raise IllegalAction(f"no cell {action.cell} on the 4x4 board (rules §1.1)")
            if len(self._staged) >= self.max_staged:
                raise IllegalAction("no more dice can be staged: at most min(4, EMPTY cells) "
                                    "(rules §1.3 step 5)")
            i = B.index(action.row, action.col)
            preview = self.preview_board
            if preview[i] != B.EMPTY:
                raise IllegalAction(f"cell {action.cell} is not EMPTY (rules §1.3)")
            if not B.accepts(preview, i, self._dice[action.die]):  # type: ignore[arg-type]
                raise IllegalAction(
                    f"a {self._dice[action.die]} is not valid on {action.cell}: it needs a "
                    "numeric neighbour and must differ by at most 1 from every numeric "
                    "neighbour (rules §1.4)")
        elif isinstance(action, TakeBack):
            if not any(d == action.die for d, _ in self._staged):
                raise IllegalAction(f"die {action.die} is not staged (rules §1.3 step 3)")
        elif isinstance(action, (Minus, Plus, Reroll)):
            if self.powers_left <= 0:
                raise IllegalAction("no Majda power uses left (rules §1.2, §1.5)")
            if isinstance(action, Reroll):
                if not action.dice:
                    raise IllegalAction("REROLL needs at least one die (rules §1.5)")
                if len(set(action.dice)) != len(action.dice):
                    raise IllegalAction("REROLL names a die twice (rules §1.5)")
                for d in action.dice:
                    self._check_available(d, power=True)
            else:
                self._check_available(action.die, power=True)
                v = self._dice[action.die]
                if isinstance(action, Minus) and v == 1:
                    raise IllegalAction("MINUS is unavailable on a 1 (rules §1.5)")
                if isinstance(action, Plus) and v == 6:
                    raise IllegalAction("PLUS is unavailable on a 6 (rules §1.5)")
        elif isinstance(action, Confirm):
            if phase is Phase.MAGDAGDON:
                raise IllegalAction("the turn is in MAGDAGDON: use a power or accept a ruin "
                                    "(rules §1.6)")
            if len(self._staged) < self.required:
                raise IllegalAction(f"CONFIRM needs at least {self.required} staged dice, "
                                    f"{len(self._staged)} staged (rules §1.3 step 4)")
        elif isinstance(action, Accept):
            if phase is not Phase.MAGDAGDON:
                raise IllegalAction("ACCEPT is only possible in MAGDAGDON: a valid placement "
                                    "exists (rules §1.6)")
            if not B.on_board(action.row, action.col):
                raise IllegalAction(f"no cell {action.cell} on the 4x4 board (rules §1.1)")
            if self._board[B.index(action.row, action.col)] != B.EMPTY:
                raise IllegalAction(f"the ruin must go on an EMPTY cell, {action.cell} is not "
                                    "(rules §1.6)")
        else:
            raise IllegalAction(f"not a MAGDAGDON action: {action!r}")

    def _check_available(self, die: object, power: bool = False) -> None:
        if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < DICE:
            raise IllegalAction(f"no die {die!r}: dice are numbered 0..{DICE - 1}")
        if any(d == die for d, _ in self._staged):
            rule = ("powers act on available dice only; take it back first (rules §1.5)"
                    if power else "it is already staged (rules §1.3)")
            raise IllegalAction(f"die {die} is staged: {rule}")

    def _take_back(self, die: int) -> None:
        # rules §1.3 step 3: replay the staging without `die`; a later staged die that is no
        # longer valid at its moment returns to the available dice.
        old, self._staged = self._staged, []
        for d, i in old:
            if d == die:
                continue
            if B.accepts(self.preview_board, i, self._dice[d]):  # type: ignore[arg-type]
                self._staged.append((d, i))

    def _placements(self) -> list[dict[str, int]]:
        return [dict(zip(("index", "row", "col"), (d, *B.cell_of(i)), strict=True))
                for d, i in self._staged]

    def _end_turn(self) -> None:
        turn = self._turn
        assert turn is not None
        turn["placements"] = self._placements() if turn["ruin"] is None else []
        self._history.append(turn)
        self._turn = None
        self._staged = []
        self._dice = [None] * DICE
        if self.empty_cells == 0:
            self._phase = Phase.OVER
            self._awaiting = ()
        else:
            self._phase = Phase.ROLL
            self._awaiting = ALL_DICE

    # ----------------------------------------------------------------- value semantics
    def copy(self) -> Game:
        """An independent copy (bots explore on copies)."""
        g = Game.__new__(Game)
        g.difficulty = self.difficulty
        g.seed = self.seed
        g._board = list(self._board)
        g._dice = list(self._dice)
        g._staged = list(self._staged)
        g._phase = self._phase
        g._awaiting = self._awaiting
        g._powers_used = self._powers_used
        g._history = list(self._history)  # finished turns are never mutated
        g._turn = _copy.deepcopy(self._turn)
        return g

    def _key(self) -> tuple[object, ...]:
        return (self.difficulty, self.seed, self._board, self._dice, self._staged, self._phase,
                self._awaiting, self._powers_used, self._history, self._turn)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (f"<Game {self.difficulty.value} {self._phase.value} turn {self.turns + 1} "
                f"board {B.render(self.preview_board)} dice {self._dice}>")

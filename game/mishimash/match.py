"""The MISHIMASH match: turns, multiplier, MISHIMASH bonus, final round and tie-breaks (rules §2).

One mutable `Match` holds the whole state. Chance is explicit: while `phase` is `Phase.ROLL` the
match awaits `dice_to_roll` dice; whoever owns the `random.Random` draws them with
`game.dice.roll` and calls `apply_roll`. Players act with `apply(Keep(...) | Save() |
RollAgain())`; `legal_actions()` lists exactly what is allowed. An illegal action or roll raises
`IllegalAction` and leaves the match unchanged. All points are integer half-points.

    >>> m = Match(["Ana", "Bo"], target=250)
    >>> m.apply_roll([2, 2, 2, 3, 4, 6])
    >>> m.apply(Keep([2, 2, 2]))
    >>> m.turn_points, m.dice_left
    (4, 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction

from game.dice import is_die, outcomes
from game.mishimash import combos
from game.mishimash.actions import Action, IllegalAction, Keep, Phase, RollAgain, Save
from game.mishimash.combos import DICE, HALF_POINTS_PER_POINT, Roll, Selection
from game.mishimash.turn import End, RollRecord, Turn

MIN_PLAYERS, MAX_PLAYERS = 1, 6
TARGETS = (250, 500, 1000, 2000)  # the choices offered (rules §2.4); any positive target works
DEFAULT_TARGET = 1000
BONUS_STEP = 10 * HALF_POINTS_PER_POINT  # MISHIMASH: +10, +20, +30 ... points (rules §2.3)


class Match:
    """A MISHIMASH match between 1 to 6 seats (names), to `target` points.

    Fixed when the match is made (read-only properties): `players`, `target`, `seed` (the
    roller's seed, kept in records). State that only `apply` and `apply_roll` change (read it,
    never assign it): `phase`, `seat` (whose turn), `totals` (saved, per seat), `turn_points`,
    `roll_number` (k of the latest roll; 0 before the first), `dice` (the roll awaiting a
    selection), `turn_rolls` (this turn's rolls so far), `dice_left`, `mishimash_count`,
    `next_bonus`, `final_from` (seat that reached the target), `tiebreak_round` /
    `tiebreak_seats`, `winner`, `turns` (finished turns).
    """

    def __init__(self, players: Sequence[str], target: int = DEFAULT_TARGET,
                 seed: int | None = None) -> None:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a match has {MIN_PLAYERS} to {MAX_PLAYERS} players (rules §2.4)")
        if not all(isinstance(p, str) for p in players):
            raise ValueError("player names are strings")
        if not isinstance(target, int) or isinstance(target, bool) or target <= 0:
            raise ValueError("the target is a positive whole number of points")
        self._players: tuple[str, ...] = tuple(players)
        self._target = target
        self._seed = seed
        self.phase = Phase.ROLL
        self.seat = 0
        self._totals = [0] * len(self.players)
        self.turns: list[Turn] = []
        self.final_from: int | None = None
        self.tiebreak_round = 0
        self.tiebreak_seats: tuple[int, ...] = ()
        self.winner: int | None = None
        self._new_turn()

    def _new_turn(self) -> None:
        self.turn_points = 0
        self.roll_number = 0
        self.dice_left = DICE
        self.mishimash_count = 0
        self.dice: Roll = ()
        self._sorted_dice: Roll = ()
        self._rolls: list[RollRecord] = []

    # ---- derived state -------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """The seats' names, in playing order."""
        return self._players

    @property
    def target(self) -> int:
        """The points to reach (rules §2.4)."""
        return self._target

    @property
    def seed(self) -> int | None:
        """The seed of whoever rolls (information kept in records), or None."""
        return self._seed

    @property
    def totals(self) -> tuple[int, ...]:
        """Saved totals per seat, in half-points."""
        return tuple(self._totals)

    @property
    def target_half_points(self) -> int:
        return self.target * HALF_POINTS_PER_POINT

    @property
    def turn_rolls(self) -> tuple[RollRecord, ...]:
        """This turn's rolls with what was set aside from each (not the roll awaiting a keep)."""
        return tuple(self._rolls)

    @property
    def dice_to_roll(self) -> int:
        """How many dice must be rolled now (0 unless `phase` is ROLL): `game.engine.State`."""
        return self.dice_left if self.phase is Phase.ROLL else 0

    def chance_outcomes(self) -> Iterator[tuple[Roll, Fraction]]:
        """Every ordered outcome of the awaited roll with its exact probability (none if no
        roll is awaited)."""
        return outcomes(self.dice_to_roll) if self.dice_to_roll else iter(())

    @property
    def next_multiplier(self) -> int:
        """k of the next roll of this turn (rules §2.3 step 1)."""
        return self.roll_number + 1

    @property
    def next_bonus(self) -> int:
        """Half-points the next MISHIMASH of this turn would add (+10, +20, ... points)."""
        return BONUS_STEP * (self.mishimash_count + 1)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def final_round(self) -> bool:
        """True once a saved total has reached the target (final round or tie-breaks)."""
        return self.final_from is not None

    @property
    def in_tiebreak(self) -> bool:
        return self.tiebreak_round > 0

    @property
    def last_turn(self) -> Turn | None:
        """The most recently finished turn (e.g. to show a BUST), or None."""
        return self.turns[-1] if self.turns else None

    @property
    def turn_count(self) -> int:
        """Finished turns; in solo play, the result once the match is over (rules §2.4)."""
        return len(self.turns)

    @property
    def round_number(self) -> int:
        """The round being played, from 1 (the tie-break round number while in tie-breaks;
        the last round once the match is over)."""
        if self.in_tiebreak:
            return self.tiebreak_round
        played = len(self.turns) - self.is_over  # the match ends with the last turn of a round
        return played // len(self.players) + 1

    def selections(self) -> Mapping[Selection, int]:
        """Valid selections of the roll on the table -> half-points before the multiplier."""
        if self.phase is not Phase.CHOOSE:
            return {}
        return combos.selections_sorted(self._sorted_dice)

    def selection_value(self, dice: Iterable[int]) -> int | None:
        """Half-points (before the multiplier) of setting `dice` aside now, None if invalid.

        For the UI's preview while the player toggles dice.
        """
        return self.selections().get(combos.normalize(dice))

    def state_after(self, selection: Selection) -> tuple[int, int, int]:
        """(dice left to roll, MISHIMASH count, turn points) once the valid `selection` is
        kept from the roll on the table (rules §2.3): the state a player weighs a keep by."""
        points = self.turn_points + self.selections()[selection] * self.roll_number
        left = len(self.dice) - len(selection)
        if left == 0:  # MISHIMASH: the bonus, and six dice back
            return DICE, self.mishimash_count + 1, points + self.next_bonus
        return left, self.mishimash_count, points

    def keep_gain(self, dice: Iterable[int]) -> int | None:
        """Half-points a Keep of `dice` adds to the turn points now (× k, plus a MISHIMASH
        bonus when it uses every rolled die), or None if invalid."""
        value = self.selection_value(dice)
        if value is None:
            return None
        gain = value * self.roll_number
        if len(combos.normalize(dice)) == len(self.dice):
            gain += self.next_bonus
        return gain

    def keep_refusal(self, dice: Iterable[int]) -> combos.Refusal | None:
        """Why setting `dice` aside now is not allowed (None: it is): the words a refused
        tap says."""
        if self.phase is not Phase.CHOOSE:
            return combos.Refusal("phase", phase=self.phase.value)
        return combos.refusal(dice, self.dice)

    def legal_actions(self) -> list[Action]:
        """Every legal action now, sorted (empty while a roll is awaited or the match is over)."""
        if self.phase is Phase.CHOOSE:
            return [Keep(sel) for sel in self.selections()]
        if self.phase is Phase.DECIDE:
            return [Save(), RollAgain()]
        return []

    # ---- chance --------------------------------------------------------------------------

    def apply_roll(self, values: Iterable[int]) -> None:
        """Apply the values of the awaited roll (a bust ends the turn at once, rules §2.3)."""
        dice = tuple(values)
        if self.phase is not Phase.ROLL:
            raise IllegalAction(f"no roll is awaited now (phase {self.phase.value})")
        if len(dice) != self.dice_left:
            raise IllegalAction(f"expected {self.dice_left} dice, got {len(dice)}")
        if not all(is_die(v) for v in dice):
            raise IllegalAction(f"die values are whole numbers 1 to 6, got {list(dice)}")
        self.roll_number += 1
        if combos.is_bust(dice):
            # rules §2.3 step 5: the unsaved turn points are lost.
            self._rolls.append(RollRecord(dice, ()))
            self._end_turn(End.BUST)
        else:
            self.dice = dice
            self._sorted_dice = combos.normalize(dice)
            self.phase = Phase.CHOOSE

    # ---- actions -------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply a player action, or raise IllegalAction leaving the match unchanged."""
        if isinstance(action, Keep):
            self._keep(action.dice)
        elif isinstance(action, Save):
            self._need(Phase.DECIDE, "SAVE comes after setting dice aside (rules §2.3 step 4)")
            self._totals[self.seat] += self.turn_points
            self._end_turn(End.SAVE)
        elif isinstance(action, RollAgain):
            self._need(Phase.DECIDE, "ROLL AGAIN comes after setting dice aside (rules §2.3)")
            self.phase = Phase.ROLL
        else:
            raise IllegalAction(f"not a MISHIMASH action: {action!r}")

    def _need(self, phase: Phase, rule: str) -> None:
        if self.phase is not phase:
            raise IllegalAction(f"{rule}; the match is in phase {self.phase.value}")

    def _keep(self, selection: Selection) -> None:
        self._need(Phase.CHOOSE, "dice are set aside from a scoring roll (rules §2.3 step 2)")
        value = combos.selections_sorted(self._sorted_dice).get(selection)
        if value is None or not all(type(v) is int for v in selection):  # 1.0, True: not dice
            raise IllegalAction(combos.why_invalid(selection, self.dice) or
                                f"die values are whole numbers 1 to 6, got {list(selection)}")
        self.turn_points += value * self.roll_number
        self._rolls.append(RollRecord(self.dice, selection))
        self.dice_left -= len(selection)
        self.dice = self._sorted_dice = ()
        if self.dice_left == 0:
            # rules §2.3 step 3: MISHIMASH, never multiplied; six dice back, k keeps counting.
            self.turn_points += self.next_bonus
            self.mishimash_count += 1
            self.dice_left = DICE
        self.phase = Phase.DECIDE

    # ---- turn order and the end of the match (rules §2.4) ---------------------------------

    def _end_turn(self, end: End) -> None:
        points = self.turn_points if end is End.SAVE else 0
        self.turns.append(Turn(self.seat, self.in_tiebreak, tuple(self._rolls), end, points))
        self._new_turn()
        self.phase = Phase.ROLL
        reached = end is End.SAVE and self._totals[self.seat] >= self.target_half_points
        if len(self.players) == 1:
            if reached:  # solo: the number of turns is the result
                self.winner = 0
                self.phase = Phase.OVER
            return
        if self.in_tiebreak:
            i = self.tiebreak_seats.index(self.seat)
            if i + 1 < len(self.tiebreak_seats):
                self.seat = self.tiebreak_seats[i + 1]
            else:
                self._resolve()
            return
        if reached and self.final_from is None:
            self.final_from = self.seat
        if self.final_from is not None and self.seat == len(self.players) - 1:
            # The round in which the target was reached is finished; the order never wraps.
            self._resolve()
        else:
            self.seat = (self.seat + 1) % len(self.players)

    def _resolve(self) -> None:
        """End of the final round or of a tie-break round: a winner, or another tie-break."""
        top = max(self._totals)
        leaders = tuple(s for s, total in enumerate(self._totals) if total == top)
        if len(leaders) == 1:
            self.winner = leaders[0]
            self.phase = Phase.OVER
        else:
            self.tiebreak_round += 1
            self.tiebreak_seats = leaders
            self.seat = leaders[0]

    # ---- copies and comparison -----------------------------------------------------------

    def copy(self) -> Match:
        """An independent copy (history entries are immutable and shared)."""
        other = object.__new__(Match)
        other.__dict__.update(self.__dict__)
        other._totals = list(self._totals)
        other.turns = list(self.turns)
        other._rolls = list(self._rolls)
        return other

    def _key(self) -> tuple[object, ...]:
        return (self.players, self.target, self.seed, self.phase, self.seat, self._totals,
                self.turns, self.final_from, self.tiebreak_round, self.tiebreak_seats,
                self.winner, self.turn_points, self.roll_number, self.dice_left,
                self.mishimash_count, self.dice, self._rolls)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (f"<Match {list(self.players)} target={self.target} phase={self.phase.value} "
                f"seat={self.seat} totals={self._totals} turn_points={self.turn_points} "
                f"k={self.roll_number} dice={list(self.dice)} turns={len(self.turns)}>")

"""Reviews of finished games: what each decision cost, and what the dice gave (pure Python).

    task = ReviewTask(record)          # a records §3 record (checked by replaying it first)
    while not task.step():             # one slice per call: a frame spends its budget on it
        pass
    task.result.seats[0].accuracy      # or simply: review(record)

The analysis itself lives with each game (`game.mishimash.review`, `game.magdagdon.review`);
this module holds what both share: the shapes of a review, how its figures are defined, and
the dispatch by the record's `game` through its `review` part in `game.registry`. A game's review
module provides `review_steps(record, state)` (the analysis in slices), `describe(action)` and
`heading(result)` (ASCII, for `python -m game review`).

Definitions (the same for both games; each game module says what its values are):

- A **decision point** is a moment where the player chose between options. Each option has a
  *value* in points: MISHIMASH the expected points of the turn (the exact tables), MAGDAGDON
  the estimated final score (the `best` search). `chosen` is the value of the player's option,
  `best` that of the best option (the analysis's advice, or the player's own choice where it is
  worth more), and `loss >= 0` what the choice gave up (normally `best - chosen`; a game module
  says where the win chance replaces points).
- Per player, `expected` is what the game promised before the player's first roll and `actual`
  what the player got. **Decisions** are the losses summed (never positive) and **luck** is the
  rest: `actual - expected = luck + decisions`, exactly, per turn and per game. Luck is how the
  dice fell against their expectation in the positions the player's own choices reached (each
  game module shows it is that, and how well it averages out).
- A MISHIMASH solo race is valued in turns to the target instead, negated so that these
  definitions hold unchanged (`GameReview.extra["unit"]` is "turns"; see the game module).
- **Accuracy** is the share of the expected points the decisions kept: each turn has a
  `stake`, the points it was expected to bring (MISHIMASH a whole turn's value, 15.97, or one
  turn in a race; MAGDAGDON the expected final score shared out by the cells the turn filled),
  and
  `accuracy = 1 - losses / stakes`, per turn and over the game, clamped to 0..1. Only the best
  decisions score 100 %. Each choice also has its own share, `chosen` over `best` above the
  game's floor (MISHIMASH 0, MAGDAGDON the worst option), or the share of the best win chance.
- The **costliest** decisions are those with the largest `loss`.
"""

from __future__ import annotations

import gc
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from game import records, registry
from game.engine import State

A = TypeVar("A")
R = TypeVar("R")
Steps = Generator[None, None, R]  # a computation in slices: next() runs one, returns an R

COSTLIEST = 3  # decisions listed per player as "what was better"
EPSILON = 1e-9  # values closer than this are equal (sums of floats)

@dataclass(frozen=True, slots=True)
class Choice(Generic[A]):
    """One decision of a player: what was played, what it was worth, what was better.

    `turn` is the record's 0-based turn, `step` the decision's place in it. `kind` names the
    decision (MISHIMASH "keep" / "stop"; MAGDAGDON "place" / "power" / "ruin"). `played` and
    `better` are game actions (`better` is None when the choice was the best). `win_chosen` /
    `win_best` are win chances (0..1) where the match end, not points, decides (MISHIMASH).
    `unit` "turns": a solo race, valued in turns to the target, negated so that more is
    better (`chosen` -4.5: 4.5 turns expected; `loss` 0.3: the choice cost 0.3 turns).
    """

    turn: int
    step: int
    kind: str
    played: A
    better: A | None
    chosen: float
    best: float
    loss: float
    accuracy: float | None
    win_chosen: float | None = None
    win_best: float | None = None
    unit: str = "points"  # what `chosen` and `best` count: "points", or "turns" (negated)


@dataclass(frozen=True, slots=True)
class TurnReview(Generic[A]):
    """One turn of one player: its decisions and what the dice did to it.

    `expected` is the value the turn was expected to end with before its first roll and
    `result` the value after its last decision (MISHIMASH: the points banked), so
    `result - expected = luck + decisions`. `stake` is what accuracy measures losses against.
    """

    turn: int
    seat: int
    expected: float
    result: float
    stake: float
    choices: tuple[Choice[A], ...]

    @property
    def decisions(self) -> float:
        """What the turn's choices gave up (points, never positive)."""
        return -sum(c.loss for c in self.choices)

    @property
    def luck(self) -> float:
        """The rest of the difference from expectation: the dice (points)."""
        return self.result - self.expected - self.decisions

    @property
    def accuracy(self) -> float:
        """The share of the turn's stake its decisions kept (0..1)."""
        return kept_share(-self.decisions, self.stake)



@dataclass(frozen=True, slots=True)
class SeatReview(Generic[A]):
    """A whole game of one player (a MAGDAGDON game has one seat).

    `actual - expected == luck + decisions` (up to float rounding).
    """

    seat: int
    name: str
    expected: float
    actual: float
    turns: tuple[TurnReview[A], ...]
    unit: str = "points"  # what the values count ("turns": a MISHIMASH race, negated)
    low: float | None = None  # where most games end (MAGDAGDON: the best play's 10th ...
    high: float | None = None  # ... and 90th percentile), when the game knows it

    @property
    def luck(self) -> float:
        return sum(t.luck for t in self.turns)

    @property
    def decisions(self) -> float:
        return sum(t.decisions for t in self.turns)

    @property
    def choices(self) -> tuple[Choice[A], ...]:
        return tuple(c for t in self.turns for c in t.choices)

    @property
    def accuracy(self) -> float:
        """The share of the game's stakes the decisions kept (0..1)."""
        return kept_share(-self.decisions, sum(t.stake for t in self.turns))

    def costliest(self, n: int = COSTLIEST) -> tuple[Choice[A], ...]:
        """The `n` choices that cost most (only those that cost something), costliest first."""
        costly = [c for c in self.choices if c.loss > EPSILON]
        costly.sort(key=lambda c: (-c.loss, c.turn, c.step))
        return tuple(costly[:n])


@dataclass(frozen=True, slots=True)
class GameReview(Generic[A]):
    """The review of one game: one `SeatReview` per player (all seats, humans or not).

    `finished` is False for a game still in progress (its finished turns are reviewed).
    `extra` holds game-specific figures (MAGDAGDON: the difficulty).
    """

    game: str
    seats: tuple[SeatReview[A], ...]
    finished: bool
    extra: dict[str, Any] = field(default_factory=dict)

    def turn_notes(self) -> dict[int, TurnReview[A]]:
        """The record's turn index -> its review (for a replay's per-turn notes)."""
        return {t.turn: t for s in self.seats for t in s.turns}


class TooLong(Exception):
    """A record whose review would take too long (minutes on a phone): `work` units of
    review (MISHIMASH: rolls) where at most `limit` are reviewed. The record itself is fine:
    it can still be replayed."""

    def __init__(self, work: int, limit: int) -> None:
        super().__init__(f"too long to review: {work} rolls, at most {limit}")
        self.work, self.limit = work, limit


def kept_share(loss: float, stake: float) -> float:
    """`1 - loss / stake` clamped to 0..1 (1 when nothing was at stake or lost)."""
    if loss <= EPSILON:
        return 1.0
    return min(max(1.0 - loss / stake, 0.0), 1.0) if stake > EPSILON else 0.0


def share(chosen: float, best: float, floor: float = 0.0) -> float | None:
    """A choice's own share: (chosen - floor) / (best - floor), clamped to 0..1; None when the
    best is no better than the floor (nothing to choose)."""
    if best - floor <= EPSILON:
        return None
    return min(max((chosen - floor) / (best - floor), 0.0), 1.0)


class Reviewer(Protocol):
    """A game's review module (its registry entry's `review`)."""

    def review_steps(self, record: dict[str, Any], state: State | None = None
                     ) -> Steps[GameReview[Any]]:
        """The analysis of a finished game's record in slices (`state`: what it replays to, if
        known)."""

    def describe(self, action: Any) -> str:
        """One of its actions in a few ASCII words."""

    def heading(self, result: GameReview[Any]) -> str:
        """What game a review is of, in one ASCII line."""


def analyser(game: str) -> Reviewer:
    """The module that reviews `game` (its `review` part in `game.registry`, imported on first
    use); `records.RecordError` for a game that offers no review."""
    reference = registry.get(game).review
    if reference is None:
        raise records.RecordError(f"{game} games cannot be reviewed")
    return reference.load()


def review_steps(record: dict[str, Any], state: State | None = None
                 ) -> Steps[GameReview[Any]]:
    """The review of a record in slices (raises `records.RecordError` for a bad record).

    The record is checked by replaying it first, unless `state` is what it replays to already
    (the game that just ended, or a record checked when it was loaded): a long match's replay
    takes tens of milliseconds, more than a frame."""
    game = records.game_of(record)
    result: GameReview[Any] = yield from analyser(game).review_steps(record, state)
    return result


def step(steps: Steps[R]) -> tuple[bool, R | None]:
    """Run one slice: (True, result) once `steps` has finished, else (False, None).

    The collector is off during the slice, as in `game.magdagdon.search.step`: the analyses
    allocate many short-lived tuples and no cycles, and a full collection among them paused a
    slice by 100+ ms."""
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


def run(steps: Steps[R]) -> R:
    """Run a sliced computation to its end."""
    while True:
        done, result = step(steps)
        if done:
            return result  # type: ignore[return-value]


def review(record: dict[str, Any]) -> GameReview[Any]:
    """The whole review of a record, at once (raises `records.RecordError` for a bad one)."""
    return run(review_steps(record))


def describe(game: str, action: Any) -> str:
    """A short ASCII text of a game action (for the command line and JSON)."""
    return analyser(game).describe(action)


def heading(result: GameReview[Any]) -> str:
    """What game a review is of, in a short ASCII line ("MAGDAGDON peaceful")."""
    return analyser(result.game).heading(result)


class ReviewTask:
    """A review computed across frames: call `step()` (one slice, a few milliseconds natively)
    until it returns True, then read `result` (or `error`, the reason a record was refused).

    The record is checked by replaying it first (the same rules as `python -m game check`),
    unless `state` is given (see `review_steps`).
    """

    def __init__(self, record: dict[str, Any], state: State | None = None) -> None:
        self._steps = review_steps(record, state)
        self.result: GameReview[Any] | None = None
        self.error: str | None = None
        self.too_long: TooLong | None = None  # a record too long to review (`error` says so)
        self.slices = 0

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None

    def step(self) -> bool:
        """Run one slice; True once the review (or the error) is ready."""
        if self.done:
            return True
        self.slices += 1
        try:
            done, result = step(self._steps)
        except records.RecordError as exc:
            self.error = str(exc)
            return True
        except TooLong as exc:
            self.error, self.too_long = str(exc), exc
            return True
        if done:
            self.result = result
        return self.done

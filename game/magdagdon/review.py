"""MAGDAGDON game review: every turn's choices valued by the `best` search (`search`, `advice`).

    review = game.review_shapes.review(record)   # or ReviewTask(record), a slice a time
    seat = review.seats[0]                  # MAGDAGDON has one player
    seat.luck, seat.decisions, seat.accuracy, seat.costliest()

The shared definitions are in `game.review_shapes`. Here a value is the search's **estimated final
score** (base + bonuses - ruins - every power penalty, rules §1.7): `Decision.value` for the
best option, and for the player's option the same estimate of what it leaves:

- a staging (CONFIRM) or a ruin (ACCEPT): `evaluate(board) - deep_penalty(board) - penalties`,
  the very sum the search ranks its options by;
- a power (rules §1.5): the search's value of that power, the expected best cheap evaluation
  after it (exact over every outcome of a REROLL) minus the penalties with this use.

A turn has one decision point per power used (before it) and one for its staging or ruin,
each at a position with nothing staged (staging order and take-backs do not matter: only the
dice that stay count). A choice the search also advises is worth exactly the search's value;
`best` is the search's value or the player's, whichever is higher (the search looks one roll
ahead, and a player may find better). A choice's own share is measured above the position's
worst staging (or worst ruin cell).

Luck. The estimate is a heuristic, not an expectation: from a board it typically rises by
about 15 points for every cell a turn fills (open lines are worth more than it credits).
So the game's expectation is `EXPECTED[difficulty]`, what the `best` search scores on average
(measured), and each turn is expected to add `(EXPECTED - estimate of the empty board) / 16`
per cell it fills. A turn's luck is then what its rolls (the turn's roll and any REROLL) moved
the estimate beyond that, and `score - EXPECTED = luck + decisions` over a game, exactly.
Against the search's own play luck averages about zero (`python -m game bench-review` prints
the figures); weaker play that spoils the board in ways the one-turn estimate sees only later
shows part of that as bad luck. A turn's stake (for accuracy) is `EXPECTED * cells / 16`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.magdagdon import board as B
from game.magdagdon import record as record_mod
from game.magdagdon.actions import Accept, Confirm, Minus, Plus, Reroll, Stage
from game.magdagdon.advice import Hint, hint_steps
from game.magdagdon.evaluate import (
    Weights,
    deep_penalty,
    evaluate,
    magdagdon_chance_steps,
    weights_for,
)
from game.magdagdon.rules import Difficulty
from game.magdagdon.search import SLICE, power_value_steps, stagings_steps
from game.magdagdon.state import Game, Phase
from game.review_shapes import Choice, GameReview, SeatReview, Steps, TurnReview, share

GAME = "magdagdon"
Power = Minus | Plus | Reroll

# Mean final score of the `best` search, 1,000 games per difficulty (`python -m game sim
# magdagdon --bot best --games 3000 --seed 1`; README "MAGDAGDON: the best bot").
EXPECTED: dict[Difficulty, float] = {
    Difficulty.PEACEFUL: 357.5,
    Difficulty.SURVIVAL: 298.4,
    Difficulty.NIGHTMARE: 201.1,
}


@dataclass(frozen=True, slots=True)
class Move:
    """A MAGDAGDON choice at one position: the permanent `board` and the four `dice` there, and
    either a `power`, a `ruin`, or the `staging` (STAGE actions, in order) CONFIRMed."""

    board: tuple[int, ...]
    dice: tuple[int, ...]
    staging: tuple[Stage, ...] = ()
    power: Power | None = None
    ruin: Accept | None = None

    @property
    def kind(self) -> str:
        """"power", "ruin" or "place"."""
        return "power" if self.power else "ruin" if self.ruin else "place"

    def after(self) -> tuple[int, ...]:
        """The board a staging or a ruin leaves (the board itself for a power)."""
        out = list(self.board)
        if self.ruin is not None:
            out[B.index(*self.ruin.cell)] = B.RUIN
        elif self.power is None:
            for stage in self.staging:
                out[B.index(*stage.cell)] = self.dice[stage.die]
        return tuple(out)


def describe(move: Move) -> str:
    """'stage 4@b3 5@c3', 'minus 3', 'reroll 2 6' or 'ruin d1' (ASCII; cells as column letter
    and row number, dice by value)."""
    def cell(row: int, col: int) -> str:
        return f"{'abcd'[col]}{row + 1}"

    if isinstance(move.power, Reroll):
        return "reroll " + " ".join(str(move.dice[d]) for d in move.power.dice)
    if isinstance(move.power, Minus | Plus):
        return f"{type(move.power).__name__.lower()} {move.dice[move.power.die]}"
    if move.ruin is not None:
        return "ruin " + cell(*move.ruin.cell)
    return "stage " + " ".join(f"{move.dice[s.die]}@{cell(*s.cell)}" for s in move.staging)


def heading(result: GameReview[Move]) -> str:
    """'MAGDAGDON peaceful' (ASCII, for the command line)."""
    return f"MAGDAGDON {result.extra['difficulty']}"


def start_value(difficulty: Difficulty) -> float:
    """The search's estimate of the empty board (no power used)."""
    w = weights_for(difficulty)
    empty = (B.EMPTY,) * B.CELL_COUNT
    return evaluate(empty, None, w) - deep_penalty(empty, difficulty, w)


def per_cell(difficulty: Difficulty) -> float:
    """How much the estimate is expected to rise per cell a turn fills (see the docstring)."""
    return (EXPECTED[difficulty] - start_value(difficulty)) / B.CELL_COUNT


def review_steps(record: dict[str, Any], state: Game | None = None
                 ) -> Steps[GameReview[Move]]:
    """The review of a MAGDAGDON record in slices of a few milliseconds (natively).

    Raises `RecordError` when the record does not replay; `state`, if given, is the game it
    replays to (then it is not replayed again). Turns are reviewed on a fresh game played turn
    by turn; an open (unfinished) last turn is left out."""
    final = record_mod.replay(record) if state is None else state
    yield
    difficulty = final.difficulty
    # The empty board's MAGDAGDON chance (126 tests) in slices first: start_value reuses them.
    yield from magdagdon_chance_steps((B.EMPTY,) * B.CELL_COUNT, difficulty)
    rise = per_cell(difficulty)
    start = carried = start_value(difficulty)
    game = Game(difficulty, final.seed)
    turns: list[TurnReview[Move]] = []
    for i, data in enumerate(final.history):
        reviewed = yield from _turn(game, data, i, carried, rise)
        turns.append(reviewed)
        carried = reviewed.result
    # Over a whole game the cells filled are all 16: expected = EXPECTED[difficulty].
    filled = B.CELL_COUNT - game.empty_cells
    seat = SeatReview(0, "", expected=start + rise * filled, actual=carried, turns=tuple(turns))
    return GameReview(GAME, (seat,), finished=final.is_over,
                      extra={"difficulty": difficulty.value, "score": final.score().total})


def _turn(game: Game, data: dict[str, Any], index: int, carried: float, rise: float
          ) -> Steps[TurnReview[Move]]:
    """Review one finished turn (records §3 form), playing it on `game`."""
    game.apply_roll(data["roll"])
    choices: list[Choice[Move]] = []
    for power in data["powers"]:
        action = _power_action(power)
        choice = yield from _choose(game, Move(game.board, _dice(game), power=action), index,
                                    len(choices))
        choices.append(choice)
        game.apply(action)
        if isinstance(action, Reroll):
            game.apply_roll([power["dice"][d] for d in game.awaited_dice])
    if data["ruin"] is not None:
        ruin = Accept(data["ruin"]["row"], data["ruin"]["col"])
        move = Move(game.board, _dice(game), ruin=ruin)
        filled = 1
    else:
        staging = tuple(Stage(p["index"], p["row"], p["col"]) for p in data["placements"])
        move = Move(game.board, _dice(game), staging=staging)
        filled = len(staging)
    choice = yield from _choose(game, move, index, len(choices))
    choices.append(choice)
    if move.ruin is not None:
        game.apply(move.ruin)
    else:
        for stage in move.staging:
            game.apply(stage)
        game.apply(Confirm())
    expected = carried + rise * filled
    return TurnReview(index, 0, expected, choice.chosen,
                      EXPECTED[game.difficulty] * filled / B.CELL_COUNT, tuple(choices))


def _dice(game: Game) -> tuple[int, ...]:
    return tuple(v for v in game.dice if v is not None)


def _power_action(power: dict[str, Any]) -> Power:
    if power["power"] == "reroll":
        return Reroll(tuple(power["indices"]))
    return (Minus if power["power"] == "minus" else Plus)(power["index"])


def _advice(game: Game, h: Hint) -> Move:
    return Move(game.board, _dice(game), staging=h.staging if h.power is None else (),
                power=h.power, ruin=h.ruin)


def _same(a: Move, b: Move) -> bool:
    """Whether two moves at one position are the same choice (equal dice are interchangeable)."""
    if a.kind != b.kind:
        return False
    if isinstance(a.power, Reroll) and isinstance(b.power, Reroll):
        return sorted(a.dice[d] for d in a.power.dice) == sorted(b.dice[d] for d in b.power.dice)
    if isinstance(a.power, Minus | Plus) and isinstance(b.power, Minus | Plus):
        return type(a.power) is type(b.power) and a.dice[a.power.die] == b.dice[b.power.die]
    return a.after() == b.after()


def _choose(game: Game, move: Move, turn: int, step: int) -> Steps[Choice[Move]]:
    """Value the player's `move` at the current position against the search's advice."""
    h: Hint = yield from hint_steps(game)
    advised = _advice(game, h)
    w = weights_for(game.difficulty)
    paid = game.difficulty.power_penalty(game.powers_used)
    if _same(move, advised):
        chosen = h.expected
    elif move.power is not None:
        value = yield from power_value_steps(game.board, game.difficulty, _dice(game),
                                             move.power, w)
        chosen = value - paid - game.difficulty.penalties[game.powers_used]
    else:
        chosen = (yield from _board_value(move.after(), game.difficulty, w)) - paid
    floor = (yield from _worst(game, w)) - paid
    best = max(h.expected, chosen)
    better = None if chosen >= best else advised
    return Choice(turn, step, move.kind, move, better, chosen, best, best - chosen,
                  share(chosen, best, min(floor, chosen)))


def _board_value(board: tuple[int, ...], difficulty: Difficulty, w: Weights) -> Steps[float]:
    """`evaluate - deep_penalty` of a board, the search's ranking sum (in slices)."""
    chance = yield from magdagdon_chance_steps(board, difficulty)
    return evaluate(board, None, w) - w.magdagdon_cost * chance


def _worst(game: Game, w: Weights) -> Steps[float]:
    """The estimate of the worst staging (or, in MAGDAGDON, the worst ruin cell) here."""
    board = game.board
    if game.phase is Phase.MAGDAGDON:
        options = [board[:i] + (B.RUIN,) + board[i + 1:]
                   for i, v in enumerate(board) if v == B.EMPTY]
    else:
        options = list((yield from stagings_steps(board, tuple(enumerate(_dice(game))),
                                                  game.required, game.max_staged)))
    worst, lowest = options[0], evaluate(options[0], None, w)
    for n, option in enumerate(options, 1):
        value = evaluate(option, None, w)  # cached: the search has just valued these boards
        if value < lowest:
            worst, lowest = option, value
        if n % SLICE == 0:
            yield
    return (yield from _board_value(worst, game.difficulty, w))

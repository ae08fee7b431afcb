"""MAGDAGDON game review: every turn's choices valued by the `best` search (`search`, `advice`).

    review = game.review_shapes.review(record)   # or ReviewTask(record), a slice a time
    seat = review.seats[0]                  # MAGDAGDON has one player
    seat.luck, seat.decisions, seat.accuracy, seat.costliest()

The shared definitions are in `game.review_shapes`. Here a value is the search's **estimate of the
final score** (base + bonuses - ruins - every power penalty, rules §1.7) when the `best` search
is followed from there (`evaluate.Model.estimate`: fitted to the search's own play, within 5 %
of the mean score it reaches at every turn; README "MAGDAGDON: the best bot"):
`Decision.value` for the best option, and for the player's option the same estimate of what
it leaves:

- the advice: `Hint.expected`, the estimate of following it;
- another choice: the advice's estimate less what the search's ranking (`Decision.rank`, the
  model the search chooses by) gives up with it: for a staging (CONFIRM) or a ruin (ACCEPT)
  the ranking value of the board it leaves, deep term included; for a power (rules §1.5) the
  ranking value after it, expected exactly over every outcome of a REROLL (each outcome's best
  staging); each minus the penalties paid and due. (The estimate itself is measured on the
  positions the search's own play reaches; measured against the search's ranking a choice is
  never judged better than the advice the search would give, unless it really ranks higher.)

A turn has one decision point per power used (before it) and one for its staging or ruin,
each at a position with nothing staged (staging order and take-backs do not matter: only the
dice that stay count). A choice the search also advises is worth exactly the search's value;
`best` is the search's value or the player's, whichever is higher (a player's REROLL the
search did not value within its work budget may rank higher). A choice's own share is
measured above the position's worst staging (or worst ruin cell).

Luck. The game's expectation is `expected_score(difficulty)`, the mean final score of the
search's own games (`fitted.START`), and each turn is expected to end where the last one left
the estimate: a turn's luck is what its rolls (the turn's roll and any REROLL) moved the
estimate, so `score - expected = luck + decisions` over a game, exactly, and luck averages
about zero under the search's play (`python -m game bench-review` prints the figures). A
turn's stake (for accuracy) is the expected score shared out by the cells the turn filled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.magdagdon import board as B
from game.magdagdon import fitted
from game.magdagdon import record as record_mod
from game.magdagdon.actions import Accept, Confirm, Minus, Plus, Reroll, Stage
from game.magdagdon.advice import Hint, hint_steps
from game.magdagdon.evaluate import Model, magdagdon_chance_steps, model_for
from game.magdagdon.feasibility import initial_masks
from game.magdagdon.rules import Difficulty
from game.magdagdon.search import (
    SLICE,
    Decision,
    decide_steps,
    power_value_steps,
    stagings_steps,
)
from game.magdagdon.state import Game, Phase
from game.review_shapes import Choice, GameReview, SeatReview, Steps, TurnReview, share

GAME = "magdagdon"
Power = Minus | Plus | Reroll



def expected_score(difficulty: Difficulty) -> float:
    """The mean final score of the `best` search's own games on `difficulty` (the games the
    fitted estimate was checked on: `fitted.START`)."""
    return fitted.START[difficulty.value][0]


def score_spread(difficulty: Difficulty) -> tuple[float, float]:
    """Where most games of the `best` search end: the 10th and 90th percentile of its final
    scores on `difficulty` (`fitted.START`)."""
    _, low, high = fitted.START[difficulty.value]
    return low, high


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


def review_steps(record: dict[str, Any], state: Game | None = None
                 ) -> Steps[GameReview[Move]]:
    """The review of a MAGDAGDON record in slices of a few milliseconds (natively).

    Raises `RecordError` when the record does not replay; `state`, if given, is the game it
    replays to (then it is not replayed again). Turns are reviewed on a fresh game played turn
    by turn; an open (unfinished) last turn is left out."""
    final = record_mod.replay(record) if state is None else state
    yield
    difficulty = final.difficulty
    start = carried = expected_score(difficulty)
    game = Game(difficulty, final.seed)
    turns: list[TurnReview[Move]] = []
    for i, data in enumerate(final.history):
        reviewed = yield from _turn(game, data, i, carried)
        turns.append(reviewed)
        carried = reviewed.result
    low, high = score_spread(difficulty)
    seat = SeatReview(0, "", expected=start, actual=carried, turns=tuple(turns), low=low,
                      high=high)
    return GameReview(GAME, (seat,), finished=final.is_over,
                      extra={"difficulty": difficulty.value, "score": final.score().total})


def _turn(game: Game, data: dict[str, Any], index: int, carried: float
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
    stake = expected_score(game.difficulty) * filled / B.CELL_COUNT
    return TurnReview(index, 0, carried, choice.chosen, stake, tuple(choices))


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
    decision: Decision = yield from decide_steps(game)  # (cached: the hint's own)
    advised = _advice(game, h)
    model = model_for(game.difficulty)
    paid = game.difficulty.power_penalty(game.powers_used)
    left = game.powers_left
    if _same(move, advised):
        mine = decision.rank
    elif move.power is not None:
        rank, _ = yield from power_value_steps(game.board, game.difficulty, _dice(game),
                                               move.power, model, left - 1)
        mine = rank - paid - game.difficulty.penalties[game.powers_used] - model.reserve
    else:
        mine = (yield from _board_value(move.after(), game.difficulty, model, left)) - paid
    floor = (yield from _worst(game, model)) - paid
    # The advice's estimate, and each other choice that much lower as the search ranks it.
    chosen = h.expected if mine == decision.rank else h.expected + mine - decision.rank
    best = max(h.expected, chosen)
    better = None if chosen >= best else advised
    return Choice(turn, step, move.kind, move, better, chosen, best, best - chosen,
                  share(mine, max(mine, decision.rank), min(floor, mine)))


def _board_value(board: tuple[int, ...], difficulty: Difficulty, model: Model,
                 powers_left: int) -> Steps[float]:
    """The search's ranking value of the position a turn leaves, deep term included."""
    chance = yield from magdagdon_chance_steps(board, difficulty)
    return (model.value(board, initial_masks(board), powers_left)
            - model.deep_cost(board.count(B.EMPTY)) * chance)


def _worst(game: Game, model: Model) -> Steps[float]:
    """The ranking value of the worst staging (or, in MAGDAGDON, the worst ruin cell) here."""
    board = game.board
    if game.phase is Phase.MAGDAGDON:
        options = [board[:i] + (B.RUIN,) + board[i + 1:]
                   for i, v in enumerate(board) if v == B.EMPTY]
    else:
        options = list((yield from stagings_steps(board, tuple(enumerate(_dice(game))),
                                                  game.required, game.max_staged)))
    left = game.powers_left
    worst, lowest = options[0], model.value(options[0], initial_masks(options[0]), left)
    for n, option in enumerate(options, 1):
        value = model.value(option, initial_masks(option), left)
        if value < lowest:
            worst, lowest = option, value
        if n % SLICE == 0:
            yield
    return (yield from _board_value(worst, game.difficulty, model, left))

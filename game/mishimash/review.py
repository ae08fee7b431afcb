"""MISHIMASH game review: every decision valued from the exact turn tables (`strategy`).

    review = game.review_shapes.review(record)   # or ReviewTask(record), a slice a time
    seat = review.seats[0]
    seat.luck, seat.decisions, seat.accuracy, seat.costliest()

The shared definitions are in `game.review_shapes`. Here a value is the **expected points of the
turn** under the best play from that moment (`strategy.TurnValues`, the tables `medium`
plays by). Each scoring roll of a turn has two decision points:

- **keep** (which selection to set aside): each selection leads to a state `s'` = (dice left,
  rolls made, MISHIMASHes, turn points `t'`) valued `V(s') = max(t', C(s'))`, where `C` is the
  expected turn points of rolling on (`TurnValues.roll_value`). The best option is the hint's
  (`policy.strong_keep`) or the player's, whichever is worth more.
- **stop** (SAVE, worth `t`, or ROLL AGAIN, worth `C`): the best is the larger.

Where the match end makes points the wrong measure (rules §2.4), the win chance decides, as the
`strong` bot computes it (`policy`): a stop decision when a SAVE would start or end the final
round (or in it), and a keep as soon as one of its options leads to such a state (keeping all
six dice for a MISHIMASH whose SAVE wins the match, against keeping one 5 and saving:
`policy.keep_chances`). There the best option is the `strong` bot's, a state's value is the
points of the `strong` bot's stop there, and the decision's loss is the share of the best win
chance it gave up, weighted by its best expected points (so accuracy and the costliest list
weigh it like a points loss).

Each turn's expected value is a whole turn's, 15.97 points, so per player
`banked - 15.97 * turns = luck + decisions`. Where only points decide, a turn's luck is the sum
over its rolls of (the value of the roll's best keep, 0 for a bust) minus (the value carried
into the roll: 15.97 before the first, `C` after a ROLL AGAIN), which averages exactly 0 over
the dice; after a decision judged by win chance it also holds the points that choice moved.
A turn's stake (for accuracy) is its expected value, 15.97 points: accuracy is the share of
15.97 points per turn the decisions kept. A choice's own share is `chosen / best` (the floor
is 0: a turn never ends below 0), or the share of the best win chance.

**A solo race** (one seat, rules §2.4; the daily) has nobody to beat: its result is the number
of turns, so it is reviewed in turns to the target (`game.mishimash.race`), negated so that
the shared definitions hold: a state's value is -(1 + the expected turns after this one), the
race's start is worth -E(target), a turn that ends `d` half-points short is worth
-(1 + E(d)), and the seat's actual value is -(turns taken) (unfinished: less E of what is
left). Luck and decisions are then in turns (decisions: the turns the choices cost), and a
turn's stake is one turn. `extra["unit"]` is "turns".

Review work is bounded: a slice is at most a roll's decisions (every turn yields, a bust
too), and a record of more than `MAX_ROLLS` rolls is refused (`game.review_shapes.TooLong`) before
any work: legal records reach 27,000 rolls (records §3.1), a review of minutes on a phone.
"""

from __future__ import annotations

from typing import Any

from game.mishimash import policy, race, strategy
from game.mishimash import record as record_mod
from game.mishimash.actions import Action, Keep, RollAgain, Save
from game.mishimash.combos import HALF_POINTS_PER_POINT, Selection
from game.mishimash.match import Match
from game.mishimash.strategy import Tables
from game.mishimash.turn import End, Turn
from game.review_shapes import (
    EPSILON,
    Choice,
    GameReview,
    SeatReview,
    Steps,
    TooLong,
    TurnReview,
    share,
)

GAME = "mishimash"
HALF = float(HALF_POINTS_PER_POINT)
# Rolls reviewed at most: a six-seat match to 2000 of random players has 4,300 to 5,600; the
# slowest rolls (huge turns, every option deciding the match) take about 2.4 ms natively
# (issue 29 measured 49 s for a legal turn of 20,500 rolls), a phone several times that.
MAX_ROLLS = 10_000


def describe(action: Action) -> str:
    """'keep 1 1 5', 'save' or 'roll again' (ASCII, for the command line)."""
    if isinstance(action, Keep):
        return "keep " + " ".join(map(str, action.dice))
    return "save" if isinstance(action, Save) else "roll again"


def heading(result: GameReview[Action]) -> str:
    """'MISHIMASH to 1000, 2 player(s)' (ASCII, for the command line)."""
    return f"MISHIMASH to {result.extra['target']}, {len(result.seats)} player(s)"


def review_steps(record: dict[str, Any], state: Match | None = None,
                 tables: Tables | None = None) -> Steps[GameReview[Action]]:
    """The review of a MISHIMASH record, a roll's decisions per slice (a few ms natively).

    Raises `RecordError` when the record does not replay, `TooLong` when it has more than
    `MAX_ROLLS` rolls; `state`, if given, is the match it replays to (then it is not replayed
    again). While the shared tables are not built yet, each slice builds a part of them first
    (`strategy.shared()`)."""
    final = record_mod.replay(record) if state is None else state
    yield
    rolls = sum(len(turn.rolls) for turn in final.turns)
    if rolls > MAX_ROLLS:
        raise TooLong(rolls, MAX_ROLLS)
    tabled = strategy.shared() if tables is None else tables
    while not tabled.ready:
        tabled.advance(1)
        yield
    if len(final.players) == 1:
        return (yield from _race(final, tabled))
    match = Match(final.players, final.target, final.seed)
    per_seat: list[list[TurnReview[Action]]] = [[] for _ in final.players]
    for i, turn in enumerate(final.turns):
        reviewed = yield from _turn(match, turn, i, tabled)
        per_seat[turn.player].append(reviewed)
        yield  # a turn of one bust roll has no decision: it still ends a slice
    start = tabled.points.start_value() / HALF
    seats = tuple(
        SeatReview(seat, name, expected=start * len(turns),
                   actual=sum(t.result for t in turns), turns=tuple(turns))
        for seat, (name, turns) in enumerate(zip(final.players, per_seat, strict=True)))
    return GameReview(GAME, seats, finished=final.is_over,
                      extra={"target": final.target, "turn_value": start, "unit": "points"})


def _turn(match: Match, turn: Turn, index: int, tables: Tables) -> Steps[TurnReview[Action]]:
    """Review one finished turn, playing it on `match` (which must be at its first roll)."""
    choices: list[Choice[Action]] = []
    for j, rolled in enumerate(turn.rolls):
        if j:
            match.apply(RollAgain())
        match.apply_roll(rolled.dice)
        if not rolled.keep:  # a bust (rules §2.3 step 5)
            break
        choices.append((yield from _keep(match, rolled.keep, tables, index, len(choices))))
        match.apply(Keep(rolled.keep))
        yield
        last = j == len(turn.rolls) - 1
        choices.append(_stop(match, Save() if last else RollAgain(), tables, index,
                             len(choices)))
        yield
    if turn.end is End.SAVE:
        match.apply(Save())
    start = tables.points.start_value() / HALF
    return TurnReview(index, turn.player, start, turn.points / HALF, start, tuple(choices))


def _stop_values(match: Match, tables: Tables) -> tuple[float, float, Action, float | None,
                                                         float | None]:
    """At a DECIDE state: (points of SAVE, points of ROLL AGAIN, the reference action, win
    chance of SAVE, of ROLL AGAIN), half-points; the chances are None where points decide."""
    save = float(match.turn_points)
    roll = tables.points.roll_value(match.dice_left, match.roll_number, match.mishimash_count,
                                    match.turn_points)
    action, win_save, win_roll = policy.strong_decide(match, tables)
    if win_save is None:  # points decide: the better of the two (a tie saves, as medium does)
        action = Save() if save >= roll else RollAgain()
    return save, roll, action, win_save, win_roll


def state_value(match: Match, selection: Selection, tables: Tables) -> float:
    """The value (half-points) of the state after keeping `selection` from the roll on the
    table: `max(t', C(s'))`, or the points of the `strong` bot's stop there when a SAVE would
    decide the match (see the module docstring)."""
    left, m, t = policy.after_keep(match, selection)
    if policy.decisive(match, t):
        after = match.copy()
        after.apply(Keep(selection))
        save, roll, action, _, _ = _stop_values(after, tables)
        return save if isinstance(action, Save) else roll
    return max(float(t), tables.points.roll_value(left, match.roll_number, m, t))


def _choice(turn: int, step: int, kind: str, played: Action, better: Action | None,
            chosen: float, best: float, loss: float, accuracy: float | None,
            win_chosen: float | None = None, win_best: float | None = None) -> Choice[Action]:
    """A Choice from half-point figures."""
    return Choice(turn, step, kind, played, better, chosen / HALF, best / HALF, loss / HALF,
                  accuracy, win_chosen, win_best)


def _win_loss(win_chosen: float, win_best: float, weight: float) -> tuple[float, float]:
    """(loss, share) of a decision judged by win chance: the share of the best win chance
    given up, weighted by the decision's best expected points."""
    kept = win_chosen / win_best if win_best > EPSILON else 1.0
    kept = min(kept, 1.0)
    return (1.0 - kept) * weight, kept


def _keep(match: Match, played: Selection, tables: Tables, turn: int, step: int
          ) -> Steps[Choice[Action]]:
    """The keep decision (the match is in the CHOOSE phase), a slice per option (a
    `roll_value`, or near the match's end the strong bot's stop: up to a millisecond)."""
    options = policy.keep_options(match)  # selections that leave the same state are one
    values: dict[tuple[int, int, int], float] = {}
    for state, sel in options.items():
        values[state] = state_value(match, sel, tables)
        yield
    chances = yield from policy.keep_chances_steps(match, tables)
    chosen_state = policy.after_keep(match, played)
    chosen = values[chosen_state]
    hinted = policy.best_keep(match, tables, chances).dice
    hint_state = policy.after_keep(match, hinted)
    hint_value = values[hint_state]
    real_choice = len(set(values.values())) > 1
    if chances is not None:  # a keep that can decide the match: by win chance
        win_chosen, win_best = chances[chosen_state], chances[hint_state]
        level = win_chosen >= win_best - EPSILON
        loss, kept = _win_loss(win_chosen, win_best, max(values.values()))
        return _choice(turn, step, "keep", Keep(played), None if level else Keep(hinted),
                       chosen, chosen if level else hint_value, loss,
                       kept if len(set(chances.values())) > 1 else None, win_chosen, win_best)
    best = max(hint_value, chosen)
    better = Keep(hinted) if chosen < best - EPSILON else None
    return _choice(turn, step, "keep", Keep(played), better, chosen, best, best - chosen,
                   share(chosen, best) if real_choice else None)


def _stop(match: Match, played: Save | RollAgain, tables: Tables, turn: int, step: int
          ) -> Choice[Action]:
    """The SAVE / ROLL AGAIN decision (the match is in the DECIDE phase)."""
    save, roll, action, win_save, win_roll = _stop_values(match, tables)
    saving = isinstance(played, Save)
    chosen = save if saving else roll
    best = save if isinstance(action, Save) else roll
    if win_save is not None and win_roll is not None:  # the match end decides
        win_chosen = win_save if saving else win_roll
        win_best = win_save if isinstance(action, Save) else win_roll
        level = win_chosen >= win_best - EPSILON
        loss, kept = _win_loss(win_chosen, win_best, max(save, roll))
        return _choice(turn, step, "stop", played, None if level else action, chosen,
                       chosen if level else best, loss, kept, win_chosen, win_best)
    better = None if chosen >= best - EPSILON else action
    return _choice(turn, step, "stop", played, better, chosen, best, best - chosen,
                   share(chosen, best))


# ---- the solo race, in turns -----------------------------------------------------------------


def _race(final: Match, tables: Tables) -> Steps[GameReview[Action]]:
    """A solo race reviewed in turns to the target (see the module docstring)."""
    match = Match(final.players, final.target, final.seed)
    turns: list[TurnReview[Action]] = []
    for i, turn in enumerate(final.turns):
        turns.append((yield from _race_turn(match, turn, i, tables)))
        yield
    left = race.expected_turns(race.turn_need(match)) if not final.is_over else 0.0
    start = race.expected_turns(final.target_half_points)
    seat = SeatReview(0, final.players[0], expected=-start, actual=-(len(turns) + left),
                      turns=tuple(turns), unit="turns")
    return GameReview(GAME, (seat,), finished=final.is_over,
                      extra={"target": final.target, "turn_value": start, "unit": "turns"})


def _race_turn(match: Match, turn: Turn, index: int, tables: Tables
               ) -> Steps[TurnReview[Action]]:
    """One turn of a solo race, played on `match`, valued in (negated) turns."""
    need = race.turn_need(match)
    if 0 < need <= race.NEED_CAP:
        table = race.shared(need)
        while not table.advance(1):
            yield
    values = race.Values(match, tables)
    choices: list[Choice[Action]] = []
    for j, rolled in enumerate(turn.rolls):
        if j:
            match.apply(RollAgain())
        match.apply_roll(rolled.dice)
        if not rolled.keep:
            break
        choices.append(_race_keep(match, values, rolled.keep, tables, index, len(choices)))
        match.apply(Keep(rolled.keep))
        yield
        played: Save | RollAgain = Save() if j == len(turn.rolls) - 1 else RollAgain()
        choices.append(_race_stop(match, values, played, index, len(choices)))
        yield
    if turn.end is End.SAVE:
        match.apply(Save())
    result = -(1.0 + race.expected_turns(need - turn.points))
    return TurnReview(index, 0, -values.start, result, 1.0, tuple(choices))


def _race_choice(turn: int, step: int, kind: str, played: Action, better: Action | None,
                 chosen: float, best: float) -> Choice[Action]:
    """A race's Choice: `chosen` and `best` are expected turns after this one."""
    mine, top = -(1.0 + chosen), -(1.0 + best)
    loss = max(top - mine, 0.0)
    # Its own share: the turns the best choice expects over the turns this one does.
    return Choice(turn, step, kind, played, better if loss > EPSILON else None, mine,
                  max(mine, top), loss, top / mine if loss > EPSILON else 1.0, unit="turns")


def _race_keep(match: Match, values: race.Values, played: Selection, tables: Tables,
               turn: int, step: int) -> Choice[Action]:
    options = race.keep_values(match, tables)
    hinted = race.keep(match, tables).dice
    return _race_choice(turn, step, "keep", Keep(played), Keep(hinted), options[played],
                        min(options[hinted], options[played]))


def _race_stop(match: Match, values: race.Values, played: Save | RollAgain, turn: int,
               step: int) -> Choice[Action]:
    t = match.turn_points
    save = values.save(t)
    roll = values.roll(match.dice_left, match.roll_number, match.mishimash_count, t)
    best: Save | RollAgain = Save() if save <= roll else RollAgain()
    chosen = save if isinstance(played, Save) else roll
    return _race_choice(turn, step, "stop", played, best, chosen, min(save, roll))

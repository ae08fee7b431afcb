"""MAGDAGDON game records (records §3): `export(game)` and `replay(record)`.

Finished turns carry exactly the records §3 fields. A game in progress adds its unfinished turn
last, marked `"open": true`, once its dice are rolled:
- `roll` and the `powers` used so far; a last REROLL whose values have not been rolled yet has
  `indices` but no `dice` (the game awaits that roll);
- `placements`: the dice staged so far, in staging order (not confirmed);
- `ruin`: null (accepting MAGDAGDON ends the turn).
A game waiting for the first roll of a turn has no open turn. `result` is present exactly when
the game is over.

Replay applies each turn through the engine's public actions (the powers in order, then the
placements in staging order, then CONFIRM or ACCEPT) and rejects the first broken turn with
`RecordError(reason, turn)`. Staging after a power gives the same game as staging before it:
powers touch only available dice, and staged values never change. Every field is checked
(limits in `game.records`); a field the format does not define is ignored.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from game.dice import is_die
from game.engine import IllegalAction
from game.magdagdon.actions import Accept, Confirm, Minus, Plus, Reroll, Stage
from game.magdagdon.board import on_board
from game.magdagdon.rules import DICE, Difficulty
from game.magdagdon.state import Game
from game.records import FORMAT, VERSION, RecordError, game_of, seed_of, show, turn_list

GAME = "magdagdon"
TURN_FIELDS = ("roll", "powers", "placements", "ruin")
DIFFICULTIES = tuple(d.value for d in Difficulty)


def export(game: Game) -> dict[str, Any]:
    """The records §3 record of a game, finished or in progress (see the module doc)."""
    turns = game.history
    open_turn = game.open_turn
    if open_turn is not None:
        open_turn["open"] = True
        turns.append(open_turn)
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": GAME,
        "difficulty": game.difficulty.value, "seed": game.seed, "turns": turns,
    }
    if game.is_over:
        record["result"] = game.result()
    return record


def _int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _dice_list(value: object, what: str, turn: int) -> list[int]:
    if not isinstance(value, list) or len(value) != DICE or not all(is_die(v) for v in value):
        raise RecordError(f"{what} must be a list of {DICE} dice values 1..6, got {show(value)}",
                          turn)
    return value


def _cell(value: object, what: str, turn: int) -> tuple[int, int]:
    if not isinstance(value, dict) or not _int(value.get("row")) or not _int(value.get("col")):
        raise RecordError(f"{what} must be an object with integer row and col, got {show(value)}",
                          turn)
    row, col = value["row"], value["col"]
    if not on_board(row, col):  # the engine says so too, but quotes the numbers whole
        raise RecordError(f"{what}: no cell ({show(row)}, {show(col)}) on the 4x4 board "
                          "(rules §1.1)", turn)
    return row, col


def _die(value: object, what: str, turn: int) -> int:
    """A die's index; `what` names where it is (the engine checks it too, quoting it whole)."""
    if not _int(value):
        raise RecordError(f"{what}: 'index' must be an integer, got {show(value)}", turn)
    if not 0 <= value < DICE:
        raise RecordError(f"{what}: no die {show(value)}: dice are numbered 0..{DICE - 1}",
                          turn)
    return value


def _act(game: Game, action: Any, turn: int, what: str) -> None:
    try:
        game.apply(action)
    except IllegalAction as exc:
        raise RecordError(f"{what}: {exc}", turn) from None


def _power(game: Game, power: object, turn: int, n: int, may_pend: bool = False) -> bool:
    """Apply power `n` of a turn; return True when it is a REROLL still awaiting its values."""
    what = f"power {n + 1}"
    if not isinstance(power, dict):
        raise RecordError(f"{what} must be an object, got {show(power)}", turn)
    kind = power.get("power")
    if kind in ("minus", "plus"):
        index = _die(power.get("index"), f"{what} ({kind})", turn)
        _act(game, (Minus if kind == "minus" else Plus)(index), turn, what)
        dice = _dice_list(power.get("dice"), f"{what} dice", turn)
        if list(game.dice) != dice:
            raise RecordError(f"{what} ({kind}): 'dice' {dice} does not match the dice after "
                              f"it, {list(game.dice)} (rules §1.5)", turn)
        return False
    if kind == "reroll":
        indices = power.get("indices")
        if (not isinstance(indices, list) or len(indices) > DICE
                or not all(_int(i) and 0 <= i < DICE for i in indices)):
            raise RecordError(f"{what} (reroll): 'indices' must be a list of dice 0 to "
                              f"{DICE - 1}, not {show(indices)}", turn)
        before = list(game.dice)
        _act(game, Reroll(tuple(indices)), turn, what)
        if "dice" not in power and may_pend:
            return True
        dice = _dice_list(power.get("dice"), f"{what} dice", turn)
        kept = [i for i in range(DICE) if i not in indices and dice[i] != before[i]]
        if kept:
            raise RecordError(f"{what} (reroll): 'dice' changes die {kept[0]}, which was not "
                              "rerolled (rules §1.5)", turn)
        game.apply_roll([dice[i] for i in game.awaited_dice])
        return False
    raise RecordError(f"{what}: unknown power {show(kind)} (expected minus, plus or reroll)", turn)


def _turn(game: Game, data: object, turn: int, last: bool) -> None:
    if game.is_over:
        raise RecordError("a turn after the end of the game: every cell is already a number "
                          "or a ruin (rules §1.8)", turn)
    if not isinstance(data, dict):
        raise RecordError(f"a turn must be an object, got {show(data)}", turn)
    is_open = data.get("open", False)
    if not isinstance(is_open, bool):
        raise RecordError(f"'open' must be true or false, got {show(is_open)}", turn)
    if is_open and not last:
        raise RecordError("only the last turn of a record can be open (unfinished)", turn)
    missing = [f for f in TURN_FIELDS if f not in data]
    if missing:
        raise RecordError(f"missing field {missing[0]!r}", turn)
    game.apply_roll(_dice_list(data["roll"], "roll", turn))

    powers, placements, ruin = data["powers"], data["placements"], data["ruin"]
    if not isinstance(powers, list):
        raise RecordError(f"'powers' must be a list, got {show(powers)}", turn)
    if not isinstance(placements, list):
        raise RecordError(f"'placements' must be a list, got {show(placements)}", turn)
    if is_open and ruin is not None:
        raise RecordError("an open turn cannot have a ruin: accepting MAGDAGDON ends the turn",
                          turn)
    if ruin is not None and placements:
        raise RecordError("a turn cannot have both placements and a ruin: accepting "
                          "MAGDAGDON discards the staged dice (rules §1.6, records §3)", turn)
    # An open turn may end with a REROLL that awaits its values: apply it after the staging.
    pending = (is_open and powers and isinstance(powers[-1], dict)
               and powers[-1].get("power") == "reroll" and "dice" not in powers[-1])
    for n, power in enumerate(powers[:-1] if pending else powers):
        _power(game, power, turn, n)
    for n, placement in enumerate(placements):
        _stage(game, placement, turn, n)
    if pending:
        _power(game, powers[-1], turn, len(powers) - 1, may_pend=True)
    if is_open:
        return
    if ruin is not None:
        row, col = _cell(ruin, "'ruin'", turn)
        _act(game, Accept(row, col), turn, "ruin")
    elif game.in_magdagdon:
        raise RecordError(f"the dice {list(game.dice)} cannot place {game.required} dice "
                          "(MAGDAGDON): the turn must end with a ruin (rules §1.6)", turn)
    else:
        _act(game, Confirm(), turn, "confirm")


def _stage(game: Game, placement: object, turn: int, n: int) -> None:
    what = f"placement {n + 1}"
    if not isinstance(placement, dict):
        raise RecordError(f"{what} must be an object, got {show(placement)}", turn)
    index = _die(placement.get("index"), what, turn)
    row, col = _cell(placement, what, turn)
    _act(game, Stage(index, row, col), turn, what)


def replay(record: dict[str, Any]) -> Game:
    """Rebuild the game a record describes, or raise RecordError naming the first bad turn."""
    if game_of(record) != GAME:
        raise RecordError(f"not a {GAME} record: game {show(record.get('game'))}")
    difficulty = record.get("difficulty")
    if difficulty not in DIFFICULTIES or not isinstance(difficulty, str):
        raise RecordError(f"unknown difficulty {show(difficulty)} (expected "
                          f"{', '.join(DIFFICULTIES)})")
    seed = seed_of(record)
    turns = turn_list(record)
    game = Game(Difficulty(difficulty), seed)
    for t, data in enumerate(turns):
        _turn(game, data, t, last=t == len(turns) - 1)
    _check_result(game, record)
    return game


def _check_result(game: Game, record: dict[str, Any]) -> None:
    expected = game.result()
    result = record.get("result")
    if expected is None:
        if "result" in record:
            raise RecordError("'result' is present but the game is not over (records §3)")
        return
    if result is None:
        raise RecordError("the game is over but 'result' is missing (records §3)")
    if not isinstance(result, dict):
        raise RecordError(f"'result' must be an object, not {show(result)}")
    for key, value in expected.items():
        if key not in result:
            raise RecordError(f"'result' lacks {key!r} (the replayed game gives {value})")
        if not _int(result[key]) or result[key] != value:
            raise RecordError(f"'result' {key!r} is {show(result[key])} but the replayed game "
                              f"gives {value} (rules §1.7, records §3)")
    extra = sorted(set(result) - set(expected))
    if extra:
        raise RecordError(f"'result' has a field records §3 does not define: {show(extra[0])}")

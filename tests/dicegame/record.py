"""TWODICE records in the records §3 envelope: `export(game)` and `replay(record)`; `length` is
the game's number of turns."""

from __future__ import annotations

from typing import Any

from dicegame import KEY, Take, TwoDice
from game.engine import IllegalAction
from game.records import FORMAT, VERSION, RecordError, game_of


def export(game: TwoDice) -> dict[str, Any]:
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": KEY, "seed": game.seed,
        "length": game.turns,
        "turns": [{"roll": list(roll), "take": die} for roll, die in game.taken],
    }
    if game.roll:
        record["turns"].append({"roll": list(game.roll), "open": True})
    if game.is_over:
        record["result"] = {"score": game.score}
    return record


def replay(record: dict[str, Any]) -> TwoDice:
    if game_of(record) != KEY:
        raise RecordError(f"not a {KEY} record")
    length = record.get("length")
    if length not in (3, 5):
        raise RecordError("'length' must be 3 or 5 turns")
    game = TwoDice(length, seed=record.get("seed"))
    turns = record.get("turns")
    if not isinstance(turns, list):
        raise RecordError("'turns' must be a list")
    for t, turn in enumerate(turns):
        try:
            game.apply_roll(turn["roll"])
            if turn.get("open") is not True:
                game.apply(Take(turn["take"]))
        except (IllegalAction, KeyError, TypeError) as exc:
            raise RecordError(str(exc), t) from None
    if record.get("result") != ({"score": game.score} if game.is_over else None):
        raise RecordError("'result' does not match the replay")
    return game

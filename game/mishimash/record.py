"""MISHIMASH game records (records §3): export a match, replay and check one.

Finished turns are exactly as records §3 shows them. A match saved mid-turn (the app saves after
every action) ends with one unfinished turn marked `"open": true` (as MAGDAGDON's records do),
without `end` and `points`:

- its rolls so far, each with its `keep`; the last roll has no `keep` when it is still on the
  table awaiting a selection;
- `"again": true` when the player chose ROLL AGAIN and the dice are not rolled yet.

A match awaiting the first roll of a turn has no open turn. So a saved match replays to
exactly the same state, including a roll already applied: resuming never re-rolls.

Points are written as JSON numbers in points (10, 10.5), never as half-points.

Replay checks every field (records §3; limits in `game.records`): the target is a whole number
of points up to `MAX_TARGET`, names are 1 to `MAX_NAME` characters in any script (grapheme
clusters: a Telugu akshara counts once, `game.graphemes`), without control characters,
numbers in a turn are what the turn gave. A field the format does not define is ignored.
"""

from __future__ import annotations

import math
import unicodedata
from typing import Any

from game import graphemes, records
from game.dice import is_die
from game.mishimash.actions import IllegalAction, Keep, Phase, RollAgain, Save
from game.mishimash.combos import HALF_POINTS_PER_POINT
from game.mishimash.match import MAX_PLAYERS, MIN_PLAYERS, Match
from game.mishimash.turn import End, RollRecord
from game.records import RecordError, show

GAME = "mishimash"
MAX_TARGET = 100_000  # points; the app offers 250 to 2000
MAX_NAME = 40  # characters (grapheme clusters) of a player's name (the app's have at most 20)


def points(half_points: int) -> int | float:
    """Half-points as a JSON number of points: 21 -> 10.5, 20 -> 10."""
    whole, half = divmod(half_points, HALF_POINTS_PER_POINT)
    return half_points / HALF_POINTS_PER_POINT if half else whole


def half_points(value: object) -> int | None:
    """A JSON number of points as half-points, or None if it is not a multiple of 0.5.

    >>> half_points(10.5), half_points(10), half_points(0.25), half_points(1e308)
    (21, 20, None, None)
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    doubled = value * HALF_POINTS_PER_POINT
    if isinstance(doubled, float):  # json accepts Infinity and NaN; 1e308 doubles to inf
        return int(doubled) if math.isfinite(doubled) and doubled.is_integer() else None
    return doubled


def _rolls(rolls: tuple[RollRecord, ...] | list[RollRecord]) -> list[dict[str, Any]]:
    return [{"dice": list(r.dice), "keep": list(r.keep)} for r in rolls]


def export(match: Match) -> dict[str, Any]:
    """The record of a match, finished or not (see the module docstring for a turn in play)."""
    turns: list[dict[str, Any]] = [
        {"player": t.player, "tiebreak": t.tiebreak, "rolls": _rolls(t.rolls),
         "end": t.end.value, "points": points(t.points)}
        for t in match.turns
    ]
    if match.phase is not Phase.OVER and match.roll_number > 0:
        current: dict[str, Any] = {"player": match.seat, "tiebreak": match.in_tiebreak,
                                   "rolls": _rolls(match.turn_rolls), "open": True}
        if match.phase is Phase.CHOOSE:
            current["rolls"].append({"dice": list(match.dice)})
        elif match.phase is Phase.ROLL:
            current["again"] = True
        turns.append(current)
    record: dict[str, Any] = {
        "format": records.FORMAT, "version": records.VERSION, "game": GAME,
        "target": match.target, "players": list(match.players), "seed": match.seed,
        "turns": turns,
    }
    if match.is_over:
        record["result"] = _result(match)
    return record


def _result(match: Match) -> dict[str, Any]:
    result: dict[str, Any] = {"scores": [points(t) for t in match.totals], "winner": match.winner}
    if len(match.players) == 1:
        result["turns"] = match.turn_count
    return result


def replay(record: dict[str, Any]) -> Match:
    """Rebuild the match a record describes, or raise RecordError naming the first bad turn."""
    if records.game_of(record) != GAME:
        raise RecordError(f"not a MISHIMASH record (game {show(record.get('game'))})")
    match = _new_match(record)
    turns = records.turn_list(record)
    for i, turn in enumerate(turns):
        try:
            _replay_turn(match, turn, last=i == len(turns) - 1)
        except IllegalAction as exc:
            raise RecordError(str(exc), i) from None
        except _Bad as exc:
            raise RecordError(str(exc), i) from None
    _check_result(match, record)
    return match


class _Bad(Exception):
    """A broken turn (turned into a RecordError with the turn number)."""


def name_problem(name: object) -> str | None:
    """Why `name` cannot be a player's name, or None: 1 to MAX_NAME characters of any script,
    not blank, no control characters and no lone surrogates (they cannot be shown or saved)."""
    if not isinstance(name, str):
        return f"must be text, not {show(name)}"
    if not name.strip() or not graphemes.within(name, MAX_NAME):
        count = graphemes.count(name)
        if name.strip() and count <= MAX_NAME:  # a stack of marks
            return f"must have at most {graphemes.PER_CLUSTER * MAX_NAME} code points, " \
                   f"not {len(name)}"
        return f"must have 1 to {MAX_NAME} characters, not {count}"
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in name):
        return f"{show(name)} holds a control character or a lone surrogate"
    return None


def _new_match(record: dict[str, Any]) -> Match:
    players = record.get("players")
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RecordError(f"'players' must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names, "
                          f"not {show(players)}")
    for seat, name in enumerate(players):
        if (problem := name_problem(name)) is not None:
            raise RecordError(f"'players' item {seat + 1} {problem}")
    target = record.get("target")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 < target <= MAX_TARGET:
        raise RecordError(f"'target' must be a whole number of points from 1 to {MAX_TARGET:,}, "
                          f"not {show(target)}")
    return Match(players, target, records.seed_of(record))


def _dice_list(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(is_die(v) for v in value):
        raise _Bad(f"{what} must be a list of die values 1 to 6, not {show(value)}")
    return value


def _replay_turn(match: Match, turn: object, *, last: bool) -> None:
    if match.is_over:
        raise _Bad("the match was already over (rules §2.4)")
    if not isinstance(turn, dict):
        raise _Bad("a turn must be a JSON object")
    player = turn.get("player")
    if not isinstance(player, int) or isinstance(player, bool) or player != match.seat:
        raise _Bad(f"'player' {show(player)} does not play now: seat {match.seat} does "
                   "(rules §2.4)")
    if turn.get("tiebreak") is not match.in_tiebreak:
        raise _Bad(f"'tiebreak' must be {str(match.in_tiebreak).lower()} for this turn "
                   "(rules §2.4)")
    finished = turn.get("open") is not True
    if "open" in turn and turn["open"] is not True:
        raise _Bad("'open' must be true when present")
    if not finished and not last:
        raise _Bad("only the last turn may be open (unfinished)")
    if not finished and ("end" in turn or "points" in turn):
        raise _Bad("an open turn has no 'end' and no 'points'")
    if finished and "again" in turn:
        raise _Bad("'again' belongs to an open turn")
    rolls = turn.get("rolls")
    if not isinstance(rolls, list) or not rolls:
        raise _Bad("'rolls' must be a non-empty list")
    done = len(match.turns)
    for j, roll in enumerate(rolls):
        where = f"roll {j + 1}"
        if len(match.turns) > done:
            raise _Bad(f"{where}: the turn already ended with a bust (rules §2.3)")
        if not isinstance(roll, dict):
            raise _Bad(f"{where} must be a JSON object")
        if j > 0:
            match.apply(RollAgain())
        try:
            match.apply_roll(_dice_list(roll.get("dice"), f"{where}: 'dice'"))
        except IllegalAction as exc:
            raise _Bad(f"{where}: {exc}") from None
        busted = len(match.turns) > done
        if "keep" not in roll:
            if busted or finished or j != len(rolls) - 1:
                raise _Bad(f"{where}: 'keep' is missing")
            continue  # the roll on the table of an unfinished turn
        keep = _dice_list(roll["keep"], f"{where}: 'keep'")
        if busted:
            if keep:
                raise _Bad(f"{where} is a bust: nothing can be set aside (rules §2.2)")
        elif not keep:
            raise _Bad(f"{where} scores: at least one selection must be set aside (rules §2.3)")
        elif len(keep) > len(match.dice):
            raise _Bad(f"{where}: 'keep' sets aside {len(keep)} dice of the {len(match.dice)} "
                       "rolled")
        else:
            try:
                match.apply(Keep(keep))
            except IllegalAction as exc:
                raise _Bad(f"{where}: keep {keep}: {exc}") from None
    if finished:
        _finish_turn(match, turn, busted=len(match.turns) > done)
    elif len(match.turns) > done:
        raise _Bad("a bust ends the turn: it cannot be open ('end': 'bust')")
    elif turn.get("again") is True:
        match.apply(RollAgain())
    elif "again" in turn:
        raise _Bad("'again' must be true when present")


def _finish_turn(match: Match, turn: dict[str, Any], *, busted: bool) -> None:
    if "end" not in turn:
        raise _Bad("'end' is missing (an unfinished turn is marked 'open': true)")
    end = turn.get("end")
    if end not in (End.SAVE.value, End.BUST.value):
        raise _Bad(f"'end' must be 'save' or 'bust', not {show(end)}")
    if busted and end != End.BUST.value:
        raise _Bad("the last roll is a bust, so the turn ends with 'bust' (rules §2.3)")
    if not busted and end == End.BUST.value:
        raise _Bad("'end' is 'bust' but the last roll scores")
    if end == End.SAVE.value:
        match.apply(Save())
    expected = match.turns[-1].points
    given = turn.get("points")
    if half_points(given) is None:
        raise _Bad(f"'points' must be a whole number of half points, not {show(given)}")
    if half_points(given) != expected:
        raise _Bad(f"'points' is {show(given)} but the turn added {points(expected)}")


def _check_result(match: Match, record: dict[str, Any]) -> None:
    turn = max(len(match.turns) - 1, 0)
    if "result" not in record:
        if match.is_over:
            raise RecordError("the match is over but the record has no 'result'", turn,
                              RecordError.DAMAGED)
        return
    if not match.is_over:
        raise RecordError("'result' is given but the match is not over (rules §2.4)")
    expected = _result(match)
    result = record["result"]
    if not isinstance(result, dict) or set(result) != set(expected):
        raise RecordError(f"'result' must have the fields {sorted(expected)}", turn,
                          RecordError.DAMAGED)
    scores = result["scores"]
    if (not isinstance(scores, list) or len(scores) != len(match.totals)
            or [half_points(s) for s in scores] != list(match.totals)):
        raise RecordError(f"'result' scores {show(scores)} differ from the replayed totals "
                          f"{expected['scores']}", turn, RecordError.DAMAGED)
    for key in ("winner", "turns"):
        if key in expected and (type(result[key]) is not int or result[key] != expected[key]):
            raise RecordError(f"'result' {key} {show(result[key])} differs from the replay "
                              f"({expected[key]})", turn, RecordError.DAMAGED)

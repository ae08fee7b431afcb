"""A compact text of a MISHIMASH match's finished turns, to keep many matches in little room.

A record (records §3) spells every roll as JSON: about 25 kB for two players to 1000. This form
writes each finished turn as its rolls, the dice as digits then `/` and the dice set aside,
rolls joined by `,` and turns by `;`: `111234/111,563/5;234623` is a turn that set aside three
1s, rolled on, set aside a 5 and saved, then a turn that busted at once. The same match takes
about 1 kB. Who played, tie-breaks, points and the result follow from the rules, so `unpack`
plays the turns through the engine (which checks every one) and `record.export` rebuilds the
full record from the match.

    >>> m = unpack(["Ana"], 1000, None, "111234/111,563/5;234623")
    >>> m.totals, pack(m)
    ((22,), '111234/111,563/5;234623')
"""

from __future__ import annotations

from collections.abc import Sequence

from game.mishimash.actions import IllegalAction, Keep, RollAgain, Save
from game.mishimash.match import Match
from game.records import RecordError

TURNS, ROLLS, KEEP = ";", ",", "/"
DIGITS = frozenset("123456")


def pack(match: Match) -> str:
    """The finished turns of `match` (a turn in progress is left out)."""
    return TURNS.join(
        ROLLS.join("".join(map(str, r.dice)) + (KEEP + "".join(map(str, r.keep)) if r.keep
                                                  else "") for r in turn.rolls)
        for turn in match.turns)


def _dice(text: str, what: str, turn: int) -> list[int]:
    if not text or not set(text) <= DIGITS:
        raise RecordError(f"{what} {text!r} must be die values 1 to 6", turn)
    return [int(c) for c in text]


def unpack(players: Sequence[str], target: int, seed: int | None, text: str) -> Match:
    """The match whose finished turns `text` packs, or raise RecordError naming the bad turn."""
    try:
        match = Match(players, target, seed)
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    if not isinstance(text, str):
        raise RecordError("the turns must be text")
    for i, turn in enumerate(text.split(TURNS) if text else []):
        if match.is_over:
            raise RecordError("the match was already over (rules §2.4)", i)
        rolls = turn.split(ROLLS)
        try:
            for j, roll in enumerate(rolls):
                if j:
                    match.apply(RollAgain())
                dice, _, keep = roll.partition(KEEP)
                match.apply_roll(_dice(dice, f"roll {j + 1}", i))
                if len(match.turns) > i:  # a bust (rules §2.3 step 5)
                    if KEEP in roll or j != len(rolls) - 1:
                        raise RecordError(f"roll {j + 1} is a bust: it ends the turn, and "
                                          "nothing can be set aside (rules §2.3)", i)
                elif KEEP in roll:
                    match.apply(Keep(_dice(keep, f"roll {j + 1} keep", i)))
                else:
                    raise RecordError(f"roll {j + 1} scores: dice must be set aside "
                                      "(rules §2.3)", i)
            if len(match.turns) == i:  # the last roll was kept: the turn was saved
                match.apply(Save())
        except IllegalAction as exc:
            raise RecordError(str(exc), i) from None
    return match

"""The MISHIMASH hint panel's numbers for the seat to play (pure; the UI formats them).

    h = hint(match)          # any phase but OVER; tables from `strategy.tables()` by default
    h.bust_chance            # exact Fraction: the next roll (h.dice dice) busts
    h.save_points            # half-points SAVE banks now (the turn points)
    h.roll_points            # expected turn points (half-points) if rolling now, then playing
                             # for points optimally (a bust counts 0)
    h.keep, h.action         # what the strong bot would set aside now / do now

In the CHOOSE phase the numbers describe the state after the strong bot's keep (what the
player would weigh next); while a roll is awaited `action` is None (the roll is not a choice).
`win_if_save` / `win_if_roll` are the strong bot's estimated win chances when it compared them
(a SAVE that starts or ends the final round), else None. In a solo race `turns_if_save` /
`turns_if_roll` are the expected turns to the target, this one counted (`game.mishimash.race`),
and the advice follows them; else None.

The advice never goes against the numbers it shows: it saves exactly when saving is worth at
least rolling on (points; win chances where they were compared; turns in a race), at every
roll (`strategy.TurnValues.should_save`). In a solo race call `hint` once
`race.pending(match)` is None (its table, a fraction of a second, is filled across frames).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from game.mishimash import policy, race
from game.mishimash.actions import Action, Phase
from game.mishimash.combos import Selection
from game.mishimash.match import Match
from game.mishimash.strategy import Tables, outcome_groups, tables


@dataclass(frozen=True, slots=True)
class Hint:
    """Advice for the current seat (half-points; chances as fractions 0..1)."""

    dice: int
    bust_chance: Fraction
    save_points: int
    roll_points: float
    can_save: bool
    keep: Selection | None
    action: Action | None
    win_if_save: float | None = None
    win_if_roll: float | None = None
    turns_if_save: float | None = None
    turns_if_roll: float | None = None


@cache
def bust_chance(n: int) -> Fraction:
    """Exact chance that rolling `n` dice busts (rules §2.2), from the multiset enumeration."""
    return 1 - sum((g.probability for g in outcome_groups(n)), Fraction(0))


def hint(match: Match, tabled: Tables | None = None) -> Hint:
    """The hint for the seat to play now (raises ValueError once the match is over)."""
    if match.is_over:
        raise ValueError("the match is over: no hint")
    t = tables() if tabled is None else tabled
    keep: Selection | None = None
    action: Action | None = None
    win_save = win_roll = None
    if match.phase is Phase.CHOOSE:
        chosen = policy.strong_keep(match, t)
        keep, action = chosen.dice, chosen
        n, m, points = policy.after_keep(match, keep)
        k, can_save = match.roll_number, True
    else:
        n, k, m, points = (match.dice_left, match.roll_number, match.mishimash_count,
                           match.turn_points)
        can_save = match.phase is Phase.DECIDE
        if can_save:
            action, win_save, win_roll = policy.strong_decide(match, t)
    roll = t.points.roll_value(n, k, m, points)
    turns_save = turns_roll = None
    if len(match.players) == 1:
        values = race.Values(match, t)
        turns_roll = 1.0 + values.roll(n, k, m, points)
        turns_save = 1.0 + values.save(points) if can_save else None
    return Hint(n, bust_chance(n), points, roll, can_save, keep, action, win_save, win_roll,
                turns_save, turns_roll)


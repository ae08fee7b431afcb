"""How the `medium` and `strong` MISHIMASH opponents decide (pure functions of a match).

- `medium` maximises the expected points of its turn: it keeps the selection with the highest
  turn value and saves exactly when saving is worth at least the expected points of rolling on
  (`strategy.TurnValues`). It ignores the scores and the target.
- `strong` maximises its chance of winning the match, with this approximation (stated plainly:
  it is not a full two-player value iteration):
  * While no SAVE can end the match (turn total plus saved total below the target, outside the
    final round) it plays like `medium`: over a long race the points-maximising turn policy is
    close to win-maximising.
  * When a SAVE would start or end the final round (rules §2.4), it compares win chances. Saving
    at a total `B` wins if every seat still to play this round fails to get ahead of `B` in its
    one turn; that chance is taken from `ReachChances.turn_chance` (the best a player can do,
    rolling until ahead). Rolling on is valued by the exact catch-up table when it is the last to
    play (then: roll until strictly ahead, save at once when ahead), otherwise by a one-roll
    lookahead (roll once more, then save) — a lower bound of rolling on.
  * Behind in the last turn of the match it never saves (saving cannot win); a tie is valued as
    a tie-break at 1/2.
"""

from __future__ import annotations

from game.mishimash.actions import Action, Keep, Phase, RollAgain, Save
from game.mishimash.combos import Selection
from game.mishimash.match import Match
from game.mishimash.strategy import Tables, _float_groups, successor

TIE_WIN_CHANCE = 0.5  # a tie at the end of a round leads to a tie-break, valued as a coin toss


def after_keep(match: Match, selection: Selection) -> tuple[int, int, int]:
    """`(dice left, MISHIMASH count, turn points)` once `selection` is kept (rules §2.3)."""
    value = match.selections()[selection]
    left, m, gain = successor(len(match.dice), match.roll_number - 1, match.mishimash_count,
                              len(selection), value)
    return left, m, match.turn_points + gain


def medium_keep(match: Match, tables: Tables) -> Keep:
    """The selection with the highest turn value (ties: fewer dice kept)."""
    k, points = match.roll_number, tables.points

    def score(sel: Selection) -> tuple[float, int]:
        left, m, t = after_keep(match, sel)
        return points.value(left, k, m, t), -len(sel)

    best: Selection = max(match.selections(), key=score)
    return Keep(best)


def medium_action(match: Match, tables: Tables) -> Action:
    """The `medium` bot's action (CHOOSE or DECIDE phase)."""
    if match.phase is Phase.CHOOSE:
        return medium_keep(match, tables)
    assert match.phase is Phase.DECIDE, match.phase
    save = tables.points.should_save(match.dice_left, match.roll_number, match.mishimash_count,
                                     match.turn_points)
    return Save() if save else RollAgain()


# ---- strong ----------------------------------------------------------------------------------


def seats_still_to_play(match: Match) -> tuple[int, ...]:
    """Seats that play after the current one in the current round if it SAVES (or busts) now,
    given the final round starts (or has started): the round never wraps (rules §2.4)."""
    if match.in_tiebreak:
        i = match.tiebreak_seats.index(match.seat)
        return match.tiebreak_seats[i + 1:]
    return tuple(range(match.seat + 1, len(match.players)))


def save_win_chance(match: Match, banked: int, tables: Tables) -> float:
    """Estimated chance that saving a total of `banked` half-points now wins the match, when
    that save starts or continues the final round (not meaningful before the target)."""
    later = seats_still_to_play(match)
    others = [t for s, t in enumerate(match.totals) if s != match.seat and s not in later]
    if match.in_tiebreak:  # only the tied seats compete; the others already fell behind
        others = [match.totals[s] for s in match.tiebreak_seats
                  if s != match.seat and s not in later]
    best_fixed = max(others, default=-1)
    if banked < best_fixed:
        return 0.0
    chance = 1.0
    for s in later:
        chance *= 1.0 - tables.reach.turn_chance(banked - match.totals[s] + 1)
    return chance * (TIE_WIN_CHANCE if banked == best_fixed else 1.0)


def _decisive(match: Match) -> bool:
    """Whether a SAVE now would start or end the final round (or the match is in it)."""
    if match.final_round:
        return True
    return match.totals[match.seat] + match.turn_points >= match.target_half_points


def last_to_play_need(match: Match) -> int | None:
    """The half-points the player on turn still needs to get strictly ahead of everyone, when
    nobody plays after them (the last seat of the final round, or of a tie-break; rules §2.4):
    <= 0 when already ahead. None while others still play: then no single turn decides.

    The `strong` bot plays for this catch-up chance, and the review judges such a turn's
    choices by it (`game.mishimash.review`)."""
    if not match.final_round or seats_still_to_play(match):
        return None
    seats = match.tiebreak_seats if match.in_tiebreak else range(len(match.players))
    best_other = max(match.totals[s] for s in seats if s != match.seat)
    return best_other - match.totals[match.seat] - match.turn_points + 1


def _roll_win_chance(match: Match, tables: Tables) -> float:
    """Estimated chance of winning if rolling on now (decisive states only)."""
    n, k, m, t = match.dice_left, match.roll_number, match.mishimash_count, match.turn_points
    need = last_to_play_need(match)
    if need is not None:
        return tables.reach.roll_chance(n, k, m, max(need, 1))
    a = match.totals[match.seat]
    total = 0.0
    for p, options in _float_groups(n):
        best = 0.0
        for kept, v in options:
            gain = successor(n, k, m, kept, v)[2]
            best = max(best, save_win_chance(match, a + t + gain, tables))
        total += p * best
    return total


def strong_decide(match: Match, tables: Tables) -> tuple[Action, float | None, float | None]:
    """The `strong` bot's SAVE / ROLL AGAIN with the win chances it compared (None when it
    played for points)."""
    if not _decisive(match):
        return medium_action(match, tables), None, None
    save = save_win_chance(match, match.totals[match.seat] + match.turn_points, tables)
    roll = _roll_win_chance(match, tables)
    if save >= roll and save > 0.0:  # saving is hopeless at 0: rolling on still may win
        return Save(), save, roll
    return RollAgain(), save, roll


def strong_keep(match: Match, tables: Tables) -> Keep:
    """The selection `strong` keeps: the best catch-up chance when it must get ahead in the
    last turn of the match, else the best turn value."""
    need = last_to_play_need(match)
    if need is None or need <= 0:
        return medium_keep(match, tables)
    k, reach, points = match.roll_number, tables.reach, tables.points

    def score(sel: Selection) -> tuple[float, float, int]:
        left, m, t = after_keep(match, sel)
        gained = t - match.turn_points
        return reach.chance(left, k, m, need - gained), points.value(left, k, m, t), -len(sel)

    best: Selection = max(match.selections(), key=score)
    return Keep(best)


def strong_action(match: Match, tables: Tables) -> Action:
    """The `strong` bot's action (CHOOSE or DECIDE phase)."""
    if match.phase is Phase.CHOOSE:
        return strong_keep(match, tables)
    assert match.phase is Phase.DECIDE, match.phase
    return strong_decide(match, tables)[0]


"""How the `medium` and `strong` MISHIMASH opponents decide (pure functions of a match).

- `medium` maximises the expected points of its turn: it keeps the selection with the highest
  turn value and saves exactly when saving is worth at least the expected points of rolling on
  (`strategy.TurnValues.should_save`: the very numbers the hint shows). It ignores the scores.
- `strong` maximises its chance of winning the match, with this approximation (stated plainly:
  it is not a full two-player value iteration):
  * While no SAVE can end the match (turn total plus saved total below the target, outside the
    final round) it plays like `medium`: over a long race the points-maximising turn policy is
    close to win-maximising.
  * When a SAVE would start or end the final round (rules §2.4), it compares win chances
    (`stop_chances`). Saving at a total `B` wins if every seat still to play this round fails
    to get ahead of `B` in its one turn; that chance is taken from `ReachChances.turn_chance`
    (the best a player can do, rolling until ahead). Rolling on is valued by the exact catch-up
    table when it is the last to play (then: roll until strictly ahead, save at once when
    ahead), otherwise by a one-roll lookahead (roll once more, then save).
  * A keep is judged by win chance too as soon as one of its options leads to such a state
    (`keep_chances`): there each option's chance is the better of its SAVE and ROLL AGAIN chances
    above; an option that leaves the match undecided is worth the better of saving (the match
    goes on: `race_chance`) and rolling once more. Keeping all six dice for a MISHIMASH that a
    SAVE turns into a certain win beats keeping one 5 for more expected points.
  * `race_chance` estimates the chance of winning a match that goes on: each seat's chance to
    reach the target within `j` turns is the better of two ways of playing there: `j` tries
    at the whole distance, each with the catch-up chance of a turn (`ReachChances`), or
    points-maximising turns, their sum taken as normal (`strategy.TURN_POINTS`, `TURN_SD`:
    the exact mean and spread of such a turn); the first to get there wins (the answers of
    the final round are left out).
  * Behind in the last turn of the match it never saves (saving cannot win); a tie is valued as
    a tie-break at 1/2.
- Solo (one seat) has nobody to beat: `strong` plays the turns-minimising race of
  `game.mishimash.race` there.
"""

from __future__ import annotations

from collections.abc import Generator
from functools import lru_cache
from math import erf, sqrt

from game.mishimash import race
from game.mishimash.actions import Action, Keep, Phase, RollAgain, Save
from game.mishimash.combos import Selection
from game.mishimash.match import Match
from game.mishimash.strategy import TURN_POINTS, TURN_SD, Tables, _float_groups, successor

TIE_WIN_CHANCE = 0.5  # a tie at the end of a round leads to a tie-break, valued as a coin toss

State = tuple[int, int, int]  # (dice left, MISHIMASH count, turn points) after a keep


def after_keep(match: Match, selection: Selection) -> State:
    """`(dice left, MISHIMASH count, turn points)` once `selection` is kept (rules §2.3)."""
    return match.state_after(selection)


def keep_options(match: Match) -> dict[State, Selection]:
    """The distinct states the keeps of the roll on the table lead to, each with its first
    selection (ties: the selection with fewer dice, as `medium_keep` breaks them)."""
    out: dict[State, Selection] = {}
    for selection in sorted(match.selections(), key=len):
        out.setdefault(after_keep(match, selection), selection)
    return out


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


def decisive(match: Match, points: int | None = None) -> bool:
    """Whether a SAVE of `points` turn points (default: the turn's now) would start or end the
    final round, or the match is in it (rules §2.4)."""
    if match.final_round:
        return True
    points = match.turn_points if points is None else points
    return match.totals[match.seat] + points >= match.target_half_points


def last_to_play_need(match: Match, points: int | None = None) -> int | None:
    """The half-points the player on turn still needs to get strictly ahead of everyone, when
    nobody plays after them (the last seat of the final round, or of a tie-break; rules §2.4):
    <= 0 when already ahead. None while others still play: then no single turn decides.
    `points`: the turn points to count (default: the turn's now).

    The `strong` bot plays for this catch-up chance, and the review judges such a turn's
    choices by it (`game.mishimash.review`)."""
    if not match.final_round or seats_still_to_play(match):
        return None
    seats = match.tiebreak_seats if match.in_tiebreak else range(len(match.players))
    best_other = max(match.totals[s] for s in seats if s != match.seat)
    points = match.turn_points if points is None else points
    return best_other - match.totals[match.seat] - points + 1


def stop_chances(match: Match, n: int, k: int, m: int, t: int, tables: Tables
                 ) -> tuple[float, float]:
    """(win chance of SAVE, of ROLL AGAIN) for the seat on turn at the decision point `n` dice
    to roll, `k` rolls made, `m` MISHIMASHes, `t` turn points, when that SAVE would decide
    the match (`decisive(match, t)`)."""
    a = match.totals[match.seat]
    save = save_win_chance(match, a + t, tables)
    need = last_to_play_need(match, t)
    if need is not None:
        return save, tables.reach.roll_chance(n, k, m, max(need, 1))
    total = 0.0
    for p, options in _float_groups(n):
        best = 0.0
        for kept, v in options:
            gain = successor(n, k, m, kept, v)[2]
            best = max(best, save_win_chance(match, a + t + gain, tables))
        total += p * best
    return save, total


def strong_decide(match: Match, tables: Tables) -> tuple[Action, float | None, float | None]:
    """The `strong` bot's SAVE / ROLL AGAIN with the win chances it compared (None when it
    played for points)."""
    if len(match.players) == 1:
        return race.decide(match, tables), None, None
    if not decisive(match):
        return medium_action(match, tables), None, None
    save, roll = stop_chances(match, match.dice_left, match.roll_number,
                              match.mishimash_count, match.turn_points, tables)
    if prefers_save(save, roll):
        return Save(), save, roll
    return RollAgain(), save, roll


def prefers_save(save: float, roll: float) -> bool:
    """Whether `strong` saves given these win chances: at least as good, and not hopeless
    (at 0 rolling on still may win)."""
    return save >= roll and save > 0.0


def _normal(x: float) -> float:
    return 0.5 * (1.0 + erf(x / sqrt(2.0)))


@lru_cache(maxsize=1 << 16)
def _points_reach(need: int, turns: int) -> float:
    """Estimated chance that `turns` points-maximising turns bank at least `need`
    half-points (their sum taken as normal)."""
    return _normal((turns * TURN_POINTS - need) / (TURN_SD * sqrt(turns)))


def _reached_by(need: int, turns: int, once: float) -> float:
    """Estimated chance to bank `need` half-points within `turns` turns (see the module
    docstring); `once` is the catch-up chance of one turn at the whole distance."""
    if need <= 0:
        return 1.0
    if turns <= 0:
        return 0.0
    return max(1.0 - (1.0 - once) ** turns, _points_reach(need, turns))


class Race:
    """`race_chance` at one position, for many banked totals: the chance that no other seat
    got to the target within `n` turns is computed once (`beyond`), each total's chance once."""

    def __init__(self, match: Match, tables: Tables) -> None:
        target = match.target_half_points
        self.target, self.turn_chance = target, tables.reach.turn_chance
        rivals = [(target - total, self.turn_chance(target - total))
                  for s, total in enumerate(match.totals) if s != match.seat]
        self.beyond = [1.0]  # beyond[n]: no rival there within n turns (n = 0, 1, ...)
        while self.beyond[-1] > 1e-9 and len(self.beyond) < 1000:
            turns = len(self.beyond)
            left = 1.0
            for need, once in rivals:
                left *= 1.0 - _reached_by(need, turns, once)
            self.beyond.append(left)
        self._chances: dict[int, float] = {}

    def chance(self, banked: int) -> float:
        """The seat on turn's chance to win with `banked` saved and the match going on: it
        wins at its `n`th turn from now when it gets there then and no other seat did within
        `n` turns (after this turn every other seat plays before its next one)."""
        found = self._chances.get(banked)
        if found is None:
            need = self.target - banked
            once = self.turn_chance(need)
            found = before = 0.0
            for turns in range(1, len(self.beyond)):
                reached = _reached_by(need, turns, once)
                found += (reached - before) * self.beyond[turns]
                before = reached
                if before > 1.0 - 1e-9:
                    break
            self._chances[banked] = found
        return found


def race_chance(match: Match, banked: int, tables: Tables) -> float:
    """Estimated chance that the seat on turn wins when it ends its turn with a total of
    `banked` half-points below the target and the match goes on (see the module docstring)."""
    return Race(match, tables).chance(banked)


LOOKAHEAD_GROUPS = 24  # outcome groups valued per slice of `keep_chances_steps`


def keep_chances(match: Match, tables: Tables) -> dict[State, float] | None:
    """Per option of the keep on the table, the estimated chance to win the match with it,
    when some option leads to a state whose SAVE decides the match (else None: points decide;
    see the module docstring)."""
    steps = keep_chances_steps(match, tables)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: dict[State, float] | None = done.value
            return result


def keep_chances_steps(match: Match, tables: Tables
                       ) -> Generator[None, None, dict[State, float] | None]:
    """`keep_chances` a slice per option (each up to a millisecond natively)."""
    options = keep_options(match)
    if len(match.players) == 1 or not any(decisive(match, t) for _, _, t in options):
        return None
    k = match.roll_number
    a = match.totals[match.seat]
    race = Race(match, tables).chance
    yield
    out = {}
    for state in options:
        left, m, t = state
        if decisive(match, t):
            out[state] = max(stop_chances(match, left, k, m, t, tables))
            yield
            continue
        # Undecided: save (the match goes on) or roll once more, then stop as the next state
        # allows (a decisive one by its SAVE chance, an undecided one by saving).
        roll = (1.0 - sum(p for p, _ in _float_groups(left))) * race(a)
        for g, (p, choices) in enumerate(_float_groups(left), 1):
            if g % LOOKAHEAD_GROUPS == 0:
                yield
            best = 0.0
            for kept, v in choices:
                gain = successor(left, k, m, kept, v)[2]
                after = t + gain
                best = max(best, save_win_chance(match, a + after, tables)
                           if decisive(match, after) else race(a + after))
            roll += p * best
        out[state] = max(race(a + t), roll)
        yield
    return out


def best_keep(match: Match, tables: Tables, chances: dict[State, float] | None) -> Keep:
    """The keep `strong` makes given `keep_chances` (None: by turn value, as `medium`)."""
    if chances is None:
        return medium_keep(match, tables)
    k, points = match.roll_number, tables.points

    def score(sel: Selection) -> tuple[float, float, int]:
        state = after_keep(match, sel)
        left, m, t = state
        return chances[state], points.value(left, k, m, t), -len(sel)

    best: Selection = max(match.selections(), key=score)
    return Keep(best)


def strong_keep(match: Match, tables: Tables) -> Keep:
    """The selection `strong` keeps: the best win chance when a keep can decide the match
    (`keep_chances`; ties by turn value, then fewer dice), else the best turn value; in solo
    play, the race's keep."""
    if len(match.players) == 1:
        return race.keep(match, tables)
    return best_keep(match, tables, keep_chances(match, tables))


def strong_action(match: Match, tables: Tables) -> Action:
    """The `strong` bot's action (CHOOSE or DECIDE phase)."""
    if match.phase is Phase.CHOOSE:
        return strong_keep(match, tables)
    assert match.phase is Phase.DECIDE, match.phase
    return strong_decide(match, tables)[0]

"""MISHIMASH computer players. Each bot is a function `(match, rng) -> action` that chooses only
among `match.legal_actions()`; `play` drives a match to its end with one dice RNG.

- `random`: a uniformly random valid selection, and a random stop after each keep.
- `cautious`: keeps the best-scoring selection, saves at a turn-points threshold or when two or
  fewer dice remain, or when the save reaches the target. In the final round and tie-breaks it
  keeps rolling while behind (or level); once ahead it saves at once if nobody plays after it
  in that round, else by the usual threshold.
- `medium`: maximises the expected points of its turn (exact turn values, `strategy`).
- `strong`: maximises its chance of winning the match (`policy` says how, and what it
  approximates). Both play from the shared tables, loaded from the shipped file on first use
  (`strategy.shared()` loads them a slice at a time beforehand, across frames).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.dice import roll
from game.mishimash import policy, strategy
from game.mishimash.actions import Action, Keep, Phase, RollAgain, Save
from game.mishimash.combos import HALF_POINTS_PER_POINT, Selection
from game.mishimash.match import Match

Bot = Callable[[Match, random.Random], Action]

RANDOM_STOP_CHANCE = 0.4  # the random bot saves after a keep with this probability
CAUTIOUS_THRESHOLD = 25 * HALF_POINTS_PER_POINT  # cautious saves once the turn is worth this
CAUTIOUS_FEW_DICE = 2  # ... or when this many dice or fewer would be rolled next


def random_bot(match: Match, rng: random.Random) -> Action:
    """Any valid selection; SAVE or ROLL AGAIN at random."""
    if match.phase is Phase.DECIDE:
        return Save() if rng.random() < RANDOM_STOP_CHANCE else RollAgain()
    return rng.choice(match.legal_actions())


def cautious_bot(match: Match, rng: random.Random) -> Action:
    """Best-scoring keep (MISHIMASH bonus included; ties: fewer dice), then a cautious stop."""
    if match.phase is Phase.CHOOSE:
        options, rolled = match.selections(), len(match.dice)
        k, bonus = match.roll_number, match.next_bonus
        best: Selection = max(options, key=lambda sel: (
            options[sel] * k + (bonus if len(sel) == rolled else 0), -len(sel)))
        return Keep(best)
    assert match.phase is Phase.DECIDE, match.phase
    return Save() if _should_save(match) else RollAgain()


def _should_save(match: Match) -> bool:
    me = match.seat
    banked = match.totals[me] + match.turn_points
    if match.final_round:
        # This turn is the last unless a tie follows: saving while behind (or level) cannot win.
        best_other = max(t for s, t in enumerate(match.totals) if s != me)
        if banked <= best_other:
            return False
        if not _others_still_to_play(match):
            return True  # ahead with nobody left to answer: bank it
    elif banked >= match.target_half_points:
        return True  # reach the target now (rules §2.4: checked only on SAVE)
    return match.turn_points >= CAUTIOUS_THRESHOLD or match.dice_left <= CAUTIOUS_FEW_DICE


def _others_still_to_play(match: Match) -> bool:
    """Whether another seat plays after this one in the current final or tie-break round."""
    if match.in_tiebreak:
        return match.seat != match.tiebreak_seats[-1]
    return match.seat != len(match.players) - 1


def medium_bot(match: Match, rng: random.Random) -> Action:
    """Points-maximising turn play (exact turn values); ignores scores and the target."""
    return policy.medium_action(match, strategy.tables())


def strong_bot(match: Match, rng: random.Random) -> Action:
    """Win-maximising play: `medium` until a SAVE could decide the match, then compares
    estimated win chances (roll until ahead in the last turn)."""
    return policy.strong_action(match, strategy.tables())


BOTS: dict[str, Bot] = {"random": random_bot, "cautious": cautious_bot,
                        "medium": medium_bot, "strong": strong_bot}
# The computer strengths a seat offers (easy, medium, strong) -> bot name. `medium` and
# `strong` need the shared tables: advance `strategy.shared()` across frames until `.ready`
# before they choose.
STRENGTHS: dict[str, str] = {"easy": "cautious", "medium": "medium", "strong": "strong"}
TABLE_BOTS = frozenset({"medium", "strong"})


def play(match: Match, bots: Sequence[Bot], dice_rng: random.Random,
         bot_rng: random.Random | None = None) -> Match:
    """Play `match` to its end: `bots[seat]` acts for each seat, `dice_rng` rolls the dice."""
    bot_rng = dice_rng if bot_rng is None else bot_rng
    while not match.is_over:
        if match.dice_to_roll:
            match.apply_roll(roll(dice_rng, match.dice_to_roll))
        else:
            match.apply(bots[match.seat](match, bot_rng))
    return match

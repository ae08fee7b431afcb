"""MISHIMASH hints: numbers against exact enumeration, advice equal to the strong bot's."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from game.dice import outcomes
from game.mishimash import Keep, Match, Phase, RollAgain, Save, combos, strategy
from game.mishimash.advice import bust_chance, hint
from game.mishimash.bots import strong_bot
from game.mishimash.script import play_turn


def _exact_roll_points(match: Match) -> float:
    """Expected turn points of rolling now, by enumerating every ordered outcome on copies of
    the match and every legal keep, valued by the points table after the keep."""
    points = strategy.tables().points
    total = 0.0
    for values, p in outcomes(match.dice_to_roll):
        trial = match.copy()
        trial.apply_roll(values)
        if trial.phase is not Phase.CHOOSE:  # a bust ends the turn: 0 points
            continue
        best = 0.0
        for keep in trial.legal_actions():
            after = trial.copy()
            after.apply(keep)
            best = max(best, points.value(after.dice_left, after.roll_number,
                                          after.mishimash_count, after.turn_points))
        total += float(p) * best
    return total


def test_bust_chance_is_exact() -> None:
    for n in range(1, 7):
        assert bust_chance(n) == combos.bust_chance(n)
    assert float(bust_chance(6)) == pytest.approx(0.0231, abs=5e-5)  # rules §2.2: 2.31 %


def test_decide_hint_numbers_match_exact_enumeration() -> None:
    m = Match(["Ana", "Bo"])
    play_turn(m, ([2, 2, 2, 3, 4, 6], [2, 2, 2]), save=False)  # 2 points, 3 dice left, k = 1
    h = hint(m)
    assert (h.dice, h.save_points, h.can_save) == (3, 4, True)
    assert h.bust_chance == Fraction(5, 18)  # rules §2.2: 27.78 %
    m.apply(RollAgain())
    assert h.roll_points == pytest.approx(_exact_roll_points(m), abs=1e-9)
    assert h.action == (RollAgain() if h.roll_points > h.save_points else Save())
    assert h.keep is None


def test_choose_hint_describes_the_state_after_the_strong_keep() -> None:
    m = Match(["Ana", "Bo"])
    m.apply_roll([1, 1, 1, 5, 2, 3])
    h = hint(m)
    assert isinstance(h.action, Keep) and h.action in m.legal_actions()
    assert h.action == strong_bot(m, random.Random(0)) and h.keep == h.action.dice
    m.apply(h.action)
    assert (h.dice, h.save_points) == (m.dice_left, m.turn_points)
    assert h.bust_chance == combos.bust_chance(m.dice_left)
    m.apply(RollAgain())
    assert h.roll_points == pytest.approx(_exact_roll_points(m), abs=1e-9)


def test_start_of_turn_hint_has_no_action_and_the_turn_value() -> None:
    m = Match(["Ana", "Bo"])
    h = hint(m)
    assert h.action is None and not h.can_save and h.dice == 6 and h.save_points == 0
    assert h.roll_points == pytest.approx(strategy.tables().points.start_value())


def test_hint_follows_the_strong_bot_and_quotes_win_chances_when_decisive() -> None:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 1, 2, 3], [1, 1, 1, 1]))  # Ana 20 points: the final round
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), save=False)  # Bo 10, behind, last to play
    h = hint(m)
    assert h.action == RollAgain() == strong_bot(m, random.Random(0))
    assert h.win_if_save == 0.0 and 0.0 < h.win_if_roll < 1.0
    rng = random.Random(5)
    for _ in range(30):  # any state of a random playout: the hint's advice is legal
        m = Match(["Ana", "Bo", "Cy"], target=60)
        while not m.is_over:
            if m.dice_to_roll:
                m.apply_roll([rng.randint(1, 6) for _ in range(m.dice_to_roll)])
                continue
            h = hint(m)
            assert h.action in m.legal_actions()
            m.apply(rng.choice(m.legal_actions()))
    with pytest.raises(ValueError):
        hint(m)

"""MAGDAGDON bots: legal play only, the greedy staging is the best one, sensible powers."""

from __future__ import annotations

import random
import statistics

import pytest

from game.dice import roll
from game.magdagdon import Accept, Confirm, Difficulty, Game, Minus, Plus, Stage
from game.magdagdon.bots import BOTS, best_plan, greedy_bot, play, random_bot
from game.magdagdon.sim import simulate, summary


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_choose_only_legal_actions_and_finish(name):
    for n, difficulty in enumerate(Difficulty):
        dice_rng, bot_rng = random.Random(n), random.Random(-n)
        g = Game(difficulty)
        while not g.is_over:
            if g.dice_to_roll:
                g.apply_roll(roll(dice_rng, g.dice_to_roll))
            else:
                action = BOTS[name](g, bot_rng)
                assert action in g.legal_actions()
                g.apply(action)
        assert g.turns >= 16 // 4  # at most four cells a turn


def test_play_is_deterministic_per_seed():
    a = play(Difficulty.PEACEFUL, greedy_bot, 42)
    b = play(Difficulty.PEACEFUL, greedy_bot, 42)
    c = play(Difficulty.PEACEFUL, greedy_bot, 43)
    assert a == b and a != c


def _best_by_enumeration(game):
    """Best score gain over every legal staging sequence, walked through the public API."""
    base = game.score(preview=True).total
    best = -1

    def walk(g):
        nonlocal best
        if g.can_confirm:
            best = max(best, g.score(preview=True).total - base)
        for action in g.legal_actions():
            if isinstance(action, Stage):
                h = g.copy()
                h.apply(action)
                walk(h)

    walk(game)
    return best


@pytest.mark.parametrize(("board", "dice"), [
    ("..../.34./..../....", [2, 3, 4, 5]),
    ("123./2.../3.../....", [4, 1, 4, 6]),
    ("1234/2345/3456/45..", [6, 6, 5, 1]),
])
def test_greedy_plan_is_the_best_immediate_gain(position, board, dice):
    g = position(board, dice, difficulty="nightmare")
    gain, plan = best_plan(g)
    assert gain == _best_by_enumeration(g)
    for stage in plan:
        g.apply(stage)
    g.apply(Confirm())
    assert g.score().total == position(board).score().total + gain


def test_greedy_stages_its_plan_then_confirms(position):
    g = position("..../.34./..../....", [2, 3, 4, 5], difficulty="nightmare")
    while True:
        action = greedy_bot(g, random.Random(0))
        g.apply(action)
        if isinstance(action, Confirm):
            break
        assert isinstance(action, Stage)
    assert g.turns == 1


def test_greedy_rescues_a_magdagdon_with_a_cheap_power(position):
    g = position("1.../..../..../....", [3, 3, 6, 6], difficulty="peaceful")
    assert g.in_magdagdon
    action = greedy_bot(g, random.Random(0))
    assert isinstance(action, (Minus, Plus))
    g.apply(action)
    assert not g.in_magdagdon


def test_greedy_accepts_when_powers_are_too_dear(position):
    g = position("1.../..../..../....", [3, 3, 6, 6], difficulty="survival")
    assert isinstance(greedy_bot(g, random.Random(0)), Accept)


def test_greedy_puts_a_ruin_where_a_line_is_already_ruined(position):
    g = position("1..#/..../..../....", [3, 3, 6, 6], difficulty="nightmare")
    action = greedy_bot(g, random.Random(0))
    assert isinstance(action, Accept) and (action.row == 0 or action.col == 3)


def test_greedy_beats_random():
    greedy = [play(d, greedy_bot, s).score().total for s in range(20) for d in Difficulty]
    rand = [play(d, random_bot, s).score().total for s in range(20) for d in Difficulty]
    assert statistics.fmean(greedy) > statistics.fmean(rand) + 30


def test_random_bot_uses_powers_now_and_then():
    used = sum(play(Difficulty.PEACEFUL, random_bot, s).powers_used for s in range(30))
    assert used > 0


def test_simulate_cycles_difficulties_and_summarises():
    games = simulate(6, 1, "all", "random")
    assert [g.difficulty for g in games] == list(Difficulty) * 2
    assert all(g.is_over for g in games)
    lines = summary(games, 0.5)
    assert lines[-1] == "6 games in 0.50 s: 12.0 games/s"
    assert [line.split()[0] for line in lines[1:-1]] == [
        "peaceful", "survival", "nightmare", "all"]
    assert simulate(2, 1, "nightmare", "greedy")[0] == simulate(2, 1, "nightmare", "greedy")[0]

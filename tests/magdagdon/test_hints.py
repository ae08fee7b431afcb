"""MAGDAGDON hints: their structure, and that carrying them out step by step is always legal."""

from __future__ import annotations

import random

import pytest

from game.dice import roll
from game.magdagdon import (
    Accept,
    Confirm,
    Difficulty,
    Game,
    Minus,
    Phase,
    Plus,
    Reroll,
    Stage,
    TakeBack,
)
from game.magdagdon import board as B
from game.magdagdon.advice import Hint, HintTask, hint
from game.magdagdon.bots import random_bot
from game.magdagdon.search import clear_caches


def _carry_out(game: Game, h: Hint) -> Game:
    """Apply the hint's actions to a copy, checking each is legal at its moment."""
    g = game.copy()
    for action in h.actions:
        assert action in g.legal_actions(), (action, g)
        g.apply(action)
    return g


def test_hint_on_a_fresh_roll_is_a_full_staging_then_confirm():
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll((3, 4, 4, 6))
    h = hint(g)
    assert isinstance(h, Hint)
    assert h.power is None and h.ruin is None
    assert g.required <= len(h.staging) <= g.max_staged
    assert all(isinstance(s, Stage) for s in h.staging)
    assert h.actions == (*h.staging, Confirm()) and h.action == h.staging[0]
    assert len({s.die for s in h.staging}) == len(h.staging)  # each die once
    assert h.expected == h.without_power
    after = _carry_out(g, h)
    assert after.turns == 1 and after.phase is Phase.ROLL
    for s in h.staging:
        assert after.cell(s.row, s.col) == g.dice[s.die]


def test_the_staging_is_legal_step_by_step_in_its_order(position):
    g = position("..../.34./..../....", [2, 3, 4, 5], difficulty="nightmare")
    h = hint(g)
    for stage in h.staging:
        assert B.cell_of(B.index(stage.row, stage.col)) in g.valid_cells(stage.die)
        g.apply(stage)
    assert g.can_confirm


def test_hint_takes_back_a_staging_that_does_not_fit(position):
    g = position("..../.34./..../....", [2, 3, 4, 5], difficulty="peaceful")
    advised = hint(g)
    # Stage a die where the advice does not put it, then ask again.
    wrong = next(a for a in g.legal_actions()
                 if isinstance(a, Stage) and a not in advised.staging)
    g.apply(wrong)
    h = hint(g)
    assert isinstance(h.action, TakeBack) and h.action.die == wrong.die
    after = _carry_out(g, h)
    fresh = _carry_out(position("..../.34./..../....", [2, 3, 4, 5], difficulty="peaceful"),
                       advised)
    assert after.board == fresh.board


def test_hint_keeps_dice_already_staged_as_advised(position):
    g = position("..../.34./..../....", [2, 3, 4, 5], difficulty="nightmare")
    advised = hint(g)
    g.apply(advised.staging[0])
    h = hint(g)
    assert h.staging == advised.staging
    assert h.actions == (*advised.staging[1:], Confirm())


def test_hint_in_magdagdon_names_the_ruin_cell(position):
    g = position("6.../..../..../....", [4, 4, 1, 1], difficulty="nightmare")
    h = hint(g)
    assert isinstance(h.ruin, Accept) and h.power is None and h.staging == ()
    assert h.actions == (h.ruin,)
    assert g.cell(h.ruin.row, h.ruin.col) == B.EMPTY
    assert _carry_out(g, h).cell(h.ruin.row, h.ruin.col) == B.RUIN


def test_hint_with_a_power_shows_the_staging_that_follows(position):
    g = position("6.../..../..../....", [4, 4, 1, 1], difficulty="peaceful")
    h = hint(g)
    assert isinstance(h.power, Plus) and h.actions == (h.power,)
    assert h.expected > h.without_power
    after = _carry_out(g, h)
    assert after.phase is Phase.PLACING
    assert len(h.staging) >= after.required
    for stage in h.staging:
        after.apply(stage)
    after.apply(Confirm())
    assert 5 in (after.cell(0, 1), after.cell(1, 0))  # the raised die beside the 6


def test_hint_outside_a_decision_raises():
    g = Game(Difficulty.SURVIVAL)
    with pytest.raises(ValueError, match="no decision"):
        hint(g)


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_hints_are_legal_at_every_moment_of_messy_games(difficulty):
    # A random player stages, takes back and uses powers oddly; at every moment the hint's
    # actions must be legal in order, and (unless a REROLL waits for dice) end the turn.
    dice, moves = random.Random(11), random.Random(12)
    g = Game(difficulty)
    checked = 0
    while not g.is_over:
        if g.dice_to_roll:
            g.apply_roll(roll(dice, g.dice_to_roll))
            continue
        h = hint(g)
        after = _carry_out(g, h)
        checked += 1
        if isinstance(h.power, Reroll):
            assert after.awaited_dice == h.power.dice
        elif isinstance(h.power, (Minus, Plus)):
            assert after.powers_used == g.powers_used + 1
        else:
            assert after.turns == g.turns + 1
        g.apply(random_bot(g, moves))
    assert checked >= 8


def test_a_hint_task_spreads_the_search_over_slices_and_agrees_with_hint(position):
    g = position(".5../.5../.5../....", [6, 6, 4, 5], difficulty="peaceful")  # 1974 boards
    clear_caches()
    task = HintTask(g)
    while not task.step():
        pass
    assert task.slices > 5  # enumeration, evaluations in slices, the deep looks
    assert task.result == hint(g)
    slices = task.slices
    assert task.step() and task.slices == slices  # finished: further steps do nothing
    with pytest.raises(ValueError, match="no decision"):
        HintTask(Game(Difficulty.PEACEFUL))


def test_the_docstring_examples_run():
    import doctest

    import game.magdagdon.advice as module

    result = doctest.testmod(module)
    assert result.attempted >= 5 and result.failed == 0

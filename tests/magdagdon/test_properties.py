"""Property tests (hypothesis) and random-playout invariants against independent oracles.

The oracles below restate rules §1.4, §1.6 and §1.7 directly and share no code with the engine.
"""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.dice import roll
from game.magdagdon import (
    Accept,
    Confirm,
    Difficulty,
    Game,
    IllegalAction,
    Minus,
    Plus,
    Reroll,
    Stage,
    TakeBack,
    can_place,
)
from game.magdagdon.bots import random_bot
from game.magdagdon.feasibility import can_place_uncached
from game.magdagdon.record import export, replay

SETTINGS = settings(max_examples=60, deadline=None)


# ------------------------------------------------------------------ oracles
def o_neighbours(i):
    r, c = divmod(i, 4)
    return [rr * 4 + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= rr < 4 and 0 <= cc < 4]


def o_valid(board, i, v):
    if board[i] != 0:
        return False
    if not any(x > 0 for x in board):
        return True
    numeric = [board[n] for n in o_neighbours(i) if board[n] > 0]
    return bool(numeric) and all(abs(n - v) <= 1 for n in numeric)


def o_can_place(board, dice, required):
    board = list(board)

    def rec(left, need):
        if need == 0:
            return True
        for k in left:
            for i in range(16):
                if o_valid(board, i, dice[k]):
                    board[i] = dice[k]
                    ok = rec(left - {k}, need - 1)
                    board[i] = 0
                    if ok:
                        return True
        return False

    return rec(frozenset(range(len(dice))), required)


def o_connected(board):
    nums = {i for i in range(16) if board[i] > 0}
    if not nums:
        return True
    todo, seen = [min(nums)], {min(nums)}
    while todo:
        for n in o_neighbours(todo.pop()):
            if n in nums and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == nums


def o_score(board, penalties_paid):
    lines = [[board[r * 4 + c] for c in range(4)] for r in range(4)]
    lines += [[board[r * 4 + c] for r in range(4)] for c in range(4)]
    total = 0
    for line in lines:
        total += sum(v for v in line if v > 0)
        if all(v > 0 for v in line):
            diffs = [b - a for a, b in itertools.pairwise(line)]
            if diffs in ([1, 1, 1], [-1, -1, -1]):
                total += 60
            elif len(set(line)) == 1:
                total += 40
            elif len(set(line)) == 2 and line.count(line[0]) == 2:
                total += 20
    return total - 15 * board.count(-1) - penalties_paid


# ------------------------------------------------------------------ strategies
cells = st.sampled_from([0, 0, 0, 0, -1, 1, 2, 3, 4, 5, 6])
boards = st.lists(cells, min_size=16, max_size=16)
four_dice = st.lists(st.integers(1, 6), min_size=4, max_size=4)
difficulties = st.sampled_from(list(Difficulty))
seeds = st.integers(0, 2**32 - 1)


def playout(difficulty, seed, stop=None):
    """A random-bot game (dice and bot from `seed`), stopped after `stop` steps if given."""
    rng = random.Random(seed)
    g = Game(difficulty, seed)
    steps = 0
    while not g.is_over and (stop is None or steps < stop):
        if g.dice_to_roll:
            g.apply_roll(roll(rng, g.dice_to_roll))
        else:
            g.apply(random_bot(g, rng))
        steps += 1
    return g


# ------------------------------------------------------------------ properties
@SETTINGS
@given(boards, four_dice, st.integers(1, 3))
def test_magdagdon_test_agrees_with_brute_force(board, dice, required):
    assert can_place_uncached(board, dice, required) == o_can_place(board, dice, required)


@SETTINGS
@given(st.lists(st.sampled_from([0, 0, 0, -1]), min_size=16, max_size=16), four_dice,
       st.integers(1, 3))
def test_magdagdon_test_agrees_with_brute_force_without_numbers(board, dice, required):
    # Boards of EMPTY and RUIN only: the symmetry reduction and the value-gap rejection apply.
    assert can_place_uncached(board, dice, required) == o_can_place(board, dice, required)


@SETTINGS
@given(difficulties, seeds, four_dice)
def test_magdagdon_test_agrees_with_brute_force_on_played_boards(difficulty, seed, dice):
    g = playout(difficulty, seed, stop=random.Random(seed).randrange(60))
    board = g.board
    required = min(difficulty.base_minimum, board.count(0))
    assert can_place(board, dice, required) == o_can_place(board, dice, required)


@SETTINGS
@given(difficulties, seeds)
def test_numbers_always_form_one_connected_field(difficulty, seed):
    rng = random.Random(seed)
    g = Game(difficulty, seed)
    while not g.is_over:
        if g.dice_to_roll:
            g.apply_roll(roll(rng, g.dice_to_roll))
        else:
            g.apply(random_bot(g, rng))
        assert o_connected(g.board) and o_connected(g.preview_board)


@SETTINGS
@given(difficulties, seeds, st.data())
def test_staged_dice_are_valid_in_staging_order(difficulty, seed, data):
    g = playout(difficulty, seed, stop=random.Random(seed).randrange(40))
    if g.dice_to_roll:
        g.apply_roll(roll(random.Random(seed), g.dice_to_roll))
    for _ in range(12):
        moves = [a for a in g.legal_actions() if isinstance(a, (Stage, TakeBack))]
        if not moves:
            break
        g.apply(data.draw(st.sampled_from(moves)))
        board = list(g.board)
        for die, (r, c) in g.staged:
            assert o_valid(board, r * 4 + c, g.dice[die])
            board[r * 4 + c] = g.dice[die]
        assert tuple(board) == g.preview_board


@SETTINGS
@given(boards, difficulties, st.integers(0, 3))
def test_score_equals_independent_recomputation(board, difficulty, used):
    from game.magdagdon.scoring import score
    used = min(used, difficulty.powers)
    s = score(board, difficulty, used)
    assert s.total == o_score(board, sum(difficulty.penalties[:used]))
    assert s.total == s.base + s.bonus - s.ruin_penalty - s.power_penalty


@SETTINGS
@given(difficulties, seeds, st.integers(0, 80))
def test_replay_of_export_reproduces_the_game(difficulty, seed, stop):
    g = playout(difficulty, seed, stop)
    rec = export(g)
    assert replay(rec) == g
    assert ("result" in rec) == g.is_over


@settings(max_examples=25, deadline=None)
@given(difficulties, seeds)
def test_random_playout_invariants(difficulty, seed):
    rng = random.Random(seed)
    g = Game(difficulty, seed)
    probes = [Confirm(), Accept(0, 0), Accept(3, 3), TakeBack(0), Minus(0), Plus(3),
              Reroll((0, 1)), Stage(0, 0, 0), Stage(2, 1, 1), Stage(3, 3, 3)]
    while not g.is_over:
        if g.dice_to_roll:
            assert g.legal_actions() == []
            chances = g.chance_outcomes()
            assert len(chances) == 6 ** g.dice_to_roll
            assert sum(p for _, p in chances) == 1
            g.apply_roll(roll(rng, g.dice_to_roll))
            continue
        assert g.chance_outcomes() == []
        legal = g.legal_actions()
        assert legal, "legal actions are empty although the game is not over"
        assert len(set(legal)) == len(legal)
        assert g.copy() == g
        for probe in probes:
            if probe not in legal:
                before = g.copy()
                try:
                    g.apply(probe)
                except IllegalAction:
                    assert g == before
                else:
                    raise AssertionError(f"{probe} applied but not listed as legal")
        assert all(g.is_legal(a) for a in legal)
        g.apply(rng.choice(legal))
    assert g.legal_actions() == [] and g.board.count(0) == 0
    assert g.score().total == o_score(list(g.board), g.score().power_penalty)

"""MAGDAGDON game review: numbers pinned on scripted games against the `best` search."""

from __future__ import annotations

import pytest

from game import review_shapes as shared
from game.magdagdon import board as B
from game.magdagdon import record
from game.magdagdon import review as mreview
from game.magdagdon.actions import Accept, Confirm, Plus, Stage
from game.magdagdon.advice import hint
from game.magdagdon.bots import BOTS, play
from game.magdagdon.evaluate import estimate, model_for
from game.magdagdon.feasibility import initial_masks
from game.magdagdon.rules import Difficulty
from game.magdagdon.search import decide, stagings
from game.magdagdon.state import Game


def _review(game: Game) -> shared.SeatReview:
    review = shared.review(record.export(game))
    assert review.game == "magdagdon" and len(review.seats) == 1
    return review.seats[0]


def _ranked(board: tuple[int, ...], difficulty: Difficulty, powers_left: int) -> float:
    """The search's ranking value of a position a turn leaves (before the penalties paid),
    deep term included: the review measures a choice by it against the advice."""
    return estimate(board, difficulty, model_for(difficulty), powers_left)


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_the_search_reviews_its_own_game_at_full_accuracy(difficulty: Difficulty) -> None:
    game = play(difficulty, BOTS["best"], seed=11)
    seat = _review(game)
    assert seat.actual == game.score().total
    assert seat.expected == mreview.expected_score(difficulty)
    assert seat.decisions == 0 and seat.accuracy == 1.0 and seat.costliest() == ()
    assert all(c.loss == 0 and c.better is None for c in seat.choices)
    assert seat.luck == pytest.approx(seat.actual - seat.expected)
    assert sum(t.stake for t in seat.turns) == pytest.approx(mreview.expected_score(difficulty))


def test_a_weaker_staging_costs_exactly_what_the_search_says() -> None:
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll((3, 4, 4, 6))
    advice, ranked = hint(g), decide(g).rank
    mine = (Stage(0, 1, 1), Stage(1, 1, 2), Stage(2, 1, 3))  # 3-4-4 in a row
    for action in (*mine, Confirm()):
        g.apply(action)
    seat = _review(g)
    (choice,) = seat.turns[0].choices
    lost = ranked - _ranked(g.board, g.difficulty, g.powers_left)
    assert choice.kind == "place" and choice.played.staging == mine
    assert choice.best == advice.expected
    assert choice.chosen == pytest.approx(advice.expected - lost, abs=1e-9)
    assert choice.loss == pytest.approx(lost, abs=1e-9) and lost > 0
    assert choice.better is not None and choice.better.staging == advice.staging
    assert seat.decisions == -choice.loss
    assert seat.costliest() == (choice,)
    assert 0 <= choice.accuracy < 1
    # An unfinished game: expected is the mean score of the search's games, as for any game.
    assert seat.expected == mreview.expected_score(g.difficulty)
    assert seat.luck + seat.decisions == pytest.approx(seat.actual - seat.expected)
    assert seat.actual == choice.chosen


def test_following_the_hint_scores_100_percent() -> None:
    g = Game(Difficulty.SURVIVAL)
    g.apply_roll((3, 4, 4, 6))
    for action in hint(g).actions:
        g.apply(action)
    (choice,) = _review(g).turns[0].choices
    assert choice.loss == 0 and choice.accuracy == 1.0 and choice.better is None


def test_a_needless_power_costs_its_penalty_and_more() -> None:
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll((3, 4, 4, 6))
    for action in hint(g).actions:
        g.apply(action)
    g.apply_roll((2, 3, 5, 5))
    advice, ranked = hint(g), decide(g).rank
    assert advice.power is None  # early in the game the search keeps its powers
    g.apply(Plus(0))  # 2 -> 3, penalty 10
    dice = tuple(v for v in g.dice if v is not None)
    boards = stagings(g.board, tuple(enumerate(dice)), g.required, g.max_staged)
    model = model_for(g.difficulty)
    left = g.powers_left  # after this use
    power_rank = max(model.value(b, initial_masks(b), left) for b in boards) - 10
    for action in hint(g).actions:
        g.apply(action)
    seat = _review(g)
    power, place = seat.turns[1].choices
    assert power.kind == "power" and power.played.power == Plus(0)
    assert power.best == advice.expected
    assert power.loss == pytest.approx(ranked - power_rank, abs=1e-9) and power.loss > 10
    assert power.chosen == pytest.approx(advice.expected - power.loss, abs=1e-9)
    assert place.loss == 0  # then staged as the search advised
    assert seat.costliest()[0] == power


def test_a_ruin_choice_is_valued_on_the_ruined_board() -> None:
    g = Game(Difficulty.NIGHTMARE)  # three dice a turn, no powers
    g.apply_roll((1, 1, 1, 1))
    for action in hint(g).actions:
        g.apply(action)
    g.apply_roll((6, 6, 6, 6))  # 6s can't touch 1s: MAGDAGDON
    assert g.in_magdagdon
    advice, ranked = hint(g), decide(g).rank
    def ruined(i: int) -> tuple[int, ...]:
        return g.board[:i] + (B.RUIN,) + g.board[i + 1:]

    worst = min((i for i, v in enumerate(g.board) if v == B.EMPTY),
                key=lambda i: _ranked(ruined(i), g.difficulty, 0))
    cell = B.cell_of(worst)
    g.apply(Accept(*cell))
    choice = _review(g).turns[1].choices[0]
    lost = ranked - _ranked(g.board, g.difficulty, 0)
    assert choice.kind == "ruin" and choice.played.ruin == Accept(*cell)
    assert choice.loss == pytest.approx(lost, abs=1e-9) and lost > 0
    assert choice.best == advice.expected


def test_describe_is_plain_ascii() -> None:
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll((3, 4, 4, 6))
    for action in hint(g).actions:
        g.apply(action)
    choice = _review(g).turns[0].choices[0]
    text = shared.describe("magdagdon", choice.played)
    assert text.startswith("stage ") and text.isascii() and "@" in text

"""MAGDAGDON game review: numbers pinned on scripted games against the `best` search."""

from __future__ import annotations

import pytest

from game import review as shared
from game.magdagdon import board as B
from game.magdagdon import record
from game.magdagdon import review as mreview
from game.magdagdon.actions import Accept, Confirm, Plus, Stage
from game.magdagdon.bots import BOTS, play
from game.magdagdon.evaluate import estimate, model_for
from game.magdagdon.feasibility import initial_masks
from game.magdagdon.hints import hint
from game.magdagdon.rules import Difficulty
from game.magdagdon.search import stagings
from game.magdagdon.state import Game


def _review(game: Game) -> shared.SeatReview:
    review = shared.review(record.export(game))
    assert review.game == "magdagdon" and len(review.seats) == 1
    return review.seats[0]


def _estimate(board: tuple[int, ...], difficulty: Difficulty, powers_left: int) -> float:
    """The review's value of a position a turn leaves: the fitted estimate (before the
    penalties paid), deep term included."""
    return estimate(board, difficulty, model_for(difficulty).estimate, powers_left)


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
    advice = hint(g)
    for action in (Stage(1, 1, 1), Stage(0, 1, 2), Confirm()):  # a 4 and a 3 only
        g.apply(action)
    seat = _review(g)
    (choice,) = seat.turns[0].choices
    mine = _estimate(g.board, g.difficulty, g.powers_left)
    assert choice.kind == "place" and choice.played.staging == (Stage(1, 1, 1), Stage(0, 1, 2))
    assert choice.best == advice.expected and choice.chosen == mine
    assert choice.loss == advice.expected - mine > 0
    assert choice.better is not None and choice.better.staging == advice.staging
    assert seat.decisions == -choice.loss
    assert seat.costliest() == (choice,)
    assert 0 <= choice.accuracy < 1
    # An unfinished game: expected is the mean score of the search's games, as for any game.
    assert seat.expected == mreview.expected_score(g.difficulty)
    assert seat.luck + seat.decisions == pytest.approx(seat.actual - seat.expected)
    assert seat.actual == mine


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
    advice = hint(g)
    assert advice.power is None  # early in the game the search keeps its powers
    g.apply(Plus(0))  # 2 -> 3, penalty 10
    dice = tuple(v for v in g.dice if v is not None)
    boards = stagings(g.board, tuple(enumerate(dice)), g.required, g.max_staged)
    model = model_for(g.difficulty)
    left = g.powers_left  # after this use
    ranked = max(boards, key=lambda b: model.value(b, initial_masks(b), left))
    power_value = model.estimate.value(ranked, initial_masks(ranked), left) - 10
    for action in hint(g).actions:
        g.apply(action)
    seat = _review(g)
    power, place = seat.turns[1].choices
    assert power.kind == "power" and power.played.power == Plus(0)
    assert power.chosen == pytest.approx(power_value, abs=1e-9)
    assert power.best == advice.expected
    assert power.loss == pytest.approx(advice.expected - power_value, abs=1e-9)
    assert place.loss == 0  # then staged as the search advised
    assert seat.costliest()[0] == power


def test_a_ruin_choice_is_valued_on_the_ruined_board() -> None:
    g = Game(Difficulty.NIGHTMARE)  # three dice a turn, no powers
    g.apply_roll((1, 1, 1, 1))
    for action in hint(g).actions:
        g.apply(action)
    g.apply_roll((6, 6, 6, 6))  # 6s can't touch 1s: MAGDAGDON
    assert g.in_magdagdon
    advice = hint(g)
    cell = next(B.cell_of(i) for i, v in enumerate(g.board)
                if v == B.EMPTY and B.cell_of(i) != advice.ruin.cell)
    g.apply(Accept(*cell))
    choice = _review(g).turns[1].choices[0]
    ruined = list(g.board)
    assert choice.kind == "ruin" and choice.played.ruin == Accept(*cell)
    assert choice.chosen == pytest.approx(_estimate(tuple(ruined), g.difficulty, 0), abs=1e-9)
    assert choice.best == max(advice.expected, choice.chosen)


def test_describe_is_plain_ascii() -> None:
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll((3, 4, 4, 6))
    for action in hint(g).actions:
        g.apply(action)
    choice = _review(g).turns[0].choices[0]
    text = shared.describe("magdagdon", choice.played)
    assert text.startswith("stage ") and text.isascii() and "@" in text

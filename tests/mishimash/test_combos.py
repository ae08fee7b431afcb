"""rules §2.1 / §2.2: combination values, indivisibility, readings and bust chances."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.mishimash import combos
from game.mishimash.combos import Kind, best, is_bust, selections, value, why_invalid

# Half-points: 1 point == 2.


@pytest.mark.parametrize(
    ("face", "count", "points"),
    [(1, 3, 10), (1, 4, 20), (1, 5, 30), (1, 6, 40),
     (4, 3, 4), (4, 4, 8), (6, 6, 24), (2, 3, 2), (5, 3, 5), (3, 5, 9)],
)
def test_n_of_a_kind_values(face: int, count: int, points: int) -> None:
    assert combos.kind_value(face, count) == 2 * points
    roll = (face,) * count
    three_pairs = 20 if count == 6 else 0  # six of a kind is also three pairs (10 points)
    assert value(roll, roll) == max(2 * points, three_pairs)


def test_singles() -> None:
    assert value([1], [1, 2, 3, 4, 6, 6]) == 2
    assert value([5], [5, 2, 3, 4, 6, 6]) == 1
    assert value([1, 1, 5, 5], [1, 1, 5, 5, 2, 3]) == 6


def test_spec_example_triple_ones_and_a_five() -> None:
    options = dict(selections([1, 1, 1, 5, 2, 3]))
    assert options == {(1, 1, 1): 20, (5,): 1, (1, 1, 1, 5): 21}
    assert value([1], [1, 1, 1, 5, 2, 3]) is None  # cannot split the three 1s
    assert "together or not at all" in why_invalid([1], [1, 1, 1, 5, 2, 3])


def test_spec_example_four_twos_and_a_pair() -> None:
    assert dict(selections([2, 2, 2, 2, 3, 3])) == {(2, 2, 2, 2): 8, (2, 2, 2, 2, 3, 3): 20}


def test_spec_example_four_ones_two_fives_beats_three_pairs() -> None:
    assert value([1, 1, 1, 1, 5, 5], [1, 5, 1, 5, 1, 1]) == 42


def test_spec_example_straight() -> None:
    assert dict(selections([6, 5, 4, 3, 2, 1])) == {(1,): 2, (5,): 1, (1, 5): 3,
                                                   (1, 2, 3, 4, 5, 6): 30}
    assert value([1, 2, 3], [1, 2, 3, 4, 5, 6]) is None


def test_spec_example_six_twos_three_pairs_beats_kind() -> None:
    assert dict(selections([2] * 6)) == {(2,) * 6: 20}


def test_three_pairs_only_as_a_whole() -> None:
    roll = [2, 2, 3, 3, 6, 6]
    assert dict(selections(roll)) == {(2, 2, 3, 3, 6, 6): 20}
    assert value([2, 2], roll) is None


def test_straight_needs_six_dice() -> None:
    assert value([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]) is None
    assert value([1, 5], [1, 2, 3, 4, 5]) == 3  # just the 1 and the 5


def test_readings() -> None:
    names = [r.name for r in combos.readings([1, 1, 2, 2, 5, 5])]
    assert names == ["standard", "three_pairs"]
    standard = combos.readings([1, 1, 1, 5, 2, 3])[0]
    assert [(c.kind, c.dice) for c in standard.combos] == [
        (Kind.OF_A_KIND, (1, 1, 1)), (Kind.SINGLE, (5,))]


def test_bust_rolls() -> None:
    assert is_bust([2, 3, 4, 6, 6, 2])
    assert not is_bust([2, 2, 3, 3, 4, 4])  # three pairs
    assert is_bust([6])
    assert not is_bust([5])


def test_best() -> None:
    assert best([1, 1, 1, 5, 2, 3]) == ((1, 1, 1, 5), 21)
    assert best([2, 3, 4, 6, 6, 2]) is None


@pytest.mark.parametrize(
    ("n", "percent"),
    [(6, "2.31"), (5, "7.72"), (4, "15.74"), (3, "27.78"), (2, "44.44"), (1, "66.67")],
)
def test_bust_chance_by_exact_enumeration(n: int, percent: str) -> None:
    chance = combos.bust_chance(n)
    assert f"{float(chance) * 100:.2f}" == percent
    # And the exact fractions behind the rounded figures.
    exact = {6: Fraction(1080, 6**6), 1: Fraction(4, 6), 2: Fraction(16, 36)}
    if n in exact:
        assert chance == exact[n]

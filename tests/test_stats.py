"""Statistics of kept games: the figures and the plot data, on hand-made histories."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import stats
from game.magdagdon import stats as md_stats
from game.magdagdon.storage import MagdagdonGame
from game.mishimash import stats as mm_stats
from game.mishimash.storage import MatchResult


def _md(score: int, difficulty: str = "peaceful", kind: str = "play", ruins: int = 0,
        powers: int = 0) -> MagdagdonGame:
    return MagdagdonGame("2026-11-29", difficulty, score, ruins, powers, 10, f"g{score}", kind)


def test_magdagdon_figures_per_difficulty_and_kind() -> None:
    history = [_md(300, ruins=1, powers=2), _md(350), _md(100, "nightmare"),
               _md(400, ruins=3, powers=1), _md(500, kind="daily")]
    f = md_stats.magdagdon(history, "peaceful")
    assert f.games == 3 and f.values == (300, 350, 400)
    assert f.mean == 350 and f.best == 400
    assert f.ruins == pytest.approx(4 / 3) and f.powers == 1.0
    assert f.recent == (300, 350, 400)
    daily = md_stats.magdagdon(history, "peaceful", kind="daily")
    assert daily.values == (500,)
    empty = md_stats.magdagdon(history, "survival")
    assert empty.games == 0 and empty.mean is None and empty.best is None
    assert empty.histogram() == ()


def test_the_trend_is_the_last_games_in_order() -> None:
    history = [_md(i) for i in range(stats.TREND + 5)]
    assert md_stats.magdagdon(history, "peaceful").recent == tuple(
        float(i) for i in range(5, stats.TREND + 5))


@given(st.lists(st.integers(-310, 672), min_size=1, max_size=300))
def test_every_score_falls_in_exactly_one_bar(scores: list[int]) -> None:
    bars = stats.histogram(scores)
    assert sum(b.count for b in bars) == len(scores)
    assert len(bars) <= stats.MAX_BINS + 1
    width = bars[0].high - bars[0].low
    for a, b in zip(bars, bars[1:], strict=False):
        assert a.high == b.low and b.high - b.low == width
    assert bars[0].low <= min(scores) and max(scores) < bars[-1].high
    for b in bars:
        assert b.count == sum(b.low <= s < b.high for s in scores)


def test_nice_steps_are_round() -> None:
    assert stats.nice_step(380) == 50
    assert stats.nice_step(95) == 10
    assert stats.nice_step(0) == 1
    assert stats.nice_step(1000) == 100


def _mm(totals: tuple[int, int], winner: int, strengths: tuple[str | None, str | None],
        humans: tuple[bool, bool] = (True, False), target: int = 250, kind: str = "play",
        seat_turns: tuple[int, int] | None = (10, 10), busts: tuple[int, int] | None = (2, 3),
        id: str = "m") -> MatchResult:  # noqa: A002
    return MatchResult("2026-11-29", target, ("Ana", "Bo"), humans, totals, winner,
                       sum(seat_turns) if seat_turns else 20, id, kind, strengths, seat_turns,
                       busts)


def test_mishimash_figures_are_the_peoples() -> None:
    matches = [
        _mm((520, 300), 0, (None, "strong")),  # Ana beats strong: 260 points in 10 turns
        _mm((400, 510), 1, (None, "strong"), busts=(5, 1)),  # strong wins
        _mm((500, 100), 0, (None, "easy")),
        _mm((600, 560), 0, (None, None), humans=(True, True)),  # two people: two samples
        _mm((700, 0), 0, (None, "easy"), target=1000),  # another target
        _mm((510, 0), 0, (None, "easy"), kind="daily"),  # another kind
        _mm((0, 600), 1, ("medium", "medium"), humans=(False, False)),  # no person played
    ]
    f = mm_stats.mishimash(matches, 250)
    assert f.matches == 4 and f.won == 3
    assert f.values == (260, 200, 250, 300, 280)
    assert f.best == 300
    assert dict((s, (n, w)) for s, n, w in f.wins) == {"easy": (1, 1), "strong": (2, 1)}
    turns = 10 + 10 + 10 + 20
    assert f.bust_rate == (2 + 5 + 2 + 2 + 3) / turns
    assert f.turn_points == (520 + 400 + 500 + 600 + 560) / 2 / turns
    strong = mm_stats.mishimash(matches, 250, "strong")
    assert strong.matches == 2 and strong.won == 1 and strong.values == (260, 200)
    assert mm_stats.mishimash(matches, 250, "people").values == (300, 280)
    assert mm_stats.mishimash(matches, 250, kind="daily").values == (255,)


def test_matches_kept_before_version_2_count_without_counts() -> None:
    old = _mm((520, 300), 0, (None, None), seat_turns=None, busts=None)
    f = mm_stats.mishimash([old], 250)
    assert f.matches == 1 and f.won == 1 and f.bust_rate is None and f.turn_points is None
    assert mm_stats.opponent(old) == "unknown" and f.wins == ()


def test_opponents() -> None:
    assert mm_stats.opponent(_mm((520, 0), 0, (None, "easy"))) == "easy"
    assert mm_stats.opponent(_mm((520, 0), 0, (None, None), humans=(True, True))) == "people"
    solo = MatchResult("2026-11-29", 250, ("Ana",), (True,), (520,), 0, 30, "s")
    assert mm_stats.opponent(solo) == "solo"
    assert mm_stats.mishimash([solo], 250, "solo").turns == 30


def test_a_solo_race_is_counted_apart_and_never_won() -> None:
    """rules §2.4, solo: one seat races the target, nobody to beat. A match counts as won
    when a person won it against at least one other seat."""
    solo = [MatchResult("2026-11-29", 250, ("Ana",), (True,), (520,), 0, n, f"s{n}")
            for n in (30, 20)]
    beaten = _mm((520, 300), 0, (None, "easy"))
    lost = _mm((300, 520), 1, (None, "easy"))
    races = mm_stats.mishimash(solo, 250, "solo")
    assert (races.matches, races.races, races.won, races.turns) == (2, 2, 0, 25)
    everything = mm_stats.mishimash([*solo, beaten, lost], 250)
    assert (everything.matches, everything.races, everything.won) == (4, 2, 1)
    assert everything.turns == 25  # the solo races' turns only
    against = mm_stats.mishimash([*solo, beaten, lost], 250, "easy")
    assert (against.matches, against.races, against.won) == (2, 0, 1)

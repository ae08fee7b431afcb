"""High-score tables: order, limits, recording once, and what a stored entry may hold."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.magdagdon import storage as md
from game.mishimash import storage as mm
from game.storage import values
from game.storage.backends import MemoryStore

EMPTY = {"peaceful": (), "survival": (), "nightmare": ()}


def _score(score: int, id: str = "") -> md.MagdagdonScore:  # noqa: A002
    return md.MagdagdonScore(score, "2026-11-29", 10, 0, id)


def test_top_ten_best_first_and_ties_keep_the_earlier() -> None:
    table = EMPTY
    ranks = []
    for i, points in enumerate([50, 80, 50, 120, -20, 80, 30, 30, 10, 0, 5, 200]):
        table, rank = md.add_magdagdon(table, "peaceful", _score(points, f"g{i}"))
        ranks.append(rank)
    rows = table["peaceful"]
    assert [r.score for r in rows] == [200, 120, 80, 80, 50, 50, 30, 30, 10, 5]
    assert [r.id for r in rows[2:4]] == ["g1", "g5"]  # the earlier 80 first
    assert ranks[:4] == [0, 0, 2, 0] and ranks[-1] == 0
    assert ranks[4] == 4  # -20 entered when the table had room
    full, rank = md.add_magdagdon(table, "peaceful", _score(5, "late"))
    assert rank is None and full is table  # a tie with the last does not push it out
    assert table["survival"] == ()


def test_the_same_game_is_entered_once() -> None:
    table, rank = md.add_magdagdon(EMPTY, "survival", _score(90, "same"))
    again, rank2 = md.add_magdagdon(table, "survival", _score(90, "same"))
    assert again is table and rank == rank2 == 0


def test_solo_best_is_the_fewest_turns_and_a_tie_keeps_the_older() -> None:
    bests, better = mm.add_solo_best({}, 250, mm.SoloBest(30, "2026-11-01", "a"))
    assert better
    same, better = mm.add_solo_best(bests, 250, mm.SoloBest(30, "2026-11-02", "b"))
    assert not better and same[250].id == "a"
    improved, better = mm.add_solo_best(bests, 250, mm.SoloBest(29, "2026-11-03", "c"))
    assert better and improved[250].turns == 29
    other, _ = mm.add_solo_best(improved, 1000, mm.SoloBest(80, "2026-11-03", "d"))
    assert sorted(other) == [250, 1000]


def _match(i: int) -> mm.MatchResult:
    return mm.MatchResult("2026-11-29", 250, ("Ana", "Bo"), (True, False), (500 + i, 10), 0,
                          30, f"m{i}")


def test_history_keeps_the_last_ones_once_each() -> None:
    history: mm.History = ()
    for i in range(mm.HISTORY + 5):
        history = mm.add_match(history, _match(i))
        history = mm.add_match(history, _match(i))
    assert [m.id for m in history] == [f"m{i}" for i in range(5, mm.HISTORY + 5)]


def _stored_match(**changes) -> str:
    entry = mm.encode_history((_match(0),))[0] | changes
    return json.dumps({"version": 1, "data": [mm.encode_history((_match(1),))[0], entry]})


@pytest.mark.parametrize("changes", [
    {"winner": 1},  # not ahead
    {"totals": [500, 500]},  # level: a tie-break would have followed
    {"totals": [400, 10]},  # nobody reached the target
    {"winner": 2},
    {"totals": [-1, 600]},
    {"humans": [True]},
    {"players": []},
    {"players": ["A"] * 7, "humans": [True] * 7, "totals": [600] + [0] * 6},
    {"target": 0},
    {"turns": 0},
    {"date": "2026-13-01"},
    {"id": 5},
])
def test_an_impossible_match_is_dropped(changes) -> None:
    store = MemoryStore()
    store.set("history.mishimash", _stored_match(**changes))
    notices: list = []
    history = values.read(store, mm.MISHIMASH_HISTORY, notices)
    assert [m.id for m in history] == ["m1"]
    assert len(notices) == 1 and notices[0].backup == "history.mishimash.damaged-1"


@pytest.mark.parametrize("data", [
    {"250": {"turns": 0, "date": "2026-11-29", "id": ""}},
    {"250": {"turns": -4, "date": "2026-11-29", "id": ""}},
    {"251": {"turns": 4, "date": "2026-11-29", "id": ""}},
    {"x": {"turns": 4, "date": "2026-11-29", "id": ""}},
    {"250": {"turns": 4, "date": "2026-11-29"}},
])
def test_an_impossible_solo_best_is_dropped(data) -> None:
    store = MemoryStore()
    good = {"500": {"turns": 40, "date": "2026-11-29", "id": "ok"}}
    store.set("scores.mishimash", json.dumps({"version": 1, "data": {**good, **data}}))
    notices: list = []
    assert values.read(store, mm.MISHIMASH_BEST, notices) == {
        500: mm.SoloBest(40, "2026-11-29", "ok")}
    assert len(notices) == 1


def test_too_many_rows_keep_the_best_ten() -> None:
    rows = [{"score": s, "date": "2026-11-29", "turns": 8, "powers_used": 0, "id": str(s)}
            for s in range(12)]
    store = MemoryStore()
    store.set("scores.magdagdon", json.dumps(
        {"version": 1, "data": {"peaceful": rows, "survival": [], "nightmare": []}}))
    notices: list = []
    table = values.read(store, md.MAGDAGDON_SCORES, notices)
    assert len(table["peaceful"]) == 10 and len(notices) == 1


_entries = st.builds(
    md.MagdagdonScore,
    score=st.integers(md.MAGDAGDON_MIN_SCORE, md.MAGDAGDON_MAX_SCORE),
    date=st.dates(min_value=values.EARLIEST_DATE).map(lambda d: d.isoformat()),
    turns=st.integers(md.MAGDAGDON_MIN_TURNS, md.MAGDAGDON_MAX_TURNS),
    powers_used=st.integers(0, 1),
    id=st.text(st.characters(min_codepoint=33, max_codepoint=0x2FFF), max_size=20).filter(
        str.isprintable))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["peaceful", "survival"]), _entries), max_size=25))
def test_any_table_built_by_adding_round_trips(additions) -> None:
    table = {"peaceful": (), "survival": (), "nightmare": ()}
    for difficulty, entry in additions:
        table, _ = md.add_magdagdon(table, difficulty, entry)
    for rows in table.values():
        assert len(rows) <= md.TOP
        assert [r.score for r in rows] == sorted((r.score for r in rows), reverse=True)
    store = MemoryStore()
    assert values.write(store, md.MAGDAGDON_SCORES, table, [])
    notices: list = []
    assert values.read(store, md.MAGDAGDON_SCORES, notices) == table and notices == []

"""records §3 MISHIMASH records: export, replay (also mid-turn), and rejection of broken records."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import check, records
from game.mishimash import Keep, Match, Phase, RollAgain
from game.mishimash.record import export, half_points, points, replay
from game.mishimash.script import play_turn
from game.records import RecordError

SPEC_EXAMPLE = {
    "format": "cubiri.record", "version": 1, "game": "mishimash",
    "target": 1000, "players": ["Ana", "Computer"], "seed": 7,
    "turns": [
        {"player": 0, "tiebreak": False,
         "rolls": [{"dice": [1, 5, 2, 2, 3, 6], "keep": [1]},
                   {"dice": [2, 3, 4, 6, 6], "keep": []}],
         "end": "bust", "points": 0}]}


def finished_match() -> Match:
    """Three seats, target 20: Bo reaches it in the second round, Cy overtakes in the final turn."""
    m = Match(["Ana", "Bo", "Cy"], target=20, seed=3)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))  # Ana 10
    play_turn(m, ([5, 2, 3, 4, 6, 6], [5]), ([1, 1, 2, 2, 2], [1, 1, 2, 2, 2]))  # Bo 0.5+4×2+10
    play_turn(m, [2, 2, 3, 3, 4, 6])  # Cy busts
    play_turn(m, ([1, 2, 3, 4, 6, 6], [1]), ([1, 2, 3, 4, 6], [1]))  # Ana 1 + 1×2 -> 13
    play_turn(m, ([1, 1, 2, 2, 2, 2], [1, 1, 2, 2, 2, 2]))  # Bo: three pairs + MISHIMASH -> 38.5
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), ([1, 1, 1], [1, 1, 1]))  # Cy 10+20+10
    assert m.is_over
    return m


def tied_match() -> Match:
    m = Match(["Ana", "Bo"], target=10)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, [2, 2, 3, 3, 4, 6])
    play_turn(m, [2, 2, 3, 3, 4, 6])
    play_turn(m, ([5, 2, 3, 4, 6, 6], [5]))
    play_turn(m, [2, 2, 3, 3, 4, 6])
    assert m.is_over and m.winner == 0 and m.tiebreak_round == 2
    return m


def roundtrip(m: Match) -> Match:
    return replay(json.loads(records.dumps(export(m))))


def test_spec_example_replays() -> None:
    m = replay(copy.deepcopy(SPEC_EXAMPLE))
    assert m.totals == (0, 0) and m.seat == 1 and m.seed == 7 and not m.is_over
    assert export(m) == SPEC_EXAMPLE


def test_spec_keep_example_is_one_selection_worth_ten() -> None:
    m = Match(["Ana"])
    m.apply_roll([1, 1, 2, 2, 2, 2])
    m.apply(Keep([1, 1, 2, 2, 2, 2]))
    rec = export(m)
    assert rec["turns"][0]["rolls"] == [{"dice": [1, 1, 2, 2, 2, 2], "keep": [1, 1, 2, 2, 2, 2]}]
    assert m.turn_points == 2 * (10 + 10)  # three pairs + MISHIMASH


def test_finished_match_export() -> None:
    m = finished_match()
    rec = export(m)
    assert rec["result"] == {"scores": [13, 38.5, 40], "winner": 2}
    assert [t["points"] for t in rec["turns"]] == [10, 18.5, 0, 3, 20, 40]
    assert roundtrip(m) == m
    assert check.check_text(records.dumps(rec)) is None


def test_tiebreak_flags_and_roundtrip() -> None:
    m = tied_match()
    rec = export(m)
    assert [t["tiebreak"] for t in rec["turns"]] == [False, False, True, True, True, True]
    assert roundtrip(m) == m


def test_solo_result_has_turns() -> None:
    m = Match(["Ana"], target=10)
    play_turn(m, [2, 2, 3, 3, 4, 6])
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    assert export(m)["result"] == {"scores": [10], "winner": 0, "turns": 2}
    assert roundtrip(m) == m


@pytest.mark.parametrize("stage", ["start", "choose", "decide", "again", "after_mishimash"])
def test_mid_turn_roundtrip_resumes_without_rerolling(stage: str) -> None:
    m = Match(["Ana", "Bo"], target=500, seed=11)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    if stage != "start":
        m.apply_roll([5, 5, 5, 1, 2, 6])
    if stage in ("decide", "again", "after_mishimash"):
        m.apply(Keep([1, 5, 5, 5]))
    if stage in ("again", "after_mishimash"):
        m.apply(RollAgain())
    if stage == "after_mishimash":
        m.apply_roll([1, 5])
        m.apply(Keep([1, 5]))
        assert m.mishimash_count == 1 and m.dice_left == 6
    r = roundtrip(m)
    assert r == m
    expected_phase = {"start": Phase.ROLL, "choose": Phase.CHOOSE, "decide": Phase.DECIDE,
                      "again": Phase.ROLL, "after_mishimash": Phase.DECIDE}[stage]
    assert r.phase is expected_phase
    if stage != "start":
        assert export(m)["turns"][-1]["open"] is True
    if stage == "choose":
        assert r.dice == (5, 5, 5, 1, 2, 6)
        assert "keep" not in export(m)["turns"][-1]["rolls"][-1]
    if stage == "again":
        assert export(m)["turns"][-1]["again"] is True and r.dice_to_roll == 2
    if stage == "start":
        assert len(export(m)["turns"]) == 1  # no unfinished turn before the first roll


def test_points_conversion() -> None:
    assert points(21) == 10.5 and points(20) == 10 and isinstance(points(20), int)
    assert half_points(10.5) == 21 and half_points(3) == 6
    assert half_points(0.25) is None and half_points(True) is None and half_points("1") is None


def test_records_dispatch_and_check_command(tmp_path) -> None:
    good = records.dumps(export(finished_match()))
    bad = good.replace('"winner":2', '"winner":1')
    path = tmp_path / "mm.jsonl"
    path.write_text(good + "\n" + bad + "\n", encoding="utf-8")
    assert check.check_text(good) is None
    assert "winner" in check.check_text(bad)
    assert isinstance(records.replay(records.parse(good)), Match)


# ---- broken records: each names the first offending turn and the rule ----------------------

Mutation = Callable[[dict[str, Any]], None]


def _set(path: tuple[Any, ...], value: Any) -> Mutation:
    def mutate(rec: dict[str, Any]) -> None:
        target = rec
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete(path: tuple[Any, ...]) -> Mutation:
    def mutate(rec: dict[str, Any]) -> None:
        target = rec
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


def _append_turn(rec: dict[str, Any]) -> None:
    rec["turns"].append({"player": 0, "tiebreak": False,
                         "rolls": [{"dice": [2, 2, 3, 3, 4, 6], "keep": []}],
                         "end": "bust", "points": 0})


def _swap_turns(rec: dict[str, Any]) -> None:
    rec["turns"][0], rec["turns"][1] = rec["turns"][1], rec["turns"][0]


BROKEN: list[tuple[str, Mutation, int | None, str]] = [
    ("format", _set(("format",), "other"), None, "unknown format"),
    ("version", _set(("version",), 2), None, "unknown version"),
    ("game", _set(("game",), "chess"), None, "unknown game"),
    ("players", _set(("players",), []), None, "'players'"),
    ("seven players", _set(("players",), ["x"] * 7), None, "'players'"),
    ("target", _set(("target",), -5), None, "'target'"),
    ("seed", _set(("seed",), "7"), None, "'seed'"),
    ("turns not a list", _set(("turns",), {}), None, "'turns'"),
    ("wrong seat", _swap_turns, 0, "does not play now"),
    ("tiebreak flag", _set(("turns", 0, "tiebreak"), True), 0, "'tiebreak' must be false"),
    ("too many dice", _set(("turns", 1, "rolls", 1, "dice"), [1, 1, 2, 2, 2, 3]), 1,
     "expected 5 dice"),
    ("die out of range", _set(("turns", 0, "rolls", 0, "dice"), [1, 1, 1, 2, 3, 7]), 0,
     "die values"),
    ("split triple", _set(("turns", 0, "rolls", 0, "keep"), [1]), 0, "together or not at all"),
    ("keep not rolled", _set(("turns", 1, "rolls", 0, "keep"), [1]), 1, "has no 1"),
    ("non-scoring die kept", _set(("turns", 3, "rolls", 0, "keep"), [1, 6]), 3,
     "scores only in a combination"),
    ("empty keep on scoring roll", _set(("turns", 0, "rolls", 0, "keep"), []), 0,
     "at least one selection"),
    ("keep on a bust", _set(("turns", 2, "rolls", 0, "keep"), [2, 2]), 2, "is a bust"),
    ("roll after a bust", _set(("turns", 2, "rolls"),
                               [{"dice": [2, 2, 3, 3, 4, 6], "keep": []},
                                {"dice": [1, 1, 1, 2, 3, 4], "keep": [1, 1, 1]}]), 2,
     "already ended with a bust"),
    ("save after a bust", _set(("turns", 2, "end"), "save"), 2, "ends with 'bust'"),
    ("bust without one", _set(("turns", 0, "end"), "bust"), 0, "last roll scores"),
    ("unknown end", _set(("turns", 0, "end"), "quit"), 0, "'end' must be"),
    ("wrong points", _set(("turns", 1, "points"), 18), 1, "'points' is 18"),
    ("points on a bust", _set(("turns", 2, "points"), 1), 2, "'points'"),
    ("missing keep", _delete(("turns", 0, "rolls", 0, "keep")), 0, "'keep' is missing"),
    ("no rolls", _set(("turns", 0, "rolls"), []), 0, "'rolls'"),
    ("end missing", _delete(("turns", 0, "end")), 0, "'end' is missing"),
    ("open turn not last", _set(("turns", 0, "open"), True), 0, "only the last turn"),
    ("open false", _set(("turns", 0, "open"), False), 0, "'open' must be true"),
    ("again on a finished turn", _set(("turns", 0, "again"), True), 0, "open turn"),
    ("turn after the end", _append_turn, 6, "already over"),
    ("missing result", _delete(("result",)), 5, "no 'result'"),
    ("wrong winner", _set(("result", "winner"), 1), 5, "winner"),
    ("wrong scores", _set(("result", "scores"), [13, 38.5, 41]), 5, "scores"),
    ("turn not an object", _set(("turns", 0), [1, 2]), 0, "JSON object"),
    ("player as a float", _set(("turns", 1, "player"), 1.0), 1, "does not play now"),
    ("infinite points", _set(("turns", 1, "points"), float("inf")), 1,
     "'points' must be a whole number of half points, not inf"),
    ("NaN points", _set(("turns", 1, "points"), float("nan")), 1,
     "'points' must be a whole number of half points, not nan"),
]


@pytest.mark.parametrize(("name", "mutate", "turn", "message"), BROKEN,
                         ids=[b[0] for b in BROKEN])
def test_broken_records_are_rejected(name: str, mutate: Mutation, turn: int | None,
                                     message: str) -> None:
    rec = export(finished_match())
    mutate(rec)
    with pytest.raises(RecordError) as info:
        records.replay(json.loads(json.dumps(rec)))
    assert info.value.turn == turn, str(info.value)
    assert message in str(info.value)
    if turn is not None:
        assert str(info.value).startswith(f"turn {turn + 1}: ")


def test_result_on_unfinished_match_is_rejected() -> None:
    rec = copy.deepcopy(SPEC_EXAMPLE)
    rec["result"] = {"scores": [0, 0], "winner": 0}
    with pytest.raises(RecordError, match="not over"):
        replay(rec)


def test_open_bust_turn_is_rejected() -> None:
    rec = copy.deepcopy(SPEC_EXAMPLE)
    del rec["turns"][0]["end"], rec["turns"][0]["points"]
    rec["turns"][0]["open"] = True
    with pytest.raises(RecordError, match="cannot be open"):
        replay(rec)


def test_open_turn_with_end_is_rejected() -> None:
    rec = copy.deepcopy(SPEC_EXAMPLE)
    rec["turns"][0]["open"] = True
    with pytest.raises(RecordError, match="no 'end'"):
        replay(rec)


def test_open_turn_with_a_bad_again_is_rejected() -> None:
    m = Match(["Ana"])
    m.apply_roll([1, 1, 1, 2, 3, 4])
    rec = export(m)
    rec["turns"][0]["again"] = True  # ROLL AGAIN before setting dice aside
    with pytest.raises(RecordError, match="ROLL AGAIN"):
        replay(rec)
    rec["turns"][0]["again"] = "yes"
    with pytest.raises(RecordError, match="'again' must be true"):
        replay(rec)


def test_not_json() -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        records.replay(records.parse("{not json"))


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, child in node.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(node, list):
        for i, child in enumerate(node):
            found += _paths(child, (*prefix, i))
    return found


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 8) | st.floats(allow_nan=True)
    | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=3),
    max_leaves=8)

BASE = export(finished_match())
BASE_PATHS = _paths(BASE)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(BASE_PATHS), json_values), min_size=1, max_size=3))
def test_any_damaged_record_is_rejected_cleanly_or_replays(
        edits: list[tuple[tuple[Any, ...], Any]]) -> None:
    rec = copy.deepcopy(BASE)
    for path, value in edits:
        try:
            _set(path, value)(rec)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit removed that place
    text = json.dumps(rec)
    try:
        match = records.replay(records.parse(text))
    except RecordError:
        return
    # Accepted (e.g. another name or seed): the replay stands for the same turns and result.
    again = export(match)
    assert replay(again) == match
    assert len(again["turns"]) == len(rec["turns"]) and again.get("result") == rec.get("result")

"""Hand-written hostile records: each crashed (or was wrongly accepted) before issue 19.

Every way in answers with a state or a `RecordError` naming the field and the turn.
"""

from __future__ import annotations

import copy
import json

import pytest

from game import check, records
from game.mishimash import Match
from game.mishimash import record as mm_record
from game.mishimash.script import play_turn
from game.records import RecordError


def _mishimash_record() -> dict:
    m = Match(["Ana", "Bo"], target=10, seed=3)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))  # Ana saves 10
    play_turn(m, [2, 2, 3, 3, 4, 6])  # Bo busts: Ana wins
    assert m.is_over
    return mm_record.export(m)


MISHIMASH = _mishimash_record()


def _rejected(record: dict, *, turn: int | None) -> RecordError:
    with pytest.raises(RecordError) as info:
        records.replay(record)
    assert info.value.turn == turn
    return info.value


@pytest.mark.parametrize("value", [1e308, -1e308, 1.7976931348623157e308, 5e-324])
def test_huge_points_in_a_turn_is_a_clean_rejection(value: float) -> None:
    record = copy.deepcopy(MISHIMASH)
    record["turns"][0]["points"] = value
    error = _rejected(record, turn=0)
    assert "'points'" in str(error) and str(error).startswith("turn 1: ")


@pytest.mark.parametrize("value", [1e308, -1e308])
def test_huge_result_score_is_a_clean_rejection(value: float) -> None:
    record = copy.deepcopy(MISHIMASH)
    record["result"]["scores"][1] = value
    error = _rejected(record, turn=1)
    assert "'result'" in str(error)


def test_check_reports_huge_points_without_a_traceback() -> None:
    record = copy.deepcopy(MISHIMASH)
    record["turns"][0]["points"] = 1e308
    problem = check.check_text(json.dumps(record))
    assert problem is not None and problem.startswith("turn 1: ")

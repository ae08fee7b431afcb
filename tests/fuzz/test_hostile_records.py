"""Hand-written hostile records: each crashed (or was wrongly accepted) before the checks that
make bad input never crash.

Every way in answers with a state or a `RecordError` naming the field and the turn.
"""

from __future__ import annotations

import copy
import json
import re

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


# ---- parse: the limits on the text ---------------------------------------------------------

@pytest.mark.parametrize(("text", "reason"), [
    ('{"a": ' + "1" * 5000 + "}", "an integer of more than 4300 digits"),
    ('{"a": NaN}', "NaN is not a number a record may hold"),
    ('{"a": -Infinity}', "-Infinity is not a number"),
    ('{"a": 1e400}', "'1e400' is too large a number"),
    ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
    ('{"a": ' + "[" * 25 + "]" * 25 + "}", "nested more than 20 levels deep"),
    ("[" * 200_000 + "]" * 200_000, "not valid JSON"),
    (" " * (records.MAX_CHARS + 1), "too long: 1,000,001 characters (at most 1,000,000)"),
    (b'{"a": "\xff"}', "not UTF-8 text (byte 8)"),
    (12, "a record is JSON text, not int"),
])
def test_parse_limits(text: str | bytes, reason: str) -> None:
    with pytest.raises(RecordError) as info:
        records.parse(text)  # type: ignore[arg-type]
    assert reason in str(info.value)


def test_a_repeated_key_in_a_turn_names_the_turn_and_the_place() -> None:
    text = json.dumps(MISHIMASH).replace('"keep": [1, 1, 1]', '"keep": [1, 1, 1], "keep": []')
    with pytest.raises(RecordError) as info:
        records.parse(text)
    assert info.value.turn == 0
    assert str(info.value) == "turn 1: 'rolls' item 1: the key 'keep' appears twice"


def test_a_byte_order_mark_is_not_part_of_the_record() -> None:
    text = json.dumps(MISHIMASH)
    assert records.parse("\ufeff" + text) == MISHIMASH
    assert records.parse(b"\xef\xbb\xbf" + text.encode()) == MISHIMASH


def test_the_largest_record_text_is_read() -> None:
    text = json.dumps(MISHIMASH)
    assert records.parse(text + " " * (records.MAX_CHARS - len(text))) == MISHIMASH


# ---- replay: every field, at any depth -----------------------------------------------------

def _with(path: tuple, value: object, base: dict = MISHIMASH) -> dict:
    record = copy.deepcopy(base)
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return record


@pytest.mark.parametrize(("path", "value", "turn", "reason"), [
    (("players", 1), "\ud800", None, "'players' item 2 "),
    (("players", 0), "Ana\x00", None, "control character"),
    (("players", 0), "x" * 41, None, "'players' item 1 must have 1 to 40 characters, not 41"),
    (("players", 0), "   ", None, "'players' item 1 must have 1 to 40"),
    (("players", 0), ["Ana"], None, "'players' item 1 must be text, not ['Ana']"),
    (("target",), 10**30, None, "'target' must be a whole number of points from 1 to 100,000"),
    (("target",), 10.0, None, "'target' must be a whole number"),
    (("seed",), 10**25, None, "'seed' must be a whole number below 10**20 or null"),
    (("seed",), "7", None, "'seed' must be a whole number"),
    (("turns", 0, "player"), 10**30, 0, "'player' 1000000000...00000000000 does not play now"),
    (("turns", 0, "rolls", 0, "dice"), [1, 1, 1, 2, 3, 4.0], 0, "'dice' must be a list of die"),
    (("turns", 0, "rolls", 0, "keep"), "x" * 10_000, 0, "'keep' must be a list of die values"),
    (("result", "winner"), 0.0, 1, "'result' winner 0.0 differs from the replay (0)"),
    (("result", "winner"), True, 1, "'result' winner True differs"),
])
def test_mishimash_fields(path: tuple, value: object, turn: int | None, reason: str) -> None:
    error = _rejected(_with(path, value), turn=turn)
    assert reason in str(error) and len(str(error)) < 200


@pytest.mark.parametrize("name", ["మిషిమాష్", "Mišinka", "Ελληνικά", "العربية", "中文", "😀👍🏽",
                                  "a\u0301", "Zoë\u200dBo", "x" * 40])
def test_names_in_any_script_are_accepted(name: str) -> None:
    match = records.replay(_with(("players", 1), name))
    assert match.players[1] == name


def test_too_many_turns_are_rejected_before_any_is_replayed() -> None:
    record = _with(("turns",), [{}] * (records.MAX_TURNS + 1))
    error = _rejected(record, turn=None)
    assert str(error) == "'turns' has 10,001 turns (at most 10,000)"


@pytest.mark.parametrize("value", [None, [], "record", 7, ["format"]])
def test_every_replay_rejects_what_is_not_an_object(value: object) -> None:
    from game.magdagdon import record as md_record
    for replay in (records.replay, md_record.replay, mm_record.replay):
        with pytest.raises(RecordError, match="a record must be a JSON object"):
            replay(value)  # type: ignore[arg-type]


def test_magdagdon_result_names_the_field() -> None:
    from game.magdagdon import Difficulty
    from game.magdagdon import record as md_record
    from game.magdagdon.bots import greedy_bot, play
    record = md_record.export(play(Difficulty.PEACEFUL, greedy_bot, 3))
    for change, reason in [({"score": 1e308}, "'result' 'score' is 1e+308 but the replayed game"),
                           ({"turns": 10**30}, "'result' 'turns' is 1000000000"),
                           ({"extra": 1}, "'result' has a field records §3 does not define"),
                           ({"base": 1.0 * record["result"]["base"]}, "'result' 'base' is")]:
        bad = copy.deepcopy(record)
        bad["result"].update(change)
        with pytest.raises(RecordError, match=re.escape(reason)):
            records.replay(bad)
    del record["result"]["ruins"]
    with pytest.raises(RecordError, match="'result' lacks 'ruins'"):
        records.replay(record)


def test_the_worst_records_the_limits_allow_give_a_verdict() -> None:
    from game.dev.fuzz import limits  # `python -m game fuzz --limits` prints their times
    verdicts = {}
    for what, text in limits.inputs():
        assert len(text) <= records.MAX_CHARS
        verdicts[what] = limits._read(text)
    assert verdicts["MISHIMASH: 10,000 turns (all the limit allows)"] == "accepted (Match)"
    assert verdicts["arrays 500,000 deep"].startswith("rejected: not valid JSON")
    assert verdicts["a key twice at the very end"] == "rejected: the key 'seed' appears twice"


def test_a_legal_record_with_a_huge_total_is_kept_in_the_history_too() -> None:
    # 6,000 rolls in one turn (a 1 set aside each time) add 23,008,000 points: legal, and the
    # history used to reject totals over 1,000,000 points as damage after saving the result.
    from game.dev.fuzz import targets
    rolls = [{"dice": [1, 2, 2, 3, 3, 4][:6 - i % 6], "keep": [1]} for i in range(6000)]
    turn = {"player": 0, "tiebreak": False, "rolls": rolls, "end": "save", "points": 23_008_000}
    record = {"format": "cubiri.record", "version": 1, "game": "mishimash", "target": 250,
              "players": ["Ana"], "seed": 1, "turns": [turn],
              "result": {"scores": [23_008_000], "winner": 0, "turns": 1}}
    assert targets.record(json.dumps(record)).verdict == "accepted"  # saved, resumed, quiet

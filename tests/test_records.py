"""The shared record plumbing (records §3): parsing, the common header, dispatch, JSON lines."""

from __future__ import annotations

import json

import pytest

from game import records
from game.records import RecordError

HEADER = {"format": "cubiri.record", "version": 1, "game": "magdagdon"}


def test_parse_accepts_a_json_object():
    assert records.parse('{"a": 1}') == {"a": 1}


@pytest.mark.parametrize(("text", "reason"), [
    ("{not json", "not valid JSON"),
    ("", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ("42", "must be a JSON object"),
    ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
])
def test_parse_rejects_bad_text(text, reason):
    with pytest.raises(RecordError, match=reason):
        records.parse(text)


def test_game_of_reads_the_header():
    assert records.game_of(dict(HEADER)) == "magdagdon"
    assert records.game_of({**HEADER, "game": "mishimash"}) == "mishimash"


@pytest.mark.parametrize(("change", "reason"), [
    ({"format": "cubiri.save"}, "unknown format"),
    ({"format": None}, "unknown format"),
    ({"version": 2}, "unknown version"),
    ({"version": "1"}, "unknown version"),
    ({"version": True}, "unknown version"),
    ({"game": "chess"}, "unknown game 'chess'"),
])
def test_game_of_rejects_bad_headers(change, reason):
    with pytest.raises(RecordError, match=reason) as info:
        records.game_of({**HEADER, **change})
    assert info.value.turn is None


def test_record_error_names_the_turn_one_based():
    assert str(RecordError("bad", 0)) == "turn 1: bad"
    assert str(RecordError("bad")) == "bad"
    err = RecordError("why", 4)
    assert err.reason == "why" and err.turn == 4 and isinstance(err, ValueError)


def test_replay_dispatches_by_game():
    rec = {**HEADER, "difficulty": "survival", "seed": 5, "turns": []}
    game = records.replay(rec)
    assert type(game).__module__ == "game.magdagdon.state"
    assert game.difficulty.value == "survival" and game.seed == 5


def test_dumps_is_one_compact_line():
    rec = {**HEADER, "players": ["Mišinka", "Ana"], "turns": [{"roll": [1, 2]}]}
    text = records.dumps(rec)
    assert "\n" not in text and ", " not in text and "Mišinka" in text
    assert json.loads(text) == rec

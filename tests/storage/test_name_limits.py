"""Name limits count characters as a reader does (grapheme clusters, `game.graphemes`) wherever
they are enforced: the stored seats, the history's names, records (records §3.4)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.check import check_text
from game.mishimash import Match
from game.mishimash.record import MAX_NAME, export, name_problem
from game.mishimash.storage import MAX_NAME_LENGTH, Seat
from game.storage import MemoryStore, Storage
from game.storage.entries import MAX_PLAYER_NAME, clean_name, name_ok

AKSHARA = "క్ష్మీ"  # ka, virama, ssa, virama, ma, ii: one character, 6 code points
TELUGU_20 = "శ్రీవెంకటేశ్వరలక్ష్మీనరసింహప్రసాద్రావుగారుమూర్తి"


def _stored_seat(name: str) -> str:
    store = MemoryStore()
    storage = Storage(store)
    storage.save_settings(dataclasses.replace(storage.settings,
                                              mishimash_seats=(Seat(name), Seat("Bo"))))
    again = Storage(store)
    return again.settings.mishimash_seats[0].name


@pytest.mark.parametrize("name", [TELUGU_20, AKSHARA * MAX_NAME_LENGTH, "క్\u200cష",
                                  "S\u0326tefa\u0306ni\u0163a" * 2])
def test_a_seat_name_of_twenty_characters_is_stored_whole(name: str) -> None:
    assert _stored_seat(name) == name  # before: over 20 code points read back as damage


def test_a_longer_seat_name_is_damage() -> None:
    assert _stored_seat(AKSHARA * (MAX_NAME_LENGTH + 1)) == "Player 1"  # the default again


def test_the_history_keeps_names_whole_aksharas() -> None:
    long = "వెంకటేశ్వర" * 9  # 45 aksharas
    kept = clean_name(long)
    assert long.startswith(kept) and not kept.endswith("్") and name_ok(kept)
    assert clean_name(AKSHARA * MAX_PLAYER_NAME) == AKSHARA * MAX_PLAYER_NAME
    assert not name_ok(AKSHARA * (MAX_PLAYER_NAME + 1))


def test_records_count_a_names_characters() -> None:
    assert name_problem(AKSHARA * MAX_NAME) is None  # 40 characters, 240 code points
    assert name_problem("క" * MAX_NAME) is None
    assert name_problem("క" * (MAX_NAME + 1)) == f"must have 1 to {MAX_NAME} characters, not 41"
    assert name_problem("a" + "\u0301" * 400) == "must have at most 320 code points, not 401"
    assert name_problem("క్\u200cష") is None  # the joiners are allowed
    record = export(Match([TELUGU_20 * 2, "Bo"], 250))
    assert check_text(json.dumps(record, ensure_ascii=False)) is None  # 40 aksharas

"""Kept games for statistics and replay: bounds, versions, damage, and what a game costs."""

from __future__ import annotations

import json
import random

import pytest

from game import records
from game.magdagdon import Difficulty
from game.magdagdon import bots as md_bots
from game.magdagdon import record as md_record
from game.magdagdon import storage as md
from game.mishimash import Match, compact
from game.mishimash import bots as mm_bots
from game.mishimash import record as mm_record
from game.mishimash import storage as mm
from game.mishimash.storage import Seat
from game.records import RecordError
from game.storage import history as hi
from game.storage import values
from game.storage.access import Storage
from game.storage.backends import MemoryStore
from game.storage.saves import game_id
from game.storage.settings import Settings


def _game(i: int, score: int = 300, kind: str = "play") -> md.MagdagdonGame:
    return md.MagdagdonGame("2026-11-29", "peaceful", score, 1, 2, 9, f"g{i}", kind)


def _match(players: int, target: int, bot: str, seed: int) -> Match:
    match = Match([f"P{i + 1}" for i in range(players)], target, seed)
    return mm_bots.play(match, [mm_bots.BOTS[bot]] * players, random.Random(seed))


def test_magdagdon_history_keeps_the_last_ones_once_each() -> None:
    history: md.MagdagdonHistory = ()
    for i in range(md.HISTORY + 3):
        history = md.add_game(md.add_game(history, _game(i)), _game(i))
    assert [g.id for g in history] == [f"g{i}" for i in range(3, md.HISTORY + 3)]
    store = MemoryStore()
    assert values.write(store, md.MAGDAGDON_HISTORY, history, [])
    notices: list = []
    assert values.read(store, md.MAGDAGDON_HISTORY, notices) == history and notices == []


@pytest.mark.parametrize("changes", [
    {"difficulty": "easy"}, {"score": 673}, {"score": -311}, {"ruins": 10, "turns": 9},
    {"powers_used": 4}, {"turns": 3}, {"turns": 17}, {"kind": "Daily!"}, {"kind": ""},
    {"id": 7}, {"date": "1969-12-31"}, {"extra": 1},
])
def test_an_impossible_magdagdon_game_is_dropped(changes) -> None:
    good, bad = md.encode_history((_game(1), _game(2)))
    store = MemoryStore()
    store.set("history.magdagdon", json.dumps({"version": 1, "data": [good, bad | changes]}))
    notices: list = []
    assert [g.id for g in values.read(store, md.MAGDAGDON_HISTORY, notices)] == ["g1"]
    assert len(notices) == 1 and notices[0].backup == "history.magdagdon.damaged-1"


def test_a_duplicated_game_is_damage() -> None:
    entry = md.encode_history((_game(1),))[0]
    store = MemoryStore()
    store.set("history.magdagdon", json.dumps({"version": 1, "data": [entry, entry]}))
    notices: list = []
    assert len(values.read(store, md.MAGDAGDON_HISTORY, notices)) == 1 and len(notices) == 1


V1_MATCH = {"date": "2026-11-29", "target": 250, "players": ["Ana", "CPU"],
            "humans": [True, False], "totals": [510, 200], "winner": 0, "turns": 30, "id": "m"}


def test_match_history_version_1_migrates_with_the_new_fields_unknown() -> None:
    store = MemoryStore()
    store.set("history.mishimash", json.dumps({"version": 1, "data": [V1_MATCH]}))
    notices: list = []
    (match,) = values.read(store, mm.MISHIMASH_HISTORY, notices)
    assert notices == []
    assert match.kind == "play" and match.strengths == (None, None)
    assert match.seat_turns is None and match.busts is None
    assert match.totals == (510, 200) and match.winner == 0
    # Written back in the current version, it reads the same.
    assert values.write(store, mm.MISHIMASH_HISTORY, (match,), [])
    assert json.loads(store.get("history.mishimash"))["version"] == 2
    assert values.read(store, mm.MISHIMASH_HISTORY, []) == (match,)


V2_FIELDS = {"kind": "play", "strengths": [None, "strong"], "seat_turns": [15, 15],
             "busts": [3, 4]}


@pytest.mark.parametrize("changes", [
    {"strengths": ["easy", "strong"]},  # a person has no strength
    {"strengths": [None, "hard"]},
    {"strengths": [None]},
    {"seat_turns": [15, 14]},  # the seats' turns add up to the match's
    {"busts": [3, 16]},  # more busts than turns
    {"busts": None},  # both counts or neither
    {"seat_turns": [15, 15, 0], "busts": [3, 4, 0]},
    {"kind": 3},
])
def test_an_impossible_version_2_match_is_dropped(changes) -> None:
    good = V1_MATCH | V2_FIELDS | {"id": "ok"}
    store = MemoryStore()
    store.set("history.mishimash", json.dumps({"version": 2, "data": [
        good, V1_MATCH | V2_FIELDS | changes]}))
    notices: list = []
    assert [m.id for m in values.read(store, mm.MISHIMASH_HISTORY, notices)] == ["ok"]
    assert len(notices) == 1


def test_replays_are_bounded_by_count_and_by_characters() -> None:
    replays: hi.Replays = ()
    for i in range(hi.REPLAYS + 4):
        replays = hi.add_replay(replays, hi.Replay(f"r{i}", {"turns": "x" * 100}))
    assert [r.id for r in replays] == [f"r{i}" for i in range(4, hi.REPLAYS + 4)]
    size = hi.replay_size(hi.Replay("new", {"turns": "y" * 100}))
    tight = hi.add_replay(replays, hi.Replay("new", {"turns": "y" * 100}), budget=3 * size)
    assert [r.id for r in tight] == [replays[-2].id, replays[-1].id, "new"]
    assert hi.add_replay(tight, hi.Replay("new", {}), budget=10) is tight


def test_replay_size_is_the_stored_size() -> None:
    match = _match(2, 250, "cautious", 3)
    replay = hi.Replay("id1", {"players": list(match.players), "target": 250, "seed": 3,
                               "turns": compact.pack(match)})
    stored = json.dumps(mm.encode_replays((replay,)), separators=(",", ":"))
    assert abs(hi.replay_size(replay) - len(stored)) <= 16


@pytest.mark.parametrize("players,target,bot", [(1, 250, "cautious"), (2, 500, "strong"),
                                                (6, 250, "random")])
def test_packed_turns_replay_to_the_same_record(players, target, bot) -> None:
    match = _match(players, target, bot, players)
    text = compact.pack(match)
    back = compact.unpack(match.players, target, match.seed, text)
    assert mm_record.export(back) == mm_record.export(match)
    assert len(text) * 4 < len(records.dumps(mm_record.export(match)))


@pytest.mark.parametrize("text,reason", [
    ("2346232", "expected 6 dice"),
    ("111234", "dice must be set aside"),
    ("111234/", "must be die values"),
    ("111234/1", "set them aside together"),
    ("234623/2", "is a bust"),
    ("1a1234/111", "must be die values"),
    ("234623,111234/111", "is a bust"),
    ("111234/111,2", "expected 3 dice"),
])
def test_damaged_packed_turns_are_refused_with_the_turn(text, reason) -> None:
    with pytest.raises(RecordError) as err:
        compact.unpack(["Ana"], 1000, None, "123456/123456;" + text)
    assert err.value.turn == 1 and reason in str(err.value)


def test_a_session_keeps_history_and_replays_of_finished_games() -> None:
    store = MemoryStore()
    session = Storage(store)
    session.save_settings(Settings(mishimash_seats=(Seat("Ana"), Seat("CPU", False, "strong"))))
    game = md_bots.play(Difficulty.SURVIVAL, md_bots.BOTS["greedy"], 4)
    match = mm_bots.play(Match(["Ana", "CPU"], 250, 9), [mm_bots.BOTS["cautious"]] * 2,
                         random.Random(9))
    for _ in range(2):  # saving the final state twice records it once
        session.save_game("magdagdon", game, random.Random(1))
        session.save_game("mishimash", match, random.Random(1), (True, False))
    fresh = Storage(MemoryStore(store.data))
    (kept,) = fresh.read(md.MAGDAGDON_HISTORY)
    result = game.result()
    assert (kept.score, kept.ruins, kept.powers_used, kept.turns, kept.kind) == (
        result["score"], result["ruins"], result["powers_used"], result["turns"], "play")
    (entry,) = fresh.read(mm.MISHIMASH_HISTORY)
    assert entry.strengths == (None, "strong")
    assert entry.seat_turns == tuple(sum(t.player == s for t in match.turns) for s in (0, 1))
    assert entry.busts == tuple(sum(t.player == s and not t.rolls[-1].keep for t in match.turns)
                                for s in (0, 1))
    for name, state in (("magdagdon", game), ("mishimash", match)):
        (replay,) = fresh.replays(name)
        record = records.module_for(name).export(state)
        assert replay.id == game_id(record)
        assert hi.open_replay(name, replay)[0] == record
    assert fresh.take_notices() == []


def test_a_damaged_replay_is_refused_when_opened() -> None:
    record = md_record.export(md_bots.play(Difficulty.PEACEFUL, md_bots.BOTS["random"], 1))
    record["turns"][2]["roll"] = [1, 1, 1, 9]
    with pytest.raises(RecordError):
        hi.open_replay("magdagdon", hi.Replay("x", record))
    with pytest.raises(RecordError):
        hi.open_replay("mishimash", hi.Replay("y", {"players": ["A"], "target": 250,
                                                    "seed": None, "turns": "9"}))


def test_what_a_game_costs_stays_small() -> None:
    # Two players to 1000: a few thousand characters (the figure the history docstring gives);
    # a whole history stays far below the browser's shared 5 M.
    store = MemoryStore()
    match = _match(2, 1000, "strong", 1)
    Storage(store).save_game("mishimash", match, random.Random(1))
    store.data.pop("cubiri.game.mishimash")
    cost = sum(len(v) for v in store.data.values())
    assert 1_000 < cost < 8_000
    worst = md.HISTORY * 150 + mm.HISTORY * 500 + hi.REPLAYS * 1_500 + mm.REPLAY_CHARS
    assert worst < 600_000

"""Games in progress: a reload after any action resumes the same game and the same dice."""

from __future__ import annotations

import json
import random
from datetime import date

import pytest

from game import records, registry
from game.dice import roll
from game.magdagdon import Difficulty, Game
from game.magdagdon import storage as md
from game.magdagdon.bots import greedy_bot
from game.magdagdon.bots import random_bot as magdagdon_random
from game.mishimash import Match
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import random_bot as mishimash_random
from game.storage import Storage, saves, values
from game.storage import notices as msg
from game.storage.backends import FileStore, MemoryStore
from game.storage.saves import game_id, rng_from_json, rng_to_json
from game.storage.values import Invalid

DAY = date(2026, 11, 29)
BOTS = {"magdagdon": (greedy_bot, magdagdon_random), "mishimash": (cautious_bot, mishimash_random)}


def step(name: str, state, rng: random.Random, bot_rng: random.Random, which: int = 0) -> None:
    """One chance step (dice from `rng`, the saved generator) or one bot action (`bot_rng` is
    the player's own, not saved: a person at the table is not reloaded)."""
    if state.dice_to_roll:
        state.apply_roll(roll(rng, state.dice_to_roll))
    else:
        state.apply(BOTS[name][which](state, bot_rng))


def new(name: str, seed: int, variant: int):
    if name == "magdagdon":
        return Game(list(Difficulty)[variant % 3], seed)
    players = [["Ana"], ["Ana", "Bo"], ["Ana", "Bo", "Cy"]][variant % 3]
    return Match(players, 250, seed)


def uninterrupted(name: str, seed: int, variant: int, which: int):
    state, rng, bot_rng = new(name, seed, variant), random.Random(seed), random.Random(-seed)
    while not state.is_over:
        step(name, state, rng, bot_rng, which)
    return state


CASES = [(name, seed, variant, which)
         for name in ("magdagdon", "mishimash")
         for seed, variant, which in ((1, 0, 0), (2, 1, 1), (3, 2, 0))]


@pytest.mark.parametrize(("name", "seed", "variant", "which"), CASES)
def test_crash_after_any_action_resumes_the_same_game(name, seed, variant, which) -> None:
    data: dict[str, str] = {}
    state, rng, bot_rng = new(name, seed, variant), random.Random(seed), random.Random(-seed)
    actions = 0
    while not state.is_over:
        step(name, state, rng, bot_rng, which)
        Storage(MemoryStore(data), today=lambda: DAY).save_game(name, state, rng)
        # The app stops here; a fresh one starts from the store alone.
        session = Storage(MemoryStore(data), today=lambda: DAY)
        saved = session.load_game(name)
        assert session.take_notices() == []
        assert saved is not None and saved.state == state
        assert saved.rng.getstate() == rng.getstate()
        state, rng = saved.state, saved.rng
        actions += 1
    assert actions > 10
    final = uninterrupted(name, seed, variant, which)
    assert state == final
    export = records.module_for(name).export
    assert export(state) == export(final)
    # The finished game entered the high scores exactly once, however often it was reloaded.
    session = Storage(MemoryStore(data))
    if name == "magdagdon":
        rows = [r for rows in session.read(md.MAGDAGDON_SCORES).values() for r in rows]
        assert [(r.score, r.turns, r.powers_used) for r in rows] == [
            (final.score().total, final.turns, final.powers_used)]
    else:
        history = session.read(mm.MISHIMASH_HISTORY)
        assert len(history) == 1 and history[0].winner == final.winner
        assert history[0].totals == final.totals
        best = session.read(mm.MISHIMASH_BEST)
        assert list(best) == ([250] if len(final.players) == 1 else [])


def test_crash_anywhere_with_native_files(tmp_path) -> None:
    name, seed = "mishimash", 4
    state, rng, bot_rng = new(name, seed, 1), random.Random(seed), random.Random(-seed)
    while not state.is_over:
        step(name, state, rng, bot_rng)
        Storage(FileStore(str(tmp_path))).save_game(name, state, rng)
        saved = Storage(FileStore(str(tmp_path))).load_game(name)
        state, rng = saved.state, saved.rng
    assert state == uninterrupted(name, seed, 1, 0)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "cubiri.game.mishimash.json", "cubiri.history.mishimash.json",
        "cubiri.replays.mishimash.json"]


@pytest.mark.parametrize("name", ["magdagdon", "mishimash"])
def test_a_roll_saved_before_it_is_shown_is_never_rolled_again(reopen, name) -> None:
    state, rng = new(name, 8, 0), random.Random(8)
    step(name, state, rng, random.Random())  # the roll is applied...
    Storage(reopen()).save_game(name, state, rng)  # ...and saved before any animation
    dice = tuple(state.dice)
    for _ in range(3):  # reload as often as you like: the same dice, the same next rolls
        saved = Storage(reopen()).load_game(name)
        assert tuple(saved.state.dice) == dice
        assert roll(saved.rng, 6) == roll(_copy(rng), 6)


def _copy(rng: random.Random) -> random.Random:
    other = random.Random()
    other.setstate(rng.getstate())
    return other


def test_nothing_saved_and_clear(reopen) -> None:
    session = Storage(reopen())
    assert session.load_game("magdagdon") is None and session.take_notices() == []
    state, rng = new("magdagdon", 5, 0), random.Random(5)
    step("magdagdon", state, rng, random.Random())
    session.save_game("magdagdon", state, rng)
    assert Storage(reopen()).load_game("magdagdon") is not None
    assert Storage(reopen()).load_game("mishimash") is None  # one save per game
    assert session.clear_game("magdagdon")
    assert Storage(reopen()).load_game("magdagdon") is None


def _saved_text(reopen, name: str, seed: int = 6, steps: int = 12) -> str:
    state, rng, bot_rng = new(name, seed, 1), random.Random(seed), random.Random(-seed)
    for _ in range(steps):
        step(name, state, rng, bot_rng)
    Storage(reopen()).save_game(name, state, rng)
    return reopen().get(f"game.{name}")


def _tamper_record(doc: dict, name: str) -> None:
    turn = doc["data"]["record"]["turns"][0]
    if name == "magdagdon":
        turn["placements"][0]["row"] = 9  # off the board
    else:
        turn["player"] = 1  # seat 0 plays first


DAMAGE = {
    "record that fails replay": _tamper_record,
    "record of the other game": lambda d, n: d["data"]["record"].update(
        game="mishimash" if n == "magdagdon" else "magdagdon"),
    "record with an unknown field": lambda d, n: d["data"]["record"].update(cheat=True),
    "record not an object": lambda d, n: d["data"].update(record=[]),
    "generator words damaged": lambda d, n: d["data"]["rng"][1].__setitem__(5, -1),
    "generator words all zero": lambda d, n: d["data"]["rng"].__setitem__(1, [0] * 625),
    "generator position beyond": lambda d, n: d["data"]["rng"][1].__setitem__(624, 625),
    "generator version": lambda d, n: d["data"]["rng"].__setitem__(0, 2),
    "generator missing": lambda d, n: d["data"].pop("rng"),
    "extra field": lambda d, n: d["data"].update(note="x"),
    "humans not booleans": lambda d, n: d["data"].update(humans=[1, 0]),
}


@pytest.mark.parametrize("name", ["magdagdon", "mishimash"])
@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_save_is_set_aside_and_nothing_resumes(reopen, name, damage) -> None:
    doc = json.loads(_saved_text(reopen, name))
    damage(doc, name)
    text = json.dumps(doc)
    reopen().set(f"game.{name}", text)
    other = "mishimash" if name == "magdagdon" else "magdagdon"
    _saved_text(reopen, other)
    session = Storage(reopen())
    assert session.load_game(name) is None
    expected = registry.get(name).save_damaged
    assert [(n.msgid, n.backup) for n in session.take_notices()] == [
        (expected, f"game.{name}.damaged-1")]
    assert reopen().get(f"game.{name}.damaged-1") == text
    assert session.load_game(other) is not None and session.take_notices() == []


def test_the_generator_state_round_trips_through_json() -> None:
    rng = random.Random(42)
    rng.gauss(0, 1)  # a pending gauss value is part of the state
    state = json.loads(json.dumps(rng_to_json(rng)))
    again = rng_from_json(state)
    assert again.getstate() == rng.getstate()
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    with pytest.raises(Invalid):
        rng_from_json([3, state[1][:-1], None])


def test_a_result_is_recorded_once_even_if_the_app_stopped_before_recording(reopen) -> None:
    final = uninterrupted("magdagdon", 9, 0, 0)
    rng = random.Random(1)
    failing = reopen()
    session = Storage(failing, today=lambda: DAY)
    # The app saved the finished game but stopped before the high-score write.
    values.write(failing, saves.kind_for("magdagdon"), saves.saved_game("magdagdon", final, rng),
                 [])
    assert session.read(md.MAGDAGDON_SCORES)["peaceful"] == ()
    loaded = Storage(reopen(), today=lambda: DAY).load_game("magdagdon")  # reading writes none
    assert loaded is not None and loaded.state.is_over
    assert Storage(reopen()).read(md.MAGDAGDON_SCORES)["peaceful"] == ()
    for _ in range(3):  # every later start settles it: the finished game is entered once
        Storage(reopen(), today=lambda: DAY).settle()
    rows = Storage(reopen()).read(md.MAGDAGDON_SCORES)["peaceful"]
    assert len(rows) == 1 and rows[0].score == final.score().total
    assert rows[0].id == game_id(records.module_for("magdagdon").export(final))
    assert md.rank(Storage(reopen()), "peaceful", rows[0].id) == 0
    Storage(reopen()).save_game("magdagdon", final, rng)
    assert len(Storage(reopen()).read(md.MAGDAGDON_SCORES)["peaceful"]) == 1


def test_match_history_keeps_who_was_human(reopen) -> None:
    final = uninterrupted("mishimash", 3, 1, 0)
    Storage(reopen(), today=lambda: DAY).save_game("mishimash", final, random.Random(),
                                                   humans=[True, False])
    (entry,) = Storage(reopen()).read(mm.MISHIMASH_HISTORY)
    assert entry.players == ("Ana", "Bo") and entry.humans == (True, False)
    assert entry.date == "2026-11-29" and entry.target == 250
    assert entry.turns == len(final.turns)


def test_a_failed_game_write_is_reported_and_play_goes_on() -> None:
    session = Storage(MemoryStore(read_only=True))
    state, rng, bot_rng = new("mishimash", 2, 0), random.Random(2), random.Random()
    while not state.is_over:
        step("mishimash", state, rng, bot_rng)
        assert session.save_game("mishimash", state, rng) is False
    assert {n.msgid for n in session.take_notices()} == {msg.WRITE_FAILED}


@pytest.mark.parametrize("name", ["magdagdon", "mishimash"])
def test_each_load_is_an_independent_game(reopen, name) -> None:
    state, rng, bot_rng = new(name, 7, 1), random.Random(7), random.Random(8)
    for _ in range(9):
        step(name, state, rng, bot_rng)
    session = Storage(reopen())
    session.save_game(name, state, rng)
    first = session.load_game(name)
    step(name, first.state, first.rng, bot_rng)  # play on without saving
    second = session.load_game(name)  # the same stored text: no replay needed, same answer
    assert second.state == state and second.rng.getstate() == rng.getstate()
    assert first.state != state
    session.save_game(name, first.state, first.rng)
    third = session.load_game(name)  # new text: read again
    assert third.state == first.state and third.rng.getstate() == first.rng.getstate()

"""Damaged data of every kind, in every backend: set aside, reported, defaults, others kept."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.magdagdon import storage as md
from game.mishimash import storage as mm
from game.mishimash.storage import Seat
from game.storage import notices as msg
from game.storage import values
from game.storage.backends import FileStore, LocalStorageStore, MemoryStore
from game.storage.settings import SETTINGS, Settings
from game.storage.values import MAX_BACKUPS, MAX_VALUE_CHARS

CUSTOM = replace(Settings(), language="de", sound=False, animation_speed="slow",
                 magdagdon_difficulty="nightmare", mishimash_target=250,
                 mishimash_seats=(Seat("Ana"), Seat("Bo", human=False, strength="strong")),
                 hints_seen=frozenset({"a", "b"}))
GOOD_SCORES = {"peaceful": (md.MagdagdonScore(120, "2026-11-29", 8, 1, "g1"),),
               "survival": (), "nightmare": ()}


def _with_other_value(store) -> None:
    """A valid value beside the one under test: it must come through untouched."""
    assert values.write(store, md.MAGDAGDON_SCORES, GOOD_SCORES, [])


def _assert_other_value_kept(store) -> None:
    notices: list = []
    assert values.read(store, md.MAGDAGDON_SCORES, notices) == GOOD_SCORES
    assert notices == []


def _v2(data) -> str:
    return json.dumps({"version": 2, "data": data})


BROKEN = {
    "not JSON": '{"version": 2, "data": {"sound": tru',
    "empty": "",
    "JSON null": "null",
    "a list": "[]",
    "no data": '{"version": 2}',
    "extra envelope field": '{"version": 2, "data": {}, "more": 1}',
    "version as text": '{"version": "2", "data": {}}',
    "version as bool": '{"version": true, "data": {}}',
    "version zero": '{"version": 0, "data": {}}',
    "newer version": '{"version": 99, "data": {}}',
    "data not an object": _v2([1, 2]),
    "NaN": '{"version": 2, "data": NaN}',
    "failed migration": json.dumps({"version": 1, "data": {"animations": "yes"}}),
    "oversized": _v2({"language": "x" * MAX_VALUE_CHARS}),
}


@pytest.mark.parametrize("text", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_value_is_set_aside_and_defaults_used(reopen, text: str) -> None:
    store = reopen()
    _with_other_value(store)
    store.set("settings", text)
    notices: list = []
    assert values.read(reopen(), SETTINGS, notices) == Settings()
    assert [(n.msgid, n.name, n.backup) for n in notices] == [
        (msg.SETTINGS_DAMAGED, "settings", "settings.damaged-1")]
    assert notices[0].detail  # says why, for logs
    store = reopen()
    assert store.get("settings.damaged-1") == text  # kept, exactly
    assert store.get("settings") is None  # so the next start is quiet
    again: list = []
    assert values.read(store, SETTINGS, again) == Settings() and again == []
    _assert_other_value_kept(store)


FIELD_DAMAGE = {
    "missing field": lambda d: d.pop("sound"),
    "extra field": lambda d: d.update(loudness=11),
    "volume out of range": lambda d: d.update(volume=150),
    "wrong type": lambda d: d.update(sound="no"),
    "unknown language": lambda d: d.update(language="xx"),
    "target not offered": lambda d: d.update(mishimash_target=1001),
    "target as text": lambda d: d.update(mishimash_target="250"),
    "seven seats": lambda d: d.update(
        mishimash_seats=[{"name": "A", "human": True, "strength": "easy"}] * 7),
    "no seats": lambda d: d.update(mishimash_seats=[]),
    "blank seat name": lambda d: d.update(
        mishimash_seats=[{"name": " ", "human": True, "strength": "easy"}]),
    "seat without flag": lambda d: d.update(mishimash_seats=[{"name": "A"}]),
    "seat without strength": lambda d: d.update(mishimash_seats=[{"name": "A", "human": False}]),
    "unknown strength": lambda d: d.update(
        mishimash_seats=[{"name": "A", "human": False, "strength": "godlike"}]),
    "hint not text": lambda d: d.update(hints_seen=[3]),
}


@pytest.mark.parametrize("damage", FIELD_DAMAGE.values(), ids=FIELD_DAMAGE.keys())
def test_a_damaged_setting_is_reset_and_the_others_kept(reopen, damage) -> None:
    store = reopen()
    values.write(store, SETTINGS, CUSTOM, [])
    doc = json.loads(store.get("settings"))
    damage(doc["data"])
    text = json.dumps(doc)
    store.set("settings", text)
    notices: list = []
    got = values.read(reopen(), SETTINGS, notices)
    assert [(n.msgid, n.backup) for n in notices] == [(msg.SETTINGS_DAMAGED, "settings.damaged-1")]
    kept = sum(getattr(got, f) == getattr(CUSTOM, f) for f in CUSTOM.__dataclass_fields__)
    assert kept >= len(CUSTOM.__dataclass_fields__) - 1  # only the damaged field was reset
    if "volume" not in doc["data"]:
        assert got != CUSTOM
    assert reopen().get("settings.damaged-1") == text
    quiet: list = []
    assert values.read(reopen(), SETTINGS, quiet) == got and quiet == []  # cleaned and rewritten


def _entry(**changes) -> dict:
    entry = {"score": 100, "date": "2026-11-29", "turns": 9, "powers_used": 1, "id": "x"}
    return {**entry, **changes}


ABSURD_ENTRIES = {
    "negative turns": _entry(turns=-3),
    "too few turns": _entry(turns=3),
    "too many turns": _entry(turns=17),
    "score beyond the possible": _entry(score=md.MAGDAGDON_MAX_SCORE + 1),
    "score below the possible": _entry(score=md.MAGDAGDON_MIN_SCORE - 1),
    "score as float": _entry(score=100.5),
    "more powers than peaceful has": _entry(powers_used=4),
    "not a date": _entry(date="yesterday"),
    "impossible date": _entry(date="2026-02-30"),
    "too early": _entry(date="1969-12-31"),
    "missing field": {k: v for k, v in _entry().items() if k != "turns"},
    "extra field": _entry(name="Ana"),
    "not an object": [100, "2026-11-29"],
}


@pytest.mark.parametrize("bad", ABSURD_ENTRIES.values(), ids=ABSURD_ENTRIES.keys())
def test_an_absurd_high_score_is_dropped_and_the_others_kept(reopen, bad) -> None:
    good = [_entry(score=200, id="a"), _entry(score=50, id="b")]
    text = json.dumps({"version": 1, "data": {"peaceful": [good[0], bad, good[1]],
                                               "survival": [], "nightmare": []}})
    reopen().set("scores.magdagdon", text)
    notices: list = []
    table = values.read(reopen(), md.MAGDAGDON_SCORES, notices)
    assert [r.id for r in table["peaceful"]] == ["a", "b"]
    assert [(n.msgid, n.backup) for n in notices] == [
        (md.SCORES_DAMAGED, "scores.magdagdon.damaged-1")]
    assert reopen().get("scores.magdagdon.damaged-1") == text


def test_bounds_follow_from_spec_scoring() -> None:
    # rules §1.7: 16 numbers of at most 6 counted twice, 8 lines of at most +60; at worst 16
    # ruins of -15 and the peaceful powers' 10 + 20 + 40.
    assert md.MAGDAGDON_MAX_SCORE == 16 * 6 * 2 + 8 * 60 == 672
    assert md.MAGDAGDON_MIN_SCORE == -(16 * 15 + 70) == -310
    assert (md.MAGDAGDON_MIN_TURNS, md.MAGDAGDON_MAX_TURNS) == (4, 16)


def test_text_that_is_not_utf8_in_a_file_is_damage(tmp_path) -> None:
    store = FileStore(str(tmp_path))
    raw = b'{"version": 2, "data": {"language": "\xff"}}'
    with open(store.path("settings"), "wb") as f:
        f.write(raw)
    notices: list = []
    assert values.read(store, SETTINGS, notices) == Settings()
    assert notices[0].msgid == msg.SETTINGS_DAMAGED
    with open(store.path("settings.damaged-1"), "rb") as f:
        assert f.read() == raw


def test_only_the_newest_backups_are_kept(reopen) -> None:
    for i in range(MAX_BACKUPS + 2):
        reopen().set("settings", f"broken {i}")
        values.read(reopen(), SETTINGS, [])
    store = reopen()
    kept = values.backups(store, "settings")
    assert kept == [f"settings.damaged-{n}" for n in range(3, MAX_BACKUPS + 3)]
    assert [store.get(k) for k in kept] == [f"broken {i}" for i in range(2, MAX_BACKUPS + 2)]


def test_an_older_version_migrates(reopen) -> None:
    v1 = {"language": "ro", "sound": True, "animations": False,
          "magdagdon_difficulty": "survival", "players": [{"name": "Ana", "human": True}],
          "mishimash_target": 2000, "hints_seen": []}
    reopen().set("settings", json.dumps({"version": 1, "data": v1}))
    notices: list = []
    got = values.read(reopen(), SETTINGS, notices)
    assert notices == []
    assert got == Settings(language="ro", sound=True, animation_speed="off", volume=100,
                           magdagdon_difficulty="survival", mishimash_seats=(Seat("Ana"),),
                           mishimash_target=2000)
    values.write(reopen(), SETTINGS, got, [])
    assert json.loads(reopen().get("settings"))["version"] == SETTINGS.version == 5
    assert got.volume == 100  # before there was a volume, sound played at full strength


def test_version_4_settings_take_the_quick_computer_speed(reopen) -> None:
    # stored before MISHIMASH had a computer speed: read without a notice, at the default
    v4 = {"language": "de", "sound": True, "animation_speed": "normal", "volume": 60,
          "magdagdon_difficulty": "peaceful", "mishimash_target": 1000, "hints_seen": [],
          "mishimash_seats": [{"name": "Ana", "human": True, "strength": "easy"},
                              {"name": "Robo", "human": False, "strength": "strong"}]}
    reopen().set("settings", json.dumps({"version": 4, "data": v4}))
    notices: list = []
    got = values.read(reopen(), SETTINGS, notices)
    assert notices == []
    assert got.mishimash_computer_speed == "quick" and got.volume == 60
    assert got.mishimash_seats[1] == Seat("Robo", False, "strong")


def test_version_2_computer_seats_become_easy(reopen) -> None:
    v2 = {"language": None, "sound": True, "animation_speed": "fast",
          "magdagdon_difficulty": "peaceful", "mishimash_target": 1000, "hints_seen": ["m_roll"],
          "mishimash_seats": [{"name": "Ana", "human": True}, {"name": "Robo", "human": False}]}
    reopen().set("settings", json.dumps({"version": 2, "data": v2}))
    notices: list = []
    got = values.read(reopen(), SETTINGS, notices)
    assert notices == []
    assert got.mishimash_seats == (Seat("Ana", True, "easy"), Seat("Robo", False, "easy"))
    assert got.animation_speed == "fast" and got.hints_seen == frozenset({"m_roll"})
    values.write(reopen(), SETTINGS, got, [])
    stored = json.loads(reopen().get("settings"))
    assert stored["version"] == SETTINGS.version
    assert stored["data"]["mishimash_seats"][1] == {"name": "Robo", "human": False,
                                                    "strength": "easy"}


def test_round_trip_of_every_kind(reopen) -> None:
    history = (mm.MatchResult("2026-11-29", 250, ("Ana", "CPU"), (True, False), (510, 200), 0,
                              40, "m1"),)
    bests = {250: mm.SoloBest(30, "2026-11-28", "s1")}
    for kind, value in ((SETTINGS, CUSTOM), (md.MAGDAGDON_SCORES, GOOD_SCORES),
                        (mm.MISHIMASH_BEST, bests), (mm.MISHIMASH_HISTORY, history)):
        assert values.write(reopen(), kind, value, [])
        notices: list = []
        assert values.read(reopen(), kind, notices) == value
        assert notices == []


def _failing_stores(tmp_path, fake_local_storage):
    blocker = tmp_path / "file"
    blocker.write_text("")
    return {
        "memory quota": MemoryStore(quota=50),
        "read-only memory": MemoryStore(read_only=True),
        "unwritable folder": FileStore(str(blocker / "data")),
        "localStorage quota": LocalStorageStore(fake_local_storage(quota=50)),
    }


def test_a_failed_write_reports_a_notice_and_goes_on(tmp_path, fake_local_storage) -> None:
    for label, store in _failing_stores(tmp_path, fake_local_storage).items():
        notices: list = []
        assert values.write(store, SETTINGS, CUSTOM, notices) is False, label
        assert [n.msgid for n in notices] == [msg.WRITE_FAILED], label


def test_a_failed_read_reports_a_notice_and_uses_defaults(tmp_path) -> None:
    store = FileStore(str(tmp_path))
    (tmp_path / "cubiri.settings.json").mkdir()  # unreadable: a folder in its place
    notices: list = []
    assert values.read(store, SETTINGS, notices) == Settings()
    assert [n.msgid for n in notices] == [msg.READ_FAILED]


def test_damage_with_no_room_for_a_backup_keeps_the_original(fake_local_storage) -> None:
    storage = fake_local_storage()
    store = LocalStorageStore(storage)
    store.set("settings", "{broken")
    storage.quota = sum(len(k) + len(v) for k, v in storage.items.items())  # full
    notices: list = []
    assert values.read(store, SETTINGS, notices) == Settings()
    assert [n.msgid for n in notices] == [msg.SETTINGS_DAMAGED, msg.WRITE_FAILED]
    assert notices[0].backup is None
    assert store.get("settings") == "{broken"  # not destroyed when no copy could be made

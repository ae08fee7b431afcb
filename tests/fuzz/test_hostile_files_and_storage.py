"""Hostile files for `python -m game check` and hostile stored values: none crashes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game import records, registry
from game.check import MAX_BYTES
from game.dev.fuzz import corpus
from game.mishimash.storage import MISHIMASH_BEST
from game.storage import Storage, values
from game.storage import notices as msg
from game.storage.backends import PREFIX, MemoryStore
from game.storage.settings import SETTINGS, Settings

ROOT = Path(__file__).resolve().parents[2]


def check(*files: Path, encoding: str = "utf-8") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": encoding, "PYTHONUTF8": "0"}
    return subprocess.run([sys.executable, "-m", "game", "check", *map(str, files)], cwd=ROOT,
                          env=env, capture_output=True, text=True, encoding="utf-8",
                          errors="replace", timeout=120)


def test_check_reads_any_file_line_by_line_without_a_traceback(tmp_path: Path) -> None:
    good = records.dumps(corpus.records()[-1])  # a MISHIMASH match with two players
    telugu = good.replace('"Ana"', '"మిషిమాష్"').replace('"Bo"', '"\\u0000"')
    lines = [
        b"\xef\xbb\xbf" + good.encode(),  # an editor's byte order mark
        b'{"format": "cubiri.record", "players": ["\xff\xfe"]}',  # not UTF-8
        b"[" * 100_000,
        b" " * (MAX_BYTES + 10),  # over the limit: skipped unread
        telugu.encode(),
        b'{"a": 1, "a": 2}',
        good.replace(',"seed":5', ',"seed":1e400').encode(),
    ]
    path = tmp_path / "hostile.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    proc = check(path, encoding="ascii")  # a console that cannot show Telugu
    assert proc.returncode == 1 and proc.stderr == ""
    out = proc.stdout.splitlines()
    assert out[0] == f"{path}:1: OK"
    assert out[1] == f"{path}:2: not UTF-8 text (byte 42)"
    assert out[2].startswith(f"{path}:3: not valid JSON")
    assert out[3].startswith(f"{path}:4: too long: more than 4,000,000 bytes")
    assert out[4] == (f"{path}:5: 'players' item 2 '\\x00' holds a control character or a lone "
                      "surrogate")
    assert out[5] == f"{path}:6: the key 'a' appears twice"
    assert out[6] == f"{path}:7: '1e400' is too large a number (numbers must be finite)"
    assert out[7] == "7 record(s), 1 OK, 6 rejected"


def test_check_shows_names_the_console_cannot_print_escaped(tmp_path: Path) -> None:
    record = corpus.records()[-1]
    record["players"] = ["మిషిమాష్", "Bo"]
    record["turns"][0]["player"] = "మిషిమాష్"
    path = tmp_path / "telugu.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    proc = check(path, encoding="ascii")
    assert proc.stderr == "" and "\\u0c2e\\u0c3f" in proc.stdout  # escaped, not a crash


def test_check_rejects_a_whole_file_over_the_limit_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(MAX_BYTES + 1)  # sparse: four megabytes of zero bytes
    proc = check(path, tmp_path)  # and a directory
    assert proc.stdout.splitlines()[0].startswith(f"{path}: too long")
    assert f"{tmp_path}: error: cannot read" in proc.stdout and proc.stderr == ""


# ---- stored values -------------------------------------------------------------------------

def _read_settings(text: str) -> tuple[Settings, list, MemoryStore]:
    store = MemoryStore()
    store.set(SETTINGS.name, text)
    notices: list = []
    return values.read(store, SETTINGS, notices), notices, store


def test_a_repeated_key_in_stored_settings_resets_that_field_and_tells_the_player() -> None:
    text = values.dumps(SETTINGS, Settings(sound=False, language="te"))
    damaged = text.replace('"sound":false', '"sound":false,"sound":false')
    settings, notices, store = _read_settings(damaged)
    # json alone would have kept the last "sound" silently; neither copy is trusted.
    assert settings == Settings(language="te")
    assert [n.msgid for n in notices] == [msg.SETTINGS_DAMAGED]
    assert "the key 'sound' appears 2 times" in notices[0].detail
    assert store.get(notices[0].backup) == damaged
    assert _read_settings(store.get(SETTINGS.name))[:2] == (settings, [])  # repaired


def test_a_number_too_large_for_a_float_is_damage() -> None:
    text = values.dumps(SETTINGS, Settings()).replace('"mishimash_target":1000',
                                                      '"mishimash_target":1e400')
    settings, notices, _ = _read_settings(text)
    assert settings == Settings() and "1e400 is too large" in notices[0].detail


def test_a_solo_best_under_an_odd_target_key_is_dropped_alone() -> None:
    # int("²") raises: the whole table used to be reset as unreadable, losing the good entry.
    entry = {"turns": 20, "date": "2026-05-01", "id": "a"}
    for key in ("²", "٢٥٠", "0250", "+250", " 250"):
        store = MemoryStore()
        store.set(MISHIMASH_BEST.name, json.dumps({"version": 1, "data": {
            "500": entry, key: entry}}))
        notices: list = []
        bests = values.read(store, MISHIMASH_BEST, notices)
        assert list(bests) == [500], key
        assert f"unexpected target {key!r}" in notices[0].detail


def test_a_saved_game_with_a_name_that_cannot_be_stored_is_set_aside() -> None:
    profile = corpus.profile()
    doc = json.loads(profile[PREFIX + "game.mishimash"])
    doc["data"]["record"]["players"][0] = "\ud800"
    data = {**profile, PREFIX + "game.mishimash": json.dumps(doc)}
    session = Storage(MemoryStore(data))
    assert session.load_game("mishimash") is None
    notices = session.take_notices()
    assert [n.msgid for n in notices] == [registry.get("mishimash").save_damaged]
    assert "lone surrogate" in notices[0].detail


def test_any_record_the_game_accepts_fits_in_a_saved_game() -> None:
    import random

    from game.mishimash.match import MAX_PLAYERS
    from game.mishimash.record import MAX_NAME
    from game.storage.saves import rng_to_json
    rng = len(json.dumps(rng_to_json(random.Random(2**64 - 1)), separators=(",", ":")))
    escaped_names = 5 * MAX_NAME * MAX_PLAYERS  # a non-ASCII character as \\uXXXX
    wrapper = len('{"version":1,"data":{"record":,"rng":,"humans":[' + "false," * 6 + "]}}")
    assert records.MAX_CHARS + rng + escaped_names + wrapper <= values.MAX_VALUE_CHARS


def test_an_escaped_lone_surrogate_is_damage_not_a_crash_when_written_back(tmp_path: Path) -> None:
    # Found by the long fuzz run: "\ud800" (escaped, so the text itself is ASCII) read as part
    # of a kept replay, then written back raw, which no file (nor UTF-8) can hold.
    from game.magdagdon.storage import MAGDAGDON_REPLAYS
    from game.storage import FileStore
    profile = corpus.profile()
    store = FileStore(str(tmp_path))
    for key, text in profile.items():
        store.set(key.removeprefix(PREFIX), text)
    doc = json.loads(profile[PREFIX + MAGDAGDON_REPLAYS.name])
    doc["data"][0]["record"]["note"] = "\ud800"  # a field the record format ignores
    doc["data"].append("damaged entry")  # so that the value is repaired and written back
    store.set(MAGDAGDON_REPLAYS.name, json.dumps(doc))  # ASCII: the surrogate is escaped
    session = Storage(store)
    assert session.replays("magdagdon") == ()
    notices = session.take_notices()
    assert [n.name for n in notices] == [MAGDAGDON_REPLAYS.name]
    assert "lone surrogate" in notices[0].detail
    assert Storage(store).replays("magdagdon") == ()  # and it reads back quietly

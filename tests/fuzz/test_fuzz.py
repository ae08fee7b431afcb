"""The fuzzer in CI: thousands of damaged records and stored values, and nothing may fail.

A fixed seed keeps CI repeatable (about 25 s here, 2 cores shared by busy neighbours);
`python -m game fuzz --inputs 200000` is the long run. The planted-bug tests show the fuzzer
notices a crash, a record accepted against its own fields, and a stored value changed without
a notice.
"""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import records
from game.dev.fuzz import mutate, runner, targets
from game.mishimash import record as mm_record
from game.mishimash import storage as mm
from game.storage import values

SEED = 1


def _no_failures(tally: runner.Tally) -> None:
    assert tally.failures == [], "\n".join(f"input {i}: {m}\n{t[:500]!a}"
                                           for i, m, t in tally.failures[:5])


@pytest.fixture(scope="module")
def recs() -> runner.Tally:
    return runner.fuzz(4000, SEED, only="records")[0]  # 4 in 5 indices are records


def test_damaged_records_of_both_games_give_a_state_or_a_clean_rejection(
        recs: runner.Tally) -> None:
    _no_failures(recs)
    assert recs.inputs == 3200
    assert min(recs.by_game["magdagdon"], recs.by_game["mishimash"]) > 1400
    # Both outcomes happen: most damage is rejected, some is harmless (a seed, an extra field).
    assert recs.verdicts["rejected"] > 2400 and recs.verdicts["accepted"] > 100


def test_damaged_stored_values_never_crash_and_always_tell_the_player() -> None:
    # Every stored value, the daily ones too, with foreign and absurd keys beside a
    # quarter of them, and the real app started over every 20th damaged store
    _, stored = runner.fuzz(5000, SEED, only="stored", app_every=20)  # every 5th index
    _no_failures(stored)
    assert stored.inputs == 1000
    assert set(stored.by_game) == set(targets.KINDS)
    assert {"daily.magdagdon", "daily.mishimash.game"} <= set(stored.by_game)
    assert stored.verdicts["rejected"] > 700 and stored.verdicts["accepted"] > 50
    assert stored.foreign > 150 and stored.started == 50


def test_the_fuzzer_finds_a_planted_backup_name_that_breaks_the_rules(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Before the name rules the next damaged copy's number came from the largest one found, however
    # long: a foreign `...damaged-<50 digits>` key made every read of the value raise.
    def old_next(name: str, existing: list) -> str:
        return f"{name}.damaged-{existing[-1][0] + 1 if existing else 1}"

    monkeypatch.setattr(values, "_next_backup", old_next)
    monkeypatch.setattr(values, "_BACKUP_SUFFIX", re.compile(r"\.damaged-([0-9]+)"))
    profile, _ = runner._profile(SEED)
    foreign = {"cubiri.settings.damaged-" + "9" * 47: "x"}  # 64 characters: a valid name
    with pytest.raises(targets.Failure, match="crash: ValueError.*invalid store name"):
        targets.stored(profile, "settings", "{", foreign)


def test_the_fuzzer_finds_a_planted_silent_streak_change(monkeypatch: pytest.MonkeyPatch) -> None:
    # The daily values were once not fuzzed at all, and their decoder changed the best
    # streak silently (1,000,000 read as 1,000,001). A decoder that adds one, unreported:
    from game.storage import daily

    kinds = daily._log_kind

    def planted(game: str) -> object:
        kind = kinds(game)

        def decode(data: object, problems: list[str]) -> daily.DailyLog:
            log = kind.decode(data, problems)
            return dataclasses.replace(log, best_streak=log.best_streak + 1)
        return dataclasses.replace(kind, decode=decode)

    monkeypatch.setattr(daily, "_log_kind", planted)
    profile, _ = runner._profile(SEED)
    with pytest.raises(targets.Failure, match="changed without a notice"):
        targets.stored(profile, "daily.magdagdon", profile["cubiri.daily.magdagdon"])


def test_rejections_name_the_turn_and_the_field(recs: runner.Tally) -> None:
    turn_messages = [m for m in recs.examples if m.startswith("turn ")]
    assert len(turn_messages) > 800  # of 3200 (damage to the header names no turn)
    assert all(len(m) < 400 for m in recs.examples)  # long values are cut, never pasted whole


def test_the_fuzzer_finds_a_planted_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def old_half_points(value: object) -> int | None:  # before the fix: 1e308 overflows
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        doubled = value * 2
        return int(doubled) if doubled == int(doubled) else None

    monkeypatch.setattr(mm_record, "half_points", old_half_points)
    text = json.dumps({**_finished_mishimash(), "result": {"scores": [1e308, 0], "winner": 0}})
    with pytest.raises(targets.Failure, match="crash: OverflowError"):
        targets.record(text)


def _finished_mishimash() -> dict:
    _, by_game = runner._records(SEED)
    return next(r for r in by_game["mishimash"] if "result" in r and len(r["players"]) == 2)


def test_the_fuzzer_finds_a_planted_unchecked_field(monkeypatch: pytest.MonkeyPatch) -> None:
    # A replay that no longer checks `result` accepts records its own export contradicts.
    monkeypatch.setattr(mm_record, "_check_result", lambda match, record: None)
    recs, _ = runner.fuzz(700, SEED, only="records")
    assert any("disagrees with the replay's export" in m for _, m, _ in recs.failures)


def test_the_fuzzer_finds_a_planted_silent_reset(monkeypatch: pytest.MonkeyPatch) -> None:
    # Storage that lets json keep the last of a repeated key changes values without a notice.
    monkeypatch.setattr(values, "_without_repeated_keys", lambda problems: dict)
    _, stored = runner.fuzz(1000, SEED, only="stored")
    assert any("without a notice" in m for _, m, _ in stored.failures)


def test_the_fuzzer_sees_a_crash_the_storage_safety_net_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The solo-best decoder before its fix: int("²") raised, and only `values.read`'s last
    # resort kept the app alive (resetting the whole table). The player saw a notice; the
    # fuzzer must still call it a crash.
    def old_decode(data: dict, problems: list[str]) -> dict:
        return {int(k): mm._solo_entry(v) for k, v in data.items() if k.isdigit()}

    monkeypatch.setattr(mm, "MISHIMASH_BEST",
                        dataclasses.replace(mm.MISHIMASH_BEST, decode=old_decode))
    profile, _ = runner._profile(SEED)
    entry = {"turns": 20, "date": "2026-05-01", "id": "a"}
    text = json.dumps({"version": 1, "data": {"250": entry, "²": entry}})
    with pytest.raises(targets.Failure, match="crash: unreadable"):
        targets.stored(profile, "scores.mishimash", text)


def test_mutated_text_holds_what_json_dumps_never_writes() -> None:
    doc = {"a": [1, mutate.Raw("NaN")], "b": mutate.Pairs((("k", 1), ("k", mutate.Raw("1e400"))))}
    assert mutate.to_text(doc) == '{"a": [1, NaN], "b": {"k":1,"k":1e400}}'
    with pytest.raises(records.RecordError, match="NaN"):
        records.parse(mutate.to_text(doc))


def test_the_command_reports_inputs_rejections_and_failures_and_imports_no_pygame() -> None:
    code = ("import sys; from game.cli import main; "
            "rc = main(['fuzz', '--inputs', '40', '--seed', '2', '--examples', '2', "
            "'--app', '0']); "
            "sys.exit(rc or ('pygame' in sys.modules and 'pygame was imported'))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[2],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "records: 32 inputs" in proc.stdout and "stored values: 8 inputs" in proc.stdout
    assert "40 inputs in" in proc.stdout and ": 0 failures" in proc.stdout
    assert "  rejected: " in proc.stdout

"""The front end's commands run headless and print what they promise."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def run_game(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env or {}))
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True,
                          env=full, timeout=300)


def test_bench_prints_one_json_line():
    done = run_game("bench", "--json", "--frames", "20")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert result["startup_ms"] > 0
    assert {"magdagdon_idle", "magdagdon_rolling", "magdagdon_full_board",
            "mishimash_turn"} <= set(result["scenes"])
    for figures in result["scenes"].values():
        assert set(figures) == {"median_ms", "p95_ms", "max_ms"}
        assert 0 <= figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]
    # Work computed across frames: the shipped MISHIMASH tables loading (from scratch, as often
    # as the frames allow) and MAGDAGDON hints, reported with the frame budget they keep.
    loading = result["loading"]
    assert 0 < loading["budget_ms"] < 6
    tables, hint, review = (loading["mishimash_tables"], loading["magdagdon_hint"],
                            loading["review"])
    assert tables["frames"] >= 20 and tables["loads"] >= 1
    assert 1 <= tables["ready_frames"] <= tables["frames"]
    assert hint["frames"] == 20 and hint["hints"] >= 1
    assert review["frames"] == 20 and review["reviews"] >= 1
    for figures in (tables, hint, review):
        assert 0 <= figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]


def test_monkey_summary_and_real_storage(tmp_path):
    done = run_game("monkey", "--events", "300", "--seed", "3",
                    env={"CUBIRI_DATA_DIR": str(tmp_path)})
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("monkey: OK 300 events (seed 3")
    assert len(done.stdout.strip().splitlines()) == 1
    assert any(p.name.startswith("cubiri.") for p in tmp_path.iterdir())  # files were written


def test_shots_name_files_by_language(tmp_path):
    done = run_game("shots", "--out", str(tmp_path), "--lang", "te")
    assert done.returncode == 0, done.stderr
    names = sorted(p.name for p in tmp_path.iterdir())
    assert len(names) >= 30 and all(n.startswith("te-") and n.endswith(".png") for n in names)
    for moment in ("magdagdon-rolling", "magdagdon-magdagdon", "magdagdon-ruin-choice",
                   "magdagdon-end", "mishimash-mishimash", "mishimash-bust",
                   "mishimash-final-round", "mishimash-tie-break", "mishimash-winner"):
        assert any(moment in n for n in names), moment

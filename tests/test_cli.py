"""`python -m game`: help per command, one-line argument errors, sim/check end to end, and
the headless commands importing no pygame."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import COMMANDS, commands

REPO = Path(__file__).resolve().parents[1]

# Runs the CLI with pygame made unimportable, then fails if anything imported it anyway.
NO_PYGAME = """
import sys
class _Block:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame is blocked in this test")
sys.meta_path.insert(0, _Block())
from game.cli import main
rc = main(sys.argv[1:])
loaded = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
if loaded:
    sys.exit(f"pygame was imported: {loaded}")
sys.exit(rc)
"""


def run(*args: str, block_pygame: bool = False) -> subprocess.CompletedProcess:
    prefix = ["-c", NO_PYGAME] if block_pygame else ["-m", "game"]
    return subprocess.run([sys.executable, *prefix, *args], cwd=REPO, capture_output=True,
                          text=True, timeout=300)


def assert_one_line_error(proc: subprocess.CompletedProcess) -> None:
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert "error:" in proc.stderr


def test_top_level_help_lists_every_command():
    proc = run("--help")
    assert proc.returncode == 0
    assert "bench-engine" in commands() and "bench-engine" not in COMMANDS  # MAGDAGDON's own
    for name in commands():
        assert name in proc.stdout


def test_no_command_shows_help_and_exits_2():
    proc = run()
    assert proc.returncode == 2 and "commands:" in proc.stdout


def test_unknown_command_is_a_one_line_error():
    assert_one_line_error(run("frobnicate"))


@pytest.mark.parametrize("name", sorted(commands()))
def test_help_per_command(name):
    proc = run(name, "--help")
    assert proc.returncode == 0, proc.stderr
    assert f"usage: python -m game {name}" in proc.stdout


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_help_per_sim_game(game):
    proc = run("sim", game, "--help")
    assert proc.returncode == 0, proc.stderr
    assert "--games" in proc.stdout and "--seed" in proc.stdout


@pytest.mark.parametrize("args", [
    ["sim"],
    ["sim", "chess"],
    ["sim", "magdagdon", "--games", "0"],
    ["sim", "magdagdon", "--games", "many"],
    ["sim", "magdagdon", "--difficulty", "easy"],
    ["sim", "magdagdon", "--bot", "genius"],
    ["sim", "magdagdon", "--seed"],
    ["sim", "magdagdon", "--frobnicate"],
    ["check"],
    ["bench-engine", "--boards", "-3"],
    ["bench-engine", "--ruins", "9"],
], ids=" ".join)
def test_bad_arguments_exit_2_with_one_line(args):
    assert_one_line_error(run(*args))


def test_sim_writes_records_that_check_accepts(tmp_path):
    out = tmp_path / "md.jsonl"
    proc = run("sim", "magdagdon", "--games", "6", "--seed", "3", "--difficulty", "all",
               "--bot", "random", "--out", str(out), block_pygame=True)
    assert proc.returncode == 0, proc.stderr
    for word in ("peaceful", "survival", "nightmare", "games/s", "MAGDAGDON/game"):
        assert word in proc.stdout
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6
    recs = [json.loads(line) for line in lines]
    assert [r["difficulty"] for r in recs] == ["peaceful", "survival", "nightmare"] * 2
    assert all(r["game"] == "magdagdon" and "result" in r for r in recs)
    proc = run("check", str(out), block_pygame=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.count(": OK") == 6 and "6 OK, 0 rejected" in proc.stdout


def test_sim_unwritable_output_is_a_clear_error(tmp_path):
    proc = run("sim", "magdagdon", "--games", "1", "--out", str(tmp_path / "no" / "x.jsonl"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "error:" in proc.stderr


def test_sim_is_deterministic(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for out in (a, b):
        assert run("sim", "magdagdon", "--games", "3", "--seed", "9", "--difficulty",
                   "survival", "--out", str(out)).returncode == 0
    assert a.read_text() == b.read_text()
    assert json.loads(a.read_text().splitlines()[0])["difficulty"] == "survival"


def test_check_reports_the_first_violation_of_each_record(tmp_path):
    good = run("sim", "magdagdon", "--games", "2", "--seed", "1", "--out",
               str(tmp_path / "g.jsonl"))
    assert good.returncode == 0
    lines = (tmp_path / "g.jsonl").read_text().splitlines()
    bad = json.loads(lines[1])
    bad["turns"][0]["roll"] = [0, 1, 2, 3]
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text(lines[0] + "\n\n" + json.dumps(bad) + "\n{not json\n", encoding="utf-8")
    proc = run("check", str(mixed), block_pygame=True)
    assert proc.returncode == 1
    out = proc.stdout.splitlines()
    assert out[0] == f"{mixed}:1: OK"
    assert out[1].startswith(f"{mixed}:3: turn 1: roll must be a list of 4 dice")
    assert out[2].startswith(f"{mixed}:4: not valid JSON")
    assert out[3] == "3 record(s), 1 OK, 2 rejected"
    assert "Traceback" not in proc.stderr


def test_check_single_json_file_and_clear_errors(tmp_path):
    ok = tmp_path / "one.json"
    ok.write_text(json.dumps({
        "format": "cubiri.record", "version": 1, "game": "magdagdon",
        "difficulty": "nightmare", "seed": None, "turns": []}, indent=2), encoding="utf-8")
    proc = run("check", str(ok))
    assert proc.returncode == 0 and f"{ok}: OK" in proc.stdout
    unknown = tmp_path / "unknown.json"
    unknown.write_text('{"format": "something.else", "version": 1}', encoding="utf-8")
    proc = run("check", str(ok), str(unknown), str(tmp_path / "missing.json"))
    assert proc.returncode == 1
    assert "unknown format 'something.else'" in proc.stdout
    assert "missing.json: error: cannot read" in proc.stdout
    assert "2 record(s), 1 OK, 1 rejected, 1 file(s) unreadable" in proc.stdout
    assert "Traceback" not in proc.stderr
    proc = run("check", str(tmp_path / "missing.json"))
    assert proc.returncode == 1
    assert "0 record(s), 0 OK, 0 rejected, 1 file(s) unreadable" in proc.stdout


def test_bench_engine_prints_figures():
    proc = run("bench-engine", "--boards", "1", "--games", "2", "--ruins", "0",
               block_pygame=True)
    assert proc.returncode == 0, proc.stderr
    assert "worst" in proc.stdout and "games/s" in proc.stdout and "target <= 1 ms" in proc.stdout


def test_sim_and_check_help_import_no_pygame():
    for args in (["sim", "--help"], ["check", "--help"], ["sim", "magdagdon", "--help"]):
        proc = run(*args, block_pygame=True)
        assert proc.returncode == 0, proc.stderr

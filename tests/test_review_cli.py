"""`python -m game review` on records written by `sim`, and `bench-review` (headless, no pygame)."""

from __future__ import annotations

import json

import pytest

from game import review_shapes as shared
from game.magdagdon import record as md_record
from game.magdagdon.bots import BOTS, play
from game.magdagdon.rules import Difficulty
from game.review_cli import as_json, text_lines
from tests.test_cli import run


def test_review_runs_on_sim_records_of_both_games(tmp_path):
    md, mm = tmp_path / "md.jsonl", tmp_path / "mm.jsonl"
    assert run("sim", "magdagdon", "--games", "3", "--bot", "greedy", "--out",
               str(md)).returncode == 0
    assert run("sim", "mishimash", "--games", "2", "--target", "250", "--bot", "cautious",
               "--out", str(mm)).returncode == 0
    proc = run("review", str(md), str(mm), block_pygame=True)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for label in (f"{md}:1", f"{md}:3", f"{mm}:1", f"{mm}:2"):
        assert f"{label}: " in out
    assert out.count("MAGDAGDON ") == 3 and out.count("MISHIMASH to 250") == 2
    assert out.count("luck ") == 3 + 2 * 2 and "accuracy" in out and "costly: turn" in out

    proc = run("review", str(md), "--json", block_pygame=True)
    assert proc.returncode == 0, proc.stderr
    docs = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [d["source"] for d in docs] == [f"{md}:{n}" for n in (1, 2, 3)]
    for doc in docs:
        (seat,) = doc["seats"]
        assert seat["actual"] == doc["score"]
        assert seat["luck"] + seat["decisions"] == pytest.approx(
            seat["actual"] - seat["expected"], abs=1e-3)
        assert all(c["played"].isascii() for t in seat["turns"] for c in t["choices"])


def test_review_rejects_a_bad_record_like_check(tmp_path):
    bad = tmp_path / "bad.json"
    rec = md_record.export(play(Difficulty.PEACEFUL, BOTS["random"], 2))
    rec["turns"][0]["roll"] = [7, 1, 1, 1]
    bad.write_text(json.dumps(rec), encoding="utf-8")
    proc = run("review", str(bad), block_pygame=True)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stdout.startswith(f"{bad}: rejected: turn 1: roll must be a list of 4 dice")


def test_text_and_json_agree_on_the_figures():
    game = play(Difficulty.NIGHTMARE, BOTS["greedy"], 5)
    result = shared.review(md_record.export(game))
    seat = result.seats[0]
    data = as_json(result)["seats"][0]
    assert data["accuracy"] == round(seat.accuracy, 4)
    assert len(data["costliest"]) == len(seat.costliest())
    lines = text_lines("x", result, turns=True)
    assert lines[0] == "x: MAGDAGDON nightmare, finished"
    assert f"accuracy {seat.accuracy * 100:.1f} %" in lines[1]
    assert sum(line.lstrip().startswith("turn ") for line in lines) == len(seat.turns)


def test_bench_review_prints_figures():
    proc = run("bench-review", "--games", "1", block_pygame=True)
    assert proc.returncode == 0, proc.stderr
    assert "tables built in" in proc.stdout
    # MISHIMASH: three matches and two solo races; MAGDAGDON: three bots on three difficulties
    assert proc.stdout.count("slowest slice") == 3 + 2 + 9

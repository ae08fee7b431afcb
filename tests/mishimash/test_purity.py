"""Architecture rules for the MISHIMASH engine: no pygame, no global randomness, no clocks."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import game.mishimash

PACKAGE = Path(game.mishimash.__file__).parent
ENGINE = [p for p in PACKAGE.glob("*.py")
          if p.stem not in ("sim", "bench", "botbench")]  # timed commands


def test_engine_imports_no_pygame() -> None:
    code = ("import sys, game.mishimash, game.mishimash.record, game.mishimash.bots, "
            "game.mishimash.sim, game.mishimash.script; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=PACKAGE.parent.parent)
    assert out.stdout.strip() == "False"


def test_no_global_random_and_no_clock_in_the_engine() -> None:
    assert len(ENGINE) >= 8
    for path in ENGINE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "random":
                    assert node.attr == "Random", f"{path.name}: random.{node.attr}"
                assert node.value.id != "time", f"{path.name}: time.{node.attr}"
            if isinstance(node, ast.ImportFrom):
                assert node.module not in ("random", "time"), f"{path.name}: from {node.module}"
                assert not (node.module or "").startswith("pygame"), path.name
            if isinstance(node, ast.Import):
                names = {a.name.split(".")[0] for a in node.names}
                assert not names & {"pygame", "time", "os", "threading"}, path.name


FILE_READS = {"open", "read_bytes", "read_text", "write_bytes", "write_text"}


def test_only_the_table_file_module_touches_files() -> None:
    # The engine is pure; the shipped strategy tables are read by one data module
    # (`tablefile.read`, a path from __file__), which `strategy.shared()` asks for them.
    touching = set()
    for path in ENGINE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "attr", getattr(node.func, "id", None))
                if name in FILE_READS:
                    touching.add(path.stem)
    assert touching == {"tablefile"}

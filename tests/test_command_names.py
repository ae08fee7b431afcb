"""`--help` names the command the game was started with: `python main.py` in a checkout,
`cubiri` installed (argparse would otherwise say `main.py`, or a hard-coded name)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui import main as ui_main

REPO = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _usage(command: list[str], cwd: Path) -> str:
    done = subprocess.run(command, cwd=cwd, env=ENV, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return next(line for line in done.stdout.splitlines() if line.startswith("usage:"))


def test_the_flags_take_the_name_they_are_given(capsys: pytest.CaptureFixture[str]) -> None:
    for prog in ("python main.py", "cubiri"):
        with pytest.raises(SystemExit) as stop:
            ui_main.parse_args(["--help"], prog)
        assert stop.value.code == 0
        assert capsys.readouterr().out.startswith(f"usage: {prog} [-h] [--fullscreen]")
    assert ui_main.parse_args(["--lang", "te"]).lang == "te"


def test_main_py_says_python_main_py() -> None:
    assert _usage([sys.executable, "main.py", "--help"], REPO).startswith(
        "usage: python main.py [-h]")


def test_the_installed_command_says_cubiri(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("cubiri")  # pip's launcher beside the interpreter
    if not script.exists():
        pytest.skip("the project is not installed in this interpreter's environment")
    assert _usage([str(script), "--help"], tmp_path).startswith("usage: cubiri [-h]")

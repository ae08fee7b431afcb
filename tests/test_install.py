"""`python -m pip install .` gives a game that runs from any folder: the wheel carries every
package, the fonts, sounds and catalogues as package data (found by `game.resources`), and the
installed code plays with them from outside the checkout."""

from __future__ import annotations

import fnmatch
import json
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from game import resources

REPO = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = CONFIG["tool"]["setuptools"]
DATA = {"game.assets": "assets", "game.locales": "locales"}  # package -> top-level folder


def _folder_of(package: str) -> Path:
    for mapped, folder in SETUPTOOLS["package-dir"].items():
        if package == mapped or package.startswith(mapped + "."):
            return REPO / folder / Path(*package[len(mapped):].split(".")[1:])
    return REPO / Path(*package.split("."))


def test_every_python_package_is_listed() -> None:
    on_disk = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "game").rglob(
        "__init__.py")}
    listed = set(SETUPTOOLS["packages"])
    assert on_disk <= listed, f"add to pyproject.toml's packages: {sorted(on_disk - listed)}"
    assert {p for p in listed if not _within_data(p)} == on_disk
    assert SETUPTOOLS["package-dir"] == DATA


def _within_data(package: str) -> bool:
    return any(package == d or package.startswith(d + ".") for d in DATA)


def test_package_data_covers_every_shipped_file() -> None:
    shipped = set()
    for package, patterns in SETUPTOOLS["package-data"].items():
        if package == "game":
            assert patterns == ["py.typed"]  # the type-hint marker (PEP 561)
            continue
        folder = _folder_of(package)
        shipped |= {p for p in folder.iterdir() if p.is_file()
                    and any(fnmatch.fnmatch(p.name, pattern) for pattern in patterns)}
    wanted = {p for p in (REPO / "assets").rglob("*") if p.is_file()}
    wanted |= set((REPO / "locales").glob("*.po"))
    # Data files inside the game's own packages (the shipped MISHIMASH strategy tables).
    wanted |= {p for p in (REPO / "game").rglob("*") if p.is_file() and "__pycache__" not in
               p.parts and p.suffix != ".py" and p.name != "py.typed"}
    assert wanted == shipped


def test_resources_are_found_beside_the_package_in_a_checkout() -> None:
    assert Path(resources.folder("assets")) == REPO / "assets"
    assert Path(resources.path("locales", "de.po")).is_file()


# Runs from an empty folder with only the unpacked wheel (and pygame) importable.
PLAY = r"""
import asyncio, json, os, sys
sys.path.insert(0, sys.argv[1])
import pygame
import game
from game import i18n, resources
from game.ui import assets, fonts, main as ui_main, app as app_module
apps = []
_init = app_module.App.__init__
def _capture(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    apps.append(self)
app_module.App.__init__ = _capture

async def player():
    for n in range(120):
        await asyncio.sleep(0)
        if n in (20, 60, 90):  # open MAGDAGDON's menu, Play, and Play again (not the tutorial
            # the first game offers)
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0,
                                                     unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.QUIT))

async def both():
    await asyncio.gather(ui_main.main(["--lang", "de"]), player())

asyncio.run(both())
print(json.dumps({
    "game": game.__file__, "assets": resources.folder("assets"),
    "play": i18n._("Play"), "scene": apps[0].top.name,
    "sounds": all(os.path.isfile(f) for f in assets.sounds()),
    "fonts": sorted(os.path.basename(fonts.path(s, b)) for s in ("latin", "telugu")
                    for b in (False, True) if os.path.isfile(fonts.path(s, b))),
}))
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built as `pip install .` builds it, unpacked into a folder."""
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(out), str(REPO)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    (wheel,) = out.glob("cubiri-*.whl")
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    return site


def test_the_wheel_holds_the_code_and_the_data(site: Path) -> None:
    files = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    assert {"game/__init__.py", "game/ui/main.py", "game/dev/shots.py", "game/play.py",
            "game/py.typed",
            "game/assets/icon.png", "game/assets/fonts/OFL.txt",
            "game/assets/sounds/effects.ogg", "game/assets/sounds/effects.json",
            "game/locales/te.po"} <= files
    entry = next(site.glob("cubiri-*.dist-info/entry_points.txt")).read_text(encoding="utf-8")
    assert "cubiri = game.play:run" in entry


def test_the_installed_game_plays_from_any_folder(site: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CUBIRI_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", PLAY, str(site)], cwd=elsewhere, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["game"].startswith(str(site))  # not the checkout
    assert result["assets"] == str(site / "game" / "assets")
    assert result["play"] == "Spielen"  # the German catalogue was found
    assert result["sounds"] and len(result["fonts"]) == 4
    assert result["scene"] == "magdagdon"

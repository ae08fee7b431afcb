"""The pygbag web bundle: packed offline from a copy of the project, checked file by file.

The build runs `tools/build_web.py --offline --archive` against a throw-away git checkout made
from this project's files, so it cannot disturb the real checkout (where other work may be in
progress) and we can prove it writes nothing but `build/`.
"""

from __future__ import annotations

import configparser
import hashlib
import json
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
import zipfile
from ast import literal_eval
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from types import ModuleType

import pytest

# What may be inside the bundle (paths relative to the app folder) and nothing else.
ALLOWED = {
    "game": {".py", ".json"},
    "assets": {".png", ".ogg", ".ttf", ".otf", ".txt", ".json"},
    "locales": {".po"},
}
# Must never be packed (also covered by ALLOWED; named here for clear failures).
FORBIDDEN_DIRS = ("tests/", "tools/", ".venv/", ".cache/", ".ci/", "build/", "docs/", "shots/",
                  "game/dev/")
FORBIDDEN_FILES = ("pyproject.toml", "pygbag.ini", "README.md", ".gitignore")


def _git(cwd: Path, *args: str) -> str:
    done = subprocess.run(["git", "-c", "user.name=cubiri-test", "-c", "user.email=test@invalid",
                           "-c", "commit.gpgsign=false",
                           *args], cwd=cwd, capture_output=True, text=True, check=True)
    return done.stdout


def _hashes(folder: Path) -> dict[str, str]:
    """sha256 of every file under `folder`, except git's own files and the build output."""
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.relative_to(folder).parts[0] not in (".git", "build")
    }


@dataclass
class Built:
    project: Path  # the throw-away checkout that was built
    result: object  # build_web.BuildResult
    names: list[str]  # files in the .apk, relative to the app folder
    before: dict[str, str]
    after: dict[str, str]
    status_before: str | None
    status_after: str | None


@pytest.fixture(scope="module")
def built(root: Path, build_web: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Built:
    project = tmp_path_factory.mktemp("checkout") / "cubiri-src"
    for name in build_web.source_files(root):
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / name, project / name)
    has_git = shutil.which("git") is not None
    status_before = status_after = None
    if has_git:
        _git(project, "init", "-q")
        _git(project, "add", "-A")
        _git(project, "commit", "-q", "-m", "snapshot")
        status_before = _git(project, "status", "--porcelain", "--untracked-files=all")
    before = _hashes(project)
    result = build_web.build(project, offline=True, archive=True)
    after = _hashes(project)
    if has_git:
        status_after = _git(project, "status", "--porcelain", "--untracked-files=all")
    prefix = "assets/"  # pygbag stores the app folder under assets/ inside the .apk
    names = []
    for name, _size in build_web.apk_listing(result.apk):
        assert name.startswith(prefix), name
        names.append(name[len(prefix):])
    return Built(project, result, names, before, after, status_before, status_after)


def _read_by_the_game(name: str) -> bool:
    """Whether a project file is one the game reads: main.py, or a file of ALLOWED's kinds.

    (Sources of generated assets, should any sit under assets/, have other suffixes.)
    """
    path = PurePosixPath(name)
    if name.startswith("game/dev/"):  # developer tools: never imported by the game
        return False
    return name == "main.py" or (len(path.parts) > 1
                                 and path.suffix in ALLOWED.get(path.parts[0], ()))


def test_bundle_holds_the_game(built: Built) -> None:
    expected = {name for name in built.before if _read_by_the_game(name)}
    missing = sorted(expected - set(built.names))
    assert not missing, f"left out of the .apk: {missing}"
    assert "main.py" in built.names and "game/__init__.py" in built.names
    assert "assets/icon.png" in built.names


def test_bundle_holds_nothing_else(built: Built) -> None:
    for name in built.names:
        assert not name.startswith(FORBIDDEN_DIRS), f"{name} must not be packed (pygbag.ini)"
        assert PurePosixPath(name).name not in FORBIDDEN_FILES, f"{name} must not be packed"
        assert "-pygbag." not in name, f"{name}: an optimiser output was packed"
    unexpected = [name for name in built.names if not _read_by_the_game(name)]
    assert not unexpected, (f"not part of the game: {unexpected} (keep them out with "
                            f"pygbag.ini, or extend ALLOWED if the game needs them)")
    assert len(built.names) == len(set(built.names))


def test_bundle_within_budget(built: Built, build_web: ModuleType) -> None:
    assert build_web.APK_BUDGET == 600_000
    size = built.result.apk.stat().st_size
    assert size == built.result.apk_size
    assert size <= build_web.APK_BUDGET, f".apk is {size} bytes, budget {build_web.APK_BUDGET}"


def test_build_changes_no_source_file(built: Built) -> None:
    assert built.after == built.before  # no file rewritten (black), added (*-pygbag.*) or lost
    if built.status_before is not None:
        assert built.status_before == "" and built.status_after == "", built.status_after
    outputs = sorted(p.name for p in (built.project / "build").iterdir())
    assert outputs == ["pygbag.log", "web", "web.zip"]


def test_page_uses_cubiri_settings(built: Built, build_web: ModuleType, root: Path) -> None:
    web = built.result.web_dir
    assert {"index.html", "favicon.png", "cubiri.apk"} <= {p.name for p in web.iterdir()}
    html = (web / "index.html").read_text(encoding="utf-8")
    assert "{{" not in html, "a template field was left unfilled"
    assert "<title>CUBIRI</title>" in html
    match = re.search(r'<script type="application/json" id="build-settings">(.*?)</script>',
                      html, re.S)
    assert match, "the offline page records its build settings"
    settings = json.loads(match.group(1))
    assert settings == {
        "title": "CUBIRI", "archive": "cubiri", "width": 1280, "height": 720, "ume_block": 0,
        "pygbag": build_web.PYGBAG_VERSION, "python": build_web.PYTHON_WASM,
        "cdn": build_web.CDN,
    }
    assert (web / "favicon.png").read_bytes() == (root / "assets" / "icon.png").read_bytes()


def test_itch_zip_has_the_page_at_its_root(built: Built) -> None:
    archive = built.result.archive
    assert archive is not None and archive.name == "web.zip"
    with zipfile.ZipFile(archive) as zf:
        assert sorted(zf.namelist()) == ["cubiri.apk", "favicon.png", "index.html"]
        assert zf.read("cubiri.apk") == built.result.apk.read_bytes()
        assert zf.read("index.html") == (built.result.web_dir / "index.html").read_bytes()


# Run inside the unpacked bundle only (no checkout on sys.path): every module imports, every
# language activates and gets its fonts. Catches code that needs a file left out of the .apk.
_SMOKE = textwrap.dedent("""
    import importlib, os, pkgutil, sys
    app = sys.argv[1]
    sys.path.insert(0, app)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import game
    assert game.__file__.startswith(app), game.__file__
    names = [m.name for m in pkgutil.walk_packages(game.__path__, "game.")
             if not m.name.endswith("__main__")]
    for name in names:
        module = importlib.import_module(name)
        assert module.__file__.startswith(app), module.__file__
    from game import i18n
    from game.ui import fonts
    for code in i18n.LANGUAGES:
        i18n.activate(code)
        assert i18n.current() == code
        for bold in (False, True):
            assert fonts.font(24, bold).size("CUBIRI")[0] > 0
    print(len(names))
""")


def test_bundle_runs_from_its_own_files(built: Built, tmp_path: Path) -> None:
    app = tmp_path / "app"
    with zipfile.ZipFile(built.result.apk) as zf:
        for info in zf.infolist():
            if not info.is_dir():
                target = app / info.filename.removeprefix("assets/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(zf.read(info))
    done = subprocess.run([sys.executable, "-I", "-c", _SMOKE, str(app)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert int(done.stdout.split()[-1]) >= 10  # modules imported


# These need no main.py: they hold from the first commit.

def test_pygbag_ini_excludes_the_non_game_folders(root: Path) -> None:
    # Parsed the way pygbag 0.9.3 does (config_to_object.load_config): configparser with ";"
    # inline comments, lower-cased keys, values through literal_eval.
    parser = configparser.ConfigParser(inline_comment_prefixes=";")
    parser.read(root / "pygbag.ini", encoding="utf-8")
    section = parser["DEPENDENCIES"]
    dirs = literal_eval(section["ignoredirs"])
    files = literal_eval(section["ignorefiles"])
    assert all(isinstance(x, str) and " " not in x for x in dirs + files)  # pygbag rejects spaces
    for folder in ("/tests", "/tools", "/.venv", "/.cache", "/.ci"):
        assert folder in dirs
    for name in ("pygbag.ini", "pyproject.toml", "README.md"):
        assert name in files
    for kept in ("/game", "/assets", "/locales"):
        assert kept not in dirs


def test_pygbag_is_pinned(root: Path, build_web: ModuleType) -> None:
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert f"pygbag=={build_web.PYGBAG_VERSION}" in project["optional-dependencies"]["dev"]
    assert build_web.pygbag_version() == build_web.PYGBAG_VERSION
    assert build_web.CDN.endswith(f"/{build_web.PYGBAG_VERSION}/")


def test_build_settings_match_the_front_end(build_web: ModuleType) -> None:
    from game.ui import constants

    assert (build_web.WIDTH, build_web.HEIGHT) == (constants.WIDTH, constants.HEIGHT)
    assert build_web.TITLE == constants.TITLE


def test_build_refuses_a_project_without_main(build_web: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "game").mkdir()
    with pytest.raises(build_web.BuildError, match="main.py"):
        build_web.build(tmp_path, offline=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game"]  # nothing written


def test_pygbag_arguments(build_web: ModuleType) -> None:
    online = build_web.pygbag_args(offline=False, archive=True)
    assert "--archive" in online and "--build" not in online
    assert "--template" not in online  # releases use pygbag's own page template
    assert "--no_opt" in online  # no *-pygbag.* rewrites; the build does not depend on pngquant
    offline = build_web.pygbag_args(offline=True, archive=False)
    assert "--build" in offline
    assert offline[offline.index("--template") + 1] == str(build_web.OFFLINE_TEMPLATE)
    assert offline[offline.index("--icon") + 1] == "assets/icon.png"
    assert offline[offline.index("--ume_block") + 1] == "0"

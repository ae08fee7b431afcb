"""The pygbag web build: packed from a copy of the project, checked file by file.

The build runs `tools/build_web.py` (no network is needed: the page template is CUBIRI's own,
tools/web/cubiri.tmpl) against a throw-away git checkout made from this project's files, so it
cannot disturb the real checkout (where other work may be in progress) and we can prove it
writes nothing but `build/`. The page built here is the page a release publishes.
"""

from __future__ import annotations

import ast
import configparser
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import textwrap
import tomllib
import zipfile
from ast import literal_eval
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from types import ModuleType

import pytest

from game import page

# What may be inside the bundle (paths relative to the app folder) and nothing else.
ALLOWED = {
    "game": {".py", ".json", ".bin"},  # .bin: the shipped MISHIMASH strategy tables
    "assets": {".png", ".ogg", ".ttf", ".otf", ".txt", ".json"},
    "locales": {".po"},
}
# The headless commands' modules (python -m game, check, review, sim and the games' sim modules,
# the installed command, scripted turns): left out by name in pygbag.ini, since nothing main.py
# imports reaches them (test_headless_modules_are_out_of_the_games_reach; the registry names
# each game's sim module, which only `python -m game sim` loads).
HEADLESS = ("__main__.py", "cli.py", "check.py", "review_cli.py", "sim.py", "play.py",
            "script.py")
# Must never be packed (also covered by ALLOWED; named here for clear failures). Developer tools
# too: game/dev/ and each game's own game/<key>/dev/ (`_developer_tool`).
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
    result = build_web.build(project, archive=True)
    after = _hashes(project)
    if has_git:
        status_after = _git(project, "status", "--porcelain", "--untracked-files=all")
    prefix = "assets/"  # pygbag stores the app folder under assets/ inside the .apk
    names = []
    for name, _size in build_web.apk_listing(result.apk):
        assert name.startswith(prefix), name
        names.append(name[len(prefix):])
    return Built(project, result, names, before, after, status_before, status_after)


def _developer_tool(name: str) -> bool:
    """game/dev/... or a game's own game/<key>/dev/...: never imported by the game."""
    parts = PurePosixPath(name).parts
    return parts[:1] == ("game",) and "dev" in parts[1:3] and len(parts) > 2


def _read_by_the_game(name: str) -> bool:
    """Whether a project file is one the game reads: main.py, or a file of ALLOWED's kinds.

    (Sources of generated assets, should any sit under assets/, have other suffixes.)
    """
    path = PurePosixPath(name)
    if _developer_tool(name):  # developer tools: never imported by the game
        return False
    if name == "locales/en.po":  # English is the msgids: game.i18n never reads this catalogue
        return False
    if path.name in HEADLESS:  # the commands' modules: main.py never reaches them
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
        assert not _developer_tool(name), f"{name} must not be packed (pygbag.ini)"
        assert PurePosixPath(name).name not in FORBIDDEN_FILES, f"{name} must not be packed"
        assert "-pygbag." not in name, f"{name}: an optimiser output was packed"
    unexpected = [name for name in built.names if not _read_by_the_game(name)]
    assert not unexpected, (f"not part of the game: {unexpected} (keep them out with "
                            f"pygbag.ini, or extend ALLOWED if the game needs them)")
    assert len(built.names) == len(set(built.names))


def test_bundle_packs_the_games_modules_shrunk(built: Built, build_web: ModuleType) -> None:
    with zipfile.ZipFile(built.result.apk) as apk:
        for name in ("game/ui/app.py", "game/mishimash/match.py", "main.py"):
            source = (built.project / name).read_text(encoding="utf-8")
            packed = apk.read("assets/" + name).decode("utf-8")
            assert packed == (build_web.shrink(source) if build_web.shrinks(name) else source)
    assert build_web.shrinks("game/ui/app.py") and not build_web.shrinks("main.py")


def test_bundle_within_budget(built: Built, build_web: ModuleType) -> None:
    assert build_web.APK_BUDGET == 700_000
    size = built.result.apk.stat().st_size
    assert size == built.result.apk_size
    assert size <= build_web.APK_BUDGET, f".apk is {size} bytes, budget {build_web.APK_BUDGET}"


def test_build_changes_no_source_file(built: Built) -> None:
    assert built.after == built.before  # no file rewritten (black), added (*-pygbag.*) or lost
    if built.status_before is not None:
        assert built.status_before == "" and built.status_after == "", built.status_after
    outputs = sorted(p.name for p in (built.project / "build").iterdir())
    assert outputs == ["pygbag.log", "web", "web.zip"]


def test_page_is_cubiris_own_with_the_build_settings(built: Built, build_web: ModuleType,
                                                     root: Path) -> None:
    web = built.result.web_dir
    assert sorted(p.name for p in web.iterdir()) == sorted(build_web.PAGE_FILES)
    html = (web / "index.html").read_text(encoding="utf-8")
    assert "{{" not in html, "a template field was left unfilled"
    assert html.isascii() and '<meta charset="utf-8">' in html[:1024]  # any server's charset
    assert 'const SERVICE_WORKER = "";' in html  # no service worker with the CDN's runtime
    assert "<title>CUBIRI</title>" in html
    assert f"build {built.result.build_id}" in html
    # no dead links: the page loads nothing from outside its folder but pygbag's loader
    assert build_web.page_links(html) == [build_web.CDN + "pythons.js"]
    assert 'data-python="python3.12"' in html and 'data-os="vtx,snd,gui"' in html
    assert '<canvas id="canvas" width="1280" height="720"' in html
    config = re.search(r"window\.config = \{(.*?)\};", html, re.S).group(1)
    for setting in ('ume_block: 0,', 'can_close: 1,', 'archive: "cubiri"', 'user_canvas: 1,',
                    f'cdn: new URL("{build_web.CDN}", document.baseURI).href',
                    'PYBUILD: "3.12"', 'fb_width: "1280"'):
        assert setting in config, setting
    assert f'new URL("{build_web.PACKAGE_INDEX}", document.baseURI)' in html
    # the page's texts, translated, for every language
    messages = json.loads(re.search(r"const MESSAGES = (\{.*?\});", html).group(1))
    assert set(messages) == {"en", "de", "ro", "te", "it"}
    for code, texts in messages.items():
        assert set(texts) == set(page.MESSAGES)
        assert (texts["start"] == page.MESSAGES["start"]) == (code == "en")
    # the Python block pythons.js runs is valid Python that imports only the standard library
    script = re.search(r'<script src="[^"]*pythons\.js"[^>]*>(.*?)</script>', html, re.S).group(1)
    tree = ast.parse(script)
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import)
                for a in n.names}
    assert imported <= set(sys.stdlib_module_names) | {"embed"}
    assert (web / "favicon.png").read_bytes() == (root / "assets" / "icon.png").read_bytes()


def test_itch_zip_holds_the_page_and_both_archives(built: Built, build_web: ModuleType) -> None:
    archive = built.result.archive
    assert archive is not None and archive.name == "web.zip"
    web = built.result.web_dir
    with zipfile.ZipFile(archive) as zf:
        assert zf.namelist() == ["index.html", "favicon.png", "cubiri.apk", "cubiri.tar.gz"]
        for name in zf.namelist():
            assert zf.read(name) == (web / name).read_bytes()
    # the .tar.gz (every host but itch.io) holds exactly what the .apk holds
    with zipfile.ZipFile(web / "cubiri.apk") as apk, \
            tarfile.open(web / "cubiri.tar.gz", "r:gz") as tar:
        in_apk = {i.filename: apk.read(i) for i in apk.infolist() if not i.is_dir()}
        in_tar = {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}
    assert in_tar == in_apk


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
    for folder in ("/tests", "/tools", "/.venv", "/.cache", "/.ci", "/game/dev", "*/dev"):
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
        build_web.build(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game"]  # nothing written


def test_pygbag_arguments(build_web: ModuleType) -> None:
    args = build_web.pygbag_args(Path("/tmp/page.tmpl"))
    assert args[args.index("--template") + 1] == "/tmp/page.tmpl"  # always our own page
    assert args[args.index("--cdn") + 1] == build_web.CDN
    assert "--build" in args and "--archive" not in args  # web.zip is made by build_web
    assert "--no_opt" in args  # no *-pygbag.* rewrites; the build does not depend on pngquant
    assert args[args.index("--icon") + 1] == "assets/icon.png"
    assert args[args.index("--ume_block") + 1] == "0"


def _reach(root: Path) -> set[str]:
    """Every module of `game` that main.py can import, read from the import statements (those
    inside functions too) and from module names written as strings (what the registry loads on
    use, but a `sim=` or `commands=` entry: only `python -m game` loads those): more than the
    game really imports, never less."""
    modules = {}
    for path in (root / "game").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path

    def imported(name: str) -> set[str]:
        path = modules[name]
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        command_line = {id(n) for k in ast.walk(tree)
                        if isinstance(k, ast.keyword) and k.arg in ("sim", "commands")
                        for n in ast.walk(k.value)}
        for node in ast.walk(tree):
            if id(node) in command_line:
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 \
                        else package
                    base = f"{anchor}.{base}" if base else anchor
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    re.fullmatch(r"game(\.\w+)+(:\w+)?", node.value):
                found.add(node.value.split(":")[0])
        return {".".join(m.split(".")[:k]) for m in found for k in range(1, m.count(".") + 2)
                if ".".join(m.split(".")[:k]) in modules}

    todo = [m for m in imported_by_main(root) if m in modules]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(imported(name) - seen)
    return {str(modules[m].relative_to(root).as_posix()) for m in seen}


def imported_by_main(root: Path) -> set[str]:
    tree = ast.parse((root / "main.py").read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    return names | {n.module for n in ast.walk(tree)
                    if isinstance(n, ast.ImportFrom) and n.module}


def test_headless_modules_are_out_of_the_games_reach(root: Path) -> None:
    reach = _reach(root)
    assert "game/ui/main.py" in reach and "game/magdagdon/state.py" in reach  # the walk works
    # ... and follows the names the registries load on use (a game's review view, its review)
    assert {"game/magdagdon/ui/past.py", "game/mishimash/review.py"} <= reach
    left_out = [p for p in reach if PurePosixPath(p).name in HEADLESS]
    assert not left_out, f"the game can import {left_out}: pygbag.ini must not leave them out"

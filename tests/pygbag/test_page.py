"""CUBIRI's built page run the way pygbag 0.9.3 runs it, natively (tests/pygbag/page.py).

Each test builds the page (tools/build_web.py, offline: the same page as a release) and loads it
in a fresh Python process: pygbag's own cpythonrc.py, import scan, PEP 723 reader and asyncio
loop from the pinned wheel, stepped once per animation frame, over a fake browser with pygbag's
string bridge. `pygame` cannot be imported there until pygbag's scan of main.py installs it.
A page load that fails leaves its console output in the assertion message.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ITCH = "https://html-classic.itch.zone/html/12345/index.html"


@pytest.fixture(scope="module")
def web(build_web: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built page (index.html, cubiri.apk, cubiri.tar.gz, favicon.png)."""
    return build_web.build(ROOT, tmp_path_factory.mktemp("build"), archive=False).web_dir


class Load:
    """One page load's result (see page.py's Page.summary)."""

    def __init__(self, result: dict[str, Any], console: str) -> None:
        self.result, self.console = result, console

    def __getitem__(self, key: str) -> Any:
        return self.result[key]

    def ok(self) -> dict[str, Any]:
        """The scenario's result; fails with the error and the console if there was one."""
        assert self.result["error"] is None, (self.result["error"] + "\n--- console ---\n"
                                              + self.console[-6000:])
        return self.result["scenario"]


def load_page(web: Path, tmp: Path, scenario: str, *, url: str = ITCH,
              language: str = "te-IN", storage: dict[str, str] | None = None,
              expect: Any = None, blocked: bool = False, **options: Any) -> Load:
    """Load the page once in a fresh process (a browser tab) and return what happened
    (`options`: more of page.py's settings)."""
    tmp.mkdir(parents=True, exist_ok=True)
    config = {"web": str(web), "sandbox": str(tmp / "sandbox"), "out": str(tmp / "out.json"),
              "scenario": scenario, "url": url, "language": language,
              "storage": storage or {}, "expect": expect, "blocked": blocked, **options}
    (tmp / "config.json").write_text(json.dumps(config), encoding="utf-8")
    done = subprocess.run([sys.executable, "-I", str(HERE / "page.py"), str(tmp / "config.json")],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=600,
                          cwd=tmp)
    console = done.stdout + done.stderr
    assert (tmp / "out.json").is_file(), f"the page process died:\n{console[-6000:]}"
    return Load(json.loads((tmp / "out.json").read_text(encoding="utf-8")), console)


def mutated(web: Path, tmp: Path, path: str, change: Callable[[str], str]) -> Path:
    """A copy of the built page whose game file `path` (e.g. "game/ui/app.py") is changed by
    `change`, in the .apk the itch.io page loads (its .tar.gz is left out)."""
    copy = tmp / "mutated-web"
    shutil.copytree(web, copy)
    (copy / "cubiri.tar.gz").unlink()
    entry = f"assets/{path}"
    with zipfile.ZipFile(web / "cubiri.apk") as old, \
            zipfile.ZipFile(copy / "cubiri.apk", "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename == entry:
                text = data.decode("utf-8")
                changed = change(text)
                assert changed != text, f"the mutation changed nothing in {path}"
                data = changed.encode("utf-8")
            new.writestr(info, data)
    return copy


# What platform_wasm's patches put in place of pygame's, Python's input() and os.read.
PATCHED = {"input": "async_input", "os.read": "patch_os_read", "select.select": "patch_select",
           "pygame.quit": "patch_pygame_quit",
           "pygame.display.set_mode": "patch_pygame_display_set_mode",
           "pygame.mixer.init": "patch_pygame_mixer_init",
           "pygame.time.set_timer": "patch_set_timer"}


def test_first_visit_then_reload_in_telugu(web: Path, tmp_path: Path) -> None:
    first = load_page(web, tmp_path / "first", "first_visit", expect={"typed": "రవి"})
    played = first.ok()

    # pygbag's scan of main.py asked for pygame-ce (its PEP 723 block; the import of pygame
    # is then already installed), and pygame could not be imported before that.
    scan = first["scan"]
    assert scan["pep723"] == [[], ["pygame-ce"]]  # the page's own script, then main.py
    assert scan["installed"] == ["pygame"] and scan["refused_before_install"] == []
    assert "pygame" in scan["history"] and "game" in scan["hint_failed"]
    assert first["game_file"].startswith(str(tmp_path / "first" / "sandbox"))  # from the apk
    assert first["page"] == [["ready"]]
    # pygbag's own pygame patches (platform_wasm 0.1.5, as the runtime ships it) ran: the
    # first tap started the mixer through the patched init, with its 2048-sample buffer, and
    # set_mode asked the page to resize the canvas.
    assert first["patched"] == PATCHED
    assert "pygame mixer init frequency=44100, size=-16, channels=1, buffer=2048" in \
        first.console
    assert first["js_calls"].count("window_resize") == 1

    assert played["language"] == "te" and played["notices"] == []
    assert played["seats"] == ["రవి", "కంప్యూటర్", "ఆటగాడు 3"]
    assert played["players"] == played["seats"]
    kept = played["kept"]
    assert kept["settings"]["mishimash_seats"][0]["name"] == "రవి"
    assert kept["settings"]["animation_speed"] == "off"
    assert [row["score"] for row in kept["magdagdon_scores"]["peaceful"]] == \
        [played["magdagdon_score"]]
    assert [entry["players"] for entry in kept["mishimash_history"]] == [played["seats"]]
    assert kept["games"]["magdagdon"]["record"] == played["in_progress"]
    assert not kept["games"]["magdagdon"]["over"]

    storage = first["storage"]
    assert all(k.isascii() and v.isascii() for k, v in storage.items())
    assert not [k for k in storage if ".damaged-" in k]

    # Reload: a new tab over the same localStorage.
    again = load_page(web, tmp_path / "again", "after_reload", storage=storage).ok()
    assert again["notices"] == [] and again["language"] == "te"
    assert again["kept"] == kept
    assert again["resumed"] == played["in_progress"]
    assert again["setup_seats"] == played["seats"]


def test_self_hosted_page_uses_the_tar_gz_and_pygbags_own_cdn(web: Path, tmp_path: Path) -> None:
    # http://localhost:8… is where pygbag rewrites wheel URLs to localhost:8000/cdn/ unless
    # PYGPI is set, which the page does.
    load = load_page(web, tmp_path, "start", url="http://localhost:8000/index.html",
                     language="ro-RO")
    assert load.ok() == {"top": "title", "language": "ro", "notices": []}
    fetched = [url for url, status in load["network"] if status == 200]
    assert fetched == [
        "https://pygame-web.github.io/cdn/index-0.9.3-cp{}{}.json".format(*sys.version_info),
        "http://localhost:8000/cubiri.tar.gz",
        next(u for u in fetched if "/cp312/pygame_ce-2.5.7.dev1-" in u),
    ]
    assert fetched[2].startswith("https://pygame-web.github.io/cdn/cp312/")


def test_page_falls_back_to_the_other_archive(web: Path, tmp_path: Path) -> None:
    partial = tmp_path / "web"
    shutil.copytree(web, partial)
    (partial / "cubiri.apk").unlink()  # itch.io asks for the .apk first
    load = load_page(partial, tmp_path / "run", "start", language="de-DE")
    assert load.ok()["language"] == "de"
    assert [u.rsplit("/", 1)[1] for u, s in load["network"] if "cubiri." in u] == \
        ["cubiri.apk", "cubiri.tar.gz"]


def test_page_says_so_when_the_game_files_are_missing(web: Path, tmp_path: Path) -> None:
    partial = tmp_path / "web"
    shutil.copytree(web, partial)
    (partial / "cubiri.apk").unlink()
    (partial / "cubiri.tar.gz").unlink()
    load = load_page(partial, tmp_path / "run", "start")
    assert "Stuck" in load["error"] and load["page"] == [
        ["failed", "download", "cubiri.apk/.tar.gz"]]


def test_blocked_storage_plays_on_with_a_notice(web: Path, tmp_path: Path) -> None:
    result = load_page(web, tmp_path, "start", language="it-IT", blocked=True).ok()
    assert result["top"] == "title" and result["language"] == "it"
    assert len(result["notices"]) == 1  # "Could not save on this device…", in Italian


def test_a_game_that_cannot_start_says_so_in_the_page(build_web: ModuleType,
                                                      tmp_path: Path) -> None:
    project = tmp_path / "project"
    for name in build_web.source_files(ROOT):
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, project / name)
    broken = project / "game" / "ui" / "main.py"
    broken.write_text(broken.read_text(encoding="utf-8") + "\nraise ValueError('ఆటగాడు')\n",
                      encoding="utf-8")
    web = build_web.build(project, tmp_path / "build", archive=False).web_dir
    load = load_page(web, tmp_path / "run", "start")
    assert "Stuck" in load["error"]
    assert load["page"] == [["failed", "start", "ValueError: ఆటగాడు"]]
    assert all(code.isascii() for code in load["evaluated"])  # through js_call, as ASCII
    assert "Traceback" in load.console and "ValueError" in load.console


@pytest.mark.parametrize("module", ["statistics", "hypothesis"])
def test_a_module_the_runtime_lacks_stops_the_page(web: Path, tmp_path: Path,
                                                   module: str) -> None:
    # pygbag 0.9.3's CPython has no `statistics` (tools/web/stdlib-0.9.3.json, from its
    # main.data), and nothing installs `hypothesis` there (pygbag scans only main.py): the
    # host's Python has both, the page must not.
    page = mutated(web, tmp_path, "game/ui/app.py", lambda text: text.replace(
        "import asyncio\n", f"import asyncio\nimport {module}\n", 1))
    load = load_page(page, tmp_path / "run", "start")
    assert "Stuck" in load["error"]
    assert load["scan"]["refused_stdlib"] == [module]
    assert load["page"] == [["failed", "start", f"ModuleNotFoundError: No module named "
                             f"'{module}' (not in pygbag 0.9.3's runtime)"]]


def test_the_runtime_standard_library_is_read_from_the_pinned_main_js(build_web: ModuleType
                                                                       ) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("cubiri_runtime_stdlib",
                                                  ROOT / "tools" / "runtime_stdlib.py")
    assert spec is not None and spec.loader is not None
    stdlib = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stdlib)
    data = json.loads(stdlib.LIST.read_text(encoding="utf-8"))
    pinned = {f.path: f.sha256 for f in build_web.load_manifest()}
    assert data["main_js"]["sha256"] == pinned["0.9.3/cpython312/main.js"]
    assert data["main_js"]["files"] == 363  # main.data's files; 239 of the standard library
    assert len(data["stdlib"]) == 239 and all(f.endswith(".py") for f in data["stdlib"])
    runtime = stdlib.load()
    for missing in ("statistics", "doctest", "pdb", "graphlib", "_pydatetime",
                    "asyncio.selector_events", "encodings.latin_1", "fcntl", "termios"):
        assert runtime.lacks(missing), missing
    for present in ("json", "json.decoder", "os", "io", "importlib.util", "asyncio",
                    "asyncio.wasm_events", "math", "_json", "zlib", "tomllib", "uuid",
                    "platform_wasm.pygame", "aio.gthread"):
        assert not runtime.lacks(present), present
    # the reader itself, on a main.js-shaped line
    sample = ('loadPackage({files:[{filename:"/usr/lib/python3.12/a/__init__.py",start:0,end:5},'
              '{filename:"/data/data/org.python/assets/site-packages/b.py",start:5,end:9}]')
    assert stdlib.read_main_js(sample) == [("/usr/lib/python3.12/a/__init__.py", 5),
                                           ("/data/data/org.python/assets/site-packages/b.py", 4)]


def test_the_frame_clock_runs_in_the_page(web: Path, tmp_path: Path) -> None:
    # 30 frames paced like requestAnimationFrame: each at least 1/60 s apart, each frame's time
    # capped at 0.1 s by the app, so at least 0.5 s of game time; SDL's timer is never started.
    result = load_page(web, tmp_path, "clock").ok()
    assert result["elapsed"] >= 0.45
    assert result["sdl_ticks"] == 0  # why the clock must not be pygame.time.get_ticks()


OLD_RUN = '''    async def run(self) -> None:
        """The main loop."""
        last = pygame.time.get_ticks()
        if not platform.IS_BROWSER:
            clock = pygame.time.Clock()
        while self.running:
            if platform.IS_BROWSER:
                now = pygame.time.get_ticks()
                dt, last = (now - last) / 1000, now
            else:
                dt = clock.tick(FPS) / 1000
            self.step(None, min(dt, 0.1))
            await asyncio.sleep(0)
        self.session.flush()
'''


def test_a_frame_clock_that_stands_still_is_seen(web: Path, tmp_path: Path) -> None:
    # The frame clock before this harness ran the real clock: pygame.time.get_ticks(), which
    # ran only because a Clock (used natively) started SDL's timer. With the Clock created only
    # natively, every animation and timer stands still in the page.
    def old_clock(text: str) -> str:
        start = text.index("    async def run(self) -> None:")
        flush = "        self.session.flush()\n"
        end = text.index(flush, start) + len(flush)
        return text[:start] + OLD_RUN + text[end:]

    page = mutated(web, tmp_path, "game/ui/app.py", old_clock)
    result = load_page(page, tmp_path / "run", "clock").ok()
    assert result["elapsed"] == 0.0


def test_the_game_does_not_need_the_patches_that_may_not_apply(web: Path, tmp_path: Path
                                                               ) -> None:
    # platform_wasm's pygame patch imports pygame.mixer.music, which pygame-ce refuses natively
    # (pygame.mixer is no package) and which this harness cannot check in the wasm build: the
    # patch then stops before the mixer and set_mode ones. CUBIRI asks for the 2048-sample
    # buffer itself and sizes the canvas in the page, so nothing changes for the player.
    load = load_page(web, tmp_path, "sound", mixer_music_module=False)
    result = load.ok()
    assert "No module named 'pygame.mixer.music'" in load.console
    assert load["patched"] == PATCHED | {"pygame.display.set_mode": "set_mode",
                                         "pygame.mixer.init": "init"}
    assert result == {"top": "title", "sound": True, "mixer": [44100, -16, 1]}

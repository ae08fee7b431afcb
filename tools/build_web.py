"""Build CUBIRI's browser version with pygbag, from a clean copy so the checkout is never touched.

    python tools/build_web.py                # build/web/: index.html, favicon.png, cubiri.apk
    python tools/build_web.py --archive      # the same, plus build/web.zip to upload to itch.io
    python tools/build_web.py --offline      # no network: a local TEST page (the game won't run)

Why a copy: pygbag packs the folder it is given and also writes into it. It creates `build/`
there, its asset optimiser writes `*-pygbag.*` files next to the sources, and it runs `black`
over the whole folder whenever `black` is importable. So this script copies the files git knows
about (tracked, or untracked but not ignored) into a temporary folder named `cubiri` (pygbag
names the bundle after the folder), runs pygbag there with `black` made unimportable and the
optimiser off (`--no_opt`: the assets are already small, and the bundle must not depend on
whether pngquant/ffmpeg happen to be installed), then copies `build/web` (and `build/web.zip`)
back. What goes into the bundle is decided by `pygbag.ini`, which pygbag reads from the current
directory, i.e. the copy's root.

pygbag downloads its page template from its CDN; without a local `--template` it retries for
ever when the CDN is unreachable, so the online build checks the CDN first and `--offline`
uses `tools/web/offline.tmpl` instead (packaging checks only; never publish that page).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Pinned on purpose (pyproject.toml pins pygbag==0.9.3 too): pygbag's packer, its page template
# and the CPython/pygame-ce wasm runtime it fetches all come from the same release, and the
# template's behaviour (start-up click, file system shims) changes between releases. See the
# README section "Web build and itch.io" for the known 0.9.3 issues.
PYGBAG_VERSION = "0.9.3"
PYTHON_WASM = "3.12"  # pygbag 0.9.3's default browser CPython, stated explicitly
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"

APP_NAME = "cubiri"  # folder name of the copy -> build/web/cubiri.apk
TITLE = "CUBIRI"  # page title; same as game.ui.constants.TITLE
WIDTH, HEIGHT = 1280, 720  # the logical canvas; same as game.ui.constants.WIDTH/HEIGHT
# 0 = start at once instead of waiting on pygbag's "Ready to start!" click, which is known to
# hang on iOS (pygbag issue #138). Browsers still only allow sound after a tap, which in CUBIRI
# always comes before the first sound (rolling needs one).
UME_BLOCK = 0
ICON = "assets/icon.png"
OFFLINE_TEMPLATE = ROOT / "tools" / "web" / "offline.tmpl"
APK_BUDGET = 600_000  # bytes (issue 7: the .apk stays within 600 KB)

# pygbag's __main__, with `black` made unimportable: pygbag only formats when `import black`
# succeeds, and a None entry in sys.modules makes that import fail.
_PYGBAG = (
    "import runpy, sys; sys.modules['black'] = None; sys.argv[0] = 'pygbag'; "
    "runpy.run_module('pygbag', run_name='__main__', alter_sys=True)"
)
# Never copied into the build folder, whatever git says (pygbag's own outputs and caches).
_NEVER_COPY = ("build/", ".git/", ".venv/", ".cache/")


class BuildError(RuntimeError):
    """The web build could not be made; the message says why and what to do."""


@dataclass(frozen=True)
class BuildResult:
    """Where a build put its files, and the bundle's size."""

    web_dir: Path
    apk: Path
    apk_size: int
    archive: Path | None
    log: Path

    @property
    def within_budget(self) -> bool:
        """True when the .apk is no bigger than APK_BUDGET."""
        return self.apk_size <= APK_BUDGET


def source_files(root: Path = ROOT) -> list[str]:
    """The project's files as git sees them (tracked, or untracked and not ignored), posix paths.

    Outside a git checkout (an unpacked source archive) every file is taken; pygbag.ini still
    decides what enters the bundle.
    """
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=root, capture_output=True, check=True,
        ).stdout.decode("utf-8")
        names = [name for name in out.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        names = []
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
            rel = Path(folder).relative_to(root)
            names += [(rel / f).as_posix() for f in files if not f.endswith(".pyc")]
    keep = {n for n in names if not n.startswith(_NEVER_COPY) and "-pygbag." not in n}
    return sorted(n for n in keep if (root / n).is_file())  # deleted-but-tracked files drop out


def pygbag_version() -> str | None:
    """The installed pygbag version, or None when pygbag is not installed."""
    try:
        return metadata.version("pygbag")
    except metadata.PackageNotFoundError:
        return None


def cdn_reachable(url: str = CDN, timeout: float = 10.0) -> bool:
    """Whether pygbag's CDN answers (its page template is fetched from there)."""
    request = urllib.request.Request(url + "default.tmpl", method="HEAD")
    try:
        with urllib.request.urlopen(request, timeout=timeout):
            return True
    except (urllib.error.URLError, OSError, ValueError):
        return False


_LINK = re.compile(r"""\b(?:src|href)\s*=\s*["'](https?://[^"'\s]+)["']""", re.I)


def page_links(html: str) -> list[str]:
    """The absolute http(s) URLs a page loads through src= or href= attributes, in order."""
    return list(dict.fromkeys(_LINK.findall(html)))


def broken_links(html: str, timeout: float = 10.0) -> list[str]:
    """'URL: reason' for each absolute link of the page that does not answer (needs network).

    pygbag 0.9.3's own template is known to link a browserfs.min.js that answers 404 (pygbag
    issue #227); checking every link after an online build catches that and its like.
    """
    broken = []
    for url in page_links(html):
        request = urllib.request.Request(url, method="HEAD")
        try:
            with urllib.request.urlopen(request, timeout=timeout):
                pass
        except urllib.error.HTTPError as exc:
            broken.append(f"{url}: HTTP {exc.code}")
        except (urllib.error.URLError, OSError, ValueError) as exc:
            broken.append(f"{url}: {exc}")
    return broken


def pygbag_args(*, offline: bool, archive: bool, template: Path | None = None) -> list[str]:
    """pygbag's command-line options for CUBIRI (the app folder comes last, added by build)."""
    args = [
        "--archive" if archive else "--build",
        "--no_opt",
        "--title", TITLE,
        "--width", str(WIDTH),
        "--height", str(HEIGHT),
        "--ume_block", str(UME_BLOCK),
        "--PYBUILD", PYTHON_WASM,
        "--icon", ICON,
    ]
    if offline:
        args += ["--template", str(template or OFFLINE_TEMPLATE)]
    return args


def build(root: Path = ROOT, out: Path | None = None, *, offline: bool = False,
          archive: bool = False, template: Path | None = None) -> BuildResult:
    """Build the web version of the project at `root` into `out` (default `root/build`).

    Writes `out/web/` (index.html, favicon.png, cubiri.apk, ...), `out/web.zip` when `archive`,
    and pygbag's output in `out/pygbag.log`. Nothing under `root` is written unless `out` is
    there. Raises BuildError when the build cannot be made.
    """
    root = root.resolve()
    out = (out or root / "build").resolve()
    found = pygbag_version()
    if found != PYGBAG_VERSION:
        raise BuildError(f"pygbag {PYGBAG_VERSION} is required (found {found or 'none'}): "
                         f"python -m pip install -e \".[dev]\"")
    if not (root / "main.py").is_file():
        raise BuildError(f"{root / 'main.py'} does not exist: there is no game to pack yet")
    if not (root / ICON).is_file():
        raise BuildError(f"{root / ICON} is missing: python tools/make_icon.py")
    if offline and not (template or OFFLINE_TEMPLATE).is_file():
        raise BuildError(f"offline template {template or OFFLINE_TEMPLATE} is missing")
    if not offline and not cdn_reachable():
        raise BuildError(f"pygbag's CDN {CDN} is not reachable, and pygbag would retry for ever "
                         f"fetching its page template. Build on a machine with internet access, "
                         f"or use --offline for a packaging test (that page does not run).")

    out.mkdir(parents=True, exist_ok=True)
    log = out / "pygbag.log"
    with tempfile.TemporaryDirectory(prefix="cubiri-web-") as tmp:
        app = Path(tmp) / APP_NAME
        for name in source_files(root):
            target = app / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / name, target)
        command = [sys.executable, "-c", _PYGBAG,
                   *pygbag_args(offline=offline, archive=archive, template=template), str(app)]
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")
        with log.open("w", encoding="utf-8") as stream:
            stream.write("$ " + " ".join(command) + "\n")
            stream.flush()
            done = subprocess.run(command, cwd=app, env=env, stdout=stream,
                                  stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  timeout=600)
        built = app / "build" / "web"
        apk = built / f"{APP_NAME}.apk"
        if done.returncode != 0 or not apk.is_file() or not (built / "index.html").is_file():
            raise BuildError(f"pygbag failed (exit {done.returncode}); see {log}:\n"
                             + _tail(log))
        web_dir = out / "web"
        if web_dir.exists():
            shutil.rmtree(web_dir)
        shutil.copytree(built, web_dir)
        zipped = out / "web.zip"
        if zipped.exists():
            zipped.unlink()  # never leave a stale upload next to a fresh build
        if archive:
            shutil.copy2(app / "build" / "web.zip", zipped)
    apk = web_dir / f"{APP_NAME}.apk"
    return BuildResult(web_dir, apk, apk.stat().st_size, zipped if archive else None, log)


def _tail(path: Path, lines: int = 25) -> str:
    return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


def apk_listing(apk: Path) -> list[tuple[str, int]]:
    """(name inside the bundle, uncompressed size) for every file of a pygbag .apk (a zip)."""
    with zipfile.ZipFile(apk) as zf:
        return [(info.filename, info.file_size) for info in zf.infolist() if not info.is_dir()]


def main(argv: list[str] | None = None) -> int:
    """Command line: build, then print what was made and whether the bundle fits its budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", action="store_true",
                        help="also make build/web.zip (index.html, favicon.png, the .apk) "
                             "for itch.io")
    parser.add_argument("--offline", action="store_true",
                        help="use the local test template (no network; the page does not run)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="project folder to build (default: this checkout)")
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: build/ in the project)")
    parser.add_argument("--list", action="store_true", help="list the bundle's files")
    args = parser.parse_args(argv)
    try:
        result = build(args.root, args.out, offline=args.offline, archive=args.archive)
    except BuildError as exc:
        print(f"build_web: error: {exc}", file=sys.stderr)
        return 1
    listing = apk_listing(result.apk)
    if args.list:
        for name, size in listing:
            print(f"{size:>9}  {name}")
    print(f"{result.web_dir}: " + ", ".join(sorted(p.name for p in result.web_dir.iterdir())))
    print(f"{result.apk}: {result.apk_size} bytes, {len(listing)} files "
          f"(budget {APK_BUDGET} bytes)")
    if result.archive:
        print(f"{result.archive}: {result.archive.stat().st_size} bytes (upload this to itch.io)")
    if args.offline:
        print("offline build: the page is a packaging test and does not run the game; "
              "do not publish it")
    else:
        broken = broken_links((result.web_dir / "index.html").read_text(encoding="utf-8"))
        for line in broken:
            print(f"build_web: error: the page links to {line}", file=sys.stderr)
        if broken:
            print("build_web: the page may not start; see README, 'Known pygbag 0.9.3 issues'. "
                  "Test it locally before publishing.", file=sys.stderr)
            return 1
    if not result.within_budget:
        print(f"build_web: error: the bundle is {result.apk_size - APK_BUDGET} bytes over "
              f"budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Build CUBIRI's browser version with pygbag, from a clean copy so the checkout is never touched.

    python tools/build_web.py                   # build/web/ and build/web.zip (itch.io upload)
    python tools/build_web.py --offline         # the same page, without the network checks
    python tools/build_web.py --self-contained  # the runtime inside the upload, and offline play
    python tools/build_web.py --list            # also list the files inside the bundle

Every build uses CUBIRI's own page template, `tools/web/cubiri.tmpl` (pygbag's own template is
downloaded from its CDN, whose content changed after 0.9.3 was released). So the build needs no
network. An online build (without `--offline`) then checks what the page will load at play
time: every runtime file listed in `tools/web/runtime-0.9.3.json` is downloaded from pygbag's
CDN and its sha256 compared with the one CUBIRI was checked against. The result is written to
`build/runtime.json`; a file that differs stops the build (status 1) with its name.

`--self-contained` (needs internet) downloads those runtime files into the build itself, under
`cdn/`, checks each against the manifest before anything is built, points the page and the
package index there, and adds a service worker (`tools/web/sw.js`): the page then loads nothing
from outside its own folder, and a reload starts without a network once it was opened online.

Why a copy: pygbag packs the folder it is given and also writes into it. It creates `build/`
there, its asset optimiser writes `*-pygbag.*` files next to the sources, and it runs `black`
over the whole folder whenever `black` is importable. So this script copies the files git knows
about (tracked, or untracked but not ignored) into a temporary folder named `cubiri` (pygbag
names the bundle after the folder), runs pygbag there with `black` made unimportable and the
optimiser off (`--no_opt`: the assets are already small, and the bundle must not depend on
whether pngquant/ffmpeg happen to be installed), then copies `build/web` back. What goes into
the bundle is decided by `pygbag.ini`, which pygbag reads from the current directory, i.e. the
copy's root. pygbag's `--archive` zip would lack `cubiri.tar.gz`, which the page loads on every
host but itch.io, so this script makes `build/web.zip` itself.
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB_TOOLS = ROOT / "tools" / "web"

# Pinned on purpose (pyproject.toml pins pygbag==0.9.3 too): pygbag's packer and the CPython/
# pygame-ce wasm runtime the page loads belong to one release. See README, "Web build".
PYGBAG_VERSION = "0.9.3"
PYTHON_WASM = "3.12"  # pygbag 0.9.3's default browser CPython, stated explicitly
CDN_ROOT = "https://pygame-web.github.io/cdn/"
CDN = f"{CDN_ROOT}{PYGBAG_VERSION}/"  # where the page loads pythons.js and CPython from
PACKAGE_INDEX = CDN_ROOT  # PYGPI: pygbag reads index-0.9.3-cp312.json there, wheels below it

APP_NAME = "cubiri"  # folder name of the copy -> build/web/cubiri.apk, cubiri.tar.gz
TITLE = "CUBIRI"  # page title; same as game.ui.constants.TITLE
WIDTH, HEIGHT = 1280, 720  # the logical canvas; same as game.ui.constants.WIDTH/HEIGHT
# 0 = start at once instead of waiting on pygbag's "Ready to start!" click, which is known to
# hang on iOS (pygbag issue #138). Browsers still only allow sound after a tap, which in CUBIRI
# always comes before the first sound (rolling needs one).
UME_BLOCK = 0
ICON = "assets/icon.png"
TEMPLATE = WEB_TOOLS / "cubiri.tmpl"
SERVICE_WORKER = WEB_TOOLS / "sw.js"
LICENSES = WEB_TOOLS / "THIRD-PARTY-LICENSES.txt"
RUNTIME_DIR = "cdn"  # the self-contained build's copy of the CDN's root, beside index.html
RUNTIME_MANIFEST = WEB_TOOLS / f"runtime-{PYGBAG_VERSION}.json"
# bytes: 600 KB for the game plus 100 KB for the shipped MISHIMASH tables
# (game/mishimash/tables.bin, about 98 KB zipped; the tables were allowed 150 KB at most).
APK_BUDGET = 700_000
# What the page needs next to index.html: the game's files twice (the page loads the .apk on
# itch.io and the .tar.gz elsewhere, each the other's fallback) and the icon.
PAGE_FILES = ("index.html", "favicon.png", f"{APP_NAME}.apk", f"{APP_NAME}.tar.gz")

# pygbag's __main__, with `black` made unimportable: pygbag only formats when `import black`
# succeeds, and a None entry in sys.modules makes that import fail.
_PYGBAG = (
    "import runpy, sys; sys.modules['black'] = None; sys.argv[0] = 'pygbag'; "
    "runpy.run_module('pygbag', run_name='__main__', alter_sys=True)"
)
# The page's texts in every language, read from the copy's own catalogues.
_PAGE_TEXTS = "import json, game.page; print(json.dumps(game.page.texts(), ensure_ascii=True))"
# Never copied into the build folder, whatever git says (pygbag's own outputs and caches).
_NEVER_COPY = ("build/", ".git/", ".venv/", ".cache/")


class BuildError(RuntimeError):
    """The web build could not be made; the message says why and what to do."""


@dataclass(frozen=True)
class Runtime:
    """Where a self-contained build copies pygbag's runtime from (`base`: the CDN's root) and
    what it must be (`manifest`). `pin`: record the sha256 of files the manifest lacks, a
    deliberate change to review and commit."""

    base: str = CDN_ROOT
    manifest: Path = RUNTIME_MANIFEST
    pin: bool = False


@dataclass(frozen=True)
class BuildResult:
    """Where a build put its files, and the bundle's size."""

    web_dir: Path
    apk: Path
    apk_size: int
    archive: Path | None
    log: Path
    build_id: str
    files: tuple[str, ...] = PAGE_FILES  # what the upload holds, relative to web_dir

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


def build_id(root: Path, names: list[str]) -> str:
    """A short id of exactly what is built: the files' names and bytes, the page template and
    the pygbag version (the same sources always give the same id)."""
    digest = hashlib.sha256(f"pygbag {PYGBAG_VERSION}\0".encode())
    for name in names:
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256((root / name).read_bytes()).digest())
    digest.update(TEMPLATE.read_bytes())
    return digest.hexdigest()[:16]


_CUBIRI_FIELD = re.compile(r"\{\{cubiri\.([a-z_]+)\}\}")


def render_template(template: Path, fields: dict[str, str]) -> str:
    """The page template with every `{{cubiri.NAME}}` field filled (pygbag fills the
    `{{cookiecutter.NAME}}` ones). Raises BuildError for a field with no value."""
    text = template.read_text(encoding="utf-8")
    missing = sorted(set(_CUBIRI_FIELD.findall(text)) - set(fields))
    if missing:
        raise BuildError(f"{template}: no value for {', '.join(missing)}")
    return _CUBIRI_FIELD.sub(lambda m: fields[m.group(1)], text)


def page_texts(app: Path) -> str:
    """The page's texts in every language as a JSON object, safe inside a <script>."""
    done = subprocess.run([sys.executable, "-c", _PAGE_TEXTS], cwd=app, capture_output=True,
                          text=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"),
                          timeout=120)
    if done.returncode != 0:
        raise BuildError(f"could not read the page's texts (game/page.py):\n{done.stderr}")
    texts = json.loads(done.stdout)
    # ASCII JSON; "<" escaped so that no "</script" or "<!--" can appear in the page's script
    return json.dumps(texts, ensure_ascii=True, sort_keys=True).replace("<", "\\u003c")


def pygbag_args(template: Path, cdn: str = CDN) -> list[str]:
    """pygbag's command-line options for CUBIRI (the app folder comes last, added by build)."""
    return [
        "--build",
        "--no_opt",
        "--template", str(template),
        "--cdn", cdn,
        "--title", TITLE,
        "--width", str(WIDTH),
        "--height", str(HEIGHT),
        "--ume_block", str(UME_BLOCK),
        "--PYBUILD", PYTHON_WASM,
        "--icon", ICON,
    ]


def integrity(manifest: Path, path: str = f"{PYGBAG_VERSION}/pythons.js") -> str:
    """The Subresource Integrity value of a runtime file the page loads with a tag ("sha256-"
    and the base64 of its digest, from the manifest): the browser refuses any other bytes."""
    pinned = {f.path: f.sha256 for f in load_manifest(manifest)}
    digest = pinned.get(path)
    if digest is None:
        raise BuildError(f"{manifest} has no sha256 for {path}: the page cannot pin it")
    return "sha256-" + base64.b64encode(bytes.fromhex(digest)).decode("ascii")


def shrinks(name: str) -> bool:
    """Whether the copy of `name` packed into the bundle is `shrink`'s: the game's modules.
    main.py stays as it is: pygbag reads its PEP 723 block, which is made of comments."""
    return name.startswith("game/") and name.endswith(".py")


def shrink(source: str) -> str:
    """`source` without its comments and docstrings, every line where it was.

    They are a third of the game's compressed code, which the page downloads on every first
    visit; nothing in the game reads them. Each line keeps its number, so a traceback from the
    browser's console points at the right line of the repository's file: a docstring becomes
    `""` (on one line) or `(` + its line breaks + `"")` (inside brackets, lines may break).
    """
    lines = source.splitlines(keepends=True)
    docstrings = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                line = lines[first.lineno - 1].encode("utf-8")[:first.col_offset]
                docstrings.add((first.lineno, len(line.decode("utf-8"))))
    cuts: list[tuple[tuple[int, int], tuple[int, int], str]] = []
    readline = iter(lines).__next__
    for token in tokenize.generate_tokens(readline):
        if token.type == tokenize.COMMENT:
            cuts.append((token.start, token.end, ""))
        elif token.type == tokenize.STRING and token.start in docstrings:
            breaks = token.end[0] - token.start[0]
            cuts.append((token.start, token.end, "(" + "\n" * breaks + '"")' if breaks else '""'))
    for (row, col), (end_row, end_col), text in reversed(cuts):
        joined = lines[row - 1][:col] + text + lines[end_row - 1][end_col:]
        lines[row - 1:end_row] = joined.splitlines(keepends=True)
    return "".join(line.rstrip() + ("\n" if line.endswith("\n") else "") for line in lines)


def build(root: Path = ROOT, out: Path | None = None, *, archive: bool = True,
          template: Path = TEMPLATE, cdn: str = CDN, index: str = PACKAGE_INDEX,
          runtime: Runtime | None = None, allow_standin: bool = False,
          manifest: Path = RUNTIME_MANIFEST) -> BuildResult:
    """Build the web version of the project at `root` into `out` (default `root/build`).

    Writes `out/web/` (index.html, favicon.png, cubiri.apk, cubiri.tar.gz), `out/web.zip` when
    `archive`, and pygbag's output in `out/pygbag.log`. Nothing under `root` is written unless
    `out` is there. Without `runtime` no network is used. With `runtime` the build is
    self-contained: the runtime is downloaded and checked first (`mirror_runtime`), then copied
    into `web/cdn/` with a service worker `web/sw.js` and the licences of what it redistributes.
    A stand-in runtime (tests only) needs `allow_standin` and is never archived.
    `manifest`: the runtime files the page pins (the integrity of its pythons.js tag; the
    self-contained build's runtime manifest wins; tests pass a stand-in's).
    Raises BuildError when the build cannot be made.
    """
    mirrored: dict[str, bytes] = {}
    if runtime is not None:
        standin = is_standin(runtime.manifest)
        if standin and not allow_standin:
            raise BuildError(f"{runtime.manifest} describes a stand-in runtime, for tests only")
        if standin and archive:
            raise BuildError("refusing to archive a build of the stand-in runtime: it is not "
                             "pygbag's runtime and must never be published")
        mirrored = mirror_runtime(runtime)
        cdn, index = f"{RUNTIME_DIR}/{PYGBAG_VERSION}/", f"{RUNTIME_DIR}/"
        manifest = runtime.manifest
    pythons_integrity = integrity(manifest)
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
    if not template.is_file():
        raise BuildError(f"page template {template} is missing")

    out.mkdir(parents=True, exist_ok=True)
    log = out / "pygbag.log"
    names = source_files(root)
    ident = build_id(root, names)
    with tempfile.TemporaryDirectory(prefix="cubiri-web-") as tmp:
        app = Path(tmp) / APP_NAME
        for name in names:
            target = app / name
            target.parent.mkdir(parents=True, exist_ok=True)
            if shrinks(name):
                target.write_text(shrink((root / name).read_text(encoding="utf-8")),
                                  encoding="utf-8")
            else:
                shutil.copy2(root / name, target)
        page = Path(tmp) / "cubiri.tmpl"  # beside the copy, never inside the bundle
        page.write_text(render_template(template, {
            "index": index, "messages": page_texts(app), "build": ident,
            "service_worker": "sw.js" if runtime is not None else "",
            "pythons_integrity": pythons_integrity,
        }), encoding="utf-8")
        command = [sys.executable, "-c", _PYGBAG, *pygbag_args(page, cdn), str(app)]
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")
        with log.open("w", encoding="utf-8") as stream:
            stream.write("$ " + " ".join(command) + "\n")
            stream.flush()
            done = subprocess.run(command, cwd=app, env=env, stdout=stream,
                                  stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  timeout=600)
        built = app / "build" / "web"
        missing = [n for n in PAGE_FILES if not (built / n).is_file()]
        if done.returncode != 0 or missing:
            raise BuildError(f"pygbag failed (exit {done.returncode}, missing "
                             f"{', '.join(missing) or 'nothing'}); see {log}:\n" + _tail(log))
        web_dir = out / "web"
        if web_dir.exists():
            shutil.rmtree(web_dir)
        shutil.copytree(built, web_dir)
    files: tuple[str, ...] = PAGE_FILES
    if runtime is not None:
        files = add_runtime(web_dir, mirrored, ident)
    zipped = out / "web.zip"
    if zipped.exists():
        zipped.unlink()  # never leave a stale upload next to a fresh build
    if archive:
        write_zip(zipped, web_dir, files)
    apk = web_dir / f"{APP_NAME}.apk"
    return BuildResult(web_dir, apk, apk.stat().st_size, zipped if archive else None, log,
                       ident, files)


def write_zip(path: Path, folder: Path, names: tuple[str, ...] | list[str]) -> None:
    """A zip of `names` (relative to `folder`) at its top level, in that order: the upload."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in names:
            zf.write(folder / name, name)


def _tail(path: Path, lines: int = 25) -> str:
    return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


def apk_listing(apk: Path) -> list[tuple[str, int]]:
    """(name inside the bundle, uncompressed size) for every file of a pygbag .apk (a zip)."""
    with zipfile.ZipFile(apk) as zf:
        return [(info.filename, info.file_size) for info in zf.infolist() if not info.is_dir()]


# ------------------------------------------------------------------------------------------
# What the page loads at play time: the runtime files on pygbag's CDN, checked against the
# manifest of what CUBIRI was checked against.

@dataclass(frozen=True)
class RuntimeFile:
    """One runtime file of the manifest: path below the CDN root, size and sha256 (None where
    they could not be read when the manifest was written)."""

    path: str
    size: int | None
    sha256: str | None
    what: str = ""


def load_manifest(path: Path = RUNTIME_MANIFEST) -> list[RuntimeFile]:
    """The runtime files listed in a manifest (tools/web/runtime-0.9.3.json)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    return [RuntimeFile(f["path"], f.get("size"), f.get("sha256"), f.get("what", ""))
            for f in doc["files"]]


@dataclass
class RuntimeCheck:
    """What the CDN served for each manifest file, against the manifest."""

    base: str
    files: list[dict] = field(default_factory=list)

    @property
    def differs(self) -> list[dict]:
        """Files whose size or sha256 is not the manifest's, or that could not be fetched."""
        return [f for f in self.files if f["status"] in ("different", "unavailable")]

    @property
    def unpinned(self) -> list[dict]:
        """Files the manifest has no sha256 for yet (served, so now known)."""
        return [f for f in self.files if f["status"] == "not pinned"]


def fetch(url: str, timeout: float = 60.0) -> bytes:
    """The bytes at `url` (raises OSError/URLError when it cannot be read)."""
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


def check_runtime(files: list[RuntimeFile], base: str | None = None, *,
                  timeout: float = 60.0, keep: dict[str, bytes] | None = None) -> RuntimeCheck:
    """Download every runtime file below `base` (pygbag's CDN) and compare it with the
    manifest (`keep`: a dict that receives the downloaded bytes by path)."""
    base = CDN_ROOT if base is None else base
    check = RuntimeCheck(base)
    for item in files:
        url = base + item.path
        entry: dict = {"path": item.path, "url": url, "expected_size": item.size,
                       "expected_sha256": item.sha256}
        try:
            data = fetch(url, timeout)
        except (urllib.error.URLError, OSError, ValueError) as exc:
            entry.update(status="unavailable", error=str(exc))
            check.files.append(entry)
            continue
        entry.update(size=len(data), sha256=hashlib.sha256(data).hexdigest())
        if keep is not None:
            keep[item.path] = data
        if item.sha256 is None:
            same_size = item.size is None or item.size == len(data)
            entry["status"] = "not pinned" if same_size else "different"
        elif item.sha256 == entry["sha256"] and item.size in (None, len(data)):
            entry["status"] = "same"
        else:
            entry["status"] = "different"
        check.files.append(entry)
    return check


def pin_manifest(check: RuntimeCheck, path: Path = RUNTIME_MANIFEST) -> list[str]:
    """Write the served size and sha256 of the not-yet-pinned files into the manifest (a
    deliberate step: review and commit the change). Returns the paths pinned."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    served = {f["path"]: f for f in check.unpinned}
    pinned = []
    for item in doc["files"]:
        if item["path"] in served and item.get("sha256") is None:
            item["size"], item["sha256"] = served[item["path"]]["size"], \
                served[item["path"]]["sha256"]
            pinned.append(item["path"])
    path.write_text(json.dumps(doc, indent=2, ensure_ascii=True) + "\n", encoding="utf-8")
    return pinned


def is_standin(manifest: Path) -> bool:
    """Whether a manifest describes a stand-in runtime (tests only)."""
    return bool(json.loads(manifest.read_text(encoding="utf-8")).get("standin", False))


def mirror_runtime(runtime: Runtime) -> dict[str, bytes]:
    """Download every file of the runtime's manifest from `runtime.base` and return them by path.

    Raises BuildError, before anything is built, when a file cannot be downloaded or is not the
    one in the manifest (size or sha256), and when the manifest has no sha256 for a file
    (unless `runtime.pin`: then the served hash is written into the manifest, to review).
    """
    files = load_manifest(runtime.manifest)
    data: dict[str, bytes] = {}
    check = check_runtime(files, runtime.base, keep=data)
    if check.differs:
        lines = [f"  {f['path']}: " + (f.get("error") or (
            f"served {f['size']} bytes, sha256 {f['sha256']}; the manifest says "
            f"{f['expected_size']} bytes, sha256 {f['expected_sha256']}")) for f in check.differs]
        raise BuildError(f"the runtime on {runtime.base} is not the one CUBIRI was checked "
                         f"against ({runtime.manifest}):\n" + "\n".join(lines) + "\nNothing was "
                         "built. Test the page with the new runtime before changing the "
                         "manifest.")
    if check.unpinned:
        if not runtime.pin:
            names = ", ".join(f["path"] for f in check.unpinned)
            raise BuildError(f"{runtime.manifest} has no sha256 for {names}, so this build "
                             f"cannot check what it would ship. Test the page first (README, "
                             f"'Web build'), then build with --pin to record what the CDN "
                             f"serves now, and review and commit the manifest.")
        for path in pin_manifest(check, runtime.manifest):
            print(f"runtime: pinned {path} in {runtime.manifest}: review and commit it")
    return data


def package_index(data: bytes, mirrored: set[str]) -> bytes:
    """The package index, for the copy under cdn/: only the packages whose wheels are there,
    found below the index itself (pygbag reads it from PYGPI, which the page sets)."""
    names = json.loads(data)
    kept = {"-CDN-": f"{RUNTIME_DIR}/"}
    for name, wheel in names.items():
        path = wheel.replace("<abi>", "cp312").replace("<api>", "wasm32_bi_emscripten")
        if name != "-CDN-" and path in mirrored:
            kept[name] = wheel
    return (json.dumps(kept, indent=4) + "\n").encode()


def add_runtime(web_dir: Path, mirrored: dict[str, bytes], ident: str) -> tuple[str, ...]:
    """Put the runtime under web_dir/cdn/, the service worker and the licences beside the page;
    return every file of the upload (relative paths)."""
    runtime = []
    for path, data in sorted(mirrored.items()):
        if path == f"index-{PYGBAG_VERSION}-cp312.json":
            data = package_index(data, set(mirrored))
        target = web_dir / RUNTIME_DIR / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        runtime.append(f"{RUNTIME_DIR}/{path}")
    cached = [*PAGE_FILES, *runtime]
    (web_dir / "sw.js").write_text(render_template(SERVICE_WORKER, {
        "build": ident, "files": json.dumps(cached, indent=4)}), encoding="utf-8")
    shutil.copy2(LICENSES, web_dir / LICENSES.name)
    return (*PAGE_FILES, "sw.js", LICENSES.name, *runtime)


_LINK = re.compile(r"""\b(?:src|href)\s*=\s*["'](https?://[^"'\s]+)["']""", re.I)


def page_links(html: str) -> list[str]:
    """The absolute http(s) URLs a page loads through src= or href= attributes, in order."""
    return list(dict.fromkeys(_LINK.findall(html)))


def broken_links(html: str, timeout: float = 10.0) -> list[str]:
    """'URL: reason' for each absolute link of the page that does not answer (needs network)."""
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


def report_runtime(check: RuntimeCheck, out: Path) -> int:
    """Write `out/runtime.json`, print what differs, and return the exit status (1 if any file
    differs from what CUBIRI was checked against or could not be fetched)."""
    (out / "runtime.json").write_text(json.dumps({"base": check.base, "files": check.files},
                                                 indent=2) + "\n", encoding="utf-8")
    same = sum(f["status"] == "same" for f in check.files)
    print(f"runtime: {same} of {len(check.files)} files on {check.base} are the ones CUBIRI "
          f"was checked against ({out / 'runtime.json'})")
    for f in check.unpinned:
        print(f"runtime: not pinned yet: {f['path']} ({f['size']} bytes, sha256 {f['sha256']}); "
              f"pin it with --pin after testing the page, and commit the manifest")
    for f in check.differs:
        why = f.get("error") or (f"{f['size']} bytes, sha256 {f['sha256']}; expected "
                                 f"{f['expected_size']} bytes, sha256 {f['expected_sha256']}")
        print(f"build_web: error: the CDN serves a different {f['path']}: {why}",
              file=sys.stderr)
    if check.differs:
        print("build_web: the published page would run a runtime nobody tested. Do not "
              "publish: test the page (README, 'Web build'), then update "
              f"{RUNTIME_MANIFEST.name} on purpose.", file=sys.stderr)
        return 1
    return 0


def first_load(result: BuildResult) -> dict[str, int]:
    """Bytes a first visit downloads, per host kind: the page, the icon, the game's archive the
    page picks there and (self-contained) the runtime and the service worker."""
    web = result.web_dir
    common = sum((web / n).stat().st_size for n in result.files
                 if n.startswith(f"{RUNTIME_DIR}/") or n in ("index.html", "favicon.png", "sw.js"))
    return {"itch.io": common + (web / f"{APP_NAME}.apk").stat().st_size,
            "elsewhere": common + (web / f"{APP_NAME}.tar.gz").stat().st_size}


def main(argv: list[str] | None = None) -> int:
    """Command line: build, then print what was made and whether the bundle fits its budget."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--offline", action="store_true",
                        help="skip the network checks of the runtime files and page links")
    parser.add_argument("--self-contained", action="store_true",
                        help="copy the runtime into the build (checked against the manifest) "
                             "and add a service worker: the page needs nothing else, offline too")
    parser.add_argument("--pin", action="store_true",
                        help="write the sha256 of runtime files the manifest lacks into it")
    parser.add_argument("--no-archive", dest="archive", action="store_false",
                        help="do not make build/web.zip")
    parser.add_argument("--archive", action="store_true", help=argparse.SUPPRESS)  # old flag
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="project folder to build (default: this checkout)")
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: build/ in the project)")
    parser.add_argument("--list", action="store_true", help="list the bundle's files")
    args = parser.parse_args(argv)
    if args.self_contained and args.offline:
        parser.error("--self-contained downloads the runtime: it cannot be --offline")
    runtime = Runtime(pin=args.pin) if args.self_contained else None
    try:
        result = build(args.root, args.out, archive=args.archive, runtime=runtime)
    except BuildError as exc:
        print(f"build_web: error: {exc}", file=sys.stderr)
        return 1
    listing = apk_listing(result.apk)
    if args.list:
        for name, size in listing:
            print(f"{size:>9}  {name}")
    print(f"{result.web_dir}: {len(result.files)} files, " + ", ".join(
        sorted(p.name for p in result.web_dir.iterdir())))
    print(f"{result.apk}: {result.apk_size} bytes, {len(listing)} files "
          f"(budget {APK_BUDGET} bytes); build {result.build_id}")
    loads = first_load(result)
    print(f"first visit downloads {loads['itch.io']} bytes on itch.io (.apk), "
          f"{loads['elsewhere']} elsewhere (.tar.gz)"
          + ("" if runtime else ", plus pygbag's runtime from its CDN"))
    if result.archive:
        print(f"{result.archive}: {result.archive.stat().st_size} bytes, {len(result.files)} "
              f"files (upload this to itch.io)")
    status = 0
    if not result.within_budget:
        print(f"build_web: error: the bundle is {result.apk_size - APK_BUDGET} bytes over "
              f"budget", file=sys.stderr)
        status = 1
    if args.offline:
        print("offline: the runtime files on the CDN were not checked (see README before "
              "publishing)")
        return status
    html = (result.web_dir / "index.html").read_text(encoding="utf-8")
    for line in broken_links(html):
        print(f"build_web: error: the page links to {line}", file=sys.stderr)
        status = 1
    if runtime is not None:
        print(f"runtime: {len(result.files) - len(PAGE_FILES) - 2} files copied into "
              f"{result.web_dir / RUNTIME_DIR}, each the one in {RUNTIME_MANIFEST.name}")
        return status
    check = check_runtime(load_manifest())
    status = max(status, report_runtime(check, result.web_dir.parent))
    if args.pin and check.unpinned and not check.differs:
        for path in pin_manifest(check):
            print(f"runtime: pinned {path} in {RUNTIME_MANIFEST}: review and commit it")
    return status


if __name__ == "__main__":
    raise SystemExit(main())

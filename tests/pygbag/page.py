"""Run CUBIRI's built web page the way pygbag 0.9.3 runs it in a browser, natively.

    python -I tests/pygbag/page.py CONFIG.json      (tests/pygbag/test_page.py does this)

What is pygbag's own code, from the pinned wheel (pygbag/support/...), run as it is:
- `cpythonrc.py` (byte-identical to the CDN's 0.9.3/cpythonrc.py: the sha256 in
  tools/web/runtime-0.9.3.json is checked), exec'd in a fresh `__main__` with the `PyConfig`
  pythons.js would pass, then `asyncio.run(import_site("__main__.py"))`, as pythons.js does;
- `aio` (pygbag's asyncio: `asyncio.run` only creates a task) stepped once per animation frame
  with `aio.step()`, as the page's requestAnimationFrame does;
- `__EMSCRIPTEN__.py` (the `platform` module: `run_main`, `fopen` …), `aio.toplevel` (the console
  that runs the page's script and main.py), `aio.pep0723` (the PEP 723 reader, the package index,
  `pip_install`), `TopLevel_async_handler.scan_imports`/`list_imports` (the import scan).

What stands in for the browser and the runtime's C and JS parts (they cannot run here):
- the `platform.window` bridge: tests/pygbag/bridge.py (Latin-1 str→JS, None for undefined, JS
  exceptions as Python exceptions, localStorage with its quota) plus the few JS functions
  pythons.js provides (`cross_file`: fetches from the page's own folder and a fake CDN);
- `embed` (the C module: preloading counters), `installer` and `pyparsing` (in the runtime's
  standard library). pygbag's `platform_wasm` is the real one (the platform-wasm 0.1.5 release
  the runtime ships, a dev dependency): its `todo.patch()` replaces `input`, `os.read`,
  `select.select`, `decimal`, and its pygame patch, applied after the install as in the page,
  replaces `pygame.quit`, `set_timer`, `mixer.init` (2048 samples) and `display.set_mode`
  (then `window_resize()`);
- the package index: the names of the 0.9.3 cp312 index; the pygame-ce wheel: a stand-in whose
  "installation" makes the native pygame-ce importable. Until pygbag installs it, `import
  pygame` raises ModuleNotFoundError, as in the browser;
- pygame runs natively (SDL's dummy drivers), imported with the host's `sys.platform` (its
  __init__ takes another path on "emscripten"); everything else sees "emscripten";
- the standard library is the host's, cut to what the runtime ships (the file list of its
  main.data, its frozen and C modules: tools/web/stdlib-0.9.3.json): importing any other
  standard module raises ModuleNotFoundError, as in the page, and so does any other module of
  the host's (the test tools, the venv's packages) but the runtime's own, the game's and
  pygame once installed;
- the emscripten file system: paths under /data/data and pygbag's /tmp files live in a
  sandbox folder (the page's Python is read with "/data/data" mapped there).

The page's JavaScript is not run; what its custom_onload adds to the runtime's command line
(PYGPI) is added here the same way (tests/web checks the JavaScript in Chromium).
"""

from __future__ import annotations

# Modules the host needs natively, imported before `sys.platform` says "emscripten".
import asyncio  # noqa: F401
import builtins
import hashlib
import html.parser
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import io
import json
import os
import selectors  # noqa: F401
import socket  # noqa: F401
import subprocess  # noqa: F401
import sys
import sysconfig
import time
import traceback
import types
import zipfile
from pathlib import Path
from typing import Any

sysconfig.get_config_vars()  # read for the host's platform once (sysconfig caches them)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NATIVE_PLATFORM = sys.platform
GATED = ("pygame",)  # installed only when pygbag installs the pygame-ce wheel
# Besides the runtime's own files: the page's Python (main.py, __main__.py), the game's package
# from the .apk, and the runtime's C modules that page.py stands in for (fake_modules).
PAGE_MODULES = frozenset({"__main__", "main", "game", "embed", "embed_browser",
                          "embed_emscripten"})

# The names of pygbag 0.9.3's package index for CPython 3.12 (index-0.9.3-cp312.json on its
# CDN; its sha256 is in tools/web/runtime-0.9.3.json): what its import scan can install.
INDEX = {
    "-CDN-": "https://pygame-web.github.io/cdn/",
    "PIL": "cp312/pillow-11.3.0-<abi>-<abi>-<api>.whl",
    "__lib_lvgl": "cp312/lvgl-0.1.1b0-<abi>-<abi>-<api>.whl",
    "_cffi_backend": "cp312/cffi-1.18.0.dev0-<abi>-<abi>-<api>.whl",
    "bidi": "pkg/python_bidi-0.4.2-py2.py3-none-any.whl",
    "cffi": "cp312/cffi-1.18.0.dev0-<abi>-<abi>-<api>.whl",
    "direct": "cp312/panda3d-1.11.0-<abi>-<abi>-<api>.whl",
    "harfang": "abi3/harfang-3.2.7-cp32-abi3-wasm32_bi_emscripten.whl",
    "lvgl": "cp312/lvgl-0.1.1b0-<abi>-<abi>-<api>.whl",
    "numpy": "cp312/numpy-2.0.2-<abi>-<abi>-pyodide_2024_0_wasm32.whl",
    "panda3d": "cp312/panda3d-1.11.0-<abi>-<abi>-<api>.whl",
    "panda3d_tools": "cp312/panda3d-1.11.0-<abi>-<abi>-<api>.whl",
    "pandac": "cp312/panda3d-1.11.0-<abi>-<abi>-<api>.whl",
    "pycparser": "pkg/pycparser-2.21-py2.py3-none-any.whl",
    "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl",
    "pymunk": "cp312/pymunk-6.4.0-<abi>-<abi>-<api>.whl",
    "pyray": "cp312/raylib-5.5.0.4-<abi>-<abi>-<api>.whl",
    "raylib": "cp312/raylib-5.5.0.4-<abi>-<abi>-<api>.whl",
}


def load_bridge() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("cubiri_pygbag_bridge", HERE / "bridge.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


bridge = load_bridge()


def load_runtime_stdlib() -> Any:
    spec = importlib.util.spec_from_file_location("cubiri_runtime_stdlib",
                                                  ROOT / "tools" / "runtime_stdlib.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.load()


RUNTIME = load_runtime_stdlib()  # what the page's standard library holds


# ------------------------------------------------------------------------------------------
# The page: index.html's module script (src and text), as pythons.js reads them.

class _SiteScript(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.src: str | None = None
        self.text: str | None = None
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "script" and values.get("type") == "module" and \
                (values.get("src") or "").endswith("pythons.js"):
            self.src, self._inside, self.text = values["src"], True, ""

    def handle_data(self, data: str) -> None:
        if self._inside:
            self.text = (self.text or "") + data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._inside = False


def site_script(index_html: str) -> tuple[str, str]:
    """(src, Python text) of the page's pythons.js script tag."""
    parser = _SiteScript()
    parser.feed(index_html)
    if parser.src is None or parser.text is None:
        raise RuntimeError("index.html has no <script type=module src=...pythons.js>")
    return parser.src, parser.text


def page_index(index_html: str) -> str:
    """The package index the page's custom_onload hands the runtime as PYGPI."""
    marker = '"PYGPI=" + new URL("'
    start = index_html.index(marker) + len(marker)
    return index_html[start:index_html.index('"', start)]


def resolve(url: str, base: str) -> str:
    """An absolute URL for `url` relative to the page at `base` (what fetch() does)."""
    from urllib.parse import urljoin

    return urljoin(base, url)


# ------------------------------------------------------------------------------------------
# The host: fake JS objects, network, C modules; the gate that keeps pygame out.

class Gate(importlib.abc.MetaPathFinder):
    """What the page's Python can import.

    - The standard library as the runtime has it (tools/web/stdlib-0.9.3.json, read from the
      file list of its main.data; tools/runtime_stdlib.py): any other standard module raises
      ModuleNotFoundError, as in the page, whatever the host's Python has.
    - `pygame` only once pygbag installs the pygame-ce wheel; then the native pygame-ce, imported
      with the host's sys.platform during its __init__ (its own imports there are the native
      pygame's business, not the page's: the wasm build takes other paths)."""

    def __init__(self) -> None:
        self.installed: list[str] = []
        self.refused: list[str] = []
        self.refused_stdlib: list[str] = []
        self.native = 0  # > 0 while the native pygame-ce's own modules import
        # platform_wasm's pygame patch does `import pygame.mixer.music`, which native pygame-ce
        # refuses (pygame.mixer is no package). Whether the wasm build's static loader allows
        # it is not known here; True makes it importable, as the patch's author expects.
        self.mixer_music_module = True

    def lacks(self, name: str) -> bool:
        """True for a module the page's runtime does not have: a standard library module
        missing from its main.data, or any other module that is neither there (pygbag's own
        packages), the game's, this harness's, nor pygame (which `find_spec` gates)."""
        top = name.split(".")[0]
        if top in sys.stdlib_module_names:
            return RUNTIME.lacks(name)
        return not (top in GATED or top in PAGE_MODULES or top.startswith("cubiri_")
                    or top in sys.builtin_module_names or RUNTIME.has_source(top))

    @staticmethod
    def native_has(name: str, path: Any) -> bool:
        """Whether the host's Python would import `name` (what it lacks too is no news: then
        nothing is refused here, and a probe such as importlib.util.find_spec gets None)."""
        return name in sys.builtin_module_names or \
            importlib.machinery.PathFinder.find_spec(name, path) is not None

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        top = name.split(".")[0]
        if top not in GATED:
            if not self.native and self.lacks(name) and self.native_has(name, path):
                self.refused_stdlib.append(name)
                raise ModuleNotFoundError(f"No module named {name!r} (not in pygbag 0.9.3's "
                                          f"runtime)", name=name)
            return None
        if top not in self.installed:
            self.refused.append(name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        if name != top:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _NativeLoader(spec.loader)
        return spec


class _NativeLoader(importlib.abc.Loader):
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def create_module(self, spec: Any) -> Any:
        return self.inner.create_module(spec)

    def exec_module(self, module: Any) -> None:
        emscripten, sys.platform = sys.platform, NATIVE_PLATFORM
        GATE.native += 1
        try:
            self.inner.exec_module(module)
        finally:
            GATE.native -= 1
            sys.platform = emscripten
        if GATE.mixer_music_module and getattr(module, "mixer", None) is not None:
            sys.modules["pygame.mixer.music"] = module.mixer.music


GATE = Gate()


class Network:
    """What fetch() gets: the page's folder, the fake CDN's package index and wheel."""

    def __init__(self, page_url: str, web: Path, index_base: str) -> None:
        self.page_url, self.web, self.index_base = page_url, web, index_base
        self.files: dict[str, bytes] = {}
        self.log: list[tuple[str, int]] = []
        for path in web.iterdir():
            if path.is_file():
                self.files[resolve(path.name, page_url)] = path.read_bytes()

    def serve_index(self, abitag: str, apitag: str) -> str:
        """Serve the index and the stand-in wheel; return the wheel's file name."""
        # pygbag names the index by the interpreter's ABI tag: cp311 natively, cp312 in the page
        data = json.dumps(INDEX).encode()
        self.files[f"{self.index_base}index-0.9.3-{abitag}.json"] = data
        wheel = INDEX["pygame"].replace("<abi>", abitag).replace("<api>", apitag)
        self.files[f"{self.index_base}{wheel}"] = stand_in_wheel()
        return wheel.rsplit("/", 1)[-1]

    def get(self, url: str) -> bytes | None:
        url = resolve(url.split("#")[0], self.page_url)
        data = self.files.get(url)
        self.log.append((url, 200 if data is not None else 404))
        return data


def stand_in_wheel() -> bytes:
    """A wheel with pygame-ce's name and metadata and no code (the real one is wasm)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("pygame/__init__.py", "")
        zf.writestr("pygame_ce-2.5.7.dev1.dist-info/METADATA",
                    "Metadata-Version: 2.1\nName: pygame-ce\nVersion: 2.5.7.dev1\n")
        zf.writestr("pygame_ce-2.5.7.dev1.dist-info/WHEEL", "Wheel-Version: 1.0\n")
    return buf.getvalue()


class Host(bridge.Window):
    """window, with what pythons.js adds to it that pygbag's Python uses."""

    def __init__(self, network: Network, fs_tmp: Path, **kw: Any) -> None:
        super().__init__(**kw)
        object.__setattr__(self, "network", network)
        object.__setattr__(self, "calls", [])  # pythons.js functions Python called
        object.__setattr__(self, "fs_tmp", fs_tmp)
        python = bridge.JSObject()
        config = bridge.JSObject()
        object.__setattr__(config, "debug", False)
        object.__setattr__(python, "config", config)
        object.__setattr__(self, "python", python)
        canvas = bridge.JSObject()
        object.__setattr__(canvas, "width", 1280)
        object.__setattr__(canvas, "height", 720)
        object.__setattr__(self, "canvas", canvas)
        mm = bridge.JSObject()
        object.__setattr__(mm, "UME", True)
        object.__setattr__(self, "MM", mm)
        object.__setattr__(self, "JSON", _JSON())
        object.__setattr__(self, "console", _Console())
        object.__setattr__(self, "globalThis", self)

    def js_cross_file(self, url: str, store: str, flags: Any = None):
        """pythons.js's cross_file: a generator that yields 0 while fetching, then the path it
        wrote; on an HTTP error it ends after the zeros (so pygbag's fopen gets 0)."""
        data = self.network.get(url)
        yield 0
        if data is None:
            return
        Path(store).write_bytes(data)
        yield store

    def js_window_resize(self) -> None:
        """pythons.js's window_resize (with the page's user_canvas it only refocuses)."""
        self.calls.append("window_resize")

    # pythons.js's terminal size, read by platform_wasm's patch (the hidden debug terminal)
    def js_get_terminal_cols(self) -> int:
        return 80

    def js_get_terminal_lines(self) -> int:
        return 25

    def js_get_terminal_console(self) -> int:
        return 0


class _JSON(bridge.JSObject):
    def js_parse(self, text: str) -> Any:
        return json.loads(text)

    def js_stringify(self, value: Any) -> str:
        return json.dumps(value)


class _Console(bridge.JSObject):
    def js_log(self, *args: Any) -> None:
        print("console.log:", *args)

    js_warn = js_error = js_log


def fake_modules(window: Host, gate: Gate) -> dict[str, types.ModuleType]:
    """The runtime's C modules and the libraries of its standard library pygbag imports."""
    embed = types.ModuleType("embed")
    embed.run = lambda *a: None
    embed.counter = lambda: 0
    embed.preloading = lambda: 0
    embed.preload = lambda path: None
    # the stream's own flush: platform_wasm's patch makes sys.stdout.flush this very function
    embed.flush = lambda: (type(sys.stdout).flush(sys.stdout), type(sys.stderr).flush(sys.stderr))
    embed.os_read = lambda: b""
    embed.stdin_select = lambda: 0
    embed.log = embed.warn = lambda *a: print(*a)
    embed.prompt = embed.set_ps1 = embed.set_ps2 = lambda *a: None
    embed.readline = lambda: ""

    browser = types.ModuleType("embed_browser")
    browser.window = window
    browser.document = bridge.JSObject()
    browser.navigator = window.navigator
    browser.Audio = browser.File = browser.fetch = lambda *a: bridge.JSObject()
    browser.Object = lambda *a: bridge.JSObject()
    browser.console = window.console
    browser.prompt = browser.alert = browser.confirm = lambda *a: None

    installer = types.ModuleType("installer")
    destinations = types.ModuleType("installer.destinations")
    sources = types.ModuleType("installer.sources")

    class SchemeDictionaryDestination:
        def __init__(self, scheme: dict, **kw: Any) -> None:
            self.scheme = scheme

    class WheelFile:
        def __init__(self, path: str) -> None:
            self.path = path

        @classmethod
        def open(cls, path: str) -> Any:
            import contextlib

            return contextlib.nullcontext(cls(path))

    def install(source: Any, destination: Any, additional_metadata: Any = None) -> None:
        with zipfile.ZipFile(source.path) as zf:
            tops = {n.split("/")[0] for n in zf.namelist() if ".dist-info" not in n}
        gate.installed.extend(sorted(tops))
        print(f"page.py: installed {Path(source.path).name}: {sorted(tops)}")

    installer.install = install
    destinations.SchemeDictionaryDestination = SchemeDictionaryDestination
    sources.WheelFile = WheelFile
    installer.destinations, installer.sources = destinations, sources

    return {"embed": embed, "embed_emscripten": types.ModuleType("embed_emscripten"),
            "embed_browser": browser, "installer": installer,
            "installer.destinations": destinations, "installer.sources": sources,
            "pyparsing": types.ModuleType("pyparsing")}


def emscripten_files(fs_root: Path) -> None:
    """Absolute paths below /data/data (the emscripten file system) opened by pygbag's code
    land in the sandbox, like the page's own Python text (see Page.boot)."""
    real_open = builtins.open

    def emscripten_open(file: Any, *args: Any, **kw: Any) -> Any:
        if isinstance(file, str) and file.startswith("/data/data/"):
            file = str(fs_root) + file[len("/data/data"):]
        return real_open(file, *args, **kw)

    builtins.open = emscripten_open


# ------------------------------------------------------------------------------------------

class Page:
    """One page load: boot pygbag's runtime over the built page, then step it frame by frame."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.web = Path(config["web"])
        self.sandbox = Path(config["sandbox"])
        self.url = config.get("url", "https://html-classic.itch.zone/html/1/index.html")
        self.frames = 0
        self.gate = GATE
        self.gate.mixer_music_module = config.get("mixer_music_module", True)
        self.scan: dict[str, Any] = {"scan_imports": [], "pip_install": [], "pep723": []}
        self.started = time.monotonic()
        self.leftover: Path | None = None

    # --- boot ---------------------------------------------------------------------------------
    def boot(self) -> None:
        index_html = (self.web / "index.html").read_text(encoding="utf-8")
        src, text = site_script(index_html)
        self.cdn = src[: -len("pythons.js")]
        self.index_base = resolve(page_index(index_html), self.url)
        fs_root = self.sandbox / "data" / "data"
        assets = fs_root / "org.python" / "assets"
        tmp = self.sandbox / "tmp"
        for folder in (assets, tmp):
            folder.mkdir(parents=True, exist_ok=True)
        # The runtime's banner, which platform_wasm's pygame patch prints (a stand-in text).
        (assets / "pygame.six").write_text("pygame.six: stand-in for the runtime's banner\n")
        emscripten_files(fs_root)
        network = Network(self.url, self.web, self.index_base)
        wheel = network.serve_index(f"cp{sys.version_info.major}{sys.version_info.minor}",
                                    sysconfig.get_config_var("HOST_GNU_TYPE").replace("-", "_"))
        # pygbag's install_pkg writes the wheel to /tmp/<name> (the page's own /tmp there):
        # removed after the run unless it was there before
        self.leftover = Path("/tmp") / wheel
        if self.leftover.exists():
            self.leftover = None
        storage = bridge.Storage(self.config.get("storage", {}),
                                 quota=self.config.get("quota", 5_000_000))
        self.window = Host(network, tmp, storage=storage,
                           language=self.config.get("language", "en-GB"), href=self.url,
                           blocked=self.config.get("blocked", False))
        self.network = network

        support = Path(importlib.util.find_spec("pygbag").origin).parent / "support"
        rc = (support / "cpythonrc.py").read_bytes()
        manifest = json.loads((ROOT / "tools" / "web" / "runtime-0.9.3.json").read_text())
        pinned = {f["path"]: f["sha256"] for f in manifest["files"]}
        assert hashlib.sha256(rc).hexdigest() == pinned["0.9.3/cpythonrc.py"], \
            "the wheel's cpythonrc.py is not the one the page loads"

        # sys.path as in the runtime: pygbag's cross-platform support, not the checkout
        sys.path[:] = [p for p in sys.path if not p or Path(p).resolve() != ROOT]
        sys.path.append(str(support / "cross"))
        sys.meta_path[:] = [f for f in sys.meta_path
                            if not getattr(f, "__module__", "").startswith("__editable__")]
        sys.meta_path.insert(0, self.gate)
        # What the host imported that the runtime lacks must be imported again, through the gate
        # (the harness's own references to it stay valid).
        self.purged = sorted(m for m in sys.modules if self.gate.lacks(m))
        for name in self.purged:
            del sys.modules[name]
        sys.modules.update(fake_modules(self.window, self.gate))
        for name in [m for m in sys.modules if m == "game" or m.startswith("game.")]:
            del sys.modules[name]
        sys._emscripten_info = types.SimpleNamespace(  # what CPython on emscripten has
            emscripten_version=(3, 1, 74), runtime="Mozilla/5.0 (X11; Linux x86_64) Chrome/131",
            pthreads=False, shared_memory=False)
        builtins.__WASM__ = importlib.import_module("__WASM__")  # os.uname says wasm there
        sys.platform = "emscripten"
        sys.argv = ["org.python"]
        os.chdir(assets)

        # pythons.js: __main__.py is the page's script (the emscripten FS mapped into the
        # sandbox), the `#!site` snippet sets PyConfig and runs cpythonrc.py in __main__.
        text = text.replace("/data/data", str(fs_root))
        main_file = assets / "__main__.py"
        main_file.write_text(text, encoding="utf-8")
        (assets / "pythonrc.py").write_bytes(rc)
        module = types.ModuleType("__main__")
        sys.modules["__main__"] = module
        namespace = module.__dict__
        namespace.update(__pythonrc__=str(assets / "pythonrc.py"), __PKPY__=False,
                         PyConfig=self.py_config(), __builtins__=builtins)
        exec(compile(rc, str(assets / "pythonrc.py"), "exec"), namespace, namespace)

        import aio.filelike
        import aio.pep0723  # noqa: F401  (imported by cpythonrc's preload later anyway)

        aio.filelike.mktemp = self._mktemp  # pygbag's /tmp, inside the sandbox
        self._observe(namespace)
        # the end of pythons.js's `#!site` snippet, in __main__
        namespace["__main_file__"] = str(main_file)
        exec("import asyncio\nasyncio.run(import_site(__main_file__))", namespace, namespace)

    def py_config(self) -> dict[str, Any]:
        """What pythons.js's auto_conf and the page's custom_onload pass as PyConfig."""
        from urllib.parse import urlsplit

        query = urlsplit(self.url).query
        orig_argv = [a for a in query.split("&") if a]
        orig_argv.append(f"PYGPI={self.index_base}")  # the page's custom_onload
        return {
            "isolated": 0, "parse_argv": 0, "quiet": 0, "run_filename": "main.py",
            "write_bytecode": 0, "skip_source_first_line": 1, "bytes_warning": 0,
            "warn_default_encoding": 0, "code_debug_ranges": 1, "check_hash_pycs_mode":
            "default", "configure_c_stdio": 1, "dev_mode": -1, "dump_refs": 0,
            "exec_prefix": None, "executable": f"{self.cdn}cpython312/main.js",
            "faulthandler": 0, "filesystem_encoding": "utf-8", "filesystem_errors":
            "surrogatepass", "use_hash_seed": 1, "hash_seed": 1, "home": None,
            "import_time": 0, "inspect": 1, "install_signal_handlers": 0, "interactive": 0,
            "legacy_windows_stdio": 0, "malloc_stats": 0, "platlibdir": "lib",
            "prefix": "/data/data/org.python/assets/site-packages", "ps1": ">J> ",
            "ps2": "... ", "argv": [""], "orig_argv": orig_argv,
        }

    def _mktemp(self, suffix: str = "") -> str:
        import aio

        path = self.sandbox / "tmp" / f"tmp-{aio.ticks}-{len(aio.filelike.temporary)}{suffix}"
        aio.filelike.temporary.append(str(path))
        return str(path)

    def _observe(self, namespace: dict[str, Any]) -> None:
        """Record what pygbag's scan and installer do (the functions themselves run as they
        are)."""
        import aio.pep0723 as pep

        handler = namespace["TopLevel_async_handler"]
        scan = handler.scan_imports.__func__

        def scan_imports(cls: Any, code: str, filename: str, load_try: bool = False,
                         hint: str = "") -> list[str]:
            found = scan(cls, code, filename, load_try, hint)
            self.scan["scan_imports"].append({"hint": str(hint), "requested": list(found)})
            return found

        handler.scan_imports = classmethod(scan_imports)
        pip_install = pep.pip_install

        async def recorded_pip_install(pkg: str, sysconf: dict | None = None) -> Any:
            self.scan["pip_install"].append(pkg)
            return await pip_install(pkg, sysconf or {})

        pep.pip_install = recorded_pip_install
        read_723 = pep.read_dependency_block_723

        def recorded_723(code: str):
            deps = list(read_723(code))
            self.scan["pep723"].append(deps)
            yield from deps

        pep.read_dependency_block_723 = recorded_723

    # --- frames -------------------------------------------------------------------------------
    def step(self) -> None:
        """One animation frame: pygbag's aio.step(), as requestAnimationFrame calls it.

        The game's clocks run for real (SDL's, `time.perf_counter()`): nothing here replaces
        them, so a frame clock that stands still in the page stands still here too. Frames come
        as fast as this machine makes them; scenarios that wait for the game's time to pass
        count it in game seconds as well as in frames (player.py)."""
        import aio

        aio.step()
        self.frames += 1

    def app(self) -> Any:
        module = sys.modules.get("game.ui.main")
        return getattr(module, "APP", None)

    def summary(self) -> dict[str, Any]:
        import aio.pep0723 as pep

        return {
            "frames": self.frames,
            "seconds": round(time.monotonic() - self.started, 2),
            "scan": self.scan | {"history": list(pep.HISTORY),
                                 "hint_failed": list(pep.hint_failed),
                                 "installed": list(self.gate.installed),
                                 "refused_before_install": list(self.gate.refused),
                                 "refused_stdlib": list(self.gate.refused_stdlib),
                                 "purged": list(getattr(self, "purged", []))},
            "page": [list(call) for call in self.window.cubiri.calls],
            "page_state": self.window.cubiri.state,
            "evaluated": list(self.window.evaluated),
            "network": self.network.log,
            "storage": dict(self.window._storage.items),
            "game_file": getattr(sys.modules.get("game"), "__file__", None),
            "patched": patched(),
            "js_calls": list(self.window.calls),
        }


def patched() -> dict[str, str]:
    """The functions platform_wasm's patches replace, by the name of what is there now."""
    import select

    found = {"input": builtins.input.__name__, "os.read": os.read.__name__,
             "select.select": select.select.__name__}
    pygame = sys.modules.get("pygame")
    if pygame is not None:
        for name in ("quit", "display.set_mode", "mixer.init", "time.set_timer"):
            owner: Any = pygame
            *path, last = name.split(".")
            for part in path:
                owner = getattr(owner, part)
            found[f"pygame.{name}"] = getattr(owner, last).__name__
    return found


def run(config_path: str) -> None:
    config = json.loads(Path(config_path).read_text(encoding="utf-8"))
    out = Path(config["out"])
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                      PYGAME_HIDE_SUPPORT_PROMPT="1", USER="web_user")
    page = Page(config)
    result: dict[str, Any] = {"error": None}
    try:
        page.boot()
        spec = importlib.util.spec_from_file_location("cubiri_pygbag_player", HERE / "player.py")
        assert spec is not None and spec.loader is not None
        player = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(player)
        result["scenario"] = player.play(page, config["scenario"], config.get("expect"))
    except BaseException:  # report whatever happened, then "close the tab"
        result["error"] = traceback.format_exc()
    try:
        result.update(page.summary())
    except BaseException:
        result["summary_error"] = traceback.format_exc()
    if getattr(page, "leftover", None) is not None:
        page.leftover.unlink(missing_ok=True)
    out.write_text(json.dumps(result, ensure_ascii=True, indent=1), encoding="utf-8")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)  # a tab closes without Python's shutdown (pygbag replaced sys.exit anyway)


if __name__ == "__main__":
    run(sys.argv[1])

"""What Python pygbag 0.9.3's browser runtime can import: its trimmed standard library.

    python tools/runtime_stdlib.py MAIN_JS > tools/web/stdlib-0.9.3.json   # remake the list
    runtime_stdlib.load()                                                  # the committed list

The runtime's CPython 3.12 reads its standard library from `cpython312/main.data`, a file
bundle whose index (name, start, end of every file) emscripten's file packager writes into
`cpython312/main.js`. Only those files exist in the page: 239 `.py` files of the standard
library (no `statistics`, `doctest`, `pdb`, `graphlib`, `_pydatetime`…) and pygbag's own
packages under `/data/data/org.python/assets`. Three more kinds of module exist without a file:
- frozen ones, compiled into the interpreter (CPython's `Tools/build/freeze_modules.py`:
  `os`, `io`, `abc`, `codecs`, `site`, `stat`, `posixpath`, `importlib.util` …, which is why
  their files are absent from main.data);
- C extension modules, linked into `main.wasm`: CPython's own, except those its build leaves
  out for a browser (`EXTENSIONS_MISSING` below, with where that comes from);
- what pygbag installs at play time (pygame-ce): not here, tests/pygbag installs it.

The committed list (`tools/web/stdlib-0.9.3.json`) names the main.js it was read from by
sha256; tests check that it is the main.js of tools/web/runtime-0.9.3.json, so the two cannot
drift apart. tests/pygbag refuses every other import, as the page would.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.machinery
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tools" / "web" / "stdlib-0.9.3.json"
STDLIB_DIR = "/usr/lib/python3.12/"
ASSETS_DIR = "/data/data/org.python/assets/"
SITE_PACKAGES = ASSETS_DIR + "site-packages/"

# CPython 3.12, Tools/build/freeze_modules.py, FROZEN (every section; the test modules too).
FROZEN = (
    "importlib._bootstrap", "importlib._bootstrap_external", "zipimport",
    "abc", "codecs", "io",
    "_collections_abc", "_sitebuiltins", "genericpath", "ntpath", "posixpath", "os.path", "os",
    "site", "stat",
    "importlib.util", "importlib.machinery", "runpy",
    "__hello__", "__hello_alias__", "__phello_alias__", "__phello_alias__.spam", "__phello__",
    "__phello__.ham", "__phello__.ham.eggs", "__phello__.spam", "__hello_only__",
    "_frozen_importlib", "_frozen_importlib_external",
)
# C extension modules of CPython's standard library that its Emscripten build for a browser
# does not have: CPython 3.12's configure marks them n/a there (no fork, no terminal, no
# dbm/curses/Tk, pwd/grp/resource are stubs), plus CPython's test modules, which
# python-wasm-sdk builds without (its cpython-build-emsdk.sh: no --enable-test-modules).
# main.wasm, which holds the extension modules, could not be read here, so this part comes
# from CPython's build configuration, not from the runtime's own file.
EXTENSIONS_MISSING = (
    "_curses", "_curses_panel", "_dbm", "_gdbm", "_multiprocessing", "_posixshmem",
    "_posixsubprocess", "_scproxy", "_tkinter", "_xxsubinterpreters", "_xxinterpchannels",
    "grp", "nis", "ossaudiodev", "pwd", "resource", "spwd", "syslog", "fcntl", "readline",
    "termios", "_crypt", "audioop",
    "_testbuffer", "_testcapi", "_testclinic", "_testimportmultiple", "_testinternalcapi",
    "_testmultiphase", "_testsinglephase", "_xxtestfuzz", "_ctypes_test", "xxlimited",
    "xxlimited_35", "xxsubtype",
)

SOURCE = "pygame-web/cdn at 5f40e45 (2026-03-01), 0.9.3/cpython312/main.js"
_ENTRY = re.compile(r'\{filename:"([^"]+)",start:(\d+),end:(\d+)\}')


def read_main_js(text: str) -> list[tuple[str, int]]:
    """(path, size) of every file of main.data, from main.js's file-packager metadata."""
    return [(name, int(end) - int(start)) for name, start, end in _ENTRY.findall(text)]


def module_name(relative: str) -> str | None:
    """The module a `.py` file below a path entry defines ("json/decoder.py" -> "json.decoder",
    "json/__init__.py" -> "json"), None for other files."""
    if not relative.endswith(".py"):
        return None
    parts = relative[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts) if parts and all(p.isidentifier() for p in parts) else None


def make_list(main_js: bytes, source: str) -> dict[str, Any]:
    """The list tools/web/stdlib-0.9.3.json holds, read from the bytes of a main.js."""
    files = read_main_js(main_js.decode("utf-8"))
    stdlib = sorted(n[len(STDLIB_DIR):] for n, _ in files if n.startswith(STDLIB_DIR))
    assets = sorted(n[len(ASSETS_DIR):] for n, _ in files
                    if n.startswith(ASSETS_DIR) and n.endswith(".py"))
    return {
        "about": ("What pygbag 0.9.3's browser CPython can import (tools/runtime_stdlib.py): "
                  "stdlib: the .py files below /usr/lib/python3.12 and assets: those below "
                  "/data/data/org.python/assets, both from the file list of main.data in "
                  "main.js; frozen and C extension modules from CPython's build."),
        "main_js": {"sha256": hashlib.sha256(main_js).hexdigest(), "from": source,
                    "files": len(files)},
        "stdlib": stdlib,
        "assets": assets,
        "frozen": {"modules": list(FROZEN),
                   "from": "CPython 3.12, Tools/build/freeze_modules.py (FROZEN)"},
        "extensions_missing": {
            "modules": list(EXTENSIONS_MISSING),
            "from": "CPython 3.12 configure for Emscripten/browser (modules marked n/a) and "
                    "python-wasm-sdk scripts/cpython-build-emsdk.sh (no test modules); "
                    "main.wasm itself could not be read"},
    }


class Runtime:
    """What the page's Python can import: modules with a file in main.data, frozen ones, and
    C extension modules unless the browser build lacks them."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        names = {module_name(f) for f in data["stdlib"]}
        names |= {module_name(f[len("site-packages/"):]) for f in data["assets"]
                  if f.startswith("site-packages/")}
        names |= {module_name(f) for f in data["assets"] if "/" not in f}
        names.discard(None)
        self.files: frozenset[str] = frozenset(n for n in names if n)
        self.frozen = frozenset(data["frozen"]["modules"])
        self.missing_extensions = frozenset(data["extensions_missing"]["modules"])

    def has_source(self, name: str) -> bool:
        """True when `name` is a Python module the page has (a file in main.data, or frozen)."""
        return name in self.files or name in self.frozen

    def has_extension(self, name: str) -> bool:
        """True unless `name` is a C extension module the browser build lacks."""
        return name not in self.missing_extensions

    def lacks(self, name: str) -> bool:
        """True when the standard library module `name` cannot be imported in the page
        (natively it may be Python or C: both are checked)."""
        return not self.has_source(name) and (name in self.missing_extensions
                                              or not _native_extension(name))


@functools.cache
def _native_extension(name: str) -> bool:
    """Whether the native standard library module `name` is a C extension or built in (the
    standard library's C modules are all top level). Looked up on the path only, never through
    sys.meta_path, so an import hook may ask."""
    if name in sys.builtin_module_names:
        return True
    if "." in name:
        return False
    spec = importlib.machinery.PathFinder.find_spec(name)
    return spec is not None and isinstance(spec.loader, importlib.machinery.ExtensionFileLoader)


def load(path: Path = LIST) -> Runtime:
    """The committed list, ready to ask."""
    return Runtime(json.loads(path.read_text(encoding="utf-8")))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.splitlines()[2].strip(), file=sys.stderr)
        return 2
    data = Path(argv[0]).read_bytes()
    print(json.dumps(make_list(data, SOURCE), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Static checks of the code that goes into the web bundle (main.py and game/).

pygbag 0.9.3 scans only main.py before running it (its imports at any depth, with `ast.walk`,
and its PEP 723 block) and installs only what its package index lists, such as pygame-ce, which
is not part of its runtime. Nothing else is fetched: a module the runtime lacks fails when it is
imported in the browser. So main.py must name pygame-ce (tests/pygbag runs pygbag's own scan on
it), and every import statement in the bundle must name the standard library, pygame or the
project's own `game` package; native-only modules are imported through `importlib`.

The *browser path* is what main.py can import: the modules reachable from it through import
statements. There, on top, nothing may start threads or processes (pygbag's CPython is single
threaded and cannot spawn) or block the tab with `time.sleep`, and main.py must end with
`asyncio.run(main())`. Developer commands under game/ that are reached only through the CLI's
`importlib` lookups (bench, shots, ...) are outside that path.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

PROJECT = {"game", "pygame"}
# pygbag's/Pyodide's own host modules, for the one module that talks to the browser.
HOST_MODULES = {"js", "embed", "__EMSCRIPTEN__"}
HOST_MODULE_FILE = "game/platform.py"
# Standard library modules that pygbag's wasm CPython lacks, anywhere in the bundle (no Tk in a
# browser). On the browser path, the runtime's own list decides (test_browser_path_...).
NOT_IN_WASM = {"tkinter", "turtle", "turtledemo", "idlelib"}
# Modules that exist there but cannot work: no threads, no processes in a browser tab.
NOT_ON_BROWSER_PATH = {"threading", "_thread", "multiprocessing", "concurrent", "subprocess"}


def bundle_sources(root: Path) -> list[Path]:
    """main.py and every .py under game/: the Python the web bundle holds."""
    files = [p for p in sorted((root / "game").rglob("*.py")) if "__pycache__" not in p.parts]
    if (root / "main.py").is_file():
        files.insert(0, root / "main.py")
    return files


def _package_of(root: Path, path: Path) -> str:
    """Dotted package a module file belongs to ('' for main.py)."""
    # game/ui/app.py and game/ui/__init__.py both resolve `from . import x` in game.ui
    return ".".join(path.relative_to(root).parts[:-1])


def imported_modules(tree: ast.AST, package: str = "") -> list[tuple[int, str]]:
    """(line, absolute module name) for every import statement at any depth.

    `from a import b` gives both `a` and `a.b` (b may be a submodule); relative imports are made
    absolute from `package`.
    """
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".") if package else []
                base = parts[: len(parts) - node.level + 1]
                if not base:
                    continue  # outside any package (main.py): Python itself would refuse it
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names
                      if alias.name != "*"]
    return found


def import_problem(module: str, rel: str) -> str | None:
    """Why an import statement of `module` in bundle file `rel` breaks the web build, or None."""
    top = module.split(".")[0]
    if top in PROJECT:
        return None
    if top in HOST_MODULES:
        return None if rel == HOST_MODULE_FILE else f"only {HOST_MODULE_FILE} may use {top}"
    if top in NOT_IN_WASM:
        return f"{top} is missing in the browser; import it lazily with importlib"
    if top not in sys.stdlib_module_names:
        return f"{top} is not in pygbag's runtime, and pygbag installs only what main.py names"
    return None


def module_file(root: Path, module: str) -> Path | None:
    """The project file of a dotted `game...` module name, or None (an attribute, or absent)."""
    base = root.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def browser_path(root: Path) -> list[Path]:
    """main.py and the game modules reachable from it through import statements."""
    seen: dict[Path, None] = {}
    todo = [root / "main.py"]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen[path] = None
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for _, module in imported_modules(tree, _package_of(root, path)):
            parts = module.split(".")
            if parts[0] != "game":
                continue
            # importing a.b.c runs a/__init__.py and a/b/__init__.py too
            for n in range(1, len(parts) + 1):
                found = module_file(root, ".".join(parts[:n]))
                if found is not None and found not in seen:
                    todo.append(found)
    return sorted(seen)


def _is_time_sleep(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom) and node.module == "time":
        return any(alias.name == "sleep" for alias in node.names)
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "sleep" and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "time")


def test_scanner_sees_every_import_statement() -> None:
    tree = ast.parse("import os\nimport numpy\nfrom game.ui import viewport\n"
                     "def f():\n    import requests.sessions\n    from . import x\n"
                     "    from ..storage import saves\n")
    names = [name for _, name in imported_modules(tree, "game.ui")]
    assert names == ["os", "numpy", "game.ui", "game.ui.viewport", "requests.sessions",
                     "game.ui", "game.ui.x", "game.storage", "game.storage.saves"]
    assert import_problem("numpy", "game/a.py")
    assert import_problem("requests.sessions", "game/a.py")
    assert import_problem("tkinter", "game/a.py")
    assert import_problem("js", "game/ui/viewport.py")
    assert import_problem("js", HOST_MODULE_FILE) is None
    for fine in ("os", "asyncio", "platform", "__future__", "subprocess", "pygame.freetype",
                 "game.i18n"):
        assert import_problem(fine, "game/a.py") is None
    assert _is_time_sleep(ast.parse("time.sleep(1)").body[0].value)
    assert _is_time_sleep(ast.parse("from time import sleep").body[0])
    assert not _is_time_sleep(ast.parse("asyncio.sleep(0)").body[0].value)


def test_browser_path_follows_imports(tmp_path: Path) -> None:
    files = {
        "main.py": "import asyncio\nfrom game.ui.app import main\nasyncio.run(main())\n",
        "game/__init__.py": "",
        "game/ui/__init__.py": "",
        "game/ui/app.py": "from . import draw\n\ndef main():\n    from game import cli\n",
        "game/ui/draw.py": "",
        "game/cli.py": "import importlib\n",
        "game/ui/bench.py": "import subprocess\n",  # reached only through importlib
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    reached = [p.relative_to(tmp_path).as_posix() for p in browser_path(tmp_path)]
    assert reached == ["game/__init__.py", "game/cli.py", "game/ui/__init__.py",
                       "game/ui/app.py", "game/ui/draw.py", "main.py"]


def test_bundle_imports_only_what_the_browser_has(root: Path) -> None:
    sources = bundle_sources(root)
    assert any(p.name == "cli.py" for p in sources)
    problems = []
    for path in sources:
        rel = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for line, module in imported_modules(tree, _package_of(root, path)):
            why = import_problem(module, rel)
            if why:
                problems.append(f"{rel}:{line}: import {module}: {why}")
    assert not problems, "\n".join(problems)


def test_browser_path_never_blocks_or_spawns(root: Path) -> None:
    problems = []
    for path in browser_path(root):
        rel = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for line, module in imported_modules(tree, _package_of(root, path)):
            if module.split(".")[0] in NOT_ON_BROWSER_PATH:
                problems.append(f"{rel}:{line}: import {module}: no threads or processes in "
                                f"the browser (main.py reaches this module)")
        for node in ast.walk(tree):
            if _is_time_sleep(node):
                problems.append(f"{rel}:{node.lineno}: time.sleep freezes the browser tab")
    assert not problems, "\n".join(problems)


def _runtime() -> object:
    """tools/runtime_stdlib.py's list of what pygbag 0.9.3's standard library holds."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("cubiri_runtime_stdlib",
                                                  Path(__file__).resolve().parents[2] / "tools"
                                                  / "runtime_stdlib.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.load()


def _is_module(name: str) -> bool:
    """Whether `name` is a standard library module natively (not an attribute of one)."""
    import importlib.util

    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def test_browser_path_imports_only_the_runtimes_standard_library(root: Path) -> None:
    # tests/pygbag refuses these at run time too; this names the line.
    runtime = _runtime()
    problems = []
    for path in browser_path(root):
        rel = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for line, module in imported_modules(tree, _package_of(root, path)):
            if module.split(".")[0] not in sys.stdlib_module_names or not _is_module(module):
                continue
            if runtime.lacks(module):  # type: ignore[attr-defined]
                problems.append(f"{rel}:{line}: import {module}: not in pygbag 0.9.3's "
                                f"standard library (tools/web/stdlib-0.9.3.json)")
    assert not problems, "\n".join(problems)


def test_the_runtime_check_sees_a_missing_module() -> None:
    runtime = _runtime()
    assert runtime.lacks("statistics") and runtime.lacks("doctest")  # type: ignore[attr-defined]
    assert not runtime.lacks("json") and not runtime.lacks("os")  # type: ignore[attr-defined]


def _last_statement(body: list[ast.stmt]) -> ast.stmt:
    last = body[-1]
    # A trailing `if __name__ == "__main__":` block counts as the end of the module.
    if (isinstance(last, ast.If) and isinstance(last.test, ast.Compare)
            and isinstance(last.test.left, ast.Name) and last.test.left.id == "__name__"
            and not last.orelse):
        return _last_statement(last.body)
    return last


def test_main_ends_with_asyncio_run(root: Path) -> None:
    tree = ast.parse((root / "main.py").read_text(encoding="utf-8"))
    last = _last_statement(tree.body)
    call = last.value if isinstance(last, ast.Expr) else None
    # pygbag runs the loop itself: nothing may follow asyncio.run(main()).
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute), ast.dump(last)
    assert call.func.attr == "run" and isinstance(call.func.value, ast.Name)
    assert call.func.value.id == "asyncio"
    assert len(call.args) == 1 and isinstance(call.args[0], ast.Call)  # asyncio.run(main())


def test_main_names_pygame_ce_for_pygbags_scan(root: Path) -> None:
    text = (root / "main.py").read_text(encoding="utf-8")
    # PEP 723: "# /// script", TOML in "# " comment lines, "# ///"
    block = re.search(r"(?m)^# /// script$\s(?P<content>(^#(| .*)$\s)+)^# ///$", text)
    assert block, "main.py has no PEP 723 block"
    toml = "".join(line[2:] + "\n" for line in block.group("content").splitlines())
    assert tomllib.loads(toml)["dependencies"] == ["pygame-ce"]
    tree = ast.parse(text)
    imports = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert "pygame" in imports  # pygbag's import scan sees it too

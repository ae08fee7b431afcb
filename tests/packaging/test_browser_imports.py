"""Static checks of the code that goes into the web bundle (main.py and game/).

pygbag's browser runtime reads every `import` statement of the app at start-up and tries to
fetch any module it does not ship from its CDN or PyPI. So every import statement in the bundle
must name the standard library, pygame, or the project's own `game` package; native-only modules
are imported through `importlib` (pygbag does not see those). The same scan checks the pygbag
loop rules that can be seen statically: no `time.sleep`, nothing after `asyncio.run(main())`.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

# In the standard library but useless or missing in pygbag's single-threaded wasm CPython.
NOT_IN_BROWSER = {
    "tkinter", "turtle", "turtledemo", "idlelib", "curses", "multiprocessing", "concurrent",
    "threading", "subprocess", "venv", "ensurepip",
}
PROJECT = {"game", "pygame"}
# pygbag's/Pyodide's own host modules, for the one module that talks to the browser.
HOST_MODULES = {"js", "embed", "__EMSCRIPTEN__"}
HOST_MODULE_FILE = "game/platform.py"


def bundle_sources(root: Path) -> list[Path]:
    """main.py and every .py under game/: the Python the browser build runs."""
    files = [p for p in sorted((root / "game").rglob("*.py")) if "__pycache__" not in p.parts]
    if (root / "main.py").is_file():
        files.insert(0, root / "main.py")
    return files


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import statement, at any depth."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def import_problem(module: str, rel: str) -> str | None:
    """Why an import statement of `module` in file `rel` breaks the browser build, or None."""
    top = module.split(".")[0]
    if top in PROJECT:
        return None
    if top in HOST_MODULES:
        return None if rel == HOST_MODULE_FILE else f"only {HOST_MODULE_FILE} may use {top}"
    if top in NOT_IN_BROWSER:
        return f"{top} does not work in the browser; import it lazily with importlib"
    if top not in sys.stdlib_module_names:
        return f"{top} is not in pygbag's runtime; pygbag would try to download it"
    return None


def test_scanner_flags_what_pygbag_would_fetch() -> None:
    tree = ast.parse("import os\nimport numpy\nfrom game.ui import view\n"
                     "def f():\n    import requests.sessions\n    from . import x\n")
    names = [name for _, name in imported_modules(tree)]
    assert names == ["os", "numpy", "game.ui", "requests.sessions"]
    assert import_problem("numpy", "game/a.py")
    assert import_problem("requests.sessions", "game/a.py")
    assert import_problem("threading", "game/a.py")
    assert import_problem("js", "game/ui/view.py")
    assert import_problem("js", HOST_MODULE_FILE) is None
    for fine in ("os", "asyncio", "platform", "__future__", "pygame.freetype", "game.i18n"):
        assert import_problem(fine, "game/a.py") is None


def test_bundle_imports_only_what_the_browser_has(root: Path) -> None:
    sources = bundle_sources(root)
    assert any(p.name == "cli.py" for p in sources)
    problems = []
    for path in sources:
        rel = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for line, module in imported_modules(tree):
            why = import_problem(module, rel)
            if why:
                problems.append(f"{rel}:{line}: import {module}: {why}")
    assert not problems, "\n".join(problems)


def _is_time_sleep(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "sleep" and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "time")


def test_bundle_never_blocks_the_browser(root: Path) -> None:
    problems = []
    for path in bundle_sources(root):
        rel = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=rel)):
            if _is_time_sleep(node):
                problems.append(f"{rel}:{node.lineno}: time.sleep freezes the browser tab")
            if isinstance(node, ast.ImportFrom) and node.module == "time" and any(
                    alias.name == "sleep" for alias in node.names):
                problems.append(f"{rel}:{node.lineno}: time.sleep freezes the browser tab")
    assert not problems, "\n".join(problems)


def _last_statement(body: list[ast.stmt]) -> ast.stmt:
    last = body[-1]
    # A trailing `if __name__ == "__main__":` block counts as the end of the module.
    if (isinstance(last, ast.If) and isinstance(last.test, ast.Compare)
            and isinstance(last.test.left, ast.Name) and last.test.left.id == "__name__"
            and not last.orelse):
        return _last_statement(last.body)
    return last


def test_main_ends_with_asyncio_run(root: Path) -> None:
    main = root / "main.py"
    if not main.is_file():
        pytest.skip("main.py is not written yet")
    tree = ast.parse(main.read_text(encoding="utf-8"))
    last = _last_statement(tree.body)
    call = last.value if isinstance(last, ast.Expr) else None
    # pygbag runs the loop itself: nothing may follow asyncio.run(main()).
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute), ast.dump(last)
    assert call.func.attr == "run" and isinstance(call.func.value, ast.Name)
    assert call.func.value.id == "asyncio"
    assert len(call.args) == 1 and isinstance(call.args[0], ast.Call)  # asyncio.run(main())

"""The layering of `game/`, proved two ways.

Statically, by walking every import statement (including the ones inside functions): a game's
engine (its package but its `ui/`, `dev/`, storage and statistics parts) imports nothing from
the front end, storage, the platform or pygame; storage imports no front end; only the front
ends (`game.ui`, `game.<key>.ui`) and developer tools import pygame; the shipped game imports
nothing from a developer tool (`game.dev`, `game.<key>.dev`, left out of the web bundle).
An import under `if TYPE_CHECKING:` loads nothing: it names a type for mypy (the registry names
what each game's parts are, up to the front end's), so the layers' rules leave it out, but even
such an import never names a developer tool from the shipped game.

Transitively, by importing each engine module in a fresh interpreter and listing what it
loaded: no `game.platform`, `game.storage`, `game.ui` or pygame (an import chain such as
registry -> i18n -> platform is caught here, which the walk of one module's own imports misses).
The games are the registry's.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from game import registry

GAME = Path(__file__).resolve().parents[1] / "game"

# What every engine shares (pure like them; `resources` only computes paths from `__file__`).
CORE = ("game.dice", "game.engine", "game.records", "game.registry", "game.i18n", "game.resources",
        "game.review_shapes", "game.daily", "game.graphemes")
# What no engine may load, directly or through another module.
IMPURE = ("game.platform", "game.storage", "game.ui", "game.dev", "pygame")


def _module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _top(name: str) -> str:
    return name.split(".")[0]


def shipped_packages() -> tuple[str, ...]:
    """The shipped games' packages (`game.magdagdon`), from the registry's entries."""
    records = [info.record.module for info in registry.with_part("record")]
    return tuple(sorted({".".join(r.split(".")[:2]) for r in records if r.startswith("game.")}))


def _own_layers(package: str) -> tuple[str, ...]:
    """A game's parts above its engine: its screens, its tools, its storage and statistics."""
    return tuple(f"{package}.{part}" for part in ("ui", "dev", "storage", "stats"))


def engine_modules() -> list[str]:
    """Every module of the pure core: each game's engine, and what the engines share."""
    packages = shipped_packages()
    upper = tuple(layer for p in packages for layer in _own_layers(p))
    return [m for m in modules() if _within(m, (*packages, *CORE)) and not _within(m, upper)]


def ui_and_tools() -> tuple[str, ...]:
    return ("game.ui", "game.dev",
            *(f"{p}.{part}" for p in shipped_packages() for part in ("ui", "dev")))


def tools() -> tuple[str, ...]:
    return ("game.dev", *(f"{p}.dev" for p in shipped_packages()))


def _type_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under `if TYPE_CHECKING:` (imports that load nothing)."""
    return {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If)
            and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")
            for statement in node.body for inner in ast.walk(statement)}


@cache
def imports(module: str, type_only: bool = False) -> frozenset[str]:
    """Every module `module` imports at run time (or, `type_only`, under `TYPE_CHECKING`):
    `from a import b` counts as `a.b` when that is a module."""
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    found: set[str] = set()
    package = module if modules()[module].name == "__init__.py" else module.rpartition(".")[0]
    typing_only = _type_only(tree)
    for node in ast.walk(tree):
        if (id(node) in typing_only) != type_only:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against the package
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names
                         if f"{base}.{alias.name}" in modules())
    return frozenset(found)


def test_the_walk_sees_the_whole_package() -> None:
    names = modules()
    assert {"game.magdagdon.state", "game.mishimash.match", "game.ui.app",
            "game.registry", "game.engine"} <= set(names)
    assert {"game.magdagdon", "game.mishimash"} <= set(shipped_packages())
    assert "game.engine" in imports("game.magdagdon.state")
    assert "pygame" in imports("game.ui.app")
    engines = engine_modules()
    assert "game.magdagdon.state" in engines and "game.mishimash.daily" in engines
    assert not any(_within(m, ui_and_tools()) for m in engines)


@pytest.mark.parametrize("module", engine_modules())
def test_engines_import_only_the_standard_library_and_the_core(module: str) -> None:
    own = ".".join(module.split(".")[:2])  # game.magdagdon for game.magdagdon.state
    for name in imports(module):
        if _top(name) != "game":
            assert _top(name) in sys.stdlib_module_names, f"{module} imports {name}"
            continue
        assert name == "game" or _within(name, (own, *CORE)), f"{module} imports {name}"
        assert not _within(name, _own_layers(own)), f"{module} imports {name}"


_LOADED = """
import importlib, json, sys
importlib.import_module(sys.argv[1])
print(json.dumps(sorted(sys.modules)))
"""


@pytest.mark.parametrize("module", engine_modules())
def test_importing_an_engine_loads_nothing_impure(module: str) -> None:
    done = subprocess.run([sys.executable, "-c", _LOADED, module], capture_output=True,
                          text=True, check=True, cwd=GAME.parent)
    loaded = json.loads(done.stdout)
    assert module in loaded
    impure = [name for name in loaded if _within(name, IMPURE)]
    assert impure == [], f"importing {module} loads {impure}"


def test_the_tests_game_engine_loads_nothing_impure_either() -> None:
    """TWODICE (tests/dicegame/), registered like any game, keeps the engines' rule: its engine
    and its record load no storage, front end, platform or pygame (its front end is apart)."""
    for module in ("dicegame", "dicegame.record", "dicegame.sim"):
        done = subprocess.run([sys.executable, "-c", _LOADED, module], capture_output=True,
                              text=True, check=True, cwd=GAME.parent,
                              env={**os.environ, "PYTHONPATH": str(GAME.parent / "tests")})
        loaded = json.loads(done.stdout)
        assert module in loaded and [n for n in loaded if _within(n, IMPURE)] == [], module


def test_the_transitive_check_catches_an_impure_chain() -> None:
    done = subprocess.run([sys.executable, "-c", _LOADED, "game.storage.values"],
                          capture_output=True, text=True, check=True, cwd=GAME.parent)
    assert "game.storage" in json.loads(done.stdout)


@pytest.mark.parametrize("module", [m for m in modules() if _within(m, ("game.storage",))
                                    or m.endswith(".storage")])
def test_storage_imports_no_front_end_and_no_pygame(module: str) -> None:
    for name in imports(module):
        assert not _within(name, (*ui_and_tools(), "pygame")), f"{module} imports {name}"


@pytest.mark.parametrize("module", [m for m in modules() if not _within(m, ui_and_tools())])
def test_only_the_front_end_imports_pygame(module: str) -> None:
    assert not any(_within(name, ("pygame",)) for name in imports(module)), module


@pytest.mark.parametrize("module", [m for m in modules() if not _within(m, tools())])
def test_the_shipped_game_imports_no_developer_tool(module: str) -> None:
    names = imports(module) | imports(module, type_only=True)
    assert not any(_within(name, tools()) for name in names), module


def test_type_only_imports_are_told_apart() -> None:
    assert "game.ui.front_end" in imports("game.registry", type_only=True)
    assert "game.ui.front_end" not in imports("game.registry")
    assert "game.engine" in imports("game.registry")

"""The layering of `game/`, proved by walking every import statement (including the ones inside
functions): the rules engines import nothing from the front end, storage, the platform or
pygame; storage imports no front end; only the front end (and developer tools) import pygame;
the shipped game imports nothing from `game.dev` (left out of the web bundle)."""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"

# The pure core: the engines and what they share.
ENGINES = ("game.magdagdon", "game.mishimash", "game.dice", "game.engine", "game.records",
           "game.games", "game.review")
# What the core may import of `game` (besides its own package).
CORE = ("game.dice", "game.engine", "game.records", "game.games", "game.i18n", "game.review")


def _module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(GAME.rglob("*.py"))}


@cache
def imports(module: str) -> frozenset[str]:
    """Every module `module` imports: `from a import b` counts as `a.b` when that is a module."""
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    found: set[str] = set()
    package = module if modules()[module].name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
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


def _within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _top(name: str) -> str:
    return name.split(".")[0]


def test_the_walk_sees_the_whole_package() -> None:
    names = modules()
    assert {"game.magdagdon.state", "game.mishimash.match", "game.ui.app",
            "game.storage.session", "game.games", "game.engine"} <= set(names)
    assert "game.engine" in imports("game.magdagdon.state")
    assert "pygame" in imports("game.ui.app")


@pytest.mark.parametrize("module", [m for m in modules() if _within(m, ENGINES)])
def test_engines_import_only_the_standard_library_and_the_core(module: str) -> None:
    own = ".".join(module.split(".")[:2])  # game.magdagdon for game.magdagdon.state
    for name in imports(module):
        if _top(name) != "game":
            assert _top(name) in sys.stdlib_module_names, f"{module} imports {name}"
            continue
        assert name == "game" or _within(name, (own, *CORE)), f"{module} imports {name}"


@pytest.mark.parametrize("module", [m for m in modules() if _within(m, ("game.storage",))])
def test_storage_imports_no_front_end_and_no_pygame(module: str) -> None:
    for name in imports(module):
        assert not _within(name, ("game.ui", "game.dev", "pygame")), f"{module} imports {name}"


@pytest.mark.parametrize("module", [m for m in modules() if not _within(m, ("game.ui",
                                                                              "game.dev"))])
def test_only_the_front_end_imports_pygame(module: str) -> None:
    assert not any(_within(name, ("pygame",)) for name in imports(module)), module


@pytest.mark.parametrize("module", [m for m in modules() if not _within(m, ("game.dev",))])
def test_the_shipped_game_imports_no_developer_tool(module: str) -> None:
    assert not any(_within(name, ("game.dev",)) for name in imports(module)), module

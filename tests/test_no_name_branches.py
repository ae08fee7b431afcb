"""Nothing outside the registry and the engines branches on a game's name: records,
the CLI, storage, scores, history and the UI find a game's parts through `game.registry` (and the
front end's `game.ui.front_end`), so a third game needs no `if game == "…"` anywhere.

The walk looks at every comparison in `game/` (`==`, `!=`, `in`, `not in`, also inside a
`match` guard) between something that names a game (a variable or attribute called `game` or
`key`, or a record's `"game"` field) and a registered game key written out as a string.
`game/registry.py` (which lists them) and the games' own packages (whose record modules name
their own game) are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import registry

GAME = Path(__file__).resolve().parents[1] / "game"
ALLOWED = ("registry.py", "magdagdon/", "mishimash/")
NAMES = {"game", "key", "game_key", "game_name"}

def _names_a_game(node: ast.expr) -> bool:
    """`game`, `self.game`, `info.key`, `record["game"]`, `record.get("game")`."""
    if isinstance(node, ast.Name):
        return node.id in NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in NAMES
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == "game"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return (node.func.attr == "get" and bool(node.args)
                and isinstance(node.args[0], ast.Constant) and node.args[0].value == "game")
    return False


def _game_keys(node: ast.expr, keys: set[str]) -> set[str]:
    """The registered keys written out in `node`: "magdagdon", or ("magdagdon", "mishimash")."""
    if isinstance(node, ast.Constant) and node.value in keys:
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {e.value for e in node.elts if isinstance(e, ast.Constant) and e.value in keys}
    return set()


def name_branches(source: str, keys: set[str]) -> list[tuple[int, str]]:
    """(line, code) of each comparison of a game's name with a registered key in `source`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        if any(map(_names_a_game, operands)) and any(_game_keys(o, keys) for o in operands):
            found.append((node.lineno, ast.unparse(node)))
    return found


def _shipped_and_tools() -> list[Path]:
    return [p for p in sorted(GAME.rglob("*.py"))
            if not p.relative_to(GAME).as_posix().startswith(ALLOWED)]


def test_the_walk_catches_a_name_branch() -> None:
    keys = set(registry.game_keys())
    code = ('if game == "magdagdon": pass\n'
            'if self.game != "mishimash": pass\n'
            'if record.get("game") == "magdagdon": pass\n'
            'if info.key in ("magdagdon", "mishimash"): pass\n'
            'if result["game"] == "mishimash": pass\n'
            'if game == other: pass\n'
            'if name == "magdagdon": pass\n')
    assert [line for line, _ in name_branches(code, keys)] == [1, 2, 3, 4, 5]
    assert len(_shipped_and_tools()) > 50  # the walk sees the package


@pytest.mark.parametrize("path", _shipped_and_tools(), ids=lambda p: p.relative_to(GAME).as_posix())
def test_no_code_branches_on_a_game_name(path: Path) -> None:
    name = path.relative_to(GAME).as_posix()
    found = name_branches(path.read_text(encoding="utf-8"), set(registry.game_keys()))
    assert found == [], (f"{name} branches on a game's name (find the game's part through "
                         f"game.registry instead): {found}")

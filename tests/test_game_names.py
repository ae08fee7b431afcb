"""One game, one folder: no shipped module outside a game's own package names a game in its code.

"Names a game" is any name or string in the code (comments and docstrings aside) that contains
a registered game's key, in any case: `import game.magdagdon...`, `"mishimash"`, `MAGDAGDON_SCORES`,
`mishimash_seats`. Shared code reaches each game through the registry (`game.registry`), whose
list of the shipped games is the one place allowed to name them. There were 39 such modules
(and 18 developer tools) before each game moved into its own package.

Developer tools (`game/dev/`) are counted apart: the benches, the fuzzer, the tour and the
monkey drive both shipped games by name on purpose; what is one game's own tool lives in that
game's `dev/` folder, so no shared tool is named after a game.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game import registry

GAME = Path(__file__).resolve().parents[1] / "game"

# Shipped modules outside the games' packages allowed to name a game, and why.
ALLOWED = {
    "registry.py": "SHIPPED, the one list of the games CUBIRI ships",
}


def names_in_code(source: str, keys: set[str]) -> set[str]:
    """The game keys that the code of `source` names (docstrings and comments left out)."""
    tree = ast.parse(source)
    docstrings = {id(node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                  and isinstance(node.value.value, str)}
    words: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.append(node.id)
        elif isinstance(node, ast.Attribute):
            words.append(node.attr)
        elif isinstance(node, ast.alias):
            words += [node.name, node.asname or ""]
        elif isinstance(node, ast.ImportFrom):
            words.append(node.module or "")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings:
            words.append(node.value)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            words.append(node.name)
        elif isinstance(node, ast.arg):
            words.append(node.arg)
        elif isinstance(node, ast.keyword):
            words.append(node.arg or "")
    return {key for key in keys for word in words if key in word.lower()}


def _games() -> tuple[set[str], tuple[str, ...]]:
    """The shipped games' keys and their packages' folders under game/ ("magdagdon/")."""
    infos = [info for info in registry.with_part("record")
             if info.record.module.startswith("game.")]
    folders = tuple(sorted({info.record.module.split(".")[1] + "/" for info in infos}))
    return {info.key for info in infos}, folders


def naming_modules() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """(shipped modules, developer tools) outside the games' folders that name a game."""
    keys, folders = _games()
    shipped: dict[str, set[str]] = {}
    tools: dict[str, set[str]] = {}
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(GAME).as_posix()
        if name.startswith(folders):
            continue
        found = names_in_code(path.read_text(encoding="utf-8"), keys)
        if found:
            (tools if name.startswith("dev/") else shipped)[name] = found
    return shipped, tools


def test_the_walk_finds_names_in_code_not_in_docstrings() -> None:
    keys = {"magdagdon", "mishimash"}
    source = ('"""About MAGDAGDON."""\n'
              "import game.magdagdon.state  # a comment on MISHIMASH\n"
              "def f(x):\n    '''mishimash'''\n    return x.MISHIMASH_BEST\n")
    assert names_in_code(source, keys) == {"magdagdon", "mishimash"}
    assert names_in_code('"""MAGDAGDON and MISHIMASH."""\nX = 1  # magdagdon\n', keys) == set()
    assert names_in_code('KEY = "Mishimash"\n', keys) == {"mishimash"}


def test_the_games_own_folders_are_left_out_and_the_rest_is_walked() -> None:
    keys, folders = _games()
    assert {"magdagdon", "mishimash"} <= keys and "magdagdon/" in folders
    shipped, _tools = naming_modules()
    assert "registry.py" in shipped  # the walk reaches the shared modules


def test_no_shipped_module_outside_a_game_names_a_game() -> None:
    shipped, tools = naming_modules()
    unexplained = {name: sorted(found) for name, found in shipped.items() if name not in ALLOWED}
    assert unexplained == {}, (
        "shared modules must reach a game through the registry (put what is the game's own in "
        f"its package): {unexplained}")
    assert len(shipped) <= 3
    print(f"shipped modules outside a game's folder naming a game: {len(shipped)} "
          f"({', '.join(sorted(shipped))}); developer tools: {len(tools)}")


def test_no_shared_developer_tool_is_one_games_own() -> None:
    keys, _folders = _games()
    named = [p.relative_to(GAME).as_posix() for p in (GAME / "dev").rglob("*.py")
             if any(key in p.stem.lower() for key in keys)]
    assert named == [], f"a game's own tools belong in its dev/ folder: {named}"

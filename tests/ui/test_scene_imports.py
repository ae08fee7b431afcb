"""The screens form no import loops: a scene reaches another by name (`game.ui.scenes.make`),
never by importing its module; only a screen's own view module is imported directly."""

from __future__ import annotations

import ast
import pathlib

SCENES = pathlib.Path(__file__).resolve().parents[2] / "game" / "ui" / "scenes"
PACKAGE = "game.ui.scenes"


def runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of the code that runs (`if TYPE_CHECKING:` blocks, read only by type
    checkers, left out: they import nothing at run time)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return out


def scene_imports() -> dict[str, set[str]]:
    """Module name -> the modules of game.ui.scenes it imports when it runs (at any depth)."""
    modules = {p.stem for p in SCENES.glob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name in modules:
        tree = ast.parse((SCENES / f"{name}.py").read_text(encoding="utf-8"))
        found: set[str] = set()
        for node in runtime_nodes(tree):
            if isinstance(node, ast.Import):
                found |= {a.name.removeprefix(PACKAGE + ".") for a in node.names
                          if a.name.startswith(PACKAGE + ".")}
            elif isinstance(node, ast.ImportFrom) and node.module:
                if node.module == PACKAGE:
                    found |= {a.name for a in node.names if a.name in modules}
                elif node.module.startswith(PACKAGE + "."):
                    found.add(node.module.removeprefix(PACKAGE + "."))
        graph[name] = found & modules
    return graph


def test_no_import_loops_among_the_scenes():
    graph = scene_imports()
    assert len(graph) >= 10  # the walk found the screens
    state: dict[str, str] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph[node]):
            assert state.get(nxt) != "open", "import loop: " + " -> ".join(path + [nxt])
            if nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = "done"

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])


def test_a_scene_imports_only_its_own_parts():
    """A screen's module imports only its family (`magdagdon_tutorial` builds on the
    `magdagdon` screen and its `magdagdon_view`); other screens are reached by name."""
    for name, imported in scene_imports().items():
        family = {other for other in imported
                  if name.startswith(other + "_") or other == f"{name}_view"
                  or other.startswith(name.split("_")[0] + "_view")}
        assert imported == family, (name, imported - family)


def test_every_registered_scene_resolves_to_its_class():
    from game.ui import scenes
    from game.ui.scene import Scene

    for name in scenes.SCENES:
        cls = scenes.scene_class(name)
        assert issubclass(cls, Scene)
        assert cls.name == name, (name, cls.name)

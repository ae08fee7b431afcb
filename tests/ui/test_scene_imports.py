"""The screens form no import loops: a scene reaches another by name (`game.ui.scenes.make`),
never by importing its module. The shared screens (`game/ui/scenes/`) import no other screen
and no game's screens (those are registered by each game's front end, `FrontEnd.scenes`); a
game's screens (`game/<key>/ui/`) import only their own game's modules and the shared screen
they are a part of (its high-score page, for one)."""

from __future__ import annotations

import ast
import pathlib

from game import registry

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
SHARED = "game.ui.scenes"


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


def screen_packages() -> list[str]:
    """The shared screens' package and each shipped game's front-end package."""
    games = {".".join(info.record.module.split(".")[:2]) for info in registry.with_part("front_end")
             if info.record.module.startswith("game.")}
    return [SHARED, *sorted(f"{g}.ui" for g in games)]


def scene_imports() -> dict[str, set[str]]:
    """Module -> the screen modules (shared or a game's) it imports when it runs."""
    modules: dict[str, pathlib.Path] = {}
    for package in screen_packages():
        folder = GAME.parent.joinpath(*package.split("."))
        modules |= {f"{package}.{p.stem}": p for p in folder.glob("*.py")
                    if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found |= {f"{node.module}.{a.name}" for a in node.names}
        graph[name] = found & set(modules)
    return graph


def test_no_import_loops_among_the_scenes():
    graph = scene_imports()
    assert len([m for m in graph if m.startswith(SHARED)]) >= 10  # the walk found the screens
    assert "game.magdagdon.ui.play_scene" in graph and "game.mishimash.ui.setup" in graph
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
    for name, imported in scene_imports().items():
        if name.startswith(SHARED + "."):
            assert imported == set(), (name, imported)  # others are reached by name
        else:
            own = name.rpartition(".")[0] + "."
            strange = {m for m in imported if not m.startswith((own, SHARED + "."))}
            assert strange == set(), (name, strange)


def test_every_registered_scene_resolves_to_its_class():
    from game.ui import front_end, scenes
    from game.ui.scene import Scene

    names = list(scenes.SCENES)
    for front in front_end.listed():
        own = set(front.scenes)
        assert not own & set(names), f"{front.key} registers a scene name already taken: {own}"
        names += own
    assert {"title", "magdagdon", "mishimash_log", "setup", "tutorial"} <= set(names)
    for name in names:
        cls = scenes.scene_class(name)
        assert issubclass(cls, Scene)
        assert cls.name == name, (name, cls.name)

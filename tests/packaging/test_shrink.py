"""The game's modules are packed without comments and docstrings, every line where it was
(tools/build_web.py's `shrink`): the same program, a smaller download."""

from __future__ import annotations

import ast
from pathlib import Path
from types import ModuleType

import pytest

SAMPLE = '''"""A module's docstring,
over two lines."""
import math  # a comment after code


class Ring:
    """One line."""

    def area(self, r: float) -> float:
        """Several
        lines, with "quotes" and # no comment inside."""
        text = "# not a comment"  # but this is
        return math.pi * r * r if text else 0.0

    def nothing(self) -> None:
        """Only a docstring: the body must stay a body."""


def tail() -> str:
    return """not a docstring
    but a value"""
'''


def _without_docstrings(tree: ast.AST) -> str:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                first.value.value = ""
    return ast.dump(tree)


def _statement_lines(tree: ast.AST) -> list[tuple[str, int]]:
    return [(type(n).__name__, n.lineno) for n in ast.walk(tree) if isinstance(n, ast.stmt)]


def test_comments_and_docstrings_go_lines_stay(build_web: ModuleType) -> None:
    shrunk = build_web.shrink(SAMPLE)
    assert "#" not in shrunk.replace('"# not a comment"', "")
    for gone in ("over two lines", "One line", "Several", "quotes", "Only a docstring"):
        assert gone not in shrunk
    assert '"# not a comment"' in shrunk and "not a docstring\n    but a value" in shrunk
    assert len(shrunk.splitlines()) == len(SAMPLE.splitlines())
    space: dict = {}
    exec(compile(shrunk, "sample", "exec"), space)
    ring = space["Ring"]()
    assert ring.area(2.0) == pytest.approx(12.566370614359172) and ring.nothing() is None
    assert space["tail"]().startswith("not a docstring")
    assert _statement_lines(ast.parse(shrunk)) == _statement_lines(ast.parse(SAMPLE))


def test_every_packed_module_is_the_same_program(root: Path, build_web: ModuleType) -> None:
    names = [n for n in build_web.source_files(root) if build_web.shrinks(n)]
    assert len(names) > 100 and "main.py" not in names  # main.py's PEP 723 block is comments
    before = after = 0
    for name in names:
        source = (root / name).read_text(encoding="utf-8")
        shrunk = build_web.shrink(source)
        assert _without_docstrings(ast.parse(shrunk)) == _without_docstrings(ast.parse(source))
        assert _statement_lines(ast.parse(shrunk)) == _statement_lines(ast.parse(source)), name
        assert len(shrunk.splitlines()) == len(source.splitlines()), name
        before, after = before + len(source), after + len(shrunk)
    assert after < 0.8 * before

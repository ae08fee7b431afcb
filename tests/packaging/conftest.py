"""Shared fixtures for the packaging tests: the project root and `tools/build_web.py`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_tool(name: str) -> ModuleType:
    """Import `tools/<name>.py` (tools/ is a folder of scripts, not a package)."""
    module_name = f"cubiri_tools_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def root() -> Path:
    """The checkout's root folder."""
    return ROOT


@pytest.fixture(scope="session")
def build_web() -> ModuleType:
    """The web build helper, tools/build_web.py."""
    return load_tool("build_web")


@pytest.fixture(scope="session")
def make_icon() -> ModuleType:
    """The icon generator, tools/make_icon.py (needs the front end's palette)."""
    return load_tool("make_icon")

"""Fixtures of the pygbag-faithful tests: the fake JS bridge (bridge.py) as a module."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

HERE = Path(__file__).resolve().parent


def load(name: str) -> ModuleType:
    """Import `tests/pygbag/<name>.py` (the test folders are not packages)."""
    module_name = f"cubiri_pygbag_{name}"
    if module_name not in sys.modules:
        spec = importlib.util.spec_from_file_location(module_name, HERE / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    return sys.modules[module_name]


@pytest.fixture(scope="session")
def bridge() -> ModuleType:
    """tests/pygbag/bridge.py: window, localStorage and the string bridge as pygbag has them."""
    return load("bridge")


@pytest.fixture(scope="session")
def build_web() -> ModuleType:
    """tools/build_web.py (tools/ is a folder of scripts)."""
    module_name = "cubiri_tools_build_web"
    if module_name not in sys.modules:
        root = HERE.parents[1]
        spec = importlib.util.spec_from_file_location(module_name,
                                                      root / "tools" / "build_web.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    return sys.modules[module_name]

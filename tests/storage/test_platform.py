"""game.platform natively, and with a browser faked the way pygbag and Pyodide look."""

from __future__ import annotations

import os
import platform as stdlib_platform
import sys
import types

import pytest

from game import platform
from game.storage import LocalStorageStore, MemoryStore, open_store
from game.storage import notices as msg
from game.storage.backends import FileStore
from game.storage.lease import FileLease, Guarded, PageLease


def test_native_has_no_window() -> None:
    assert platform.IS_BROWSER is (sys.platform == "emscripten") is False
    assert platform.window() is None and platform.local_storage() is None


@pytest.mark.parametrize(("system", "env", "expected"), [
    ("linux", {"HOME": "/home/ana"}, "/home/ana/.local/share/cubiri"),
    ("linux", {"HOME": "/home/ana", "XDG_DATA_HOME": "/data"}, "/data/cubiri"),
    ("linux", {"HOME": "/home/ana", "XDG_DATA_HOME": "relative"},
     "/home/ana/.local/share/cubiri"),
    ("darwin", {"HOME": "/Users/ana"}, "/Users/ana/Library/Application Support/CUBIRI"),
    ("win32", {"HOME": "C:/Users/ana", "APPDATA": "C:/Users/ana/AppData/Roaming"},
     os.path.join("C:/Users/ana/AppData/Roaming", "CUBIRI")),
    ("linux", {"HOME": "/home/ana", "CUBIRI_DATA_DIR": "/tmp/cubiri-test"}, "/tmp/cubiri-test"),
    ("win32", {"CUBIRI_DATA_DIR": "/elsewhere", "APPDATA": "x"}, "/elsewhere"),
])
def test_data_dir(system: str, env: dict[str, str], expected: str) -> None:
    assert platform.data_dir(env, system) == expected


def test_native_store_is_files_in_the_data_dir(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CUBIRI_DATA_DIR", str(tmp_path / "d"))
    store = open_store()
    assert isinstance(store, Guarded) and isinstance(store.lease, FileLease)  # one writer
    assert isinstance(store.store, FileStore) and store.store.folder == str(tmp_path / "d")
    store.set("settings", "x")
    assert (tmp_path / "d" / "cubiri.settings.json").read_text() == "x"


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANGUAGE": "ro:en", "LANG": "de_DE.UTF-8"}, "ro"),
    ({"LC_ALL": "te_IN.UTF-8", "LANG": "de_DE.UTF-8"}, "te_IN.UTF-8"),
    ({"LANG": "it_IT.UTF-8"}, "it_IT.UTF-8"),
    ({"LANG": "C", "LC_MESSAGES": "de_AT"}, "de_AT"),
])
def test_preferred_language_natively(monkeypatch, env, expected) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert platform.preferred_language() == expected


class _Window:
    def __init__(self, storage, language: str = "de-AT") -> None:
        self.localStorage = storage
        self.navigator = types.SimpleNamespace(language=language)


def test_pygbag_window_on_its_platform_module(monkeypatch, fake_local_storage) -> None:
    # pygbag's runtime puts the JavaScript window on the `platform` module.
    storage = fake_local_storage()
    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.setattr(stdlib_platform, "window", _Window(storage), raising=False)
    assert platform.local_storage() is storage
    assert platform.preferred_language() == "de-AT"
    store = open_store()
    assert isinstance(store, Guarded) and isinstance(store.store, LocalStorageStore)
    assert isinstance(store.lease, PageLease)  # a page without the lease block: always held
    store.set("settings", "v")
    assert storage.items == {"cubiri.settings": "v"}


def test_pyodide_js_module(monkeypatch, fake_local_storage) -> None:
    # Pyodide: `platform` is the standard library's; the `js` module is the global scope.
    storage = fake_local_storage()
    js = types.ModuleType("js")
    js.localStorage = storage
    js.navigator = types.SimpleNamespace(language="te")
    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.delattr(stdlib_platform, "window", raising=False)
    monkeypatch.setitem(sys.modules, "js", js)
    assert platform.window() is js
    assert platform.local_storage() is storage
    assert platform.preferred_language() == "te"


def test_blocked_local_storage_plays_on_in_memory(monkeypatch) -> None:
    class Blocked:
        navigator = types.SimpleNamespace(language="en")

        @property
        def localStorage(self):  # noqa: N802
            raise RuntimeError("SecurityError: the operation is insecure")

    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.setattr(stdlib_platform, "window", Blocked(), raising=False)
    notices: list = []
    store = open_store(notices)
    assert isinstance(store, MemoryStore)
    assert [n.msgid for n in notices] == [msg.WRITE_FAILED]


def test_storage_never_imports_pygame() -> None:
    import subprocess

    code = ("import sys, game.storage, game.storage.access, game.platform; "
            "print(any(m.split('.')[0] == 'pygame' for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=os.path.dirname(os.path.dirname(os.path.dirname(
                             os.path.abspath(__file__)))))
    assert out.stdout.strip() == "False"

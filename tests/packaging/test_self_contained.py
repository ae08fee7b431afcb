"""tools/build_web.py --self-contained, against a stand-in runtime on 127.0.0.1: the runtime
copied into the build and checked against its manifest (both ways), what the upload holds, and
the stand-in never archived."""

from __future__ import annotations

import functools
import http.server
import json
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def cdn(standin: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """(base URL, manifest) of a stand-in runtime served from 127.0.0.1."""
    folder = tmp_path_factory.mktemp("standin") / "cdn"
    manifest = standin(folder)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", manifest
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="module")
def built(build_web: ModuleType, cdn: tuple[str, Path],
          tmp_path_factory: pytest.TempPathFactory) -> Any:
    base, manifest = cdn
    return build_web.build(ROOT, tmp_path_factory.mktemp("build"), archive=False,
                           runtime=build_web.Runtime(base, manifest), allow_standin=True)


def test_the_upload_holds_the_runtime_and_loads_nothing_from_elsewhere(built: Any,
                                                                       build_web: ModuleType,
                                                                       cdn: tuple[str, Path]):
    web = built.web_dir
    runtime = [f"cdn/{e['path']}" for e in json.loads(cdn[1].read_text())["files"]]
    assert list(built.files) == [*build_web.PAGE_FILES, "sw.js", "THIRD-PARTY-LICENSES.txt",
                                 *sorted(runtime)]
    assert sorted(str(p.relative_to(web)) for p in web.rglob("*") if p.is_file()) == \
        sorted(built.files)
    html = (web / "index.html").read_text(encoding="utf-8")
    assert build_web.page_links(html) == []  # nothing absolute: all below its own folder
    assert '<script src="cdn/0.9.3/pythons.js"' in html
    assert 'new URL("cdn/0.9.3/", document.baseURI)' in html  # config.cdn
    assert 'new URL("cdn/", document.baseURI)' in html  # PYGPI
    assert 'const SERVICE_WORKER = "sw.js";' in html
    # every runtime file is the served one, except the index, cut to what the copy holds
    for entry in json.loads(cdn[1].read_text())["files"]:
        if not entry["path"].startswith("index-"):
            assert build_web.hashlib.sha256((web / "cdn" / entry["path"]).read_bytes()) \
                .hexdigest() == entry["sha256"]
    assert json.loads((web / "cdn" / "index-0.9.3-cp312.json").read_text()) == {
        "-CDN-": "cdn/", "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}
    # the service worker caches the page, the game's files and the runtime, for this build
    sw = (web / "sw.js").read_text(encoding="utf-8")
    assert f'const BUILD = "{built.build_id}";' in sw and "{{" not in sw
    files = json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    assert files == [*build_web.PAGE_FILES, *sorted(runtime)]
    licences = (web / "THIRD-PARTY-LICENSES.txt").read_text(encoding="utf-8")
    for name in ("GNU LESSER GENERAL PUBLIC LICENSE", "PYTHON SOFTWARE FOUNDATION LICENSE",
                 "MIT License", "zlib License", "pygame-ce", "SDL", "xterm.js"):
        assert name in licences


def test_a_runtime_that_differs_from_the_manifest_stops_the_build(
        build_web: ModuleType, cdn: tuple[str, Path], tmp_path: Path) -> None:
    base, manifest = cdn
    doc = json.loads(manifest.read_text())
    changed = tmp_path / "changed.json"
    doc["files"][2]["sha256"] = "0" * 64  # the manifest says one thing, the CDN serves another
    changed.write_text(json.dumps(doc))
    out = tmp_path / "out"
    with pytest.raises(build_web.BuildError) as error:
        build_web.build(ROOT, out, archive=False, runtime=build_web.Runtime(base, changed),
                        allow_standin=True)
    message = str(error.value)
    assert doc["files"][2]["path"] in message and "Nothing was built" in message
    assert not out.exists()  # stopped before packing anything
    doc["files"][2]["sha256"] = json.loads(manifest.read_text())["files"][2]["sha256"]
    doc["files"].append({"path": "0.9.3/gone.js", "size": 1, "sha256": "1" * 64})
    changed.write_text(json.dumps(doc))
    with pytest.raises(build_web.BuildError, match="0.9.3/gone.js: HTTP Error 404"):
        build_web.build(ROOT, out, archive=False, runtime=build_web.Runtime(base, changed),
                        allow_standin=True)


def test_an_unpinned_file_is_pinned_only_on_purpose(build_web: ModuleType,
                                                    cdn: tuple[str, Path], tmp_path: Path):
    base, manifest = cdn
    doc = json.loads(manifest.read_text())
    wasm = next(f for f in doc["files"] if f["path"].endswith("main.wasm"))
    known = wasm["sha256"]
    wasm["sha256"] = wasm["size"] = None  # what could not be read when it was written
    unpinned = tmp_path / "unpinned.json"
    unpinned.write_text(json.dumps(doc))
    with pytest.raises(build_web.BuildError, match="no sha256 for 0.9.3/cpython312/main.wasm"):
        build_web.build(ROOT, tmp_path / "a", archive=False,
                        runtime=build_web.Runtime(base, unpinned), allow_standin=True)
    result = build_web.build(ROOT, tmp_path / "b", archive=False,
                             runtime=build_web.Runtime(base, unpinned, pin=True),
                             allow_standin=True)
    assert (result.web_dir / "cdn" / "0.9.3" / "cpython312" / "main.wasm").is_file()
    pinned = next(f for f in json.loads(unpinned.read_text())["files"]
                  if f["path"].endswith("main.wasm"))
    assert pinned["sha256"] == known


def test_the_stand_in_is_never_archived(build_web: ModuleType, cdn: tuple[str, Path],
                                        tmp_path: Path) -> None:
    base, manifest = cdn
    with pytest.raises(build_web.BuildError, match="never be published"):
        build_web.build(ROOT, tmp_path, archive=True, runtime=build_web.Runtime(base, manifest),
                        allow_standin=True)
    with pytest.raises(build_web.BuildError, match="stand-in runtime, for tests only"):
        build_web.build(ROOT, tmp_path, archive=False,
                        runtime=build_web.Runtime(base, manifest))
    assert not (tmp_path / "web.zip").exists()


def test_a_real_runtime_is_archived_with_everything(build_web: ModuleType,
                                                    cdn: tuple[str, Path], tmp_path: Path):
    # the same files under a manifest that is not marked as a stand-in: the zip for itch.io
    base, manifest = cdn
    doc = json.loads(manifest.read_text())
    doc.pop("standin")
    real = tmp_path / "runtime.json"
    real.write_text(json.dumps(doc))
    result = build_web.build(ROOT, tmp_path / "out", runtime=build_web.Runtime(base, real))
    with zipfile.ZipFile(result.archive) as zf:
        assert zf.namelist() == list(result.files)
        assert all(len(name) <= 240 for name in zf.namelist())  # itch.io's path limit
    assert len(result.files) <= 1000  # itch.io's file limit

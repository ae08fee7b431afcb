"""tools/build_web.py's checks: the page template's fields, the runtime files against their
manifest (served here by a local stand-in for pygbag's CDN on 127.0.0.1), the link check."""

from __future__ import annotations

import functools
import hashlib
import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest


@pytest.fixture
def local_cdn(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A throw-away static server on 127.0.0.1 serving a folder (stands in for the CDN)."""
    folder = tmp_path / "cdn"
    folder.mkdir()
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", folder
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _serve(folder: Path, files: dict[str, bytes]) -> None:
    for path, data in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_bytes(data)


def _entry(path: str, data: bytes | None, size: int | None = None) -> dict:
    return {"path": path, "size": size if data is None else len(data),
            "sha256": None if data is None else hashlib.sha256(data).hexdigest()}


def test_runtime_files_checked_against_the_manifest(build_web: ModuleType, local_cdn,
                                                    tmp_path: Path, capsys) -> None:
    base, folder = local_cdn
    tested = {"0.9.3/pythons.js": b"// loader", "vt/xterm.css": b"css"}
    _serve(folder, tested | {"0.9.3/cpython312/main.wasm": b"\0asm" * 10})
    manifest = tmp_path / "manifest.json"
    doc = {"files": [_entry(p, d) for p, d in tested.items()]
           + [_entry("0.9.3/cpython312/main.wasm", None)]}
    manifest.write_text(json.dumps(doc), encoding="utf-8")

    check = build_web.check_runtime(build_web.load_manifest(manifest), base)
    assert [f["status"] for f in check.files] == ["same", "same", "not pinned"]
    assert build_web.report_runtime(check, tmp_path) == 0
    out = capsys.readouterr().out
    assert "2 of 3 files" in out and "not pinned yet: 0.9.3/cpython312/main.wasm (40 bytes" in out
    recorded = json.loads((tmp_path / "runtime.json").read_text(encoding="utf-8"))
    assert recorded["files"][2]["sha256"] == hashlib.sha256(b"\0asm" * 10).hexdigest()

    # pinning is a deliberate step: it writes the served hash into the manifest
    assert build_web.pin_manifest(check, manifest) == ["0.9.3/cpython312/main.wasm"]
    again = build_web.check_runtime(build_web.load_manifest(manifest), base)
    assert [f["status"] for f in again.files] == ["same"] * 3

    # the CDN changes a file, or loses one: the build says so and fails
    _serve(folder, {"0.9.3/pythons.js": b"// loader, changed"})
    (folder / "vt" / "xterm.css").unlink()
    changed = build_web.check_runtime(build_web.load_manifest(manifest), base)
    assert [f["status"] for f in changed.files] == ["different", "unavailable", "same"]
    assert build_web.report_runtime(changed, tmp_path) == 1
    err = capsys.readouterr().err
    assert "the CDN serves a different 0.9.3/pythons.js" in err and "Do not publish" in err


def test_an_unpinned_file_of_another_size_is_a_difference(build_web: ModuleType, local_cdn,
                                                          tmp_path: Path) -> None:
    base, folder = local_cdn
    _serve(folder, {"0.9.3/cpython312/main.data": b"x" * 5})
    files = [build_web.RuntimeFile("0.9.3/cpython312/main.data", 6, None)]
    assert build_web.check_runtime(files, base).files[0]["status"] == "different"


def test_the_committed_manifest_lists_what_the_page_loads(build_web: ModuleType) -> None:
    files = {f.path: f for f in build_web.load_manifest()}
    assert set(files) == {
        "0.9.3/pythons.js", "0.9.3/cpythonrc.py", "0.9.3/cpython312/main.js",
        "0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data", "vtx.js", "vt/xterm.js",
        "vt/xterm-addon-image.js", "vt/xterm.css", "index-0.9.3-cp312.json",
        "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"}
    assert build_web.CDN == build_web.CDN_ROOT + "0.9.3/"
    # cpythonrc.py is the very file of the pinned pygbag wheel (tests/pygbag runs it natively)
    from importlib.util import find_spec

    wheel = Path(find_spec("pygbag").origin).parent / "support" / "cpythonrc.py"
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == files["0.9.3/cpythonrc.py"].sha256


def test_online_build_reports_and_fails_on_a_changed_runtime(build_web: ModuleType,
                                                             monkeypatch, tmp_path: Path,
                                                             capsys) -> None:
    # main() wiring, without the network: the link check and the runtime check stubbed
    monkeypatch.setattr(build_web, "broken_links", lambda html, timeout=10.0: [])
    check = build_web.RuntimeCheck("https://cdn.invalid/", [
        {"path": "0.9.3/pythons.js", "status": "different", "size": 1, "sha256": "00",
         "expected_size": 2, "expected_sha256": "11"}])
    monkeypatch.setattr(build_web, "check_runtime", lambda files, base=None: check)
    assert build_web.main(["--out", str(tmp_path)]) == 1
    assert "the CDN serves a different 0.9.3/pythons.js" in capsys.readouterr().err
    assert (tmp_path / "runtime.json").is_file() and (tmp_path / "web.zip").is_file()
    check.files[0]["status"] = "same"
    assert build_web.main(["--out", str(tmp_path)]) == 0
    assert build_web.main(["--offline", "--out", str(tmp_path)]) == 0


def test_template_fields(build_web: ModuleType, tmp_path: Path) -> None:
    template = tmp_path / "t.tmpl"
    template.write_text("{{cubiri.index}} {{cookiecutter.cdn}} {{cubiri.build}}",
                        encoding="utf-8")
    assert build_web.render_template(template, {"index": "i/", "build": "b"}) == \
        "i/ {{cookiecutter.cdn}} b"
    with pytest.raises(build_web.BuildError, match="no value for build"):
        build_web.render_template(template, {"index": "i/"})


def test_page_links_lists_absolute_sources_once(build_web: ModuleType) -> None:
    html = """<script src="https://cdn.example/0.9.3/pythons.js" type=module></script>
        <link rel="prefetch" href='https://cdn.example/0.9.3/pythonrc.py'>
        <link rel="icon" type="image/png" href="favicon.png">
        <script src="https://cdn.example/0.9.3//browserfs.min.js"></script>
        <script src="https://cdn.example/0.9.3/pythons.js"></script>"""
    assert build_web.page_links(html) == [
        "https://cdn.example/0.9.3/pythons.js",
        "https://cdn.example/0.9.3/pythonrc.py",
        "https://cdn.example/0.9.3//browserfs.min.js",
    ]


def test_broken_links_reports_what_answers_404(build_web: ModuleType, local_cdn) -> None:
    base, folder = local_cdn
    _serve(folder, {"pythons.js": b"// loader"})
    html = (f'<script src="{base}pythons.js"></script>'
            f'<script src="{base}/browserfs.min.js"></script>')
    assert build_web.broken_links(html, timeout=5) == [f"{base}/browserfs.min.js: HTTP 404"]

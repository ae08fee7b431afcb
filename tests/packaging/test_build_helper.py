"""tools/build_web.py's guards: no endless CDN retries, and a link check for the built page."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest


def test_online_build_stops_at_once_without_the_cdn(build_web: ModuleType, root: Path,
                                                    tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_web, "cdn_reachable", lambda *a, **k: False)
    out = tmp_path / "out"
    with pytest.raises(build_web.BuildError, match="--offline"):
        build_web.build(root, out, offline=False, archive=True)
    assert not out.exists()


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


def test_offline_template_loads_nothing_from_the_network(build_web: ModuleType) -> None:
    html = build_web.OFFLINE_TEMPLATE.read_text(encoding="utf-8")
    assert build_web.page_links(html) == []
    assert "{{cookiecutter.title}}" in html and "{{cookiecutter.ume_block}}" in html


@pytest.fixture
def local_site(tmp_path: Path) -> Iterator[str]:
    """A throw-away static server on 127.0.0.1 serving tmp_path (stands in for the CDN)."""
    (tmp_path / "pythons.js").write_text("// loader\n", encoding="utf-8")
    handler = functools.partial(_QuietHandler, directory=str(tmp_path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def test_broken_links_reports_what_answers_404(build_web: ModuleType, local_site: str) -> None:
    html = (f'<script src="{local_site}pythons.js"></script>'
            f'<script src="{local_site}/browserfs.min.js"></script>')
    assert build_web.broken_links(html, timeout=5) == [f"{local_site}/browserfs.min.js: HTTP 404"]

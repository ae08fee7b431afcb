"""In the browser the display surface is the canvas (the page scales it): `set_mode` follows the
viewport the page reports (game.platform.viewport), again as the phone turns; taps arrive in
canvas px. The page is a fake here (its JavaScript is tested in Chromium,
tests/packaging/test_page_in_chromium.py); pygame runs natively on SDL's dummy driver."""

from __future__ import annotations

import types
from collections.abc import Iterator

import pygame
import pytest

from game import platform
from game.ui.window import close_all


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Iterator[types.SimpleNamespace]:
    page = types.SimpleNamespace(viewport="390x844")
    monkeypatch.setattr(platform, "window", lambda: types.SimpleNamespace(cubiri=page))
    yield page
    close_all()
    pygame.display.quit()  # the display-module window this test opened
    pygame.display.init()


def test_set_mode_follows_the_pages_viewport(page: types.SimpleNamespace) -> None:
    from game.dev.harness import Driver, init_headless
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.session import Session
    from game.ui.window import BrowserDisplay

    init_headless()  # SDL's drivers
    assert platform.viewport() == (390, 844)
    app = App(Session.memory(), display=BrowserDisplay(), lang="en")
    app.push(TitleScene(app))
    app.frame([], 0.0)
    assert pygame.display.get_surface().get_size() == (720, 1558)
    assert app.canvas is pygame.display.get_surface()  # drawn on directly, no copy
    assert app.view.identity and app.css_scale == pytest.approx(720 / 390)

    page.viewport = "844x390"  # the phone turned
    app.frame([], 0.0)
    assert pygame.display.get_surface().get_size() == (1558, 720)
    assert app.top.metrics.size == (1558, 720)
    card = app.top.widgets[3]  # SDL reports the page's taps in the canvas's pixels
    Driver(app).click(card.rect.center)
    assert app.top.name == "menu" and app.top.game == "mishimash"

    page.viewport = ""  # a page that does not say: the canvas's own size, one px per px
    app.frame([], 0.0)
    assert app.window_size == (1558, 720) and app.css_scale == 1


def test_a_viewport_is_read_only_from_a_size() -> None:
    assert platform.parse_size("390x844") == (390, 844)
    for text in ("", "390", "x844", "0x844", "390x-1", "390×844", "undefined"):
        assert platform.parse_size(text) is None

"""Copying the result card: SDL's clipboard natively; in the browser, JavaScript source that is
pure ASCII (pygbag hands Python str to JavaScript as Latin-1 bytes) and decodes to the text,
and a result only once the page says how the copy went (tests/browser/test_pyodide_clipboard.py
runs it in Chromium)."""

from __future__ import annotations

import json

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game import transfer
from game.ui import clipboard, daily_view
from game.ui.window import close_all

CARD = "MAGDAGDON రోజువారీ సవాలు · 17-05-2026\nNIGHTMARE · 89 పాయింట్లు\n\U0001F7E9\u2B1C"


@given(st.text())
def test_the_browser_code_is_ascii_and_carries_the_text(text: str) -> None:
    code = clipboard.browser_code(text)
    assert code.isascii()
    # What pygbag's bridge does to a str (its UTF-8 bytes read as Latin-1) changes nothing.
    assert code.encode("utf-8").decode("latin-1") == code
    arguments = json.loads(code[code.index("(...") + 4:-1])
    assert arguments[0] == clipboard.SLOT and arguments[1] == text  # JSON reads the same in JS


class FakeWindow:
    """A page's window: eval receives what the bridge would hand JavaScript; the page's answer
    arrives in its slot when the test says so."""

    def __init__(self, error: bool = False) -> None:
        self.codes: list[str] = []
        self.error = error

    def eval(self, code: str) -> object:
        self.codes.append(code.encode("utf-8").decode("latin-1"))  # the bridge's conversion
        if self.error:
            raise RuntimeError("TypeError: navigator.clipboard is undefined")
        return None


def test_the_browser_path_says_copied_only_when_the_page_does() -> None:
    window = FakeWindow()
    copy = clipboard.copy_text(CARD, window=window)
    dialogs, defined, code = window.codes
    assert dialogs == transfer.TRANSFER_JS  # its dialog serves the box
    assert defined == clipboard.COPY_JS and "navigator.clipboard.writeText" in defined
    assert "\\u0c30\\u0c4b" in code and "\\ud83d\\udfe9" in code
    assert copy.poll() is None and copy.poll() is None  # the promise has not settled
    setattr(window, clipboard.SLOT, "shown")  # refused: the text is in the page's box
    assert copy.poll() == clipboard.SHOWN
    assert clipboard.copy_text(CARD, window=FakeWindow(error=True)).poll() == clipboard.FAILED


def test_the_card_says_copying_until_the_answer() -> None:
    window = FakeWindow()
    copying = daily_view.card_copy()
    copying.copy = clipboard.copy_text(CARD, window=window)
    copying.message = "…"
    assert copying.update() is False and copying.message == "…"
    setattr(window, clipboard.SLOT, "copied")
    assert copying.update() is True and copying.message.startswith("Copied")
    assert copying.update() is False  # once


def test_natively_the_card_goes_to_sdls_clipboard() -> None:
    close_all()
    pygame.display.quit()
    assert clipboard.copy_text(CARD).poll() == clipboard.FAILED  # no display, no clipboard
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        assert clipboard.copy_text(CARD).poll() == clipboard.COPIED
        assert pygame.scrap.get_text() == CARD
        copying = daily_view.card_copy()
        assert copying.start(CARD).startswith("Copied")  # natively at once
    finally:
        pygame.display.quit()

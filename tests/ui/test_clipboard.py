"""Copying the result card: SDL's clipboard natively; in the browser, JavaScript source that is
pure ASCII (pygbag hands Python str to JavaScript as Latin-1 bytes) and decodes to the text."""

from __future__ import annotations

import json

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.ui import clipboard

CARD = "MAGDAGDON రోజువారీ సవాలు · 17-05-2026\nNIGHTMARE · 89 పాయింట్లు\n\U0001F7E9\u2B1C"


@given(st.text())
def test_the_browser_code_is_ascii_and_carries_the_text(text: str) -> None:
    code = clipboard.browser_code(text)
    assert code.isascii()
    # What pygbag's bridge does to a str (its UTF-8 bytes read as Latin-1) changes nothing.
    assert code.encode("utf-8").decode("latin-1") == code
    literal = code[code.rindex("})(") + 3:-1]
    assert json.loads(literal) == text  # JSON string literals read the same in JavaScript


class FakeWindow:
    """A page's window: eval receives what the bridge would hand JavaScript."""

    def __init__(self, answer: object = True, error: bool = False) -> None:
        self.codes: list[str] = []
        self.answer = answer
        self.error = error

    def eval(self, code: str) -> object:
        self.codes.append(code.encode("utf-8").decode("latin-1"))  # the bridge's conversion
        if self.error:
            raise RuntimeError("TypeError: navigator.clipboard is undefined")
        return self.answer


def test_the_browser_path_hands_javascript_the_escaped_card() -> None:
    window = FakeWindow()
    assert clipboard.copy_text(CARD, window=window) is True
    (code,) = window.codes
    assert "\\u0c30\\u0c4b" in code and "\\ud83d\\udfe9" in code and "navigator.clipboard" in code
    assert clipboard.copy_text(CARD, window=FakeWindow(answer=False)) is False
    assert clipboard.copy_text(CARD, window=FakeWindow(error=True)) is False


def test_natively_the_card_goes_to_sdls_clipboard() -> None:
    pygame.display.quit()
    assert clipboard.copy_text(CARD) is False  # no display, no clipboard: the UI says so
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        assert clipboard.copy_text(CARD) is True
        assert pygame.scrap.get_text() == CARD
    finally:
        pygame.display.quit()

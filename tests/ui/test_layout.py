"""Every text the screens draw fits its box in every language at its intended size (no
shrinking), measured on the real screens (`game.dev.fit`), not on a hand-kept table."""

from __future__ import annotations

import pygame
import pytest

from game import i18n


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_text_fits_its_box(lang):
    from game.dev import fit

    problems, note = fit.check([lang])
    assert "text boxes measured" in note
    assert not problems, "\n".join(problems)


def test_the_check_measures_the_widgets_the_screens_build(monkeypatch):
    """Every text a widget may show is measured in the widget's own box: a status message
    never shown on the tour is caught all the same (through the status line's samples)."""
    from game.dev import fit
    from game.magdagdon.ui.play_scene import MagdagdonScene

    long = "A status line far too long for two lines of the right column, " * 3
    monkeypatch.setattr(MagdagdonScene, "status_samples", lambda self: [long])
    problems, _note = fit.check(["en"])
    assert any(long[:20] in p and "does not fit 2 line(s) of 572 px" in p for p in problems)


def test_the_check_measures_what_the_screens_draw(monkeypatch):
    """A painted box (the header's title) too narrow for a title: the drawn text shrank."""
    import dataclasses

    from game.dev import fit
    from game.ui import chrome

    real = chrome.header

    def narrow(m):  # the header of a screen laid out for any canvas, its title 150 px wide
        place = real(m)
        return dataclasses.replace(place, title=pygame.Rect(place.title.left, place.title.top,
                                                            150, place.title.height))

    monkeypatch.setattr(chrome, "header", narrow)
    monkeypatch.setattr(chrome, "HEADER_TITLE", pygame.Rect(260, 6, 150, 70))  # and the others
    problems, _note = fit.check(["de"])
    assert any("'Bestenliste'" in p and "instead of 36 px" in p for p in problems), problems

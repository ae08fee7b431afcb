"""Overlays (game/ui/overlay.py): a card over the dimmed screen below; a tap beside the card
closes it, except a question, which waits for its answer."""

from __future__ import annotations

import pygame

from game.ui import scenes
from game.ui.overlay import Overlay


def _beside(box: pygame.Rect) -> tuple[int, int]:
    return (box.centerx, max(box.top // 2, 4))  # above the card, on the dimmed screen


def _on_the_card(card: Overlay) -> tuple[int, int]:
    """A point of the card that no widget covers."""
    inner = card.box.inflate(-24, -24)
    return next((x, y) for y in range(inner.top, inner.bottom, 6)
                for x in range(inner.left, inner.right, 6)
                if not any(w.rect.collidepoint(x, y) for w in card.widgets))


def test_a_tap_beside_the_card_closes_the_language_picker_and_the_scoring_card(app, drive):
    for name in ("language", "scoring"):
        below = app.scenes[-1]
        app.push(scenes.make(name, app))
        drive.settle()
        card = app.scenes[-1]
        assert isinstance(card, Overlay) and not card.opaque
        drive.click(_on_the_card(card))  # on the card, beside its widgets: it stays
        assert app.scenes[-1] is card
        drive.click(_beside(card.box))
        assert app.scenes[-1] is below, name


def test_a_question_waits_for_its_answer(app, drive):
    answered = []
    app.push(scenes.make("confirm", app, lambda: "Abandon?", lambda: "Abandon",
                        lambda: answered.append(True)))
    drive.settle()
    dialog = app.scenes[-1]
    drive.click(_beside(dialog.box))
    assert app.scenes[-1] is dialog and not answered


def test_the_card_is_drawn_on_the_dimmed_screen(app, drive):
    app.push(scenes.make("scoring", app))
    drive.settle()
    card = app.scenes[-1]
    surf = pygame.Surface((1280, 720))
    surf.fill((200, 200, 200))
    card.draw_card(surf)
    assert surf.get_at(_beside(card.box))[:3] != (200, 200, 200)  # dimmed
    inside = (card.box.left + 40, card.box.centery)
    assert surf.get_at(inside)[:3] != surf.get_at(_beside(card.box))[:3]  # paper, not dim

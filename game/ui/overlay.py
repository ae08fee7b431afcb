"""Overlay scenes: a paper card over the dimmed screen below it."""

from __future__ import annotations

import pygame

from game.ui import chrome, draw
from game.ui.constants import PAPER
from game.ui.scene import Scene


class Overlay(Scene):
    """A card drawn over the scene below (which stays visible, dimmed); a tap beside the card
    closes it, as does Esc (Scene.back)."""

    opaque = False
    box: pygame.Rect  # the card: a class constant or set in build()
    dim_alpha = 150  # how dark the screen below gets

    def tap_empty(self, pos: tuple[int, int]) -> None:
        if not self.box.collidepoint(pos):
            self.app.pop()

    def draw_card(self, surf: pygame.Surface) -> None:
        """The dimmed screen and the empty card; the overlay draws its content on it."""
        chrome.dim(surf, self.dim_alpha)
        draw.panel(surf, self.box, PAPER, radius=20, shadow=8)

"""Sound and animations from inside a game: sound on or off, the volume, the animation speed
(the same settings as the Settings screen, saved at once). Opened by the speaker icon."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.storage.settings import ANIMATION_SPEEDS
from game.ui import draw
from game.ui.constants import (
    GOLD,
    INK,
    INK_SOFT,
    PAPER_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    WIDTH,
)
from game.ui.names import speed_name
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label, Toggle, Widget

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(0, 0, 820, 540)
BOX.center = (WIDTH // 2, 380)
PAD = 30
LABEL_W = 230  # the rows' names, left
STEP = 10  # volume percent per press
SPEEDS = ("slow", "normal", "fast", "off")  # slow to none, as the settings list them
VOLUME_BAR = pygame.Rect(0, 0, 300, 22)


class OptionsScene(Overlay):
    """An overlay over the game (Esc, Close or a tap outside closes it)."""

    box = BOX
    name = "options"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        assert set(SPEEDS) == set(ANIMATION_SPEEDS)

    def build(self) -> None:
        session = self.app.session
        x = BOX.left + PAD + LABEL_W
        y = BOX.top + 90
        self.widgets = [Label((BOX.left + PAD, BOX.top + 16, BOX.width - 2 * PAD, 56),
                              lambda: _("Sound and animations"), TEXT_HEAD, INK, bold=True)]
        rows: list[Widget] = []
        for k, name in enumerate((lambda: _("Sound"), lambda: _("Volume"),
                                  lambda: _("Animations"))):
            rows.append(Label((BOX.left + PAD, y + k * 96, LABEL_W - 16, 70), name, TEXT_BIG, INK,
                              align="left", bold=True, lines=2))
        self.sound = Toggle((x, y, 300, 70),
                            lambda: _("On") if session.settings.sound else _("Off"),
                            lambda: session.settings.sound, self.app.set_sound)
        y += 96
        self.quieter = Button((x, y + 3, 64, 64), "−", partial(self.volume_by, -STEP),
                              kind="secondary", size=TEXT_HEAD,
                              enabled=lambda: session.settings.volume > 0)
        self.louder = Button((x + 400, y + 3, 64, 64), "+", partial(self.volume_by, STEP),
                             kind="secondary", size=TEXT_HEAD,
                             enabled=lambda: session.settings.volume < 100)
        y += 96
        self.speeds = [Button((x + (k % 2) * 272, y + (k // 2) * 66, 260, 58),
                              partial(speed_name, s),
                              partial(lambda s: session.update(animation_speed=s), s),
                              kind="secondary", size=TEXT_BODY,
                              selected=partial(lambda s: session.settings.animation_speed == s,
                                               s), samples=lambda: [speed_name(s) for s in SPEEDS])
                       for k, s in enumerate(SPEEDS)]
        close = Button((BOX.centerx - 120, BOX.bottom - 86, 240, 64), lambda: _("Close"),
                       self.app.pop, kind="secondary", size=TEXT_BIG)
        self.widgets += [*rows, self.sound, self.quieter, self.louder, *self.speeds, close]
        if self.focus is None:
            self.focus = self.sound

    def volume_by(self, step: int) -> None:
        """A step quieter or louder (a click at the new volume)."""
        self.app.set_volume(self.app.session.settings.volume + step)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        volume = self.app.session.settings.volume
        bar = VOLUME_BAR.copy()
        bar.midleft = (self.quieter.rect.right + 18, self.quieter.rect.centery)
        pygame.draw.rect(surf, PAPER_DARK, bar, border_radius=11)
        filled = bar.copy()
        filled.width = round(bar.width * volume / 100)
        if filled.width:
            pygame.draw.rect(surf, GOLD, filled, border_radius=11)
        pygame.draw.rect(surf, INK_SOFT, bar, 2, border_radius=11)
        for k in range(1, 10):  # a tick every step: the steps are countable
            tx = bar.left + bar.width * k // 10
            pygame.draw.line(surf, INK_SOFT, (tx, bar.bottom + 3), (tx, bar.bottom + 8), 2)
        draw.text_block(surf, pygame.Rect(self.louder.rect.right + 14, self.louder.rect.top,
                                          100, self.louder.rect.height),
                        _("{n}%").format(n=volume),
                        TEXT_BIG, INK, align="left", bold=True)
        self.draw_widgets(surf)

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
from game.ui.layout import NARROW
from game.ui.metrics import TARGET_CSS
from game.ui.names import speed_name
from game.ui.overlay import Overlay
from game.ui.widgets import Button, Label, Toggle, Widget

if TYPE_CHECKING:
    from game.ui.app import App

BOX = pygame.Rect(0, 0, 820, 540)  # on the desktop canvas; `build` lays it out for any
BOX.center = (WIDTH // 2, 380)
PAD = 30
LABEL_W = 230  # the rows' names, left
STEP = 10  # volume percent per press
SPEEDS = ("slow", "normal", "fast", "off")  # slow to none, as the settings list them


class OptionsScene(Overlay):
    """An overlay over the game (Esc, Close or a tap outside closes it)."""

    box = BOX
    name = "options"
    responsive = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        assert set(SPEEDS) == set(ANIMATION_SPEEDS)

    def build(self) -> None:
        """On the desktop and a phone on its side each row's name at the left and its
        controls beside it; upright the sound's switch beside its name, the volume and the
        speeds under theirs across the card, Close the card's width."""
        session, m = self.app.session, self.metrics
        s = m.type_scale
        big, head = m.font(TEXT_BIG), m.font(TEXT_HEAD)
        pad, gap = round(PAD * s), round(12 * s)
        h, sq = m.at_least(70, TARGET_CSS), m.at_least(64, TARGET_CSS)  # a switch, − and +
        speed_h, close_h = m.at_least(58, TARGET_CSS), m.at_least(64, TARGET_CSS)
        pitch, speed_step = max(96, h + round(14 * s)), max(66, speed_h + round(8 * s))
        bar_w, bar_h, percent_w = round(300 * s), round(22 * s), round(100 * s)
        first = round(90 * s)  # the first row, under the card's title
        upright = m.width < NARROW
        label_h = round(44 * s)
        if upright:
            box_w = m.width - 2 * round(20 * s)
            box_h = (first + pitch + 2 * (label_h + gap) + sq + round(24 * s) + speed_step
                     + speed_h + round(32 * s) + close_h + round(22 * s))
        else:
            label_w = round(LABEL_W * s)
            box_w = round(BOX.width * s)
            if m.k > 1:  # room for the volume's percent inside the card
                box_w = max(box_w, pad + label_w + 2 * sq + 36 + bar_w + 14 + percent_w + pad)
            box_h = (first + 2 * pitch + speed_step + speed_h + round(48 * s) + close_h
                     + round(22 * s))
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = (m.width // 2, min(m.height // 2 + 20, m.height - box_h // 2 - 10))
        self.box = box
        left, inner = box.left + pad, box.width - 2 * pad
        y = box.top + first
        self.widgets = [Label((left, box.top + 16, inner, round(56 * s)),
                              lambda: _("Sound and animations"), head, INK, bold=True)]
        names = (lambda: _("Sound"), lambda: _("Volume"), lambda: _("Animations"))
        if upright:
            switch_w = round(300 * s)
            labels = [pygame.Rect(left, y, inner - switch_w - gap, h)]
            switch = pygame.Rect(box.right - pad - switch_w, y, switch_w, h)
            y += pitch
            labels.append(pygame.Rect(left, y, inner, label_h))
            y += label_h + gap
            quieter = pygame.Rect(left, y, sq, sq)
            louder = pygame.Rect(box.right - pad - percent_w - 14 - sq, y, sq, sq)
            bar_w = louder.left - 18 - (quieter.right + 18)
            y += sq + round(24 * s)
            labels.append(pygame.Rect(left, y, inner, label_h))
            y += label_h + gap
            speed_w = (inner - gap) // 2
            speeds = [pygame.Rect(left + (k % 2) * (speed_w + gap), y + (k // 2) * speed_step,
                                  speed_w, speed_h) for k in range(len(SPEEDS))]
            close = pygame.Rect(left, speeds[-1].bottom + round(32 * s), inner, close_h)
            lines = 1
        else:
            x = left + label_w
            labels = [pygame.Rect(left, y + k * pitch, label_w - round(16 * s), h)
                      for k in range(3)]
            switch = pygame.Rect(x, y, round(300 * s), h)
            y += pitch
            quieter = pygame.Rect(x, y + (h - sq) // 2, sq, sq)
            louder = pygame.Rect(x + sq + 18 + bar_w + 18, quieter.top, sq, sq)
            y += pitch
            speed_w, step = round(260 * s), round(272 * s)
            speeds = [pygame.Rect(x + (k % 2) * step, y + (k // 2) * speed_step, speed_w,
                                  speed_h) for k in range(len(SPEEDS))]
            close_w = round(240 * s)
            close = pygame.Rect(box.centerx - close_w // 2, box.bottom - close_h - round(22 * s),
                                close_w, close_h)
            lines = 2
        self.bar = pygame.Rect(0, 0, bar_w, bar_h)
        self.bar.midleft = (quieter.right + 18, quieter.centery)
        self.percent = pygame.Rect(louder.right + 14, louder.top, percent_w, louder.height)
        rows: list[Widget] = [Label(rect, name, big, INK, align="left", bold=True, lines=lines)
                              for rect, name in zip(labels, names, strict=True)]
        self.sound = Toggle(switch, lambda: _("On") if session.settings.sound else _("Off"),
                            lambda: session.settings.sound, self.app.set_sound, size=big)
        self.quieter = Button(quieter, "−", partial(self.volume_by, -STEP),
                              kind="secondary", size=head,
                              enabled=lambda: session.settings.volume > 0)
        self.louder = Button(louder, "+", partial(self.volume_by, STEP),
                             kind="secondary", size=head,
                             enabled=lambda: session.settings.volume < 100)
        self.speeds = [Button(rect, partial(speed_name, sp),
                              partial(lambda sp: session.update(animation_speed=sp), sp),
                              kind="secondary", size=m.font(TEXT_BODY),
                              selected=partial(lambda sp: session.settings.animation_speed == sp,
                                               sp),
                              samples=lambda: [speed_name(sp) for sp in SPEEDS])
                       for rect, sp in zip(speeds, SPEEDS, strict=True)]
        close_button = Button(close, lambda: _("Close"), self.app.pop, kind="secondary",
                              size=big)
        self.widgets += [*rows, self.sound, self.quieter, self.louder, *self.speeds,
                         close_button]
        if self.focus is None:
            self.focus = self.sound

    def volume_by(self, step: int) -> None:
        """A step quieter or louder (a click at the new volume)."""
        self.app.set_volume(self.app.session.settings.volume + step)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_card(surf)
        volume = self.app.session.settings.volume
        bar = self.bar
        pygame.draw.rect(surf, PAPER_DARK, bar, border_radius=11)
        filled = bar.copy()
        filled.width = round(bar.width * volume / 100)
        if filled.width:
            pygame.draw.rect(surf, GOLD, filled, border_radius=11)
        pygame.draw.rect(surf, INK_SOFT, bar, 2, border_radius=11)
        for k in range(1, 10):  # a tick every step: the steps are countable
            tx = bar.left + bar.width * k // 10
            pygame.draw.line(surf, INK_SOFT, (tx, bar.bottom + 3), (tx, bar.bottom + 8), 2)
        draw.text_block(surf, self.percent, _("{n}%").format(n=volume),
                        self.metrics.font(TEXT_BIG), INK, align="left", bold=True)
        self.draw_widgets(surf)

"""Settings: language, sound, animation speed, tips, and the game's own difficulty (`Choice`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGES, _, current, pgettext
from game.ui import choices, chrome, front_end, scenes
from game.ui.constants import CREAM, TEXT_BIG, TEXT_BODY
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.names import speed_name
from game.ui.scene import Scene
from game.ui.widgets import Button, Label, Toggle

if TYPE_CHECKING:
    from game.ui.app import App

SPEED_NAMES = ("slow", "normal", "fast", "off")
LABEL_X, CONTROL_X = 60, 400


@dataclass(frozen=True)
class Places:
    """The settings' geometry for one canvas: each row's name, its controls, and how many
    lines a name may take."""

    labels: list[pygame.Rect]
    controls: list[list[pygame.Rect]]
    label_lines: int
    data: pygame.Rect  # "Your data": the header's right corner, or upright the last row


class SettingsScene(Scene):
    """Settings; changes apply and are saved at once."""

    name = "settings"
    responsive = True

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.difficulty = None if game is None else front_end.get(game).difficulty
        # the games' other settings: this game's, or from the title every game's
        self.options = [option for front in (front_end.listed() if game is None
                                             else [front_end.get(game)])
                        for option in front.options]

    def build(self) -> None:
        app, session, m = self.app, self.app.session, self.metrics
        rows = [_("Language"), _("Sound"), _("Animations"), _("Tips")]  # not "HINT"
        if self.difficulty is not None:
            rows.append(self.difficulty.title())
        rows += [option.title() for option in self.options]
        places = self.places(len(rows))
        big, body = m.font(TEXT_BIG), m.font(TEXT_BODY)
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        first = len(rows) + 1  # the language button (after the row labels)
        for label, rect in zip(rows, places.labels, strict=True):
            self.widgets.append(Label(rect, label, big, CREAM, align="left", bold=True,
                                      lines=places.label_lines))
        self.widgets.append(Button(places.controls[0][0],
                                   lambda: LANGUAGES.get(current(), current()),
                                   self.pick_language, kind="secondary", size=big))
        self.widgets.append(Toggle(places.controls[1][0],
                                   lambda: _("On") if session.settings.sound else _("Off"),
                                   lambda: session.settings.sound, app.set_sound, size=big))
        for speed, rect in zip(SPEED_NAMES, places.controls[2], strict=True):
            self.widgets.append(Button(
                rect, partial(speed_name, speed),
                partial(lambda s: session.update(animation_speed=s), speed), kind="secondary",
                size=body,
                selected=partial(lambda s: session.settings.animation_speed == s, speed)))
        self.widgets.append(Toggle(places.controls[3][0],
                                   # Its own words: they agree with "Tips" (Romanian
                                   # "Indicații: Pornite"), not with "Sound"
                                   lambda: pgettext("tips", "On") if self.hints_on()
                                   else pgettext("tips", "Off"),
                                   self.hints_on, self.set_hints, size=big))
        if (choice := self.difficulty) is not None:
            for value, rect in zip(choice.values, places.controls[4], strict=False):
                self.widgets.append(Button(
                    rect, partial(choice.label, value),
                    partial(self.set_difficulty, value), kind="secondary", size=body,
                    selected=partial(lambda v: getattr(session.settings, choice.field) == v,
                                     value)))
        for option, row in zip(self.options, places.controls[len(places.controls)
                                                              - len(self.options):],
                               strict=True):
            for value, rect in zip(option.values, row, strict=True):
                self.widgets.append(Button(
                    rect, partial(option.label, value),
                    partial(lambda o, v: session.update(**{o.field: v}), option, value),
                    kind="secondary", size=body,
                    selected=partial(lambda o, v: getattr(session.settings, o.field) == v,
                                     option, value)))
        # a copy of everything (game.storage.backup): top right, or upright the last row
        self.widgets.append(Button(places.data, lambda: _("Your data"), self.open_data,
                                   kind="ghost", size=header(m).button_size))
        if self.focus is None:
            self.focus = self.widgets[first]

    def open_data(self) -> None:
        self.app.push(scenes.make("backup", self.app))

    def places(self, rows: int) -> Places:
        """Where each row's name and controls go: on the desktop and a phone on its side a
        name at the left and its controls beside it, "Your data" in the header's corner;
        upright, a single control beside its name, several under it across the screen (the
        speeds two by two, the difficulties one above the other), and "Your data" last."""
        m = self.metrics
        s = m.type_scale
        h = m.at_least(70, TARGET_CSS)
        top = header(m).height + round(32 * s)
        counts = [1, 1, len(SPEED_NAMES), 1]
        if self.difficulty is not None:
            counts.append(len(self.difficulty.values))
        counts += [len(option.values) for option in self.options]
        counts = counts[:rows]
        if m.width >= NARROW:
            pitch = max(110, h + round(14 * s))
            x = LABEL_X + round((CONTROL_X - LABEL_X) * s)
            steps = [(380, 0), (380, 0), (196, 210), (380, 0)] + [(266, 280)] * (rows - 4)
            labels = [pygame.Rect(LABEL_X, top + k * pitch, round(320 * s), h)
                      for k in range(rows)]
            controls = [[pygame.Rect(x + j * round(step * s), top + k * pitch, round(w * s), h)
                         for j in range(n)]
                        for k, ((w, step), n) in enumerate(zip(steps, counts, strict=False))]
            return Places(labels, controls, 2, header(m).right)
        margin, gap = round(40 * s), round(12 * s)
        width = m.width - 2 * margin
        label_h = round(44 * s)
        half = (width - gap) // 2
        control_w = width * 11 // 20  # a single control: beside its name
        labels, controls = [], []
        y = top - round(8 * s)
        for k, n in enumerate(counts):
            if n == 1:
                labels.append(pygame.Rect(margin, y, width - control_w - gap, h))
                row = [pygame.Rect(m.width - margin - control_w, y, control_w, h)]
            else:  # the name above, the choices across the screen
                labels.append(pygame.Rect(margin, y, width, label_h))
                y += label_h + gap // 2
                if k == 2:  # the speeds, two by two
                    row = [pygame.Rect(margin + (j % 2) * (half + gap),
                                       y + (j // 2) * (h + gap), half, h) for j in range(n)]
                else:
                    row = [pygame.Rect(margin, y + j * (h + gap), width, h) for j in range(n)]
            controls.append(row)
            y = max(r.bottom for r in row) + round(24 * s)
        return Places(labels, controls, 2, pygame.Rect(margin, y, width, h))

    def pick_language(self) -> None:
        self.app.push(scenes.make("language", self.app))

    def hints_on(self) -> bool:
        return "off" not in self.app.session.settings.hints_seen

    def set_hints(self, on: bool) -> None:
        """Hints on shows every hint again; off hides them all."""
        self.app.session.update(hints_seen=frozenset() if on else frozenset({"off"}))

    def set_difficulty(self, value: str) -> None:
        """rules §1.2: a new difficulty starts a new game; ask before abandoning one."""
        if self.game is not None:
            choices.set_difficulty(self.app, self.game, value)

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Settings"), metrics=self.metrics)
        self.draw_widgets(surf)


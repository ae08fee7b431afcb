"""A game's menu: play (or continue), rules, high scores, settings, about."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import choices, chrome, daily_play, front_end, scenes
from game.ui.constants import CREAM, CREAM_SOFT, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.front_end import Choice
from game.ui.layout import NARROW, header
from game.ui.metrics import BODY_CSS, SMALL_CSS, TARGET_CSS
from game.ui.scene import Scene
from game.ui.tips import TUTORIAL
from game.ui.widgets import Button, Label, Widget

if TYPE_CHECKING:
    from game.storage.saves import SavedGame
    from game.ui.app import App

TOP, BOTTOM = 160, 706  # where the menu's buttons go (on the desktop canvas)
DIFFICULTY = pygame.Rect(0, TOP, 320, 400)  # right of the menu's buttons (x: centred)
DIFFICULTY_GAP = 40
CHOICE_H, DETAIL_H = 56, 50  # a difficulty's button, and what it means under it
BUTTON_W, BUTTON_H, GAP = 520, 68, 10


class GameMenuScene(Scene):
    """Per-game menu: on the desktop one column of buttons and the difficulty beside it; on a
    phone held upright the column across the screen and the difficulty as a row under it; on
    a phone on its side two columns of buttons and the difficulty beside them."""

    name = "menu"
    responsive = True

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game

    def build(self) -> None:
        m = self.metrics
        s = m.type_scale
        info = front_end.get(self.game)
        has_saved = self.app.session.has_game(self.game)
        has_daily = front_end.daily_view(self.game) is not None
        past = front_end.history_view(self.game) is not None  # a game that keeps its games
        choice = info.difficulty
        rows = 5 + has_saved + has_daily + past
        narrow = m.width < NARROW
        top_bar = header(m).height
        sub = pygame.Rect(round(200 * s), top_bar + round(16 * s), m.width - round(400 * s),
                          round(40 * s))
        if narrow:
            sub = pygame.Rect(40, sub.top, m.width - 80, sub.height)
        top = sub.bottom + round(20 * s)
        bottom = m.height - 14
        gap = round(GAP * s)
        least = m.at_least(0, TARGET_CSS)
        wide = round(BUTTON_W * s)
        column = round(DIFFICULTY.width * s)  # the difficulty's, beside the buttons
        side = column + round(DIFFICULTY_GAP * s) if choice else 0
        if narrow:  # the difficulty gets a row of its own, under the buttons
            below = 0 if choice is None else (round(44 * s) + least + round(DETAIL_H * s)
                                              + 3 * gap)
            cols, w = 1, m.width - 2 * round(40 * s)
            h = min(m.at_least(BUTTON_H, TARGET_CSS),
                    (bottom - top - below - (rows - 1) * gap) // rows)
            extra = bottom - top - below - rows * h - (rows - 1) * gap
            if extra > 0:  # a tall phone: the buttons further apart, the whole centred
                more = min(extra // (rows + 3), round(14 * s))
                gap += more
                shift = max(0, extra - (rows + 2) * more) // 3
                top += shift
                sub = sub.move(0, shift)
        else:
            cols, w = 1, wide
            h = min(m.at_least(BUTTON_H, TARGET_CSS), (bottom - top - (rows - 1) * gap) // rows)
            if h < least:  # a phone on its side: two columns of taller buttons
                cols = 2
                column = round((DIFFICULTY.width + 80) * s)  # two lines of body text
                side = column + round(DIFFICULTY_GAP * s) if choice else 0
                w = min(wide, (m.width - side - 3 * round(DIFFICULTY_GAP * s)) // 2)
                per = (rows + 1) // 2
                h = min(m.at_least(BUTTON_H, TARGET_CSS),
                        (bottom - top - (per - 1) * gap) // per)
        block = cols * w + (cols - 1) * round(DIFFICULTY_GAP * s) + (0 if narrow else side)
        x = (m.width - block) // 2
        size = m.font(TEXT_BIG) if cols == 1 else m.font(TEXT_BODY)  # two columns: narrower
        self.widgets = [chrome.back_button(self.back, metrics=m),
                        Label(sub, info.original(), m.font(TEXT_BODY), CREAM_SOFT)]
        places = iter([pygame.Rect(x + (k // ((rows + 1) // 2)) * (w + round(DIFFICULTY_GAP * s))
                                   if cols == 2 else x,
                                   top + (k % ((rows + 1) // 2) if cols == 2 else k) * (h + gap),
                                   w, h) for k in range(rows)])
        if has_saved:
            self.widgets.append(Button(next(places), lambda: _("Continue"), self.resume_game,
                                       size=size))
            self.widgets.append(Button(next(places), info.new_name, self.new_game,
                                       kind="secondary", size=size))
        else:
            self.widgets.append(Button(next(places), lambda: _("Play"), self.new_game,
                                       size=size))
        if has_daily:
            note = daily_play.menu_note(self.app, self.game)  # read once: it replays the save
            self.widgets.append(Button(next(places), lambda: _("Daily challenge"),
                                       self.open_daily, kind="secondary", size=size,
                                       sub=note, sub_size=m.at_least(TEXT_BIG * 3 // 5,
                                                                     SMALL_CSS + 0.5)))
        for text, action in (
            (lambda: _("Rules"), self.open_rules),
            (lambda: _("High scores"), self.open_scores),
            *([(lambda: _("Past games and statistics"), self.open_history)] if past else []),
            (lambda: _("Settings"), self.open_settings),
            (lambda: _("About"), self.open_about),
        ):
            self.widgets.append(Button(next(places), text, action, kind="secondary",
                                       size=size))
        last = max(w.rect.bottom for w in self.widgets[2:])
        if narrow:
            edge = round(20 * s)
            self.widgets += self.difficulty_row(pygame.Rect(edge, last + 2 * gap,
                                                            m.width - 2 * edge,
                                                            bottom - last - 2 * gap))
        else:
            self.widgets += self.difficulty_widgets(x + block - column, top, column,
                                                    (h, gap) if cols == 2 else None)
        if self.focus is None:
            self.focus = self.widgets[2]

    def difficulty_widgets(self, x: int, y: int, width: int,
                           grid: tuple[int, int] | None = None) -> list[Widget]:
        """Beside Play: the difficulty the game starts with, chosen right here (rules §1.2):
        what each value means under it on the desktop; on a phone on its side only the chosen
        value's, under them all (in body text)."""
        choice = front_end.get(self.game).difficulty
        if choice is None:
            return []
        m = self.metrics
        s = m.type_scale
        choice_h, gap = m.at_least(CHOICE_H, TARGET_CSS), round(10 * s)
        out: list[Widget] = [Label((x, y, width, round(44 * s)), choice.title,
                                   m.font(TEXT_BIG), CREAM, align="left", bold=True)]
        detail = choice.detail
        each = m.font(TEXT_SMALL) >= m.px(BODY_CSS)  # room for each value's meaning
        detail_h = round(DETAIL_H * s) if each and detail is not None else 0
        top = y + round(52 * s)
        if grid is not None and not detail_h:  # two columns beside: the values on their rows
            row_h, row_gap = grid
            out[0].rect.centery = y + row_h // 2
            top, choice_h, gap = y + row_h + row_gap, max(choice_h, row_h), row_gap
        for value in choice.values:
            out.append(self.choice_button(choice, value, (x, top, width, choice_h)))
            if detail_h and detail is not None:
                out.append(Label((x + 8, top + choice_h + 2, width - 8, detail_h),
                                 partial(detail, value), m.font(TEXT_SMALL), CREAM_SOFT, lines=2,
                                 align="left", valign="top"))
            top += choice_h + detail_h + gap
        if not detail_h:
            out += self.chosen_detail(pygame.Rect(x, top, width, m.height - 14 - top), 3)
        return out

    def difficulty_row(self, area: pygame.Rect) -> list[Widget]:
        """Upright, under the buttons: the difficulty's values side by side, and what the
        chosen one means under them."""
        choice = front_end.get(self.game).difficulty
        if choice is None:
            return []
        m = self.metrics
        s = m.type_scale
        label_h, choice_h, gap = round(44 * s), m.target, round(GAP * s)
        out: list[Widget] = [Label((area.left, area.top, area.width, label_h),
                                   choice.title, m.font(TEXT_BIG), CREAM,
                                   align="left", bold=True)]
        n = len(choice.values)
        width = (area.width - (n - 1) * gap) // n
        for k, value in enumerate(choice.values):
            out.append(self.choice_button(choice, value, (area.left + k * (width + gap),
                                                          area.top + label_h + gap, width,
                                                          choice_h)))
        top = area.top + label_h + 2 * gap + choice_h
        return out + self.chosen_detail(pygame.Rect(area.left, top, area.width,
                                                    area.bottom - top), 2)

    def choice_button(self, choice: Choice, value: str,
                      rect: tuple[int, int, int, int]) -> Button:
        return Button(rect, partial(choice.label, value), partial(self.choose, value),
                      kind="secondary", size=self.metrics.font(TEXT_BODY),
                      selected=partial(lambda v: choices.current(self.app, self.game) == v,
                                       value))

    def chosen_detail(self, box: pygame.Rect, lines: int) -> list[Widget]:
        """What the chosen difficulty means, in body text (measured with every value's)."""
        detail = front_end.get(self.game).difficulty
        if detail is None or detail.detail is None:
            return []
        say = detail.detail

        def chosen() -> str:
            value = choices.current(self.app, self.game)
            return say(value) if value is not None else ""

        return [Label(box, chosen, self.metrics.at_least(TEXT_SMALL, BODY_CSS), CREAM_SOFT,
                      lines=lines, align="left", valign="top",
                      samples=lambda: [say(v) for v in detail.values])]

    def choose(self, value: str) -> None:
        """A difficulty: the next game's (asks before abandoning a game in progress)."""
        choices.set_difficulty(self.app, self.game, value, self.rebuild)

    def resume(self) -> None:
        self.rebuild()

    # actions -------------------------------------------------------------------------------
    def play_scene(self, saved: SavedGame | None) -> Scene:
        """The play screen of the saved game (read here: the scene is handed it), or of a new
        game."""
        return front_end.get(self.game).play(self.app, saved)

    def resume_game(self) -> None:
        self.app.push(self.play_scene(self.app.session.load(self.game)))

    def new_game(self) -> None:
        front = front_end.get(self.game)
        seen = self.app.session.settings.hints_seen
        if front.tutorial is not None and TUTORIAL not in seen:  # the first game: offer it
            tutorial = front.tutorial
            self.app.session.update(hints_seen=seen | {TUTORIAL})
            self.app.push(scenes.make(
                "confirm", self.app,
                lambda: _("New to {game}? The tutorial teaches it in a minute, on dice chosen "
                          "for it.").format(game=front.name()),
                lambda: _("Tutorial"), lambda: self.app.push(scenes.make(tutorial, self.app)),
                no=lambda: _("Play"), on_no=self.new_game, yes_kind="primary"))
            return
        setup = front.setup
        if setup is not None:  # the setup scene starts the game (and replaces a saved one)
            self.app.push(setup(self.app))
            return
        if self.app.session.has_game(self.game):
            self.app.push(scenes.make(
                "confirm", self.app,
                lambda: _("Abandon the game in progress and start a new one?"),
                lambda: _("New game"), lambda: self.app.push(self.play_scene(None))))
            return
        self.app.push(self.play_scene(None))

    def open_daily(self) -> None:
        self.app.push(scenes.make("daily", self.app, self.game))

    def open_rules(self) -> None:
        self.app.push(scenes.make("rules", self.app, self.game))

    def open_scores(self) -> None:
        self.app.push(scenes.make("scores", self.app, self.game))

    def open_history(self) -> None:
        self.app.push(scenes.make("history", self.app, self.game))

    def open_settings(self) -> None:
        self.app.push(scenes.make("settings", self.app, self.game))

    def open_about(self) -> None:
        self.app.push(scenes.make("about", self.app, self.game))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, front_end.get(self.game).name(), metrics=self.metrics)
        self.draw_widgets(surf)

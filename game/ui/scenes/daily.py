"""A game's daily challenge (rules §5): today's challenge, the streak, play or continue, today's
result card with copy and an unscored replay, and the way to the daily history.

Today is the UTC date the session's clock gives (`Session.utc_today`), read when the screen is
built and again whenever it changes while the screen is open. A game keeps its own date.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, cast

import pygame

from game.daily import card
from game.daily.challenge import Challenge
from game.daily.result import Result
from game.i18n import _, format_date, ngettext
from game.storage.daily import DAILY, DailyBook, DailyGame, Status
from game.ui import chrome, daily_view, draw, scenes
from game.ui.constants import INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_HEAD
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.stats import StatsScene

LEFT = pygame.Rect(60, 104, 560, 600)
RIGHT_X, RIGHT_W = 660, 560
CARD = pygame.Rect(RIGHT_X, 104, RIGHT_W, 380)


def blocked_reason(st: Status) -> str:
    """Why today has no scored attempt to start (the clock, a later day's, or given up)."""
    if not st.playable:
        return _("The date on this device ({date}) cannot be right: set its clock to play the "
                 "daily challenge.").format(date=st.today.day.isoformat())
    later = st.behind
    if later is not None:
        return _("Your daily of {date} has begun, so an earlier day can no longer be scored. "
                 "Is this device's clock right?").format(date=format_date(later))
    return _("Today's scored attempt was given up: it does not count. You can still replay "
             "it.")


def setting_line(challenge: Challenge) -> str:
    """What the day's challenge is, in a line (the game's `DailyView`)."""
    return daily_view.view(challenge.game).setting(challenge.day)


class DailyScene(Scene):
    """The daily challenge of one game."""

    name = "daily"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.today: date = app.session.utc_today()
        self.message = ""
        self.copying = daily_view.card_copy()
        self.last: Result | None = None  # the latest result, shown while today's is not

    # ------------------------------------------------------------------ state
    @property
    def book(self) -> DailyBook:
        book: DailyBook = self.app.session.daily
        return book

    def read(self) -> Status:
        """Today's date and where today's challenge stands (read again on every change)."""
        self.today = self.app.session.utc_today()
        self.status = self.book.status(self.game, self.today)
        return self.status

    def resume(self) -> None:
        self.message = ""
        self.rebuild()

    def update(self, dt: float) -> bool:
        if self.copying.update():
            self.message = self.copying.message
            return True
        if self.app.session.utc_today() != self.today:  # midnight UTC passed on this screen
            self.message = ""
            self.rebuild()
            return True
        return False

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        st = self.read()
        self.last = None
        self.widgets = [
            chrome.back_button(self.back),
            Label((LEFT.left + 30, LEFT.top + 20, LEFT.width - 60, 50), _("Daily challenge"),
                  TEXT_HEAD, INK, bold=True),
            Label((LEFT.left + 30, LEFT.top + 74, LEFT.width - 60, 36),
                  _("{date} (UTC)").format(date=format_date(self.today)), TEXT_BODY, INK_SOFT),
            Label((LEFT.left + 30, LEFT.top + 118, LEFT.width - 60, 76),
                  setting_line(st.today), TEXT_BIG, INK, lines=2, bold=True),
            Label((LEFT.left + 30, LEFT.top + 204, LEFT.width - 60, 150),
                  _("The same dice for everyone today. One scored attempt, then replay it for "
                    "fun. A new challenge starts at 00:00 UTC."), TEXT_BODY, INK_SOFT, lines=4,
                  align="left", valign="top"),
            Label((LEFT.left + 30, LEFT.bottom - 230, LEFT.width - 60, 60),
                  ngettext("{n} day in a row", "{n} days in a row", st.streak).format(
                      n=st.streak), TEXT_HEAD, INK, bold=True),
            Label((LEFT.left + 30, LEFT.bottom - 168, LEFT.width - 60, 36),
                  ngettext("Best streak: {n} day", "Best streak: {n} days",
                           st.best_streak).format(n=st.best_streak), TEXT_BODY, INK_SOFT),
        ]
        buttons: list[Button] = []
        w, h, gap = RIGHT_W, 72, 18
        if st.result is not None:
            half = (w - gap) // 2
            y = CARD.bottom + 24
            buttons.append(Button((RIGHT_X, y, w, h), lambda: _("Copy result"), self.copy))
            y += h + gap
            if st.replay is not None:
                buttons.append(Button((RIGHT_X, y, half, h), lambda: _("Continue the replay"),
                                      lambda: self.open_game(st.replay), kind="secondary",
                                      size=TEXT_BODY, lines=2))
                buttons.append(Button((RIGHT_X + half + gap, y, half, h),
                                      lambda: _("Replay (not scored)"), self.replay,
                                      kind="secondary", size=TEXT_BODY, lines=2))
            else:
                buttons.append(Button((RIGHT_X, y, w, h), lambda: _("Replay (not scored)"),
                                      self.replay, kind="secondary", size=TEXT_BODY))
            self.widgets.append(Label((RIGHT_X, 676, RIGHT_W, 36), lambda: self.message,
                                      TEXT_BODY, PAPER))
        else:
            y = CARD.top
            if st.resumable_today:
                buttons.append(Button((RIGHT_X, y, w, 88), lambda: _("Continue"),
                                      lambda: self.open_game(st.game)))
                y += 88 + gap
            elif st.can_start:
                buttons.append(Button((RIGHT_X, y, w, 88), lambda: _("Play"), self.play))
                y += 88 + gap
            else:  # no scored attempt today: say why (rules §5.4), and offer what is left
                self.widgets.append(Label((RIGHT_X, y, w, 110), blocked_reason(st),
                                          TEXT_BODY, PAPER, lines=3, align="left"))
                y += 110 + gap
                if st.playable:
                    buttons.append(Button((RIGHT_X, y, w, h), lambda: _("Replay (not scored)"),
                                          self.replay, kind="secondary", size=TEXT_BODY))
                    y += h + gap
            unfinished = st.older_game or st.later_game
            if unfinished is not None:
                day = format_date(unfinished.challenge.day)
                buttons.append(Button((RIGHT_X, y, w, h),
                                      lambda: _("Finish the daily of {date}").format(date=day),
                                      lambda: self.open_game(unfinished), kind="secondary",
                                      size=TEXT_BODY))
                y += h + gap
            # The latest result so far, to beat today.
            self.last_card = pygame.Rect(RIGHT_X, y + 46, RIGHT_W, LEFT.bottom - y - 46)
            days = self.book.log(self.game).days
            self.last = days[-1] if days else None
            if self.last is not None:
                self.widgets.append(Label((RIGHT_X, y, RIGHT_W, 40), _("Your last result"),
                                          TEXT_BODY, PAPER, align="left"))
        # The way to the past days, in the left panel.
        half = (LEFT.width - 60 - 16) // 2
        y = LEFT.bottom - 100
        buttons.append(Button((LEFT.left + 30, y, half, 72), lambda: _("Daily history"),
                              self.open_history, kind="secondary", size=TEXT_BODY, lines=2))
        buttons.append(Button((LEFT.left + 30 + half + 16, y, half, 72),
                              lambda: _("Statistics"), self.open_statistics, kind="secondary",
                              size=TEXT_BODY, lines=2))
        self.widgets += buttons
        self.focus = buttons[0]

    # ------------------------------------------------------------------ actions
    def play(self) -> None:
        """Start today's scored attempt (asking first if another daily game would be lost)."""
        st = self.read()
        if not st.can_start:
            self.rebuild()
            return
        self.replace_asking(st, _("Play"), scored=True)

    def replay(self) -> None:
        """Play today's challenge again, not scored (asking first if another daily game would
        be lost)."""
        self.replace_asking(self.read(), _("Replay (not scored)"), scored=False)

    def replace_asking(self, st: Status, yes: str, scored: bool) -> None:
        """Start a game of today's challenge in the slot; an unfinished one there is lost, so
        the player is asked first: a scored one is given up (it will not count)."""
        current = st.game
        if current is None:
            self.start(scored)
        elif current.scored:
            day = format_date(current.challenge.day)
            self.confirm(lambda: _("Give up the daily of {date}? It will not count.").format(
                date=day), lambda: _("Give up"), lambda: self.start(scored, replace=True))
        else:
            self.confirm(lambda: _("Abandon the game in progress and start a new one?"),
                         lambda: yes, lambda: self.start(scored, replace=True))

    def confirm(self, question: Callable[[], str], yes: Callable[[], str],
                on_yes: Callable[[], None]) -> None:
        self.app.push(scenes.make("confirm", self.app, question, yes, on_yes))

    def start(self, scored: bool, replace: bool = False) -> None:
        player = daily_view.view(self.game).player(self.app)
        try:
            saved = self.book.start(Challenge(self.game, self.today), scored, player, replace)
        except ValueError:  # the day or the slot changed meanwhile: show where it stands now
            self.rebuild()
            return
        self.app.collect_notices()
        self.open_game(saved)

    def open_game(self, saved: DailyGame | None) -> None:
        if saved is None:
            return
        self.app.push(daily_view.view(self.game).play(self.app, saved))

    def open_history(self) -> None:
        self.app.push(scenes.make("daily_history", self.app, self.game))

    def open_statistics(self) -> None:
        """The statistics of this game's daily games (kept apart from the others)."""
        scene = cast("StatsScene", scenes.make("stats", self.app, self.game, kind=DAILY))
        # The figures that apply (MAGDAGDON: today's difficulty; MISHIMASH: the solo race).
        wanted = daily_view.view(self.game).filters(self.today)
        scene.pick(**{name: value for name, value in wanted.items() if name in scene.filters})
        self.app.push(scene)

    def copy(self) -> None:
        st = self.read()
        if st.result is not None:
            text = card.text(st.result, streak=st.streak)
            self.message = self.copying.start(text)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        from game.ui import front_end

        chrome.backdrop(surf, front_end.get(self.game).name())
        draw.panel(surf, LEFT, PAPER, radius=18, shadow=6)
        st = self.status
        if st.result is not None:
            daily_view.result_card(surf, CARD, st.result, st.streak)
        elif self.last is not None and self.last_card.height >= 200:
            daily_view.result_card(surf, self.last_card, self.last)
        self.draw_widgets(surf)

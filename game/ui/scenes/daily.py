"""A game's daily challenge (rules §5): today's challenge, the streak, play or continue, today's
result card with copy and an unscored replay, and the way to the daily history.

Today is the UTC date the session's clock gives (`Session.utc_today`), read when the screen is
built and again whenever it changes while the screen is open. A game keeps its own date.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, cast

import pygame

from game.daily import card
from game.daily.challenge import Challenge
from game.daily.result import Result
from game.i18n import _, format_date, ngettext
from game.storage.daily import DAILY, DailyBook, DailyGame, Status
from game.ui import chrome, daily_view, draw, scenes, text
from game.ui.constants import INK, INK_SOFT, PAPER, SIZE, TEXT_BIG, TEXT_BODY, TEXT_HEAD
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.stats import StatsScene



@dataclass(frozen=True)
class Places:
    """The daily screen's geometry for one canvas."""

    panel: pygame.Rect  # the challenge's panel
    info: list[pygame.Rect]  # in it: title, date, the day's setting, the rule, streak, best
    nav: pygame.Rect  # in it: Daily history and Statistics
    column: pygame.Rect  # the day's buttons and card
    brief: bool = False  # a short phone upright: the panel without the rule


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
    responsive = True

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.today: date = app.session.utc_today()
        self.message = ""
        self.copying = daily_view.card_copy()
        self.last: Result | None = None  # the latest result, shown while today's is not
        self.shown_countdown = ""

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

    def countdown(self) -> str:
        """The time left until the next challenge (00:00 UTC), to the second."""
        now = self.app.session.utc_now()
        midnight = datetime.combine(now.date() + timedelta(days=1), time(0), tzinfo=UTC)
        left = max(0, int((midnight - now).total_seconds()))
        return _("Next challenge in {time}").format(
            time=f"{left // 3600}:{left // 60 % 60:02d}:{left % 60:02d}")

    def message_line(self) -> str:
        """The line under the day's buttons: what Copy did, else the countdown."""
        return self.message or self.countdown()

    def update(self, dt: float) -> bool:
        if self.copying.update():
            self.message = self.copying.message
            return True
        if not self.message and self.countdown() != self.shown_countdown:
            self.shown_countdown = self.countdown()  # a second passed: draw the new one
            return True
        if self.app.session.utc_today() != self.today:  # midnight UTC passed on this screen
            self.message = ""
            self.rebuild()
            return True
        return False

    # ------------------------------------------------------------------ widgets
    def places(self) -> Places:
        """The challenge's panel and the column of the day's buttons and card: side by side
        (on the desktop exactly as drawn for it), upright the panel over the column."""
        m = self.metrics
        s = m.type_scale
        desktop = m.size == SIZE and m.k <= 1
        body, big, head = m.font(TEXT_BODY), m.font(TEXT_BIG), m.font(TEXT_HEAD)
        top = header(m).height + round(20 * s)
        nav_h = m.at_least(72, TARGET_CSS)
        if m.width >= NARROW:
            width = (m.width - 160) // 2
            inner = width - 2 * round(30 * s)
        else:
            margin = round(24 * s)
            width = m.width - 2 * margin
            inner = width - 2 * round(30 * s)
        if desktop:
            heights = [50, 36, 76, 150, 60, 36]
        else:  # as tall as their lines
            setting = setting_line(self.status.today)
            rule = self.rule()
            heights = [text.line_height(head, True), text.line_height(body, False),
                       min(2, len(text.wrap(setting, big, inner, True)))
                       * text.line_height(big, True, setting),
                       min(4, len(text.wrap(rule, body, inner)))
                       * text.line_height(body, False, rule),
                       text.line_height(head, True), text.line_height(body, False)]
        gaps = [round(20 * s), round(4 * s), round(8 * s), round(10 * s)]
        below = round(2 * s) + round(32 * s) + nav_h + round(28 * s)
        brief = False
        if m.width >= NARROW:
            panel = pygame.Rect(60, top, width, m.height - 16 - top)
        else:
            height = sum(gaps) + sum(heights) + round(16 * s) + below
            # a short phone: the rule gives way where the day's card would be too small
            rest = m.height - top - height - round(40 * s) - 2 * nav_h - round(100 * s)
            brief = rest < m.px(190)
            if brief:
                height -= heights[3] + gaps[3]
                heights[3], gaps[3] = 0, 0
            panel = pygame.Rect(margin, top, width, height)
        x = panel.left + round(30 * s)
        info, y = [], panel.top
        for gap, h in zip(gaps, heights[:4], strict=True):
            y += gap
            info.append(pygame.Rect(x, y, inner, h))
            y += h
        nav = pygame.Rect(x, panel.bottom - round(28 * s) - nav_h, inner, nav_h)
        best = pygame.Rect(x, nav.top - round(32 * s) - heights[5], inner, heights[5])
        streak = pygame.Rect(x, best.top - round(2 * s) - heights[4], inner, heights[4])
        if m.width >= NARROW:
            column = pygame.Rect(panel.right + 40, top, width, m.height - 16 - top)
        else:
            y = panel.bottom + round(20 * s)
            column = pygame.Rect(margin, y, width, m.height - round(20 * s) - y)
        return Places(panel, [*info, streak, best], nav, column, brief)

    def rule(self) -> str:
        return _("The same dice for everyone today. One scored attempt, then replay it for "
                 "fun. A new challenge starts at 00:00 UTC.")

    def build(self) -> None:
        st = self.read()
        m = self.metrics
        s = m.type_scale
        body, big, head = m.font(TEXT_BODY), m.font(TEXT_BIG), m.font(TEXT_HEAD)
        places = self.places()
        self.panel = places.panel
        info = places.info
        self.last = None
        self.widgets = [
            chrome.back_button(self.back, metrics=m),
            Label(info[0], _("Daily challenge"), head, INK, bold=True),
            Label(info[1], _("{date} (UTC)").format(date=format_date(self.today)), body,
                  INK_SOFT),
            Label(info[2], setting_line(st.today), big, INK, lines=2, bold=True),
            Label(info[3], self.rule(), body, INK_SOFT, lines=4, align="left", valign="top",
                  visible=not places.brief),
            Label(info[4], daily_view.streak_words(st.streak), head, INK, bold=True),
            Label(info[5], ngettext("Best streak: {n} day", "Best streak: {n} days",
                                    st.best_streak).format(n=st.best_streak), body, INK_SOFT),
        ]
        buttons: list[Button] = []
        col = places.column
        x, w = col.left, col.width
        h, gap = m.at_least(72, TARGET_CSS), round(18 * s)
        if st.result is not None:
            half = (w - gap) // 2
            message = pygame.Rect(x, m.height - 8 - round(36 * s), w, round(36 * s))
            y = message.top - 6 - 2 * h - gap
            self.card = pygame.Rect(x, col.top, w, y - round(24 * s) - col.top)
            buttons.append(Button((x, y, w, h), lambda: _("Copy result"), self.copy, size=big))
            y += h + gap
            if st.replay is not None:
                buttons.append(Button((x, y, half, h), lambda: _("Continue the replay"),
                                      lambda: self.open_game(st.replay), kind="secondary",
                                      size=body, lines=2))
                buttons.append(Button((x + half + gap, y, half, h),
                                      lambda: _("Replay (not scored)"), self.replay,
                                      kind="secondary", size=body, lines=2))
            else:
                buttons.append(Button((x, y, w, h), lambda: _("Replay (not scored)"),
                                      self.replay, kind="secondary", size=body))
            self.widgets.append(Label(message, self.message_line, body, PAPER))
        else:
            y = col.top
            play_h = m.at_least(88, TARGET_CSS)
            if st.resumable_today:
                buttons.append(Button((x, y, w, play_h), lambda: _("Continue"),
                                      lambda: self.open_game(st.game), size=big))
                y += play_h + gap
            elif st.can_start:
                buttons.append(Button((x, y, w, play_h), lambda: _("Play"), self.play,
                                      size=big))
                y += play_h + gap
            else:  # no scored attempt today: say why (rules §5.4), and offer what is left
                why = round(110 * s) if m.width >= NARROW else 3 * text.line_height(body)
                self.widgets.append(Label((x, y, w, why), blocked_reason(st), body, PAPER,
                                          lines=3, align="left"))
                y += why + gap
                if st.playable:
                    buttons.append(Button((x, y, w, h), lambda: _("Replay (not scored)"),
                                          self.replay, kind="secondary", size=body))
                    y += h + gap
            unfinished = st.older_game or st.later_game
            if unfinished is not None:
                day = format_date(unfinished.challenge.day)
                buttons.append(Button((x, y, w, h),
                                      lambda: _("Finish the daily of {date}").format(date=day),
                                      lambda: self.open_game(unfinished), kind="secondary",
                                      size=body))
                y += h + gap
            # The latest result so far, to beat today; under it the countdown.
            label = round(46 * s)
            message = pygame.Rect(x, m.height - 8 - round(36 * s), w, round(36 * s))
            self.last_card = pygame.Rect(x, y + label, w, message.top - 8 - y - label)
            days = self.book.log(self.game).days
            self.last = days[-1] if days else None
            if self.last is not None:
                self.widgets.append(Label((x, y, w, round(40 * s)), _("Your last result"),
                                          body, PAPER, align="left"))
            self.widgets.append(Label(message, self.message_line, body, PAPER))
        # The way to the past days, in the challenge's panel.
        nav = places.nav
        half = (nav.width - round(16 * s)) // 2
        buttons.append(Button((nav.left, nav.top, half, nav.height), lambda: _("Daily history"),
                              self.open_history, kind="secondary", size=body, lines=2))
        buttons.append(Button((nav.right - half, nav.top, half, nav.height),
                              lambda: _("Statistics"), self.open_statistics, kind="secondary",
                              size=body, lines=2))
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

        m = self.metrics
        chrome.backdrop(surf, front_end.get(self.game).name(), metrics=m)
        draw.panel(surf, self.panel, PAPER, radius=18, shadow=6)
        st = self.status
        if st.result is not None:
            daily_view.result_card(surf, self.card, st.result, st.streak, metrics=m)
        elif self.last is not None and self.last_card.height >= round(200 * m.type_scale):
            daily_view.result_card(surf, self.last_card, self.last, metrics=m)
        self.draw_widgets(surf)

"""`python -m game shots --out DIR [--lang CODE] [--size WxH ...]`: the screenshot tour.

Renders every screen and the key moments of both games (scripted dice, so every run shows the
same states) in every language, in a 1280x720 window to PNG files named `<lang>-<nn>-<what>.png`,
and on the phone tour in windows of 390x844, 844x390 and 360x640 (CSS px) to
`<lang>-<w>x<h>-<nn>-<what>.png`: what the phone's screen shows, at the canvas's resolution
(a screen not responsive yet appears letterboxed).
"""

from __future__ import annotations

import argparse
import datetime
import functools
import os
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from game.storage.lease import WAITING, Lease

if TYPE_CHECKING:
    from game.mishimash.ui.setup import SetupScene
    from game.ui.session import Session

LANGS = ("en", "de", "ro", "te", "it")
DESKTOP = (1280, 720)
SIZES = (DESKTOP, (390, 844), (844, 390), (360, 640))  # the desktop tour, then the phone tour
SEEDED_TARGET = 250  # the target of the MISHIMASH matches the tour finishes beforehand
DAILY_DAY = datetime.date(2026, 5, 18)  # the tour's daily challenge: a Monday
DAILY_TIME = datetime.datetime.combine(DAILY_DAY, datetime.time(14, 47, 5), datetime.UTC)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the shots command."""
    parser.add_argument("--out", required=True, help="folder for the PNG files")
    parser.add_argument("--lang", choices=LANGS, help="one language only (default: all five)")
    from game.dev.measure import parse_size

    parser.add_argument("--size", action="append", metavar="WxH", type=parse_size,
                        help="a window size (repeatable; default: 1280x720, 390x844, 844x390 "
                             "and 360x640)")


# Names longer than their boxes: a Telugu name of 20 aksharas, a long Latin one, Romanian
# diacritics (combining marks), and short ones beside them.
LONG_NAMES = ("Ana", "శ్రీవెంకటేశ్వరలక్ష్మీనరసింహప్రసాద్రావుగారుమూర్తి", "Maximilian-Alexander",
              "Ileana-Ștefănița Ţ", "Bo", "Computer")


def seed_results(session: Session) -> None:
    """A few finished games so the high-score screens have something to show."""
    from game.magdagdon import Difficulty
    from game.magdagdon.bots import greedy_bot
    from game.magdagdon.bots import play as play_magdagdon
    from game.mishimash import Match
    from game.mishimash.bots import cautious_bot
    from game.mishimash.bots import play as play_mishimash

    for seed in (1, 2, 3):
        game = play_magdagdon(Difficulty.PEACEFUL, greedy_bot, seed)
        session.save("magdagdon", game, random.Random(seed))
    # three solo races: the solo table ranks them by turns
    for seed, players in ((4, ["Ana", "Computer"]), (5, ["Ana"]), (6, ["Bo"]), (8, ["Ana"])):
        match = play_mishimash(Match(players, SEEDED_TARGET), [cautious_bot] * len(players),
                               random.Random(seed))
        session.save("mishimash", match, random.Random(seed), (True,) * len(players))
    session.clear("magdagdon")
    session.clear("mishimash")


def _magdagdon_move(scene: Any, state: Any, rng: random.Random) -> None:
    from game.magdagdon.bots import greedy_bot

    scene.act(greedy_bot(state, rng))


def _mishimash_move(scene: Any, state: Any, rng: random.Random) -> None:
    from game.mishimash import Save
    from game.mishimash.bots import cautious_bot

    action = cautious_bot(state, rng)
    scene.apply(action)
    if isinstance(action, Save):
        scene.after_turn()


# The tour's daily challenge of each game: the bot that played the days before (by its name in
# `python -m game daily`), and one move of it on the play screen as a player's taps make it.
DAILY_TOUR: dict[str, tuple[str, Callable[[Any, Any, random.Random], None]]] = {
    "magdagdon": ("greedy", _magdagdon_move),
    "mishimash": ("cautious", _mishimash_move),
}


class Tour:
    """One language's tour (`save=False`: draw each stop without writing a file, and call
    `on_shot(what)` there; the fit check walks the screens so)."""

    def __init__(self, out: str | None, lang: str, save: bool = True,
                 size: tuple[int, int] = DESKTOP) -> None:
        from game.dev.harness import Driver, make_app
        from game.ui.session import Session

        session = Session.memory()
        self.app = make_app(session, lang, size=size)
        self.size = size
        self.drive = Driver(self.app)
        self.out, self.lang, self.n, self.save = out, lang, 0, save
        self.files: list[str] = []
        self.on_shot: Callable[[str], None] | None = None
        self.import_shown = False

    def shot(self, what: str) -> None:
        self.n += 1
        if self.save and self.out is not None:
            shape = "" if self.size == DESKTOP else f"{self.size[0]}x{self.size[1]}-"
            path = os.path.join(self.out, f"{self.lang}-{shape}{self.n:02d}-{what}.png")
            self.drive.shot(path)
            self.files.append(path)
        else:
            self.app.dirty = True
            self.drive.pump(1, 0.0)
        if self.on_shot is not None:
            self.on_shot(what)

    def run(self) -> list[str]:
        """Render the tour (at a phone's size with a phone's ways with files); returns the
        files written."""
        from game.dev.harness import phone_ways

        with phone_ways(self.size):
            return self.run_stops()

    def run_stops(self) -> list[str]:
        """Every stop of the tour."""
        from game.mishimash.ui.setup import SetupScene
        from game.ui.scenes.dialogs import LanguagePicker
        from game.ui.scenes.menu import GameMenuScene
        from game.ui.scenes.rules import AboutScene, RulesScene
        from game.ui.scenes.scores import ScoresScene
        from game.ui.scenes.settings import SettingsScene

        app = self.app
        self.shot("title")
        app.push(LanguagePicker(app))
        self.shot("language")
        app.pop()
        self.elsewhere()
        for game in ("magdagdon", "mishimash"):  # before any game was finished
            app.push(ScoresScene(app, game))
            self.shot(f"{game}-scores-empty")
            app.pop()
        seed_results(app.session)
        for game in ("magdagdon", "mishimash"):
            app.push(GameMenuScene(app, game))
            self.shot(f"{game}-menu")
            rules = RulesScene(app, game)
            app.push(rules)
            self.shot(f"{game}-rules")
            if rules.show_figure():  # the scoring card / the adjacency diagram
                self.shot(f"{game}-rules-figure")
            rules.scroll(1e9)
            self.shot(f"{game}-rules-end")
            app.pop()
            app.push(AboutScene(app, game))
            self.shot(f"{game}-about")
            app.pop()
            app.push(ScoresScene(app, game))
            self.shot(f"{game}-scores")
            app.pop()
            app.push(SettingsScene(app, game))
            self.shot(f"{game}-settings")
            app.pop()
            self.past_games(game)
            self.daily(game)
            app.pop()
        app.push(GameMenuScene(app, "magdagdon"))
        self.magdagdon()
        app.reset(app.scenes[0])
        app.push(GameMenuScene(app, "mishimash"))
        setup = SetupScene(app)
        app.push(setup)
        self.shot("mishimash-setup")
        self.strengths(setup)
        self.long_names(setup)
        self.mishimash()
        self.your_data()
        return self.files

    def your_data(self) -> None:
        """Your data (a copy of everything), and a copy it refuses; last, so that the shots
        before keep their numbers."""
        from game.ui.scenes.backup import BackupScene

        app = self.app
        app.reset(app.scenes[0])
        data = BackupScene(app)
        app.push(data)
        self.shot("your-data")
        data.take('{"cubiri": "backup", "format": 1, "made": "2026-12-01", "values": '
                  '{"scores.mishimash": {"version": 1, "data": {"250": -3}}}}')
        self.shot("your-data-refused")
        app.pop()

    def past_games(self, game: str) -> None:
        """Past games, statistics, a game's review (computed across frames) and its replay."""
        from game.ui.scenes.history import HistoryScene, ImportScene
        from game.ui.scenes.replay import ReplayScene
        from game.ui.scenes.review import ReviewScene
        from game.ui.scenes.stats import StatsScene

        app, drive = self.app, self.drive
        history = HistoryScene(app, game)
        app.push(history)
        self.shot(f"{game}-past-games")
        stats = StatsScene(app, game)
        if "target" in stats.filters:
            stats.pick(target=SEEDED_TARGET)  # the matches seed_results played
        app.push(stats)
        self.shot(f"{game}-statistics")
        app.pop()
        drive.press(history.widgets[3])  # the newest game: its review
        review = cast(ReviewScene, app.top)
        drive.pump(5)  # the analysis (and the tables MISHIMASH's stands on) in slices ...
        review.finish()  # ... and the rest at once (a solo race's: 20,000 slices)
        drive.pump(1)
        self.shot(f"{game}-review")
        drive.press(review.replay_button)
        replay = cast(ReplayScene, app.top)
        for _ in range(3):
            drive.press(replay.next_button)
        if replay.better_move() is not None:
            drive.press(replay.better_button)
        self.shot(f"{game}-replay")
        app.pop()
        app.pop()
        if not self.import_shown:  # once, after the first game's past games
            self.import_shown = True
            importer = ImportScene(app)
            app.push(importer)
            importer.take('{"format": "cubiri.record", "version": 1, "game": "chess"}')
            self.shot("import-refused")
            app.pop()
        app.pop()

    def daily(self, game: str) -> None:
        """The daily challenge: the new day with the last result, a daily game, its result
        card, the day done, and the history (a fixed date, six days played before it)."""
        from datetime import timedelta

        from game.daily.challenge import Challenge
        from game.daily.record import Daily
        from game.dev.daily import play as bot_play
        from game.storage.daily import DailyGame
        from game.ui.scenes.daily import DailyScene

        app, drive = self.app, self.drive
        app.session.utc_today = lambda: DAILY_DAY
        app.session.utc_now = lambda: DAILY_TIME  # the countdown: 9:12:55 to the next one
        book = app.session.daily
        bot, move = DAILY_TOUR[game]
        for days in (7, 6, 5, 3, 2, 1):  # a gap four days ago: a streak of three
            challenge = Challenge(game, DAILY_DAY - timedelta(days=days))
            book.save(DailyGame(Daily(challenge), bot_play(challenge, bot)))
        hub = DailyScene(app, game)
        app.push(hub)
        self.shot(f"{game}-daily")
        hub.play()
        scene: Any = app.top  # the game's play screen
        scene.do_roll()
        drive.settle()
        self.shot(f"{game}-daily-play")
        rng = random.Random(3)
        state = scene.state
        for _ in range(2000):
            if state.is_over:
                break
            if state.dice_to_roll:
                scene.do_roll()
            else:
                move(scene, state, rng)
            drive.settle()
        for _ in range(200):
            if app.top.name == "daily_end":
                break
            drive.pump(1, 0.05)
        self.shot(f"{game}-daily-end")
        end: Any = app.top
        end.done()
        self.shot(f"{game}-daily-done")
        done: Any = app.top  # the daily screen again, the day done
        done.open_history()
        self.shot(f"{game}-daily-history")
        app.pop()
        app.pop()
        self.daily_refused(game)

    def daily_refused(self, game: str) -> None:
        """The daily screen when today cannot be scored (rules §5.4): the clock set back
        behind the latest attempt, today's attempt given up, a clock that cannot be right."""
        from datetime import date, timedelta

        from game.daily.challenge import Challenge
        from game.ui.scenes.daily import DailyScene

        app, book = self.app, self.app.session.daily
        given_up = DAILY_DAY + timedelta(days=1)
        book.start(Challenge(game, given_up), scored=True, replace=True)
        book.clear(game)
        for day, what in ((DAILY_DAY - timedelta(days=4), "behind"), (given_up, "given-up"),
                          (date(1969, 12, 31), "clock")):
            app.session.utc_today = functools.partial(lambda d: d, day)
            app.push(DailyScene(app, game))
            self.shot(f"{game}-daily-{what}")
            app.pop()
        app.session.utc_today = lambda: DAILY_DAY

    def elsewhere(self) -> None:
        """CUBIRI open in another window (opened second), then in another tab (taken over,
        and waiting after Play here): the screens of `game.storage.lease`."""
        from game.storage.lease import BUSY, LOST, TAB_WORDS, WINDOW_WORDS
        from game.ui.scenes.elsewhere import ElsewhereScene

        for words, state, what in ((WINDOW_WORDS, BUSY, "elsewhere-window"),
                                   (TAB_WORDS, LOST, "elsewhere-tab")):
            lease = _TourLease(words, state)
            scene = ElsewhereScene(self.app, lease)
            self.app.push(scene)
            self.shot(what)
            if state == LOST:
                scene.play_here()  # stays waiting: nobody lets go in the tour
                self.shot(f"{what}-waiting")
            self.app.pop()

    def strengths(self, setup: SetupScene) -> None:
        """The setup with computer seats of each strength (restored afterwards)."""
        from game.mishimash.storage import Seat
        from game.mishimash.ui.seat_names import shown_name, told_apart

        saved = list(setup.seats)
        cpu = shown_name("Computer")
        setup.seats[:] = told_apart([Seat("Ana"), Seat(cpu, False, "easy"),
                                     Seat(cpu, False, "medium"), Seat(cpu, False, "strong")])
        setup.build()
        self.shot("mishimash-setup-strengths")
        setup.seats[:] = saved
        setup.build()

    def long_names(self, setup: SetupScene) -> None:
        """Long names (issue 25, item 5): a Telugu name of 20 aksharas, a long Latin one and
        Romanian diacritics, shortened with "…" where they do not fit, in the setup and on the
        scoreboard of six seats (restored afterwards)."""
        from game.mishimash import Match
        from game.mishimash.storage import Seat
        from game.mishimash.ui.play_scene import MishimashScene

        saved = list(setup.seats)
        names = (LONG_NAMES[1], LONG_NAMES[2], LONG_NAMES[3], "Ana")
        setup.seats[:] = [Seat(n) for n in names] + [Seat("Player 5"), Seat("Computer", False)]
        setup.build()
        self.shot("mishimash-setup-long-names")
        setup.seats[:] = saved
        setup.build()
        scene = MishimashScene(self.app, Match(list(LONG_NAMES), 500), (True,) * 5 + (False,))
        self.app.push(scene)
        self.shot("mishimash-long-names")
        self.app.pop()

    def magdagdon(self) -> None:
        import pygame

        from game.dev.harness import ScriptedRandom
        from game.magdagdon import Accept, Confirm, Phase, Stage
        from game.magdagdon.ui.play_scene import MagdagdonScene
        from game.ui.effects import FloatText

        app, drive = self.app, self.drive
        scene = MagdagdonScene(app)
        app.push(scene)
        scene.rng = ScriptedRandom([3, 4, 4, 6, 6, 6, 6, 6, 1, 2, 3, 5])
        self.shot("magdagdon-start")
        drive.press(scene.roll_button)
        drive.pump(12)
        self.shot("magdagdon-rolling")
        drive.settle()
        drive.press(scene.dice_spots[1])
        self.shot("magdagdon-selected")
        drive.press(scene.cells[(1, 1)])
        drive.settle()
        drive.press(scene.dice_spots[2])
        self.shot("magdagdon-valid-cells")
        drive.press(scene.cells[(3, 3)])  # touches no number: it shakes and the status says why
        drive.pump(3, 0.02)
        self.shot("magdagdon-refused")
        drive.pump(60, 0.05)  # the line fades back to the status
        drive.press(scene.cells[(1, 2)])
        drive.settle()
        self.shot("magdagdon-staged")
        drive.press(scene.hint_button)
        for _ in range(500):  # the advice is computed across frames
            if scene.hint is not None:
                break
            drive.pump(1)
        self.shot("magdagdon-hint")
        drive.press(scene.hint_button)
        drive.press(scene.sound_button)  # sound and animations, from inside the game
        self.shot("magdagdon-options")
        drive.key(pygame.K_ESCAPE)
        drive.key(pygame.K_m)  # M: the sound icon shows its new state
        self.shot("magdagdon-sound-off")
        drive.key(pygame.K_m)
        drive.pump(40, 0.05)
        drive.click((5, 700))  # back to the mouse
        drive.press(scene.dice_spots[0])  # the 3: −1 asks first, then turns it over
        drive.press(scene.power_buttons[0])
        drive.settle()
        self.shot("magdagdon-power-armed")
        drive.press(scene.use_power)
        drive.pump(8, 0.02)
        self.shot("magdagdon-power-flip")
        drive.settle()
        drive.press(scene.power_buttons[2])  # REROLL: mark dice, then confirm or cancel
        drive.settle()
        drive.press(scene.dice_spots[3])
        self.shot("magdagdon-reroll-choice")
        drive.press(scene.cancel_power)
        drive.press(scene.confirm_button)
        drive.settle()
        drive.press(scene.roll_button)
        for _ in range(60):  # the tumble, then the banner
            drive.pump(1, 0.02)
            if scene.banner is not None:
                break
        drive.pump(6, 0.02)
        self.shot("magdagdon-magdagdon")
        drive.settle()
        drive.press(scene.accept_button)
        drive.settle()
        self.shot("magdagdon-ruin-choice")
        drive.press(scene.cells[(0, 0)])
        drive.pump(10, 0.03)
        self.shot("magdagdon-ruin-crack")
        drive.settle()
        drive.key(pygame.K_r)  # with keys: a die picked by its number, the focus on a lit cell
        drive.settle()
        drive.key(pygame.K_3)
        self.shot("magdagdon-keyboard")
        drive.key(pygame.K_ESCAPE)
        drive.click((5, 700))  # back to the mouse
        # play on (greedy, through the screen's own actions) to the end screen
        from game.magdagdon.bots import greedy_bot

        bot_rng = random.Random(9)
        bonus_shown = False
        for _ in range(400):
            g = scene.game
            if g.is_over or app.top is not scene:
                break
            if g.phase is Phase.ROLL:
                scene.do_roll()
            else:
                action = greedy_bot(g, bot_rng)
                if isinstance(action, Stage):
                    scene.selected = action.die
                    scene.tap_cell(action.row, action.col)
                elif isinstance(action, Confirm):
                    scene.confirm()
                elif isinstance(action, Accept):
                    scene.mode = "ruin"
                    scene.tap_cell(action.row, action.col)
                else:
                    scene.act(action)
            if scene.finished:  # the last CONFIRM: the board lights up before the result
                break
            if not bonus_shown and not g.is_over and any(
                    isinstance(e, FloatText) and e.message.startswith("+")
                    for e in scene.effects):
                drive.pump(14, 0.03)
                self.shot("magdagdon-line-bonus")
                bonus_shown = True
            drive.settle()
        lights = [e for e in scene.effects if isinstance(e, FloatText)]  # one per bonus line
        for _ in range(200):  # until the last line's "+N" floats, the result not yet shown
            if app.top is not scene or all(e.t >= 0.3 for e in lights):
                break
            drive.pump(1, 0.03)
        self.shot("magdagdon-end-lights")
        self.next_start()
        drive.settle()
        self.shot("magdagdon-end")
        app.pop()
        from game.magdagdon.ui.end import MagdagdonEndScene

        app.push(MagdagdonEndScene(app, scene.game, 0, record=True))  # as a record shows
        drive.settle()
        drive.pump(20, 0.05)  # the ribbon has popped in
        self.shot("magdagdon-new-best")
        app.pop()
        self.shot("magdagdon-full-board")
        app.pop()
        app.top.rebuild()
        self.tutorial()
        self.abandon_dialog()

    def next_start(self) -> None:
        """The window closed while the board lit up (issue 25, item 7): the next start opens
        on the result, over the game's menu (the tour then goes on from there)."""
        from game.ui.ends import show_unseen_end
        from game.ui.scenes.title import TitleScene

        app = self.app
        app.reset(TitleScene(app))
        show_unseen_end(app)
        self.drive.pump(1, 0.0)
        self.shot("magdagdon-end-next-start")

    def tutorial(self) -> None:
        """The MAGDAGDON tutorial, step by step, tapping what it rings."""
        from game.magdagdon.ui.tutorial import TutorialScene

        app, drive = self.app, self.drive
        scene = TutorialScene(app)
        app.push(scene)
        shots = {0: "start", 2: "adjacency", 3: "minimum", 5: "power", 8: "magdagdon",
                 10: "bonus", 12: "end"}
        taken: set[int] = set()
        for _ in range(80):
            drive.settle()
            if scene.step in shots and scene.step not in taken:
                if scene.step in (2, 5, 10) and scene.selected is None and not scene.last:
                    drive.click(scene.targets()[0].center)  # with the die picked
                    drive.settle()
                self.shot(f"tutorial-{shots[scene.step]}")
                taken.add(scene.step)
            if scene.last:
                break
            drive.click(scene.targets()[0].center)
        app.pop()

    def abandon_dialog(self) -> None:
        from game.i18n import _
        from game.ui.scenes.dialogs import ConfirmDialog

        app = self.app
        for what, question, yes in (
                ("abandon", lambda: _("Abandon the game in progress and start a new one?"),
                 lambda: _("New game")),
                ("abandon-match", lambda: _("Abandon the match in progress and start a new one?"),
                 lambda: _("New match")),
                ("difficulty", lambda: _("Changing the difficulty starts a new game. Abandon the "
                                         "game in progress?"), lambda: _("Change"))):
            app.push(ConfirmDialog(app, question, yes, lambda: None))
            self.shot(f"confirm-{what}")
            app.pop()

    def mishimash(self) -> None:
        import pygame

        from game.dev.harness import ScriptedRandom
        from game.mishimash import Match
        from game.mishimash.ui.play_scene import MishimashScene

        app, drive = self.app, self.drive
        ones = [1] * 24
        script = ones + ones + [2, 3, 4, 6, 6, 2] + [1, 1, 1, 5, 2, 3]
        scene = MishimashScene(app, Match(["Ana", "Bo"], 250), (True, True),
                               ScriptedRandom(script))
        app.replace(scene)
        self.shot("mishimash-start")
        for turn in range(2):  # Ana, then Bo: six 1s four times, MISHIMASH each time
            for k in range(4):
                if k == 0:
                    drive.press(scene.roll_button)
                drive.settle()
                drive.press(scene.spots[0])
                if turn == 0 and k == 0:
                    self.shot("mishimash-selection-all")
                if turn == 0 and k == 3:
                    self.shot("mishimash-set-aside-more")  # the newest groups, "+1 more"
                if k < 3:
                    drive.press(scene.again_button)
                    drive.pump(4, 0.02)
                    if turn == 0 and k == 0:
                        self.shot("mishimash-mishimash")
                else:
                    drive.press(scene.save_button)
                    drive.pump(4, 0.02)
                    if turn == 0:
                        self.shot("mishimash-final-round")
                    else:
                        self.shot("mishimash-tie-break")
                drive.settle()
        drive.press(scene.roll_button)  # tie-break: Ana busts
        for _ in range(40):
            drive.pump(1, 0.02)
            if scene.bust_shown:
                break
        drive.pump(4, 0.02)
        self.shot("mishimash-bust")
        for _ in range(400):  # the BUST's moment, then the hot seat's hand-off: "Bo's turn"
            drive.pump(1, 0.02)
            if scene.handoff is None and scene.banner is not None:
                break
        drive.pump(4, 0.02)
        self.shot("mishimash-handoff")
        drive.settle()
        drive.press(scene.roll_button)  # Bo: 1,1,1,5,2,3
        drive.settle()
        from game.mishimash import strategy

        strategy.tables()  # the hint stands on the tables (the game loads them across frames)
        drive.press(scene.hint_button)
        drive.pump(2)
        self.shot("mishimash-hint")
        drive.press(scene.hint_button)
        drive.press(scene.card_button)
        self.shot("mishimash-scoring-card")
        drive.key(pygame.K_ESCAPE)
        drive.press(scene.log_button)
        self.shot("mishimash-turn-log")
        drive.key(pygame.K_ESCAPE)
        drive.click((5, 700))
        drive.press(scene.spots[4])  # the 2 scores nothing: it shakes and the status says why
        drive.pump(3, 0.02)
        self.shot("mishimash-refused")
        drive.pump(60, 0.05)  # the line fades back to the status
        app.point(scene.spots[0].rect.center)  # a mouse on a die that scores lights it
        self.shot("mishimash-hover")
        app.point(None)
        drive.press(scene.spots[0])
        self.shot("mishimash-selection")
        drive.press(scene.spots[3])
        self.shot("mishimash-selection-more")
        drive.press(scene.save_button)
        drive.settle()
        drive.pump(5, 0.05)
        self.shot("mishimash-winner")
        app.pop()
        self.new_best()
        self.computer_turn()

    def new_best(self) -> None:
        """A solo race faster than every earlier one: its end screen celebrates the record."""
        from game.mishimash import Match
        from game.mishimash.bots import cautious_bot
        from game.mishimash.bots import play as play_mishimash
        from game.mishimash.ui.end import MishimashEndScene

        app = self.app
        # a target no other race of the tour has: the slower race, then the faster one
        races = [play_mishimash(Match(["Ana"], 500), [cautious_bot], random.Random(seed))
                 for seed in range(40, 50)]
        fast = min(races, key=lambda m: m.turn_count)
        for seed, match in ((0, max(races, key=lambda m: m.turn_count)), (1, fast)):
            app.session.save("mishimash", match, random.Random(seed), (True,))
            app.session.clear("mishimash")
        end = MishimashEndScene(app, fast, (True,))
        app.push(end)
        self.drive.settle()
        self.drive.pump(20, 0.05)  # the ribbon has popped in
        self.shot("mishimash-new-best")
        app.pop()

    def computer_turn(self) -> None:
        """A computer seat's turn, narrated: its pick shown, then set aside."""
        from game.dev.harness import ScriptedRandom
        from game.mishimash import Match
        from game.mishimash.ui.play_scene import MishimashScene

        app, drive = self.app, self.drive
        scene = MishimashScene(app, Match(["Ana", "Computer"], 1000), (True, False),
                               ScriptedRandom([2, 3, 4, 6, 6, 2, 1, 5, 5, 2, 2, 2, 1, 3, 3]))
        app.replace(scene)
        drive.press(scene.roll_button)  # Ana busts, the computer rolls and picks
        for _ in range(400):
            drive.pump(1, 0.05)
            if scene.bot_plan is not None:
                break
        drive.pump(2, 0.05)
        self.shot("mishimash-computer-turn")
        for _ in range(400):
            drive.pump(1, 0.05)
            if scene.match.turn_rolls:
                break
        drive.pump(4, 0.05)
        self.shot("mishimash-computer-set-aside")
        self.computers()

    def computers(self) -> None:
        """Three computers told apart, their strengths on the scoreboard, and a person to
        play: the last computer's turn summed up under the status."""
        import random

        from game.mishimash import Match
        from game.mishimash.storage import Seat
        from game.mishimash.ui.play_scene import MishimashScene
        from game.mishimash.ui.seat_names import shown_name, told_apart

        app, drive = self.app, self.drive
        cpu = shown_name("Computer")
        seats = told_apart([Seat(cpu, False, "easy"), Seat(cpu, False, "medium"),
                            Seat(cpu, False, "strong"), Seat("Ana")])
        scene = MishimashScene(app, Match([s.name for s in seats], 1000),
                               tuple(s.human for s in seats), random.Random(11),
                               tuple(s.strength for s in seats))
        app.replace(scene)
        for _ in range(4000):
            drive.pump(1, 0.05)
            if scene.human_turn and not scene.busy:
                break
        self.shot("mishimash-computers")


class _TourLease(Lease):
    """A lease another instance holds, for the tour's screens (it never lets go)."""

    def __init__(self, words: tuple[str, str], state: str) -> None:
        self.words, self._state = words, state

    @property
    def state(self) -> str:
        return self._state

    def poll(self) -> str:
        return self._state

    def take(self) -> None:
        self._state = WAITING


def run(args: argparse.Namespace) -> int:
    """Render the tour in the chosen languages; prints a one-line summary."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    os.makedirs(args.out, exist_ok=True)
    langs = [args.lang] if args.lang else list(LANGS)
    sizes: list[tuple[int, int]] = args.size or list(SIZES)
    total = 0
    for size in sizes:
        for lang in langs:
            files = Tour(args.out, lang, size=size).run()
            total += len(files)
    pygame.quit()
    shown = ", ".join(f"{w}x{h}" for w, h in sizes)
    print(f"shots: {total} PNG files in {args.out} ({', '.join(langs)}; {shown})")
    return 0

"""`python -m game measure`: a screen at a given window size and language, measured in CSS px.

    python -m game measure                         # the responsive screens, phone sizes, 5 langs
    python -m game measure --size 390x844 --lang te --screen settings
    python -m game measure --tour --size 844x390   # every stop of the screenshot tour
    python -m game measure --check                 # exit 1 if a responsive screen misses a number

For each screen it reports (window px are a page's CSS px, `game.ui.metrics`):
- `fill`: the share of the window the game covers (the canvas letterboxed into it);
- every tappable widget's size (the smallest is reported; each must be at least 44x44);
- text: the size that carries most of the characters drawn (`body`, at least 14) and the
  smallest (at least 11), as drawn (after any shrinking to fit), and texts shrunk to fit or
  that would not fit (every text a widget may show, `game.dev.fit.misfits`);
- widgets outside the canvas, and tappable widgets overlapping each other or a text label.

A screen that is not responsive yet (`Scene.responsive`; an overlay over one is drawn on its
canvas too) is shown letterboxed on a phone: its figures are reported, marked `letterboxed`,
and `--check` does not hold them against it.
`tests/ui/test_responsive.py` uses `open_screen` and `measure` the same way.
"""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from game import i18n

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.session import Session

PHONES = ((390, 844), (360, 640), (412, 915), (844, 390), (915, 412))
DESKTOP = (1280, 720)
TARGET, BODY, SMALLEST, FILL = 44.0, 14.0, 11.0, 0.80


@dataclass
class Report:
    """One screen's figures (sizes in CSS px)."""

    screen: str
    window: tuple[int, int]
    lang: str
    responsive: bool
    fill: float
    k: float  # canvas px per CSS px
    smallest_target: tuple[float, float] | None  # (w, h) of the smallest tappable widget
    small_targets: list[str] = field(default_factory=list)
    body: float | None = None  # the text size carrying most characters
    smallest_text: float | None = None
    small_texts: list[str] = field(default_factory=list)
    shrunk: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    overlaps: list[str] = field(default_factory=list)

    def problems(self) -> list[str]:
        """What misses the issue's numbers."""
        where = f"{self.screen} {self.window[0]}x{self.window[1]} {self.lang}"
        out = []
        if self.fill < FILL:
            out.append(f"{where}: fills {self.fill:.0%} of the window (< {FILL:.0%})")
        out += [f"{where}: target {t}" for t in self.small_targets]
        if self.body is not None and self.body < BODY:
            out.append(f"{where}: body text {self.body:.1f} px (< {BODY:.0f})")
        out += [f"{where}: text {t}" for t in self.small_texts]
        out += [f"{where}: shrunk {t}" for t in self.shrunk]
        out += [f"{where}: outside the canvas: {t}" for t in self.outside]
        out += [f"{where}: overlap: {t}" for t in self.overlaps]
        return out

    def line(self) -> str:
        """One line of figures."""
        target = (f"{self.smallest_target[0]:.0f}x{self.smallest_target[1]:.0f}"
                  if self.smallest_target else "-")
        body = f"{self.body:.1f}" if self.body is not None else "-"
        small = f"{self.smallest_text:.1f}" if self.smallest_text is not None else "-"
        mark = "" if self.responsive else "  letterboxed"
        flaws = len(self.problems())
        return (f"{self.screen:<28} {self.window[0]:>4}x{self.window[1]:<4} {self.lang}  "
                f"fill {self.fill:4.0%}  target {target:>7}  body {body:>5}  min {small:>5}"
                f"{'' if not flaws else f'  {flaws} problem(s)'}{mark}")


def _describe(widget: Any) -> str:
    text = getattr(widget, "text", "")
    try:
        shown = text() if callable(text) else text
    except Exception:
        shown = ""
    return f"{type(widget).__name__} {shown!r}" if shown else type(widget).__name__


def measure(app: App, screen: str | None = None) -> Report:
    """The figures of the screen on top of `app` as one frame draws it now."""
    import pygame

    from game.ui import metrics as ui_metrics
    from game.ui import text
    from game.ui.widgets import Label

    scene = app.top
    k = app.css_scale
    canvas = app.canvas.get_size()
    drawn: Counter[float] = Counter()
    shrunk: dict[str, str] = {}

    def rendered(message: str, size: int, bold: bool) -> None:
        if message.strip():
            drawn[round(size / k, 1)] += len(message)

    def fitted(message: str, size: int, width: int, lines: int, bold: bool, given: int) -> None:
        if given < size:
            shrunk.setdefault(message, f"{message!r} drawn at {given / k:.1f} px instead of "
                                       f"{size / k:.1f} px ({lines} line(s) of {width} px)")

    with text.watching(rendered), text.observing(fitted):
        app.dirty = True
        app.frame([], 0.0)
    responsive = all(s.responsive for s in app.visible())  # the canvas follows the window
    report = Report(screen or scene.name, app.window_size, i18n.current(), responsive,
                    ui_metrics.fill(canvas, app.window_size), k, None)
    targets = [w for w in scene.widgets if w.focusable and w.visible]
    if targets:
        small = min(targets, key=lambda w: min(w.rect.w, w.rect.h))
        report.smallest_target = (round(small.rect.w / k, 1), round(small.rect.h / k, 1))
    for w in targets:
        cw, ch = w.rect.w / k, w.rect.h / k
        if cw < TARGET - 0.05 or ch < TARGET - 0.05:
            report.small_targets.append(f"{_describe(w)} is {cw:.0f}x{ch:.0f} px (< 44x44)")
    if drawn:
        report.body = max(drawn.items(), key=lambda kv: (kv[1], kv[0]))[0]
        report.smallest_text = min(drawn)
        report.small_texts = [f"{size:.1f} px ({n} characters) is under {SMALLEST:.0f} px"
                              for size, n in sorted(drawn.items()) if size < SMALLEST - 0.05]
    from game.dev.fit import misfits

    for message, size, width, lines in misfits(scene):  # what its widgets may show too
        shrunk.setdefault(message, f"{message!r} does not fit {lines} line(s) of {width} px at "
                                   f"{size / k:.1f} px")
    report.shrunk = list(shrunk.values())
    whole = pygame.Rect((0, 0), canvas)
    for w in scene.widgets:
        if w.visible and not whole.contains(w.rect):
            report.outside.append(f"{_describe(w)} at {tuple(w.rect)} (canvas {canvas})")
    labels = [w for w in scene.widgets if w.visible and isinstance(w, Label) and any(w.texts())]
    for i, a in enumerate(targets):
        for b in [*targets[i + 1:], *labels]:
            if a.rect.colliderect(b.rect):
                report.overlaps.append(f"{_describe(a)} {tuple(a.rect)} and {_describe(b)} "
                                       f"{tuple(b.rect)}")
    return report


# How to reach each screen from the title (a fresh app): what `--screen` names.
def _menu(game: str) -> Callable[[App], None]:
    def open_it(app: App) -> None:
        from game.ui import scenes

        app.push(scenes.make("menu", app, game))
    return open_it


def _menu_continue(app: App) -> None:
    """MAGDAGDON's menu with a game in progress: Continue and New game, eight buttons."""
    import random

    from game.magdagdon import Difficulty, Game
    from game.ui import scenes

    app.session.save("magdagdon", Game(Difficulty.SURVIVAL, 1), random.Random(1))
    app.push(scenes.make("menu", app, "magdagdon"))


def _settings(game: str) -> Callable[[App], None]:
    def open_it(app: App) -> None:
        from game.ui import scenes

        app.push(scenes.make("menu", app, game))
        app.push(scenes.make("settings", app, game))
    return open_it


def _language(app: App) -> None:
    from game.ui import scenes

    app.push(scenes.make("language", app))


def _confirm(app: App) -> None:
    from game.i18n import _
    from game.ui import scenes

    app.push(scenes.make("menu", app, "magdagdon"))
    app.push(scenes.make("confirm", app, lambda: _("Abandon the game in progress and start a "
                                                  "new one?"), lambda: _("New game"),
                         lambda: None))


def _magdagdon(state: str) -> Callable[[App], None]:
    """MAGDAGDON's play screen in a game on SURVIVAL (powers and ruins): "roll" before the
    first roll, "place" a die picked and one staged, "hint" the same with the HINT panel,
    "power" MINUS armed, "magdagdon" the MAGDAGDON moment, "ruin" its ruin cell chosen,
    "end" the finished board under its result."""
    def open_it(app: App) -> None:
        import random

        from game.magdagdon import Confirm, Difficulty, Game, Stage
        from game.magdagdon.bots import greedy_bot
        from game.magdagdon.bots import play as play_magdagdon
        from game.magdagdon.ui.play_scene import MagdagdonScene

        if state != "roll":  # (before the first roll: its first-game tip)
            app.session.update(hints_seen=frozenset({"off"}))
        if state == "end":
            game = play_magdagdon(Difficulty.SURVIVAL, greedy_bot, 3)
            app.session.save("magdagdon", game, random.Random(3))
            scene = MagdagdonScene(app, game=game, rng=random.Random(3))
            app.push(scene)
            scene.show_end()
            return
        game = Game(Difficulty.SURVIVAL, seed=5)
        rng = random.Random(5)
        if state in ("magdagdon", "ruin"):  # as in the tour: 6 6 6 6 cannot be placed
            game.apply_roll((3, 4, 4, 6))
            game.apply(Stage(1, 1, 1))
            game.apply(Stage(2, 1, 2))
            game.apply(Confirm())
            game.apply_roll((6, 6, 6, 6))
        elif state != "roll":
            game.apply_roll((3, 4, 4, 6))
            game.apply(Stage(1, *sorted(game.valid_cells(1))[0]))
        scene = MagdagdonScene(app, game=game, rng=rng)
        app.push(scene)
        app.frame([], 0.0)
        if state in ("place", "hint", "power"):
            scene.tap_die(0)
        if state == "hint":
            scene.toggle_hint()
            for _ in range(400):
                app.frame([], 0.05)
                if scene.hint is not None:
                    break
        elif state == "power":
            scene.power("plus")
        elif state == "magdagdon":
            scene.magdagdon_moment()
            scene.banner = None
        elif state == "ruin":
            scene.accept()
        scene.hold_input()
        scene.guard = 0.0
    return open_it


def _daily_play(key: str, settle: bool = False) -> Callable[[App], None]:
    """A daily game of `key`, as the daily screen opens it (its title and day in the header),
    the day's first roll shown (`settle`: every animation over, else only the roll)."""
    def open_it(app: App) -> None:
        from game.dev.harness import Driver
        from game.dev.shots import DAILY_DAY
        from game.ui.scenes.daily import DailyScene

        app.session.utc_today = lambda: DAILY_DAY
        hub = DailyScene(app, key)
        app.push(hub)
        hub.play()
        scene: Any = app.top
        scene.do_roll()
        if settle:
            Driver(app).settle()
            return
        for _ in range(200):
            if not scene.busy:
                break
            app.frame([], 0.05)
    return open_it


def _tutorial(app: App) -> None:
    from game.ui import scenes

    app.push(scenes.make("tutorial", app))


def seed_full(app: App) -> None:
    """Full tables: ten finished MAGDAGDON games of each difficulty, MISHIMASH solo bests of
    every target and more matches than the high scores list, with long names (what the
    high scores, past games and statistics must hold)."""
    from game.storage.backends import MemoryStore

    global _seeded
    if _seeded is None:  # played once, copied into each app's store
        from game.ui.session import Session

        session = Session.memory()
        _play_full(session)
        store = session.storage.store
        assert isinstance(store, MemoryStore)
        _seeded = {key: value for key, value in store.data.items()  # the results only
                   if key.split(".")[1] in ("history", "replays", "scores")}
    target = app.session.storage.store
    assert isinstance(target, MemoryStore)
    target.data.update(_seeded)


_seeded: dict[str, str] | None = None


def _play_full(session: Session) -> None:
    """What `seed_full` keeps, played by the bots."""
    import random

    from game.magdagdon import Difficulty
    from game.magdagdon.bots import greedy_bot
    from game.magdagdon.bots import play as play_magdagdon
    from game.mishimash import TARGETS, Match
    from game.mishimash.bots import cautious_bot
    from game.mishimash.bots import play as play_mishimash

    for difficulty in Difficulty:
        for seed in range(10):
            game = play_magdagdon(difficulty, greedy_bot, seed)
            session.save("magdagdon", game, random.Random(seed))
    seats = (["Venkateswara", "Computer"], ["Ana"], ["Maximilian", "Ana", "Computer", "Ioana"],
             ["Giulia", "Computer"])
    for seed in range(10):
        players = seats[seed % len(seats)]
        match = play_mishimash(Match(players, TARGETS[seed % len(TARGETS)]),
                               [cautious_bot] * len(players), random.Random(seed))
        session.save("mishimash", match, random.Random(seed), (True,) * len(players))
    for seed, target in enumerate(TARGETS):  # a solo best of each target
        match = play_mishimash(Match(["Ana"], target), [cautious_bot], random.Random(seed))
        session.save("mishimash", match, random.Random(seed), (True,))
    session.clear("magdagdon")
    session.clear("mishimash")


def _full(name: str, *args: Any) -> Callable[[App], None]:
    """A screen pushed over the title, with full tables (`seed_full`)."""
    def open_it(app: App) -> None:
        from game.ui import scenes

        seed_full(app)
        app.push(scenes.make(name, app, *args))
    return open_it


def _refused(name: str, taken: str) -> Callable[[App], None]:
    """An intake screen (import, your data) that refused a text."""
    def open_it(app: App) -> None:
        from game.ui import scenes

        app.push(scenes.make(name, app))
        app.top.take(taken)  # type: ignore[attr-defined]
    return open_it


def _over_menu(name: str, *args: Any) -> Callable[[App], None]:
    """An overlay over MAGDAGDON's menu (the play screens open it too)."""
    def open_it(app: App) -> None:
        from game.ui import scenes

        app.push(scenes.make("menu", app, "magdagdon"))
        app.push(scenes.make(name, app, *args))
    return open_it


def _opened(name: str, *args: Any) -> Callable[[App], None]:
    """A screen pushed over the title."""
    def open_it(app: App) -> None:
        from game.ui import scenes

        app.push(scenes.make(name, app, *args))
    return open_it


# The screens about finished games (the tour's seeded games: `shots.seed_results`): the newest
# game's review (computed once per game and kept: the figures do not depend on the language or
# the window), its replay a few steps on, the daily hub, the day done, its history and a card.
_REVIEWS: dict[str, Any] = {}


def _newest(app: App, game: str) -> tuple[dict[str, Any], Any, tuple[bool, ...] | None]:
    from game.dev.shots import seed_results
    from game.storage import history
    from game.ui import front_end

    seed_results(app.session)
    storage = app.session.storage
    replay = storage.replays(game)[-1]
    record, state = history.open_replay(game, replay)
    rows = {row.id: row for row in storage.summaries(game)}
    view = front_end.history_view(game)
    humans = view.humans(rows[replay.id]) if view is not None and replay.id in rows else None
    return record, state, humans


def _review(game: str, replay: bool = False) -> Callable[[App], None]:
    def open_it(app: App) -> None:
        from game.ui.scenes.replay import ReplayScene
        from game.ui.scenes.review import ReviewScene

        record, state, humans = _newest(app, game)
        review = ReviewScene(app, record, state, humans)
        if game not in _REVIEWS:
            while not review.task.step():
                pass
            _REVIEWS[game] = review.task.result
        review.result = _REVIEWS[game]
        review.seat = review.first_seat()
        app.push(review)
        if replay:
            scene = ReplayScene(app, record, state, review.result, review.replay_turn())
            app.push(scene)
            for _ in range(3):
                scene.go(1)
            scene.better = scene.better_move() is not None
    return open_it


def _daily(game: str, done: bool = False, history: bool = False,
           card: bool = False) -> Callable[[App], None]:
    def open_it(app: App) -> None:
        from datetime import timedelta

        from game.daily.challenge import Challenge
        from game.daily.record import Daily
        from game.dev.daily import play as bot_play
        from game.dev.shots import DAILY_DAY, DAILY_TIME, DAILY_TOUR
        from game.storage.daily import DailyGame
        from game.ui import scenes

        app.session.utc_today = lambda: DAILY_DAY
        app.session.utc_now = lambda: DAILY_TIME
        bot = DAILY_TOUR[game][0]
        for days in (7, 6, 5, 3, 2, 1, *((0,) if done else ())):
            challenge = Challenge(game, DAILY_DAY - timedelta(days=days))
            app.session.daily.save(DailyGame(Daily(challenge), bot_play(challenge, bot)))
        app.push(scenes.make("daily", app, game))
        if history or card:
            app.push(scenes.make("daily_history", app, game))
        if card:
            top: Any = app.top
            top.open(top.days[0])
    return open_it

LONG_NAMES = ("Alexandrina", "Bartholomew", "Konstantina", "Maximilian", "Wilhelmina",
              "Sriniketan")  # six long-named seats


def _mishimash(players: tuple[str, ...], computers: int = 0, hint: bool = False,
               pick: bool = True, over: str = "") -> Callable[[App], None]:
    """A MISHIMASH match mid-turn: the first seat has rolled (a die picked), a few turns
    played; `computers` of the last seats are the computer's; `hint`: the HINT open."""

    def open_play(app: App) -> None:
        from game.dev.harness import ScriptedRandom
        from game.mishimash import Match, Save, strategy
        from game.mishimash.ui.play_scene import MishimashScene

        strategy.tables()  # the hint stands on the tables
        match = Match(list(players), 250)
        for dice in ((1, 5, 2, 3, 4, 6),) * len(players):  # a straight and a SAVE each
            match.apply_roll(dice)
            match.apply(match_keep(match))
            match.apply(Save())
        match.apply_roll((1, 1, 5, 2, 3, 3))
        humans = tuple(k < len(players) - computers for k in range(len(players)))
        scene = MishimashScene(app, match, humans, ScriptedRandom([1, 5, 2, 3, 4, 6]))
        app.push(scene)
        app.frame([], 0.0)
        if pick:
            scene.tap_die(0)
        if hint:
            scene.toggle_hint()
        app.frame([], 0.0)
        if over == "log":
            scene.open_log()
        elif over == "card":
            scene.open_card()

    return open_play


def _mishimash_end(players: tuple[str, ...]) -> Callable[[App], None]:
    """A finished MISHIMASH match (computer-played) and its result over it."""

    def open_end(app: App) -> None:
        import random

        from game.mishimash import Match
        from game.mishimash.bots import cautious_bot
        from game.mishimash.bots import play as play_mishimash
        from game.ui import scenes

        match = play_mishimash(Match(list(players), 250), [cautious_bot] * len(players),
                               random.Random(4))
        humans = (True,) * len(players)
        app.push(scenes.make("mishimash", app, match, humans, random.Random(4)))
        app.push(scenes.make("mishimash_end", app, match, humans))

    return open_end


def _setup(six: bool) -> Callable[[App], None]:
    """MISHIMASH's setup: its default seats, or six long-named seats, three the computer's
    (each strength), the limit's note showing."""

    def open_setup(app: App) -> None:
        from game.mishimash.storage import Seat
        from game.mishimash.ui.setup import SetupScene

        scene = SetupScene(app)
        if six:
            strengths = ("easy", "medium", "strong")
            scene.seats[:] = [Seat(name, k < 3, strengths[k % 3])
                              for k, name in enumerate(LONG_NAMES)]
            scene.note = scene.limit_note()
        app.push(scene)

    return open_setup


def match_keep(match: Any) -> Any:
    """The largest selection of the roll (the straight)."""
    from game.mishimash import Keep

    return Keep(max(match.selections(), key=lambda s: len(tuple(s))))


def _elsewhere(app: App) -> None:
    from game.ui import scenes

    app.push(scenes.make("elsewhere", app))


SCREENS: dict[str, Callable[[App], None]] = {
    "title": lambda app: None,
    "magdagdon-menu": _menu("magdagdon"),
    "magdagdon-menu-continue": _menu_continue,
    "mishimash-menu": _menu("mishimash"),
    "magdagdon-settings": _settings("magdagdon"),
    "mishimash-settings": _settings("mishimash"),
    "language": _language,
    "confirm": _confirm,
    "magdagdon-roll": _magdagdon("roll"),
    "magdagdon-place": _magdagdon("place"),
    "magdagdon-hint": _magdagdon("hint"),
    "magdagdon-power": _magdagdon("power"),
    "magdagdon-magdagdon": _magdagdon("magdagdon"),
    "magdagdon-ruin": _magdagdon("ruin"),
    "magdagdon-end": _magdagdon("end"),
    "magdagdon-daily-play": _daily_play("magdagdon"),
    "tutorial": _tutorial,
    "magdagdon-rules": _opened("rules", "magdagdon"),
    "mishimash-rules": _opened("rules", "mishimash"),
    "magdagdon-about": _opened("about", "magdagdon"),
    "mishimash-about": _opened("about", "mishimash"),
    "options": _over_menu("options"),
    "error": _opened("error", "ZeroDivisionError: division by zero"),
    "magdagdon-scores-empty": _opened("scores", "magdagdon"),
    "mishimash-scores-empty": _opened("scores", "mishimash"),
    "magdagdon-scores": _full("scores", "magdagdon"),
    "mishimash-scores": _full("scores", "mishimash"),
    "magdagdon-history-empty": _opened("history", "magdagdon"),
    "magdagdon-history": _full("history", "magdagdon"),
    "mishimash-history": _full("history", "mishimash"),
    "magdagdon-stats-empty": _opened("stats", "magdagdon"),
    "magdagdon-stats": _full("stats", "magdagdon"),
    "mishimash-stats": _full("stats", "mishimash"),
    "your-data": _opened("backup"),
    "your-data-refused": _refused("backup", '{"cubiri": "backup", "format": 1, "made": '
                                            '"2026-12-01", "values": {"scores.mishimash": '
                                            '{"version": 1, "data": {"250": -3}}}}'),
    "import": _opened("import"),
    "import-refused": _refused("import", '{"format": "cubiri.record", "version": 1, '
                                         '"game": "chess"}'),
    "magdagdon-review": _review("magdagdon"),
    "mishimash-review": _review("mishimash"),
    "magdagdon-replay": _review("magdagdon", replay=True),
    "mishimash-replay": _review("mishimash", replay=True),
    "magdagdon-daily": _daily("magdagdon"),
    "mishimash-daily": _daily("mishimash"),
    "magdagdon-daily-done": _daily("magdagdon", done=True),
    "mishimash-daily-done": _daily("mishimash", done=True),
    "magdagdon-daily-history": _daily("magdagdon", history=True),
    "mishimash-daily-history": _daily("mishimash", history=True),
    "magdagdon-daily-card": _daily("magdagdon", card=True),
    "mishimash-daily-card": _daily("mishimash", card=True),
    "mishimash-play": _mishimash(("Ana", "Bo")),
    "mishimash-six": _mishimash(LONG_NAMES, computers=3),
    "mishimash-hint": _mishimash(("Ana", "Bo"), hint=True, pick=False),
    "mishimash-six-hint": _mishimash(LONG_NAMES, hint=True, pick=False),
    "mishimash-log": _mishimash(("Ana", "Bo"), over="log"),
    "mishimash-log-six": _mishimash(LONG_NAMES, computers=3, over="log"),
    "mishimash-card": _mishimash(("Ana", "Bo"), over="card"),
    "mishimash-daily-play": _daily_play("mishimash", settle=True),
    "mishimash-setup": _setup(False),
    "mishimash-setup-six": _setup(True),
    "mishimash-end": _mishimash_end(("Ana", "Bo")),
    "mishimash-end-six": _mishimash_end(LONG_NAMES),
    "elsewhere": _elsewhere,
}


def open_screen(screen: str, size: tuple[int, int], lang: str) -> App:
    """A headless app in a window of `size` and `lang`, showing `screen` (a name of
    `SCREENS`)."""
    from game.dev.harness import make_app
    from game.ui.session import Session

    app = make_app(Session.memory(), lang, size=size)
    SCREENS[screen](app)
    app.frame([], 0.0)
    return app


def measure_screens(screens: Iterable[str], sizes: Iterable[tuple[int, int]],
                    langs: Iterable[str]) -> list[Report]:
    """Each screen at each size in each language."""
    from game.dev.harness import phone_ways

    reports = []
    saved = i18n.current()
    try:
        for lang in langs:
            for size in sizes:
                with phone_ways(size):
                    for screen in screens:
                        app = open_screen(screen, size, lang)
                        reports.append(measure(app, screen))
    finally:
        i18n.activate(saved)
    return reports


def measure_tour(sizes: Iterable[tuple[int, int]], langs: Iterable[str]) -> list[Report]:
    """Every stop of the screenshot tour at each size in each language."""
    from game.dev import shots

    reports: list[Report] = []
    saved = i18n.current()
    try:
        for lang in langs:
            for size in sizes:
                tour = shots.Tour(None, lang, save=False, size=size)
                tour.on_shot = lambda what, tour=tour: reports.append(measure(tour.app, what))
                tour.run()
    finally:
        i18n.activate(saved)
    return reports


def parse_size(text: str) -> tuple[int, int]:
    """"390x844" -> (390, 844) for argparse."""
    from game import platform

    size = platform.parse_size(text)
    if size is None:
        raise argparse.ArgumentTypeError(f"not a size like 390x844: {text!r}")
    return size


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the measure command."""
    parser.add_argument("--size", type=parse_size, action="append",
                        help="a window size in CSS px, e.g. 390x844 (repeatable; default: the "
                             "five phone sizes and 1280x720)")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), action="append",
                        help="a language (repeatable; default: all five)")
    parser.add_argument("--screen", choices=list(SCREENS), action="append",
                        help="a screen (repeatable; default: all of them)")
    parser.add_argument("--tour", action="store_true",
                        help="instead: every stop of the screenshot tour")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a responsive screen misses a number")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")


def run(args: argparse.Namespace) -> int:
    """Measure and print one line per screen, then the problems of responsive screens."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sizes = args.size or [*PHONES, DESKTOP]
    langs = args.lang or list(i18n.LANGUAGES)
    if args.tour:
        reports = measure_tour(sizes, langs)
    else:
        reports = measure_screens(args.screen or list(SCREENS), sizes, langs)
    problems = [p for r in reports if r.responsive for p in r.problems()]
    for r in reports:
        print(json.dumps(asdict(r), ensure_ascii=False) if args.json else r.line())
    if not args.json:
        for p in problems:
            print(p)
        shown = sum(r.responsive for r in reports)
        print(f"measure: {len(reports)} screen(s), {shown} responsive, "
              f"{len(problems)} problem(s) on responsive screens")
    return 1 if args.check and problems else 0

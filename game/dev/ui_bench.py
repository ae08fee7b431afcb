"""`python -m game bench [--json]`: start-up time and per-frame CPU time of the front end.

- `startup_ms`: wall time from launching a fresh Python process until the title screen's first
  frame is drawn and flipped (interpreter start and every import included).
- per scene: CPU time (`time.process_time`) of each frame: input, update, draw, present.
  `title_idle` and `magdagdon_idle` are frames where nothing changes (the app skips drawing);
  `magdagdon_rolling` are frames of the tumble; `magdagdon_moments` redraws a full board with
  its key moments at their busiest (every bonus line's ring and "+60", dice locking in, a crack,
  a die turning over); `magdagdon_full_board_1366x768` (`_390x844`, `_844x390`) the same
  board in a 1366x768 window (a phone's, upright and on its side: letterboxed), scaled by SDL's
  renderer each frame; `title_390x844` redraws the title laid out for a phone held upright
  (a 720x1558 canvas) every frame; `magdagdon_full_board` redraws a full board with
  its score panel every frame; `mishimash_turn` redraws a turn with dice being picked;
  `mishimash_strong_turn` are frames of strong computer seats playing (tables loaded).
- `loading`: frames while something is computed across frames, a frame's work budget at a time
  (`game.ui.budget.SLICE_BUDGET`, reported as `budget_ms`), so they are reported apart from
  the play scenes:
  * `mishimash_tables`: a person's MISHIMASH turns (against a strong seat) while the shipped
    strategy tables load, from scratch each time (`loads` times; `ready_frames`: the most
    frames any load took, from the screen opening until the tables were complete);
  * `magdagdon_hint`: the HINT panel computing its advice (`hints.HintTask`) on the positions
    of best-bot games, heaviest first, every cache cold at each (`hints` computed);
  * `review`: the review screen analysing a finished MAGDAGDON game and MISHIMASH match by
    turns (`game.review_shapes.ReviewTask`; `reviews` computed).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from game.dev.harness import Driver
    from game.ui.app import App

PROBE = "--startup-probe"
WINDOWS = ((1366, 768), (390, 844), (844, 390))  # other windows the full board is drawn in


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the bench command."""
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--frames", type=int, default=300, help="frames measured per scene")
    parser.add_argument("--browser", action="store_true",
                        help="instead: the engine and bot figures natively and in WebAssembly "
                             "(Pyodide in headless Chromium), side by side")
    parser.add_argument("--runs", type=int, default=1,
                        help="with --browser: runs on each side, the best figures kept")


def summary(samples: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum in milliseconds."""
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    return {"median_ms": round(statistics.median(ms), 3), "p95_ms": round(p95, 3),
            "max_ms": round(ms[-1], 3)}


def startup_ms() -> float:
    """Launch a fresh process that opens the app and reports when its first frame is shown."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.time()
    out = subprocess.run([sys.executable, "-m", "game.dev.ui_bench", PROBE, repr(start)], env=env,
                         capture_output=True, text=True, check=True).stdout
    return float(out.strip().splitlines()[-1])


def probe(start: float) -> None:
    """The child of `startup_ms`: the real start-up path, up to the first flip."""
    import pygame

    from game.ui.main import open_window

    pygame.display.init()
    pygame.font.init()
    display = open_window()
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.session import Session

    app = App(Session.memory(), display=display)
    app.push(TitleScene(app))
    app.frame([], 0.0)  # drawn and presented
    print(round((time.time() - start) * 1000, 1))


def measure(drive: Driver, frames: int, dt: float = 1 / 60, redraw: bool = False,
            before: Callable[[int], object] | None = None) -> list[float]:
    """CPU seconds of each of `frames` frames (`before(i)` may post input first)."""
    import pygame

    app = drive.app
    samples = []
    for i in range(frames):
        if before:
            before(i)
        if redraw:
            app.dirty = True
        t = time.process_time()
        app.frame(pygame.event.get(), dt)  # presented when drawn
        samples.append(time.process_time() - t)
    return samples


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures."""
    if args.browser:
        from game.dev import browser_bench

        return browser_bench.run(as_json=args.json, runs=args.runs)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the result
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.dev.harness import Driver, make_app
    from game.magdagdon import Phase
    from game.magdagdon.bots import greedy_bot
    from game.magdagdon.ui.play_scene import MagdagdonScene
    from game.mishimash.ui.play_scene import MishimashScene

    n = args.frames
    result: dict[str, Any] = {"startup_ms": startup_ms(), "scenes": {}}
    scenes = result["scenes"]
    app = make_app()
    drive = Driver(app)
    drive.pump(5)
    scenes["title_idle"] = summary(measure(drive, n))
    drive.resize((390, 844))  # the title laid out for a phone held upright, redrawn each frame
    scenes["title_390x844"] = summary(measure(drive, n, redraw=True))
    drive.resize((1280, 720))

    play = MagdagdonScene(app)
    app.push(play)
    drive.pump(5)
    play.do_roll()
    drive.settle()
    scenes["magdagdon_idle"] = summary(measure(drive, n))

    def reroll(i: int) -> None:
        if not play.anim.busy:  # a new game's first roll whenever the last one settled
            fresh = MagdagdonScene(app)
            app.replace(fresh)
            fresh.do_roll()

    scenes["magdagdon_rolling"] = summary(measure(drive, n, before=reroll))

    full: Any = app.top  # the last MAGDAGDON scene
    bot_rng = random.Random(1)
    while not full.game.is_over:  # fill the board
        g = full.game
        if g.phase is Phase.ROLL:
            full.do_roll()
        else:
            full.act(greedy_bot(g, bot_rng))
        drive.settle()
    while app.top is not full:
        app.pop()
    scenes["magdagdon_full_board"] = summary(measure(drive, n, redraw=True))

    # The key moments at their busiest, over the full board: every bonus line lighting up
    # with its "+60", dice locking in, a crack and a die turning over, started again as soon
    # as they end: the moments must stay within the frame budget.
    board = cast(MagdagdonScene, full)

    def moments(i: int) -> None:
        from game.magdagdon.ui import board as view
        from game.ui.effects import Crack, FloatText, Ring

        full = board
        if full.effects:
            return
        for k in range(8):
            box = view.line_box("row" if k < 4 else "col", k % 4)
            full.spawn(Ring(box), 0.6, 0.05 * k)
            full.spawn(FloatText("+60", box.midtop), 1.0, 0.05 * k)
        for cell in ((0, 0), (1, 1), (2, 2), (3, 3)):
            full.spawn(Ring(view.cell_rect(*cell), inward=True), 0.3)
        full.spawn(Crack(view.cell_rect(0, 3)), 0.7)
        sprite = full.sprites[0]
        sprite.visible, sprite.value, sprite.shown, sprite.flip_from = True, 5, 5, 6
        full.anim.animate(sprite, "flip", 1.0, 0.32)
        sprite.flip = 0.0

    scenes["magdagdon_moments"] = summary(measure(drive, n, redraw=True, before=moments))
    # The same board in other windows: a 1366x768 laptop's, a phone's upright and on its side
    # (the canvas letterboxed and scaled by SDL's renderer each frame: a native window may
    # be any shape, a page's canvas follows the phone's).
    from game.ui.constants import SIZE

    for size in WINDOWS:
        drive.resize(size)
        scenes[f"magdagdon_full_board_{size[0]}x{size[1]}"] = summary(
            measure(drive, n, redraw=True))
    drive.resize(SIZE)

    hint_frames, hints_asked = _hint_frames(app, drive, n)

    turn = MishimashScene(app, saved=app.session.load("mishimash"))
    app.replace(turn)
    drive.pump(3)

    def pick(i: int) -> None:
        turn: Any = app.top  # a MISHIMASH scene
        m = turn.match
        if not turn.human_turn or turn.anim.busy:
            return
        if m.phase.value == "roll":
            turn.do_roll()
        elif m.phase.value == "choose":
            scoring = [j for j in range(len(m.dice)) if turn.scoring(j)]
            if i % 10 == 0 and turn.valid_pick():
                if len(m.dice) - len(turn.picked) > 2:
                    turn.do_again()
                else:
                    turn.do_save()
            elif scoring:
                turn.tap_die(scoring[i % len(scoring)])

    scenes["mishimash_turn"] = summary(measure(drive, n, redraw=True, before=pick))

    from game.mishimash import Match, strategy
    from game.ui import budget

    # A person's turns against a strong seat while the tables load from scratch (the screen
    # loads them from the moment it opens); when they are ready, they are forgotten and a new
    # match starts, until enough frames are measured.
    loading: list[float] = []
    ready_frames: list[int] = []
    while len(loading) < n:
        strategy.forget()
        gc.collect()  # see _cold
        app.replace(MishimashScene(app, Match(["Player 1", "Computer"], 1000), (True, False),
                                   random.Random(len(ready_frames)),
                                   strengths=("easy", "strong")))
        frames = 0
        while not strategy.shared().ready:
            pick(frames)  # the person plays on meanwhile (before the frame, as `before` does)
            loading.extend(measure(drive, 1, redraw=True))
            frames += 1
        ready_frames.append(frames)
    result["loading"] = {
        "budget_ms": round(budget.SLICE_BUDGET * 1000, 3),
        "mishimash_tables": {"frames": len(loading), "loads": len(ready_frames),
                             "ready_frames": max(ready_frames), **summary(loading)},
        "magdagdon_hint": {"frames": len(hint_frames), "hints": hints_asked,
                           **summary(hint_frames)}}
    review_frames, reviews = _review_frames(app, drive, n)
    result["loading"]["review"] = {"frames": len(review_frames), "reviews": reviews,
                                   **summary(review_frames)}

    current: list[MishimashScene] = []

    def strong_match() -> MishimashScene:
        scene = MishimashScene(app, Match(["Computer 1", "Computer 2"], 1000), (False, False),
                               random.Random(5), strengths=("strong", "strong"))
        app.replace(scene)
        current[:] = [scene]
        return scene

    strong_match()

    def restart(i: int) -> None:
        scene = current[0]
        if app.top is not scene or scene.match.is_over:  # the match ended: start another
            while app.top is not scene:
                app.pop()
            strong_match()

    scenes["mishimash_strong_turn"] = summary(measure(drive, n, redraw=True, before=restart))
    if args.json:
        print(json.dumps(result, separators=(",", ":")))
    else:
        print(f"start-up to first frame: {result['startup_ms']} ms")
        states = {k: v for k, v in result["loading"].items() if isinstance(v, dict)}
        for name, s in [*scenes.items(), *states.items()]:
            print(f"{name:<22} median {s['median_ms']:6.2f} ms  p95 {s['p95_ms']:6.2f} ms  "
                  f"max {s['max_ms']:6.2f} ms")
        print(f"(loading: a work budget of {result['loading']['budget_ms']} ms per frame; "
              f"the tables were ready within {states['mishimash_tables']['ready_frames']} "
              f"frames)")
    return 0


def _cold(clear: Callable[[], None]) -> None:
    """Empty the caches, then collect their garbage (unmeasured): a player never drops caches
    of this size at once, so the collector's pause over them is not the computation's."""
    clear()
    gc.collect()


def _hint_frames(app: App, drive: Driver, n: int) -> tuple[list[float], int]:
    """Frames of the MAGDAGDON HINT panel computing its advice: the positions of three best-bot
    games (one per difficulty), heaviest first (by the slices their hint takes), each resumed
    as a saved game and shown, then the panel opened with every cache cold; the next position
    whenever the advice is shown. Returns (frame CPU seconds, hints computed)."""
    from game.dice import roll
    from game.magdagdon import Difficulty, Game, Phase
    from game.magdagdon.advice import HintTask
    from game.magdagdon.bots import BOTS
    from game.magdagdon.search import clear_caches
    from game.magdagdon.ui.play_scene import MagdagdonScene

    positions: list[tuple[int, Game]] = []
    for seed, difficulty in enumerate(Difficulty, 1):
        game, dice = Game(difficulty, seed), random.Random(seed)
        while not game.is_over:
            if game.dice_to_roll:
                game.apply_roll(roll(dice, game.dice_to_roll))
                continue
            if game.phase in (Phase.PLACING, Phase.MAGDAGDON) and not game.staged:
                clear_caches()
                task = HintTask(game)
                while not task.step():
                    pass
                positions.append((task.slices, game.copy()))
            game.apply(BOTS["best"](game, dice))
    positions.sort(key=lambda p: -p[0])
    asked: list[MagdagdonScene] = []
    asked_count: list[int] = []

    def ask(i: int) -> None:
        if asked and asked[0].hint is None:
            return
        game = positions[len(asked_count) % len(positions)][1]
        app.session.save("magdagdon", game, random.Random(0))
        scene = MagdagdonScene(app, app.session.load("magdagdon"))
        app.replace(scene)
        drive.pump(1)  # the position on screen (unmeasured), then the player asks for a hint
        _cold(clear_caches)
        scene.hint_open = True  # as the HINT button does, without computing a slice here
        asked[:] = [scene]
        asked_count.append(i)

    return measure(drive, n, redraw=True, before=ask), len(asked_count)


def _review_frames(app: App, drive: Driver, n: int) -> tuple[list[float], int]:
    """Frames of the review screen analysing a finished game, a MAGDAGDON `best` game (every
    search cache cold) and a strong-vs-cautious MISHIMASH match by turns, each anew once its
    review shows (after one unmeasured review of each: the first drawing of a screen renders
    its text, as every scene's first frames do). Returns (frame CPU seconds, reviews)."""
    from game.magdagdon import Difficulty
    from game.magdagdon import bots as md_bots
    from game.magdagdon import record as md_record
    from game.magdagdon.search import clear_caches
    from game.mishimash import Match
    from game.mishimash import bots as mm_bots
    from game.mishimash import record as mm_record
    from game.ui.scenes.review import ReviewScene

    game = md_bots.play(Difficulty.PEACEFUL, md_bots.BOTS["best"], 1)
    match = Match(["Ana", "Computer"], 1000, seed=1)
    mm_bots.play(match, [mm_bots.BOTS["strong"], mm_bots.BOTS["cautious"]], random.Random(1))
    finished = [(md_record.export(game), game), (mm_record.export(match), match)]
    shown: list[ReviewScene] = []

    def ask(i: int) -> None:
        if shown and shown[0].result is None:
            return
        record, state = finished[len(shown_count) % len(finished)]
        _cold(clear_caches)
        scene = ReviewScene(app, record, state)
        app.replace(scene)
        shown[:] = [scene]
        shown_count.append(i)

    shown_count: list[int] = []
    for _ in finished:  # once each unmeasured: the screen's first drawing of its results
        ask(0)
        while shown[0].result is None:
            drive.pump(1)
        drive.pump(1)
    shown_count.clear()
    return measure(drive, n, redraw=True, before=ask), len(shown_count)


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[1] == PROBE:
    probe(float(sys.argv[2]))

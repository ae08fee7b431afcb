"""`python -m game bench [--json]`: start-up time and per-frame CPU time of the front end.

- `startup_ms`: wall time from launching a fresh Python process until the title screen's first
  frame is drawn and flipped (interpreter start and every import included).
- per scene: CPU time (`time.process_time`) of each frame: input, update, draw, present.
  `title_idle` and `magdagdon_idle` are frames where nothing changes (the app skips drawing);
  `magdagdon_rolling` are frames of the tumble; `magdagdon_full_board` redraws a full board with
  its score panel every frame; `mishimash_turn` redraws a turn with dice being picked;
  `mishimash_strong_turn` are frames of strong computer seats playing (tables built).
- `loading.mishimash_tables`: frames spent building the MISHIMASH strategy tables while a strong
  seat waits ("preparing…"): a one-off loading state with its own, larger per-frame budget
  (`game.ui.tables.URGENT_BUDGET`), so it is reported apart from the play scenes.
- `loading.magdagdon_hint`: frames of the MAGDAGDON HINT panel computing its advice (a slice
  budget per frame, `game.ui.advice.WORK_BUDGET`), new positions asked back to back; `hints` is
  how many were computed in those frames.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.dev.harness import Driver

PROBE = "--startup-probe"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the bench command."""
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--frames", type=int, default=300, help="frames measured per scene")


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
    window = open_window()
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.session import Session

    app = App(Session.memory(), window=window)
    app.push(TitleScene(app))
    app.frame([], 0.0)
    pygame.display.flip()
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
        if app.frame(pygame.event.get(), dt):
            pygame.display.flip()
        samples.append(time.process_time() - t)
    return samples


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the result
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import random

    from game.dev.harness import Driver, make_app
    from game.magdagdon import Phase
    from game.magdagdon.bots import greedy_bot
    from game.ui.scenes.magdagdon import MagdagdonScene
    from game.ui.scenes.mishimash import MishimashScene

    n = args.frames
    result: dict[str, Any] = {"startup_ms": startup_ms(), "scenes": {}}
    scenes = result["scenes"]
    app = make_app()
    drive = Driver(app)
    drive.pump(5)
    scenes["title_idle"] = summary(measure(drive, n))

    play = MagdagdonScene(app, fresh=True)
    app.push(play)
    drive.pump(5)
    play.do_roll()
    drive.settle()
    scenes["magdagdon_idle"] = summary(measure(drive, n))

    def reroll(i: int) -> None:
        if not play.anim.busy:  # a new game's first roll whenever the last one settled
            fresh = MagdagdonScene(app, fresh=True)
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

    # The HINT panel computing its advice across frames (a short wait, reported with the
    # loading states): each time it is ready, a new game's first roll asks again.
    asked: list[MagdagdonScene] = []

    def ask(i: int) -> None:
        if asked and asked[0].hint is None:
            return
        scene = MagdagdonScene(app, fresh=True)
        app.replace(scene)
        scene.do_roll()
        scene.anim.skip()
        scene.sync(animate=False)
        scene.hint_open = True  # as the HINT button does, without computing a slice here
        asked[:] = [scene]
        hints_asked.append(i)

    hints_asked: list[int] = []
    hint_frames = measure(drive, n, redraw=True, before=ask)

    turn = MishimashScene(app)
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

    # A person's turns while the tables of a strong seat are built in the background (one
    # slice on frames that draw nothing); when the computer's turn comes, a new match starts,
    # so only the person's frames are measured.
    def person_first() -> None:
        app.replace(MishimashScene(app, Match(["Player 1", "Computer"], 1000), (True, False),
                                   random.Random(len(building)), strengths=("easy", "strong")))

    building: list[float] = []
    loading: list[float] = []  # frames of a computer seat waiting ("preparing…")
    person_first()
    i = 0
    while len(building) < n and not strategy.shared().ready:
        i += 1
        if not getattr(app.top, "human_turn", False):
            person_first()
        sample = measure(drive, 1, before=lambda _j: pick(i))  # noqa: B023 - called at once
        if getattr(app.top, "human_turn", False):
            building.extend(sample)
    if building:
        scenes["mishimash_turn_building_tables"] = summary(building)

    current: list[MishimashScene] = []

    def strong_match() -> MishimashScene:
        scene = MishimashScene(app, Match(["Computer 1", "Computer 2"], 1000), (False, False),
                               random.Random(5), strengths=("strong", "strong"))
        app.replace(scene)
        current[:] = [scene]
        return scene

    strong_match()
    while not strategy.shared().ready:  # the tables, built a budget per frame
        loading.extend(measure(drive, 1, redraw=True))
    result["loading"] = {
        "mishimash_tables": {"frames": len(loading), **summary(loading)},
        "magdagdon_hint": {"frames": len(hint_frames), "hints": len(hints_asked),
                           **summary(hint_frames)}}

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
        for name, s in [*scenes.items(), *result["loading"].items()]:
            print(f"{name:<22} median {s['median_ms']:6.2f} ms  p95 {s['p95_ms']:6.2f} ms  "
                  f"max {s['max_ms']:6.2f} ms")
    return 0


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[1] == PROBE:
    probe(float(sys.argv[2]))

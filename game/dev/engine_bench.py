"""Engine and bot figures measured by the same code natively and in WebAssembly.

`figures()` times what the front end asks of the engines and returns it as a flat dict
`{name: number}`; `python -m game bench --browser` runs it in a fresh native Python and in
CPython-WebAssembly (Pyodide in headless Chromium, `game.dev.browser_bench`) and prints the two
side by side, so the ratio between them is measured, not assumed. It imports nothing but the
standard library and the pure engines (and the front end's work budget), so it runs in a
browser's Python without pygame. Figures (ms unless named otherwise):

MISHIMASH (rules §2):
- `mm.load` / `mm.load_slices` / `mm.load_slice_max`: loading the shipped strategy tables
  from scratch (`game.mishimash.tablefile`) in slices, and the slowest slice (of 3 loads,
  each slice at its fastest);
- `mm.load_frames`: frames that loading takes at this platform's work budget per frame
  (`game.ui.budget`); at 60 frames a second, `mm.ready_s` seconds after a screen opens;
- `mm.first_medium` / `mm.first_strong` / `mm.first_hint`: the first decision and hint of a
  match once the tables are loaded (caches cold but for what loading filled);
- `mm.build` (s) / `mm.build_slice_max`: computing the tables by the DP instead (the fallback
  when the file is missing; the CI test does it), and its slowest slice;
- `mm.medium_max`, `mm.strong_max`, `mm.hint_max` (and `_median`): over every decision of
  `matches` strong-vs-medium matches (the README's bot figures; the slowest re-timed);
- `mm.race_s` / `mm.race_slice_max` / `mm.race_ready_s`: the solo race's table of a turn that
  starts `race.NEED_CAP` half-points short (the daily's first turn: the largest), made in
  slices (the fastest of 3), its slowest slice (each at its fastest), and when it is ready at
  the frame work budget (60 frames a second): what a solo race's hint waits for at a turn's
  start;
- `mm.selections_cold_us` / `mm.selections_warm_us`: median time to list the valid
  selections of a six-dice roll, uncached and cached.

MAGDAGDON (rules §1):
- `md.test_max`: the slowest uncached MAGDAGDON test (rules §1.6) over boards from random-bot
  games and every board without numbers, every dice multiset, `required` 1-3;
- `md.games_s.<bot>`: whole games a second per bot;
- `md.hint_max` / `md.hint_mean`: the `best` bot's decision and hint at every position of
  `hint_games` best-bot games, the decision computed afresh (other caches as in a session);
- `md.hint_cold_max`: the 10 slowest of those again, every cache cold (fastest of 3);
- `md.task_slice_max` / `md.task_slices`: those hints as a `HintTask`, its slowest slice (each
  slice at its fastest of 3 runs) and the most slices one took.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from game.mishimash.match import Match
    from game.mishimash.strategy import Tables

T = TypeVar("T")

FRAME_S = 1 / 60  # a frame at 60 FPS
RUNS = 3  # loads (and first decisions) timed this often: the fastest counts
RETIME = 10  # the slowest cases of a sweep are timed again ...
RETIME_REPEATS = 3  # ... this often, the fastest kept (a shared machine pauses any process)
BATCH = 50  # cached selection look-ups timed together


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _timed(fn: Callable[..., object], *args: Any) -> float:
    """Seconds that `fn(*args)` takes."""
    t0 = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t0


def _slices(step: Callable[[], bool]) -> list[float]:
    """Run `step` until it returns True: the seconds of every slice."""
    times = []
    while True:
        t0 = time.perf_counter()
        done = step()
        times.append(time.perf_counter() - t0)
        if done:
            return times


def _slowest_slice(runs: list[list[float]]) -> float:
    """The slowest slice of a computation sliced alike in every run, each slice taken at its
    fastest run: a pause of the machine during one slice does not count as that slice."""
    if len({len(run) for run in runs}) != 1:
        raise RuntimeError("the runs were sliced differently")
    return max(min(run[i] for run in runs) for i in range(len(runs[0])))


def _task_slices(game: Any) -> list[float]:
    """The slices of a MAGDAGDON `HintTask` on `game`, every cache cold."""
    from game.magdagdon.advice import HintTask
    from game.magdagdon.search import clear_caches

    clear_caches()
    return _slices(HintTask(game).step)


def _repeat(fn: Callable[[T], object], arg: T, times: int) -> None:
    for _ in range(times):
        fn(arg)


def _star(fn: Callable[..., object], args: tuple[Any, ...]) -> object:
    return fn(*args)


def _decide(decide: Callable[[Any, Any], object], tables: Any, match: Any) -> object:
    return decide(match, tables)


def _repeat_games(play: Callable[..., object], bot: object, games: int, seed: int) -> None:
    from game.magdagdon.rules import Difficulty

    for i in range(games):
        play(list(Difficulty)[i % 3], bot, seed * 100_003 + i)


def _sweep(fn: Callable[[T], object], cases: list[T]) -> tuple[list[float], float]:
    """Time `fn` on every case (the faster of two runs); (every time, the slowest re-timed):
    the `RETIME` slowest cases are timed `RETIME_REPEATS` more times and their fastest runs
    compared, so a pause of the machine does not pass for the slowest case."""
    times = [min(_timed(fn, case), _timed(fn, case)) for case in cases]
    order = sorted(range(len(cases)), key=times.__getitem__, reverse=True)[:RETIME]
    slowest = max(min(_timed(fn, cases[i]) for _ in range(RETIME_REPEATS)) for i in order)
    return times, slowest


def mishimash(matches: int, seed: int) -> dict[str, float]:
    """The MISHIMASH figures (see the module docstring)."""
    from game.mishimash import combos, race, strategy, tablefile
    from game.mishimash.advice import hint
    from game.mishimash.dev.botbench import decision_states
    from game.mishimash.match import Match
    from game.mishimash.policy import medium_action, strong_action
    from game.ui import budget

    runs: list[dict[str, float]] = []
    loads: list[list[float]] = []
    for _ in range(RUNS):
        run: dict[str, float] = {}
        strategy.forget()
        tables = strategy.shared()
        if tables.source != "shipped":
            raise RuntimeError(f"the shipped tables are missing or stale ({tablefile.PATH})")
        loads.append(_slices(tables.advance))
        run |= {"mm.load": _ms(sum(loads[-1])), "mm.load_slices": len(loads[-1])}
        match = Match(["A", "B"], 1000)
        match.apply_roll((1, 5, 2, 3, 3, 6))
        decisions: tuple[tuple[str, Callable[[Match, Tables], object]], ...] = (
            ("mm.first_medium", medium_action), ("mm.first_strong", strong_action),
            ("mm.first_hint", hint))
        for name, decide in decisions:
            run[name] = _ms(_timed(decide, match, tables))
        strategy.forget()  # and a frame's work budget at a time
        frames = 1
        budget.frame_started()
        while not budget.work(strategy.shared().advance):
            frames += 1
            budget.frame_started()
        run |= {"mm.load_frames": frames, "mm.ready_s": round(frames * FRAME_S, 3)}
        runs.append(run)
    out = {name: min(run[name] for run in runs) for name in runs[0]}
    out["mm.load_slice_max"] = _ms(_slowest_slice(loads))

    build = _slices(tablefile.computed().advance)  # once: seconds, not worth repeating
    out |= {"mm.build_s": round(sum(build), 2), "mm.build_slice_max": _ms(max(build))}

    tables = strategy.tables()
    states = decision_states(matches, seed)
    for name, decide in (("mm.medium", medium_action), ("mm.strong", strong_action),
                         ("mm.hint", hint)):
        times, slowest = _sweep(partial(_decide, decide, tables), states)
        out |= {f"{name}_max": _ms(slowest), f"{name}_median": _ms(statistics.median(times))}
    out["mm.decisions"] = len(states)

    made = []
    for _ in range(RUNS):
        race.forget()
        made.append(_slices(race.shared(race.NEED_CAP).advance))
    out |= {"mm.race_s": round(min(sum(run) for run in made), 3),
            "mm.race_slice_max": _ms(_slowest_slice(made))}
    race.forget()
    frames = 1
    budget.frame_started()
    while not budget.work(race.shared(race.NEED_CAP).advance):
        frames += 1
        budget.frame_started()
    out["mm.race_ready_s"] = round(frames * FRAME_S, 3)
    race.forget()

    rng = random.Random(seed)
    rolls = [tuple(rng.randint(1, 6) for _ in range(combos.DICE)) for _ in range(2000)]
    cold, warm = [], []
    for roll in rolls:
        combos.clear_cache()
        cold.append(_timed(combos.selections, roll))
        # Cached calls take well under a microsecond, finer than a browser's timer: in batches.
        warm.append(_timed(_repeat, combos.selections, roll, BATCH) / BATCH)
    out["mm.selections_cold_us"] = round(statistics.median(cold) * 1e6, 2)
    out["mm.selections_warm_us"] = round(statistics.median(warm) * 1e6, 2)
    return out


def magdagdon(games: int, hint_games: int, seed: int) -> dict[str, float]:
    """The MAGDAGDON figures (see the module docstring)."""
    from game.magdagdon.advice import hint
    from game.magdagdon.board import empty_count
    from game.magdagdon.bots import BOTS, play
    from game.magdagdon.dev import bench
    from game.magdagdon.feasibility import can_place_uncached
    from game.magdagdon.search import clear_caches
    from game.magdagdon.state import Game

    out: dict[str, float] = {}
    boards = sorted(set(bench.sample_boards(games, seed)) | set(bench.adversarial_boards(1)))
    cases = [(board, dice, required) for board in boards
             for required in range(1, min(3, empty_count(board)) + 1)
             for dice in bench.MULTISETS]
    _, slowest = _sweep(partial(_star, can_place_uncached), cases)
    out["md.test_max"] = _ms(slowest)
    for name, bot in BOTS.items():
        n = games if name != "best" else max(1, games // 2)
        seconds = _timed(_repeat_games, play, bot, n, seed)
        out[f"md.games_s.{name}"] = round(n / seconds, 1)
    timed, _ = bench.time_hints(hint_games, seed)  # each decision computed afresh
    positions = [g for _, g in timed]

    def afresh(game: Game) -> None:
        clear_caches(decisions_only=True)
        hint(game)

    # A second pass, each position at its faster run, before picking the slowest ones.
    times = [min(t, _timed(afresh, g)) for t, g in timed]
    worst = sorted(range(len(times)), key=times.__getitem__, reverse=True)[:RETIME]

    slowest = max(min(_timed(afresh, positions[i]) for _ in range(RETIME_REPEATS))
                  for i in worst)
    out |= {"md.hint_max": _ms(slowest), "md.hint_mean": _ms(statistics.fmean(times)),
            "md.hint_positions": len(times)}
    out["md.hint_cold_max"] = _ms(max(bench.time_hint_cold(positions[i], RETIME_REPEATS)
                                      for i in worst))
    sliced = [_slowest_slice([_task_slices(positions[i]) for _ in range(RETIME_REPEATS)])
              for i in worst]
    out |= {"md.task_slice_max": _ms(max(sliced)),
            "md.task_slices": max(len(_task_slices(positions[i])) for i in worst)}
    return out


def figures(matches: int = 20, games: int = 20, hint_games: int = 30,
            seed: int = 1) -> dict[str, Any]:
    """Every figure, with the Python that measured them (`python`, `platform`)."""
    out: dict[str, Any] = {"python": sys.version.split()[0], "platform": sys.platform}
    out |= mishimash(matches, seed)
    out |= magdagdon(games, hint_games, seed)
    return out

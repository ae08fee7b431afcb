"""`python -m game bench-engine`: how fast the MAGDAGDON engine is (figures, not a test).

Prints the worst-case time of one uncached MAGDAGDON test (rules §1.6; target <= 1 ms) over many
boards from bot games plus every board without numbers with up to two ruins (`--ruins`), with
every multiset of four dice and every `required` from 1 to 3; then games per second per bot;
then the slowest `best` move / hint (target <= 100 ms): every position of `--hint-games` games
of the best bot is timed with the decision computed afresh (the other caches as they are in a
session), and the slowest positions are re-timed with every cache cold.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time

from game.dice import roll
from game.magdagdon import board as B
from game.magdagdon.advice import HintTask, hint
from game.magdagdon.bots import BOTS, play
from game.magdagdon.feasibility import can_place_uncached
from game.magdagdon.rules import Difficulty
from game.magdagdon.search import clear_caches
from game.magdagdon.sim import positive_int
from game.magdagdon.state import Game

REPEATS = 3  # each case is timed this often and the fastest run kept (filters CPU noise)
RECHECK = 30  # the slowest cases are then timed again ...
RECHECK_REPEATS = 30  # ... this often
MULTISETS = list(itertools.combinations_with_replacement(range(1, 7), 4))  # 126 dice multisets


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The command's options."""
    parser.add_argument("--boards", type=positive_int, default=60, metavar="N",
                        help="bot games whose turn-start boards are tested (default 60)")
    parser.add_argument("--games", type=positive_int, default=200, metavar="N",
                        help="games per bot for the games/second figure (default 200)")
    parser.add_argument("--ruins", type=int, choices=range(4), default=2, metavar="K",
                        help="also test every board without numbers and with up to K ruins, "
                             "0-3 (default 2)")
    parser.add_argument("--hint-games", type=int, default=30, metavar="N",
                        help="best-bot games whose every position is timed as a hint "
                             "(default 30; 0 skips)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed (default 1)")


def sample_boards(games: int, seed: int) -> list[tuple[int, ...]]:
    """Distinct boards seen at turn starts in random-bot games, plus the empty board."""
    boards = {tuple([B.EMPTY] * B.CELL_COUNT)}
    rng = random.Random(seed)
    for n in range(games):
        game = play(list(Difficulty)[n % 3], BOTS["random"], rng.getrandbits(32))
        for k in range(len(game.history) + 1):
            boards.add(_board_after(game, k))
    return sorted(boards)


def _board_after(game: Game, turns: int) -> tuple[int, ...]:
    board = [B.EMPTY] * B.CELL_COUNT
    for turn in game.history[:turns]:
        if turn["ruin"] is not None:
            board[B.index(turn["ruin"]["row"], turn["ruin"]["col"])] = B.RUIN
        dice = turn["powers"][-1]["dice"] if turn["powers"] else turn["roll"]
        for p in turn["placements"]:
            board[B.index(p["row"], p["col"])] = dice[p["index"]]
    return tuple(board)


def time_test(board: tuple[int, ...], dice: tuple[int, ...], required: int,
              repeats: int = REPEATS) -> float:
    """Fastest of `repeats` uncached runs, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        can_place_uncached(board, dice, required)
        best = min(best, time.perf_counter() - start)
    return best


def adversarial_boards(max_ruins: int) -> list[tuple[int, ...]]:
    """Boards without numbers and with up to `max_ruins` ruins: the first die may go anywhere,
    so these are the widest searches (a first-turn MAGDAGDON leaves such a board)."""
    out = []
    for k in range(max_ruins + 1):
        for ruins in itertools.combinations(range(B.CELL_COUNT), k):
            out.append(tuple(B.RUIN if i in ruins else B.EMPTY for i in range(B.CELL_COUNT)))
    return out


HINT_TARGET = 0.1  # seconds: the most a bot move or a hint may take natively
HINT_RECHECK = 10  # slowest hint positions re-timed cold ...
HINT_RECHECK_REPEATS = 5  # ... this often (fastest kept)


def time_hints(games: int, seed: int) -> tuple[list[tuple[float, Game]], float]:
    """Time `hint` at every decision of `games` best-bot games; also the very first hint of
    the run with every cache cold. Returns ([(seconds, position)], first_seconds)."""
    clear_caches()
    first = None
    out = []
    rng = random.Random(seed)
    for n in range(games):
        game = Game(list(Difficulty)[n % 3], seed)
        dice_rng = random.Random(rng.getrandbits(32))
        while not game.is_over:
            if game.dice_to_roll:
                game.apply_roll(roll(dice_rng, game.dice_to_roll))
                continue
            clear_caches(decisions_only=True)
            start = time.perf_counter()
            action = hint(game).action
            seconds = time.perf_counter() - start
            first = seconds if first is None else first
            out.append((seconds, game.copy()))
            game.apply(action)
    return out, first or 0.0


def time_hint_cold(game: Game, repeats: int = HINT_RECHECK_REPEATS) -> float:
    """Fastest of `repeats` hints on `game`, every cache cleared before each."""
    best = float("inf")
    for _ in range(repeats):
        clear_caches()
        start = time.perf_counter()
        hint(game)
        best = min(best, time.perf_counter() - start)
    return best


def slowest_slice(game: Game, repeats: int = HINT_RECHECK_REPEATS) -> tuple[float, int]:
    """(seconds of the slowest slice, slices) of a `HintTask` on `game`, every cache cold; each
    slice timed at its fastest of `repeats` runs (the task slices alike every time), so that a
    pause of a shared machine does not pass for a slow slice."""
    runs = []
    for _ in range(repeats):
        clear_caches()
        task = HintTask(game)
        times = []
        done = False
        while not done:
            start = time.perf_counter()
            done = task.step()
            times.append(time.perf_counter() - start)
        runs.append(times)
    return max(min(run[i] for run in runs) for i in range(len(runs[0]))), len(runs[0])


def report_hints(games: int, seed: int) -> None:
    """Print the hint timing figures."""
    timed, first = time_hints(games, seed)
    times = [t for t, _ in timed]
    timed.sort(key=lambda c: c[0], reverse=True)
    cold = max(((time_hint_cold(g), g) for _, g in timed[:HINT_RECHECK]), key=lambda c: c[0])
    worst = timed[0]
    print(f"best move / hint: {len(times)} positions in {games} games")
    print(f"  slowest {worst[0] * 1e3:.1f} ms  mean {statistics.fmean(times) * 1e3:.1f} ms  "
          f"target <= {HINT_TARGET * 1e3:.0f} ms  "
          f"({'met' if worst[0] <= HINT_TARGET else 'NOT met'})")
    print(f"  slowest position: {worst[1]!r}")
    print(f"  slowest {HINT_RECHECK} re-timed with every cache cold: worst "
          f"{cold[0] * 1e3:.1f} ms (fastest of {HINT_RECHECK_REPEATS}); first hint of the run "
          f"{first * 1e3:.1f} ms")
    sliced = [slowest_slice(g) for _, g in timed[:HINT_RECHECK]]
    print(f"  as a HintTask (slices across frames), those positions: slowest slice "
          f"{max(s for s, _ in sliced) * 1e3:.1f} ms, at most {max(n for _, n in sliced)} "
          f"slices")


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures; exit status 0."""
    boards = sorted(set(sample_boards(args.boards, args.seed))
                    | set(adversarial_boards(args.ruins)))
    cases = []
    for board in boards:
        empty = B.empty_count(board)
        for required in range(1, min(3, empty) + 1):
            for dice in MULTISETS:
                cases.append((time_test(board, dice, required), board, dice, required))
    times = [c[0] for c in cases]
    # A busy machine makes single timings noisy: re-time the slowest cases many times.
    cases.sort(key=lambda c: c[0], reverse=True)
    rechecked = [(time_test(b, d, r, RECHECK_REPEATS), b, d, r)
                 for _, b, d, r in cases[:RECHECK]]
    worst = max(rechecked, key=lambda c: c[0])
    print(f"MAGDAGDON test (uncached): {len(cases)} cases on {len(boards)} boards "
          f"(every dice multiset, required 1-3)")
    print(f"  worst {worst[0] * 1e3:.3f} ms  mean {statistics.fmean(times) * 1e6:.1f} us  "
          f"target <= 1 ms  ({'met' if worst[0] <= 1e-3 else 'NOT met'})")
    print(f"  worst case: board {B.render(worst[1])} dice {list(worst[2])} required {worst[3]}"
          f"  (slowest {RECHECK} cases re-timed, fastest of {RECHECK_REPEATS})")
    for name, bot in BOTS.items():
        start = time.perf_counter()
        for n in range(args.games):
            play(list(Difficulty)[n % 3], bot, args.seed * 100_003 + n)
        seconds = time.perf_counter() - start
        print(f"bot {name}: {args.games} games in {seconds:.2f} s: "
              f"{args.games / seconds:.1f} games/s")
    if args.hint_games > 0:
        report_hints(args.hint_games, args.seed)
    return 0

"""`python -m game.magdagdon.dev.fit`: fit the MAGDAGDON value models by self-play.

The `best` search ranks boards by a `Model` (`game.magdagdon.evaluate`): a weighted sum of board
features. This tool learns the weights so that a board's value is the final score the game then
reaches on average when the search is followed (issue 26):

    python -m game.magdagdon.dev.fit fit --write       # rebuild game/magdagdon/fitted.py
    python -m game.magdagdon.dev.fit bias --games 1000 # the estimate vs the score reached
    python -m game.magdagdon.dev.fit compare --games 1000   # hand-set vs fitted, same dice

`fit`: round 0 plays `--games` games per difficulty with the hand-set heuristic; every position
a turn leaves is a sample (its features, and the final score the game reached plus the penalties
already paid, minus what the board already holds for sure). Least squares (a small ridge term,
pure Python) gives the next model; round 1 plays new games with it, and so on (`--rounds`); each
fit uses the samples of its own round only, so the last model estimates its own play. Rounds
use the dice seeds `--seed + round`, so the same command gives the same models. `--write` also
stores, per difficulty and EMPTY cells left, the 10th and 90th percentile of the final score
reached around the estimate ("most games 300-400", the spread the screens show).

A developer tool: minutes of CPU (about 40 games a second natively); run it with `nice`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.dice import roll
from game.magdagdon import fitted
from game.magdagdon.advice import hint
from game.magdagdon.board import CELL_COUNT, EMPTY
from game.magdagdon.evaluate import (
    FEATURES,
    HAND_SET,
    Model,
    certain,
    features,
    magdagdon_chance,
    model_for,
)
from game.magdagdon.rules import Difficulty
from game.magdagdon.sim import game_seeds
from game.magdagdon.state import Game

RIDGE = 1.0  # added to the normal equations' diagonal: unused features weigh 0
SPREAD = (0.1, 0.9)  # the quantiles of the spread ("most games": 8 in 10)


@dataclass(frozen=True)
class Sample:
    """A position a turn left: its turn (1-based), features, what is certain, the penalties
    paid, EMPTY cells, the value the hint showed at the turn's first decision, the final."""

    turn: int
    x: tuple[float, ...]
    certain: float
    paid: int
    empty: int
    shown: float
    final: int

    @property
    def target(self) -> float:
        """What the features are fitted to: the final score beyond what is certain."""
        return self.final + self.paid - self.certain


def play(difficulty: Difficulty, model: Model, seed: int) -> tuple[Game, list[Sample]]:
    """One game played by the search with `model` (dice from `random.Random(seed)`) and the
    positions its turns left."""
    rng = random.Random(seed)
    game = Game(difficulty, seed)
    rows: list[tuple[int, tuple[int, ...], int, float]] = []
    shown: float | None = None
    while not game.is_over:
        if game.dice_to_roll:
            game.apply_roll(roll(rng, game.dice_to_roll))
            continue
        turn = game.turns
        h = hint(game, model)
        if shown is None:
            shown = h.expected
        game.apply(h.action)
        if game.turns > turn:
            rows.append((game.turns, game.board, game.powers_used, shown))
            shown = None
    final = game.score().total
    samples = []
    for turn, board, used, value in rows:
        if EMPTY not in board:
            continue  # a full board is valued exactly
        left = difficulty.powers - used
        chance = magdagdon_chance(board, difficulty)
        samples.append(Sample(turn, tuple(features(board, left, chance)), certain(board),
                              difficulty.power_penalty(used), board.count(EMPTY), value, final))
    return game, samples


def self_play(difficulty: Difficulty, model: Model, seeds: Sequence[int],
              log: Callable[[str], None] = print) -> tuple[list[Game], list[Sample]]:
    """Games on these seeds and all their samples."""
    games, samples = [], []
    start = time.perf_counter()
    for n, seed in enumerate(seeds, 1):
        game, rows = play(difficulty, model, seed)
        games.append(game)
        samples.extend(rows)
        if n % 500 == 0:
            log(f"  {difficulty.value}: {n} games, {time.perf_counter() - start:.0f} s")
    return games, samples


def solve(samples: Sequence[Sample], ridge: float = RIDGE,
          without: frozenset[int] = frozenset()) -> list[float]:
    """Ridge least squares of the samples' targets on their features (normal equations,
    Gaussian elimination with partial pivoting); the features `without` weigh 0."""
    k = len(FEATURES)
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for s in samples:
        nz = [(i, v) for i, v in enumerate(s.x) if v and i not in without]
        y = s.target
        for i, v in nz:
            b[i] += v * y
            row = a[i]
            for j, u in nz:
                row[j] += v * u
    for i in range(k):
        a[i][i] += ridge
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, k):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, k + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * k
    for r in range(k - 1, -1, -1):
        x[r] = (m[r][k] - sum(m[r][c] * x[c] for c in range(r + 1, k))) / m[r][r]
    return x


def fit(samples: Sequence[Sample], name: str = "fitted") -> Model:
    """The model fitted to `samples`, its deep term kept a cost at every number of EMPTY cells
    (the search prunes on it: `search._deepest`)."""
    deep, slope = FEATURES.index("deep"), FEATURES.index("deep.empty")
    for without in (frozenset(), frozenset({slope}), frozenset({deep, slope})):
        coef = solve(samples, without=without)
        if all(coef[deep] + coef[slope] * e <= 0 for e in range(1, CELL_COUNT)):
            break  # else a fitted MAGDAGDON chance would raise a value: fit it simpler
    return Model({feature: c for feature, c in zip(FEATURES, coef, strict=True) if c},
                 name=name)


def estimates(model: Model, samples: Sequence[Sample]) -> list[float]:
    """The model's estimate of each sample's final score."""
    vector = model.vector()
    return [s.certain - s.paid + sum(c * v for c, v in zip(vector, s.x, strict=True) if v)
            for s in samples]


def spread(model: Model, samples: Sequence[Sample]) -> dict[int, tuple[float, float]]:
    """Per number of EMPTY cells: the `SPREAD` quantiles of (final - estimate)."""
    by_empty: dict[int, list[float]] = {}
    for s, e in zip(samples, estimates(model, samples), strict=True):
        by_empty.setdefault(s.empty, []).append(s.final - e)
    out = {}
    for empty, errors in sorted(by_empty.items()):
        errors.sort()
        out[empty] = tuple(round(errors[min(int(q * len(errors)), len(errors) - 1)], 1)
                           for q in SPREAD)
    return out  # type: ignore[return-value]


def write(found: dict[Difficulty, Fitted], note: str, path: Path | None = None) -> Path:
    """Write `game/magdagdon/fitted.py`."""
    path = Path(fitted.__file__) if path is None else path
    lines = ['"""The fitted MAGDAGDON value models: generated by `python -m game.magdagdon.dev.fit',
             'fit --write` (see `game.magdagdon.evaluate`); do not edit by hand.', '', note, '"""',
             '', 'FEATURES = (']
    lines += [f'    "{name}",' for name in FEATURES]
    lines.append(')')
    for table, doc in (("RANK", "the model the search ranks options by"),
                       ("ESTIMATE", "the model fitted to its play: the values shown")):
        lines += ['', f'# difficulty -> feature -> coefficient: {doc}',
                  f'{table}: dict[str, dict[str, float]] = {{']
        for difficulty, f in found.items():
            model = f.rank if table == "RANK" else f.estimate
            lines.append(f'    "{difficulty.value}": {{')
            lines += [f'        "{name}": {model.coefficients[name]:.6g},' for name in FEATURES
                      if name in model.coefficients]
            lines.append('    },')
        lines.append('}')
    lines += ['', f'# difficulty -> EMPTY cells -> the {SPREAD[0]:.0%} and {SPREAD[1]:.0%} '
              'points of '
              '(final score - estimate)', 'SPREAD: dict[str, dict[int, tuple[float, float]]] = {']
    for difficulty, f in found.items():
        lines.append(f'    "{difficulty.value}": {{')
        lines += [f'        {e}: ({lo:.1f}, {hi:.1f}),' for e, (lo, hi) in f.spread.items()]
        lines.append('    },')
    lines += ['}', '', '# difficulty -> the check games\' mean final score and its '
              f'{SPREAD[0]:.0%} and {SPREAD[1]:.0%} points',
              'START: dict[str, tuple[float, float, float]] = {']
    for difficulty, f in found.items():
        finals = sorted(f.finals)
        lo, hi = (finals[min(int(q * len(finals)), len(finals) - 1)] for q in SPREAD)
        lines.append(f'    "{difficulty.value}": ({statistics.fmean(finals):.1f}, {lo:.1f}, '
                     f'{hi:.1f}),')
    lines.append('}')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def bias_table(games: Sequence[Game], samples: Sequence[Sample]) -> list[str]:
    """Per turn: games, mean value shown at the turn's first decision, mean final reached."""
    finals = [g.score().total for g in games]
    rows = [f"  all games: {len(games)}, mean final {statistics.fmean(finals):.1f}"]
    by_turn: dict[int, list[Sample]] = {}
    for s in samples:
        by_turn.setdefault(s.turn, []).append(s)
    for turn, group in sorted(by_turn.items()):
        shown = statistics.fmean(s.shown for s in group)
        reached = statistics.fmean(s.final for s in group)
        sd = statistics.pstdev([s.final for s in group]) / len(group) ** 0.5
        rel = f"{100 * (shown - reached) / abs(reached):+6.1f} %" if reached else "     -"
        rows.append(f"  turn {turn:2d}: {len(group):5d} games, shown {shown:7.1f}, reached "
                    f"{reached:7.1f} (+-{1.96 * sd:4.1f}), bias {shown - reached:+6.1f} = {rel}")
    return rows


@dataclass
class Fitted:
    """What `fit_difficulty` found: the ranking model, its estimate, their checks."""

    rank: Model
    estimate: Model
    spread: dict[int, tuple[float, float]]
    finals: list[int]  # the final scores of the check games
    bias: list[str]


def fit_difficulty(difficulty: Difficulty, games: int, rounds: int, seed: int,
                   log: Callable[[str], None] = print) -> Fitted:
    """Rounds of self-play and fit on one seed set (the same dice for every round: the means
    compare the models on equal games). Round 0 plays the hand-set heuristic; each later model
    is fitted to the samples of every round before it (data from one policy alone leaves the
    positions it avoids unfitted, and the next model then seeks them). The model with the best
    mean ranks the options; the estimate is fitted to its own play; both are then checked on
    other games (seeds `seed + 1`): the bias table and the spread come from those."""
    seeds = game_seeds(seed, games)
    model, data = HAND_SET[difficulty], []
    tried: list[tuple[float, Model, list[Sample]]] = []
    for r in range(rounds + 1):
        played, samples = self_play(difficulty, model, seeds, log)
        mean = statistics.fmean(g.score().total for g in played)
        log(f"{difficulty.value} round {r} ({model.name}): mean final {mean:.1f}, "
            f"{len(samples)} samples")
        tried.append((mean, model, samples))
        data.extend(samples)
        if r < rounds:
            model = fit(data, f"round {r + 1}")
    mean, rank, own = max(tried, key=lambda t: t[0])
    log(f"{difficulty.value}: ranking by {rank.name} ({mean:.1f}); the estimate is fitted to "
        f"its {len(own)} samples")
    rank = Model(rank.coefficients, rank.reserve, rank.name, reported=fit(own, "estimate"))
    played, check = self_play(difficulty, rank, game_seeds(seed + 1, games), log)
    return Fitted(rank, rank.estimate, spread(rank.estimate, check),
                  [g.score().total for g in played], bias_table(played, check))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.magdagdon.dev.fit", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("fit", "bias", "compare"))
    parser.add_argument("--games", type=int, default=2000, help="games per difficulty and round")
    parser.add_argument("--rounds", type=int, default=3, help="fit: rounds of play and fit")
    parser.add_argument("--seed", type=int, default=1000,
                        help="dice seeds (fit: --seed, then --seed + 1 for the check; bias "
                             "and compare: sim's seeds, default 1 there)")
    parser.add_argument("--difficulty", choices=[d.value for d in Difficulty], action="append",
                        help="only this difficulty (repeatable; default all)")
    parser.add_argument("--write", action="store_true", help="fit: rewrite fitted.py")
    args = parser.parse_args(argv)
    difficulties = [Difficulty(d) for d in args.difficulty] if args.difficulty else list(Difficulty)
    if args.command == "fit":
        found = {}
        for difficulty in difficulties:
            found[difficulty] = f = fit_difficulty(difficulty, args.games, args.rounds, args.seed)
            print(f"{difficulty.value}: the check games (seed {args.seed + 1})")
            print("\n".join(f.bias), flush=True)
            for name, c in zip(FEATURES, f.rank.vector(), strict=True):
                print(f"    {name:22s} rank {c:+9.3f}  estimate "
                      f"{f.estimate.coefficients.get(name, 0.0):+9.3f}")
        if args.write:
            note = f"Made with: --games {args.games} --rounds {args.rounds} --seed {args.seed}."
            print(f"wrote {write(found, note)}")
        return 0
    seed = 1 if args.seed == parser.get_default("seed") else args.seed
    every = list(Difficulty)
    for difficulty in difficulties:
        # The games `python -m game sim magdagdon --difficulty all --games 3N` plays there.
        seeds = game_seeds(seed, len(every) * args.games)[every.index(difficulty)::len(every)]
        if args.command == "bias":
            games, samples = self_play(difficulty, model_for(difficulty), seeds)
            print(f"{difficulty.value}:")
            print("\n".join(bias_table(games, samples)), flush=True)
        else:  # compare: the same dice, the hand-set ranking then the fitted one
            for model in (HAND_SET[difficulty], model_for(difficulty)):
                games, samples = self_play(difficulty, model, seeds)
                print(f"{difficulty.value} {model.name}: mean final "
                      f"{statistics.fmean(g.score().total for g in games):.1f}, "
                      f"MAGDAGDON turns {statistics.fmean(g.magdagdon_turns for g in games):.2f}"
                      f", powers {statistics.fmean(g.powers_used for g in games):.2f}")
                print("\n".join(bias_table(games, samples)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

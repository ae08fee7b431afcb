"""`python -m game.magdagdon.dev.tune`: fit the `best` bot's evaluation weights by self-play.

Coordinate search on common random numbers: every trial plays the same dice seeds, so two
weight sets are compared on identical games. Each weight in turn is scaled up and down by
`--step`; a change is kept when the mean final score rises by more than `--min-gain`. Prints
every kept change and the final weights (to copy into `evaluate.TUNED`). A developer tool: it
takes minutes, and nothing imports it.
"""

from __future__ import annotations

import argparse
import random
import statistics
from dataclasses import fields, replace
from typing import Any

from game.magdagdon import Action, Game
from game.magdagdon.advice import hint
from game.magdagdon.bots import play
from game.magdagdon.evaluate import Weights, weights_for
from game.magdagdon.rules import Difficulty
from game.magdagdon.sim import game_seeds

# (field, index in a tuple field or None): the weights the search moves.
PARAMS: list[tuple[str, int | None]] = [
    ("open_risk", 1), ("open_risk", 2), ("open_risk", 3),
    ("closed_risk", 1), ("closed_risk", 2),
    ("unconnected_risk", None),
    ("line_share", 1), ("line_share", 2), ("line_share", 3),
    ("magdagdon_cost", None), ("reserve", None),
]


def get(w: Weights, name: str, index: int | None) -> float:
    """One weight."""
    value = getattr(w, name)
    return float(value if index is None else value[index])


def put(w: Weights, name: str, index: int | None, value: float) -> Weights:
    """A copy of `w` with one weight changed."""
    changes: dict[str, Any] = {name: value}
    if index is not None:
        old = list(getattr(w, name))
        old[index] = value
        changes[name] = tuple(old)
    return replace(w, **changes)


def mean_score(w: Weights, difficulty: Difficulty, seeds: list[int]) -> float:
    """Mean final score of the best bot with weights `w` on these dice seeds."""
    def bot(game: Game, rng: random.Random) -> Action:
        return hint(game, w).action
    return statistics.fmean(play(difficulty, bot, s).score().total for s in seeds)


def tune(w: Weights, difficulty: Difficulty, seeds: list[int], rounds: int, step: float,
         min_gain: float) -> Weights:
    """Coordinate search from `w`; returns the best weights found."""
    best = mean_score(w, difficulty, seeds)
    print(f"start {best:.2f}", flush=True)
    for r in range(rounds):
        moved = False
        for name, index in PARAMS:
            if name == "reserve" and difficulty.powers == 0:
                continue
            value = get(w, name, index)
            for trial in (value * (1 + step), value / (1 + step)):
                if "risk" in name:
                    trial = min(trial, 1.0)
                candidate = put(w, name, index, round(trial, 4))
                score = mean_score(candidate, difficulty, seeds)
                if score > best + min_gain:
                    print(f"round {r}: {name}[{index}] {value:g} -> {trial:.4g}: "
                          f"{best:.2f} -> {score:.2f}", flush=True)
                    best, w, moved = score, candidate, True
                    break
        if not moved:
            break
    return w


def main() -> None:
    """Parse the options, tune, print the result."""
    parser = argparse.ArgumentParser(prog="python -m game.magdagdon.dev.tune")
    parser.add_argument("--difficulty", choices=[d.value for d in Difficulty], required=True)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1000, help="tuning seeds (not sim's 1)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--step", type=float, default=0.5)
    parser.add_argument("--min-gain", type=float, default=1.0)
    args = parser.parse_args()
    difficulty = Difficulty(args.difficulty)
    w = tune(weights_for(difficulty), difficulty, game_seeds(args.seed, args.games),
             args.rounds, args.step, args.min_gain)
    print({f.name: getattr(w, f.name) for f in fields(w)})


if __name__ == "__main__":
    main()

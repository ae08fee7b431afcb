"""MAGDAGDON computer players. They act only through `Game.legal_actions()`/`apply`, like a player.

A bot is a function `(game, rng) -> Action` called when the game is not awaiting a roll and not
over; `BOTS` maps names to bots, and `play` runs a whole game with explicit dice from a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.dice import roll
from game.magdagdon import board as B
from game.magdagdon.actions import (
    POWERS,
    Accept,
    Action,
    Confirm,
    Minus,
    Plus,
    Reroll,
    Stage,
    TakeBack,
)
from game.magdagdon.advice import hint
from game.magdagdon.feasibility import BIT, initial_masks
from game.magdagdon.rules import RUIN_PENALTY, Difficulty
from game.magdagdon.scoring import combo_of
from game.magdagdon.state import Game

Bot = Callable[[Game, random.Random], Action]

RANDOM_POWER_CHANCE = 0.05  # random bot: how often it spends a power while placing
RANDOM_RESCUE_CHANCE = 0.5  # random bot: how often it tries a power in MAGDAGDON
# greedy: a ±1 rescue costing more is not worth it. (Measured: rescuing with SURVIVAL's single
# 70-point power lowered the greedy bot's mean score by about 15 over 150 games.)
GREEDY_RESCUE_MAX_PENALTY = 2 * RUIN_PENALTY
GREEDY_REROLL_MAX_PENALTY = RUIN_PENALTY  # greedy: a blind reroll only when it is cheap
GREEDY_PLACING_MAX_PENALTY = 20  # greedy: consider a ±1 for more points only up to this cost


def random_bot(game: Game, rng: random.Random) -> Action:
    """Uniformly random among legal actions of a kind; powers now and then."""
    acts = game.legal_actions()
    powers = [a for a in acts if isinstance(a, POWERS)]
    chance = RANDOM_RESCUE_CHANCE if game.in_magdagdon else RANDOM_POWER_CHANCE
    if powers and rng.random() < chance:
        return rng.choice(powers)
    accepts = [a for a in acts if isinstance(a, Accept)]
    if accepts:
        return rng.choice(accepts)
    if game.can_confirm and rng.random() < 0.5:
        return Confirm()
    stages = [a for a in acts if isinstance(a, Stage)]
    backs = [a for a in acts if isinstance(a, TakeBack)]
    if stages and (not backs or rng.random() < 0.85):
        return rng.choice(stages)
    if backs:
        return rng.choice(backs)
    return rng.choice(acts)


def _line_bonus(board: tuple[int, ...], line: tuple[int, ...]) -> int:
    values = [board[i] for i in line]
    combo = combo_of(values)
    return combo.bonus if combo is not None else 0


def _gain(board: tuple[int, ...], i: int, value: int) -> int:
    # What placing `value` on EMPTY cell i adds (rules §1.7): its value in its row and its column,
    # plus the bonus of a line it completes (a line with an empty cell had no bonus before).
    r, c = B.cell_of(i)
    gain = 2 * value
    for line in (B.ROWS[r], B.COLS[c]):
        if all(board[j] > 0 for j in line):
            gain += _line_bonus(board, line)
    return gain


def best_plan(game: Game) -> tuple[int, list[Stage]]:
    """The staging (continuing the current one) with the best score gain, and that gain.

    Exhaustive over stagings of at least `required` dice; states reached by two orders are
    explored once. Returns (-1, []) when no staging can reach `required` dice.
    """
    start = game.preview_board
    need = game.required - len(game.staged)
    room = game.max_staged - len(game.staged)
    avail = tuple((d, v) for d in game.available if (v := game.dice[d]) is not None)
    best: list[Any] = [-1, []]  # [gain, path]
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()

    def visit(board: tuple[int, ...], left: tuple[tuple[int, int], ...],
              path: list[tuple[int, int]], gained: int) -> None:
        if len(path) >= need and gained > best[0]:
            best[0], best[1] = gained, list(path)
        if len(path) >= room:
            return
        masks = initial_masks(board)  # values each cell accepts now (rules §1.4)
        tried: set[int] = set()
        for k, (die, value) in enumerate(left):
            if value in tried:
                continue
            tried.add(value)
            rest = left[:k] + left[k + 1:]
            rest_values = tuple(sorted(v for _, v in rest))
            bit = BIT[value]
            for i in range(B.CELL_COUNT):
                if not masks[i] & bit:
                    continue
                nb = board[:i] + (value,) + board[i + 1:]
                key = (nb, rest_values)
                if key in seen:
                    continue
                seen.add(key)
                path.append((die, i))
                visit(nb, rest, path, gained + _gain(nb, i, value))
                path.pop()

    visit(start, avail, [], 0)
    return best[0], [Stage(die, *B.cell_of(i)) for die, i in best[1]]


def _ruin_cell(game: Game) -> Accept:
    # Where a ruin hurts least: lines already ruined lose no bonus; unreachable cells first.
    board = game.board
    best = None
    for i, v in enumerate(board):
        if v != B.EMPTY:
            continue
        r, c = B.cell_of(i)
        ruined = sum(B.RUIN in (board[j] for j in line) for line in (B.ROWS[r], B.COLS[c]))
        lonely = not any(board[n] > 0 for n in B.NEIGHBOURS[i])
        key = (ruined, lonely)
        if best is None or key > best[0]:
            best = (key, Accept(r, c))
    assert best is not None
    return best[1]


def greedy_bot(game: Game, rng: random.Random) -> Action:
    """The staging with the best immediate score gain; powers when they clearly pay.

    In MAGDAGDON: a MINUS/PLUS that rescues the roll if its penalty is at most twice a ruin,
    else a reroll of all dice if it is cheap, else ACCEPT on the least harmful cell.
    While placing, at the start of a turn: a MINUS/PLUS whose extra gain beats its penalty.
    """
    penalty = game.next_penalty
    if game.in_magdagdon:
        if penalty is not None and penalty <= GREEDY_RESCUE_MAX_PENALTY:
            rescue = _best_power(game)
            if rescue is not None:
                return rescue[1]
            if penalty <= GREEDY_REROLL_MAX_PENALTY:
                return Reroll(game.available)
        return _ruin_cell(game)
    value, plan = best_plan(game)
    if (penalty is not None and penalty <= GREEDY_PLACING_MAX_PENALTY and not game.staged
            and _bonus_in_reach(game.board)):
        option = _best_power(game)
        if option is not None and option[0] - penalty > value:
            return option[1]
    if plan:
        return plan[0]
    if game.can_confirm:
        return Confirm()
    # Unreachable while placing (the engine's test guarantees a plan), but stay legal.
    return rng.choice(game.legal_actions())


def _bonus_in_reach(board: tuple[int, ...]) -> bool:
    # A ±1 pays for its penalty mostly by completing a bonus line: only look when some line
    # without a ruin lacks at most two numbers (keeps the bot fast; a heuristic, not a rule).
    return any(B.RUIN not in values and 1 <= values.count(B.EMPTY) <= 2
               for values in ([board[i] for i in line] for line in B.LINES))


def _best_power(game: Game) -> tuple[int, Action] | None:
    """The MINUS/PLUS leaving the best plan (value, action), or None if none can place."""
    best = None
    tried = set()
    for action in game.legal_actions():
        if not isinstance(action, (Minus, Plus)):
            continue
        kind = (type(action), game.dice[action.die])  # equal dice give equal outcomes
        if kind in tried:
            continue
        tried.add(kind)
        trial = game.copy()
        trial.apply(action)
        if trial.in_magdagdon:
            continue
        value, _ = best_plan(trial)
        if best is None or value > best[0]:
            best = (value, action)
    return best


def best_bot(game: Game, rng: random.Random) -> Action:
    """The search player: the first step of `game.magdagdon.advice.hint` (see its module and
    `game.magdagdon.search`). Deterministic; `rng` is unused."""
    return hint(game).action


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot, "best": best_bot}


def play(difficulty: Difficulty, bot: Bot, seed: int, max_actions: int = 10_000) -> Game:
    """Play one whole game: dice from `random.Random(seed)`, the bot's own RNG from the seed."""
    dice_rng = random.Random(seed)
    bot_rng = random.Random(f"bot:{seed}")
    game = Game(difficulty, seed)
    for _ in range(max_actions):
        if game.is_over:
            return game
        if game.dice_to_roll:
            game.apply_roll(roll(dice_rng, game.dice_to_roll))
        else:
            game.apply(bot(game, bot_rng))
    raise RuntimeError(f"game did not end within {max_actions} actions: {game!r}")

"""Bots play a day's challenge with the day's dice (the headless `python -m game daily`).

`best` is each game's strongest bot: MAGDAGDON's search player (`game.magdagdon.bots.best_bot`);
for MISHIMASH the `strong` bot, which in a solo race plays for the most points per turn and saves
as soon as the save reaches the target. That is not a proof of the fewest turns: no bot here
minimises the expected number of turns to 250 exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.daily.challenge import Challenge, State
from game.magdagdon import bots as magdagdon_bots
from game.magdagdon.state import Game
from game.mishimash import bots as mishimash_bots
from game.mishimash.match import Match

MAX_ACTIONS = 100_000
BEST = {"magdagdon": "best", "mishimash": "strong"}


def bot_names(game: str) -> list[str]:
    """The bots that can play `game`'s challenge (`best` first)."""
    names = magdagdon_bots.BOTS if game == "magdagdon" else mishimash_bots.BOTS
    return ["best", *sorted(n for n in names if n != "best")]


def _bot(game: str, name: str) -> Callable[[State, random.Random], object]:
    name = BEST[game] if name == "best" else name
    table = magdagdon_bots.BOTS if game == "magdagdon" else mishimash_bots.BOTS
    if name not in table:
        raise ValueError(f"no {game} bot {name!r} (choose from {', '.join(bot_names(game))})")
    return table[name]  # type: ignore[return-value]


def play(challenge: Challenge, bot: str, player: str = "Bot", seed: int = 1) -> State:
    """Play `challenge` to its end with `bot`; `seed` only feeds the bot's own choices (the
    dice are the day's)."""
    choose = _bot(challenge.game, bot)
    rng = random.Random(f"daily bot {seed}")
    state = challenge.new_state(player)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        if state.awaiting_roll:
            state.apply_roll(challenge.roll(state))
        elif isinstance(state, Game):
            state.apply(choose(state, rng))  # type: ignore[arg-type]
        else:
            assert isinstance(state, Match)
            state.apply(choose(state, rng))  # type: ignore[arg-type]
    raise RuntimeError(f"the daily game did not end within {MAX_ACTIONS} actions")

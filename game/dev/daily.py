"""`python -m game daily`: a bot plays a day's challenge and prints the result and its card.

    python -m game daily --date 2026-05-17 --game magdagdon --bot best
    python -m game daily --game mishimash --out today.json    # today (UTC); check it later with
    python -m game check today.json                            # (the dice are the day's)

Every player gets the same dice on a date, so anyone can compare their result with the bot's.

`best` is each game's strongest bot: MAGDAGDON's search player (`game.magdagdon.bots.best_bot`);
for MISHIMASH the `strong` bot, which in a solo race plays for the most points per turn and saves
as soon as the save reaches the target. That is not a proof of the fewest turns: no bot here
minimises the expected number of turns to 250 exactly.

A developer's and a curious player's tool: the game never imports it, so it stays out of the web
bundle (`game/dev`).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from game import i18n, registry
from game.daily import card
from game.daily import record as daily_record
from game.daily.challenge import Challenge, daily_games, part
from game.daily.part import State
from game.daily.result import result_of

MAX_ACTIONS = 100_000


def _bots(game: str) -> dict[str, Callable[[Any, random.Random], object]]:
    table: dict[str, Callable[[Any, random.Random], object]] = registry.load(part(game).bots).BOTS
    return table


def bot_names(game: str) -> list[str]:
    """The bots that can play `game`'s challenge (`best` first)."""
    return ["best", *sorted(n for n in _bots(game) if n != "best")]


def _bot(game: str, name: str) -> Callable[[Any, random.Random], object]:
    name = part(game).best if name == "best" else name
    table = _bots(game)
    if name not in table:
        raise ValueError(f"no {game} bot {name!r} (choose from {', '.join(bot_names(game))})")
    return table[name]


def play(challenge: Challenge, bot: str, player: str = "Bot", seed: int = 1) -> State:
    """Play `challenge` to its end with `bot`; `seed` only feeds the bot's own choices (the
    dice are the day's)."""
    choose = _bot(challenge.game, bot)
    rng = random.Random(f"daily bot {seed}")
    state = challenge.new_state(player)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        step(challenge, state, choose, rng)
    raise RuntimeError(f"the daily game did not end within {MAX_ACTIONS} actions")


def step(challenge: Challenge, state: State, choose: Callable[[Any, random.Random], object],
         rng: random.Random) -> None:
    """One step of a daily game: the day's dice when it awaits a roll, else `choose`'s action."""
    if state.dice_to_roll:
        state.apply_roll(challenge.roll(state))
    else:
        state.apply(choose(state, rng))


# ------------------------------------------------------------------------------ the command

def utc_today() -> date:
    """Today's UTC date (the CLI is a front end: it may read the clock)."""
    return datetime.now(UTC).date()


def _day(text: str) -> date:
    try:
        return daily_record.parse_day(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--date", type=_day, metavar="YYYY-MM-DD",
                        help="the challenge's UTC date (default: today in UTC)")
    parser.add_argument("--game", choices=daily_games(), required=True)
    parser.add_argument("--bot", default="best",
                        help="the bot that plays (default best: MAGDAGDON's search player, "
                             "MISHIMASH's strong bot); MAGDAGDON also random, greedy; "
                             "MISHIMASH also random, cautious, medium, strong")
    parser.add_argument("--lang", choices=sorted(i18n.LANGUAGES), default="en",
                        help="language of the result card (default en)")
    parser.add_argument("--emoji", action="store_true",
                        help="draw the card's picture with emoji squares (default: ASCII)")
    parser.add_argument("--dice", action="store_true",
                        help="also print the day's first dice (turns 1-3, no reroll)")
    parser.add_argument("--out", type=Path, metavar="FILE.json",
                        help="write the game's record (python -m game check replays it)")


def run(args: argparse.Namespace) -> int:
    if args.bot not in bot_names(args.game):
        print(f"python -m game daily: error: no {args.game} bot {args.bot!r} "
              f"(choose from {', '.join(bot_names(args.game))})")
        return 2
    day = args.date or utc_today()
    challenge = Challenge(args.game, day)
    daily_part = challenge.part
    bot = daily_part.best if args.bot == "best" else args.bot
    built = time.perf_counter()
    if daily_part.prepare(bot):  # e.g. MISHIMASH's strategy tables, outside the game's timing
        print(f"strategy tables built in {time.perf_counter() - built:.1f} s")
    start = time.perf_counter()
    state = play(challenge, args.bot)
    seconds = time.perf_counter() - start
    record = daily_record.export(daily_record.Daily(challenge), state)
    result = result_of(challenge, state)
    setting, outcome = daily_part.describe(day, state)
    print(f"{args.game.upper()} daily {day.isoformat()} ({setting}), bot {args.bot}")
    print(f"{outcome}; played in {seconds:.2f} s")
    if args.dice:
        for turn in (1, 2, 3):
            print(f"turn {turn} roll: {list(daily_part.first_roll(day, turn))}")
    i18n.activate(args.lang)
    print()
    print(card.text(result, emoji=args.emoji))
    if args.out is not None:
        args.out.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"\nrecord: {args.out}")
    return 0

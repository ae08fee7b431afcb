"""`python -m game daily`: a bot plays a day's challenge and prints the result and its card.

    python -m game daily --date 2026-05-17 --game magdagdon --bot best
    python -m game daily --game mishimash --out today.json    # today (UTC); check it later with
    python -m game check today.json                            # (the dice are the day's)

Every player gets the same dice on a date, so anyone can compare their result with the bot's.
"""

from __future__ import annotations

import argparse
import json
import time
from datetime import UTC, date, datetime
from pathlib import Path

from game import i18n
from game.daily import card
from game.daily import record as daily_record
from game.daily.challenge import GAMES, Challenge
from game.daily.play import BEST, bot_names, play
from game.daily.result import result_of
from game.daily.streams import magdagdon_dice, mishimash_dice
from game.magdagdon.state import Game
from game.mishimash import strategy
from game.mishimash.bots import TABLE_BOTS

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


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
    parser.add_argument("--game", choices=GAMES, required=True)
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
    bot = BEST[args.game] if args.bot == "best" else args.bot
    if args.game == "mishimash" and bot in TABLE_BOTS:
        built = time.perf_counter()
        strategy.tables()  # built once, outside the game's timing
        print(f"strategy tables built in {time.perf_counter() - built:.1f} s")
    start = time.perf_counter()
    state = play(challenge, args.bot)
    seconds = time.perf_counter() - start
    record = daily_record.export(daily_record.Daily(challenge), state)
    result = result_of(challenge, state)
    if isinstance(state, Game):
        setting = f"{WEEKDAYS[day.weekday()]}: {challenge.difficulty.value}"
        r = state.result() or {}
        cost = f" for -{r['power_penalty']}" if r["power_penalty"] else ""
        outcome = (f"score {r['score']} (base {r['base']}, bonus {r['bonus']}, ruins "
                   f"{r['ruins']}, powers {r['powers_used']}{cost}), {r['turns']} turns")
    else:
        setting = f"solo race to {challenge.target}"
        busts = sum(1 for t in state.turns if t.end.value == "bust")
        outcome = f"{state.turn_count} turns ({busts} busts)"
    print(f"{args.game.upper()} daily {day.isoformat()} ({setting}), bot {args.bot}")
    print(f"{outcome}; played in {seconds:.2f} s")
    if args.dice:
        for turn in (1, 2, 3):
            values = (magdagdon_dice(day, turn, 0) if args.game == "magdagdon"
                      else mishimash_dice(day, turn, 1))
            print(f"turn {turn} roll: {list(values)}")
    i18n.activate(args.lang)
    print()
    print(card.text(result, emoji=args.emoji))
    if args.out is not None:
        args.out.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"\nrecord: {args.out}")
    return 0

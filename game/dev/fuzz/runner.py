"""`python -m game fuzz`: damaged records and stored values against every way in (none crashes).

    python -m game fuzz --inputs 200000 --seed 1

Input `i` of a run is damaged with `random.Random(seed * 10**9 + i)`, so `--first I --inputs 1`
reproduces it alone. Four inputs in five are records (both games alike), the fifth a stored
value (settings, a high-score table, the history, a saved game, a daily history or daily game;
now and then with foreign or absurd keys beside it) read through a `Storage` and the daily book,
and every tenth of those (`--app`) also starts the real app headless over that store and opens
its screens.
Prints what was accepted, what was rejected (a `RecordError`, or a notice for the player) and
every failure: a crash, a record accepted against the rules, or a stored value changed without
a notice, a foreign key touched, the app failing to start. Exit status 1 when anything
failed. Imports pygame only to start the app.

`python -m game fuzz --limits` times the worst records the limits allow instead.
"""

from __future__ import annotations

import argparse
import functools
import json
import logging
import os
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.dev.fuzz import corpus, limits, targets
from game.dev.fuzz.mutate import Mutator

STORED_EVERY = 5  # input i is a stored value when i % STORED_EVERY == STORED_EVERY - 1
SEED_STRIDE = 10**9
FOREIGN_SHARE = 0.25  # stored inputs that also get foreign or absurd keys beside them
APP_EVERY = 10  # by default, every 10th stored input also starts the real app


@dataclass
class Tally:
    """Counts of one kind of input, and its failures as (input index, message, text)."""

    inputs: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    by_game: Counter[str] = field(default_factory=Counter)
    failures: list[tuple[int, str, str]] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)  # rejection messages, in input order
    foreign: int = 0  # stored inputs with foreign keys beside them
    started: int = 0  # stored inputs the real app started over


@functools.cache
def _records(seed: int) -> tuple[tuple[dict[str, Any], ...], dict[str, list[dict[str, Any]]]]:
    found = corpus.records(seed)
    by_game: dict[str, list[dict[str, Any]]] = {}
    for rec in found:
        by_game.setdefault(rec["game"], []).append(rec)
    return tuple(found), by_game


@functools.cache
def _profile(seed: int) -> tuple[dict[str, str], dict[str, list[Any]]]:
    profile = corpus.profile(seed)
    found, by_game = _records(seed)
    donors: dict[str, list[Any]] = {}
    for key, text in profile.items():
        name = key.removeprefix("cubiri.")
        doc = json.loads(text)
        donors[name] = [doc]
        if name.startswith("game."):  # other records of that game, at the same places
            game = name.removeprefix("game.")
            donors[name] += [{"version": doc["version"], "data": {**doc["data"], "record": r}}
                             for r in by_game[game]]
    return profile, donors


def one_record(seed: int, i: int, tally: Tally) -> None:
    """Damage and check input `i` (a record)."""
    rng = random.Random(seed * SEED_STRIDE + i)
    _, by_game = _records(seed)
    original = rng.choice(by_game[rng.choice(sorted(by_game))])  # both games alike
    text = Mutator(rng, by_game[original["game"]]).mutate(original)
    tally.inputs += 1
    tally.by_game[original["game"]] += 1
    try:
        outcome = targets.record(text)
    except targets.Failure as exc:
        tally.failures.append((i, str(exc), text))
        return
    tally.verdicts[outcome.verdict] += 1
    if outcome.verdict == "rejected":
        tally.examples.append(outcome.reason)


def one_stored(seed: int, i: int, tally: Tally, app_every: int = 0) -> None:
    """Damage and check input `i` (a stored value); with `app_every`, every such stored input
    also starts the real app over the damaged store."""
    rng = random.Random(seed * SEED_STRIDE + i)
    profile, donors = _profile(seed)
    name = rng.choice(sorted(donors))
    text = Mutator(rng, donors[name]).mutate(donors[name][0])
    foreign = foreign_keys(rng, name) if rng.random() < FOREIGN_SHARE else {}
    tally.inputs += 1
    tally.by_game[name] += 1
    tally.foreign += bool(foreign)
    try:
        outcome = targets.stored(profile, name, text, foreign)
        if app_every and (i // STORED_EVERY) % app_every == 0:
            from game.dev.fuzz import app  # pygame: only when asked for

            app.start({**profile, "cubiri." + name: text, **foreign})
            tally.started += 1
    except targets.Failure as exc:
        tally.failures.append((i, f"{name}: {exc}", text))
        return
    tally.verdicts[outcome.verdict] += 1
    if outcome.verdict == "rejected":
        tally.examples.append(f"{name}: {outcome.reason}")


def foreign_keys(rng: random.Random, name: str) -> dict[str, str]:
    """1 to 3 keys beside the value `name` that no CUBIRI writes (another page on the shared
    itch.io origin, a hand in the data folder): absurd backup numbers, names the store's rules
    refuse, names of no value. Reading must leave them alone."""
    keys = {}
    for _ in range(rng.randint(1, 3)):
        key = rng.choice((
            f"{name}.damaged-{rng.choice(('0', '007', '9' * 10, '9' * 47, '9' * 50, '-1', ''))}",
            name.upper(), f"{name} ", f"{name}\x00", f"{name}.\u00e9", f".{name}",
            f"{name}..damaged-1", "x" * 70 + name, f"{name}2", f"zz.{name}", "",
            f"{name}.damaged-1.damaged-" + "9" * 40))
        keys["cubiri." + key] = rng.choice(("{}", "x", '{"version": 1, "data": null}',
                                            "\ud800", "ల" * 100))
    return keys


def fuzz(inputs: int, seed: int = 1, first: int = 0, only: str | None = None,
         app_every: int = 0) -> tuple[Tally, Tally]:
    """Run inputs `first` to `first + inputs - 1`; return the (records, stored values) tallies.
    With `app_every` K, every K-th stored value also starts the real app (`game.dev.fuzz.app`)."""
    recs, stored = Tally(), Tally()
    for i in range(first, first + inputs):
        if i % STORED_EVERY == STORED_EVERY - 1:
            if only != "records":
                one_stored(seed, i, stored, app_every)
        elif only != "stored":
            one_record(seed, i, recs)
    return recs, stored


def _short(text: str, limit: int = 300) -> str:
    shown = ascii(text)
    return shown if len(shown) <= limit else f"{shown[:limit]}… ({len(text)} characters)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--inputs", type=int, default=20_000, metavar="N",
                        help="damaged inputs to try (default 20000; 4 in 5 are records)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    parser.add_argument("--first", type=int, default=0, metavar="I",
                        help="index of the first input (reproduce input I with --inputs 1)")
    parser.add_argument("--only", choices=("records", "stored"),
                        help="try only records or only stored values")
    parser.add_argument("--examples", type=int, default=0, metavar="K",
                        help="print K rejection messages, spread over the run")
    parser.add_argument("--save-failures", type=Path, metavar="DIR",
                        help="write each failing input to DIR/input-<i>.json")
    parser.add_argument("--limits", action="store_true",
                        help="instead, time the worst records the limits allow (figures)")
    parser.add_argument("--app", type=int, default=APP_EVERY, metavar="K",
                        help="start the real app (headless) over every K-th damaged store "
                             f"and open its screens (default {APP_EVERY}; 0: never)")


def run(args: argparse.Namespace) -> int:
    if args.limits:
        print("\n".join(limits.report()))
        return 0
    if args.inputs < 0 or args.first < 0:
        print("python -m game fuzz: error: --inputs and --first must be >= 0")
        return 2
    start = time.perf_counter()
    _records(args.seed), _profile(args.seed)
    built = time.perf_counter() - start
    logging.disable(logging.CRITICAL)  # damage is the point here: the summary tells of it
    try:
        if args.app:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
            os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        recs, stored = fuzz(args.inputs, args.seed, args.first, args.only, max(0, args.app))
    finally:
        logging.disable(logging.NOTSET)
    seconds = time.perf_counter() - start - built
    games = ", ".join(f"{g.upper()} {n}" for g, n in sorted(recs.by_game.items()))
    print(f"records: {recs.inputs} inputs ({games}): {recs.verdicts['accepted']} accepted, "
          f"{recs.verdicts['rejected']} rejected, {len(recs.failures)} failures")
    names = ", ".join(f"{k} {n}" for k, n in sorted(stored.by_game.items()))
    print(f"stored values: {stored.inputs} inputs ({names}): {stored.verdicts['accepted']} "
          f"read as stored, {stored.verdicts['rejected']} set aside or repaired with a notice, "
          f"{stored.foreign} with foreign keys beside them, the app started over "
          f"{stored.started}, {len(stored.failures)} failures")
    failures = sorted(recs.failures + stored.failures)
    print(f"{recs.inputs + stored.inputs} inputs in {seconds:.1f} s (corpus built in "
          f"{built:.1f} s), seed {args.seed}: {len(failures)} failures")
    for tally in (recs, stored):
        if args.examples and tally.examples:
            step = max(1, len(tally.examples) // args.examples)
            for message in tally.examples[::step][:args.examples]:
                print(f"  rejected: {_short(message, 200)}")
    kinds: dict[str, list[tuple[int, str, str]]] = {}  # each kind of failure once, counted
    for i, message, text in failures:
        kinds.setdefault(message.split("(")[0], []).append((i, message, text))
    for found in kinds.values():
        i, message, text = found[0]
        print(f"FAIL ({len(found)}x, first input {i}): {_short(message, 200)}\n"
              f"  {_short(text)}")
    if args.save_failures is not None and failures:
        args.save_failures.mkdir(parents=True, exist_ok=True)
        for i, _, text in failures:
            (args.save_failures / f"input-{i}.json").write_text(
                text, encoding="utf-8", errors="surrogatepass")
    return 1 if failures else 0

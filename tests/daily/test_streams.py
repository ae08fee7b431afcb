"""Keyed dice streams (rules §5): the same dice for every playthrough of a date, whatever the
choices; the streams' algorithm pinned by regression values and an independent reading."""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from game.daily import streams
from game.daily.challenge import Challenge
from game.magdagdon import daily as md_daily
from game.magdagdon.actions import Reroll
from game.magdagdon.bots import greedy_bot, random_bot
from game.magdagdon.rules import Difficulty
from game.magdagdon.state import Game
from game.mishimash import daily as mm_daily
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import random_bot as mishimash_random
from game.mishimash.match import Match

DAY = date(2026, 5, 17)  # a Sunday


def test_the_streams_are_pinned() -> None:
    # Regression data: changing the algorithm would change every past day's dice.
    assert streams.key("magdagdon", DAY, 1, 0) == "cubiri-daily-v1/magdagdon/2026-05-17/1/0"
    assert md_daily.dice(DAY, 1, 0) == (4, 1, 3, 1)
    assert md_daily.dice(DAY, 2, 0) == (2, 1, 3, 5)
    assert md_daily.dice(DAY, 3, 0) == (3, 5, 1, 1)


def test_a_stream_is_sha256_bytes_below_252_mod_6() -> None:
    # An independent reading of the documented algorithm.
    name = streams.key("mishimash", date(2030, 1, 2), 7, 3)
    digest = hashlib.sha256(f"{name}#0".encode()).digest()
    expected = [b % 6 + 1 for b in digest if b < 252][:6]
    assert list(mm_daily.dice(date(2030, 1, 2), 7, 3)) == expected
    # Long streams take further blocks: still dice, and the first values unchanged.
    long = streams.stream(name, 100)
    assert long[:6] == tuple(expected) and set(long) <= set(range(1, 7))


def test_faces_are_equally_likely() -> None:
    counts = Counter(v for day in range(400) for turn in range(1, 6)
                     for v in mm_daily.dice(date(2026, 1, 1) + timedelta(day), turn, 1))
    n = sum(counts.values())  # 12,000 dice: each face within 5 % of n/6
    assert sorted(counts) == [1, 2, 3, 4, 5, 6]
    assert all(abs(c - n / 6) < 0.05 * n / 6 for c in counts.values()), counts


def test_different_dates_turns_and_rolls_differ() -> None:
    seen = {md_daily.dice(DAY + timedelta(d), t, r)
            for d in range(5) for t in range(1, 5) for r in range(3)}
    assert len(seen) >= 55  # of 60 keys (1296 outcomes each: a few collisions may happen)


def test_difficulty_by_weekday() -> None:
    week = [Difficulty(Challenge("magdagdon", date(2026, 5, 11) + timedelta(d)).setting)
            for d in range(7)]  # Monday 11 May to Sunday 17 May 2026
    assert week == list(md_daily.DIFFICULTY_BY_WEEKDAY)
    assert week[6] is Difficulty.NIGHTMARE and week.count(Difficulty.NIGHTMARE) == 1


# ----------------------------------------------------------------------- two playthroughs

def _magdagdon(bot, seed: int, day: date = DAY) -> Game:
    challenge = Challenge("magdagdon", day)
    game, rng = challenge.new_state(), random.Random(seed)
    while not game.is_over:
        if game.dice_to_roll:
            game.apply_roll(challenge.roll(game))
        else:
            game.apply(bot(game, rng))
    return game


def _rerolls(game: Game) -> dict[tuple[int, int, int], int]:
    """(turn, reroll number, die) -> the value that REROLL gave the die."""
    out = {}
    for t, turn in enumerate(game.history, 1):
        r = 0
        for power in turn["powers"]:
            if power["power"] == "reroll":
                r += 1
                for i in power["indices"]:
                    out[(t, r, i)] = power["dice"][i]
    return out


def test_two_magdagdon_playthroughs_see_the_same_roll_on_every_turn() -> None:
    for day in (DAY - timedelta(days=1), DAY - timedelta(days=2), DAY):  # all 3 difficulties
        a = _magdagdon(greedy_bot, 1, day)
        b = _magdagdon(random_bot, 2, day)
        c = _magdagdon(random_bot, 3, day)
        boards = {a.board, b.board, c.board}
        assert len(boards) > 1  # the choices really differed
        for x, y in ((a, b), (a, c), (b, c)):
            common = min(x.turns, y.turns)
            assert [t["roll"] for t in x.history[:common]] == \
                   [t["roll"] for t in y.history[:common]]


def test_a_reroll_gives_a_die_the_same_value_whichever_dice_go_with_it() -> None:
    challenge = Challenge("magdagdon", date(2026, 5, 18))  # PEACEFUL: three powers
    values = []
    for chosen in ((0,), (0, 2), (3, 0, 1)):
        game = challenge.new_state()
        game.apply_roll(challenge.roll(game))
        game.apply(Reroll(chosen))
        game.apply_roll(challenge.roll(game))
        values.append(game.dice[0])
        assert game.dice[0] == md_daily.dice(challenge.day, 1, 1)[0]
        game.apply(Reroll((0,)))  # a second REROLL of the turn draws from stream 2
        game.apply_roll(challenge.roll(game))
        assert game.dice[0] == md_daily.dice(challenge.day, 1, 2)[0]
    assert len(set(values)) == 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), days=st.integers(0, 3000))
def test_every_magdagdon_roll_and_reroll_is_the_days_stream(seed: int, days: int) -> None:
    day = date(2024, 1, 1) + timedelta(days=days)
    game = _magdagdon(random_bot, seed, day)
    for t, turn in enumerate(game.history, 1):
        assert tuple(turn["roll"]) == md_daily.dice(day, t, 0)
    for (t, r, i), value in _rerolls(game).items():
        assert value == md_daily.dice(day, t, r)[i]


def _mishimash(bot, seed: int, day: date = DAY) -> Match:
    challenge = Challenge("mishimash", day)
    match, rng = challenge.new_state("Ana"), random.Random(seed)
    while not match.is_over:
        if match.dice_to_roll:
            match.apply_roll(challenge.roll(match))
        else:
            match.apply(bot(match, rng))
    return match


def test_two_mishimash_playthroughs_see_the_same_dice_turn_by_turn_and_roll_by_roll() -> None:
    a = _mishimash(cautious_bot, 1)
    b = _mishimash(mishimash_random, 2)
    assert [t.rolls for t in a.turns] != [t.rolls for t in b.turns]  # the choices differed
    shared = 0
    for ta, tb in zip(a.turns, b.turns, strict=False):
        # Every turn starts with the same six dice, whatever happened before.
        assert ta.rolls[0].dice == tb.rolls[0].dice
        for ra, rb in zip(ta.rolls, tb.rolls, strict=False):  # roll k of the same turn
            n = min(len(ra.dice), len(rb.dice))
            assert ra.dice[:n] == rb.dice[:n]  # the dice both rolled are the same
            shared += 1
    assert shared > len(a.turns)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), days=st.integers(0, 3000))
def test_every_mishimash_roll_is_the_days_stream(seed: int, days: int) -> None:
    day = date(2024, 1, 1) + timedelta(days=days)
    match = _mishimash(mishimash_random, seed, day)
    assert match.target == 250 and len(match.players) == 1
    for t, turn in enumerate(match.turns, 1):
        for k, roll in enumerate(turn.rolls, 1):
            assert roll.dice == mm_daily.dice(day, t, k)[:len(roll.dice)]


def test_the_daily_package_is_pure() -> None:
    """No pygame, no storage, no front end, no clock (the command is in game.dev.daily)."""
    import ast
    from pathlib import Path

    import game.daily

    folder = Path(game.daily.__file__).parent
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert not name.startswith(("pygame", "game.storage", "game.ui")), \
                    f"{path.name} imports {name}"
                assert name != "time", f"{path.name} imports time"
            if isinstance(node, ast.Attribute) and node.attr in ("now", "today", "utcnow"):
                raise AssertionError(f"{path.name} reads the clock")

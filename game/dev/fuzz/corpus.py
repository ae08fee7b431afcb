"""Real documents to damage: records from bot play and everything the app stores.

Records cover both games finished and stopped at every kind of moment (dice on the table, a
selection made, ROLL AGAIN chosen, a REROLL awaiting its values, MAGDAGDON, dice staged), solo
and six-seat MISHIMASH, and a match decided by tie-breaks. Stored values are a profile as a
player leaves it: settings changed, high-score tables and history filled, a game of each in
progress, and each game's daily challenge: its history and today's attempt under way.
"""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from typing import Any

from game.daily.challenge import Challenge
from game.daily.record import Daily
from game.dev.daily import play as daily_play
from game.dev.daily import step as daily_step
from game.dice import roll
from game.magdagdon import record as md_record
from game.magdagdon.bots import BOTS as MD_BOTS
from game.magdagdon.rules import Difficulty
from game.magdagdon.state import Game
from game.mishimash import record as mm_record
from game.mishimash.bots import BOTS as MM_BOTS
from game.mishimash.match import Match
from game.mishimash.script import play_turn
from game.mishimash.storage import Seat
from game.storage import Settings, Storage
from game.storage.backends import PREFIX, MemoryStore
from game.storage.daily import DailyBook, DailyGame

TODAY = date(2026, 5, 1)  # the fuzz profile's clock (results are dated with it)
# Each game's daily bot: its name in `python -m game daily`, and the bot.
DAILY_BOTS: dict[str, tuple[str, Any]] = {"magdagdon": ("greedy", MD_BOTS["greedy"]),
                                          "mishimash": ("cautious", MM_BOTS["cautious"])}


def _play(state: Game | Match, bot: Any, rng: random.Random, snap: float,
          out: list[dict[str, Any]], export: Any) -> Game | Match:
    """Play `state` to its end, adding its export at random moments (chance `snap` per step)
    and at the end."""
    while not state.is_over:
        if rng.random() < snap:
            out.append(export(state))
        if state.dice_to_roll:
            state.apply_roll(roll(rng, state.dice_to_roll))
        else:
            state.apply(bot(state, rng))
    out.append(export(state))
    return state


def _tiebreak_match() -> Match:
    m = Match(["Ana", "Bo"], target=10, seed=5)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]))  # 10 : 10, tie-break round 1
    play_turn(m, [2, 2, 3, 3, 4, 6])
    play_turn(m, [2, 2, 3, 3, 4, 6])  # both bust: tie-break round 2
    play_turn(m, ([5, 2, 3, 4, 6, 6], [5]))
    play_turn(m, [2, 2, 3, 3, 4, 6])
    assert m.is_over
    return m


def records(seed: int = 1) -> list[dict[str, Any]]:
    """Records of both games: finished ones and snapshots of games in progress."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for i, difficulty in enumerate(list(Difficulty) * 2):
        bot = MD_BOTS["random" if i % 2 else "greedy"]
        _play(Game(difficulty, seed=rng.getrandbits(32)), bot, rng, 0.04, out,
              md_record.export)
    for players, target, bot_name in ((1, 250, "cautious"), (2, 250, "random"),
                                      (3, 250, "cautious"), (6, 250, "cautious"),
                                      (2, 1000, "cautious")):
        names = ["Ana", "మిషిమాష్", "Mišinka", "Computer", "😀", "Bo"][:players]
        _play(Match(names, target, seed=rng.getrandbits(32)), MM_BOTS[bot_name], rng, 0.02, out,
              mm_record.export)
    out.append(mm_record.export(_tiebreak_match()))
    plain: list[dict[str, Any]] = json.loads(json.dumps(out))  # nothing shared with a state
    return plain


def profile(seed: int = 1) -> dict[str, str]:
    """A store's contents (prefixed names -> text) as the app leaves it after some play."""
    rng = random.Random(seed)
    data: dict[str, str] = {}
    session = Storage(MemoryStore(data), today=lambda: TODAY)
    session.save_settings(Settings(
        language="te", sound=False, animation_speed="fast", magdagdon_difficulty="nightmare",
        mishimash_seats=(Seat("మిషిమాష్"), Seat("Mišinka", human=False, strength="strong"),
                         Seat("Ana")),
        mishimash_target=250, hints_seen=frozenset({"magdagdon.first", "mishimash.first"})))
    for i in range(8):  # finished games enter the tables; the last of each stays saved
        difficulty = list(Difficulty)[i % 3]
        game = _play(Game(difficulty, seed=rng.getrandbits(32)), MD_BOTS["greedy"], rng, 0, [],
                     md_record.export)
        session.save_game("magdagdon", game, rng)
        players = 1 + i % 3
        match = _play(Match(["Ana", "Bo", "మిషిమాష్"][:players], 250,
                            seed=rng.getrandbits(32)), MM_BOTS["cautious"], rng, 0, [],
                      mm_record.export)
        session.save_game("mishimash", match, rng, [True, False, True][:players])
    game = Game(Difficulty.SURVIVAL, seed=rng.getrandbits(32))
    for _ in range(25):  # a game in progress
        if game.dice_to_roll:
            game.apply_roll(roll(rng, game.dice_to_roll))
        else:
            game.apply(MD_BOTS["random"](game, rng))
    session.save_game("magdagdon", game, rng)
    match = Match(["Ana", "Computer"], 500, seed=rng.getrandbits(32))
    for _ in range(40):
        if match.dice_to_roll:
            match.apply_roll(roll(rng, match.dice_to_roll))
        else:
            match.apply(MM_BOTS["cautious"](match, rng))
    session.save_game("mishimash", match, rng, [True, False])
    _daily(DailyBook(session.store, session.notices), rng)
    assert not session.take_notices()
    return {name: text for name, text in data.items() if name.startswith(PREFIX)}


def _daily(book: DailyBook, rng: random.Random) -> None:
    """Each game's daily history (three days played, one missed) and today's scored attempt
    under way in its slot."""
    for game, (name, bot) in DAILY_BOTS.items():
        for back in (4, 3, 1):
            challenge = Challenge(game, TODAY - timedelta(days=back))
            book.save(DailyGame(Daily(challenge), daily_play(challenge, name)))
        today = book.start(Challenge(game, TODAY), scored=True, player="Ana")
        for _ in range(7):
            daily_step(today.challenge, today.state, bot, rng)
            book.save(today)

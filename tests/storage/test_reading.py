"""Data flows one way: reading storage writes nothing. Every reader (a saved game finished or
not, the high scores, the histories and kept games, the settings, the daily history and slot,
the daily status) leaves a healthy store as it was; a finished game whose result a stop left
unentered is entered by `settle` (the app's start), once, and by no read. Only damage is
written on reading (set aside, `game.storage.values`), which `test_values.py` covers."""

from __future__ import annotations

import json
import random
from datetime import date
from pathlib import Path

import pytest

from game import engine, registry
from game.daily.challenge import Challenge, daily_games
from game.magdagdon import Difficulty, Game
from game.magdagdon import storage as md
from game.magdagdon.bots import greedy_bot
from game.mishimash import Match
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.storage import MemoryStore, Storage, history, saves, values
from game.storage.daily import DailyBook, log_kind
from game.storage.settings import SETTINGS

DAY = date(2026, 5, 17)
BOTS = {"magdagdon": greedy_bot, "mishimash": cautious_bot}


def _play(state: engine.State, seed: int, steps: int | None = None) -> random.Random:
    """Play `state` on (`steps` steps, or to its end) with its game's bot; the dice's
    generator."""
    rng = random.Random(seed)
    bot = BOTS["magdagdon" if isinstance(state, Game) else "mishimash"]
    for _ in range(steps or 10**6):
        if state.is_over:
            break
        engine.step(state, rng, lambda s: bot(s, rng))
    return rng


def filled_store() -> MemoryStore:
    """A store with a value of every kind: finished games (high scores, histories, kept
    games), a game in progress of each game, settings, a finished and an unfinished daily."""
    store = MemoryStore()
    storage = Storage(store, today=lambda: DAY)
    for seed in range(3):
        game = Game(list(Difficulty)[seed])
        storage.save_game("magdagdon", game, _play(game, seed))
        match = Match(["Ana", "Computer"] if seed else ["Ana"], 250, seed=seed)
        storage.save_game("mishimash", match, _play(match, seed), humans=(True, False)[
            :len(match.players)], strengths=("easy", "medium")[:len(match.players)])
    game, match = Game(Difficulty.SURVIVAL), Match(["Ana", "Bo"], 500, seed=9)
    storage.save_game("magdagdon", game, _play(game, 7, 9))
    storage.save_game("mishimash", match, _play(match, 8, 30), humans=(True, True))
    storage.save_settings(storage.settings)
    book = DailyBook(store)
    for key, finish in zip(daily_games(), (True, False), strict=False):
        daily = book.start(Challenge(key, DAY), scored=True, player="Ana")
        rng = random.Random(3)
        while not daily.state.is_over and (finish or daily.state.dice_to_roll == 0
                                           or rng.random() < 0.9):
            if daily.state.dice_to_roll:
                daily.state.apply_roll(daily.challenge.roll(daily.state))
            else:
                daily.state.apply(BOTS[key](daily.state, rng))
            book.save(daily)
    return store


def read_everything(store: MemoryStore) -> None:
    """Every reader storage offers, on a fresh start over `store`."""
    storage, book = Storage(store, today=lambda: DAY), DailyBook(store)
    for info in registry.with_part("record"):
        for _ in range(2):  # decoded, then the same text again
            storage.load_game(info.key)
        storage.summaries(info.key)
        for replay in storage.replays(info.key):
            history.open_replay(info.key, replay)
    for kind in (md.MAGDAGDON_SCORES, md.MAGDAGDON_HISTORY, mm.MISHIMASH_BEST,
                 mm.MISHIMASH_HISTORY, SETTINGS):
        storage.read(kind)
    assert storage.settings is not None
    md.rank(storage, "peaceful", "x")
    for key in daily_games():
        book.log(key)
        book.load(key)
        status = book.status(key, DAY)
        book.attempted(status.today)
    assert storage.take_notices() == [] and book.take_notices() == []


def test_a_store_holds_every_kind_of_value() -> None:
    names = set(filled_store().names())
    assert {"game.magdagdon", "game.mishimash", "scores.magdagdon", "scores.mishimash",
            "history.magdagdon", "history.mishimash", "replays.magdagdon",
            "replays.mishimash", "settings", "daily.magdagdon", "daily.magdagdon.game",
            "daily.mishimash.game"} <= names


def test_reading_writes_nothing() -> None:
    store = filled_store()
    before = dict(store.data)
    read_everything(store)
    assert store.data == before


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_result_left_unentered_is_entered_by_settle_not_by_reading(game: str) -> None:
    """A stop between the save of a finished game and its result (the save holds the finished
    game, the high scores and history do not): reading leaves it so, `settle` enters it."""
    store = filled_store()
    finished = Storage(store).load_game(game)
    assert finished is not None and not finished.state.is_over  # the game in progress
    _play(finished.state, 11)
    values.write(store, saves.kind_for(game), saves.saved_game(
        game, finished.state, finished.rng, finished.humans, finished.strengths), [])
    before = dict(store.data)
    read_everything(store)
    assert store.data == before
    Storage(store, today=lambda: DAY).settle()
    entered = {name for name in store.names() if store.data[f"cubiri.{name}"]
               != before.get(f"cubiri.{name}")}
    # (a match of two enters no solo best)
    assert {f"history.{game}", f"replays.{game}"} <= entered <= {
        f"scores.{game}", f"history.{game}", f"replays.{game}"}
    settled = dict(store.data)
    Storage(store, today=lambda: DAY).settle()  # once
    assert store.data == settled


def test_the_app_settles_when_it_starts_and_when_it_writes_again() -> None:
    """Another CUBIRI wrote a finished game and stopped before its result: the app entering
    its result is its start, or its taking over the writing (`App.restart`), not a read."""
    from game.dev.harness import make_app
    from game.ui.session import Session

    store = filled_store()
    app = make_app(Session(Storage(store, today=lambda: DAY)), "en")
    finished = Storage(store).load_game("magdagdon")
    assert finished is not None
    _play(finished.state, 11)
    values.write(store, saves.kind_for("magdagdon"), saves.saved_game(
        "magdagdon", finished.state, finished.rng), [])
    history_name = f"cubiri.{md.MAGDAGDON_HISTORY.name}"
    before = store.data[history_name]
    app.restart()
    assert store.data[history_name] != before
    before = store.data[history_name]
    make_app(Session(Storage(store, today=lambda: DAY)), "en")
    assert store.data[history_name] == before  # entered once


def test_a_daily_result_left_unentered_is_entered_by_settle_not_by_reading() -> None:
    store = filled_store()
    key = daily_games()[0]  # its daily game was finished
    store.delete(log_kind(key).name)
    before = dict(store.data)
    read_everything(store)
    assert store.data == before
    DailyBook(store).settle(key)
    assert DailyBook(store).log(key).result(DAY) is not None


def test_a_daily_attempt_left_unnoted_is_noted_by_settle_not_by_reading() -> None:
    """A stop between the two writes of a scored daily's start (its slot, then its attempt in
    the history): reading leaves the attempt unnoted, `settle` notes it, however unfinished."""
    store = filled_store()
    key = daily_games()[1]  # its scored daily game is under way
    assert not DailyBook(store).load(key).state.is_over  # type: ignore[union-attr]
    store.delete(log_kind(key).name)
    before = dict(store.data)
    read_everything(store)
    assert store.data == before
    DailyBook(store).settle(key)
    assert DailyBook(store).log(key).last_attempt == DAY.isoformat()


def test_settle_replays_no_unfinished_save(monkeypatch: pytest.MonkeyPatch) -> None:
    """The start reads a save whole only when its text has a result (a cheap look)."""
    store = MemoryStore()
    game = Game(Difficulty.PEACEFUL)
    Storage(store).save_game("magdagdon", game, _play(game, 1, 5))
    assert not saves.may_be_finished(store, "game.magdagdon")
    calls: list[str] = []
    monkeypatch.setattr(Storage, "load_game", lambda self, key: calls.append(key))
    Storage(store).settle()
    assert calls == []


def test_the_settings_of_a_game_added_since_are_its_defaults_not_damage(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A new game's settings are missing from settings stored before it existed: its
    defaults, no notice, nothing set aside. One of a game's fields missing when its others are
    there is damage."""
    store = MemoryStore()
    Storage(store).save_settings(Storage(store).settings.__class__(volume=30))
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1]))
    import dicegame

    dicegame.register()
    try:
        storage = Storage(store)
        assert storage.settings.volume == 30 and storage.settings.twodice_turns == "3"
        assert storage.take_notices() == [] and store.names() == ["settings"]
        doc = json.loads(store.get("settings") or "")
        del doc["data"]["mishimash_target"]
        store.set("settings", json.dumps(doc))
        damaged = Storage(store)
        assert damaged.settings.mishimash_target == 1000 and damaged.settings.volume == 30
        assert [n.name for n in damaged.take_notices()] == ["settings"]
    finally:
        registry.unregister(dicegame.KEY)


def test_the_app_starting_and_every_screen_opened_write_nothing() -> None:
    """Through the screens: the start (`settle` has nothing to do), then each game's menu and
    every shared screen a player opens from it (rules, about, high scores and each tab,
    settings, past games, statistics, the daily challenge and its history)."""
    from game.dev.harness import Driver, make_app
    from game.ui import front_end, scenes
    from game.ui.session import Session

    store = filled_store()
    # the finished daily's result never showed: the first start shows it, and its save goes
    # once it has (the end is never lost); the starts after that write nothing
    Driver(make_app(Session(Storage(store, today=lambda: DAY)), "en"), dt=0.05).pump(2)
    assert not any(k.endswith(".game") and '"result"' in v for k, v in store.data.items())
    before = dict(store.data)
    app = make_app(Session(Storage(store, today=lambda: DAY)), "en")
    drive = Driver(app, dt=0.05)
    opened = 0
    for front in front_end.listed():
        key = front.key
        app.push(scenes.make("menu", app, key))
        drive.pump(2)
        shared = ["rules", "about", "scores", "settings"]
        if front_end.history_view(key) is not None:
            shared += ["history", "stats"]
        if front_end.daily_view(key) is not None:
            shared += ["daily", "daily_history"]
        for name in shared:
            app.push(scenes.make(name, app, key))
            drive.pump(2)
            if name == "scores" and front.difficulty is not None:
                for value in front.difficulty.values:
                    app.top.pick(value)  # type: ignore[attr-defined]
                    drive.pump(1)
            app.pop()
            opened += 1
        app.pop()
    assert opened == 16 and store.data == before
    assert app.session.take_notices() == []

"""Saves through a bridge that behaves like pygbag's (tests/pygbag/bridge.py), in all five
languages: Python hands JavaScript ASCII only, so every name survives a reload.

pygbag's bridge passes a Python str to JavaScript as its UTF-8 bytes read as Latin-1, so storing
"Jucător 1" as it is would come back as "JucÄ\\x83tor 1" after a reload: the settings would be
declared damaged and reset on every start. Pyodide (tests/browser) converts strings correctly
and cannot show this.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date
from types import ModuleType

import pytest

from game import i18n, platform
from game.magdagdon import Difficulty, Game
from game.magdagdon.bots import greedy_bot
from game.mishimash import Match
from game.mishimash import storage as mm
from game.mishimash.bots import cautious_bot
from game.mishimash.storage import Seat
from game.storage import (
    LocalStorageStore,
    MemoryStore,
    Settings,
    Storage,
    backends,
    open_store,
    values,
)
from game.storage import notices as msg
from game.storage.settings import SETTINGS

DAY = date(2026, 11, 29)
# A name typed by a player in each language, beside the translated default names.
TYPED = {"en": "Zoë", "de": "Jürgen Müßig", "ro": "Ștefănuț", "te": "రవి తేజ", "it": "Niccolò"}


def names(code: str) -> tuple[str, str, str]:
    """The default seat names in `code` ("Jucător 1", "Computer"), and a typed one."""
    i18n.activate(code)
    try:
        return i18n._("Player {n}").format(n=1), i18n._("Computer"), TYPED[code]
    finally:
        i18n.activate("en")


def play(session: Storage, name: str, state, rng: random.Random, turns: int | None = None):
    """Play with the bots, saving after every action and roll like the app; stop after
    `turns` turns (a game in progress) or at the end."""
    def turn() -> int:
        return state.turn_count if name == "mishimash" else state.turns

    while not state.is_over and (turns is None or turn() < turns):
        if state.dice_to_roll:
            state.apply_roll(tuple(rng.randint(1, 6) for _ in range(state.dice_to_roll)))
        elif name == "mishimash":
            state.apply(cautious_bot(state, random.Random(len(state.turns))))
        else:
            state.apply(greedy_bot(state, random.Random(state.turns)))
        session.save_game(name, state, rng, (True, False, True) if name == "mishimash" else None)
    return state


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_names_and_saves_survive_a_reload_through_pygbags_bridge(bridge: ModuleType,
                                                                  code: str) -> None:
    player, computer, typed = names(code)
    window = bridge.Window(language=code)
    session = Storage(LocalStorageStore(window.localStorage), today=lambda: DAY)
    settings = replace(Settings(), language=code, mishimash_target=250, mishimash_seats=(
        Seat(player), Seat(computer, human=False), Seat(typed)))
    assert session.save_settings(settings)
    seats = [player, computer, typed]
    finished = play(session, "mishimash", Match(seats, 250, 4), random.Random(4))
    assert finished.is_over
    going = play(session, "mishimash", Match(seats, 500, 9), random.Random(9), turns=7)
    assert not going.is_over
    board = play(session, "magdagdon", Game(Difficulty.SURVIVAL, 3), random.Random(3), turns=6)

    # Reload: a new Python over the same localStorage.
    again = Storage(LocalStorageStore(bridge.Window(window.localStorage).localStorage),
                    today=lambda: DAY)
    assert again.settings == settings
    history = again.read(mm.MISHIMASH_HISTORY)
    assert [entry.players for entry in history] == [tuple(seats)]
    saved = again.load_game("mishimash")
    assert saved is not None and saved.state == going and saved.state.players == tuple(seats)
    board_again = again.load_game("magdagdon")
    assert board_again is not None and board_again.state == board
    assert again.take_notices() == []
    stored = window.localStorage.items
    assert not [k for k in stored if values.BACKUP_MARK in k]
    assert all(k.isascii() and v.isascii() for k, v in stored.items()), "non-ASCII reached JS"
    assert not any(v.startswith(backends.ASCII_MARK) for v in stored.values())  # plain ASCII JSON


def test_what_the_old_encoding_did(bridge: ModuleType) -> None:
    # The fake has pygbag's semantics: raw non-ASCII arrives damaged (why dumps is ASCII now).
    storage = bridge.Window().localStorage
    storage.setItem("k", "Jucător 1")
    assert storage.getItem("k") == "JucÄ\x83tor 1"
    assert bridge.to_js("కంప్యూటర్").isascii() is False
    assert len(bridge.to_js("ă")) == 2


def test_values_stored_by_earlier_versions_still_load(bridge: ModuleType) -> None:
    # Earlier versions wrote the characters as they are (natively, and in Pyodide's tests);
    # that text still reads the same.
    settings = replace(Settings(), language="ro", mishimash_seats=(Seat("Jucător 1"),
                                                                   Seat("Computer", human=False)))
    old = json.dumps({"version": SETTINGS.version, "data": SETTINGS.encode(settings)},
                     ensure_ascii=False, separators=(",", ":"))
    assert not old.isascii()
    storage = bridge.Storage({"cubiri.settings": old})
    session = Storage(LocalStorageStore(storage))
    assert session.settings == settings and session.take_notices() == []
    memory = Storage(MemoryStore({"cubiri.settings": old}))
    assert memory.settings == settings


def test_a_damaged_copy_is_kept_aside_in_ascii_and_reads_back_exactly(bridge: ModuleType) -> None:
    # What an older build would have left: UTF-8 read as Latin-1, plus a stray character.
    damaged = '{"version":2,"data":{"language":"ro","sound":tru}} JucÄ\x83tor ✓'
    storage = bridge.Storage({"cubiri.settings": damaged})
    session = Storage(LocalStorageStore(storage))
    assert session.settings == Settings()
    [notice] = session.take_notices()
    assert notice.msgid == msg.SETTINGS_DAMAGED and notice.backup == "settings.damaged-1"
    kept = storage.items["cubiri.settings.damaged-1"]
    assert kept.isascii() and kept.startswith(backends.ASCII_MARK)
    assert LocalStorageStore(storage).get("settings.damaged-1") == damaged
    assert "cubiri.settings" not in storage.items


def test_blocked_storage_plays_on_in_memory(bridge: ModuleType, monkeypatch) -> None:
    window = bridge.Window(blocked=True)
    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.setattr(platform, "window", lambda: window)
    with pytest.raises(Exception, match="SecurityError"):
        window.localStorage  # noqa: B018 (the property read is what throws)
    notices: list = []
    assert isinstance(open_store(notices), MemoryStore)
    assert [n.msgid for n in notices] == [msg.WRITE_FAILED]


def test_a_full_storage_reports_and_the_game_goes_on(bridge: ModuleType) -> None:
    storage = bridge.Storage(quota=3_000)
    session = Storage(LocalStorageStore(storage), today=lambda: DAY)
    assert session.save_settings(replace(Settings(), language="te"))
    game = play(session, "magdagdon", Game(Difficulty.PEACEFUL, 5), random.Random(5))
    assert game.is_over  # played on although saves failed
    notices = session.take_notices()
    assert notices and {n.msgid for n in notices} == {msg.WRITE_FAILED}
    assert "QuotaExceededError" in notices[0].detail
    assert session.settings.language == "te"


def test_js_call_hands_any_text_over_as_ascii(bridge: ModuleType, monkeypatch) -> None:
    window = bridge.Window()
    monkeypatch.setattr(platform, "IS_BROWSER", True)
    monkeypatch.setattr(platform, "window", lambda: window)
    detail = "ValueError: ఆటగాడు 1 — Jucător"
    assert platform.page_failed("start", detail)
    assert window.cubiri.calls == [("failed", "start", detail)]
    assert all(code.isascii() for code in window.evaluated)
    # The direct call (no js_call) arrives damaged: the reason js_call exists.
    window.cubiri.failed("start", detail)
    assert window.cubiri.calls[-1] != ("failed", "start", detail)
    platform.page_ready()
    assert window.cubiri.state == "ready"
    with pytest.raises(ValueError):
        platform.js_call("alert('x'); evil")

"""The Storage the app holds: settings kept, notices handed out once, faults never raised."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from game.magdagdon import storage as md
from game.mishimash import storage as mm
from game.mishimash.storage import Seat
from game.storage import MemoryStore, Settings, Storage
from game.storage import notices as msg


def test_settings_are_kept_across_starts(reopen) -> None:
    session = Storage(reopen())
    assert session.settings == Settings() and session.take_notices() == []
    chosen = replace(session.settings, language="it", sound=False,
                     mishimash_seats=(Seat("Mišinka"), Seat("Computer", human=False)),
                     hints_seen=session.settings.hints_seen | {"mishimash.keep"})
    assert session.save_settings(chosen)
    assert Storage(reopen()).settings == chosen


def test_a_damaged_store_is_reported_once_and_the_game_goes_on(reopen) -> None:
    reopen().set("settings", "garbage")
    session = Storage(reopen())
    assert session.settings == Settings()
    assert [n.msgid for n in session.take_notices()] == [msg.SETTINGS_DAMAGED]
    assert session.take_notices() == []
    assert session.settings == Settings() and session.take_notices() == []
    assert Storage(reopen()).settings == Settings()


def test_a_refused_write_keeps_the_settings_for_this_session() -> None:
    session = Storage(MemoryStore(read_only=True))
    chosen = replace(session.settings, sound=False)
    assert session.save_settings(chosen) is False
    assert session.settings == chosen  # in effect until the app closes
    (notice,) = session.take_notices()
    assert notice.msgid == msg.WRITE_FAILED and notice.name == "settings"


def test_every_notice_is_a_marked_msgid() -> None:
    # The UI shows _(notice.msgid): each must be a literal the extractor finds in notices.py.
    import ast
    import inspect

    source = inspect.getsource(msg)
    marked = {node.args[0].value for node in ast.walk(ast.parse(source))
              if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_"}
    assert set(msg.ALL) == marked and len(marked) == 6
    assert all(len(m) <= 80 for m in marked)  # a short notice
    # ... and so is each game's own (its damaged high scores or history)
    for module in (md, mm):
        own = {node.args[0].value for node in ast.walk(ast.parse(inspect.getsource(module)))
               if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_"}
        assert own and all(len(m) <= 80 for m in own)


def test_odd_names_and_a_reset_clock_still_give_entries_that_read_back(reopen) -> None:
    import random

    from game.dice import roll
    from game.mishimash import Match
    from game.mishimash.bots import cautious_bot

    long_name = "A name far longer than any seat name allows\n(with a line break)"
    match, rng, bot_rng = Match([long_name], 250, 1), random.Random(1), random.Random(2)
    while not match.is_over:
        if match.dice_to_roll:
            match.apply_roll(roll(rng, match.dice_to_roll))
        else:
            match.apply(cautious_bot(match, bot_rng))
    session = Storage(reopen(), today=lambda: date(1970, 1, 1))
    session.save_game("mishimash", match, rng)
    assert session.take_notices() == []
    fresh = Storage(reopen())
    (entry,) = fresh.read(mm.MISHIMASH_HISTORY)
    assert entry.players[0].startswith("A name far") and entry.players[0].isprintable()
    assert entry.date == "1970-01-01" and list(fresh.read(mm.MISHIMASH_BEST)) == [250]
    assert fresh.take_notices() == []

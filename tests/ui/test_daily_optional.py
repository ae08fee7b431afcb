"""The daily challenge finds each game's part through the registry (`game.daily.part`, its
storage part, its `DailyView`), and a game without one has no daily challenge: TWODICE
(`tests/dicegame/`) gets no daily button, no daily storage, no `python -m game daily`, and a
record of it claiming to be a daily game is refused, not a crash."""

from __future__ import annotations

import random
from datetime import date

import pytest

from game import cli, engine, records, registry
from game.check import check_text
from game.daily import card
from game.daily.challenge import Challenge, NoDaily, daily_games, part
from game.daily.part import DailyPart
from game.daily.result import Result
from game.storage.daily import DailyBook, log_kind, slot_kind
from game.ui import front_end
from game.ui.daily_view import DailyView
from game.ui.scenes.menu import GameMenuScene

DAY = date(2026, 5, 18)


def _daily_buttons(scene) -> list:
    return [w for w in scene.widgets if getattr(w, "on_press", None) == scene.open_daily]


def test_each_game_names_its_daily_parts_through_the_registry() -> None:
    assert daily_games() == ["magdagdon", "mishimash"]
    for key in daily_games():
        assert isinstance(part(key), DailyPart) and part(key).key == key
        assert isinstance(front_end.daily_view(key), DailyView)
        assert Challenge(key, DAY).part is part(key)
    with pytest.raises(registry.UnknownGame):
        Challenge("chess", DAY)


def test_a_game_without_a_daily_part_has_no_daily_challenge(app, drive, twodice) -> None:
    assert twodice.key not in daily_games()
    assert front_end.daily_view(twodice.key) is None
    with pytest.raises(NoDaily, match="no daily challenge for 'twodice'"):
        Challenge(twodice.key, DAY)
    book = DailyBook(app.session.storage.store)
    for no_daily in (lambda: log_kind(twodice.key), lambda: slot_kind(twodice.key),
                     lambda: book.status(twodice.key, DAY)):
        with pytest.raises(NoDaily):
            no_daily()
    # Its menu has no daily button; MAGDAGDON's has one.
    app.push(GameMenuScene(app, twodice.key))
    drive.pump(1)
    assert _daily_buttons(app.top) == []
    app.pop()
    app.push(GameMenuScene(app, "magdagdon"))
    drive.pump(1)
    assert len(_daily_buttons(app.top)) == 1
    app.pop()


def test_a_record_of_a_game_without_a_daily_is_refused_as_daily(twodice) -> None:
    from dicegame import Take, TwoDice

    game = TwoDice()
    engine.play(game, random.Random(3), lambda g: Take(0))
    record = twodice.export(game)
    assert check_text(records.dumps(record)) is None  # an ordinary game: fine
    record["daily"] = {"date": "2026-05-18", "scored": True}
    assert check_text(records.dumps(record)) == "no daily challenge for 'twodice' (expected " \
                                                "one of magdagdon, mishimash)"
    with pytest.raises(records.RecordError):
        records.replay(record)


def test_the_daily_command_offers_only_games_with_a_daily(twodice, capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["daily", "--game", twodice.key, "--date", "2026-05-18"])
    assert "invalid choice: 'twodice'" in capsys.readouterr().err


def test_the_card_comes_from_the_games_part() -> None:
    """A result's line and picture are its game's: the card itself names no game."""
    md = Result("magdagdon", "2026-05-18", 8, "#o#x" * 4, 120, "peaceful")
    mm = Result("mishimash", "2026-05-18", 3, "xoO")
    assert card.summary(md) == part("magdagdon").summary(md) == "PEACEFUL · 120 points"
    assert card.summary(mm) == part("mishimash").summary(mm) == "250 points in 3 turns"
    assert card.picture_rows(md) == ["#o#x"] * 4 and card.picture_rows(mm) == ["xoO"]

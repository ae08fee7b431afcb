"""The daily challenge through the app: the menu entry, one scored attempt, resuming with the
same dice, a game that runs past midnight, the result card copied, replays, the history."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pygame
import pytest

from game.daily.challenge import Challenge
from game.magdagdon import daily as md_daily
from game.magdagdon.bots import greedy_bot
from game.mishimash import daily as mm_daily
from game.mishimash.bots import cautious_bot

DAY = date(2026, 5, 18)  # a Monday: PEACEFUL


@pytest.fixture
def daily_app(app):
    app.session.utc_today = lambda: DAY
    return app


def open_daily(drive, game: str):
    """Title -> the game's menu -> its daily challenge screen."""
    from game.ui.scenes.daily import DailyScene
    from game.ui.scenes.menu import GameMenuScene

    app = drive.app
    app.push(GameMenuScene(app, game))
    drive.pump(1)
    entry = next(w for w in app.top.widgets if getattr(w, "on_press", None) ==
                 app.top.open_daily)
    drive.press(entry)
    assert isinstance(app.top, DailyScene) and app.top.game == game
    return app.top


def button(scene, text: str):
    return next(w for w in scene.widgets if callable(getattr(w, "text", None))
                and w.text() == text and w.visible)


def texts(scene) -> list[str]:
    out = []
    for w in scene.widgets:
        t = getattr(w, "text", None)
        out.append(t() if callable(t) else t)
    return out


def finish(drive, scene) -> None:
    """Play the daily game on `scene` to its end with a bot, through the scene's own roll and
    save (as its buttons do), until the result card shows."""
    from game.mishimash import Save

    rng = random.Random(1)
    magdagdon = scene.name == "magdagdon"
    state = scene.game if magdagdon else scene.match
    while not state.is_over:
        if state.dice_to_roll:
            scene.do_roll()
        elif magdagdon:
            scene.act(greedy_bot(state, rng))
        else:
            action = cautious_bot(state, rng)
            scene.apply(action)
            if isinstance(action, Save):
                scene.after_turn()
        drive.settle()
    for _ in range(200):
        if drive.app.top.name == "daily_end":
            return
        drive.pump(1, 0.05)
    raise AssertionError(f"no result card: {drive.app.top.name}")


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_the_daily_plays_the_days_dice_and_resumes_with_them(daily_app, drive, game) -> None:
    hub = open_daily(drive, game)
    drive.press(button(hub, "Play"))
    play = daily_app.top
    assert play.name == game and play.daily.challenge == Challenge(game, DAY)
    play.do_roll()
    drive.settle()
    state = play.game if game == "magdagdon" else play.match
    if game == "magdagdon":
        assert tuple(state.dice) == md_daily.dice(DAY, 1, 0)
    else:  # on the table, or the turn's only roll when it was a BUST
        rolled = state.turns[0].rolls[0].dice if state.turns else tuple(state.dice)
        assert rolled == mm_daily.dice(DAY, 1, 1)
    # Leave: the daily screen offers Continue (not Play: one scored attempt).
    drive.press(play.widgets[0])
    hub = daily_app.top
    assert "Continue" in texts(hub) and "Play" not in texts(hub)
    # The app closes and opens again: the same game, the same dice.
    from game.dev.harness import Driver, make_app

    again = make_app(daily_app.session, "en")
    again.session.utc_today = lambda: DAY
    drive2 = Driver(again)
    hub2 = open_daily(drive2, game)
    drive2.press(button(hub2, "Continue"))
    resumed = again.top
    assert (resumed.game if game == "magdagdon" else resumed.match) == state


def test_no_hint_in_a_scored_attempt_but_in_a_replay(daily_app, drive) -> None:
    hub = open_daily(drive, "magdagdon")
    drive.press(button(hub, "Play"))
    play = daily_app.top
    play.do_roll()
    drive.settle()
    assert not play.hint_button.visible
    play.toggle_hint()
    assert not play.hint_open
    finish(drive, play)
    assert daily_app.top.name == "daily_end"
    drive.press(button(daily_app.top, "Done"))
    hub = daily_app.top
    assert hub.name == "daily"
    drive.press(button(hub, "Replay (not scored)"))
    replay = daily_app.top
    assert replay.daily is not None and not replay.daily.scored
    replay.do_roll()
    drive.settle()
    assert replay.hint_button.visible


def test_a_finished_daily_shows_its_card_copies_it_and_counts_once(daily_app, drive) -> None:
    hub = open_daily(drive, "mishimash")
    drive.press(button(hub, "Play"))
    play = daily_app.top
    finish(drive, play)
    end = daily_app.top
    assert end.name == "daily_end" and end.scored
    result = daily_app.session.daily.log("mishimash").result(DAY)
    assert result is not None and end.result == result
    drive.press(button(end, "Copy result"))
    assert end.message.startswith("Copied")
    pasted = pygame.scrap.get_text()
    assert pasted.startswith("MISHIMASH daily · 18 May 2026\n250 points in ")
    assert "\U0001F7E9" in pasted or "\U0001F7E8" in pasted or "\U0001F7E6" in pasted
    drive.press(button(end, "Done"))
    hub = daily_app.top
    assert hub.name == "daily" and hub.status.result == result
    assert "Play" not in texts(hub) and "Copy result" in texts(hub)
    assert hub.status.streak == 1
    # The replay is not scored: the history keeps the first result.
    drive.press(button(hub, "Replay (not scored)"))
    finish(drive, daily_app.top)
    end = daily_app.top
    assert end.name == "daily_end" and not end.scored
    assert daily_app.session.daily.log("mishimash").days == (result,)


def test_midnight_during_a_game_keeps_its_dice_and_date(daily_app, drive) -> None:
    hub = open_daily(drive, "magdagdon")
    drive.press(button(hub, "Play"))
    play = daily_app.top
    play.do_roll()
    drive.settle()
    rng = random.Random(1)
    while play.game.turns < 2:  # two turns on the 18th
        if play.game.dice_to_roll:
            play.do_roll()
        else:
            play.act(greedy_bot(play.game, rng))
        drive.settle()
    # 00:00 UTC: the 19th begins while the game is on screen.
    daily_app.session.utc_today = lambda: DAY + timedelta(days=1)
    play.do_roll()
    drive.settle()
    assert tuple(play.game.dice) == md_daily.dice(DAY, 3, 0)
    assert md_daily.dice(DAY + timedelta(days=1), 3, 0) != md_daily.dice(
        DAY, 3, 0)
    drive.press(play.widgets[0])  # back to the daily screen, now on the 19th
    hub = daily_app.top
    hub.update(0.0)
    assert hub.today == DAY + timedelta(days=1)
    assert "Play" in texts(hub) and "Finish the daily of 18 May 2026" in texts(hub)
    drive.press(button(hub, "Finish the daily of 18 May 2026"))
    resumed = daily_app.top
    assert resumed.daily.challenge.day == DAY and resumed.game.turns == 2
    finish(drive, resumed)
    assert daily_app.session.daily.log("magdagdon").result(DAY) is not None
    assert daily_app.session.daily.log("magdagdon").result(DAY + timedelta(days=1)) is None


def test_starting_today_gives_up_an_older_unfinished_attempt_after_asking(daily_app,
                                                                             drive) -> None:
    book = daily_app.session.daily
    old = book.start(Challenge("magdagdon", DAY - timedelta(days=1)), True)
    old.state.apply_roll(old.challenge.roll(old.state))
    book.save(old)
    hub = open_daily(drive, "magdagdon")
    drive.press(button(hub, "Play"))
    dialog = daily_app.top
    assert dialog.name == "confirm"
    assert "Give up the daily of 17 May 2026" in dialog.question()
    drive.press(next(w for w in dialog.widgets if callable(getattr(w, "text", None))
                     and w.text() == "Give up"))
    play = daily_app.top
    assert play.name == "magdagdon" and play.daily.challenge.day == DAY
    assert book.log("magdagdon").result(DAY - timedelta(days=1)) is None


def test_the_history_lists_days_newest_first_and_opens_a_card(daily_app, drive) -> None:
    from game.daily.record import Daily
    from game.dev.daily import play as bot_play
    from game.storage.daily import DailyGame

    book = daily_app.session.daily
    for d in range(9):
        challenge = Challenge("magdagdon", DAY - timedelta(days=d))
        book.save(DailyGame(Daily(challenge), bot_play(challenge, "greedy")))
    hub = open_daily(drive, "magdagdon")
    assert hub.status.streak == 9 and hub.status.best_streak == 9
    drive.press(button(hub, "Daily history"))
    history = daily_app.top
    assert history.name == "daily_history"
    assert [r.date for _, r in history.rows] == [(DAY - timedelta(days=d)).isoformat()
                                                 for d in range(6)]
    drive.press(button(history, "Older"))
    assert [r.date for _, r in history.rows] == [(DAY - timedelta(days=d)).isoformat()
                                                 for d in range(6, 9)]
    rect, result = history.rows[0]
    drive.click(rect.center)
    card = daily_app.top
    assert card.name == "daily_end" and card.result == result and not card.after_game
    drive.press(button(card, "Done"))
    assert daily_app.top is history


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_daily_game_shares_the_play_screens_flow(daily_app, drive, game) -> None:
    # the play screen every game shares (PlayScene): a daily game's header, H that opens no
    # HINT when scored, and its end (the fanfare for a scored day, then the result card)
    hub = open_daily(drive, game)
    drive.press(button(hub, "Play"))
    play = daily_app.top
    assert play.title() == ("Daily challenge", "18 May 2026")
    play.do_roll()
    drive.settle()
    drive.key(pygame.K_h)
    assert not play.hint_open
    finish(drive, play)
    assert daily_app.top.celebrate and daily_app.audio.played[-1] == "win"


@pytest.mark.parametrize("game,filters", [("magdagdon", {"difficulty": "peaceful"}),
                                          ("mishimash", {"target": 250, "against": "solo"})])
def test_the_daily_statistics_open_on_the_days_group(daily_app, drive, game, filters) -> None:
    from game.ui.scenes.stats import StatsScene

    scene = open_daily(drive, game)
    scene.open_statistics()
    stats = daily_app.top
    assert isinstance(stats, StatsScene) and stats.kind == "daily"
    assert stats.filters == filters  # today's difficulty; the solo race to 250
    drive.pump(1)
    assert all(stats.chosen(name, value) for name, value in filters.items())


@pytest.mark.parametrize("lang,give_up", [("en", "Give up the daily of 19 May 2026"),
                                          ("de", "Die Aufgabe vom 19.05.2026 aufgeben")])
def test_the_clock_set_back_drops_no_scored_game_unasked(daily_app, drive, lang,
                                                         give_up) -> None:
    # The 19th's scored game under way, the clock back on the 18th: no second
    # attempt of the 18th, the 19th's game offered, and asked about before a replay drops it.
    from game import i18n

    book = daily_app.session.daily
    later = book.start(Challenge("magdagdon", DAY + timedelta(days=1)), True)
    later.state.apply_roll(later.challenge.roll(later.state))
    book.save(later)
    i18n.activate(lang)
    hub = open_daily(drive, "magdagdon")
    shown = " ".join(t for t in texts(hub) if isinstance(t, str))
    assert i18n._("Play") not in texts(hub)
    assert i18n._("Your daily of {date} has begun, so an earlier day can no longer be scored. "
                  "Is this device's clock right?").split("{date}")[0] in shown
    drive.press(button(hub, i18n._("Replay (not scored)")))
    dialog = daily_app.top
    assert dialog.name == "confirm" and give_up in dialog.question()
    dialog.decline()
    assert book.load("magdagdon").state == later.state
    finish_button = i18n._("Finish the daily of {date}").format(
        date=i18n.format_date(DAY + timedelta(days=1)))
    drive.press(button(daily_app.top, finish_button))
    assert daily_app.top.daily.challenge.day == DAY + timedelta(days=1)
    i18n.activate("en")

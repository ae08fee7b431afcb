"""The daily card says what its squares mean, carries the day's number and
where the game is played, the daily screen counts down to the next challenge, and a streak
that is not there is never "0 days in a row"."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.dev import measure
from game.dev.harness import Driver
from game.dev.shots import DAILY_DAY, DAILY_TIME

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("game", "words"), [
    ("magdagdon", ["number in a bonus line", "other number", "RUIN"]),
    ("mishimash", ["BUST", "SAVE under 50", "SAVE 50–99", "SAVE 100+"])])
def test_the_card_shows_a_legend_and_the_days_number(game, words):
    app = measure.open_screen(f"{game}-daily-done", (1280, 720), "en")
    drive = Driver(app)
    drawn = drive.texts()
    assert f"{game.upper()} daily #138 · 18 May 2026" in drawn  # 18 May 2026 is daily #138
    assert all(w in drawn for w in words), drawn
    app = measure.open_screen(f"{game}-daily-done", (390, 844), "te")  # upright, in Telugu
    assert "శిథిలం" in Driver(app).texts() or "విఫలం" in Driver(app).texts()


def test_the_shared_text_names_the_game_and_the_day():
    app = measure.open_screen("magdagdon-daily-done", (1280, 720), "en")
    hub = app.top
    Driver(app).press(next(w for w in hub.widgets if getattr(w, "text", None)
                           and callable(w.text) and w.text() == "Copy result"))
    import pygame

    pasted = pygame.scrap.get_text()
    lines = pasted.splitlines()
    assert lines[0] == "MAGDAGDON daily #138 · 18 May 2026"
    assert lines[-1] == "Play MAGDAGDON in CUBIRI"


def test_the_daily_screen_counts_down_to_the_next_challenge():
    app = measure.open_screen("mishimash-daily", (390, 844), "en")
    drive = Driver(app)
    assert "Next challenge in 9:12:55" in drive.texts()  # 14:47:05 UTC
    app.session.utc_now = lambda: DAILY_TIME + datetime.timedelta(hours=9, seconds=50)
    assert "Next challenge in 0:12:05" in drive.texts()  # redrawn as the seconds pass
    app = measure.open_screen("mishimash-daily-done", (1280, 720), "de")
    assert "Nächste Tagesaufgabe in 9:12:55" in Driver(app).texts()


def test_no_streak_is_never_zero_days_in_a_row():
    """Midnight after a missed day: the streak is gone, and the screens say how to start one."""
    from datetime import timedelta

    from game.daily.challenge import Challenge
    from game.daily.record import Daily
    from game.dev.daily import play as bot_play
    from game.storage.daily import DailyGame
    from game.ui import scenes

    app = measure.open_screen("title", (390, 844), "en")
    challenge = Challenge("magdagdon", DAILY_DAY - timedelta(days=2))  # yesterday missed
    app.session.daily.save(DailyGame(Daily(challenge), bot_play(challenge, "greedy")))
    app.session.utc_today = lambda: DAILY_DAY
    app.session.utc_now = lambda: datetime.datetime.combine(DAILY_DAY, datetime.time(0, 0, 1),
                                                            datetime.UTC)
    drive = Driver(app)
    app.push(scenes.make("daily", app, "magdagdon"))
    drawn = drive.texts()
    assert "0 days in a row" not in drawn and "Start a streak today" in drawn
    app.push(scenes.make("daily_history", app, "magdagdon"))
    drawn = drive.texts()
    assert "0 days in a row" not in drawn and "Start a streak today" in drawn


def test_the_daily_command_still_writes_its_record_into_a_closed_pipe(tmp_path):
    out = tmp_path / "day.json"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        f'"{sys.executable}" -m game daily --game magdagdon --date 2026-05-17 --bot greedy '
        f'--out "{out}" | head -1', shell=True, cwd=REPO, env=env, capture_output=True,
        text=True, timeout=300)
    assert done.stdout.startswith("MAGDAGDON daily 2026-05-17")
    assert out.exists() and '"daily"' in out.read_text(encoding="utf-8")



def test_the_daily_command_is_quiet_when_its_reader_is_gone(tmp_path):
    out = tmp_path / "day.json"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "daily", "--game", "magdagdon", "--date", "2026-05-17",
         "--bot", "greedy", "--out", str(out)],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdout.close()  # the reader has gone before the first line: every print meets EPIPE
    err = proc.stderr.read()
    proc.wait(timeout=300)
    assert out.exists() and '"daily"' in out.read_text(encoding="utf-8")
    assert err == "" and proc.returncode == 141

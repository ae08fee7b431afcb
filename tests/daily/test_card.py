"""The result card: spoiler-free pictures, emoji or ASCII, the player's language; and the
headless `python -m game daily`."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game import i18n
from game.daily import card
from game.daily.challenge import Challenge
from game.daily.result import Result, result_of
from game.dev.daily import play
from game.magdagdon import daily as md_daily
from game.magdagdon.actions import Accept, Confirm, Stage
from game.magdagdon.state import Game
from game.mishimash import daily as mm_daily
from game.mishimash.match import Match
from game.mishimash.script import play_turn

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english():
    i18n.activate("en")
    yield
    i18n.activate("en")


def test_the_magdagdon_picture_marks_bonus_lines_numbers_and_ruins() -> None:
    g = Game("peaceful")
    g.apply_roll([1, 2, 3, 4])  # a straight along the top row
    for die in range(4):
        g.apply(Stage(die, 0, die))
    g.apply(Confirm())
    g.apply_roll([6, 6, 6, 6])  # nothing fits next to the row's 1..4: MAGDAGDON
    assert g.in_magdagdon
    g.apply(Accept(3, 3))
    picture = md_daily.picture(g)
    assert picture[:4] == "####" and picture[15] == "x" and picture[4:15] == " " * 11


def test_the_mishimash_picture_has_one_code_per_turn() -> None:
    m = Match(["Ana"], target=250)
    play_turn(m, ([1, 1, 1, 2, 3, 4], [1, 1, 1]), [2, 3, 4])  # bust
    play_turn(m, ([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]))  # 15 + MISHIMASH 10 = 25 points
    play_turn(m, ([1] * 6, [1] * 6))  # 40 + 10 = 50 points
    play_turn(m, ([1] * 6, [1] * 6), ([1] * 6, [1] * 6))  # 50 + 40 × 2 + 20 = 150 points
    assert [t.points // 2 for t in m.turns] == [0, 25, 50, 150]
    assert mm_daily.picture(m) == "xoO@"


def _result(game: str) -> Result:
    challenge = Challenge(game, date(2026, 5, 17))
    return result_of(challenge, play(challenge, "best"), "abc")


def test_card_text_in_english_emoji_and_ascii() -> None:
    result = _result("magdagdon")
    assert result.score == 27 and result.difficulty == "nightmare" and result.turns == 8
    lines = card.text(result, emoji=False).splitlines()
    # the day's number (#1 on 1 January 2026) and, last, where the game is played
    assert lines[:2] == ["MAGDAGDON daily #137 · 17 May 2026", "NIGHTMARE · 27 points"]
    assert lines[2:-1] == ["xooo", "oooo", "####", "xoox"]
    assert lines[-1] == "Play MAGDAGDON in CUBIRI"
    emoji = card.text(result, streak=4).splitlines()
    assert emoji[2] == "\U0001F7E5\u2B1C\u2B1C\u2B1C" and emoji[4] == "\U0001F7E9" * 4
    assert emoji[-2] == "4 days in a row"
    assert not any(c.isdigit() for line in lines[2:-1] for c in line)  # no die values
    assert card.number(date(2026, 1, 1)) == 1 and card.number(date(2027, 1, 1)) == 366
    early = Result("magdagdon", "2025-12-31", 8, "#o#o" * 4, 89, "nightmare")
    assert card.title(early) == "MAGDAGDON daily · 31 Dec 2025"  # before the numbering


def test_the_mishimash_card_counts_turns_and_wraps_ten_a_line() -> None:
    result = Result("mishimash", "2026-05-17", 23, "xo" * 11 + "O")
    lines = card.text(result, emoji=False).splitlines()
    assert lines[1] == "250 points in 23 turns"
    assert lines[2:-1] == ["xoxoxoxoxo", "xoxoxoxoxo", "xoO"]
    assert lines[0] == "MISHIMASH daily #137 · 17 May 2026"
    assert lines[-1] == "Play MISHIMASH in CUBIRI"
    long = Result("mishimash", "2026-05-17", 63, "x" * 62 + "o")
    assert card.picture_lines(long, emoji=False)[-1] == "xxxxxxxxxx +13"


@pytest.mark.parametrize(("lang", "word"), [("de", "Punkte"), ("it", "punti"),
                                             ("ro", "puncte"), ("te", "పాయింట్లు")])
def test_the_card_is_in_the_players_language(lang: str, word: str) -> None:
    i18n.activate(lang)
    text = card.text(_result("magdagdon"), emoji=False)
    assert word in text and "points" not in text
    assert i18n.format_date(date(2026, 5, 17)) in text


def test_headless_daily_prints_the_result_and_writes_a_record_check_accepts(tmp_path) -> None:
    out = tmp_path / "daily.json"
    done = subprocess.run(
        [sys.executable, "-m", "game", "daily", "--date", "2026-05-17", "--game", "magdagdon",
         "--bot", "best", "--out", str(out)],
        cwd=REPO, capture_output=True, text=True, timeout=300, check=True)
    assert "MAGDAGDON daily 2026-05-17 (Sunday: nightmare), bot best" in done.stdout
    assert "score 27 " in done.stdout and "xoox" in done.stdout
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["daily"] == {"date": "2026-05-17", "scored": True}
    checked = subprocess.run([sys.executable, "-m", "game", "check", str(out)], cwd=REPO,
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0 and "1 OK" in checked.stdout


def test_headless_daily_rejects_an_unknown_bot_and_a_bad_date() -> None:
    bad = subprocess.run([sys.executable, "-m", "game", "daily", "--game", "mishimash",
                          "--bot", "greedy"], cwd=REPO, capture_output=True, text=True,
                         timeout=300)
    assert bad.returncode == 2 and "no mishimash bot 'greedy'" in bad.stdout
    bad = subprocess.run([sys.executable, "-m", "game", "daily", "--game", "magdagdon",
                          "--date", "2026-5-1"], cwd=REPO, capture_output=True, text=True,
                         timeout=300)
    assert bad.returncode == 2 and "YYYY-MM-DD" in bad.stderr

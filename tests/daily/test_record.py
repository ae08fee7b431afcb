"""Daily games as records: the `daily` field, `check` replays them and rejects dice that are
not the day's, a save's record replays mid-game and continues with the same streams."""

from __future__ import annotations

import copy
import json
import random
from datetime import date

import pytest

from game import records
from game.check import check_text
from game.daily import record as daily_record
from game.daily.challenge import Challenge
from game.daily.record import Daily
from game.dev.daily import play
from game.magdagdon.bots import greedy_bot
from game.mishimash.bots import cautious_bot
from game.records import RecordError

DAY = date(2026, 5, 18)  # Monday: PEACEFUL


def _finished(game: str, day: date = DAY) -> dict:
    challenge = Challenge(game, day)
    bot = "best" if game == "magdagdon" else "cautious"  # no strategy tables to build
    return daily_record.export(Daily(challenge), play(challenge, bot))


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_daily_record_checks_like_any_other(game: str) -> None:
    record = _finished(game)
    assert record["daily"] == {"date": "2026-05-18", "scored": True} and record["seed"] is None
    assert check_text(json.dumps(record)) is None
    state = records.replay(record)
    assert state.is_over
    unscored = {**record, "daily": {"date": "2026-05-18", "scored": False}}
    assert check_text(json.dumps(unscored)) is None


def test_dice_that_are_not_the_days_are_rejected() -> None:
    record = _finished("magdagdon")
    other = {**record, "daily": {"date": "2026-05-25", "scored": True}}  # also a Monday
    problem = check_text(json.dumps(other))
    assert problem is not None and "turn 1: the roll" in problem
    assert "differs from the daily dice of 2026-05-25" in problem

    match = _finished("mishimash")
    bad = copy.deepcopy(match)
    roll = bad["turns"][-1]["rolls"][0]
    roll["dice"] = sorted(roll["dice"])  # the same values in another order
    if roll["dice"] != match["turns"][-1]["rolls"][0]["dice"]:
        problem = check_text(json.dumps(bad))
        assert problem is not None and "roll 1" in problem


def test_a_reroll_that_is_not_the_days_is_rejected() -> None:
    challenge = Challenge("magdagdon", DAY)
    game = challenge.new_state()
    game.apply_roll(challenge.roll(game))
    from game.magdagdon.actions import Reroll

    game.apply(Reroll((1,)))
    game.apply_roll(challenge.roll(game))
    record = daily_record.export(Daily(challenge), game)
    assert check_text(json.dumps(record)) is None
    power = record["turns"][0]["powers"][0]
    power["dice"][1] = power["dice"][1] % 6 + 1
    problem = check_text(json.dumps(record))
    assert problem is not None and "REROLL 1" in problem


@pytest.mark.parametrize(("change", "reason"), [
    ({"difficulty": "nightmare"}, "is played on peaceful"),
    ({"seed": 7}, "has no seed"),
    ({"daily": "2026-05-18"}, "must be an object"),
    ({"daily": {"date": "18.05.2026", "scored": True}}, "YYYY-MM-DD"),
    ({"daily": {"date": "2026-02-30", "scored": True}}, "date"),
    ({"daily": {"date": "2026-05-18", "scored": 1}}, "true or false"),
    ({"daily": {"date": "2026-05-18"}}, "must be an object with"),
])
def test_a_damaged_daily_field_or_setting_is_rejected(change: dict, reason: str) -> None:
    record = {**_finished("magdagdon"), **change}
    problem = check_text(json.dumps(record))
    assert problem is not None and reason in problem, problem


def test_the_mishimash_daily_is_a_solo_race_to_250() -> None:
    record = _finished("mishimash")
    for change in ({"target": 500}, {"players": ["Ana", "Bo"]}):
        with pytest.raises(RecordError):
            daily_record.replay({**record, **change})


def test_an_ordinary_record_has_no_daily_marker() -> None:
    record = _finished("magdagdon")
    del record["daily"]
    assert daily_record.marker(record) is None
    with pytest.raises(RecordError, match="not a daily game"):
        daily_record.replay(record)


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_a_game_saved_mid_day_resumes_with_the_same_streams(game: str) -> None:
    """Export after every step, replay the record, continue: the same game as without the
    interruption (the dice come from the state's position, not from a generator)."""
    challenge = Challenge(game, DAY)
    bot = greedy_bot if game == "magdagdon" else cautious_bot
    whole = play_with(challenge, bot, stop=None)
    for stop in (1, 5, 17, 40):
        state = play_with(challenge, bot, stop=stop)
        record = daily_record.export(Daily(challenge), state)
        resumed, daily = daily_record.replay(json.loads(json.dumps(record)))
        assert daily.challenge == challenge and resumed == state
        finish(challenge, bot, resumed)
        assert daily_record.export(daily, resumed) == daily_record.export(Daily(challenge), whole)


def play_with(challenge: Challenge, bot, stop: int | None):
    state = challenge.new_state("Ana")
    return finish(challenge, bot, state, stop)


def finish(challenge: Challenge, bot, state, stop: int | None = None):
    rng = random.Random(1)
    steps = 0
    while not state.is_over and (stop is None or steps < stop):
        if state.dice_to_roll:
            state.apply_roll(challenge.roll(state))
        else:
            state.apply(bot(state, rng))
        steps += 1
    return state


def _every_die(record: dict):
    """(turn index, where, a copy of `record` with that one die changed) for every die rolled:
    MAGDAGDON's rolls and REROLLs, MISHIMASH's rolls."""
    for t, turn in enumerate(record["turns"]):
        places = []
        if record["game"] == "magdagdon":
            places.append(("the roll", ("roll",)))
            places += [(f"REROLL {n}:", ("powers", p, "dice")) for n, p in enumerate(
                [p for p, power in enumerate(turn["powers"]) if power["power"] == "reroll"], 1)]
        else:
            places += [(f"roll {k}", ("rolls", k - 1, "dice"))
                       for k in range(1, len(turn["rolls"]) + 1)]
        for what, path in places:
            values = turn
            for step in path:
                values = values[step]
            indices = range(len(values))
            if what.startswith("REROLL"):  # the dice a REROLL gave (the others must not change)
                power = turn["powers"][path[1]]
                indices = power["indices"]
            for i in indices:
                changed = copy.deepcopy(record)
                target = changed["turns"][t]
                for step in path:
                    target = target[step]
                target[i] = target[i] % 6 + 1
                yield t, what, changed


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_one_die_changed_is_named_by_its_turn_not_by_what_it_broke(game: str) -> None:
    # A changed die broke a placement, a keep or the result first, and that was named
    for t, what, changed in _every_die(_finished(game)):
        problem = check_text(json.dumps(changed))
        assert problem is not None and problem.startswith(f"turn {t + 1}: {what}"), problem
        assert "differs from the daily dice of 2026-05-18" in problem

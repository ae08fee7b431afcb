"""Records (records §3): export, replay, in-progress games and broken records."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game import records
from game.dice import roll
from game.magdagdon import Accept, Confirm, Difficulty, Game, Minus, Phase, Reroll, Stage
from game.magdagdon.bots import BOTS, greedy_bot, play
from game.magdagdon.record import export, replay
from game.records import RecordError

SPEC_EXAMPLE = {
    "format": "cubiri.record", "version": 1, "game": "magdagdon",
    "difficulty": "peaceful", "seed": 7,
    "turns": [
        {"roll": [3, 4, 4, 6],
         "powers": [{"power": "minus", "index": 3, "dice": [3, 4, 4, 5]},
                    {"power": "reroll", "indices": [0], "dice": [5, 4, 4, 5]}],
         "placements": [{"index": 1, "row": 1, "col": 1}, {"index": 2, "row": 1, "col": 2}],
         "ruin": None},
        # 1s cannot touch the 4s: MAGDAGDON, accepted on a far cell.
        {"roll": [1, 1, 1, 1], "powers": [], "placements": [], "ruin": {"row": 3, "col": 3}},
    ],
}


def example() -> dict:
    return copy.deepcopy(SPEC_EXAMPLE)


def finished() -> dict:
    return export(play(Difficulty.PEACEFUL, greedy_bot, 7))


def test_spec_example_replays():
    g = replay(example())
    assert g.difficulty is Difficulty.PEACEFUL and g.seed == 7
    assert g.turns == 2 and g.cell(1, 1) == 4 and g.cell(1, 2) == 4 and g.cell(3, 3) == -1
    assert g.powers_used == 2 and g.phase is Phase.ROLL
    assert export(g) == example()  # not over: no result


def test_export_of_a_played_game_matches_the_spec_example():
    g = Game(Difficulty.PEACEFUL, seed=7)
    g.apply_roll([3, 4, 4, 6])
    g.apply(Minus(3))
    g.apply(Reroll((0,)))
    g.apply_roll([5])
    g.apply(Stage(1, 1, 1))
    g.apply(Stage(2, 1, 2))
    g.apply(Confirm())
    g.apply_roll([1, 1, 1, 1])
    g.apply(Accept(3, 3))
    assert export(g) == example()


def test_finished_record_has_result_with_all_fields():
    rec = finished()
    assert set(rec["result"]) == {"score", "base", "bonus", "ruins", "power_penalty",
                                  "powers_used", "turns"}
    assert all(isinstance(v, int) for v in rec["result"].values())
    assert all(set(t) == {"roll", "powers", "placements", "ruin"} for t in rec["turns"])
    g = replay(json.loads(records.dumps(rec)))
    assert g.is_over and g.result() == rec["result"]


def test_in_progress_open_turn_with_staged_dice():
    g = Game(Difficulty.SURVIVAL, seed=3)
    g.apply_roll([2, 3, 3, 5])
    g.apply(Stage(0, 2, 2))
    rec = export(g)
    assert rec["turns"] == [{"roll": [2, 3, 3, 5], "powers": [],
                             "placements": [{"index": 0, "row": 2, "col": 2}],
                             "ruin": None, "open": True}]
    assert "result" not in rec
    assert replay(rec) == g


def test_in_progress_awaited_reroll_is_a_power_without_dice():
    g = Game(Difficulty.PEACEFUL)
    g.apply_roll([2, 3, 3, 5])
    g.apply(Stage(0, 2, 2))
    g.apply(Reroll((1, 3)))
    rec = export(g)
    assert rec["turns"][0]["powers"] == [{"power": "reroll", "indices": [1, 3]}]
    back = replay(rec)
    assert back == g and back.awaited_dice == (1, 3) and back.staged == ((0, (2, 2)),)
    back.apply_roll([3, 2])
    g.apply_roll([3, 2])
    assert back == g


def test_waiting_for_a_new_turn_has_no_open_turn():
    rec = export(Game(Difficulty.NIGHTMARE))
    assert rec["turns"] == [] and replay(rec) == Game(Difficulty.NIGHTMARE)


@pytest.mark.parametrize("bot", sorted(BOTS))
def test_replay_of_export_at_every_step(bot):
    rng = random.Random(11)
    for n, difficulty in enumerate(Difficulty):
        g = Game(difficulty, seed=n)
        bot_rng = random.Random(n)
        while True:
            assert replay(json.loads(records.dumps(export(g)))) == g
            if g.is_over:
                break
            if g.dice_to_roll:
                g.apply_roll(roll(rng, g.dice_to_roll))
            else:
                g.apply(BOTS[bot](g, bot_rng))


def test_records_dispatch_by_game():
    rec = example()
    assert records.replay(records.parse(records.dumps(rec))) == replay(rec)


# --- broken records: (id, mutation, offending turn (1-based) or None, reason fragment) ----------

def _set(path, value):
    def mutate(rec):
        target = rec
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _extra_turn(rec):
    rec["turns"].append({"roll": [1, 1, 1, 1], "powers": [], "placements": [], "ruin": None})


def _open_first(rec):
    rec["turns"][0]["open"] = True


def _open_with_ruin(rec):
    rec["turns"][1]["open"] = True


def _power_nightmare(rec):
    rec["difficulty"] = "nightmare"


def _fourth_power(rec):
    rec["turns"][0]["powers"] += [
        {"power": "plus", "index": 1, "dice": [5, 5, 4, 5]},
        {"power": "plus", "index": 1, "dice": [5, 6, 4, 5]},
    ]


def _ruin_not_magdagdon(rec):
    rec["turns"][0]["placements"] = []
    rec["turns"][0]["ruin"] = {"row": 0, "col": 0}


def _no_ruin_in_magdagdon(rec):
    rec["turns"][1]["ruin"] = None


BROKEN = [
    ("bad die value", _set(["turns", 0, "roll"], [3, 4, 4, 7]), 1, "dice values 1..6"),
    ("wrong number of dice", _set(["turns", 0, "roll"], [3, 4, 4]), 1, "list of 4 dice"),
    ("boolean die", _set(["turns", 1, "roll"], [True, 1, 1, 1]), 2, "dice values 1..6"),
    ("occupied cell", _set(["turns", 0, "placements", 1], {"index": 2, "row": 1, "col": 1}),
     1, "is not EMPTY"),
    ("invalid adjacency", _set(["turns", 0, "placements", 1], {"index": 2, "row": 2, "col": 2}),
     1, "rules §1.4"),
    ("too few placements", _set(["turns", 0, "placements"], [{"index": 1, "row": 1, "col": 1}]),
     1, "CONFIRM needs at least 2"),
    ("die placed twice", _set(["turns", 0, "placements", 1], {"index": 1, "row": 1, "col": 2}),
     1, "already staged"),
    ("die index out of range", _set(["turns", 0, "placements", 0],
                                    {"index": 4, "row": 1, "col": 1}), 1, "no die 4"),
    ("power with no uses left (nightmare)", _power_nightmare, 1, "no Majda power uses left"),
    ("fourth power on peaceful", _fourth_power, 1, "no Majda power uses left"),
    ("minus on a 1", _set(["turns", 0, "roll"], [3, 4, 4, 1]), 1, "MINUS is unavailable on a 1"),
    ("dice after minus not matching", _set(["turns", 0, "powers", 0, "dice"], [3, 4, 4, 4]),
     1, "does not match"),
    ("reroll changes another die", _set(["turns", 0, "powers", 1, "dice"], [5, 4, 3, 5]),
     1, "which was not rerolled"),
    ("unknown power", _set(["turns", 0, "powers", 0, "power"], "double"), 1, "unknown power"),
    ("ruin when not in MAGDAGDON", _ruin_not_magdagdon, 1, "only possible in MAGDAGDON"),
    ("placements and ruin both", _set(["turns", 1, "placements"],
                                      [{"index": 0, "row": 0, "col": 0}]), 2, "both"),
    ("MAGDAGDON without a ruin", _no_ruin_in_magdagdon, 2, "must end with a ruin"),
    ("ruin on an occupied cell", _set(["turns", 1, "ruin"], {"row": 1, "col": 1}), 2, "EMPTY"),
    ("ruin off the board", _set(["turns", 1, "ruin"], {"row": 4, "col": 0}), 2, "no cell"),
    ("unknown difficulty", _set(["difficulty"], "easy"), None, "unknown difficulty"),
    ("seed not an integer", _set(["seed"], "7"), None, "seed"),
    ("turns not a list", _set(["turns"], {}), None, "'turns' must be a list"),
    ("missing field", lambda rec: rec["turns"][0].pop("powers"), 1, "missing field 'powers'"),
    ("open turn not last", _open_first, 1, "only the last turn"),
    ("open turn with a ruin", _open_with_ruin, 2, "open turn cannot have a ruin"),
    ("result on an unfinished game", _set(["result"], {"score": 0}), None, "not over"),
    ("wrong format", _set(["format"], "cubiri.save"), None, "unknown format"),
    ("wrong version", _set(["version"], 2), None, "unknown version"),
]


@pytest.mark.parametrize(("mutate", "turn", "reason"), [b[1:] for b in BROKEN],
                         ids=[b[0] for b in BROKEN])
def test_broken_records_are_rejected(mutate, turn, reason):
    rec = example()
    mutate(rec)
    with pytest.raises(RecordError) as info:
        replay(rec)
    err = info.value
    assert err.turn == (None if turn is None else turn - 1)
    assert reason in str(err)
    if turn is not None:
        assert str(err).startswith(f"turn {turn}: ")


def test_ruin_when_not_in_magdagdon_names_the_rule():
    rec = example()
    rec["turns"][0]["placements"] = []
    rec["turns"][0]["ruin"] = {"row": 0, "col": 0}
    with pytest.raises(RecordError, match="turn 1: ruin: ACCEPT is only possible in MAGDAGDON"):
        replay(rec)


def test_wrong_result_is_rejected():
    rec = finished()
    rec["result"]["score"] += 1
    with pytest.raises(RecordError, match="'result' 'score' is .* but the replayed game gives"):
        replay(rec)


def test_missing_result_is_rejected():
    rec = finished()
    del rec["result"]
    with pytest.raises(RecordError, match="'result' is missing"):
        replay(rec)


def test_extra_turn_after_the_end_is_rejected():
    rec = finished()
    _extra_turn(rec)
    with pytest.raises(RecordError, match="after the end of the game") as info:
        replay(rec)
    assert info.value.turn == len(rec["turns"]) - 1


def test_fuzzed_records_only_raise_record_errors():
    # Random single-field damage must give a RecordError (or a valid game), never a crash.
    rng = random.Random(5)
    junk = [None, -1, 0, 7, 2.5, "x", [], {}, [1], True, {"row": 0}]
    base = finished()
    rejected = 0
    for _ in range(400):
        rec = copy.deepcopy(base)
        turn = rng.choice(rec["turns"])
        key = rng.choice(["roll", "powers", "placements", "ruin"])
        if key == "placements" and turn["placements"] and rng.random() < 0.5:
            p = rng.choice(turn["placements"])
            p[rng.choice(["index", "row", "col"])] = rng.choice(junk)
        else:
            turn[key] = rng.choice(junk)
        try:
            replay(rec)
        except RecordError:
            rejected += 1
    assert rejected >= 300  # almost every damage is caught (a few, e.g. ruin=None, may not be)

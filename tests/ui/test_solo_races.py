"""Solo MISHIMASH races keep their own high-score table: per target the fastest races ranked by
turns (fewest first), not only the best; the table is a stored kind that backups carry, storage
from before it still loads, and the high-score screen shows it (every language, phone sizes)."""

from __future__ import annotations

import datetime
import json
import random

import pygame
import pytest

from game.mishimash import Match
from game.mishimash.bots import cautious_bot, play
from game.mishimash.storage import MISHIMASH_RACES, RACES, SoloRace, add_race
from game.storage import backup
from game.storage.backends import MemoryStore


def _race(app, seed: int, name: str, target: int = 250) -> int:
    """A solo race played to its end and finished through the app's storage."""
    match = play(Match([name], target), [cautious_bot], random.Random(seed))
    app.session.save("mishimash", match, random.Random(seed), (True,))
    app.session.clear("mishimash")
    return match.turn_count


def test_every_solo_race_enters_the_table_ranked_by_turns(app):
    turns = [_race(app, seed, name) for seed, name in ((6, "Ana"), (7, "Bo"), (8, "Cy"))]
    races = app.session.storage.read(MISHIMASH_RACES)
    assert [r.turns for r in races] == sorted(turns)  # all three, not only the best
    assert {r.name for r in races} == {"Ana", "Bo", "Cy"}
    assert all(r.target == 250 for r in races)


def test_a_target_keeps_its_fastest_and_a_tie_ranks_the_older_first():
    races: tuple[SoloRace, ...] = ()
    for k in range(RACES + 3):
        races, _place = add_race(races, SoloRace(500, 40 - k, f"P{k}", "2026-05-01", f"g{k}"))
    assert len(races) == RACES and [r.turns for r in races] == sorted(r.turns for r in races)
    races, place = add_race(races, SoloRace(500, races[0].turns, "Tie", "2026-05-02", "t"))
    assert place == 2 and races[1].name == "Tie"
    assert add_race(races, SoloRace(500, 99, "Slow", "2026-05-02", "s"))[1] is None
    races, place = add_race(races, SoloRace(250, 30, "Other", "2026-05-02", "o"))
    assert place == 1 and len(races) == RACES + 1  # its own target's table


def test_backups_carry_the_table_and_old_storage_loads_without_it(app):
    _race(app, 6, "Ana")
    store = app.session.storage.store
    copy, left_out = backup.collect(store, datetime.date(2026, 12, 2))
    assert left_out == [] and "races.mishimash" in copy.values
    fresh = MemoryStore()
    backup.restore(fresh, backup.check(backup.dumps(copy)))
    assert json.loads(fresh.get("races.mishimash")) == json.loads(store.get("races.mishimash"))
    old = MemoryStore()  # storage from before the table: the screen still opens
    from game.storage import values
    assert values.read(old, MISHIMASH_RACES, []) == ()


@pytest.mark.parametrize("lang", ["en", "de", "ro", "te", "it"])
@pytest.mark.parametrize("size", [(390, 844), (844, 390), (1280, 720)])
def test_the_high_scores_show_the_table_on_the_page(app, drive, lang, size):
    from game import i18n
    from game.mishimash.ui.scores import solo_table
    from game.ui.scenes.scores import ScoresScene

    i18n.activate(lang)
    drive.resize(size)
    for seed, name in ((6, "Ana"), (7, "వెంకటేశ్వర రావు"), (8, "Bo")):
        _race(app, seed, name)
    scene = ScoresScene(app, "mishimash")
    app.push(scene)
    drive.pump(2)
    page = scene.page
    left = pygame.Rect(page.left + 24, page.top + 16, 300, 40)
    _end, rows = solo_table(scene, app.canvas, left, 3, page.bottom)
    assert len(rows) == 3  # the three races of 250, one row each, in rank order
    assert all(page.contains(r) for r in rows)
    assert [r.top for r in rows] == sorted(r.top for r in rows)

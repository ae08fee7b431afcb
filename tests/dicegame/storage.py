"""What CUBIRI keeps of TWODICE: its best scores per number of turns (`cubiri.scores.twodice`)
and its setting, the number of turns of a new game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dicegame import TwoDice
from game.storage import values
from game.storage.entries import entries, expect_id
from game.storage.settings import GameSetting
from game.storage.values import Invalid, Kind, expect_choice, expect_date, expect_fields, expect_int

if TYPE_CHECKING:
    from game.storage.access import Storage
    from game.storage.saves import SavedGame

TURNS = ("3", "5")  # the setting's values: a new game's turns
TOP = 5


@dataclass(frozen=True)
class Best:
    """One of the best scores."""

    score: int
    date: str
    id: str


Table = dict[str, tuple[Best, ...]]  # turns -> best first


def _entry(item: Any) -> Best:
    obj = expect_fields(item, "entry", ("score", "date", "id"))
    return Best(expect_int(obj["score"], "score", 1, 6 * 5), expect_date(obj["date"], "date"),
                expect_id(obj["id"]))


def _decode(data: Any, problems: list[str]) -> Table:
    if not isinstance(data, dict) or set(data) != set(TURNS):
        raise Invalid("TWODICE scores must hold the turns 3 and 5")
    return {turns: tuple(entries(data[turns], turns, _entry, problems)) for turns in TURNS}


def _encode(table: Table) -> dict[str, Any]:
    return {turns: [{"score": b.score, "date": b.date, "id": b.id} for b in table[turns]]
            for turns in TURNS}


SCORES: Kind[Table] = Kind(name="scores.twodice", version=1,
                           default=lambda: {turns: () for turns in TURNS}, decode=_decode,
                           encode=_encode,
                           damaged_msgid="Saved TWODICE scores were damaged. A copy was kept.")


def results(storage: Storage, saved: SavedGame, record: dict[str, Any], day: str,
            game_id: str) -> None:
    """A finished game among the best of its number of turns (once: by its id)."""
    game = saved.state
    assert isinstance(game, TwoDice)
    table, turns = storage.read(SCORES), str(game.turns)
    rows = table.get(turns, ())
    if turns not in TURNS or any(row.id == game_id for row in rows):
        return
    better = sorted((*rows, Best(game.score, day, game_id)), key=lambda b: -b.score)[:TOP]
    values.write(storage.store, SCORES, {**table, turns: tuple(better)}, storage.notices)


SETTINGS = (GameSetting("twodice_turns", default=lambda: TURNS[0],
                        check=lambda v: expect_choice(v, "TWODICE turns", TURNS)),)

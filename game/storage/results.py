"""A finished game's result entering the high scores: one function per game, named by the
game's `results` entry in `game.games` (`Session` calls it once per finished game).

Each is called as `results(session, saved, record, day, game_id)`: the session (its store and
notices), the saved game, its finished records §3 record, today's ISO date and the game's id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.mishimash.match import TARGETS
from game.mishimash.record import half_points
from game.storage import scores, values

if TYPE_CHECKING:
    from game.storage.saves import SavedGame
    from game.storage.session import Session


def magdagdon(session: Session, saved: SavedGame, record: dict[str, Any], day: str,
              game_id: str) -> None:
    """MAGDAGDON: the top 10 of the game's difficulty (rules §1.8)."""
    result = record["result"]
    entry = scores.MagdagdonScore(result["score"], day, result["turns"], result["powers_used"],
                                  game_id)
    table = session.magdagdon_scores()
    new, _ = scores.add_magdagdon(table, record["difficulty"], entry)
    if new is not table:
        values.write(session.store, scores.MAGDAGDON_SCORES, new, session.notices)


def mishimash(session: Session, saved: SavedGame, record: dict[str, Any], day: str,
              game_id: str) -> None:
    """MISHIMASH: the match history, and the solo best of its target (rules §2.4)."""
    result = record["result"]
    players = tuple(scores.clean_name(p) for p in record["players"])
    humans = saved.humans if saved.humans and len(saved.humans) == len(players) \
        else (True,) * len(players)
    totals = tuple(half_points(s) or 0 for s in result["scores"])
    turns = result.get("turns", len(record["turns"]))
    history = session.mishimash_history()
    new_history = scores.add_match(history, scores.MatchResult(
        day, record["target"], players, humans, totals, result["winner"], turns, game_id))
    if new_history is not history:
        values.write(session.store, scores.MISHIMASH_HISTORY, new_history, session.notices)
    if len(players) == 1 and record["target"] in TARGETS:
        bests, better = scores.add_solo_best(session.mishimash_best(), record["target"],
                                             scores.SoloBest(turns, day, game_id))
        if better:
            values.write(session.store, scores.MISHIMASH_BEST, bests, session.notices)

"""A finished game's result entering the high scores: one function per game, named by the
game's `results` entry in `game.registry` (`Session` calls it once per finished game).

Each is called as `results(session, saved, record, day, game_id)`: the session (its store and
notices), the saved game, its finished records §3 record, today's ISO date and the game's id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.mishimash import compact
from game.mishimash.match import TARGETS
from game.mishimash.record import half_points
from game.mishimash.turn import End
from game.storage import history, scores, values

if TYPE_CHECKING:
    from game.storage.saves import SavedGame
    from game.storage.session import Session


def magdagdon(session: Session, saved: SavedGame, record: dict[str, Any], day: str,
              game_id: str) -> None:
    """MAGDAGDON: the top 10 of the game's difficulty (rules §1.8), the history behind the
    statistics, and the game kept whole for replay."""
    result = record["result"]
    session.keep_replay(saved.game, game_id, record)
    entry = scores.MagdagdonScore(result["score"], day, result["turns"], result["powers_used"],
                                  game_id)
    table = session.magdagdon_scores()
    new, _ = scores.add_magdagdon(table, record["difficulty"], entry)
    if new is not table:
        values.write(session.store, scores.MAGDAGDON_SCORES, new, session.notices)
    games = session.magdagdon_history()
    more = history.add_game(games, history.MagdagdonGame(
        day, record["difficulty"], result["score"], result["ruins"], result["powers_used"],
        result["turns"], game_id))
    if more is not games:
        values.write(session.store, history.MAGDAGDON_HISTORY, more, session.notices)


def mishimash(session: Session, saved: SavedGame, record: dict[str, Any], day: str,
              game_id: str) -> None:
    """MISHIMASH: the match history (with each computer seat's strength and each seat's turns
    and busts, for the statistics), the solo best of its target (rules §2.4), and the match
    kept whole for replay (in the compact form, when it is not too long)."""
    result = record["result"]
    match = saved.state
    turns_text = compact.pack(match)
    if len(turns_text) <= history.MAX_REPLAY_CHARS:
        session.keep_replay(saved.game, game_id, {
            "players": record["players"], "target": record["target"], "seed": record["seed"],
            "turns": turns_text})
    players = tuple(scores.clean_name(p) for p in record["players"])
    humans = saved.humans if saved.humans and len(saved.humans) == len(players) \
        else (True,) * len(players)
    totals = tuple(half_points(s) or 0 for s in result["scores"])
    turns = result.get("turns", len(record["turns"]))
    seat_turns = tuple(sum(t.player == s for t in match.turns) for s in range(len(players)))
    busts = tuple(sum(t.player == s and t.end is End.BUST for t in match.turns)
                  for s in range(len(players)))
    matches = session.mishimash_history()
    new_history = scores.add_match(matches, scores.MatchResult(
        day, record["target"], players, humans, totals, result["winner"], turns, game_id,
        strengths=_strengths(session, saved, humans), seat_turns=seat_turns, busts=busts))
    if new_history is not matches:
        values.write(session.store, scores.MISHIMASH_HISTORY, new_history, session.notices)
    if len(players) == 1 and record["target"] in TARGETS:
        bests, better = scores.add_solo_best(session.mishimash_best(), record["target"],
                                             scores.SoloBest(turns, day, game_id))
        if better:
            values.write(session.store, scores.MISHIMASH_BEST, bests, session.notices)


def _strengths(session: Session, saved: SavedGame, humans: tuple[bool, ...]
               ) -> tuple[str | None, ...]:
    """Each computer seat's strength, None for a person: from the save, else (a save made
    before saves kept them) from the seats in the settings when they match, else unknown."""
    if saved.strengths is not None and len(saved.strengths) == len(humans):
        return tuple(None if h else st for h, st in zip(humans, saved.strengths, strict=True))
    seats = session.settings.mishimash_seats
    if len(seats) != len(humans) or any(s.human != h for s, h in zip(seats, humans,
                                                                      strict=True)):
        return (None,) * len(humans)
    return tuple(None if s.human else s.strength for s in seats)

"""High scores: MAGDAGDON top 10 per difficulty, MISHIMASH solo best per target, and the last
200 MISHIMASH matches (what the statistics and the recent matches are drawn from).

Three stored values (one key per concern): `cubiri.scores.magdagdon`, `cubiri.scores.mishimash`
and `cubiri.history.mishimash`. Entries are checked one by one: an entry that is damaged or
impossible (a MAGDAGDON score beyond the bound of rules §1.7, negative turns, a winner who is not
ahead…) is dropped and the others are kept.

Every entry carries the `id` of the game it came from, so recording a finished game again (after
a crash between two writes, or a second save of the final state) changes nothing.

The match history is at version 2 (issue 15): each match also says what `kind` of game it was
("play"; the daily challenge uses its own, so statistics keep them apart), each computer seat's
strength, and per seat the turns played and busted. Version-1 matches migrate with those
unknown (strengths None, no per-seat counts): they still count for games and wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.magdagdon.rules import (
    DICE,
    RUIN_PENALTY,
    SIZE,
    STRAIGHT_BONUS,
    Difficulty,
)
from game.mishimash.match import MAX_PLAYERS, MIN_PLAYERS, TARGETS
from game.mishimash.record import MAX_TARGET
from game.storage import notices as msg
from game.storage.settings import STRENGTHS
from game.storage.values import (
    Invalid,
    Kind,
    expect_bool,
    expect_date,
    expect_fields,
    expect_int,
    expect_list,
    is_int,
)

TOP = 10  # MAGDAGDON entries kept per difficulty
HISTORY = 200  # MISHIMASH matches kept (about 250 characters each: 50 kB at most)
PLAY = "play"  # the kind of an ordinary game (statistics group by kind)
KIND_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,15}")
MAX_ID_LENGTH = 64
MAX_PLAYER_NAME = 40

# rules §1.7 bounds a MAGDAGDON score: every number (at most 6) counts twice, every one of the
# 2 x SIZE lines earns at most the straight bonus; at worst all cells are ruins and every power
# was used (the highest total penalty of any difficulty).
_CELLS = SIZE * SIZE
MAGDAGDON_MAX_SCORE = 2 * _CELLS * 6 + 2 * SIZE * STRAIGHT_BONUS  # 672
MAGDAGDON_MIN_SCORE = -(_CELLS * RUIN_PENALTY + max(sum(d.penalties) for d in Difficulty))  # -310
# Each turn fills 1 to DICE cells (rules §1.3, §1.6).
MAGDAGDON_MIN_TURNS = -(-_CELLS // DICE)
MAGDAGDON_MAX_TURNS = _CELLS

# MISHIMASH has no hard bound (a turn can go on rolling), but a record does (records.MAX_CHARS):
# whatever a record the game accepts holds must store. A roll takes at least 24 characters
# ({"dice":[1],"keep":[1]},), so a record holds under 41,667 rolls; the k-th roll of a turn adds
# at most 80 x k half-points (the best selection, 40 points, times k) and a MISHIMASH bonus of
# at most 20 x k: a total stays under 50 x 41,667^2 < 10^11 half-points.
MISHIMASH_MAX_TURNS = 100_000  # above records.MAX_TURNS
MISHIMASH_MAX_TOTAL = 10**11  # half-points


@dataclass(frozen=True)
class MagdagdonScore:
    """One MAGDAGDON high score (rules §1.8)."""

    score: int
    date: str  # ISO "YYYY-MM-DD"
    turns: int
    powers_used: int
    id: str = ""


@dataclass(frozen=True)
class SoloBest:
    """The fewest turns to reach one target in solo MISHIMASH (rules §2.4)."""

    turns: int
    date: str
    id: str = ""


@dataclass(frozen=True)
class MatchResult:
    """One finished MISHIMASH match. `totals` are half-points, per seat.

    `strengths` has one item per seat: a computer seat's strength, None for a person (or an
    unknown strength: a match kept before version 2). `seat_turns` and `busts` count per seat
    the turns played and those that ended in a bust (None when unknown).
    """

    date: str
    target: int
    players: tuple[str, ...]
    humans: tuple[bool, ...]
    totals: tuple[int, ...]
    winner: int
    turns: int
    id: str = ""
    kind: str = PLAY
    strengths: tuple[str | None, ...] = ()
    seat_turns: tuple[int, ...] | None = None
    busts: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if not self.strengths:  # unknown: one None per seat
            object.__setattr__(self, "strengths", (None,) * len(self.players))


MagdagdonTable = dict[str, tuple[MagdagdonScore, ...]]  # difficulty value -> best first
SoloBests = dict[int, SoloBest]  # target -> best
History = tuple[MatchResult, ...]  # oldest first


# ------------------------------------------------------------------------------ adding results

def clean_name(name: str) -> str:
    """A player name as the history keeps it: printable, at most MAX_PLAYER_NAME characters."""
    return "".join(c if c.isprintable() else " " for c in str(name))[:MAX_PLAYER_NAME]


def add_magdagdon(table: MagdagdonTable, difficulty: str,
                  entry: MagdagdonScore) -> tuple[MagdagdonTable, int | None]:
    """Insert `entry`; return the new table and its 0-based rank (None if not in the top 10).

    Equal scores keep the earlier one first. An entry whose `id` is already there is not added
    again (its current rank is returned).
    """
    rows = table.get(difficulty, ())
    if entry.id:
        for rank, row in enumerate(rows):
            if row.id == entry.id:
                return table, rank
    rank = sum(1 for row in rows if row.score >= entry.score)
    if rank >= TOP:
        return table, None
    new = dict(table)
    new[difficulty] = (rows[:rank] + (entry,) + rows[rank:])[:TOP]
    return new, rank


def add_solo_best(bests: SoloBests, target: int, entry: SoloBest) -> tuple[SoloBests, bool]:
    """Keep `entry` if it beats the best for `target` (fewer turns; a tie keeps the older)."""
    old = bests.get(target)
    if old is not None and old.turns <= entry.turns:
        return bests, False
    return {**bests, target: entry}, True


def add_match(history: History, entry: MatchResult) -> History:
    """Append `entry` (unless its `id` is already there), keeping the last HISTORY."""
    if entry.id and any(row.id == entry.id for row in history):
        return history
    return (history + (entry,))[-HISTORY:]


# ------------------------------------------------------------------------------ stored form

def _expect_id(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_ID_LENGTH or not value.isprintable():
        raise Invalid(f"id {value!r} must be short printable text")
    return value


def _entries(items: list[Any], what: str, check: Any, problems: list[str]) -> list[Any]:
    """Check each item; drop (and report) the damaged ones."""
    kept = []
    for i, item in enumerate(items):
        try:
            kept.append(check(item))
        except Invalid as exc:
            problems.append(f"{what} entry {i + 1}: {exc}")
    return kept


def _magdagdon_entry(difficulty: Difficulty, item: Any) -> MagdagdonScore:
    obj = expect_fields(item, "entry", ("score", "date", "turns", "powers_used", "id"))
    return MagdagdonScore(
        score=expect_int(obj["score"], "score", MAGDAGDON_MIN_SCORE, MAGDAGDON_MAX_SCORE),
        date=expect_date(obj["date"], "date"),
        turns=expect_int(obj["turns"], "turns", MAGDAGDON_MIN_TURNS, MAGDAGDON_MAX_TURNS),
        powers_used=expect_int(obj["powers_used"], "powers used", 0, difficulty.powers),
        id=_expect_id(obj["id"]),
    )


def decode_magdagdon(data: Any, problems: list[str]) -> MagdagdonTable:
    """The MAGDAGDON tables from stored data (damaged entries dropped)."""
    if not isinstance(data, dict):
        raise Invalid(f"MAGDAGDON scores must be an object, not {type(data).__name__}")
    table: MagdagdonTable = {}
    for difficulty in Difficulty:
        if difficulty.value not in data:
            problems.append(f"missing {difficulty.value}")
        items = data.get(difficulty.value, [])
        try:
            items = expect_list(items, difficulty.value, TOP)
        except Invalid as exc:
            problems.append(str(exc))
            items = items[:TOP] if isinstance(items, list) else []
        rows = _entries(items, difficulty.value,
                        lambda item, d=difficulty: _magdagdon_entry(d, item), problems)
        table[difficulty.value] = tuple(sorted(rows, key=lambda r: -r.score))
    problems.extend(f"unexpected difficulty {k!r}" for k in map(str, data)
                    if k not in table)
    return table


def encode_magdagdon(table: MagdagdonTable) -> dict[str, Any]:
    """The MAGDAGDON tables as stored data."""
    return {d.value: [{"score": r.score, "date": r.date, "turns": r.turns,
                       "powers_used": r.powers_used, "id": r.id} for r in table.get(d.value, ())]
            for d in Difficulty}


def _solo_entry(item: Any) -> SoloBest:
    obj = expect_fields(item, "entry", ("turns", "date", "id"))
    return SoloBest(turns=expect_int(obj["turns"], "turns", 1, MISHIMASH_MAX_TURNS),
                    date=expect_date(obj["date"], "date"), id=_expect_id(obj["id"]))


def decode_solo(data: Any, problems: list[str]) -> SoloBests:
    """The MISHIMASH solo bests from stored data (keys are targets written as text)."""
    if not isinstance(data, dict):
        raise Invalid(f"MISHIMASH bests must be an object, not {type(data).__name__}")
    bests: SoloBests = {}
    for key, item in data.items():
        # As encode writes it: ASCII digits, no sign or leading zero ("٢٥٠" and "0250" are not).
        target = int(key) if re.fullmatch("[1-9][0-9]{0,8}", key) else None
        if target not in TARGETS:
            problems.append(f"unexpected target {key!r}")
            continue
        try:
            bests[target] = _solo_entry(item)
        except Invalid as exc:
            problems.append(f"target {target}: {exc}")
    return dict(sorted(bests.items()))


def encode_solo(bests: SoloBests) -> dict[str, Any]:
    """The MISHIMASH solo bests as stored data."""
    return {str(t): {"turns": b.turns, "date": b.date, "id": b.id}
            for t, b in sorted(bests.items())}


def expect_kind(value: Any) -> str:
    """A game kind: a short lower-case word ("play", "daily")."""
    if not isinstance(value, str) or not KIND_PATTERN.fullmatch(value):
        raise Invalid(f"kind {value!r} must be a short lower-case word")
    return value


def _seat_counts(obj: dict[str, Any], seats: int, turns: int
                 ) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
    """The per-seat turns played and busted (both None, or both one per seat)."""
    if obj["seat_turns"] is None and obj["busts"] is None:
        return None, None
    played = [expect_int(t, "seat turns", 0, MISHIMASH_MAX_TURNS)
              for t in expect_list(obj["seat_turns"], "seat turns", MAX_PLAYERS)]
    busts = [expect_int(b, "busts", 0, MISHIMASH_MAX_TURNS)
             for b in expect_list(obj["busts"], "busts", MAX_PLAYERS)]
    if not len(played) == len(busts) == seats:
        raise Invalid("seat turns and busts must have one count per seat")
    if sum(played) != turns or any(b > t for b, t in zip(busts, played, strict=True)):
        raise Invalid(f"seat turns {played} and busts {busts} do not fit {turns} turns")
    return tuple(played), tuple(busts)


def _strengths(value: Any, humans: list[bool]) -> tuple[str | None, ...]:
    items = expect_list(value, "strengths", MAX_PLAYERS)
    if len(items) != len(humans):
        raise Invalid("strengths must have one item per seat")
    out: list[str | None] = []
    for human, strength in zip(humans, items, strict=True):
        if strength is not None and (human or strength not in STRENGTHS):
            raise Invalid(f"strength {strength!r} is not a computer strength of this seat")
        out.append(strength)
    return tuple(out)


def _match_entry(item: Any) -> MatchResult:
    obj = expect_fields(item, "entry", ("date", "target", "players", "humans", "totals",
                                        "winner", "turns", "id", "kind", "strengths",
                                        "seat_turns", "busts"))
    target = obj["target"]
    if not is_int(target) or not 0 < target <= MAX_TARGET:
        raise Invalid(f"target {target!r} is not a positive whole number")
    players = expect_list(obj["players"], "players", MAX_PLAYERS)
    if len(players) < MIN_PLAYERS:
        raise Invalid("no players")
    for name in players:
        if not isinstance(name, str) or len(name) > MAX_PLAYER_NAME or not name.isprintable():
            raise Invalid(f"player name {name!r} is not short printable text")
    humans = [expect_bool(h, "human") for h in expect_list(obj["humans"], "humans", MAX_PLAYERS)]
    totals = [expect_int(t, "total", 0, MISHIMASH_MAX_TOTAL)
              for t in expect_list(obj["totals"], "totals", MAX_PLAYERS)]
    if not len(players) == len(humans) == len(totals):
        raise Invalid("players, humans and totals differ in length")
    winner = expect_int(obj["winner"], "winner", 0, len(players) - 1)
    # rules §2.4: the winner reached the target and is strictly ahead after any tie-breaks.
    best = max(totals)
    if totals[winner] != best or totals.count(best) > 1 or best < 2 * target:
        raise Invalid(f"winner {winner} with {totals[winner]} half-points cannot have won")
    turns = expect_int(obj["turns"], "turns", 1, MISHIMASH_MAX_TURNS)
    seat_turns, busts = _seat_counts(obj, len(players), turns)
    return MatchResult(date=expect_date(obj["date"], "date"), target=target,
                       players=tuple(players), humans=tuple(humans), totals=tuple(totals),
                       winner=winner, turns=turns, id=_expect_id(obj["id"]),
                       kind=expect_kind(obj["kind"]), strengths=_strengths(obj["strengths"],
                                                                           humans),
                       seat_turns=seat_turns, busts=busts)


def decode_history(data: Any, problems: list[str]) -> History:
    """The MISHIMASH match history from stored data (damaged entries dropped)."""
    if not isinstance(data, list):
        raise Invalid(f"match history must be a list, not {type(data).__name__}")
    if len(data) > HISTORY:
        problems.append(f"history has {len(data)} matches, at most {HISTORY}")
        data = data[-HISTORY:]
    return tuple(_entries(data, "history", _match_entry, problems))


def encode_history(history: History) -> list[Any]:
    """The match history as stored data."""
    return [{"date": m.date, "target": m.target, "players": list(m.players),
             "humans": list(m.humans), "totals": list(m.totals), "winner": m.winner,
             "turns": m.turns, "id": m.id, "kind": m.kind, "strengths": list(m.strengths),
             "seat_turns": None if m.seat_turns is None else list(m.seat_turns),
             "busts": None if m.busts is None else list(m.busts)} for m in history]


def _history_v1_to_v2(data: Any) -> Any:
    """Version 1 matches lack kind, strengths and per-seat counts: an ordinary game, strengths
    and counts unknown. Anything that is not a match is left for the decoder to drop."""
    if not isinstance(data, list):
        return data
    return [item | {"kind": PLAY, "strengths": [None] * len(item["players"]),
                    "seat_turns": None, "busts": None}
            if isinstance(item, dict) and isinstance(item.get("players"), list) else item
            for item in data]


MAGDAGDON_SCORES: Kind[MagdagdonTable] = Kind(
    name="scores.magdagdon", version=1, default=lambda: {d.value: () for d in Difficulty},
    decode=decode_magdagdon, encode=encode_magdagdon,
    damaged_msgid=msg.MAGDAGDON_SCORES_DAMAGED)
MISHIMASH_BEST: Kind[SoloBests] = Kind(
    name="scores.mishimash", version=1, default=dict, decode=decode_solo, encode=encode_solo,
    damaged_msgid=msg.MISHIMASH_BEST_DAMAGED)
MISHIMASH_HISTORY: Kind[History] = Kind(
    name="history.mishimash", version=2, default=tuple, decode=decode_history,
    encode=encode_history, damaged_msgid=msg.MISHIMASH_HISTORY_DAMAGED,
    migrations={1: _history_v1_to_v2})

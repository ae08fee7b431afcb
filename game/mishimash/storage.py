"""What CUBIRI keeps of MISHIMASH: its solo bests, its match history, its matches kept for
replay, its part of the daily storage and its settings (the seats and the target), each named by
its registry entry.

Stored values (one key per concern, checked entry by entry, `game.storage.values`):

- `cubiri.scores.mishimash`: the solo best per target (rules §2.4).
- `cubiri.races.mishimash`: the solo races' own high-score table, per target the `RACES`
  fastest, ranked by turns (fewest first; a tie keeps the older first). Storage from before it
  reads as an empty table.
- `cubiri.history.mishimash`: the last 200 matches (what the statistics and the recent matches
  are drawn from), about 300 characters for two players (60 k at most, 120 k with six).
- `cubiri.replays.mishimash`: the last `game.storage.history.REPLAYS` matches whole, their
  turns packed by `game.mishimash.compact` (about 4 k for two players to 1000 instead of
  25–30 k of JSON), and at most `REPLAY_CHARS` characters in all (older matches make room).

An entry that is damaged or impossible (negative turns, a winner who is not ahead…) is dropped
and the others are kept. So MISHIMASH keeps at most about 420 k characters;
`python -m game.dev.storage_bench` prints what one match adds (4–5 k for two players to 1000).

The match history is at version 2 (for the statistics' figures): each match also says what
`kind` of game it was ("play"; the daily challenge uses its own, so statistics keep them
apart), each computer seat's strength, and per seat the turns played and busted. Version-1
matches migrate with those unknown (strengths None, no per-seat counts): they still count for
games and wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.daily.result import Result
from game.i18n import N_
from game.mishimash import compact
from game.mishimash import daily as mm_daily
from game.mishimash import record as mishimash_record
from game.mishimash.match import DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS, TARGETS, Match
from game.mishimash.record import MAX_TARGET
from game.mishimash.turn import End
from game.storage import history, values
from game.storage.backends import Store
from game.storage.daily import DAILY, MAX_PICTURE
from game.storage.daily_results import DailyResults, picture
from game.storage.entries import (
    PLAY,
    clean_name,
    entries,
    expect_id,
    expect_kind,
    name_ok,
)
from game.storage.notices import REPLAYS_DAMAGED, Notice
from game.storage.settings import DEFAULT_STRENGTH, STRENGTHS, GameSetting
from game.storage.values import (
    Invalid,
    Kind,
    expect_bool,
    expect_choice,
    expect_date,
    expect_fields,
    expect_int,
    expect_list,
    expect_name,
    is_int,
)

if TYPE_CHECKING:
    from game.storage.access import Storage
    from game.storage.saves import SavedGame

# One literal per msgid (extractors read them as written). Shown in a small box: keep them short.
BEST_DAMAGED = N_("Saved MISHIMASH best results were damaged. A copy was kept.")
RACES_DAMAGED = N_("Saved MISHIMASH solo races were damaged. A copy was kept.")
HISTORY_DAMAGED = N_("Saved MISHIMASH match history was damaged. A copy was kept.")

RACES = 10  # solo races kept per target in their high-score table
HISTORY = 200  # MISHIMASH matches kept (about 250 characters each: 50 kB at most)
REPLAY_CHARS = 300_000  # characters of MISHIMASH replays at most (the oldest make room)
MAX_REPLAY_CHARS = 200_000  # a single packed match longer than this is not kept whole
MAX_NAME_LENGTH = 20  # characters (grapheme clusters) of a seat name as typed in settings

# MISHIMASH has no hard bound (a turn can go on rolling), but a record does (records.MAX_CHARS):
# whatever a record the game accepts holds must store. A roll takes at least 24 characters
# ({"dice":[1],"keep":[1]},), so a record holds under 41,667 rolls; the k-th roll of a turn adds
# at most 80 x k half-points (the best selection, 40 points, times k) and a MISHIMASH bonus of
# at most 20 x k: a total stays under 50 x 41,667^2 < 10^11 half-points.
MISHIMASH_MAX_TURNS = 100_000  # above records.MAX_TURNS
MISHIMASH_MAX_TOTAL = 10**11  # half-points


@dataclass(frozen=True)
class SoloBest:
    """The fewest turns to reach one target in solo MISHIMASH (rules §2.4)."""

    turns: int
    date: str
    id: str = ""


@dataclass(frozen=True)
class SoloRace:
    """One solo race in the solo high-score table: its target, the turns it took, who raced
    (the seat's name) and when."""

    target: int
    turns: int
    name: str
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


SoloBests = dict[int, SoloBest]  # target -> best
SoloRaces = tuple[SoloRace, ...]  # per target, fewest turns first
History = tuple[MatchResult, ...]  # oldest first


# ------------------------------------------------------------------------------ adding results

def add_solo_best(bests: SoloBests, target: int, entry: SoloBest) -> tuple[SoloBests, bool]:
    """Keep `entry` if it beats the best for `target` (fewer turns; a tie keeps the older)."""
    old = bests.get(target)
    if old is not None and old.turns <= entry.turns:
        return bests, False
    return {**bests, target: entry}, True


def add_race(races: SoloRaces, entry: SoloRace) -> tuple[SoloRaces, int | None]:
    """Enter `entry` in the solo table: its place among its target's races (1 the fastest) if
    it is among the `RACES` kept, else None. A race already there (by `id`) is not entered
    twice; a tie ranks the older race first."""
    if entry.id and any(r.id == entry.id for r in races):
        return races, None
    same = [r for r in races if r.target == entry.target]
    place = sum(r.turns <= entry.turns for r in same) + 1
    if place > RACES:
        return races, None
    kept = sorted([*same, entry], key=lambda r: r.turns)[:RACES]  # stable: older first
    others = [r for r in races if r.target != entry.target]
    return tuple(sorted([*others, *kept], key=lambda r: r.target)), place


def races_for(races: SoloRaces, target: int) -> SoloRaces:
    """One target's solo races, fastest first."""
    return tuple(r for r in races if r.target == target)


def add_match(history: History, entry: MatchResult) -> History:
    """Append `entry` (unless its `id` is already there), keeping the last HISTORY."""
    if entry.id and any(row.id == entry.id for row in history):
        return history
    return (history + (entry,))[-HISTORY:]


# ------------------------------------------------------------------------------ stored form

def _solo_entry(item: Any) -> SoloBest:
    obj = expect_fields(item, "entry", ("turns", "date", "id"))
    return SoloBest(turns=expect_int(obj["turns"], "turns", 1, MISHIMASH_MAX_TURNS),
                    date=expect_date(obj["date"], "date"), id=expect_id(obj["id"]))


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


def _race_entry(item: Any) -> SoloRace:
    obj = expect_fields(item, "race", ("target", "turns", "name", "date", "id"))
    target = obj["target"]
    if not is_int(target) or target not in TARGETS:
        raise Invalid(f"target {target!r} is not a MISHIMASH target")
    name = obj["name"]
    if not name_ok(name):
        raise Invalid(f"name {name!r} is not short printable text")
    return SoloRace(target=target, turns=expect_int(obj["turns"], "turns", 1,
                                                    MISHIMASH_MAX_TURNS),
                    name=name, date=expect_date(obj["date"], "date"), id=expect_id(obj["id"]))


def decode_races(data: Any, problems: list[str]) -> SoloRaces:
    """The solo races' table from stored data (damaged entries dropped; each target's
    fastest `RACES`, re-ranked)."""
    if not isinstance(data, list):
        raise Invalid(f"solo races must be a list, not {type(data).__name__}")
    most = RACES * len(TARGETS)
    if len(data) > most:
        problems.append(f"{len(data)} solo races, at most {most}")
    races: SoloRaces = ()
    for race in entries(data[:most], "races", _race_entry, problems):
        races, _place = add_race(races, race)
    return races


def encode_races(races: SoloRaces) -> list[Any]:
    """The solo races' table as stored data."""
    return [{"target": r.target, "turns": r.turns, "name": r.name, "date": r.date, "id": r.id}
            for r in races]


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
        if not name_ok(name):
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
                       winner=winner, turns=turns, id=expect_id(obj["id"]),
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
    return tuple(entries(data, "history", _match_entry, problems))


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


def _replay(item: Any) -> history.Replay:
    obj = expect_fields(item, "replay", ("id", "players", "target", "seed", "turns"))
    players = expect_list(obj["players"], "players", MAX_PLAYERS)
    if len(players) < MIN_PLAYERS or not all(
            name_ok(p) for p in players):
        raise Invalid("players must be 1 to 6 short names")
    target = obj["target"]
    if not is_int(target) or not 0 < target * 2 <= MISHIMASH_MAX_TOTAL:
        raise Invalid(f"target {target!r} is not a positive whole number")
    seed = obj["seed"]
    if seed is not None and not is_int(seed):
        raise Invalid(f"seed {seed!r} must be a whole number or null")
    turns = obj["turns"]
    if not isinstance(turns, str) or len(turns) > MAX_REPLAY_CHARS:
        raise Invalid("turns must be packed text")
    return history.Replay(expect_id(obj["id"]), {k: obj[k] for k in ("players", "target", "seed",
                                                               "turns")})


def encode_replays(replays: history.Replays) -> list[Any]:
    return [{"id": r.id, **r.data} for r in replays]


MISHIMASH_BEST: Kind[SoloBests] = Kind(
    name="scores.mishimash", version=1, default=dict, decode=decode_solo, encode=encode_solo,
    damaged_msgid=BEST_DAMAGED)
MISHIMASH_RACES: Kind[SoloRaces] = Kind(
    name="races.mishimash", version=1, default=tuple, decode=decode_races,
    encode=encode_races, damaged_msgid=RACES_DAMAGED)
MISHIMASH_HISTORY: Kind[History] = Kind(
    name="history.mishimash", version=2, default=tuple, decode=decode_history,
    encode=encode_history, damaged_msgid=HISTORY_DAMAGED,
    migrations={1: _history_v1_to_v2})
def _open_packed(replay: history.Replay) -> tuple[dict[str, Any], Any]:
    """A MISHIMASH match kept packed (`game.mishimash.compact`)."""
    data = replay.data
    state = compact.unpack(data["players"], data["target"], data["seed"], data["turns"])
    return mishimash_record.export(state), state


MISHIMASH_REPLAYS: Kind[history.Replays] = Kind(
    name="replays.mishimash", version=1, default=tuple,
    decode=history.replays_decoder(_replay), encode=encode_replays,
    damaged_msgid=REPLAYS_DAMAGED)

# How MISHIMASH keeps its finished matches (the registry entry's `history`): packed, within
# REPLAY_CHARS.
KEPT = history.Kept(MISHIMASH_HISTORY, MISHIMASH_REPLAYS, REPLAY_CHARS, _open_packed)


# ------------------------------------------------------------------------------ results

def results(storage: Storage, saved: SavedGame, record: dict[str, Any], day: str,
            game_id: str) -> None:
    """A finished match (the registry entry's `results`): the match history (with each
    computer seat's strength and each seat's turns and busts, for the statistics), the solo
    best of its target (rules §2.4), and the match kept whole for replay (in the compact form,
    when it is not too long)."""
    match = saved.state
    assert isinstance(match, Match)
    turns_text = compact.pack(match)
    if len(turns_text) <= MAX_REPLAY_CHARS:
        storage.keep_replay(saved.game, game_id, {
            "players": record["players"], "target": record["target"], "seed": record["seed"],
            "turns": turns_text})
    seats = len(match.players)
    humans = saved.humans if saved.humans and len(saved.humans) == seats else (True,) * seats
    row = summary(match, day, game_id, humans, _seat_strengths(storage, saved, humans))
    _enter(storage.store, storage.notices, row)
    if seats == 1 and match.target in TARGETS:
        bests, better = add_solo_best(storage.read(MISHIMASH_BEST), match.target,
                                      SoloBest(row.turns, day, game_id))
        if better:
            values.write(storage.store, MISHIMASH_BEST, bests, storage.notices)
        races, place = add_race(storage.read(MISHIMASH_RACES),
                                SoloRace(match.target, row.turns, row.players[0], day, game_id))
        if place is not None:
            values.write(storage.store, MISHIMASH_RACES, races, storage.notices)


def summary(match: Match, day: str, game_id: str, humans: tuple[bool, ...],
            strengths: tuple[str | None, ...] = (), kind: str = PLAY) -> MatchResult:
    """A finished match as the history keeps it: the one summary, of a match played and of a
    daily race alike (who was a person, each computer seat's `strengths`, per seat the turns
    played and busted)."""
    seats, winner = range(len(match.players)), match.winner
    if winner is None:
        raise ValueError("the match is not over")
    return MatchResult(
        day, match.target, tuple(clean_name(p) for p in match.players), humans, match.totals,
        winner, match.turn_count, game_id, kind=kind, strengths=strengths,
        seat_turns=tuple(sum(t.player == s for t in match.turns) for s in seats),
        busts=tuple(sum(t.player == s and t.end is End.BUST for t in match.turns)
                    for s in seats))


def _enter(store: Store, notices: list[Notice], row: MatchResult) -> None:
    """A finished match's summary in the history (once: by its id)."""
    matches = values.read(store, MISHIMASH_HISTORY, notices)
    more = add_match(matches, row)
    if more is not matches:
        values.write(store, MISHIMASH_HISTORY, more, notices)


def _seat_strengths(storage: Storage, saved: SavedGame, humans: tuple[bool, ...]
                    ) -> tuple[str | None, ...]:
    """Each computer seat's strength, None for a person: from the save, else (a save made
    before saves kept them) from the seats in the settings when they match, else unknown."""
    if saved.strengths is not None and len(saved.strengths) == len(humans):
        return tuple(None if h else st for h, st in zip(humans, saved.strengths, strict=True))
    seats = storage.settings.mishimash_seats
    if len(seats) != len(humans) or any(s.human != h for s, h in zip(seats, humans,
                                                                      strict=True)):
        return (None,) * len(humans)
    return tuple(None if s.human else s.strength for s in seats)


# ------------------------------------------------------------------------------ daily

def _daily_entry(obj: dict[str, Any], day: str, ident: str) -> Result:
    turns = expect_int(obj["turns"], "turns", 1, MISHIMASH_MAX_TURNS)
    if obj["score"] is not None or obj["difficulty"] != "":
        raise Invalid("a MISHIMASH daily has no score and no difficulty")
    shown = picture(obj["picture"], mm_daily.CODES, min(turns, MAX_PICTURE))
    if turns <= MAX_PICTURE and shown[-1] == mm_daily.BUST:
        raise Invalid("the race ends on a SAVE, not a BUST")
    return Result(mm_daily.KEY, day, turns, shown, None, "", ident)


def _daily_statistics(store: Store, notices: list[Notice], state: Any, entry: Result) -> None:
    _enter(store, notices, summary(state, entry.date, entry.id, (True,), kind=DAILY))


# Its part of the daily storage (the registry entry's `daily_storage`).
DAILY_RESULTS = DailyResults(_daily_entry, _daily_statistics)


# ------------------------------------------------------------------------------ settings

@dataclass(frozen=True)
class Seat:
    """A MISHIMASH seat: the name shown, whether a person (or the computer) plays it, and the
    computer's strength (kept while the seat is a person's, for when it turns back)."""

    name: str
    human: bool = True
    strength: str = DEFAULT_STRENGTH


DEFAULT_SEATS = (Seat("Player 1"), Seat("Computer", human=False))
# How fast a computer seat plays its turn (`game.mishimash.ui.play_scene.COMPUTER_PACES`)
COMPUTER_SPEEDS = ("calm", "quick", "instant")
DEFAULT_COMPUTER_SPEED = "quick"


def _seats(value: Any) -> tuple[Seat, ...]:
    items = expect_list(value, "seats", MAX_PLAYERS)
    if len(items) < MIN_PLAYERS:
        raise Invalid(f"there must be {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    seats = []
    for i, item in enumerate(items):
        obj = expect_fields(item, f"seat {i + 1}", ("name", "human", "strength"))
        seats.append(Seat(expect_name(obj["name"], f"seat {i + 1} name", MAX_NAME_LENGTH),
                          expect_bool(obj["human"], f"seat {i + 1} human"),
                          expect_choice(obj["strength"], f"seat {i + 1} strength", STRENGTHS)))
    return tuple(seats)


def _players_to_seats(data: dict[str, Any]) -> dict[str, Any]:
    # Version 1 of the settings (the first playable build) called the seats "players".
    data = dict(data)
    data["mishimash_seats"] = data.pop("players")
    return data


def _add_strengths(data: dict[str, Any]) -> dict[str, Any]:
    # Version 2 seats had no strength: the computer then always played the easy (`cautious`)
    # bot, so existing seats become "easy". A damaged seat is left for `decode` to report.
    data = dict(data)
    seats = data.get("mishimash_seats")
    if isinstance(seats, list):
        data["mishimash_seats"] = [dict(s, strength=DEFAULT_STRENGTH) if isinstance(s, dict)
                                   else s for s in seats]
    return data


def _add_computer_speed(data: dict[str, Any]) -> dict[str, Any]:
    # Version 4 had no computer speed: computers then played at today's "calm" pace, but the
    # quick one is the default for everyone.
    return dict(data, mishimash_computer_speed=DEFAULT_COMPUTER_SPEED)


def _encode_seats(seats: tuple[Seat, ...]) -> list[dict[str, Any]]:
    return [{"name": s.name, "human": s.human, "strength": s.strength} for s in seats]


# Its settings (the registry entry's `settings`): the seats and the target of a new match.
SETTINGS = (
    GameSetting("mishimash_seats", default=lambda: DEFAULT_SEATS, check=_seats,
                encode=_encode_seats, migrations={1: _players_to_seats, 2: _add_strengths}),
    GameSetting("mishimash_target", default=lambda: DEFAULT_TARGET,
                check=lambda v: expect_choice(v, "MISHIMASH target", TARGETS)),
    GameSetting("mishimash_computer_speed", default=lambda: DEFAULT_COMPUTER_SPEED,
                check=lambda v: expect_choice(v, "computer speed", COMPUTER_SPEEDS),
                migrations={4: _add_computer_speed}),
)

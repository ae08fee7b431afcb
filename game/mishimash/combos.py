"""MISHIMASH roll evaluation (rules §2.1, §2.2): readings, valid selections, values, bust.

Points are integer half-points everywhere inside (a single 5 is worth 1, a single 1 is worth 2);
the front end formats them ("0.5" / "0,5"). A roll and a selection are multisets of die values;
both are handled as sorted tuples, so `(1, 5)` is the selection "a 1 and a 5" whatever the dice
order on screen.

There are only 923 multisets of 1 to 6 dice, so the valid selections of each sorted roll are
computed once and cached: enumerating them for a six-dice roll costs a sort and a dict lookup.
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from types import MappingProxyType

from game.dice import FACES, outcomes

HALF_POINTS_PER_POINT = 2
DICE = 6  # dice in a full roll (rules §2.3)

# rules §2.1 values, in half-points.
SINGLE_VALUES = {1: 2, 5: 1}  # single 1 = 1 point, single 5 = 0.5 points
ONES_KIND_STEP = 20  # N ones (N >= 3): 10 points × (N − 2)
KIND_MIN = 3  # a face shown this many times or more is an N-of-a-kind
STRAIGHT_VALUE = 30  # 1-2-3-4-5-6: 15 points
THREE_PAIRS_VALUE = 20  # all face counts even over six dice: 10 points

Roll = tuple[int, ...]
Selection = tuple[int, ...]


class Kind(enum.Enum):
    """The kinds of scoring combination (rules §2.1)."""

    SINGLE = "single"
    OF_A_KIND = "of_a_kind"
    STRAIGHT = "straight"
    THREE_PAIRS = "three_pairs"


@dataclass(frozen=True, slots=True)
class Combo:
    """One scoring combination: its kind, its dice (sorted) and its value in half-points."""

    kind: Kind
    dice: Selection
    value: int


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a roll as combinations (rules §2.2): `standard` or a `whole` reading."""

    name: str
    combos: tuple[Combo, ...]


def kind_value(face: int, count: int) -> int:
    """Half-point value of `count` (>= 3) dice showing `face` (rules §2.1)."""
    if count < KIND_MIN:
        raise ValueError(f"{count} dice are not an N-of-a-kind")
    if face == 1:
        return ONES_KIND_STEP * (count - 2)
    return HALF_POINTS_PER_POINT * face * (count - 2)


def normalize(dice: Iterable[int]) -> Roll:
    """The canonical (sorted tuple) form of a roll or a selection."""
    return tuple(sorted(dice))


def readings(roll: Iterable[int]) -> tuple[Reading, ...]:
    """Every reading of a roll: the standard one, then the whole readings (rules §2.2).

    The standard reading holds one combination per face shown three or more times, and each
    1 or 5 whose face shows once or twice as its own single. A six-dice straight or three pairs
    adds a whole reading made of that single combination.
    """
    return _readings(normalize(roll))


@cache
def _readings(roll: Roll) -> tuple[Reading, ...]:
    counts = Counter(roll)
    standard: list[Combo] = []
    for face in FACES:
        n = counts[face]
        if n >= KIND_MIN:  # rules §2.2: all dice of this face go together or not at all
            standard.append(Combo(Kind.OF_A_KIND, (face,) * n, kind_value(face, n)))
        elif face in SINGLE_VALUES:
            standard.extend(Combo(Kind.SINGLE, (face,), SINGLE_VALUES[face]) for _ in range(n))
    result = [Reading("standard", tuple(standard))]
    if len(roll) == DICE:
        if roll == FACES:
            result.append(Reading("straight", (Combo(Kind.STRAIGHT, roll, STRAIGHT_VALUE),)))
        if all(n % 2 == 0 for n in counts.values()):
            result.append(
                Reading("three_pairs", (Combo(Kind.THREE_PAIRS, roll, THREE_PAIRS_VALUE),)))
    return tuple(result)


def selections(roll: Iterable[int]) -> Mapping[Selection, int]:
    """Every valid selection of a roll (sorted tuple) -> its value in half-points.

    A selection is valid when it is exactly the union of some combinations of one reading; its
    value is the highest such a union gives (rules §2.2). Empty for a bust. Read-only and cached.

    >>> dict(selections([1, 1, 1, 5, 2, 3]))
    {(5,): 1, (1, 1, 1): 20, (1, 1, 1, 5): 21}
    """
    return _selections(normalize(roll))


def selections_sorted(roll: Roll) -> Mapping[Selection, int]:
    """`selections` for a roll already in sorted-tuple form (skips the sort; hot paths)."""
    return _selections(roll)


@cache
def _selections(roll: Roll) -> Mapping[Selection, int]:
    values: dict[Selection, int] = {}
    for reading in _readings(roll):
        # Identical singles (two 1s) give identical unions, so choose how many of each.
        groups: dict[tuple[Kind, Selection], list[Combo]] = {}
        for combo in reading.combos:
            groups.setdefault((combo.kind, combo.dice), []).append(combo)
        options = [
            [(same[0].dice * k, same[0].value * k) for k in range(len(same) + 1)]
            for same in groups.values()
        ]
        for choice in itertools.product(*options):
            dice = normalize(itertools.chain.from_iterable(d for d, _ in choice))
            if not dice:
                continue
            value = sum(v for _, v in choice)
            if value > values.get(dice, -1):
                values[dice] = value
    return MappingProxyType(dict(sorted(values.items(), key=lambda kv: (len(kv[0]), kv[0]))))


def value(selection: Iterable[int], roll: Iterable[int]) -> int | None:
    """Half-point value of setting `selection` aside from `roll`, or None if it is not valid."""
    return _selections(normalize(roll)).get(normalize(selection))


def is_bust(roll: Iterable[int]) -> bool:
    """True when the roll has no valid selection at all (rules §2.2: BUST)."""
    return not _selections(normalize(roll))


def best(roll: Iterable[int]) -> tuple[Selection, int] | None:
    """The highest-valued selection (ties: the one with fewer dice), or None on a bust."""
    options = _selections(normalize(roll))
    if not options:
        return None
    return max(options.items(), key=lambda kv: (kv[1], -len(kv[0])))


def bust_chance(n: int) -> Fraction:
    """Exact probability that `n` dice bust, by enumerating all 6**n ordered outcomes."""
    return sum((p for values, p in outcomes(n) if is_bust(values)), Fraction(0))


def multisets(n: int) -> Iterable[Roll]:
    """Every sorted roll of `n` dice (C(n+5, 5) of them: 462 for six dice)."""
    return itertools.combinations_with_replacement(FACES, n)


def clear_cache() -> None:
    """Forget the cached evaluations (used by the benchmark to time a cold evaluation)."""
    _readings.cache_clear()
    _selections.cache_clear()


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why dice cannot be set aside: the rule broken (for a player's words; `str` names it in
    English). `rule` is "phase" (no scoring roll on the table: `phase` says where the match
    is), "empty", "missing" (the roll has no `face`), "bust" (nothing in the roll scores),
    "together" (the `count` dice showing `face` form one combination), "combination" (a
    `face` scores only in a combination) or "reading"."""

    rule: str
    face: int = 0
    count: int = 0
    phase: str = ""
    missing: tuple[int, ...] = ()

    def __str__(self) -> str:
        if self.rule == "phase":
            return ("dice are set aside from a scoring roll (rules §2.3 step 2); the match is "
                    f"in phase {self.phase}")
        if self.rule == "empty":
            return "set aside at least one die (rules §2.3)"
        if self.rule == "missing":
            return f"the roll has no {' '.join(map(str, self.missing))} to set aside"
        if self.rule == "bust":
            return "nothing in the roll scores: a BUST (rules §2.3 step 5)"
        if self.rule == "together":
            return (f"the {self.count} dice showing {self.face} form one combination: set them "
                    "aside together or not at all (rules §2.2)")
        if self.rule == "combination":
            return f"a {self.face} scores only in a combination of the roll (rules §2.1, §2.2)"
        return "not a union of combinations of one reading of the roll (rules §2.2)"


def refusal(selection: Iterable[int], roll: Iterable[int]) -> Refusal | None:
    """None when `selection` is a valid selection of `roll`, else the rule it breaks."""
    sel, rolled = normalize(selection), normalize(roll)
    if sel in _selections(rolled):
        return None
    if not sel:
        return Refusal("empty")
    have, want = Counter(rolled), Counter(sel)
    missing = want - have
    if missing:
        return Refusal("missing", missing=tuple(sorted(missing.elements())))
    if not _selections(rolled):
        return Refusal("bust")
    for face in sorted(want):
        if have[face] >= KIND_MIN and want[face] != have[face]:
            return Refusal("together", face=face, count=have[face])
    for face in sorted(want):
        if have[face] < KIND_MIN and face not in SINGLE_VALUES:
            return Refusal("combination", face=face)
    return Refusal("reading")


def why_invalid(selection: Iterable[int], roll: Iterable[int]) -> str | None:
    """None when `selection` is a valid selection of `roll`, else the rule it breaks."""
    reason = refusal(selection, roll)
    return None if reason is None else str(reason)

"""MISHIMASH tap-to-pick: a tap toggles the tapped die's whole combination (rules §2.2).

Only the engine's list of valid selections is consulted (`Match.selections()`), never the rules
themselves: adding a die picks the smallest valid selection that contains what is already picked
plus that die; removing one keeps the largest valid selection left without it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

Selection = tuple[int, ...]


def _contains(big: Counter[int], small: Counter[int]) -> bool:
    return all(big[k] >= n for k, n in small.items())


def values_of(dice: Sequence[int], picked: set[int]) -> Selection:
    """The picked dice's values, sorted (a selection)."""
    return tuple(sorted(dice[i] for i in picked))


def _positions(dice: Sequence[int], want: Selection, keep: set[int], first: int | None) -> set[int]:
    """Die positions holding the multiset `want`, reusing `keep` and the tapped die first."""
    need = Counter(want)
    out: set[int] = set()
    order = ([first] if first is not None else []) + sorted(keep) + list(range(len(dice)))
    for i in order:
        if i not in out and need[dice[i]] > 0:
            need[dice[i]] -= 1
            out.add(i)
    return out


def toggle(selections: Mapping[Selection, int], dice: Sequence[int], picked: set[int],
           i: int) -> set[int] | None:
    """The picked positions after tapping die `i`, or None if that die cannot score now."""
    current = Counter(dice[j] for j in picked)
    if i in picked:
        rest = current - Counter([dice[i]])
        subs = [s for s in selections if _contains(rest, Counter(s))]
        if not subs:
            return set()
        best = max(subs, key=lambda s: (len(s), selections[s]))
        return _positions(dice, best, picked - {i}, None)
    wanted = current + Counter([dice[i]])
    supers = [s for s in selections if _contains(Counter(s), wanted)]
    if supers:
        best = min(supers, key=lambda s: (len(s), -selections[s]))
        return _positions(dice, best, picked, i)
    alone = [s for s in selections if dice[i] in s]  # start again from this die's combination
    if not alone:
        return None
    best = min(alone, key=lambda s: (len(s), -selections[s]))
    return _positions(dice, best, set(), i)

"""Characters as a reader sees them: text split into grapheme clusters (enough of Unicode's
UAX #29 extended grapheme clusters for the names CUBIRI keeps), with the standard library only
(the browser's runtime has no `regex`).

A cluster is a base with what joins it: combining marks (Romanian "ș" typed as s + comma
below), vowel signs and the virama, and in the Indic scripts whose virama links consonants
(Telugu, Devanagari...) a whole conjunct: "క్ష" (ka, virama, ssa) is one akshara, one
character for the player, so a name is never cut between its ka-virama and its ssa (UAX #29
rule GB9c). A zero width joiner keeps the next consonant in the cluster, a zero width non-joiner
ends it (an explicit virama, as the writer asked). Also kept together: CR LF, Hangul syllable
jamo, a pair of regional indicators (a flag), an emoji with its modifiers and ZWJ sequences.

    >>> clusters("Ștefan")
    ['Ș', 't', 'e', 'f', 'a', 'n']
    >>> clusters("లక్ష్మి")
    ['ల', 'క్ష్మి']
    >>> cut("వెంకటేశ్వర", 4)
    'వెంకటేశ్వ'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import lru_cache

ZWJ, ZWNJ = "\u200d", "\u200c"
# A text limited to n characters also has at most PER_CLUSTER x n code points: enough for any
# name (a Telugu akshara takes 1 to 6, "క్ష్మీ", a Romanian letter 1 or 2), and a bound on what a
# stack of marks takes.
PER_CLUSTER = 8
ELLIPSIS = "…"

# The viramas that link consonants into a conjunct (Unicode 15.1's Indic_Conjunct_Break=Linker):
# Devanagari, Bengali, Gujarati, Oriya, Telugu, Malayalam.
LINKERS = frozenset("\u094d\u09cd\u0acd\u0b4d\u0c4d\u0d4d")
_BLOCKS = (0x0900, 0x0980, 0x0A80, 0x0B00, 0x0C00, 0x0D00)
# Consonants outside a block's ISCII range (+0x15..+0x39): nukta forms and later additions.
_MORE_CONSONANTS = frozenset(
    [*range(0x0958, 0x0960), *range(0x0978, 0x0980), 0x09DC, 0x09DD, 0x09DF, 0x09F0, 0x09F1,
     0x0AF9, 0x0B5C, 0x0B5D, 0x0B5F, 0x0B71, 0x0C58, 0x0C59, 0x0C5A])

# break classes
_OTHER, _CR, _LF, _CONTROL, _EXTEND, _ZWJ, _SPACING, _PREPEND, _RI, _PICTO = range(10)
_L, _V, _T, _LV, _LVT = range(10, 15)


@lru_cache(maxsize=4096)
def _kind(ch: str) -> int:
    """The character's Grapheme_Cluster_Break class (approximated from its general category
    and a few ranges: unicodedata has no such property)."""
    cp = ord(ch)
    if ch == "\r":
        return _CR
    if ch == "\n":
        return _LF
    if ch == ZWJ:
        return _ZWJ
    if ch == ZWNJ or 0x1F3FB <= cp <= 0x1F3FF or 0xE0020 <= cp <= 0xE007F or cp == 0xFE0F:
        return _EXTEND  # ZWNJ, emoji modifiers, tags, the emoji presentation selector
    category = unicodedata.category(ch)
    if category in ("Mn", "Me"):
        return _EXTEND
    if category == "Mc":
        return _SPACING  # Telugu's u/uu vowel signs, anusvara, visarga: never apart
    if 0x1F1E6 <= cp <= 0x1F1FF:
        return _RI
    if 0x0600 <= cp <= 0x0605 or cp in (0x06DD, 0x070F, 0x08E2, 0x110BD, 0x110CD):
        return _PREPEND
    if category in ("Cc", "Zl", "Zp", "Cs") or (category == "Cf"):
        return _CONTROL
    if 0x1100 <= cp <= 0x115F or 0xA960 <= cp <= 0xA97C:
        return _L
    if 0x1160 <= cp <= 0x11A7 or 0xD7B0 <= cp <= 0xD7C6:
        return _V
    if 0x11A8 <= cp <= 0x11FF or 0xD7CB <= cp <= 0xD7FB:
        return _T
    if 0xAC00 <= cp <= 0xD7A3:
        return _LV if (cp - 0xAC00) % 28 == 0 else _LVT
    if (0x1F000 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF or 0x2B00 <= cp <= 0x2BFF
            or cp in (0x00A9, 0x00AE, 0x203C, 0x2049, 0x2122, 0x2139, 0x3030, 0x303D)):
        return _PICTO
    return _OTHER


def is_consonant(ch: str) -> bool:
    """An Indic consonant that a linking virama joins to the one before it (InCB=Consonant)."""
    cp = ord(ch)
    if cp in _MORE_CONSONANTS:
        return True
    return any(base + 0x15 <= cp <= base + 0x39 for base in _BLOCKS) and \
        unicodedata.category(ch) == "Lo"


def _joins(prev: int, kind: int, ch: str, conjunct: int, picto: int, ri: int) -> bool:
    """No break between the previous character (class `prev`) and `ch` (class `kind`)."""
    if prev == _CR and kind == _LF:
        return True  # GB3
    if prev in (_CR, _LF, _CONTROL) or kind in (_CR, _LF, _CONTROL):
        return False  # GB4, GB5
    if prev == _L and kind in (_L, _V, _LV, _LVT) or prev in (_LV, _V) and kind in (_V, _T) \
            or prev in (_LVT, _T) and kind == _T:
        return True  # GB6-GB8: Hangul syllables
    if kind in (_EXTEND, _ZWJ, _SPACING) or prev == _PREPEND:
        return True  # GB9, GB9a, GB9b
    if conjunct == 2 and is_consonant(ch):
        return True  # GB9c: consonant, linker... consonant
    if prev == _ZWJ and kind == _PICTO and picto == 2:
        return True  # GB11
    return prev == _RI and kind == _RI and ri % 2 == 1  # GB12, GB13


def clusters(text: str) -> list[str]:
    """`text` split into grapheme clusters; joined, they give `text` back."""
    out: list[str] = []
    start = 0
    prev = -1
    conjunct = 0  # 0 none; 1 in a consonant's cluster; 2 after its linking virama
    picto = 0  # 0 none; 1 a pictograph's extends; 2 ... and then a ZWJ
    ri = 0  # regional indicators in a row
    for i, ch in enumerate(text):
        kind = _kind(ch)
        if prev >= 0 and not _joins(prev, kind, ch, conjunct, picto, ri):
            out.append(text[start:i])
            start = i
        # the states the next character's rules look back on
        if is_consonant(ch):
            conjunct = 1
        elif ch in LINKERS and conjunct:
            conjunct = 2
        elif not (conjunct and (kind == _ZWJ or kind == _EXTEND and ch != ZWNJ)):
            conjunct = 0
        if kind == _PICTO:
            picto = 1
        elif picto and kind == _ZWJ:
            picto = 2
        elif kind != _EXTEND:
            picto = 0
        ri = ri + 1 if kind == _RI else 0
        prev = kind
    if text:
        out.append(text[start:])
    return out


def printable(text: str) -> bool:
    """Whether every character of `text` can be shown: printable, or a joiner (ZWJ, ZWNJ:
    Python calls them unprintable, Telugu needs them)."""
    return all(ch.isprintable() or ch in (ZWJ, ZWNJ) for ch in text)


def count(text: str) -> int:
    """How many characters a reader counts in `text` (its grapheme clusters)."""
    return len(clusters(text))


def within(text: str, limit: int) -> bool:
    """Whether `text` has at most `limit` characters (clusters), and at most
    `PER_CLUSTER` x `limit` code points."""
    return len(text) <= limit or len(text) <= PER_CLUSTER * limit and count(text) <= limit


def cut(text: str, limit: int) -> str:
    """`text`'s first `limit` grapheme clusters (all of it when it has no more), fewer if they
    hold more than `PER_CLUSTER` x `limit` code points: the longest head that is `within`."""
    if within(text, limit):
        return text
    kept, size = [], 0
    for part in clusters(text)[:max(0, limit)]:
        size += len(part)
        if size > PER_CLUSTER * limit:
            break
        kept.append(part)
    return "".join(kept)


def drop_last(text: str) -> str:
    """`text` without its last grapheme cluster (Backspace)."""
    parts = clusters(text)
    return "".join(parts[:-1])


def shorten(text: str, fits: Callable[[str], bool], ellipsis: str = ELLIPSIS) -> str:
    """The longest head of `text`, whole clusters with `ellipsis` after them, that `fits`
    (a function of a string: True if it fits), or `text` itself when it fits whole. Spaces
    before the ellipsis go ("Ana …" reads as two words)."""
    if fits(text):
        return text
    parts = clusters(text)
    lo, hi = 0, len(parts) - 1  # the number of clusters kept: the most that fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits("".join(parts[:mid]).rstrip() + ellipsis):
            lo = mid
        else:
            hi = mid - 1
    return "".join(parts[:lo]).rstrip() + ellipsis

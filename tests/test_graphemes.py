"""Grapheme clusters (game.graphemes): Latin with combining marks, Romanian's diacritics, Telugu's
aksharas with their conjuncts, ZWJ/ZWNJ; and properties over any text: the clusters join back
into the text, a cut never ends on a linking virama before its consonant nor leaves a mark
alone."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.graphemes import (
    ELLIPSIS,
    LINKERS,
    PER_CLUSTER,
    ZWJ,
    ZWNJ,
    clusters,
    count,
    cut,
    drop_last,
    is_consonant,
    shorten,
    within,
)

# A Telugu name of 20 aksharas (the "…వెంకటేశ్" ended on a dangling virama).
TELUGU_20 = "శ్రీవెంకటేశ్వరలక్ష్మీనరసింహప్రసాద్రావుగారుమూర్తి"


@pytest.mark.parametrize(("text", "expected"), [
    ("Ana", ["A", "n", "a"]),
    ("Ște\u0301fan", ["Ș", "t", "e\u0301", "f", "a", "n"]),  # a combining acute stays on its e
    ("s\u0326t\u0326", ["s\u0326", "t\u0326"]),  # Romanian ș ț written with comma below
    ("ă\u0302", ["ă\u0302"]),  # marks stack
    ("వెంకటేశ్వర", ["వెం", "క", "టే", "శ్వ", "ర"]),
    ("లక్ష్మి", ["ల", "క్ష్మి"]),  # ka-virama-ssa-virama-ma-i: one akshara
    ("స్త్రీ", ["స్త్రీ"]),
    ("రావు", ["రా", "వు"]),  # a spacing vowel sign (Mc) stays with its consonant
    ("క్\u200dష", ["క్\u200dష"]),  # ZWJ: still one conjunct
    ("క్\u200cష", ["క్\u200c", "ష"]),  # ZWNJ: the writer asked for an explicit virama
    ("నమస్తే 🇮🇳", ["న", "మ", "స్తే", " ", "🇮🇳"]),
    ("👩\u200d💻x", ["👩\u200d💻", "x"]),
    ("a\r\nb", ["a", "\r\n", "b"]),
    ("한국", ["한", "국"]),
    ("", []),
])
def test_clusters(text: str, expected: list[str]) -> None:
    assert clusters(text) == expected
    assert count(text) == len(expected)


def test_a_telugu_name_of_twenty_aksharas_is_twenty_characters() -> None:
    assert count(TELUGU_20) == 20
    assert len(TELUGU_20) > 20 and within(TELUGU_20, 20)
    assert cut(TELUGU_20, 20) == TELUGU_20
    assert cut("వెంకటేశ్వర", 4) == "వెంకటేశ్వ"  # before: "వెంకటేశ్" (the first 8 code points)
    assert not within(TELUGU_20 + "ు", 20) or count(TELUGU_20 + "ు") == 20


def test_backspace_takes_the_last_character_as_the_reader_sees_it() -> None:
    assert drop_last("లక్ష్మి") == "ల"
    assert drop_last("Ște\u0301") == "Șt"
    assert drop_last("") == ""


def test_a_stack_of_marks_is_bounded_in_code_points() -> None:
    zalgo = "a" + "\u0301" * 500
    assert count(zalgo) == 1 and not within(zalgo, 20)
    assert cut(zalgo, 20) == ""  # no whole cluster fits the bound
    assert len(cut("ab" + "\u0301" * 10 + "c", 2)) <= PER_CLUSTER * 2


def test_shorten_keeps_whole_clusters_and_says_so() -> None:
    def fits(s: str) -> bool:
        return len(s) <= 9

    assert shorten("Ana", fits) == "Ana"
    short = shorten(TELUGU_20, fits)
    assert short.endswith(ELLIPSIS) and TELUGU_20.startswith(short[:-1])
    assert short[-2] not in LINKERS
    assert shorten("Ana Maria", lambda s: len(s) <= 5) == "Ana…"  # no space before the …
    assert shorten("Bo", lambda s: False) == ELLIPSIS


# -------------------------------------------------------------------------- properties
TELUGU = [chr(c) for c in range(0x0C00, 0x0C80) if unicodedata.category(chr(c)) != "Cn"]
LETTERS = st.sampled_from(
    TELUGU + list("aeșțăîâAŞŢ \u0301\u0326\u0306\u0302") + [ZWJ, ZWNJ, "\u094d", "क", "ष"])
TEXTS = st.text(LETTERS, max_size=40) | st.text(max_size=30)
MARKS = ("Mn", "Mc", "Me")


@given(TEXTS)
def test_the_clusters_join_back_into_the_text(text: str) -> None:
    parts = clusters(text)
    assert "".join(parts) == text
    assert all(parts)
    assert count(text) <= len(text)


@given(TEXTS, st.integers(0, 45))
def test_a_cut_never_splits_a_cluster(text: str, n: int) -> None:
    head = cut(text, n)
    assert text.startswith(head)
    assert count(head) <= n and within(head, n)
    parts = clusters(text)
    assert head == "".join(parts[:count(head)])  # whole clusters
    rest = text[len(head):]
    if head and rest:
        # no lone combining mark or vowel sign at the start of what was cut off
        if unicodedata.category(head[-1]) not in ("Cc", "Zl", "Zp"):
            assert unicodedata.category(rest[0]) not in MARKS and rest[0] != ZWJ
        # never a consonant's linking virama left dangling before the consonant it joins
        base = head.rstrip(ZWJ)
        if base and base[-1] in LINKERS and len(base) > 1 and is_consonant(base[-2]):
            assert not is_consonant(rest[0])


@given(TEXTS, st.integers(1, 30))
def test_shorten_gives_a_head_and_an_ellipsis(text: str, width: int) -> None:
    short = shorten(text, lambda s: len(s) <= width)
    if short != text:
        assert short.endswith(ELLIPSIS)
        head = short[:-1]
        assert text.startswith(head)
        assert head == head.rstrip()
        parts = clusters(text)
        heads = {"".join(parts[:k]).rstrip() for k in range(len(parts) + 1)}
        assert head in heads  # whole clusters, never part of one

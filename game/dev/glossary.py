"""The words checks of `python -m game locales --check`: the game's terms and its counted nouns.

The data is `game/dev/glossary.toml` (the owner's sheet terms first, then the game's own). Three
checks read it:

- `check_counts`: a message that puts a number before a counted noun ("{points} points") is
  plural-aware: an `ngettext` message whose count is `{n}` ("1 point", "2 points"; Romanian's
  three forms). A singular message, or a count other than `{n}`, is reported.
- `check_terms`: a glossary term is translated one way in each language: a translation of a
  message that speaks of the term uses the glossary's word, never one of the other ways.
- `check_romanian_numbers`: Romanian messages rendered with sample numbers say "de" between a
  number and its noun exactly from 20 on (but not after …01–…19): "20 de puncte", "2 puncte",
  "101 puncte", never "costă 10 de puncte" (a "de" written into the message for one count).
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from game.i18n import DEFAULT, LANGUAGES, Entry

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "glossary.toml")

_PLACEHOLDER = re.compile(r"\{(\w*)(?:[:!][^{}]*)?\}")
# Numbers a check renders a counted placeholder with: both sides of 20, of 100 and of …19/…20.
SAMPLE_COUNTS = (0, 1, 2, 10, 19, 20, 21, 100, 101, 119, 120)
# The other numeric placeholders of a message are rendered with both of these (a count that
# picks no form of its own must read right below 20 and from 20 on).
OTHER_NUMBERS = (10, 20)


@dataclass(frozen=True)
class Term:
    """A glossary term: the English it stands for, the messages it applies to, and per
    language the glossary's word and the other ways it was translated."""

    name: str
    trigger: re.Pattern[str] | None  # English messages that speak of it (None: every message)
    required: bool  # such a message's translation must carry the glossary's word
    words: dict[str, re.Pattern[str]]
    others: dict[str, tuple[re.Pattern[str], ...]]
    note: str = ""

    def applies(self, english: str) -> bool:
        return self.trigger is None or bool(self.trigger.search(english))


@dataclass(frozen=True)
class Glossary:
    counted: re.Pattern[str]  # an English placeholder followed by a counted noun
    words: frozenset[str]  # placeholders that hold words, never a count ({name} rolls)
    romanian_nouns: frozenset[str]
    terms: tuple[Term, ...]


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def load(path: str = PATH) -> Glossary:
    """Read the glossary file."""
    with open(path, "rb") as fh:
        data: dict[str, Any] = tomllib.load(fh)
    nouns = "|".join(sorted((re.escape(n) for n in data["counted"]), key=len, reverse=True))
    counted = re.compile(rf"\{{(\w*)(?:[:!][^{{}}]*)?\}}\s+(?:more\s+|other\s+)?(?:{nouns})\b")
    codes = [c for c in LANGUAGES if c != DEFAULT]
    allowed = {"en", "trigger", "required", "note", *codes, *(f"{c}_not" for c in codes)}
    terms = []
    for raw in data["term"]:
        unknown = set(raw) - allowed
        if unknown:
            raise ValueError(f"{path}: term {raw.get('en')!r} has unknown keys {sorted(unknown)}")
        languages = [c for c in codes if c in raw]
        terms.append(Term(
            name=raw["en"],
            trigger=re.compile(raw["trigger"]) if "trigger" in raw else None,
            required=bool(raw.get("required", False)),
            words={code: _words(raw[code]) for code in languages},
            others={code[:2]: tuple(_words(p) for p in raw[code]) for code in raw
                    if code.endswith("_not")},
            note=raw.get("note", ""),
        ))
    return Glossary(counted, frozenset(data["words"]), frozenset(data["romanian"]["counted"]),
                    tuple(terms))


def english(entry: Any) -> str:
    """A message's English: its msgid, and its plural on a line of its own."""
    return entry.msgid if entry.msgid_plural is None else f"{entry.msgid}\n{entry.msgid_plural}"


def _short(text: str, width: int = 60) -> str:
    return repr(text if len(text) <= width else text[:width - 3] + "...")


# ------------------------------------------------------------------------------ counts

def check_counts(messages: Iterable[Any], glossary: Glossary | None = None) -> list[str]:
    """Messages (`locales_check.Message`: msgid, msgid_plural, places) that put a number before
    a counted noun without plural forms, or whose plural is chosen by another number."""
    g = glossary or load()
    problems = []
    for m in messages:
        counted = {found.group(1) for text in (m.msgid, m.msgid_plural or "")
                   for found in g.counted.finditer(text)} - g.words
        where = m.places[0] if m.places else "?"
        if m.msgid_plural is None and counted:
            names = ", ".join(f"{{{c}}}" for c in sorted(counted))
            problems.append(f"plurals: {_short(m.msgid)} ({where}) counts with {names} but has "
                            "no plural forms: use ngettext with the count as {n}")
        elif m.msgid_plural is not None and counted - {"n"}:
            names = ", ".join(f"{{{c}}}" for c in sorted(counted - {"n"}))
            problems.append(f"plurals: {_short(m.msgid)} ({where}) counts with {names}, but "
                            "its plural form follows {n}: give each count its own message")
        elif m.msgid_plural is not None and "{n}" not in m.msgid + m.msgid_plural:
            problems.append(f"plurals: {_short(m.msgid)} ({where}) has plural forms but no {{n}} "
                            "(the count the form is chosen by)")
    return problems


# ------------------------------------------------------------------------------ terms

def check_terms(catalogues: dict[str, list[Entry]], glossary: Glossary | None = None
                ) -> list[str]:
    """Glossary terms translated another way than the glossary's in some message."""
    g = glossary or load()
    problems = []
    for term in g.terms:
        for code, entries in catalogues.items():
            word = term.words.get(code)
            others = term.others.get(code, ())
            if word is None and not others:
                continue
            good, bad = 0, []
            for e in entries:
                if not e.msgid or not all(e.msgstr) or not term.applies(english(e)):
                    continue
                text = " ".join(e.msgstr)
                other = next((m.group(0) for p in others if (m := p.search(text))), None)
                if other is not None:
                    bad.append(f"{other!r} in {_short(e.msgid, 50)}")
                elif word is not None and term.required and not word.search(text):
                    bad.append(f"no {word.pattern!r} in {_short(e.msgid, 50)}")
                elif word is not None and word.search(text):
                    good += 1
            if bad:
                shown = "; ".join(bad[:4]) + (f"; and {len(bad) - 4} more" if len(bad) > 4 else "")
                want = f"{word.pattern!r} ({good} message(s))" if word is not None else "none"
                problems.append(f"{code}: {term.name!r} is translated two ways: the glossary's "
                                f"{want}, and {shown}" + (f" [{term.note}]" if term.note else ""))
    return problems


# ------------------------------------------------------------------------------ Romanian

def _render(text: str, values: dict[str, int], default: int) -> str:
    return _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), default)), text)


def romanian_samples(entry: Entry, plural: Callable[[int], int]) -> Iterator[tuple[str, str]]:
    """(how it was rendered, text) for each form of a Romanian entry with sample numbers."""
    for other in OTHER_NUMBERS:
        if entry.msgid_plural is None:
            yield f"with {other}", _render(entry.msgstr[0], {}, other)
            continue
        for n in SAMPLE_COUNTS:
            form = plural(n)
            if form < len(entry.msgstr):
                yield f"n={n}, others {other}", _render(entry.msgstr[form], {"n": n}, other)


_NUMBER_NOUN = re.compile(r"(?<![\d.,])(\d+)(?![.,]\d)\s+(de\s+)?([^\W\d]+)")


def needs_de(n: int) -> bool:
    """Romanian: a number takes "de" before its noun from 20 on, but not after …01 to …19."""
    return n >= 20 and not 1 <= n % 100 <= 19


def check_romanian_numbers(entries: list[Entry], plural: Callable[[int], int],
                           glossary: Glossary | None = None) -> list[str]:
    """Romanian messages that, rendered with sample numbers, miss a "de" from 20 on or put one
    below (or after …01–…19)."""
    g = glossary or load()
    problems = []
    for e in entries:
        if not e.msgid or not all(e.msgstr):
            continue
        for how, text in romanian_samples(e, plural):
            wrong = next(((m.group(0), int(m.group(1))) for m in _NUMBER_NOUN.finditer(text)
                          if m.group(3) in g.romanian_nouns
                          and needs_de(int(m.group(1))) != bool(m.group(2))), None)
            if wrong is not None:
                said, n = wrong
                rule = (f'"de" from 20 on: "{n} de …"' if needs_de(n)
                        else f'no "de" for {n}: "{n} …"')
                problems.append(f"ro: {_short(e.msgid, 50)} rendered {how} says {said!r}, "
                                f"but Romanian wants {rule}")
                break
    return problems

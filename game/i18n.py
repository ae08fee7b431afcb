"""Translations: the five languages, the active one, and number/date formats.

English msgids are the keys. Catalogues are the gettext `.po` sources under `locales/`; at run
time they are parsed and compiled to `.mo` bytes in memory and read by the standard library's
`gettext.GNUTranslations` (so plural forms and contexts behave exactly as in GNU gettext, and
neither `python main.py` nor the web build needs a compile step).

    >>> activate("de")
    >>> _("Play")
    'Spielen'
    >>> format_points(21)
    '10,5'

Switching language takes effect at once: every `_()` call reads the active catalogue. Front-end
caches of rendered text can key on `revision()`, which changes on every `activate()`.
"""

from __future__ import annotations

import ast
import datetime as _dt
import gettext
import io
import os
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field

from game import resources

# code -> the language's own name (shown in settings, never translated).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "ro": "Română",
    "te": "తెలుగు",
    "it": "Italiano",
}
DEFAULT = "en"

# Decimal separator used by format_points(); Telugu (India) writes a decimal point.
DECIMAL_SEPARATOR: dict[str, str] = {"en": ".", "de": ",", "ro": ",", "te": ".", "it": ","}

# Usual short date form per language (rules §4: dates in high scores).
_DATE_FORMATS: dict[str, str] = {
    "en": "{d} {mon} {y}",  # 29 Nov 2026 (unambiguous for UK and US readers alike)
    "de": "{d:02}.{m:02}.{y}",
    "ro": "{d:02}.{m:02}.{y}",
    "te": "{d:02}-{m:02}-{y}",
    "it": "{d:02}/{m:02}/{y}",
}
_EN_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# Names that Windows' locale.getlocale() reports ("German_Germany") -> our codes.
_LANGUAGE_NAMES = {
    "english": "en",
    "german": "de",
    "deutsch": "de",
    "romanian": "ro",
    "telugu": "te",
    "italian": "it",
}

LOCALES_DIR = resources.folder("locales")
DOMAIN = "cubiri"

_CONTEXT_SEP = "\x04"  # gettext's separator between msgctxt and msgid in compiled catalogues


# --------------------------------------------------------------------------------------------
# .po reading and in-memory compilation


@dataclass
class Entry:
    """One message of a `.po` file."""

    msgid: str
    msgstr: list[str] = field(default_factory=lambda: [""])
    msgctxt: str | None = None
    msgid_plural: str | None = None
    comments: list[str] = field(default_factory=list)  # raw '#' lines, kept for rewriting
    fuzzy: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        """(context, msgid): the identity of a message in a catalogue."""
        return (self.msgctxt, self.msgid)

    @property
    def translated(self) -> bool:
        """True when every msgstr form is filled in and the entry is not fuzzy."""
        return not self.fuzzy and all(self.msgstr)


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, got {token!r}")
    # A .po string uses C escapes, which Python's string literal syntax covers for our needs.
    value = ast.literal_eval(token)
    if not isinstance(value, str):
        raise ValueError(f"{where}: expected a string, got {token!r}")
    return value


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """Parse `.po` text into entries (the header is the entry whose msgid is "")."""
    entries: list[Entry] = []
    cur: Entry | None = None
    comments: list[str] = []
    target: tuple[str, int] | None = None  # the field that continuation lines extend
    seen_msgstr = False

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{lineno}"
        if not line or line.startswith("#~"):  # blank separators; obsolete entries are dropped
            continue
        if line.startswith("#"):
            if cur is not None and seen_msgstr:
                entries.append(cur)
                cur, target = None, None
            comments.append(raw.rstrip())
            continue
        if line.startswith('"'):
            if cur is None or target is None:
                raise ValueError(f"{where}: continuation line outside an entry")
            kind, idx = target
            if kind == "msgstr":
                cur.msgstr[idx] += _unquote(line, where)
            else:
                setattr(cur, kind, (getattr(cur, kind) or "") + _unquote(line, where))
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and (cur is None or seen_msgstr):
            if cur is not None:
                entries.append(cur)
            cur, comments, seen_msgstr = Entry(msgid="", comments=comments), [], False
        if cur is None:
            raise ValueError(f"{where}: {keyword} before msgid")
        if keyword == "msgctxt":
            cur.msgctxt = _unquote(rest, where)
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            cur.msgid = _unquote(rest, where)
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            cur.msgid_plural = _unquote(rest, where)
            cur.msgstr = []
            target = ("msgid_plural", 0)
        elif keyword == "msgstr":
            cur.msgstr = [_unquote(rest, where)]
            target, seen_msgstr = ("msgstr", 0), True
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            idx = int(keyword[7:-1])
            while len(cur.msgstr) <= idx:
                cur.msgstr.append("")
            cur.msgstr[idx] = _unquote(rest, where)
            target, seen_msgstr = ("msgstr", idx), True
        else:
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
    if cur is not None:
        entries.append(cur)
    for e in entries:
        e.fuzzy = any(c.startswith("#,") and "fuzzy" in c for c in e.comments)
    return entries


def header_fields(entries: Iterable[Entry]) -> dict[str, str]:
    """The `Name: value` lines of the header entry (msgid "")."""
    for e in entries:
        if e.msgid == "" and e.msgctxt is None:
            out = {}
            for line in e.msgstr[0].splitlines():
                k, sep, v = line.partition(":")
                if sep:
                    out[k.strip()] = v.strip()
            return out
    return {}


def compile_mo(entries: Iterable[Entry]) -> bytes:
    """Compile entries to GNU `.mo` bytes; untranslated and fuzzy entries are left out
    (so the English msgid shows), the header always stays."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        is_header = e.msgid == "" and e.msgctxt is None
        if not is_header and not e.translated:
            continue
        key = e.msgid if e.msgctxt is None else e.msgctxt + _CONTEXT_SEP + e.msgid
        if e.msgid_plural is not None:
            key += "\0" + e.msgid_plural
        pairs[key.encode()] = "\0".join(e.msgstr).encode()
    keys = sorted(pairs)
    n = len(keys)
    ids_at = 7 * 4
    strs_at = ids_at + n * 8
    data_at = strs_at + n * 8
    ids_table, strs_table, blob = [], [], bytearray()
    for k in keys:
        ids_table.append((len(k), data_at + len(blob)))
        blob += k + b"\0"
    for k in keys:
        v = pairs[k]
        strs_table.append((len(v), data_at + len(blob)))
        blob += v + b"\0"
    out = bytearray(struct.pack("<7I", 0x950412DE, 0, n, ids_at, strs_at, 0, 0))
    for length, offset in ids_table + strs_table:
        out += struct.pack("<2I", length, offset)
    return bytes(out + blob)


def po_path(code: str) -> str:
    """Path of the catalogue of a language."""
    return os.path.join(LOCALES_DIR, f"{code}.po")


def load(code: str) -> gettext.NullTranslations:
    """Read and compile the catalogue of `code` (English and missing files: no translation)."""
    path = po_path(code)
    if code == DEFAULT or not os.path.exists(path):
        return gettext.NullTranslations()
    with open(path, encoding="utf-8") as fh:
        entries = parse_po(fh.read(), path)
    return gettext.GNUTranslations(io.BytesIO(compile_mo(entries)))


# --------------------------------------------------------------------------------------------
# The active language

_cache: dict[str, gettext.NullTranslations] = {}
_current = DEFAULT
_active: gettext.NullTranslations = gettext.NullTranslations()
_revision = 0


def activate(code: str) -> None:
    """Switch the language at once (unknown codes fall back to English)."""
    global _current, _active, _revision
    code = code if code in LANGUAGES else DEFAULT
    if code not in _cache:
        _cache[code] = load(code)
    _current, _active = code, _cache[code]
    _revision += 1


def current() -> str:
    """Code of the active language."""
    return _current


def revision() -> int:
    """A number that changes whenever `activate()` runs (for caches of rendered text)."""
    return _revision


def reload() -> None:
    """Forget parsed catalogues (after editing `.po` files) and re-activate the current one."""
    _cache.clear()
    activate(_current)


def _(msgid: str) -> str:
    """Translate `msgid` into the active language."""
    return _active.gettext(msgid)


def loaded() -> list[str]:
    """The languages whose catalogues are read (the active one, those active before it)."""
    return [DEFAULT, *(code for code in _cache if code != DEFAULT)]


def gettext_in(code: str, msgid: str) -> str:
    """`msgid` in language `code` whichever is active (a text stored in another language is
    recognised by it); the catalogue is read if it was not yet."""
    if code not in _cache:
        _cache[code] = load(code)
    return _cache[code].gettext(msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a count, choosing the language's plural form for `n`."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, msgid: str) -> str:
    """Translate `msgid` in a context (for short words with several meanings)."""
    return _active.pgettext(context, msgid)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext` with a context."""
    return _active.npgettext(context, singular, plural, n)


def N_(msgid: str) -> str:  # noqa: N802 - the conventional gettext marker name
    """Mark a string for extraction without translating it now (translate later with `_()`)."""
    return msgid


def NP_(context: str, msgid: str) -> tuple[str, str]:  # noqa: N802
    """Mark a context + msgid pair for extraction; translate later with `pgettext(*pair)`."""
    return (context, msgid)


# --------------------------------------------------------------------------------------------
# Formats


def format_points(half_points: int) -> str:
    """Points kept as integer half-points, written as the language writes decimals.

    >>> activate("en"); format_points(21), format_points(20), format_points(-1)
    ('10.5', '10', '-0.5')
    """
    sign = "-" if half_points < 0 else ""
    whole, half = divmod(abs(int(half_points)), 2)
    if not half:
        return f"{sign}{whole}"
    return f"{sign}{whole}{DECIMAL_SEPARATOR.get(_current, '.')}5"


def plural_count(number: int | str) -> int:
    """The count that picks the plural form (`ngettext`) for a number as the player reads it:
    a whole number's size, a negative one's too ("−5 points" reads as five); a number written
    with decimals ("10.5", "0,5") counts as 2: plural in every language and, in Romanian, the
    form without "de", since the noun agrees with the last digit read ("20,5 puncte").

    >>> plural_count(1), plural_count(-20), plural_count("−1"), plural_count("20,5")
    (1, 20, 1, 2)
    """
    if isinstance(number, int):
        return abs(number)
    digits = number.strip().lstrip("+-−")
    if not digits.isdigit():  # decimals (or not a plain number): the plural without "de"
        return 2
    return int(digits)


def format_date(date: _dt.date | str) -> str:
    """A date in the active language's usual short form (e.g. 29.11.2026 in German)."""
    if isinstance(date, str):  # ISO strings from storage are accepted too
        date = _dt.date.fromisoformat(date[:10])
    d, m, y = date.day, date.month, date.year
    return _DATE_FORMATS.get(_current, _DATE_FORMATS[DEFAULT]).format(
        d=d, m=m, y=y, mon=_EN_MONTHS[m - 1]
    )


# --------------------------------------------------------------------------------------------
# Language tags (the player's language is found by `game.platform.detect_language`)


def match(tag: str | None) -> str | None:
    """Our language code for a locale tag such as 'de-AT', 'ro_RO.UTF-8', 'German_Germany'."""
    if not tag:
        return None
    tag = tag.strip().lower()
    if tag in ("c", "posix") or tag.startswith(("c.", "posix.")):
        return None
    base = tag.replace("-", "_").split("_")[0].split(".")[0].split("@")[0]
    if base in LANGUAGES:
        return base
    return _LANGUAGE_NAMES.get(base)

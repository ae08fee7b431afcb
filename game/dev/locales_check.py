"""`python -m game locales`: extract messages into the catalogues and check them.

    python -m game locales --extract   # scan game/**/*.py, rewrite locales/cubiri.pot, merge .po
    python -m game locales --check     # completeness, placeholders, plurals, fonts, button
                                       # names, the glossary's words, text fit

The extractor reads the source with `ast` (never imports it) and collects the string arguments
of `_()`, `N_()`, `ngettext()`, `pgettext()`, `npgettext()` and `NP_()`. Merging keeps every
existing translation, adds new messages untranslated and drops messages no longer in the code
(the English catalogue `en.po` is filled in with the msgids themselves).

The check exits 1 naming every problem, and prints one summary line when all is well.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import importlib
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game import i18n
from game.dev import glossary
from game.i18n import Entry, header_fields, parse_po

# The project checkout this tool edits (game/dev/locales_check.py -> the folder above game/).
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE_DIR = os.path.join(ROOT, "game")
TEMPLATE = os.path.join(i18n.LOCALES_DIR, f"{i18n.DOMAIN}.pot")

# Marker name -> the roles of its leading string arguments.
MARKERS: dict[str, tuple[str, ...]] = {
    "_": ("msgid",),
    "N_": ("msgid",),
    "gettext": ("msgid",),
    "ngettext": ("msgid", "msgid_plural"),
    "pgettext": ("msgctxt", "msgid"),
    "NP_": ("msgctxt", "msgid"),
    "npgettext": ("msgctxt", "msgid", "msgid_plural"),
}

# The Plural-Forms header each catalogue must carry (GNU gettext's standard rules).
PLURAL_FORMS: dict[str, str] = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "te": "nplurals=2; plural=(n != 1);",
    "ro": "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);",
}
# Counts whose plural form we know, as a sanity check of the expressions above.
PLURAL_SAMPLES: dict[str, dict[int, int]] = {
    "en": {0: 1, 1: 0, 2: 1, 20: 1},
    "de": {0: 1, 1: 0, 2: 1, 20: 1},
    "it": {0: 1, 1: 0, 2: 1, 20: 1},
    "te": {0: 1, 1: 0, 2: 1, 20: 1},
    "ro": {0: 1, 1: 0, 2: 1, 19: 1, 20: 2, 100: 2, 101: 1, 119: 1, 120: 2},
}

# Placeholders: str.format fields ({name}, {0}, {n:02}) and printf conversions (%d, %(n)s).
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[-#0 +]*\d*(?:\.\d+)?[sdifgxXr%]")

# Overflow check when the front end does not (yet) publish its text boxes: the Rules screen
# column width we assume (the logical screen is 1280 px wide) and its body text size.
ASSUMED_RULES_WIDTH = 1040
ASSUMED_RULES_SIZE = 24


@dataclass
class Message:
    """A message found in the source, with where it occurs."""

    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    places: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        """(context, msgid)."""
        return (self.msgctxt, self.msgid)


# --------------------------------------------------------------------------------------------
# Extraction


def _marker_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def extract(paths: Iterable[str]) -> tuple[list[Message], list[str]]:
    """Messages marked in the given Python files (in order of first use), and warnings about
    marker calls whose arguments are not plain string literals (they cannot be translated)."""
    found: dict[tuple[str | None, str], Message] = {}
    warnings: list[str] = []
    for path in paths:
        rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
        with open(path, encoding="utf-8") as fh:
            tree = ast.parse(fh.read(), path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _marker_name(node.func)
            roles = MARKERS.get(name or "")
            if roles is None or (name == "gettext" and not isinstance(node.func, ast.Attribute)):
                continue
            args = node.args[: len(roles)]
            if len(args) < len(roles):
                continue
            if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                # A variable is fine (its value was marked with N_ elsewhere); text built on
                # the spot cannot be in any catalogue.
                if any(_built_text(a) for a in args):
                    warnings.append(f"{rel}:{node.lineno}: {name}() of text built at run time "
                                    "(f-string, + or .format) cannot be translated")
                continue
            values = dict(zip(roles, (str(getattr(a, "value", "")) for a in args), strict=True))
            msg = Message(values["msgid"], values.get("msgctxt"), values.get("msgid_plural"))
            if not msg.msgid:
                continue
            place = f"{rel}:{node.lineno}"
            existing = found.setdefault(msg.key, msg)
            if existing.msgid_plural is None and msg.msgid_plural is not None:
                existing.msgid_plural = msg.msgid_plural
            existing.places.append(place)
    ordered = sorted(found.values(), key=lambda m: _place_key(m.places[0]))
    return ordered, warnings


def _built_text(node: ast.expr) -> bool:
    if isinstance(node, ast.JoinedStr | ast.BinOp):
        return True
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format" and isinstance(node.func.value, ast.Constant))


def _place_key(place: str) -> tuple[str, int]:
    path, _, line = place.rpartition(":")
    return (path, int(line))


def source_files(top: str = SOURCE_DIR) -> list[str]:
    """Every .py file under `top`, sorted."""
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
        out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".py"))
    return sorted(out)


def _quote(text: str) -> str:
    return '"' + (text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
                  .replace("\n", "\\n")) + '"'


def _field(keyword: str, text: str, width: int = 78) -> list[str]:
    """A .po field, wrapped like msgmerge does: long or multi-line strings start with ""."""
    if len(keyword) + 1 + len(_quote(text)) <= width and "\n" not in text[:-1]:
        return [f"{keyword} {_quote(text)}"]
    pieces: list[str] = []
    for para in re.split(r"(?<=\n)", text):
        if not para:
            continue
        line = ""
        for word in re.split(r"(?<= )", para):
            if line and len(_quote(line + word)) > width:
                pieces.append(line)
                line = ""
            line += word
        if line:
            pieces.append(line)
    return [f'{keyword} ""'] + [_quote(p) for p in pieces]


def format_entry(e: Entry) -> str:
    """One entry in .po syntax."""
    lines = list(e.comments)
    if e.msgctxt is not None:
        lines += _field("msgctxt", e.msgctxt)
    lines += _field("msgid", e.msgid)
    if e.msgid_plural is not None:
        lines += _field("msgid_plural", e.msgid_plural)
        for i, s in enumerate(e.msgstr):
            lines += _field(f"msgstr[{i}]", s)
    else:
        lines += _field("msgstr", e.msgstr[0] if e.msgstr else "")
    return "\n".join(lines) + "\n"


def format_po(entries: Iterable[Entry]) -> str:
    """A whole catalogue in .po syntax."""
    return "\n".join(format_entry(e) for e in entries)


def _header(language: str | None) -> Entry:
    fields = [
        ("Project-Id-Version", "CUBIRI"),
        ("Language", language or ""),
        ("MIME-Version", "1.0"),
        ("Content-Type", "text/plain; charset=UTF-8"),
        ("Content-Transfer-Encoding", "8bit"),
        ("Plural-Forms", PLURAL_FORMS.get(language or "", "nplurals=INTEGER; plural=EXPRESSION;")),
    ]
    title = (f"# CUBIRI: {i18n.LANGUAGES[language]} ({language})." if language
             else "# CUBIRI message template: generated by `python -m game locales --extract`.")
    comments = [title, "# Source of truth for this language; see docs in game/i18n.py."]
    if not language:
        comments = [title, "#, fuzzy"]
    return Entry(msgid="", msgstr=["".join(f"{k}: {v}\n" for k, v in fields)],
                 comments=comments)


def _nplurals(language: str) -> int:
    found = re.search(r"nplurals=(\d+)", PLURAL_FORMS[language])
    assert found is not None, language
    return int(found.group(1))


def _comments_for(msg: Message) -> list[str]:
    out = []
    # File names only, without line numbers: references that move with every edit would make
    # each branch that touches a file rewrite the catalogues (and collide when merged).
    places = " ".join(dict.fromkeys(p.rpartition(":")[0] for p in msg.places))
    for chunk in re.findall(r".{1,76}(?: |$)", places):
        out.append("#: " + chunk.strip())
    if _PLACEHOLDER.search(msg.msgid) and "{" in msg.msgid:
        out.append("#, python-brace-format")
    return out


def read_catalogue(path: str) -> list[Entry]:
    """Entries of a .po/.pot file (empty list when the file does not exist)."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as fh:
        return parse_po(fh.read(), path)


def merge(messages: list[Message], language: str, old: list[Entry]) -> tuple[list[Entry], int]:
    """The catalogue of `language` for `messages`, keeping translations from `old`.
    Returns the entries and how many messages are new (untranslated)."""
    previous = {e.key: e for e in old if e.msgid}
    header = next((e for e in old if not e.msgid and e.msgctxt is None), None) or _header(language)
    entries = [header]
    new = 0
    n = _nplurals(language)
    for msg in messages:
        prev = previous.get(msg.key)
        forms = n if msg.msgid_plural is not None else 1
        if language == i18n.DEFAULT:
            msgstr = [msg.msgid] if msg.msgid_plural is None else (
                [msg.msgid, msg.msgid_plural] + [msg.msgid_plural] * (n - 2))
            flags = []
        elif prev is not None and len(prev.msgstr) == forms and (
                prev.msgid_plural is None) == (msg.msgid_plural is None):
            msgstr = list(prev.msgstr)
            flags = [c for c in prev.comments if c.startswith("#,") and "fuzzy" in c]
        else:
            msgstr = [""] * forms
            flags = []
            new += 1
        translator = [c for c in (prev.comments if prev else []) if c.startswith("# ")]
        comments = translator + _comments_for(msg) + flags
        entries.append(Entry(msg.msgid, msgstr, msg.msgctxt, msg.msgid_plural, comments))
    return entries, new


def run_extract(write: bool = True) -> int:
    """Rewrite the template and merge every catalogue; print what changed."""
    messages, warnings = extract(source_files())
    for w in warnings:
        print(f"warning: {w}")
    template = [_header(None)] + [
        Entry(m.msgid, [""] * (2 if m.msgid_plural else 1), m.msgctxt, m.msgid_plural,
              _comments_for(m)) for m in messages]
    if write:
        os.makedirs(i18n.LOCALES_DIR, exist_ok=True)
        with open(TEMPLATE, "w", encoding="utf-8") as fh:
            fh.write(format_po(template))
    print(f"{os.path.relpath(TEMPLATE, ROOT)}: {len(messages)} messages")
    for code in i18n.LANGUAGES:
        path = i18n.po_path(code)
        old = read_catalogue(path)
        old_keys = {e.key for e in old if e.msgid}
        entries, new = merge(messages, code, old)
        dropped = len(old_keys - {m.key for m in messages})
        if write:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(format_po(entries))
        todo = sum(1 for e in entries if e.msgid and not e.translated)
        print(f"{os.path.relpath(path, ROOT)}: {new} new, {dropped} dropped, {todo} to translate")
    i18n.reload()
    return 0


# --------------------------------------------------------------------------------------------
# Checks


def placeholders(text: str) -> list[str]:
    """The placeholders of a message, sorted (so their order may change in a translation)."""
    return sorted(p for p in _PLACEHOLDER.findall(text) if p != "%%")


def plural_function(language: str, header: dict[str, str]) -> tuple[int, Callable[[int], int]]:
    """The plural function of a catalogue header (raises ValueError when malformed)."""
    spec = header.get("Plural-Forms", "")
    m = re.fullmatch(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*", spec)
    if not m:
        raise ValueError(f"malformed Plural-Forms {spec!r}")
    return int(m.group(1)), gettext.c2py(m.group(2))


def check_catalogues() -> tuple[list[str], dict[str, list[Entry]]]:
    """Problems with the catalogues versus the template; also the parsed catalogues."""
    problems: list[str] = []
    template = read_catalogue(TEMPLATE)
    if not template:
        return [f"{os.path.relpath(TEMPLATE, ROOT)} is missing: run --extract"], {}
    tkeys = {e.key: e for e in template if e.msgid}
    # Messages in the code but not in the template: the template is stale.
    messages, warnings = extract(source_files())
    problems += [f"source: {w}" for w in warnings]
    for m in messages:
        if m.key not in tkeys:
            problems.append(f"template lacks {_show(m.key)} ({m.places[0]}): run --extract")
    stale = set(tkeys) - {m.key for m in messages}
    for key in sorted(stale, key=str):
        problems.append(f"template has {_show(key)}, no longer in the code: run --extract")
    catalogues: dict[str, list[Entry]] = {}
    for code in i18n.LANGUAGES:
        path = i18n.po_path(code)
        name = os.path.relpath(path, ROOT)
        try:
            entries = read_catalogue(path)
        except ValueError as exc:
            problems.append(f"{name}: cannot parse: {exc}")
            continue
        if not entries:
            problems.append(f"{name} is missing")
            continue
        catalogues[code] = entries
        header = header_fields(entries)
        if header.get("Plural-Forms", "").replace(" ", "") != PLURAL_FORMS[code].replace(" ", ""):
            problems.append(f"{name}: Plural-Forms is {header.get('Plural-Forms')!r}, "
                            f"expected {PLURAL_FORMS[code]!r}")
        if "charset=UTF-8" not in header.get("Content-Type", ""):
            problems.append(f"{name}: Content-Type must declare charset=UTF-8")
        if header.get("Language") != code:
            problems.append(f"{name}: Language header is {header.get('Language')!r}, not {code!r}")
        try:
            nplurals, fn = plural_function(code, header)
            for n in range(0, 1001):
                if not 0 <= fn(n) < nplurals:
                    problems.append(f"{name}: plural form {fn(n)} for n={n} is out of range")
                    break
            used = {fn(n) for n in range(0, 1001)}
            if used != set(range(nplurals)):
                problems.append(f"{name}: plural forms {sorted(used)} used, {nplurals} declared")
            for n, form in PLURAL_SAMPLES[code].items():
                if fn(n) != form:
                    problems.append(f"{name}: n={n} takes plural form {fn(n)}, expected {form}")
        except ValueError as exc:
            problems.append(f"{name}: {exc}")
            nplurals = _nplurals(code)
        keys = {}
        for e in entries:
            if not e.msgid:
                continue
            if e.key in keys:
                problems.append(f"{name}: {_show(e.key)} appears twice")
            keys[e.key] = e
        for key in tkeys:
            if key not in keys:
                problems.append(f"{name}: lacks {_show(key)}")
        for key, e in keys.items():
            if key not in tkeys:
                problems.append(f"{name}: extra message {_show(key)}")
                continue
            t = tkeys[key]
            if (t.msgid_plural is None) != (e.msgid_plural is None):
                problems.append(f"{name}: {_show(key)} plural/singular mismatch with the template")
                continue
            if e.fuzzy:
                problems.append(f"{name}: {_show(key)} is marked fuzzy")
            if not all(e.msgstr):
                problems.append(f"{name}: {_show(key)} is not translated")
                continue
            if e.msgid_plural is not None and len(e.msgstr) != nplurals:
                problems.append(f"{name}: {_show(key)} has {len(e.msgstr)} plural forms, "
                                f"expected {nplurals}")
            expected = placeholders(e.msgid_plural or e.msgid)
            for i, s in enumerate(e.msgstr):
                if placeholders(s) != expected:
                    which = f" form {i}" if e.msgid_plural is not None else ""
                    problems.append(f"{name}: {_show(key)}{which}: placeholders "
                                    f"{placeholders(s)} differ from English {expected}")
            for i, s in enumerate(e.msgstr):
                if s.strip() != s and e.msgid.strip() == e.msgid:
                    problems.append(f"{name}: {_show(key)} form {i} has extra spaces at its ends")
    return problems, catalogues


# The buttons the texts speak of (English labels), each with the other labels the same button
# shows. A message that names a button (its English label, or the label in capitals, as whole
# words) must carry that button's translated label in every language, case aside: "press
# SICHERN" only helps if the button says SICHERN.
BUTTONS: dict[str, tuple[str, ...]] = {
    "ROLL": (), "CONFIRM": (), "UNDO": (), "MINUS −1": (), "PLUS +1": (), "REROLL": (),
    "ACCEPT a ruin": ("Pick the ruin cell",), "SAVE": (), "ROLL AGAIN": (),
    "HINT": ("HIDE HINT",), "Settings": (),
}
# Controls that must never share a name in any language: the settings switch for the tip
# bubbles and the HINT button.
DISTINCT: tuple[tuple[str, str], ...] = (("Tips", "HINT"),)


def button_mentions(msgid: str) -> list[str]:
    """The buttons an English message names (longest label first, so that ROLL AGAIN is not
    also read as ROLL)."""
    found = []
    for label in sorted(BUTTONS, key=len, reverse=True):
        for form in dict.fromkeys((label, label.upper())):
            pattern = rf"(?<![\w−+]){re.escape(form)}(?![\w])"
            if re.search(pattern, msgid):
                found.append(label)
                msgid = re.sub(pattern, "\x00", msgid)  # a shorter label cannot match here
                break
    return found


def check_button_names(catalogues: dict[str, list[Entry]]) -> list[str]:
    """Messages that name a button without its label, and controls that share a name."""
    problems = []
    template = {e.msgid for e in read_catalogue(TEMPLATE) if e.msgid and e.msgctxt is None}
    for label in [*BUTTONS, *(a for pair in DISTINCT for a in pair)]:
        if label not in template:
            problems.append(f"buttons: {label!r} is no longer a message (update BUTTONS in "
                            "game/dev/locales_check.py)")
    own = set(BUTTONS) | {o for others in BUTTONS.values() for o in others}
    for code, entries in catalogues.items():
        labels = {e.msgid: e.msgstr[0] for e in entries if e.msgid and e.msgctxt is None
                  and e.msgstr and e.msgstr[0] and code != i18n.DEFAULT}
        def label_of(msgid: str, labels: dict[str, str] = labels) -> str:
            return labels.get(msgid, msgid)

        for e in entries:
            if not e.msgid or e.msgid in own:
                continue
            names = button_mentions(e.msgid + " " + (e.msgid_plural or ""))
            forms = [e.msgid] if code == i18n.DEFAULT else e.msgstr
            for label in names:
                shown = label_of(label)
                for text in forms:
                    if text and shown.casefold() not in text.casefold():
                        problems.append(f"{code}: {_show(e.key)} names the button {label} but "
                                        f"lacks its label {shown!r}: {text[:70]!r}")
                        break
        for a, b in DISTINCT:
            x, y = label_of(a).casefold(), label_of(b).casefold()
            if x.startswith(y) or y.startswith(x):
                problems.append(f"{code}: {a!r} ({label_of(a)!r}) and {b!r} ({label_of(b)!r}) "
                                "share a name; players must tell them apart")
    return problems


def check_words(catalogues: dict[str, list[Entry]]) -> list[str]:
    """The glossary's checks (`game.dev.glossary`): a message that counts without plural forms,
    a term translated two ways, a Romanian number from 20 on without "de" (or one with it below
    20) in the messages rendered with sample numbers."""
    words = glossary.load()
    messages, _ = extract(source_files())
    problems = glossary.check_counts(messages, words)
    problems += glossary.check_terms(
        {code: entries for code, entries in catalogues.items() if code != i18n.DEFAULT}, words)
    if "ro" in catalogues:
        _, plural = plural_function("ro", header_fields(catalogues["ro"]))
        problems += glossary.check_romanian_numbers(catalogues["ro"], plural, words)
    return problems


def _show(key: tuple[str | None, str]) -> str:
    ctx, msgid = key
    short = msgid if len(msgid) <= 60 else msgid[:57] + "..."
    return f"[{ctx}] {short!r}" if ctx else repr(short)


def texts(entries: list[Entry], code: str) -> Iterator[str]:
    """Every string a player can see in a catalogue (translations, English for en)."""
    for e in entries:
        if not e.msgid:
            continue
        if code == i18n.DEFAULT:
            yield e.msgid
            if e.msgid_plural:
                yield e.msgid_plural
        yield from (s for s in e.msgstr if s)


def font_cmaps() -> dict[tuple[str, bool], set[int]]:
    """Codepoints of each bundled font file."""
    from game.ui import fonts

    return {key: file_cmap(name) for key, name in fonts.FILES.items()}


_CMAPS: dict[str, set[int]] = {}


def file_cmap(name: str) -> set[int]:
    """Codepoints of a bundled font file (by its name under assets/fonts/), cached."""
    if name not in _CMAPS:
        # fontTools is a dev tool, not in the browser: pygbag fetches what import statements
        # name.
        TTFont = importlib.import_module("fontTools.ttLib").TTFont

        from game.ui import fonts

        _CMAPS[name] = set(TTFont(os.path.join(fonts.FONT_DIR, name)).getBestCmap())
    return _CMAPS[name]


def shown_texts(entries: list[Entry], code: str) -> list[str]:
    """Every string the interface of `code` can show from the catalogues, plus the name of
    every language (the language picker shows all five, each in its own script)."""
    return list(texts(entries, code)) + list(i18n.LANGUAGES.values())


def check_fonts(catalogues: dict[str, list[Entry]]) -> list[str]:
    """Characters the interface of each language draws with a font that lacks them: each text
    is checked against the family `game.ui.fonts` picks for it in that interface."""
    from game.ui import fonts

    problems = []
    try:
        cmaps = font_cmaps()
    except ImportError:
        return ["fonts: fontTools is not installed (pip install -e '.[dev]'); cannot check"]
    for code, entries in catalogues.items():
        lacking: dict[tuple[str, bool], dict[str, str]] = {}  # font -> char -> an example
        for text in shown_texts(entries, code):
            script = fonts.script_of_text(text, code)
            for bold in (False, True):
                for c in text:
                    if c != "\n" and ord(c) not in cmaps[(script, bold)]:
                        lacking.setdefault((script, bold), {}).setdefault(c, text)
        for key, chars in sorted(lacking.items()):
            shown = " ".join(f"{c} U+{ord(c):04X} (in {example[:40]!r})"
                             for c, example in sorted(chars.items()))
            problems.append(f"{code}: {fonts.FILES[key]} lacks {shown}; add the characters "
                            "(python tools/subset_fonts.py) or draw the text in a font "
                            "that has them (game.ui.fonts.script_of_text)")
    return problems


class GlyphWatch:
    """Records every string the front end draws and the font file it is drawn with, so that
    anything drawn as empty boxes (a glyph the font lacks) is caught, whatever drew it.

        with GlyphWatch() as watch:
            ...  # run frames of the app
        assert not watch.missing()

    While active, `pygame.font.Font` is a recording subclass and the font and text caches are
    emptied (on entry and on exit), so every string is rendered afresh.
    """

    def __init__(self) -> None:
        self.drawn: set[tuple[str, str, str]] = set()  # (language, text, font file name)

    def __enter__(self) -> GlyphWatch:
        import pygame

        watch = self
        self._base = base = pygame.font.Font

        class Recording(base):  # type: ignore[misc, valid-type]
            def __init__(self, file: Any, size: int = 20, *args: Any) -> None:
                super().__init__(file, size, *args)
                self.file_name = os.path.basename(str(file))

            def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
                watch.drawn.add((i18n.current(), str(text), self.file_name))
                surface: pygame.Surface = super().render(text, *args, **kwargs)
                return surface

        setattr(pygame.font, "Font", Recording)  # noqa: B010 - a patch for this block
        self._clear()
        return self

    def __exit__(self, *exc: object) -> None:
        import pygame

        setattr(pygame.font, "Font", self._base)  # noqa: B010
        self._clear()

    @staticmethod
    def _clear() -> None:
        from game.ui import fonts
        from game.ui import text as ui_text

        fonts.clear_cache()
        ui_text.clear()

    def texts(self, language: str | None = None) -> set[str]:
        """The strings drawn (in `language`'s interface, or in any)."""
        return {t for lang, t, _ in self.drawn if language in (None, lang)}

    def missing(self) -> list[str]:
        """One line per drawn string whose font lacks some of its characters."""
        out = []
        for lang, text, name in sorted(self.drawn):
            cmap = file_cmap(name)
            lacking = sorted({c for c in text if c not in "\n\t" and ord(c) not in cmap})
            if lacking:
                chars = " ".join(f"{c} U+{ord(c):04X}" for c in lacking)
                out.append(f"{lang}: {text[:60]!r} is drawn with {name}, which lacks {chars}")
        return out


def check_fit(sizes: Sequence[tuple[int, int]] = ((1280, 720),)) -> tuple[list[str], str]:
    """Rendered strings that do not fit their boxes in some language; and a note on coverage.

    The boxes are the ones the screens really build and draw (`game.dev.fit` walks them in
    every language); the Rules and About pages scroll, so there only a word wider than the
    column would break them."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game import texts as game_texts
    from game.dev import fit
    from game.ui import fonts

    pygame.font.init()
    problems, note = fit.check(sizes=sizes)
    saved = i18n.current()
    try:
        for code in i18n.LANGUAGES:
            i18n.activate(code)
            fonts.clear_cache()
            f = fonts.font(ASSUMED_RULES_SIZE)
            for game_name in game_texts.with_texts():
                for heading, paragraphs in game_texts.rules(game_name) + [
                        ("", game_texts.about(game_name))]:
                    for para in [heading, *paragraphs]:
                        for word in para.split():
                            if f.size(word)[0] > ASSUMED_RULES_WIDTH:
                                problems.append(f"{code}: rules word {word!r} is wider than "
                                                f"{ASSUMED_RULES_WIDTH} px")
    finally:
        i18n.activate(saved)
        fonts.clear_cache()
    return problems, note


def check_tour(languages: Iterable[str] | None = None) -> tuple[list[str], str]:
    """Drive the front end's screenshot tour (every screen and key game moment) in each
    language and report every label whose text still overflows its box after the front end
    shrank it to its minimum size (this measures the real layout, box by box), and every
    string drawn with a font that lacks some of its characters (player names, numbers and
    language names included, not only the catalogues)."""
    import tempfile

    from game.dev import shots
    from game.ui import text as ui_text

    original = ui_text.fit
    overflow: dict[tuple[str, str], str] = {}
    shrunk: set[tuple[str, str]] = set()

    def recording(message: str, size: int, max_width: int, max_lines: int = 1,
                  bold: bool = False) -> tuple[int, list[str]]:
        s, lines = original(message, size, max_width, max_lines, bold)
        widest = max((ui_text.width(ln, s, bold) for ln in lines), default=0)
        key = (i18n.current(), message)
        if len(lines) > max_lines or widest > max_width:
            overflow[key] = (f"{i18n.current()}: {message!r} overflows its box on screen: "
                             f"{len(lines)} line(s), {widest} px at {s} px for {max_lines} "
                             f"line(s) of {max_width} px")
        elif s < size:
            shrunk.add(key)
        return s, lines

    langs = list(languages or i18n.LANGUAGES)
    saved = i18n.current()
    setattr(ui_text, "fit", recording)  # noqa: B010 - every fit on screen is recorded
    ui_text.clear()
    try:
        with tempfile.TemporaryDirectory() as out, GlyphWatch() as watch:
            for code in langs:
                shots.Tour(out, code).run()
    finally:
        setattr(ui_text, "fit", original)  # noqa: B010
        ui_text.clear()
        i18n.activate(saved)
    tofu = watch.missing()
    note = (f"screenshot tour in {len(langs)} languages, {len(shrunk)} label(s) shrunk to fit, "
            f"{len(overflow)} overflowing, {len(watch.drawn)} drawn strings, {len(tofu)} with "
            "missing glyphs")
    return sorted(overflow.values()) + tofu, note


def run_check(tour: bool = False, phones: bool = False) -> int:
    """Run every check; print problems (exit 1) or a one-line summary (exit 0)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    problems, catalogues = check_catalogues()
    problems += check_fonts(catalogues)
    problems += check_button_names(catalogues)
    problems += check_words(catalogues)
    from game.dev.shots import SIZES

    fit_problems, note = check_fit(SIZES if phones else SIZES[:1])
    problems += fit_problems
    if tour:
        tour_problems, tour_note = check_tour()
        problems += tour_problems
        note += "; " + tour_note
    if problems:
        for p in problems:
            print(p)
        print(f"locales: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    count = sum(1 for e in catalogues.get("en", []) if e.msgid)
    print(f"locales OK: {len(catalogues)} languages x {count} messages complete, placeholders "
          f"and plural forms consistent, fonts cover every character (language names too), "
          f"button names match their labels, counts are plural-aware, the glossary's terms are "
          f"translated one way, Romanian numbers take \"de\" from 20; fit: {note}")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m game locales`."""
    parser.add_argument("--extract", action="store_true",
                        help="update locales/cubiri.pot from the source and merge every .po")
    parser.add_argument("--check", action="store_true", help="check catalogues, fonts and fit")
    parser.add_argument("--phones", action="store_true",
                        help="with --check: the text-fit check also in phones' windows "
                             "(390x844, 844x390, 360x640)")
    parser.add_argument("--tour", action="store_true",
                        help="with --check: also drive the screenshot tour in every language and "
                             "report labels that overflow their boxes (about a minute)")


def run(args: argparse.Namespace) -> int:
    """Entry point of the command (with no option: --check)."""
    status = 0
    if args.extract:
        status = run_extract()
    if args.check or not args.extract:
        status = run_check(tour=args.tour, phones=args.phones) or status
    return status

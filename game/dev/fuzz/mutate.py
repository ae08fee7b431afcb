"""A seeded mutator of JSON documents: real records and stored values, damaged at random.

A document is plain JSON data (dict, list, str, int, float, bool, None) plus two markers that
plain data cannot hold:
- `Raw(text)`: written as is, for what `json.dumps` never writes (`NaN`, `1e400`, a
  5000-digit integer, an escaped lone surrogate);
- `Pairs([(key, value), ...])`: an object whose keys may repeat.

`Mutator(rng, donors).mutate(doc)` returns JSON text: 1 to 3 damages of the tree (replace a
value with a hostile one, nudge a number, drop, add, rename or repeat a key, drop, repeat,
swap or cut list items, graft a part of another document at the same place), now and then
followed by damage to the text itself (cut, stray characters, padding, deep nesting).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

Path: TypeAlias = tuple[str | int, ...]


@dataclass(frozen=True)
class Raw:
    """JSON text written verbatim (possibly not valid JSON)."""

    text: str


@dataclass(frozen=True)
class Pairs:
    """A JSON object written from its pairs, in order; keys may repeat."""

    pairs: tuple[tuple[str, Any], ...]


def to_text(node: Any, ensure_ascii: bool = True) -> str:
    """The JSON text of a document that may hold `Raw` and `Pairs` markers."""
    if isinstance(node, Raw):
        return node.text
    if isinstance(node, Pairs):
        return "{" + ",".join(f"{json.dumps(k, ensure_ascii=ensure_ascii)}:"
                              f"{to_text(v, ensure_ascii)}" for k, v in node.pairs) + "}"
    markers: list[Raw | Pairs] = []

    def stand_in(item: Any) -> Any:  # json.dumps calls this for what it cannot write
        markers.append(item)
        return f"\x00marker {len(markers) - 1}\x00"

    text = json.dumps(node, ensure_ascii=ensure_ascii, default=stand_in)
    for i, marker in enumerate(markers):
        quoted = json.dumps(f"\x00marker {i}\x00", ensure_ascii=ensure_ascii)
        text = text.replace(quoted, to_text(marker, ensure_ascii), 1)
    return text


def _nest(depth: int) -> Any:
    node: Any = 1
    for i in range(depth):
        node = [node] if i % 2 else {"a": node}
    return node


# Values that have broken parsers before: extremes, wrong types, every script, odd text.
HOSTILE: tuple[Any, ...] = (
    1e308, -1e308, 1.7976931348623157e308, 5e-324, -0.0, 0.5, 1.5, 2.5, 1.0, 6.0, 10.5,
    0, 1, 2, 3, 4, 5, 6, 7, -1, 16, 2**31, 2**53 + 1, 2**63, 2**64, 10**19, -(10**19),
    True, False, None,
    "", " ", "0", "1", "true", "null", "save", "bust", "minus", "plus", "reroll", "peaceful",
    "survival", "nightmare", "magdagdon", "mishimash", "cubiri.record", "easy", "strong", "te",
    "మిషిమాష్ ఆట", "Mišinka", "Ελληνικά", "العربية", "中文", "😀👍🏽", "a\u0301", "\u202eevil",
    "\u200d", "\x00", "\n", "\ud800", "x" * 1000,
    [], {}, [1], [1, 2, 3, 4], [1, 1, 1, 1, 1, 1], [6, 6, 6, 6], [[]], [None], ["a"],
    {"row": 0, "col": 0}, {"index": 0, "row": 0, "col": 0}, {"power": "reroll", "indices": [0]},
    {"dice": [1, 1, 1, 1, 1, 1], "keep": [1, 1, 1]}, _nest(30), [1] * 1000,
    {f"k{i}": i for i in range(100)},
)
# Number and string literals that `json.dumps` never writes.
RAW: tuple[Raw, ...] = (
    Raw("NaN"), Raw("Infinity"), Raw("-Infinity"), Raw("1e400"), Raw("-1e400"), Raw("1E999"),
    Raw("1" * 5000), Raw("7" * 4000), Raw("9" * 21), Raw("-" + "9" * 30), Raw("-0"),
    Raw("1.0e1"), Raw("1e-400"),
    Raw('"\\ud800"'), Raw('"\\udfff\\ud800"'), Raw('"\\u0000"'), Raw('"\\u202e"'),
)
TEXT_JUNK = ("", "{", "}", "[", "]", ",", ":", '"', "\\", "0", "-", "e", "\x00", "\ufeff",
             "\ud800", "\udcff", "é", "ల", "NaN", "true", " ", "\n")


def _weight(item: Any) -> int:
    return 1 + min(len(item), 8) if isinstance(item, dict | list) else 1


def pick(rng: random.Random, node: Any, stop: float = 0.15) -> Path:
    """A random path: from the root, stop here with chance `stop`, else go into an item,
    bigger ones more likely (so header fields, turns' fields and dice all get their share)."""
    path: Path = ()
    while isinstance(node, dict | list) and node and (not path or rng.random() >= stop):
        keys: list[Any] = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = rng.choices(keys, [_weight(node[k]) for k in keys])[0]
        path, node = (*path, key), node[key]
    return path


def get(node: Any, path: Path) -> Any:
    """The value at `path` (KeyError/IndexError/TypeError when it is not there)."""
    for step in path:
        node = node[step]
    return node


def _set(root: Any, path: Path, value: Any) -> Any:
    if not path:
        return value
    get(root, path[:-1])[path[-1]] = value
    return root


class Mutator:
    """Seeded damage for JSON documents; `donors` are documents of the same kind to graft from."""

    def __init__(self, rng: random.Random, donors: Sequence[Any] = ()) -> None:
        self.rng = rng
        self.donors = list(donors)
        self._tree_ops: list[tuple[int, Callable[[Any, Path], Any]]] = [
            (30, self._hostile), (16, self._nudge), (14, self._dict_op), (16, self._list_op),
            (12, self._graft), (8, self._raw)]

    def mutate(self, doc: Any) -> str:
        """One damaged copy of `doc` as JSON text (`doc` itself is not changed)."""
        rng = self.rng
        tree = json.loads(json.dumps(doc))  # a copy, quicker than deepcopy
        for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
            op = rng.choices([f for _, f in self._tree_ops], [w for w, _ in self._tree_ops])[0]
            tree = op(tree, pick(rng, tree))
            if not isinstance(tree, dict | list):
                break  # markers and scalars end the tree damage
        text = to_text(tree, ensure_ascii=rng.random() < 0.5)
        if rng.random() < 0.12:
            text = self._text_op(text)
        return text

    # ---- tree damage ------------------------------------------------------------------
    def _hostile(self, tree: Any, path: Path) -> Any:
        return _set(tree, path, copy.deepcopy(self.rng.choice(HOSTILE)))

    def _raw(self, tree: Any, path: Path) -> Any:
        return _set(tree, path, self.rng.choice(RAW))

    def _nudge(self, tree: Any, path: Path) -> Any:
        rng, value = self.rng, get(tree, path)
        if isinstance(value, bool):
            new: Any = rng.choice((not value, int(value), None, str(value).lower()))
        elif isinstance(value, int | float):
            new = rng.choice((value + 1, value - 1, -value, value * 2, value + 0.5, float(value),
                              value * 10**rng.randint(3, 30), str(value), value / 3))
        elif isinstance(value, str):
            new = rng.choice((value.upper(), value + value, value[:-1], " " + value,
                              value * 200, value[::-1], value + "\x00", value + "\ud800"))
        else:
            return self._hostile(tree, path)
        return _set(tree, path, new)

    def _dict_op(self, tree: Any, path: Path) -> Any:
        rng = self.rng
        node = get(tree, path)
        if not isinstance(node, dict):
            path = path[:-1]
            node = get(tree, path)
        if not isinstance(node, dict) or not node:
            return self._list_op(tree, path) if isinstance(node, list) else tree
        key = rng.choice(list(node))
        what = rng.randrange(4)
        if what == 0:
            del node[key]
        elif what == 1:  # a key the format knows, in a place it does not belong
            node[rng.choice(("open", "again", "end", "points", "keep", "ruin", "result", "dice",
                             "seed", "turns", "tiebreak", "player", "index", "version"))] = \
                copy.deepcopy(rng.choice(HOSTILE))
        elif what == 2:  # a key spelt another way
            new = rng.choice((key.upper(), key + "_", " " + key, "0" + key, key + "\x00", "",
                              "²", "٢٥٠", "1e3", "-1", key.replace("_", " ")))
            node[new] = node.pop(key)
        else:  # the same key twice: the first or the second copy damaged
            pairs = list(node.items())
            i = list(node).index(key)
            twin = (key, copy.deepcopy(rng.choice((node[key], *HOSTILE[:40]))))
            pairs.insert(i + rng.randrange(2), twin)
            return _set(tree, path, Pairs(tuple(pairs)))
        return tree

    def _list_op(self, tree: Any, path: Path) -> Any:
        rng = self.rng
        node = get(tree, path)
        if not isinstance(node, list):
            path = path[:-1]
            node = get(tree, path)
        if not isinstance(node, list):
            return self._dict_op(tree, path) if isinstance(node, dict) else tree
        what = rng.randrange(6)
        if not node or what == 0:
            node.append(copy.deepcopy(node[-1] if node and rng.random() < 0.5
                                      else rng.choice(HOSTILE)))
        elif what == 1:
            del node[rng.randrange(len(node))]
        elif what == 2:
            i = rng.randrange(len(node))
            node.insert(i, copy.deepcopy(node[i]))
        elif what == 3:
            i, j = rng.randrange(len(node)), rng.randrange(len(node))
            node[i], node[j] = node[j], node[i]
        elif what == 4:
            del node[rng.randrange(len(node)):]
        else:
            node.reverse()
        return tree

    def _graft(self, tree: Any, path: Path) -> Any:
        """The value at the same place in another document (a near-legal change), else a
        random part of another document."""
        if not self.donors:
            return self._hostile(tree, path)
        donor = self.rng.choice(self.donors)
        try:
            value = get(donor, path)
        except (LookupError, TypeError):
            value = get(donor, pick(self.rng, donor))
        return _set(tree, path, copy.deepcopy(value))

    # ---- text damage ------------------------------------------------------------------
    def _text_op(self, text: str) -> str:
        rng = self.rng
        i = rng.randrange(len(text) + 1)
        what = rng.randrange(7)
        if what == 0:
            return text[:i]
        if what == 1:
            return text[:i] + rng.choice(TEXT_JUNK) + text[i:]
        if what == 2:
            return text[:i] + text[i + 1:]
        if what == 3:
            return rng.choice(("\ufeff", " \n\t", "")) + text + rng.choice(("", "\n", " x", "{}"))
        if what == 4:
            depth = rng.choice((10, 100, 1000, 100_000))
            return "[" * depth + text + "]" * depth
        if what == 5:
            return text + " " * rng.choice((10, 1_000_001))
        return text.replace('":', '" :', 1).replace(",", ", ", rng.randrange(3))

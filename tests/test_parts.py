"""Every part a game's registry entry and front end name is what its field's type says: each
`Ref` of every registered game (the shipped ones and the tests' TWODICE) is loaded and checked
against the protocol, class or callable its annotation gives (`game.registry.Ref`), so a
misspelt path, a missing function or one that takes other arguments fails here, not on the
screen that first loads it."""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import types
import typing
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Union, get_args, get_origin

import pygame
import pytest

from game import registry
from game.daily.part import DailyPart
from game.engine import RecordCodec, State
from game.registry import Command, GameInfo, Ref
from game.review_shapes import Reviewer
from game.storage.access import Results
from game.storage.daily_results import DailyResults
from game.storage.history import Kept
from game.storage.saves import SavedGame
from game.storage.settings import GameSetting
from game.texts import Texts
from game.ui import front_end
from game.ui.app import App
from game.ui.daily_view import DailyView
from game.ui.front_end import FrontEnd
from game.ui.past import HistoryView, ReviewView
from game.ui.scene import Scene
from game.ui.scenes.rules import Figure
from game.ui.scenes.scores import ScoresScene

TESTS = Path(__file__).resolve().parent
# The names the two tables' annotations use (some only under TYPE_CHECKING there).
NAMES: dict[str, Any] = {
    "DailyPart": DailyPart, "RecordCodec": RecordCodec, "State": State, "Command": Command,
    "Reviewer": Reviewer, "Results": Results, "DailyResults": DailyResults, "Kept": Kept,
    "GameSetting": GameSetting, "Texts": Texts, "FrontEnd": FrontEnd, "Ref": Ref,
    "SavedGame": SavedGame, "App": App, "DailyView": DailyView, "HistoryView": HistoryView,
    "ReviewView": ReviewView, "Scene": Scene, "Figure": Figure, "ScoresScene": ScoresScene,
    "pygame": pygame, "argparse": argparse, "Callable": Callable, "Mapping": Mapping,
    "Sequence": Sequence, "Any": Any,
}


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, localns=NAMES)


def _members(protocol: type) -> dict[str, Any]:
    """A protocol's members: name -> its function, property, or annotated type."""
    found: dict[str, Any] = {}
    for base in reversed(protocol.__mro__):
        if base in (object, typing.Protocol, typing.Generic):
            continue
        hints = typing.get_type_hints(base, localns=NAMES) if base.__dict__.get(
            "__annotations__") else {}
        found.update(hints)
        found.update({name: value for name, value in base.__dict__.items()
                      if (not name.startswith("_") or name == "__call__")
                      and (callable(value) or isinstance(value, property))})
    return found


def _takes(function: Any, count: int) -> bool:
    """Whether `function` can be called with `count` positional arguments."""
    try:
        inspect.signature(function).bind(*range(count))
    except TypeError:
        return False
    return True


def _arity(function: Any) -> tuple[int, int]:
    """A protocol method's (required, all) positional parameters, `self` left out."""
    params = list(inspect.signature(function).parameters.values())[1:]
    return sum(p.default is inspect.Parameter.empty for p in params), len(params)


def problems(value: Any, hint: Any, where: str) -> list[str]:
    """What is wrong with `value` as a `hint` (empty: nothing)."""
    origin, args = get_origin(hint), get_args(hint)
    if hint is Any:
        return []
    if origin in (Union, types.UnionType):
        if value is None:
            return [] if type(None) in args else [f"{where}: None"]
        return problems(value, next(a for a in args if a is not type(None)), where)
    if origin is Ref:
        if not isinstance(value, Ref):
            return [f"{where}: {value!r} is not a Ref"]
        try:
            loaded = value.load()
        except (ImportError, AttributeError) as exc:
            return [f"{where}: {value.path} does not load ({exc})"]
        return problems(loaded, args[0], f"{where} ({value.path})")
    if origin is Callable:
        if not callable(value):
            return [f"{where}: not callable"]
        if args and args[0] is not Ellipsis and not _takes(value, len(args[0])):
            return [f"{where}: does not take {len(args[0])} arguments"]
        return []
    if origin is type:
        ok = isinstance(value, type) and issubclass(value, args[0])
        return [] if ok else [f"{where}: {value!r} is not a {args[0].__name__} class"]
    if origin in (Mapping, dict):
        if not isinstance(value, Mapping):
            return [f"{where}: not a mapping"]
        return [p for k, v in value.items() for p in problems(k, args[0], where)
                + problems(v, args[1], f"{where}[{k!r}]")]
    if origin is tuple:
        if not isinstance(value, tuple):
            return [f"{where}: not a tuple"]
        if len(args) == 2 and args[1] is Ellipsis:
            return [p for i, v in enumerate(value) for p in problems(v, args[0], f"{where}[{i}]")]
        if len(args) != len(value):
            return [f"{where}: {len(value)} items, not {len(args)}"]
        return [p for i, (v, a) in enumerate(zip(value, args, strict=True))
                for p in problems(v, a, f"{where}[{i}]")]
    if origin in (Sequence, list):
        if not isinstance(value, Sequence) or isinstance(value, str):
            return [f"{where}: not a sequence"]
        return [p for i, v in enumerate(value) for p in problems(v, args[0], f"{where}[{i}]")]
    if isinstance(hint, type) and getattr(hint, "_is_protocol", False):
        return _protocol_problems(value, hint, where)
    if isinstance(hint, type):
        return [] if isinstance(value, hint) else [f"{where}: not a {hint.__name__}"]
    raise AssertionError(f"{where}: this test does not know how to check {hint!r}")


def _protocol_problems(value: Any, protocol: type, where: str) -> list[str]:
    found: list[str] = []
    for name, member in _members(protocol).items():
        if name == "__call__":
            required, every = _arity(member)
            if not callable(value) or not (_takes(value, required) and _takes(value, every)):
                found.append(f"{where}: cannot be called as {protocol.__name__}")
            continue
        if not hasattr(value, name):
            found.append(f"{where}: has no {name} ({protocol.__name__})")
        elif isinstance(member, property):
            continue
        elif inspect.isfunction(member):
            required, every = _arity(member)
            own = getattr(value, name)
            if not callable(own) or not (_takes(own, required) and _takes(own, every)):
                found.append(f"{where}: {name} does not take the arguments of "
                             f"{protocol.__name__}.{name}")
        else:
            found += problems(getattr(value, name), member, f"{where}.{name}")
    return found


def _fields(table: Any, where: str) -> Iterator[str]:
    """The problems of each field of a `GameInfo` or `FrontEnd` against its annotation."""
    hints = _hints(type(table))
    for f in dataclasses.fields(table):
        yield from problems(getattr(table, f.name), hints[f.name], f"{where}.{f.name}")


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[GameInfo]]:
    """Every registered game, TWODICE (tests/dicegame/) with them."""
    monkeypatch.syspath_prepend(str(TESTS))
    import dicegame

    dicegame.register()
    try:
        yield [registry.get(key) for key in registry.game_keys()]
    finally:
        registry.unregister(dicegame.KEY)


def test_every_part_of_every_game_is_what_its_field_says(registered: list[GameInfo]) -> None:
    assert [info.key for info in registered][-1] == "twodice"
    for info in registered:
        assert list(_fields(info, info.key)) == []
        assert problems(info.new_state(), State, f"{info.key}.new_state()") == []
        if info.front_end is not None:
            front = info.front_end.load()
            assert front.key == info.key
            assert list(_fields(front, f"{info.key}.front_end")) == []
            assert front_end.get(info.key) is front


def test_the_check_finds_what_is_wrong(registered: list[GameInfo]) -> None:
    """The check fails on what would fail on screen: a path that does not load, a module
    without a function, a function that takes other arguments, a part of another kind."""
    md = registry.get("magdagdon")
    broken = [
        dataclasses.replace(md, record=Ref("game.magdagdon.recrod")),
        dataclasses.replace(md, review=Ref("game.magdagdon.record")),  # no review_steps
        dataclasses.replace(md, results=Ref("game.magdagdon.storage:rank")),  # 3 arguments
        dataclasses.replace(md, history=Ref("game.magdagdon.storage:DAILY_RESULTS")),
        dataclasses.replace(md, settings=Ref("game.magdagdon.storage:KEPT")),
        dataclasses.replace(md, texts=Ref("game.mishimash.storage")),
    ]
    for info in broken:
        assert len(list(_fields(info, "broken"))) >= 1, info
    assert md.front_end is not None
    front = dataclasses.replace(md.front_end.load(),
                                scenes={"x": Ref("game.magdagdon.ui.names:difficulty_name")})
    assert [p for p in _fields(front, "front") if "scenes" in p]  # a function, not a Scene

"""The rules of a text being typed (`game.entry.Editing`), the same natively and in the browser,
and how the page's input is handed to a screen's fields (`game.entry.Fields`), with the page
played by a fake that records what Python sends it."""

from __future__ import annotations

from typing import Any

import pytest

from game import entry

TELUGU = "వెంకటేశ్వర"


def test_editing_keeps_the_limit_esc_and_printable_characters():
    typing = entry.Editing("Ana", 5)
    assert typing.type("bel") == "Anabe" and typing.cut  # cut to the limit, and it says so
    assert typing.erase() == "Anab" and not typing.cut
    assert typing.replace("Zo\u00eb\nX\t") == "ZoëX"  # a pasted line break is no name
    assert typing.replace(TELUGU[:5]) == TELUGU[:5]
    assert typing.cancel() == "Ana" and not typing.cut  # Esc: the name as it was


class Seat:
    """A field as a screen provides it (cf. game.mishimash.ui.setup.NameField)."""

    def __init__(self, name: str = "Player 1", limit: int = 20) -> None:
        self.name, self.limit = name, limit
        self.typed: entry.Editing | None = None
        self.commits = 0

    def field(self) -> entry.Field:
        return entry.Field("seat-0", (47, 300, 626, 88), (720, 1558), self.name, self.limit,
                           15.2, "Player 1")

    def editing(self) -> bool:
        return self.typed is not None

    def begin(self) -> None:
        self.typed = entry.Editing(self.name, self.limit)

    def take(self, text: str) -> str:
        assert self.typed is not None
        self.name = self.typed.replace(text)
        return self.name

    def commit(self) -> None:
        self.typed = None
        self.commits += 1

    def cancel(self) -> None:
        assert self.typed is not None
        self.name = self.typed.cancel()
        self.typed = None


class FakePage:
    """What the page's cubiri_entry receives (as JavaScript would decode it) and sends."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sent: list[tuple[str, tuple[Any, ...]]] = []
        self.events: list[dict[str, str]] = []
        monkeypatch.setattr(entry, "_call", self.call)
        monkeypatch.setattr(entry, "_installed", [True])
        monkeypatch.setattr(entry, "_queue", [])

    def call(self, function: str, *args: Any) -> Any:
        from game import platform

        assert platform.js_call_code(f"cubiri_entry.{function}", *args).isascii()
        if function == "take":
            events, self.events = self.events, []
            import json

            return json.dumps(events, ensure_ascii=False) if events else ""
        self.sent.append((function, args))
        return None

    def event(self, kind: str, value: str = "") -> None:
        self.events.append({"type": kind, "id": "seat-0", "value": value})


def test_the_pages_input_types_into_the_field(monkeypatch):
    page = FakePage(monkeypatch)
    seat, fields = Seat(), entry.Fields()
    fields.frame([seat])
    function, args = page.sent[-1]
    assert function == "publish" and args[0][0]["rect"] == [47, 300, 626, 88]
    page.event("open", "Player 1")
    page.event("input", TELUGU)
    assert fields.frame([seat]) is True
    assert seat.editing() and seat.name == TELUGU and fields.owns("seat-0")
    page.event("enter", TELUGU)
    fields.frame([seat])
    assert not seat.editing() and seat.commits == 1 and seat.name == TELUGU
    assert page.sent[-1] == ("publish", ([seat.field().spec()],))  # the new name, escaped


def test_the_limit_and_esc_as_natively(monkeypatch):
    page = FakePage(monkeypatch)
    seat, fields = Seat(limit=6), entry.Fields()
    fields.frame([seat])
    page.event("open", "Player 1")
    page.event("input", "Bartholomew")
    fields.frame([seat])
    assert seat.name == "Bartho"
    assert ("set", ("seat-0", "Bartho")) in page.sent  # the input shows what the game keeps
    page.event("escape", "Bartho")
    fields.frame([seat])
    assert not seat.editing() and seat.name == "Player 1"  # Esc: the old name back


def test_the_game_ending_the_typing_closes_the_input(monkeypatch):
    page = FakePage(monkeypatch)
    seat, fields = Seat(), entry.Fields()
    fields.frame([seat])
    page.event("open", "Player 1")
    fields.frame([seat])
    seat.commit()  # e.g. Start pressed with a key
    fields.frame([seat])
    assert ("close", ()) in page.sent and not fields.owns("seat-0")
    fields.frame([])  # another screen: the page forgets the fields
    assert page.sent[-1] == ("publish", ([],))


def test_natively_nothing_reaches_a_page():
    assert not entry.available()
    assert entry.publish([Seat().field()]) is False  # no window: the field stays SDL's


def test_the_pages_script_is_ascii():
    """It crosses pygbag's bridge, which reads Python strings as Latin-1."""
    assert entry.ENTRY_JS.isascii()

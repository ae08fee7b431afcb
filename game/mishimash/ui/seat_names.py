"""The seats' default names ("Player 2", "Computer"): kept in English in the settings, shown in
the language of the moment, and recognised in English and every language read so far (the
active one, those the player switched from: a name stored by an older build in the language it
then had), so a default follows a change of language while a name the player typed stays as
typed. No catalogue is read for it (reading all five takes half a second)."""

from __future__ import annotations

from game import i18n
from game.i18n import N_, _
from game.mishimash.storage import Seat

PLAYER = N_("Player {n}")
COMPUTER = N_("Computer")
COMPUTER_N = N_("Computer {n}")  # one of several computers with a default name
NUMBERED = (PLAYER, COMPUTER_N)


def default_of(name: str) -> tuple[str, int] | None:
    """Which default `name` is, in any language: (msgid, its number; 0 for "Computer"), or
    None for a name the player chose."""
    for code in i18n.loaded():
        if name == i18n.gettext_in(code, COMPUTER):
            return COMPUTER, 0
        for msgid in NUMBERED:
            head, sep, tail = i18n.gettext_in(code, msgid).partition("{n}")
            if sep and name.startswith(head) and name.endswith(tail) \
                    and len(name) > len(head) + len(tail):
                number = name[len(head):len(name) - len(tail)]
                if number.isascii() and number.isdigit():
                    return msgid, int(number)
    return None


def default_name(human: bool, seat: int) -> str:
    """A new seat's name in the current language (`seat` counted from 0)."""
    return _(PLAYER).format(n=seat + 1) if human else _(COMPUTER)


def shown_name(name: str) -> str:
    """A stored name as shown now: a default in the current language, any other as it is."""
    found = default_of(name)
    if found is None:
        return name
    msgid, n = found
    return _(msgid).format(n=n)


def stored_name(name: str) -> str:
    """A name as the settings keep it: a default in English (recognisable in any language)."""
    found = default_of(name)
    if found is None:
        return name
    msgid, n = found
    return msgid.format(n=n)


def told_apart(seats: list[Seat]) -> list[Seat]:
    """Computers with a default name get distinct ones, in the language of the moment: one is
    "Computer", several are numbered among them ("Computer 1", "Computer 2"…); a name the
    player typed stays."""
    computers = sum(not s.human for s in seats)
    out, k = list(seats), 0
    for i, seat in enumerate(seats):
        found = None if seat.human else default_of(seat.name)
        if found and found[0] in (COMPUTER, COMPUTER_N):
            k += 1
            name = _(COMPUTER) if computers == 1 else _(COMPUTER_N).format(n=k)
            out[i] = Seat(name, False, seat.strength)
    return out

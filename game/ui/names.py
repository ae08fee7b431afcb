"""Names of game things as the player reads them (translated at call time), shared by screens."""

from __future__ import annotations

import datetime

from game.i18n import _, format_date, format_points, ngettext, pgettext
from game.magdagdon import Combo, Difficulty


def difficulty_name(d: Difficulty | str) -> str:
    """A MAGDAGDON difficulty's name."""
    return {Difficulty.PEACEFUL: _("PEACEFUL"), Difficulty.SURVIVAL: _("SURVIVAL"),
            Difficulty.NIGHTMARE: _("NIGHTMARE")}[Difficulty(d)]


def difficulty_detail(d: Difficulty | str) -> str:
    """What a difficulty means (rules §1.2): its power uses and its turn's minimum."""
    d = Difficulty(d)
    if d.powers:
        powers = ngettext("{n} power use", "{n} power uses", d.powers).format(n=d.powers)
    else:
        powers = _("no powers")
    return ngettext("{powers} · at least {n} die a turn", "{powers} · at least {n} dice a turn",
                    d.base_minimum).format(powers=powers, n=d.base_minimum)


def combo_name(combo: Combo) -> str:
    """A MAGDAGDON line bonus's name."""
    return {Combo.STRAIGHT: _("Straight"), Combo.FOUR_OF_A_KIND: _("Four of a kind"),
            Combo.TWO_PAIRS: _("Two pairs")}[combo]


def strength_name(strength: str) -> str:
    """A computer seat's strength."""
    return {"easy": _("Easy"), "medium": _("Medium"), "strong": _("Strong")}[strength]


def speed_name(speed: str) -> str:
    """An animation speed (the settings' keys). Its "Off" is not a switch's "Off": a language
    may word them apart (Romanian: the animations are "Oprite", a switch is "Oprit")."""
    return {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"),
            "off": pgettext("animation speed", "Off")}[speed]


def minus(points: int) -> str:
    """A penalty as shown: "−15", or "0" when there is none."""
    return f"−{points}" if points else "0"


def signed(n: int) -> str:
    """A whole number with a true minus sign when negative ("−9", not "-9")."""
    return f"−{-n}" if n < 0 else str(n)


def points(half: int) -> str:
    """MISHIMASH half-points as the language writes them ("10.5" / "10,5")."""
    return format_points(half)


SAMPLE_NAME = "Mišinka"  # a realistic seat name in the fit check's samples of texts with names


def show_date(iso: str) -> str:
    """A stored ISO date in the language's form."""
    try:
        return format_date(datetime.date.fromisoformat(iso))
    except ValueError:
        return iso

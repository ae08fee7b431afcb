"""Names of game things as the player reads them (translated at call time), shared by screens."""

from __future__ import annotations

import datetime

from game.i18n import _, format_date, format_points, pgettext


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

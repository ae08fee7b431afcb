"""Numbers as the review, replay and statistics screens write them (decimals per language)."""

from __future__ import annotations

from game import i18n
from game.i18n import _


def number(value: float, digits: int = 1) -> str:
    """`value` rounded to `digits` decimals, with the language's decimal separator."""
    text = f"{round(value, digits) + 0.0:.{digits}f}"  # + 0.0: never "-0.0"
    return text.replace(".", i18n.DECIMAL_SEPARATOR.get(i18n.current(), "."))


def points(value: float) -> str:
    """Points (a whole or a half number) as the language writes them: "10.5", "262"."""
    return i18n.format_points(round(value * 2))


def signed(value: float, digits: int = 1) -> str:
    """`value` with its sign: "+12.5", "−3.0" (a real minus sign), "0.0"."""
    text = number(abs(value), digits)
    if round(value, digits) > 0:
        return "+" + text
    if round(value, digits) < 0:
        return "−" + text
    return text


def percent(fraction: float) -> str:
    """A share as a percentage, as the language writes one: "87%", "87 %" in German (the
    same message as `advice.percent`)."""
    return _("{n}%").format(n=number(fraction * 100, 0))


def strength_name(strength: str) -> str:
    """A computer strength (or another opponent group) as the player reads it."""
    return {"all": _("All"), "easy": _("Easy"), "medium": _("Medium"), "strong": _("Strong"),
            "people": _("People"), "solo": _("Solo")}[strength]

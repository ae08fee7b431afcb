"""A reviewed choice in words, for the review and the replay screens."""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext
from game.magdagdon.actions import Minus, Plus, Reroll
from game.mishimash.actions import Keep, Save
from game.ui.figures import number, percent


def dice_text(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def action_text(game: str, action: Any) -> str:
    """A choice in words ("set aside 1 5", "roll again", "−1 on a 4", "place 3 dice")."""
    if game == "mishimash":
        if isinstance(action, Keep):
            return _("set aside {dice}").format(dice=dice_text(action.dice))
        return _("save") if isinstance(action, Save) else _("roll again")
    if isinstance(action.power, Minus):
        return _("−1 on a {n}").format(n=action.dice[action.power.die])
    if isinstance(action.power, Plus):
        return _("+1 on a {n}").format(n=action.dice[action.power.die])
    if isinstance(action.power, Reroll):
        return _("reroll {dice}").format(dice=dice_text(tuple(action.dice[d]
                                                              for d in action.power.dice)))
    if action.ruin is not None:
        return _("a ruin on the marked cell")
    n = len(action.staging)
    return ngettext("place {n} die", "place {n} dice", n).format(n=n)


def value_text(game: str, value: float, win: float | None, action: Any = None) -> str:
    """What a choice was worth, as the review measured it."""
    if win is not None:
        return _("win chance {p}").format(p=percent(win))
    if game == "mishimash":
        if isinstance(action, Save):
            return _("banks {n} points").format(n=number(value))
        return _("expected {n} points").format(n=number(value))
    return _("expected final score {n}").format(n=number(value))

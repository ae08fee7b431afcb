"""Names of MAGDAGDON's things as the player reads them (translated at call time)."""

from __future__ import annotations

from game.i18n import _, ngettext
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

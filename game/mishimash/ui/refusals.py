"""MISHIMASH's answers to a die that cannot be set aside: the engine's reason
(`Match.keep_refusal`, `combos.refusal`) in the player's words. Only the words live here: which
rule a tap breaks is the engine's to say."""

from __future__ import annotations

from game.i18n import _
from game.mishimash.combos import Refusal


def refusal(reason: Refusal | None) -> str:
    """The status line for a refused tap on a die."""
    if reason is None:  # the die could go with others: the picking took it (never refused)
        return _("Not a valid selection: tap more dice or take some back.")
    if reason.rule == "phase" and reason.phase == "decide":
        return _("These dice are rolled again: SAVE or ROLL AGAIN.")
    if reason.rule == "phase" and reason.phase == "roll":
        return _("Roll the dice first.")
    if reason.rule == "phase":
        return _("The match is over.")
    if reason.rule == "bust":
        return _("BUST: no die of this roll scores.")
    if reason.rule == "combination":
        return _("A {face} scores only in a combination: three of a kind, a straight or "
                 "three pairs.").format(face=reason.face)
    if reason.rule == "together":
        return _("The {count} dice showing {face} go together: all of them or none.").format(
            count=reason.count, face=reason.face)
    return _("Not a valid selection: tap more dice or take some back.")


def refusal_samples() -> list[str]:
    """Every line a refused tap on a die may show (for the fit check)."""
    return [refusal(Refusal("phase", phase="decide")), refusal(Refusal("phase", phase="roll")),
            refusal(Refusal("phase", phase="over")), refusal(Refusal("bust")),
            refusal(Refusal("combination", face=6)),
            refusal(Refusal("together", face=4, count=3)), refusal(None)]

"""MISHIMASH's answers to a die that cannot be set aside: the engine's reason
(`Match.keep_refusal`, `combos.refusal`) in the player's words. Only the words live here: which
rule a tap breaks is the engine's to say."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.mishimash.combos import Refusal


def refusal(reason: Refusal | None) -> str:
    """The status line for a refused tap on a die."""
    if reason is None:  # the die could go with others: the picking took it (never refused)
        return _("These dice do not go together.")
    if reason.rule == "phase" and reason.phase == "decide":
        return _("Now SAVE or ROLL AGAIN.")
    if reason.rule == "phase" and reason.phase == "roll":
        return _("Roll the dice first.")
    if reason.rule == "phase":
        return _("The match is over.")
    if reason.rule == "bust":
        return _("BUST: no die of this roll scores.")
    if reason.rule == "combination":
        return _("A {face} scores only as part of a combination.").format(face=reason.face)
    if reason.rule == "together":
        return ngettext("Set aside the {n} die showing {face}, or none.",
                        "Set aside all {n} dice showing {face}, or none.", reason.count).format(
            n=reason.count, face=reason.face)
    return _("These dice do not go together.")


def refusal_samples() -> list[str]:
    """Every line a refused tap on a die may show (for the fit check)."""
    return [refusal(Refusal("phase", phase="decide")), refusal(Refusal("phase", phase="roll")),
            refusal(Refusal("phase", phase="over")), refusal(Refusal("bust")),
            refusal(Refusal("combination", face=6)),
            refusal(Refusal("together", face=4, count=3)), refusal(None)]

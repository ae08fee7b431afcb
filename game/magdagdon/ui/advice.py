"""MAGDAGDON's HINT panel contents: the engine's advice turned into numbered steps on the board
and a few words.

Nothing here changes a game: the advice reads `game.magdagdon.advice.hint` (or the result of
its `HintTask`, computed across frames); what the player does with it is up to them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import _, ngettext

if TYPE_CHECKING:
    from game.magdagdon import Game
    from game.magdagdon.advice import Hint


@dataclass(frozen=True)
class MagdagdonAdvice:
    """What the MAGDAGDON hint panel shows: numbered steps on the board and a few words."""

    steps: tuple[tuple[int, tuple[int, int]], ...]  # (die, cell) in staging order
    take_back: tuple[int, ...]  # staged dice to take back first
    power_dice: tuple[int, ...]  # the dice the advised power acts on
    ruin: tuple[int, int] | None  # the cell to ruin when accepting MAGDAGDON
    advice: str
    expected: str  # the estimated final score, as shown
    spread: str = ""  # where most games that follow the advice end ("most games 300–400")


def magdagdon_advice(game: Game, h: Hint | None = None) -> MagdagdonAdvice | None:
    """The advice for a PLACING or MAGDAGDON position (None in other phases), from the engine's
    hint `h` for it (computed here when not given: up to ~100 ms natively; the play screen
    computes it across frames with `hints.HintTask` instead)."""
    from game.magdagdon import Minus, Phase, Plus, Reroll, TakeBack
    from game.magdagdon.advice import hint

    if game.phase not in (Phase.PLACING, Phase.MAGDAGDON):
        return None
    h = hint(game) if h is None else h
    steps = tuple((s.die, (s.row, s.col)) for s in h.staging)
    power_dice: tuple[int, ...] = ()
    ruin = None
    cost = game.next_penalty
    if isinstance(h.power, Minus | Plus):
        power_dice = (h.power.die,)
        advice = power_advice("minus" if isinstance(h.power, Minus) else "plus", cost)
    elif isinstance(h.power, Reroll):
        power_dice = tuple(h.power.dice)
        advice = power_advice("reroll", cost)
    elif h.ruin is not None:
        ruin = (h.ruin.row, h.ruin.col)
        advice = _("Accept a ruin on the marked cell.")
    else:
        advice = _("Place the dice on the numbered cells, in order. No power needed.")
    if power_dice and steps:
        advice = then_place(advice)
    take_back = tuple(a.die for a in h.actions if isinstance(a, TakeBack))
    if take_back:  # rules §1.3: staged dice come back before a new staging or a power
        advice = take_back_first(advice)
    expected = str(round(h.expected))
    spread = "" if h.low is None or h.high is None else spread_text(h.low, h.high)
    return MagdagdonAdvice(steps, take_back, power_dice, ruin, advice, expected, spread)


def spread_text(low: float, high: float) -> str:
    """Where most games end, to the nearest ten points: "most games 300–400"."""
    return _("most games {low}–{high}").format(low=int(round(low, -1)),
                                               high=int(round(high, -1)))


def power_advice(power: str, cost: int | None) -> str:
    """Advice to use a power ("minus", "plus" or "reroll") at its cost."""
    n = cost or 0
    return {"minus": ngettext("Use MINUS −1 on the marked die (costs {n} point).",
                              "Use MINUS −1 on the marked die (costs {n} points).", n),
            "plus": ngettext("Use PLUS +1 on the marked die (costs {n} point).",
                             "Use PLUS +1 on the marked die (costs {n} points).", n),
            "reroll": ngettext("REROLL the marked dice (costs {n} point).",
                               "REROLL the marked dice (costs {n} points).", n)}[power].format(
        n=n)


def then_place(advice: str) -> str:
    """A power's advice followed by the placing."""
    return _("{power} Then place the dice in order.").format(power=advice)


def take_back_first(advice: str) -> str:
    """Advice that starts by taking staged dice back."""
    return _("First take back the dice marked ×.") + " " + advice


def magdagdon_samples() -> list[str]:
    """Every advice `magdagdon_advice` may give, the longest combinations included (for the fit
    check of the panel that shows it): built by the same functions."""
    powers = [power_advice(p, 70) for p in ("minus", "plus", "reroll")]
    plain = [_("Accept a ruin on the marked cell."),
             _("Place the dice on the numbered cells, in order. No power needed.")]
    then = [then_place(p) for p in powers]
    return [*powers, *plain, *then, *(take_back_first(a) for a in [*powers, *plain, *then])]

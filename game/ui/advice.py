"""The HINT panels' contents: the engines' advice turned into words, numbers and marks.

Nothing here changes a game: the MISHIMASH advice reads `game.mishimash.hints.hint` (on the
strategy tables once they are built), the MAGDAGDON advice `game.magdagdon.hints.hint`; what
the player does with it is up to them. Numbers are written as the current language writes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from game import i18n
from game.i18n import _, ngettext
from game.mishimash import Keep, Match, Phase, RollAgain, Save, race
from game.mishimash import strategy as mstrategy

if TYPE_CHECKING:
    from game.magdagdon import Game
    from game.magdagdon.hints import Hint


# ---- numbers ---------------------------------------------------------------------------------


def decimal(x: float, digits: int = 1) -> str:
    """`x` with `digits` decimals, in the language's decimal separator ("15.7" / "15,7")."""
    text = f"{x:.{digits}f}"
    return text.replace(".", i18n.DECIMAL_SEPARATOR.get(i18n.current(), "."))


def percent(chance: float | Fraction) -> str:
    """A chance 0..1 as a percentage with one decimal ("15.7%" / "15,7 %")."""
    return _("{n}%").format(n=decimal(float(chance) * 100))


def pick_indices(dice: tuple[int, ...], values: tuple[int, ...]) -> set[int]:
    """Positions of `values` among `dice` (each value matched once, leftmost first)."""
    want, out = list(values), set()
    for j, v in enumerate(dice):
        if v in want:
            want.remove(v)
            out.add(j)
    return out


# ---- MISHIMASH -------------------------------------------------------------------------------


@dataclass(frozen=True)
class MishimashAdvice:
    """What the MISHIMASH hint panel shows for the seat to play."""

    rows: tuple[tuple[str, str], ...]  # (label, value) lines
    advice: str  # what the strong bot would do, in words
    keep: frozenset[int]  # table positions of the dice it would set aside (CHOOSE phase)


def mishimash_advice(match: Match) -> MishimashAdvice | None:
    """The panel for the seat to play, or None while the tables are still being built."""
    from game.mishimash.hints import hint

    tables = mstrategy.shared()
    if not tables.ready or match.is_over or race.pending(match) is not None:
        return None
    h = hint(match, tables)
    half = 2  # half-points per point
    bust = ngettext("Chance of a bust if you roll {n} die",
                    "Chance of a bust if you roll {n} dice", h.dice).format(n=h.dice)
    rows = [(bust, percent(h.bust_chance))]
    if h.turns_if_roll is not None:  # a solo race: the advice follows the turns
        if h.turns_if_save is not None:
            rows.append((_("Turns to the target if you save now"),
                         decimal(h.turns_if_save, 2)))
        rows.append((_("Turns to the target if you roll again"), decimal(h.turns_if_roll, 2)))
    else:
        if h.can_save:
            rows.append((_("Points if you save now"), i18n.format_points(h.save_points)))
        rows.append((_("Expected turn points if you roll again"),
                     decimal(h.roll_points / half)))
    keep: frozenset[int] = frozenset()
    if match.phase is Phase.ROLL:
        advice = _("Roll the dice.")
    elif match.phase is Phase.CHOOSE and isinstance(h.action, Keep):
        keep = frozenset(pick_indices(tuple(match.dice), tuple(h.action.dice)))
        after = match.copy()
        after.apply(h.action)
        then = hint(after, tables).action
        advice = (_("Set aside the marked dice, then SAVE.") if isinstance(then, Save)
                  else _("Set aside the marked dice, then ROLL AGAIN."))
    elif isinstance(h.action, Save):
        advice = _("SAVE now.")
    else:
        advice = _("ROLL AGAIN.") if isinstance(h.action, RollAgain) else ""
    if h.win_if_save is not None and h.win_if_roll is not None:
        rows.append((_("Estimated chance to win: save / roll again"),
                     f"{percent(h.win_if_save)} / {percent(h.win_if_roll)}"))
    return MishimashAdvice(tuple(rows), advice, keep)


def mishimash_samples() -> tuple[list[str], list[str]]:
    """Every row label and every advice `mishimash_advice` may show (for the fit check)."""
    rows = [*(ngettext("Chance of a bust if you roll {n} die",
                       "Chance of a bust if you roll {n} dice", n).format(n=n) for n in (1, 6)),
            _("Expected turn points if you roll again"), _("Points if you save now"),
            _("Estimated chance to win: save / roll again"), _("Turns to the target if you save now"),
            _("Turns to the target if you roll again")]
    advice = [_("Roll the dice."), _("Set aside the marked dice, then SAVE."),
              _("Set aside the marked dice, then ROLL AGAIN."), _("SAVE now."), _("ROLL AGAIN.")]
    return rows, advice


# ---- MAGDAGDON -------------------------------------------------------------------------------


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
    from game.magdagdon.hints import hint

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
    return {"minus": _("Use MINUS −1 on the marked die (costs {points} points)."),
            "plus": _("Use PLUS +1 on the marked die (costs {points} points)."),
            "reroll": _("REROLL the marked dice (costs {points} points).")}[power].format(
        points=cost)


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

"""MISHIMASH's HINT panel contents: the engine's advice turned into words, numbers and marks.

Nothing here changes a game: the advice reads `game.mishimash.advice.hint` (on the strategy
tables once they are built); what the player does with it is up to them. Numbers are written
as the current language writes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game import i18n
from game.i18n import _, ngettext
from game.mishimash import Keep, Match, Phase, RollAgain, Save, race
from game.mishimash import strategy as mstrategy

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


@dataclass(frozen=True)
class MishimashAdvice:
    """What the MISHIMASH hint panel shows for the seat to play."""

    rows: tuple[tuple[str, str], ...]  # (label, value) lines
    advice: str  # what the strong bot would do, in words
    keep: frozenset[int]  # table positions of the dice it would set aside (CHOOSE phase)


def mishimash_advice(match: Match) -> MishimashAdvice | None:
    """The panel for the seat to play, or None while the tables are still being built."""
    from game.mishimash.advice import hint

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
            _("Estimated chance to win: save / roll again"),
            _("Turns to the target if you save now"), _("Turns to the target if you roll again")]
    advice = [_("Roll the dice."), _("Set aside the marked dice, then SAVE."),
              _("Set aside the marked dice, then ROLL AGAIN."), _("SAVE now."), _("ROLL AGAIN.")]
    return rows, advice

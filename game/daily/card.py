"""The shareable result card (rules §5.5): a few lines in the active language, the picture in emoji
squares (for sharing) or plain ASCII (`emoji=False`, a terminal).
"""

from __future__ import annotations

from datetime import date

from game.daily import result as R
from game.daily.challenge import MISHIMASH_TARGET
from game.daily.result import Result
from game.i18n import _, format_date, ngettext
from game.magdagdon.rules import SIZE

EMOJI: dict[str, str] = {
    R.BONUS: "\U0001F7E9",  # green square
    R.NUMBER: "\u2B1C",  # white square
    R.RUIN: "\U0001F7E5",  # red square
}
EMOJI_TURNS: dict[str, str] = {
    R.BUST: "\U0001F7E5",  # red square
    R.SAVE: "\U0001F7E8",  # yellow square
    R.BIG_SAVE: "\U0001F7E9",  # green square
    R.HUGE_SAVE: "\U0001F7E6",  # blue square
}
TURNS_PER_LINE = 10
MAX_TURNS_SHOWN = 50  # longer races end the picture with "+N"


def game_name(game: str) -> str:
    """The game's name (names are the same in every language, but they are catalogued)."""
    return _("MAGDAGDON") if game == "magdagdon" else _("MISHIMASH")


def difficulty_name(value: str) -> str:
    """A MAGDAGDON difficulty's name in the active language."""
    return {"peaceful": _("PEACEFUL"), "survival": _("SURVIVAL"),
            "nightmare": _("NIGHTMARE")}.get(value, value.upper())


def title(result: Result) -> str:
    """The card's first line: which daily, which date."""
    return _("{game} daily · {date}").format(game=game_name(result.game),
                                             date=format_date(date.fromisoformat(result.date)))


def summary(result: Result) -> str:
    """The card's second line: the score (MAGDAGDON) or the turns (MISHIMASH)."""
    if result.score is not None:
        points = ngettext("{n} point", "{n} points", abs(result.score)).format(n=result.score)
        return _("{difficulty} · {points}").format(
            difficulty=difficulty_name(result.difficulty), points=points)
    return ngettext("{points} points in {n} turn", "{points} points in {n} turns",
                    result.turns).format(points=MISHIMASH_TARGET, n=result.turns)


def picture_rows(result: Result) -> list[str]:
    """The picture's codes in rows: the 4×4 board, or the turns ten to a row."""
    codes = result.picture
    if result.game == "magdagdon":
        return [codes[i:i + SIZE] for i in range(0, len(codes), SIZE)]
    shown = codes[:MAX_TURNS_SHOWN]
    return [shown[i:i + TURNS_PER_LINE] for i in range(0, len(shown), TURNS_PER_LINE)]


def more_turns(result: Result) -> int:
    """Turns left out of the picture (MISHIMASH races longer than `MAX_TURNS_SHOWN`)."""
    return max(0, len(result.picture) - MAX_TURNS_SHOWN) if result.game == "mishimash" else 0


def picture_lines(result: Result, emoji: bool = True) -> list[str]:
    """The picture as text lines, with emoji squares or the plain codes."""
    table = EMOJI if result.game == "magdagdon" else EMOJI_TURNS
    rows = ["".join(table.get(c, c) for c in row) if emoji else row
            for row in picture_rows(result)]
    extra = more_turns(result)
    if extra and rows:
        rows[-1] += f" +{extra}"
    return rows


def streak_line(streak: int) -> str:
    """The streak of days in a row, as the card says it."""
    return ngettext("{n} day in a row", "{n} days in a row", streak).format(n=streak)


def text(result: Result, emoji: bool = True, streak: int = 0) -> str:
    """The whole card: title, result, picture, then the streak when it is 2 days or more."""
    lines = [title(result), summary(result), *picture_lines(result, emoji)]
    if streak >= 2:
        lines.append(streak_line(streak))
    return "\n".join(lines)

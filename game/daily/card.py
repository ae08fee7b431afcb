"""The shareable result card (rules §5.5): a few lines in the active language, the picture in emoji
squares (for sharing) or plain ASCII (`emoji=False`, a terminal). The result line and the
picture's rows and squares are the game's daily part's (`game.daily.part`).
"""

from __future__ import annotations

from datetime import date

from game import registry
from game.daily.challenge import part
from game.daily.result import Result
from game.i18n import _, format_date, ngettext


def game_name(game: str) -> str:
    """The game's name (names are the same in every language, but they are catalogued)."""
    return _(registry.get(game).title)


FIRST_DAY = date(2026, 1, 1)  # daily #1: the days are numbered from it


def number(day: date) -> int:
    """The day's number (#1 on `FIRST_DAY`): players comparing cards see they played the same
    challenge."""
    return (day - FIRST_DAY).days + 1


def title(result: Result) -> str:
    """The card's first line: which daily, its number, which date."""
    day = date.fromisoformat(result.date)
    if number(day) < 1:  # before the numbering began
        return _("{game} daily · {date}").format(game=game_name(result.game),
                                                 date=format_date(day))
    return _("{game} daily #{number} · {date}").format(game=game_name(result.game),
                                                       number=number(day),
                                                       date=format_date(day))


def signature(result: Result) -> str:
    """The shared text's last line: where the game is played."""
    return _("Play {game} in CUBIRI").format(game=game_name(result.game))


def summary(result: Result) -> str:
    """The card's second line: the score (MAGDAGDON) or the turns (MISHIMASH)."""
    return part(result.game).summary(result)


def picture_rows(result: Result) -> list[str]:
    """The picture's codes in rows: the 4×4 board, or the turns ten to a row."""
    return part(result.game).picture_rows(result.picture)


def more_turns(result: Result) -> int:
    """Codes left out of the picture (MISHIMASH races longer than the picture shows)."""
    return part(result.game).more(result)


def picture_lines(result: Result, emoji: bool = True) -> list[str]:
    """The picture as text lines, with emoji squares or the plain codes."""
    table = part(result.game).emoji
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
    """The whole card: title, result, picture, then the streak when it is 2 days or more, and
    the game's name in CUBIRI (whoever receives it can find the game)."""
    lines = [title(result), summary(result), *picture_lines(result, emoji)]
    if streak >= 2:
        lines.append(streak_line(streak))
    lines.append(signature(result))
    return "\n".join(lines)

"""What a play screen does differently in a daily game (rules §5): where its dice come from,
where it is saved, and what follows its end. The play screens ask this module; the rules stay
in the engines and the keyed dice in `game.daily`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.daily import card
from game.daily.result import Result, result_of
from game.dice import roll
from game.engine import State
from game.i18n import _, format_date
from game.storage.daily import DailyGame

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.daily_view import DailyView
    from game.ui.scene import Scene


def draw_dice(daily: DailyGame | None, rng: random.Random, state: State) -> tuple[int, ...]:
    """The values `state` awaits: the day's dice in a daily game, else from `rng`."""
    if daily is not None:
        return daily.challenge.roll(state)
    return roll(rng, state.dice_to_roll)


def save(app: App, daily: DailyGame) -> None:
    """Save the daily game (a finished scored one enters the daily history once)."""
    app.session.daily.save(daily)
    app.collect_notices()


def hints_allowed(daily: DailyGame | None) -> bool:
    """The HINT panel plays the game for you: not in a scored daily attempt (results compare)."""
    return daily is None or not daily.scored


def title(daily: DailyGame) -> tuple[str, str]:
    """What the play screen's header says about a daily game: a title, and its day."""
    day = format_date(daily.challenge.day)
    if daily.scored:
        return _("Daily challenge"), day
    return _("Replay (not scored)"), day


def menu_note(app: App, game: str) -> str:
    """The daily challenge button's second line: today's result, a game under way, or what
    today's challenge is."""
    today = app.session.utc_today()
    status = app.session.daily.status(game, today)
    if status.result is not None:
        return card.summary(status.result)
    if status.resumable_today:
        return _("In progress")
    return _view(game).menu_note(today)


def end_scene(app: App, daily: DailyGame) -> Scene:
    """The result card over the finished daily game."""
    from game.ui import scenes

    book = app.session.daily
    challenge = daily.challenge
    log = book.log(challenge.game)
    scored_result: Result | None = log.result(challenge.day)
    if daily.scored and scored_result is not None:
        return scenes.make("daily_end", app, scored_result, streak=log.streak(challenge.day))
    result = result_of(challenge, daily.state)
    return scenes.make("daily_end", app, result, scored=daily.scored,
                       scored_result=scored_result)


def _view(game: str) -> DailyView:
    from game.ui.daily_view import view  # the game's part of the daily screens

    return view(game)

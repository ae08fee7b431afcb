"""MISHIMASH play screen: six dice, tap-to-pick combinations, SAVE / ROLL AGAIN (rules §2).

The engine decides everything: which selections are valid (`Match.selections()`), what a keep
is worth (`keep_gain`), busts, MISHIMASH, the final round and tie-breaks. Rolls are drawn with
the scene's `random.Random`, applied and saved before the tumble is shown. Computer seats play
with the bot of their strength (`bots.STRENGTHS`), one visible, narrated step at a time (roll,
show the pick, set it aside, decide); medium and strong play from the strategy tables, which load
across frames from the moment the screen opens (`game.mishimash.ui.tables`; a fraction of a
second, so nobody waits for them). The HINT strip (button or H) shows the advice for a
person's turn (`game.mishimash.ui.advice`) under the table; the scoreboard stays in view, with
each seat's last turn, the turn log and the scoring card a tap away.
"""

from __future__ import annotations

import copy
import random
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext, plural_count
from game.mishimash import Action, End, IllegalAction, Keep, Match, Phase, RollAgain, Save, combos
from game.mishimash.bots import BOTS, STRENGTHS, Bot
from game.mishimash.combos import DICE
from game.mishimash.turn import RollRecord, Turn
from game.mishimash.ui import advice, tables
from game.mishimash.ui import board as view
from game.mishimash.ui import refusals as view_texts
from game.mishimash.ui.board import DIE_SIZE, Geo, slot
from game.mishimash.ui.seat_names import shown_name
from game.storage.daily import DailyGame
from game.storage.saves import SavedGame
from game.ui import daily_play, die, picking, scenes
from game.ui.constants import (
    BANNER_TIME,
    BLUE,
    CREAM,
    GOLD,
    MOVE_TIME,
    RED,
    ROLL_TIME,
)
from game.ui.effects import DieFly, FloatText
from game.ui.metrics import SMALL_CSS
from game.ui.names import SAMPLE_NAME, points, strength_name
from game.ui.play_screen import Count, PlayScene
from game.ui.scene import Scene
from game.ui.tween import Tween, linear
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.ui.app import App

FLY_TIME = 0.35  # set-aside dice flying to their row
# A computer seat's pace (seconds at normal speed): a step, reading its pick, after a BUST
COMPUTER_STEP, COMPUTER_READ, COMPUTER_PAUSE = 0.15, 0.35, 0.9
COMPUTER_ROLL = 0.6  # its tumble, a share of a person's
STAGGER = 0.04  # each die of a roll starts its tumble this much after the one before
# One roll of a computer's turn at the calm pace: the tumble, a look at the dice, the pick
# marked (to read), the decision
ROLL_CYCLE = ROLL_TIME * COMPUTER_ROLL + STAGGER * (DICE - 1) + 2 * COMPUTER_STEP + COMPUTER_READ
TURN_BUDGET = 4.0  # game seconds (at normal animation speed) a quick computer turn takes at most
STEP_SLACK = 1 / 40  # each step waits for a frame's end: what that adds per step, at most
# The computer speed setting (`mishimash_computer_speed`): its pace (a share of the calm one;
# 0: the turn is played at once) and whether a long turn speeds up to stay within TURN_BUDGET
COMPUTER_PACES = {"calm": (1.0, False), "quick": (0.8, True), "instant": (0.0, True)}


def bust_loss(name: str, half: int) -> str:
    """A BUST that cost turn points (MISHIMASH points are counted in halves)."""
    n = points(half)
    return ngettext("BUST! {name} loses {n} point.", "BUST! {name} loses {n} points.",
                    plural_count(n)).format(name=name, n=n)


def turn_points(name: str, half: int) -> str:
    """A computer seat's points so far this turn."""
    n = points(half)
    return ngettext("{name} has {n} point this turn.", "{name} has {n} points this turn.",
                    plural_count(n)).format(name=name, n=n)


def computer_summary(name: str, strength: str, turn: Turn) -> str:
    """A computer seat's turn in a line, left in view until the next player acts."""
    n = len(turn.rolls)
    if turn.end is End.BUST:
        return ngettext("{name} ({strength}): {n} roll, BUST",
                        "{name} ({strength}): {n} rolls, BUST", n).format(
            name=name, strength=strength_name(strength), n=n)
    return ngettext("{name} ({strength}): {n} roll, +{points}",
                    "{name} ({strength}): {n} rolls, +{points}", n).format(
        name=name, strength=strength_name(strength), n=n, points=points(turn.points))


def saves(name: str, half: int) -> str:
    """The banner of a SAVE."""
    n = points(half)
    return ngettext("{name} saves {n} point", "{name} saves {n} points",
                    plural_count(n)).format(name=name, n=n)


class MishimashScene(PlayScene):
    """Play a MISHIMASH match: the one given (with who plays each seat, its generator and its
    computer seats' strengths), the unfinished `saved` match, a daily race, or else a new match
    from the settings."""

    name = "mishimash"
    game_key = "mishimash"
    responsive = True
    hint: advice.MishimashAdvice | None
    hint_for: Match | None

    def __init__(self, app: App, match: Match | None = None,
                 humans: tuple[bool, ...] | None = None, rng: random.Random | None = None,
                 strengths: tuple[str, ...] | None = None, saved: SavedGame | None = None,
                 daily: DailyGame | None = None) -> None:
        session = app.session
        if daily is not None:  # a daily challenge's race: the day's dice, its own save
            assert isinstance(daily.state, Match)
            match, rng, humans, strengths = daily.state, random.Random(0), (True,), ("easy",)
        if match is None:
            if saved is not None:  # finished: its result never showed (`show_end` follows)
                assert isinstance(saved.state, Match)
                match, rng = saved.state, saved.rng
                humans, strengths = saved.humans, saved.strengths
            else:  # no saved match: a new one from the settings
                seats = session.settings.mishimash_seats
                match = Match([s.name for s in seats], session.settings.mishimash_target,
                              seed=app.new_seed())
                humans = tuple(s.human for s in seats)
        if rng is None:  # the match's seed when it has one, so its record names the dice
            rng = random.Random(match.seed if match.seed is not None else app.new_seed())
        super().__init__(app, rng, daily)
        self.match: Match = match
        self.humans = tuple(humans) if humans and len(humans) == len(match.players) else \
            (True,) * len(match.players)
        if strengths is None or len(strengths) != len(match.players):
            # A save made before saves kept the strengths: the setup stored them in the
            # settings when the match started (a mismatch falls back to easy).
            seats = session.settings.mishimash_seats
            same = len(seats) == len(match.players) and all(
                s.human == h for s, h in zip(seats, self.humans, strict=True))
            strengths = tuple(s.strength for s in seats) if same else \
                ("easy",) * len(match.players)
        self.strengths = tuple(st if st in STRENGTHS else "easy" for st in strengths)
        self.bot_rng = random.Random(7)
        self.fx = random.Random(3)
        self.sprites = [die.DieSprite(None, slot(i), DIE_SIZE) for i in range(DICE)]
        self.geo = view.geometry(self.metrics, len(match.players))
        self.picked: set[int] = set()
        self.shown: tuple[int, ...] = tuple(match.dice)  # the dice on the table
        self.bust_shown = False
        self.bot_clock = 0.0
        self.bot_plan: Keep | None = None
        self.bot_note = ""  # what the computer seat just did, in words
        self.seen_final = match.final_round
        self.seen_tiebreak = match.tiebreak_round
        self.lost, self.bust_seat = 0, 0
        self.moment = 0.0  # seconds the BUST still holds the status line
        self.handoff: int | None = None  # a person's seat to hand the game to (hot seat)
        self.fast_forward = False  # a tap asked for the rest of the computer's turn
        self.pace = 1.0  # the current computer turn's pace (a share of the calm one)
        self.summary = ""  # the last computer turn in a line, until the next player acts
        # shown scores, counting to their new values (half-points; index 0: turn points)
        self.counters = [Count(match.turn_points)] + [Count(t) for t in match.totals]
        if match.is_over:  # a finished match whose result never showed: straight to it
            self.finished = self.pending_end = True
        else:
            self.save()
        self.sync(animate=False)

    # ------------------------------------------------------------------------------ helpers
    @property
    def human_turn(self) -> bool:
        """True when a person plays the current seat."""
        return not self.match.is_over and self.humans[self.match.seat]

    def game_title(self) -> str:
        return _("MISHIMASH")

    @property
    def state(self) -> Match:
        return self.match

    def save_details(self) -> dict[str, Any]:
        return {"humans": self.humans, "strengths": self.strengths}

    def saved(self) -> None:
        """The shown scores count to their new values."""
        m = self.match
        if hasattr(self, "counters"):
            for counter, target in zip(self.counters, (m.turn_points, *m.totals), strict=True):
                self.count_to(counter, target)

    def shown_points(self, index: int) -> int:
        """A score as drawn while it counts (0: turn points, 1 + seat: a saved total)."""
        return self.counters[index].shown

    def name_of(self, seat: int) -> str:
        """A seat's name (a default one in the language of the moment)."""
        return shown_name(self.match.players[seat])

    # ------------------------------------------------------------------------------ layout
    def build(self) -> None:
        m, g = self.match, self.layout()
        self.widgets = self.header_widgets(g.menu, g.hint, g.sound, g.body,
                                           hint_lines=2 if g.upright else 1)
        self.spots = []
        for i in range(DICE):
            r = pygame.Rect(0, 0, g.die + 16, g.die + 16)
            r.center = g.slot(i)
            spot = Spot(r, partial(self.tap_die, i),
                        visible=partial(lambda i: i < len(self.shown), i), ring="spot",
                        usable=partial(self.can_pick, i))
            self.spots.append(spot)
            self.widgets.append(spot)
        roll, save, again, end = g.buttons
        self.roll_button = Button(roll, lambda: _("ROLL"), self.do_roll,
                                  size=g.head, enabled=self.can_roll,
                                  visible=lambda: m.phase is Phase.ROLL and not m.is_over)
        self.save_button = Button(save, lambda: _("SAVE"), self.do_save,
                                  size=g.head, enabled=lambda: self.can_decide(),
                                  visible=lambda: m.phase in (Phase.CHOOSE, Phase.DECIDE))
        self.again_button = Button(again, lambda: _("ROLL AGAIN"), self.do_again,
                                   kind="secondary", size=g.body, enabled=self.can_decide,
                                   sub=self.again_dice,
                                   sub_size=self.metrics.at_least(14, SMALL_CSS + 0.5),
                                   visible=lambda: m.phase in (Phase.CHOOSE, Phase.DECIDE))
        self.end_button = Button(end, lambda: _("See the result"), self.show_end,
                                 size=g.big, visible=lambda: m.is_over)
        self.widgets += [self.roll_button, self.save_button, self.again_button, self.end_button]
        self.log_button = Button(g.log, lambda: _("Turn log"), self.open_log, kind="secondary",
                                 size=g.small, lines=2, enabled=lambda: bool(m.turns))
        self.card_button = Button(g.card, lambda: _("Scoring card"), self.open_card,
                                  kind="secondary", size=g.small, lines=2)
        self.widgets += [self.card_button, self.log_button]
        self.widgets.append(Label(g.status, self.status, g.big, CREAM, align="left",
                                  bold=True, lines=g.status_lines, samples=self.status_samples))
        self.widgets.append(Label(g.preview, self.preview, g.body, GOLD, align="left",
                                  lines=g.preview_lines, samples=self.preview_samples,
                                  visible=lambda: not (self.hint_open
                                                       and g.strip.colliderect(g.preview))))
        self.widgets += view.labels(self)
        self.widgets += view.seat_labels(self)
        self.tips.rect, self.tips.size = pygame.Rect(g.tip), g.tip_size
        if self.focus is None:
            self.focus = self.roll_button

    def layout(self) -> Geo:
        """The places for this canvas and these seats (`self.geo`)."""
        self.geo = view.geometry(self.metrics, len(self.match.players),
                                 tuple(not h for h in self.humans))
        return self.geo

    def enter(self) -> None:
        super().enter()
        self.place_dice()

    def relayout(self) -> None:
        """The phone turned: the widgets go to their new places, and so do the dice."""
        super().relayout()
        self.place_dice()

    def place_dice(self) -> None:
        """The dice on their places for this canvas: a tumble lands on its new place, a die
        sliding together is put there at once."""
        g = self.geo
        self.anim.tweens = [t for t in self.anim.tweens
                            if not (t.target in self.sprites and t.attr in ("x", "y"))]
        for i, sprite in enumerate(self.sprites):
            sprite.size = g.die
            if sprite.rolling:
                sprite.retarget(g.slot(i))
            else:
                sprite.x, sprite.y = g.slot(i)

    def again_dice(self) -> str:
        """Under ROLL AGAIN: how many dice it would roll."""
        n = self.dice_after()
        return ngettext("{n} die", "{n} dice", n).format(n=n) if n else ""

    def dice_after(self) -> int:
        """How many dice ROLL AGAIN would roll."""
        m = self.match
        if m.phase is Phase.DECIDE:
            return m.dice_left
        if m.phase is Phase.CHOOSE and self.valid_pick():
            left = len(m.dice) - len(self.picked)
            return left or DICE
        return 0

    def open_card(self) -> None:
        """The scoring card, over the table (it changes nothing)."""
        self.app.push(scenes.make("scoring", self.app))

    def open_log(self) -> None:
        """Every seat's last turn, roll by roll."""
        self.app.push(scenes.make("mishimash_log", self.app, self.match))

    # ------------------------------------------------------------------------------ texts
    def status(self) -> str:
        """Whose turn and what to do, in one line (a computer seat's steps narrated)."""
        m = self.match
        if m.winner is not None and len(m.players) == 1:
            return self.solo_result(self.name_of(m.winner), m.turn_count)
        if m.winner is not None:
            return _("{name} wins!").format(name=self.name_of(m.winner))
        if self.refusal is not None:
            return self.refusal
        who = self.name_of(m.seat)
        busting = self.bust_shown and (self.moment > 0 or self.seat_kept())
        if busting and self.lost:
            return bust_loss(self.name_of(self.bust_seat), self.lost)
        if busting:
            return _("BUST! No points for {name} this turn.").format(
                name=self.name_of(self.bust_seat))
        if self.rolling:
            return _("Rolling…")
        if not self.human_turn:
            if self.preparing:
                return _("{name} is getting ready…").format(name=who)
            return self.bot_note or _("{name} is playing…").format(name=who)
        if m.phase is Phase.ROLL and m.roll_number == 0 and len(m.players) > 1:
            return _("{name}'s turn: roll the dice.").format(name=who)  # handed over
        if m.phase is Phase.ROLL:
            return _("{name}: roll the dice.").format(name=who) if m.roll_number == 0 \
                else _("{name}: roll again.").format(name=who)
        if m.phase is Phase.CHOOSE:
            return _("{name}: set aside scoring dice.").format(name=who)
        return _("{name}: save or roll again?").format(name=who)

    def solo_result(self, name: str, turns: int) -> str:
        """A solo race's end: alone there is no one to beat, only the target and the turns
        it took (rules §2.4)."""
        return ngettext("{name} reached {target} in {n} turn!",
                        "{name} reached {target} in {n} turns!", turns).format(
            name=name, target=self.match.target, n=turns)

    def status_samples(self) -> list[str]:
        """Every text of the status line, with a realistic name (for the fit check)."""
        name = SAMPLE_NAME
        return [_("{name} wins!").format(name=name), self.solo_result(name, 1),
                self.solo_result(name, 9999),
                bust_loss(name, 1999), bust_loss(name, 2),
                _("BUST! No points for {name} this turn.").format(name=name), _("Rolling…"),
                _("{name} is getting ready…").format(name=name),
                _("{name} is playing…").format(name=name),
                _("{name}: roll the dice.").format(name=name),
                _("{name}'s turn: roll the dice.").format(name=name),
                _("{name}: roll again.").format(name=name),
                _("{name}: set aside scoring dice.").format(name=name),
                _("{name}: save or roll again?").format(name=name),
                *self.bot_notes(name, (1, 1, 1, 5), 12, 6), *view_texts.refusal_samples()]

    def bot_notes(self, name: str, dice: tuple[int, ...], k: int, n: int) -> list[str]:
        """What a computer seat's steps say (each form, for the fit check)."""
        shown = " ".join(map(str, dice))
        return [_("{name} sets aside {dice}.").format(name=name, dice=shown),
                *(ngettext("{name} rolls again: {n} die.", "{name} rolls again: {n} dice.",
                           c).format(name=name, n=c) for c in (1, n)),
                _("{name} rolls.").format(name=name),
                turn_points(name, 999), turn_points(name, 2)]

    def preview(self) -> str:
        """The picked selection's value × the roll number, or what to do to pick."""
        m = self.match
        if self.summary and m.phase is Phase.ROLL:
            return self.summary
        if m.phase is not Phase.CHOOSE or not self.picked:
            if m.phase is Phase.CHOOSE and self.human_turn and not self.rolling:
                if self.app.keyboard:
                    return _("Press 1 to 6 to pick a die: its whole combination is picked.")
                return _("Tap a die: its whole combination is picked.")
            return ""
        sel = picking.values_of(m.dice, self.picked)
        value = m.selection_value(sel)
        if value is None:
            return _("Not a valid selection: tap more dice or take some back.")
        text = _("Selection {value} × {k} = {points}").format(
            value=points(value), k=m.roll_number, points=points(value * m.roll_number))
        if len(sel) == len(m.dice):
            text = _("{selection}, MISHIMASH +{bonus}").format(selection=text,
                                                               bonus=points(m.next_bonus))
        return text

    def preview_samples(self) -> list[str]:
        """Every text of the selection line (for the fit check)."""
        selection = _("Selection {value} × {k} = {points}").format(
            value=points(21), k=12, points=points(252))
        return [_("Tap a die: its whole combination is picked."),
                _("Press 1 to 6 to pick a die: its whole combination is picked."),
                _("Not a valid selection: tap more dice or take some back."),
                selection,
                _("{selection}, MISHIMASH +{bonus}").format(selection=selection,
                                                             bonus=points(80)),
                *self.summary_samples()]

    @staticmethod
    def summary_samples() -> list[str]:
        """Every form of a computer turn's summary (for the fit check)."""
        out = []
        for n in (1, 12):
            rolls = tuple(RollRecord((5, 5, 5, 5, 5, 5), (5,)) for _k in range(n))
            for end, half in ((End.SAVE, 2011), (End.BUST, 0)):
                turn = Turn(0, False, rolls, end, half)
                out += [computer_summary(SAMPLE_NAME, s, turn) for s in STRENGTHS]
        return out

    # ------------------------------------------------------------------------------ state
    def valid_pick(self) -> bool:
        """The picked dice form a valid selection of the roll (rules §2.2)."""
        m = self.match
        return (m.phase is Phase.CHOOSE and bool(self.picked)
                and m.selection_value(picking.values_of(m.dice, self.picked)) is not None)

    def can_pick(self, i: int) -> bool:
        """A tap on die `i` would pick or put back dice now (a mouse on it lights it)."""
        m = self.match
        return (self.human_turn and m.phase is Phase.CHOOSE and not self.rolling
                and not self.bust_shown and i < len(m.dice) and self.scoring(i))

    def can_roll(self) -> bool:
        """A person may press ROLL now."""
        return self.human_turn and self.match.phase is Phase.ROLL and not self.rolling

    def can_decide(self) -> bool:
        """A person may press SAVE or ROLL AGAIN now."""
        m = self.match
        if not self.human_turn or self.rolling:
            return False
        return m.phase is Phase.DECIDE or self.valid_pick()

    @property
    def rolling(self) -> bool:
        """Any die still tumbling (its value stays hidden, and so does a bust)."""
        return any(s.rolling for s in self.sprites)

    def sync(self, animate: bool = True) -> None:
        """Show the dice on the table in their states."""
        m = self.match
        for i, sprite in enumerate(self.sprites):
            if i >= len(self.shown):
                sprite.visible = False
                continue
            sprite.visible = True
            if sprite.rolling:
                continue
            sprite.value = sprite.shown = self.shown[i]
            sprite.size = self.geo.die
            if self.bust_shown:
                state = "disabled"
            elif m.phase is Phase.CHOOSE and i in self.picked:
                state = "selected"
            elif m.phase is Phase.CHOOSE and self.scoring(i):
                state = "available"
            elif m.phase is Phase.CHOOSE:
                state = "disabled"
            else:
                state = "available"
            sprite.state = state
            x, y = self.geo.slot(i)
            if animate and (abs(sprite.x - x) > 1 or abs(sprite.y - y) > 1):
                self.anim.animate(sprite, "x", x, MOVE_TIME)
                self.anim.animate(sprite, "y", y, MOVE_TIME)
            else:
                sprite.x, sprite.y = x, y

    def scoring(self, i: int) -> bool:
        """Whether die `i` belongs to some valid selection of the roll."""
        v = self.match.dice[i]
        return any(v in s for s in self.match.selections())

    # ------------------------------------------------------------------------------ actions
    def apply(self, action: Action) -> bool:
        """Apply an action and save; False if the engine refuses it."""
        try:
            self.match.apply(action)
        except IllegalAction:
            return False
        self.save()
        return True

    def do_roll(self, bot: bool = False) -> None:
        """Roll the awaited dice: drawn, applied and saved first, then shown tumbling (the
        player waits for them: a tap only shows them at once).

        Players act only on their own turn; `bot` is the computer seat acting.
        """
        m = self.match
        if m.phase is not Phase.ROLL or self.rolling or bot == self.human_turn:
            return
        seat, before = m.seat, m.turn_points
        n = m.dice_to_roll
        values = self.draw_dice()
        m.apply_roll(values)
        self.save()
        self.picked = set()
        self.refusal = None
        self.bust_shown = False
        self.summary = ""  # the next player acts
        self.shown = values
        self.lost = before
        self.bust_seat = seat
        for i in range(DICE):
            sprite = self.sprites[i]
            if i >= n:
                sprite.visible = False
                continue
            sprite.value = values[i]
            sprite.visible = True
            sprite.size, sprite.state = self.geo.die, "available"
            end = self.geo.slot(i)
            start = (self.geo.table.left - 80 - self.fx.uniform(0, 120),
                     end[1] + self.fx.uniform(-70, 70))
            sprite.start_roll(self.fx, start, end)
        for i in range(n):  # all start before any may finish ("off" speed finishes at once)
            sprite = self.sprites[i]
            # a computer's roll tumbles shorter, at its turn's pace
            pace = COMPUTER_ROLL * self.pace if bot else 1.0
            self.anim.add(Tween(sprite, "roll_t", 0.0, 1.0,
                                ROLL_TIME * pace * self.fx.uniform(0.85, 1),
                                ease=linear, delay=STAGGER * i * (self.pace if bot else 1.0),
                                on_done=self.settled,
                                blocking=True))
        self.app.play("roll")
        self.tips.seen("m_roll")

    def settled(self) -> None:
        """The tumble ended: show the dice, or the BUST moment."""
        if self.rolling or self.bust_shown:
            return
        m = self.match
        last = m.last_turn
        busted = (m.phase is not Phase.CHOOSE and last is not None and last.end is End.BUST
                  and last.rolls and tuple(last.rolls[-1].dice) == tuple(self.shown))
        if busted:
            self.bust_shown = True
            self.moment = BANNER_TIME  # the status says BUST a moment, then whose turn it is
            self.show_banner(_("BUST!"), RED)
            self.app.play("bust")
            self.after_turn()
        self.sync(animate=False)

    def tap_die(self, i: int) -> None:
        """Toggle the tapped die's whole combination (rules §2.2); a die that cannot be set
        aside shakes, clicks and the status says why (the engine's reason)."""
        m = self.match
        if not self.human_turn or self.rolling or i >= len(self.shown):
            return
        new = None
        if m.phase is Phase.CHOOSE and not self.bust_shown:
            new = picking.toggle(m.selections(), m.dice, self.picked, i)
        if new is None:
            reason = (combos.refusal((self.shown[i],), self.shown) if self.bust_shown
                      else m.keep_refusal((self.shown[i],)))
            self.refuse(view_texts.refusal(reason), self.spots[i].rect)
            return
        self.refusal = None
        self.picked = new
        self.tips.seen("m_pick")
        self.app.play("click")
        self.sync()

    def keep_picked(self) -> bool:
        """Set the picked dice aside (CHOOSE phase): they fly to the set-aside row; True if
        the engine accepted them."""
        m = self.match
        if m.phase is Phase.DECIDE:
            return True
        sel = picking.values_of(m.dice, self.picked)
        count = m.mishimash_count
        flying = [(i, self.sprites[i]) for i in sorted(self.picked)]
        if not self.apply(Keep(sel)):
            return False
        _groups, _hidden, size = view.aside_layout(self)
        g = self.geo
        x = view.aside_x(g) + view.multiplier_w(g)
        for k, (_i, sprite) in enumerate(flying):
            end = (x + k * (size + 4) + size // 2, g.aside.centery)
            self.spawn(DieFly(sprite.shown, (int(sprite.x), int(sprite.y)), end, g.die,
                              size), FLY_TIME)
        self.shown = tuple(v for j, v in enumerate(self.shown) if j not in self.picked)
        remap = [j for j in range(len(self.sprites)) if j not in self.picked]
        for new, old in enumerate(remap):  # the dice left slide together
            if new < len(self.shown):
                self.sprites[new].x, self.sprites[new].y = self.sprites[old].x, \
                    self.sprites[old].y
        self.picked = set()
        if m.mishimash_count > count:
            self.show_banner(_("MISHIMASH!"), GOLD)
            self.app.play("mishimash")
        else:
            self.app.play("place")
        self.sync()
        return True

    def do_save(self, bot: bool = False) -> None:
        """SAVE: set the picked dice aside, then bank the turn points (they float to the
        seat's total)."""
        if not (self.bot_may_act() if bot else self.can_decide()):
            return
        self.tips.seen("m_save")
        if not self.keep_picked():
            return
        seat, gained = self.match.seat, self.match.turn_points
        if self.apply(Save()):
            self.app.play("confirm")
            if not bot:
                self.hold_input()  # a double-click must not roll for the next seat
            if self.banner is None:
                self.show_banner(saves(self.name_of(seat), gained), BLUE, small=True)
            place = self.geo.seats[seat]
            y = place.total.centery if self.geo.upright else place.row.centery
            self.spawn(FloatText(f"+{points(gained)}", (place.row.right - 60, y), GOLD,
                                 round(36 * self.metrics.type_scale)), 1.0, 0.1)
            self.shown = ()
            self.after_turn()
            self.sync(animate=False)

    def do_again(self, bot: bool = False) -> None:
        """ROLL AGAIN: set the picked dice aside, then roll the rest."""
        if not (self.bot_may_act() if bot else self.can_decide()):
            return
        self.tips.seen("m_save")
        if not self.keep_picked():
            return
        if self.apply(RollAgain()):
            self.do_roll(bot)

    def bot_may_act(self) -> bool:
        """A computer seat is to play and has a valid pick (or is deciding)."""
        m = self.match
        return (not m.is_over and not self.humans[m.seat]
                and (m.phase is Phase.DECIDE or self.valid_pick()))

    def after_turn(self) -> None:
        """A turn ended: final-round / tie-break banners, the winner; the HINT closes."""
        m = self.match
        self.close_hint()
        self.bot_note = ""
        last = m.last_turn
        if last is not None and not self.humans[last.player]:
            self.summary = computer_summary(self.name_of(last.player),
                                            self.strengths[last.player], last)
        if m.is_over and not self.finished:
            self.finish()
            return
        last = m.last_turn
        if len(m.players) > 1 and self.humans[m.seat] and last is not None \
                and last.player != m.seat:
            self.handoff = m.seat  # "Bo's turn", once the moment's banner has gone
        if m.tiebreak_round > self.seen_tiebreak:
            self.seen_tiebreak = m.tiebreak_round
            self.show_banner(_("TIE-BREAK!"), BLUE)
            self.app.play("final")
        elif m.final_round and not self.seen_final:
            self.seen_final = True
            self.show_banner(_("FINAL ROUND!"), BLUE)
            self.app.play("final")
        self.bot_clock = 0.0

    def drop(self) -> bool:
        """Esc: close the hint, or put the picked dice back; else leave."""
        if super().drop():
            return True
        if self.picked and self.human_turn:
            self.picked = set()
            self.sync()
            return True
        return False

    def end_scene(self) -> Scene:
        return scenes.make("mishimash_end", self.app, self.match, self.humans)

    # ------------------------------------------------------------------------------ computer
    def bot(self) -> Bot:
        """The bot playing the current seat (by its strength)."""
        return BOTS[STRENGTHS[self.strengths[self.match.seat]]]

    @property
    def preparing(self) -> bool:
        """The current computer seat (or the open hint panel) waits for the tables."""
        m = self.match
        if m.is_over or tables.ready():
            return False
        if not self.humans[m.seat]:  # rolling needs no tables
            return m.phase is not Phase.ROLL and tables.needs_tables(self.strengths[m.seat])
        return self.hint_open

    def bot_step(self) -> None:
        """One visible step of a computer seat: roll; show the pick; set it aside; decide."""
        m = self.match
        who = self.name_of(m.seat)
        if m.phase is Phase.ROLL:
            if m.roll_number == 0:  # a new turn: its pace
                self.pace = self.turn_pace()
            self.bot_note = _("{name} rolls.").format(name=who)
            self.do_roll(bot=True)
        elif m.phase is Phase.CHOOSE:
            if self.bot_plan is None:
                plan = self.bot()(m, self.bot_rng)
                assert isinstance(plan, Keep), plan
                self.bot_plan = plan
            want = list(self.bot_plan.dice)  # show the pick (again, if the screen was rebuilt)
            picked = set()
            for j, v in enumerate(m.dice):
                if v in want:
                    want.remove(v)
                    picked.add(j)
            if picked != self.picked:  # first the pick, marked on the table
                self.picked = picked
                self.bot_note = _("{name} sets aside {dice}.").format(
                    name=who, dice=" ".join(map(str, self.bot_plan.dice)))
                self.sync()
                return
            self.bot_plan = None
            self.keep_picked()  # then it goes aside; the decision is the next step
            self.bot_note = turn_points(who, m.turn_points)
        elif m.phase is Phase.DECIDE:
            if isinstance(self.bot()(m, self.bot_rng), Save):
                self.do_save(bot=True)
            else:
                self.bot_note = ngettext("{name} rolls again: {n} die.",
                                         "{name} rolls again: {n} dice.",
                                         m.dice_left).format(name=who, n=m.dice_left)
                self.do_again(bot=True)

    # ------------------------------------------------------------------------------ input
    def key(self, action: str) -> None:
        if action == "roll":
            if self.match.phase is Phase.ROLL:
                self.do_roll()
            else:
                self.do_again()
        elif action == "save":
            self.do_save()
        elif action.startswith("die"):
            i = int(action[3:]) - 1
            self.tap_die(i)
            if i < len(self.shown):
                self.focus = self.spots[i]
        else:
            super().key(action)

    # ------------------------------------------------------------------------------ hint panel
    def can_hint(self) -> bool:
        """HINT is offered on a person's turn."""
        return self.human_turn and not self.bust_shown

    def refresh_hint(self) -> bool:
        """Recompute the advice when the position changed; True if the panel changed."""
        if not self.hint_open:
            return False
        m = self.match
        if not self.can_hint() or m.is_over:
            self.close_hint()
            return True
        if self.hint_for is not None and self.hint_for == m and self.hint is not None:
            return False
        self.hint = advice.mishimash_advice(m)  # None while the tables are being built
        if self.hint is not None:
            self.hint_for = m.copy()
        return True

    def computer_speed(self) -> str:
        """The computer speed setting (calm, quick, instant)."""
        speed = self.app.session.settings.mishimash_computer_speed
        return speed if speed in COMPUTER_PACES else "quick"

    def turn_pace(self) -> float:
        """The pace of the computer turn about to start: the setting's, and at the quick speed
        no slower than keeps the whole turn (as foreseen) within TURN_BUDGET."""
        pace, bounded = COMPUTER_PACES[self.computer_speed()]
        if not bounded or pace <= 0:
            return pace
        rolls, bust = self.foresee()
        calm = COMPUTER_STEP + rolls * ROLL_CYCLE + (COMPUTER_PAUSE if bust else COMPUTER_STEP)
        steps = 4 * rolls + 2  # the waits and the tumble of each roll, the first and the last
        return min(pace, max(0.05, TURN_BUDGET - steps * STEP_SLACK) / calm)

    def foresee(self) -> tuple[int, bool]:
        """The current computer turn played ahead on copies (of the match, the dice generator
        and the bot's): how many rolls it takes and whether it ends in a BUST. Only its pace is
        set from it; the turn itself is then played and shown step by step as always."""
        m = self.match.copy()
        rng, bot_rng, bot = copy.deepcopy(self.rng), copy.deepcopy(self.bot_rng), self.bot()
        turns, rolls = len(m.turns), 0
        for _step in range(500):
            if m.is_over or len(m.turns) > turns:
                break
            if m.phase is Phase.ROLL:
                m.apply_roll(daily_play.draw_dice(self.daily, rng, m))
                rolls += 1
            else:
                m.apply(bot(m, bot_rng))
        busted = len(m.turns) > turns and m.turns[turns].end is End.BUST
        return rolls, busted

    def computer_wait(self) -> float:
        """Seconds (at normal speed) before a computer seat's next step: long enough to read
        the dice and the pick, short enough that a turn takes a few seconds (at its pace)."""
        m = self.match
        if self.bust_shown:  # the BUST of the seat before: its moment first
            wait = COMPUTER_PAUSE
        elif m.phase is Phase.CHOOSE and self.picked:
            wait = COMPUTER_READ  # the pick, marked, and the status saying it
        else:
            wait = COMPUTER_STEP
        return wait * self.pace

    def skip_animation(self) -> bool:
        """A tap or key during a computer seat's turn also plays the rest of that turn at once
        (the next frame); a tap on a button still presses it when nothing was moving."""
        m = self.match
        if not m.is_over and not self.humans[m.seat] and not self.preparing:
            self.fast_forward = True
        return super().skip_animation()

    def resume(self) -> None:
        """Back from an overlay or a screen: a fast-forward asked before it is forgotten."""
        super().resume()
        self.fast_forward = False

    def finish_computer_turn(self) -> bool:
        """Play the current computer seat's turn to its end with no animations; True if any
        step was played. Its end (a SAVE's banner, a BUST) shows as usual."""
        m = self.match
        seat, turns, played = m.seat, len(m.turns), False
        for _step in range(200):  # a turn has at most a few dozen steps
            if m.is_over or self.humans[m.seat] or len(m.turns) > turns or self.preparing:
                break
            self.anim.skip()
            self.banner = None
            self.bot_step()
            played = True
        self.anim.skip()
        self.bot_clock = 0.0
        return played or m.seat != seat

    def seat_kept(self) -> bool:
        """The seat that busted is still the one to play (a solo race)."""
        return self.match.seat == self.bust_seat

    def hand_over(self) -> bool:
        """The hot seat's hand-off: once a turn's moment is over, a short "Bo's turn" banner
        (unless the next person already rolled); True if it showed."""
        m, seat = self.match, self.handoff
        if seat is None or self.banner is not None or self.pending_end or self.anim.busy:
            return False
        self.handoff = None
        if m.seat != seat or m.phase is not Phase.ROLL or m.roll_number or m.is_over:
            return False
        self.show_banner(_("{name}'s turn").format(name=self.name_of(seat)), BLUE, small=True)
        return self.banner is not None

    def tick(self, dt: float) -> bool:
        """The strategy tables are built across frames; computer seats play step by step; the
        hot seat is handed over."""
        m = self.match
        moved = self.moment > 0
        self.moment = max(0.0, self.moment - dt)
        if self.hand_over():
            moved = True
        if not tables.ready():  # load them from the start: a frame's work budget (ui.budget)
            tables.advance()
        else:  # a solo race: the turn's race table, for the hint
            tables.advance_race(m)
        if self.fast_forward or (self.computer_speed() == "instant" and not m.is_over
                                 and not self.humans[m.seat] and not self.preparing):
            self.fast_forward = False  # a tap, or instant: the turn at once (its summary stays)
            return self.finish_computer_turn() or moved
        if not m.is_over and not self.humans[m.seat] and not self.anim.blocking and \
                not self.preparing:
            speed = self.app.speed
            self.bot_clock += dt * (speed if speed > 0 else 20)
            if self.bot_clock >= self.computer_wait():
                self.bot_clock = 0.0
                self.bot_step()
                moved = True
        return moved

    def tip_id(self) -> str | None:
        """The first-game hint that fits the moment, if any."""
        m = self.match
        if not self.human_turn or self.anim.busy:
            return None
        if self.hint_open and self.geo.strip.colliderect(self.geo.tip):
            return None  # upright, the tip sits in the scoreboard, where the HINT opens
        if m.phase is Phase.ROLL and m.roll_number == 0:
            return "m_roll"
        if m.phase is Phase.CHOOSE and not self.picked:
            return "m_pick"
        if self.can_decide():
            return "m_save"
        return None

    # ------------------------------------------------------------------------------ drawing
    def banner_rect(self, full: bool = False) -> pygame.Rect:
        """Where the banner showing is painted (never over the status or the dice)."""
        return view.banner_rect(self, full)

    def draw(self, surf: pygame.Surface) -> None:
        view.paint(self, surf)

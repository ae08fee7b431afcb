"""MISHIMASH play screen: six dice, tap-to-pick combinations, SAVE / ROLL AGAIN (rules §2).

The engine decides everything: which selections are valid (`Match.selections()`), what a keep
is worth (`keep_gain`), busts, MISHIMASH, the final round and tie-breaks. Rolls are drawn with
the scene's `random.Random`, applied and saved before the tumble is shown. Computer seats play
with the bot of their strength (`bots.STRENGTHS`), one visible step at a time; medium and strong
play from the strategy tables, which load across frames from the moment the screen opens
(`game.ui.tables`; a fraction of a second, so nobody waits for them).
The HINT panel (button or H) shows the advice for a person's turn (`game.ui.advice`).
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.mishimash import Action, End, IllegalAction, Keep, Match, Phase, RollAgain, Save
from game.mishimash.bots import BOTS, STRENGTHS, Bot
from game.mishimash.combos import DICE
from game.storage.daily import DailyGame
from game.ui import advice, daily_play, die, picking, tables
from game.ui.constants import (
    BANNER_TIME,
    BLUE,
    BOT_STEP,
    COUNT_TIME,
    CREAM,
    GOLD,
    MOVE_TIME,
    RED,
    ROLL_TIME,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
)
from game.ui.hints import HintBox
from game.ui.input import Input, Key
from game.ui.scene import Scene
from game.ui.scenes import mishimash_view
from game.ui.scenes.mishimash_view import DIE_SIZE, TABLE, points, slot
from game.ui.tween import Animator, Tween, bounce
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.ui.app import App


class Count:
    """A number on screen that a tween moves towards the engine's value."""

    def __init__(self, value: int) -> None:
        self.value = float(value)
        self.target = value  # where it is heading (the engine's value)


class MishimashScene(Scene):
    """Play (or resume) a MISHIMASH match."""

    name = "mishimash"

    def __init__(self, app: App, match: Match | None = None, humans: tuple[bool, ...] | None = None,
                 rng: random.Random | None = None,
                 strengths: tuple[str, ...] | None = None, fresh: bool = False,
                 daily: DailyGame | None = None) -> None:
        super().__init__(app)
        session = app.session
        self.daily = daily  # a daily challenge's race: the day's dice, its own save (rules §5)
        if daily is not None:
            assert isinstance(daily.state, Match)
            match, rng, humans, strengths = daily.state, random.Random(0), (True,), ("easy",)
        if match is None:
            saved = None if fresh else session.load("mishimash")
            if saved is not None and not saved.state.is_over:
                match, rng = saved.state, saved.rng
                humans, strengths = saved.humans, saved.strengths
            else:  # no saved match: a new one from the settings
                seats = session.settings.mishimash_seats
                match = Match([s.name for s in seats], session.settings.mishimash_target,
                              seed=app.new_seed())
                humans = tuple(s.human for s in seats)
        if rng is None:  # the match's seed when it has one, so its record names the dice
            rng = random.Random(match.seed if match.seed is not None else app.new_seed())
        self.match: Match = match
        self.rng = rng
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
        self.hint_open = False
        self.hint_for: Match | None = None  # the position the shown advice is for
        self.hint: advice.MishimashAdvice | None = None
        self.bot_rng = random.Random(7)
        self.fx = random.Random(3)
        self.anim = Animator(speed=app.speed)
        self.sprites = [die.DieSprite(None, slot(i), DIE_SIZE) for i in range(DICE)]
        self.picked: set[int] = set()
        self.shown: tuple[int, ...] = tuple(match.dice)  # the dice on the table
        self.bust_shown = False
        self.banner: tuple[str, tuple[int, int, int], bool] | None = None
        self.banner_time = 0.0
        self.banner_scale = 1.0
        self.bot_clock = 0.0
        self.bot_plan: Keep | None = None
        self.message = ""
        self.flash = ""  # a short one-line note ("This die does not score")
        self.seen_final = match.final_round
        self.seen_tiebreak = match.tiebreak_round
        self.finished = False
        self.pending_end = False
        self.lost, self.bust_seat = 0, 0
        self.hints = HintBox(app, "mishimash")
        # shown scores, counting to their new values (half-points; index 0: turn points)
        self.counters = [Count(match.turn_points)] + [Count(t) for t in match.totals]
        self.save()
        self.sync(animate=False)

    # ------------------------------------------------------------------------------ helpers
    @property
    def human_turn(self) -> bool:
        """True when a person plays the current seat."""
        return not self.match.is_over and self.humans[self.match.seat]

    def save(self) -> None:
        """Keep the match, the generator and who is human (after every step); count scores."""
        if self.daily is not None:
            daily_play.save(self.app, self.daily)
        else:
            self.app.session.save("mishimash", self.match, self.rng, self.humans,
                                  self.strengths)
            self.app.collect_notices()
        m = self.match
        for counter, target in zip(self.counters, (m.turn_points, *m.totals), strict=True):
            if counter.target != target:
                counter.target = target
                self.anim.animate(counter, "value", target, COUNT_TIME)

    def shown_points(self, index: int) -> int:
        """A score as drawn while it counts (0: turn points, 1 + seat: a saved total)."""
        return round(self.counters[index].value)

    def name_of(self, seat: int) -> str:
        """A seat's name."""
        return self.match.players[seat]

    # ------------------------------------------------------------------------------ layout
    def build(self) -> None:
        m = self.match
        self.widgets = [Button((20, 12, 200, 60), lambda: _("Menu"), self.back, kind="ghost",
                               size=TEXT_BODY)]
        self.hint_button = Button(mishimash_view.HINT_BUTTON, self.hint_label, self.toggle_hint,
                                  kind="ghost", size=TEXT_BODY,
                                  visible=lambda: self.can_hint() or self.hint_open)
        self.widgets.append(self.hint_button)
        self.spots = []
        for i in range(DICE):
            r = pygame.Rect(0, 0, DIE_SIZE + 16, DIE_SIZE + 16)
            r.center = slot(i)
            spot = Spot(r, partial(self.tap_die, i),
                        visible=partial(lambda i: i < len(self.shown), i))
            self.spots.append(spot)
            self.widgets.append(spot)
        by = 632
        self.roll_button = Button((28, by, 400, 76), lambda: _("ROLL"), self.do_roll,
                                  size=TEXT_HEAD, enabled=self.can_roll,
                                  visible=lambda: m.phase is Phase.ROLL and not m.is_over)
        self.save_button = Button((28, by, 260, 76), lambda: _("SAVE"), self.do_save,
                                  size=TEXT_HEAD, enabled=lambda: self.can_decide(),
                                  visible=lambda: m.phase in (Phase.CHOOSE, Phase.DECIDE))
        self.again_button = Button((300, by, 428, 76), self.again_label, self.do_again,
                                   kind="secondary", size=TEXT_BODY, enabled=self.can_decide,
                                   visible=lambda: m.phase in (Phase.CHOOSE, Phase.DECIDE))
        self.end_button = Button((28, by, 520, 76), lambda: _("See the result"), self.show_end,
                                 size=TEXT_BIG, visible=lambda: m.is_over)
        self.widgets += [self.roll_button, self.save_button, self.again_button, self.end_button]
        self.widgets.append(Label((28, 96, 844, 46), self.status, TEXT_BIG, CREAM, align="left",
                                  bold=True))
        self.widgets.append(Label((28, 430, 844, 40), self.preview, TEXT_BODY, GOLD,
                                  align="left"))
        if self.focus is None:
            self.focus = self.roll_button

    def hint_label(self) -> str:
        """HINT, or HIDE HINT while the panel is open."""
        return _("HIDE HINT") if self.hint_open else _("HINT")

    def again_label(self) -> str:
        """ROLL AGAIN, with how many dice it would roll."""
        n = self.dice_after()
        if not n:
            return _("ROLL AGAIN")
        return ngettext("ROLL AGAIN ({n} die)", "ROLL AGAIN ({n} dice)", n).format(n=n)

    def dice_after(self) -> int:
        """How many dice ROLL AGAIN would roll."""
        m = self.match
        if m.phase is Phase.DECIDE:
            return m.dice_left
        if m.phase is Phase.CHOOSE and self.valid_pick():
            left = len(m.dice) - len(self.picked)
            return left or DICE
        return 0

    # ------------------------------------------------------------------------------ texts
    def status(self) -> str:
        """Whose turn and what to do, in one line."""
        m = self.match
        if m.winner is not None:
            return _("{name} wins!").format(name=self.name_of(m.winner))
        who = self.name_of(m.seat)
        if self.bust_shown and self.lost:
            return _("BUST! {name} loses {points} points.").format(
                name=self.name_of(self.bust_seat), points=points(self.lost))
        if self.bust_shown:
            return _("BUST! No points for {name} this turn.").format(
                name=self.name_of(self.bust_seat))
        if self.rolling():
            return _("Rolling…")
        if not self.human_turn:
            if self.preparing:
                return _("{name} is getting ready…").format(name=who)
            return _("{name} is playing…").format(name=who)
        if m.phase is Phase.ROLL:
            return _("{name}: roll the dice.").format(name=who) if m.roll_number == 0 \
                else _("{name}: roll again.").format(name=who)
        if m.phase is Phase.CHOOSE:
            return _("{name}: set aside scoring dice.").format(name=who)
        return _("{name}: save or roll again?").format(name=who)

    def preview(self) -> str:
        """The picked selection's value × the roll number, or what to do to pick."""
        m = self.match
        if self.flash:
            return self.flash
        if m.phase is not Phase.CHOOSE or not self.picked:
            if m.phase is Phase.CHOOSE and self.human_turn:
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

    # ------------------------------------------------------------------------------ state
    def valid_pick(self) -> bool:
        """The picked dice form a valid selection of the roll (rules §2.2)."""
        m = self.match
        return (m.phase is Phase.CHOOSE and bool(self.picked)
                and m.selection_value(picking.values_of(m.dice, self.picked)) is not None)

    def can_roll(self) -> bool:
        """A person may press ROLL now."""
        return self.human_turn and self.match.phase is Phase.ROLL and not self.rolling()

    def can_decide(self) -> bool:
        """A person may press SAVE or ROLL AGAIN now."""
        m = self.match
        if not self.human_turn or self.rolling():
            return False
        return m.phase is Phase.DECIDE or self.valid_pick()

    def rolling(self) -> bool:
        """Any die still tumbling."""
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
            sprite.size = DIE_SIZE
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
            x, y = slot(i)
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
        """Roll the awaited dice: drawn, applied and saved first, then shown tumbling.

        Players act only on their own turn; `bot` is the computer seat acting.
        """
        m = self.match
        if m.phase is not Phase.ROLL or self.rolling() or bot == self.human_turn:
            return
        seat, before = m.seat, m.turn_points
        n = m.awaiting_roll
        values = daily_play.draw_dice(self.daily, self.rng, m)
        m.apply_roll(values)
        self.save()
        self.picked = set()
        self.flash = ""
        self.bust_shown = False
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
            sprite.size, sprite.state = DIE_SIZE, "available"
            end = slot(i)
            start = (TABLE.left - 80 - self.fx.uniform(0, 120), end[1] + self.fx.uniform(-70, 70))
            sprite.start_roll(self.fx, start, end)
        for i in range(n):  # all start before any may finish ("off" speed finishes at once)
            sprite = self.sprites[i]
            self.anim.add(Tween(sprite, "roll_t", 0.0, 1.0, ROLL_TIME * self.fx.uniform(0.85, 1),
                                ease=lambda t: t, delay=0.03 * i, on_done=self.settled))
        self.app.play("roll")
        self.hints.seen("m_roll")

    def settled(self) -> None:
        """The tumble ended: show the dice, or the BUST moment."""
        if self.rolling() or self.bust_shown:
            return
        m = self.match
        last = m.last_turn
        busted = (m.phase is not Phase.CHOOSE and last is not None and last.end is End.BUST
                  and last.rolls and tuple(last.rolls[-1].dice) == tuple(self.shown))
        if busted:
            self.bust_shown = True
            self.show_banner(_("BUST!"), RED)
            self.app.play("bust")
            self.after_turn()
        self.sync(animate=False)

    def tap_die(self, i: int) -> None:
        """Toggle the tapped die's whole combination (rules §2.2)."""
        m = self.match
        if not self.human_turn or m.phase is not Phase.CHOOSE or i >= len(m.dice):
            return
        new = picking.toggle(m.selections(), m.dice, self.picked, i)
        if new is None:
            self.flash = _("This die does not score in this roll.")
            return
        self.flash = ""
        self.picked = new
        self.hints.seen("m_pick")
        self.app.play("click")
        self.sync()

    def keep_picked(self) -> bool:
        """Set the picked dice aside (CHOOSE phase); True if the engine accepted it."""
        m = self.match
        if m.phase is Phase.DECIDE:
            return True
        sel = picking.values_of(m.dice, self.picked)
        count = m.mishimash_count
        if not self.apply(Keep(sel)):
            return False
        self.shown = tuple(v for j, v in enumerate(self.shown) if j not in self.picked)
        self.picked = set()
        if m.mishimash_count > count:
            self.show_banner(_("MISHIMASH!"), GOLD)
            self.app.play("mishimash")
        else:
            self.app.play("place")
        self.sync(animate=False)
        return True

    def do_save(self, bot: bool = False) -> None:
        """SAVE: set the picked dice aside, then bank the turn points."""
        if not (self.bot_may_act() if bot else self.can_decide()):
            return
        self.hints.seen("m_save")
        if not self.keep_picked():
            return
        seat, gained = self.match.seat, self.match.turn_points
        if self.apply(Save()):
            self.app.play("place")
            if not self.banner:
                self.show_banner(_("{name} saves {points} points").format(
                    name=self.name_of(seat), points=points(gained)), BLUE, small=True)
            self.shown = ()
            self.after_turn()
            self.sync(animate=False)

    def do_again(self, bot: bool = False) -> None:
        """ROLL AGAIN: set the picked dice aside, then roll the rest."""
        if not (self.bot_may_act() if bot else self.can_decide()):
            return
        self.hints.seen("m_save")
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
        """A turn ended: final-round / tie-break banners, the winner."""
        m = self.match
        if m.is_over and not self.finished:
            self.finished = True
            self.app.play("win")
            self.pending_end = True
            return
        if m.tiebreak_round > self.seen_tiebreak:
            self.seen_tiebreak = m.tiebreak_round
            self.show_banner(_("TIE-BREAK!"), BLUE)
        elif m.final_round and not self.seen_final:
            self.seen_final = True
            self.show_banner(_("FINAL ROUND!"), BLUE)
        self.bot_clock = 0.0

    def show_banner(self, message: str, color: tuple[int, int, int], small: bool = False) -> None:
        """A big moment (MISHIMASH, BUST, final round, tie-break) or a small note."""
        self.banner = (message, color, small)
        self.banner_time = BANNER_TIME * (0.7 if small else 1)
        self.banner_scale = 0.6
        self.anim.add(Tween(self, "banner_scale", 0.6, 1.0, 0.25, ease=bounce))

    def show_end(self) -> None:
        """The winner screen over the table."""
        from game.ui.scenes.mishimash_end import MishimashEndScene

        self.pending_end = False
        if self.daily is not None:
            self.app.push(daily_play.end_scene(self.app, self.daily))
            return
        self.app.push(MishimashEndScene(self.app, self.match, self.humans))

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
        """One visible step of a computer seat."""
        m = self.match
        if m.phase is Phase.ROLL:
            self.do_roll(bot=True)
        elif m.phase is Phase.CHOOSE:
            first = self.bot_plan is None
            if first:
                plan = self.bot()(m, self.bot_rng)
                assert isinstance(plan, Keep), plan
                self.bot_plan = plan
            assert self.bot_plan is not None
            want = list(self.bot_plan.dice)  # show the pick (again, if the screen was rebuilt)
            self.picked = set()
            for j, v in enumerate(m.dice):
                if v in want:
                    want.remove(v)
                    self.picked.add(j)
            self.sync()
            if first:
                return  # the next step sets it aside
            self.bot_plan = None
            choice = self.bot()(self.preview_after_keep(), self.bot_rng)
            if isinstance(choice, Save):
                self.do_save(bot=True)
            else:
                self.do_again(bot=True)
        elif m.phase is Phase.DECIDE:
            if isinstance(self.bot()(m, self.bot_rng), Save):
                self.do_save(bot=True)
            else:
                self.do_again(bot=True)

    def preview_after_keep(self) -> Match:
        """The match as it would be after keeping the picked dice (for the bot's decision)."""
        copy = self.match.copy()
        copy.apply(Keep(picking.values_of(self.match.dice, self.picked)))
        return copy

    # ------------------------------------------------------------------------------ input
    def key(self, action: str) -> None:
        if action == "roll":
            if self.match.phase is Phase.ROLL:
                self.do_roll()
            else:
                self.do_again()
        elif action == "save":
            self.do_save()
        elif action == "help":
            self.toggle_hint()
        elif action.startswith("die"):
            i = int(action[3:]) - 1
            self.tap_die(i)
            if i < len(self.shown):
                self.focus = self.spots[i]
        else:
            super().key(action)

    def handle(self, inp: Input) -> None:
        # H dismisses a first-game bubble and also toggles the HINT panel
        if self.hints.handle(inp) and not (isinstance(inp, Key) and inp.action == "help"):
            return
        super().handle(inp)

    # ------------------------------------------------------------------------------ hint panel
    def can_hint(self) -> bool:
        """HINT is offered on a person's turn (never in a scored daily attempt)."""
        return self.human_turn and not self.bust_shown and daily_play.hints_allowed(self.daily)

    def toggle_hint(self) -> None:
        """Show or hide the HINT panel (it never changes the match)."""
        if self.hint_open:
            self.hint_open = False
        elif self.can_hint():
            self.hint_open = True
            self.hint_for = None
            self.refresh_hint()

    def refresh_hint(self) -> bool:
        """Recompute the advice when the position changed; True if the panel changed."""
        if not self.hint_open:
            return False
        m = self.match
        if not self.can_hint() or m.is_over:
            self.hint_open, self.hint = False, None
            return True
        if self.hint_for is not None and self.hint_for == m and self.hint is not None:
            return False
        self.hint = advice.mishimash_advice(m)  # None while the tables are being built
        if self.hint is not None:
            self.hint_for = m.copy()
        return True

    def skip_animation(self) -> bool:
        busy = self.anim.skip()
        if self.banner_time > 0:
            self.banner_time = 0
            busy = True
        return busy

    def update(self, dt: float) -> bool:
        self.anim.speed = self.app.speed
        moved = self.anim.update(dt)
        if self.banner_time > 0:
            self.banner_time = max(0.0, self.banner_time - dt)
            if self.banner_time == 0:
                self.banner = None
            moved = True
        if self.pending_end and not self.anim.busy and self.banner_time == 0:
            self.show_end()
            return True
        m = self.match
        if not tables.ready():  # load them from the start: a frame's work budget (ui.budget)
            tables.advance()
        if self.refresh_hint():
            moved = True
        if not m.is_over and not self.humans[m.seat] and not self.anim.busy and \
                not self.preparing:
            speed = self.app.speed
            self.bot_clock += dt * (speed if speed > 0 else 20)
            wait = BOT_STEP * (1.6 if self.banner_time > 0 or self.bust_shown else 1)
            if self.bot_clock >= wait:
                self.bot_clock = 0.0
                self.bot_step()
                moved = True
        if self.hints.update(self.hint_id()):
            moved = True
        return moved

    def hint_id(self) -> str | None:
        """The first-game hint that fits the moment, if any."""
        m = self.match
        if not self.human_turn or self.anim.busy:
            return None
        if m.phase is Phase.ROLL and m.roll_number == 0:
            return "m_roll"
        if m.phase is Phase.CHOOSE and not self.picked:
            return "m_pick"
        if self.can_decide():
            return "m_save"
        return None

    # ------------------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        mishimash_view.paint(self, surf)

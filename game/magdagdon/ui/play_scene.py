"""MAGDAGDON play screen: board, dice tray, powers, live score (rules §1).

The scene only asks the engine: what is legal, where a die may go (`valid_cells`), whether
CONFIRM is possible, the score breakdown. It rolls with its own `random.Random`, applies the
values, saves, and only then animates the tumble, so a reload can never re-roll. A power is a
deliberate second step: its button arms it, a confirmation strip says what it costs. The HINT
panel (button or H) shows the `best` bot's advice under the score; the player still acts.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.magdagdon import (
    EMPTY,
    RUIN_PENALTY,
    Accept,
    Action,
    Confirm,
    Difficulty,
    Game,
    IllegalAction,
    LineScore,
    Minus,
    Phase,
    Plus,
    Reroll,
    Score,
    Stage,
    TakeBack,
)
from game.magdagdon import board as B
from game.magdagdon import storage as md_storage
from game.magdagdon.rules import DICE, SIZE
from game.magdagdon.ui import advice
from game.magdagdon.ui import board as view
from game.storage.daily import DailyGame
from game.storage.saves import SavedGame
from game.ui import budget, daily_play, die, scenes
from game.ui.constants import (
    CREAM,
    CREAM_SOFT,
    GOLD,
    MOVE_TIME,
    RED,
    ROLL_TIME,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
)
from game.ui.effects import Crack, FloatText, Ring, Wait
from game.ui.input import Input, Tap
from game.ui.metrics import Metrics
from game.ui.play_screen import Count, PlayScene
from game.ui.scene import Scene
from game.ui.tween import Tween, linear
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.magdagdon.advice import HintTask
    from game.ui.app import App

FLIP_TIME = 0.32  # a power turning a die over
LIGHT_STEP = 0.45  # the finished board's bonus lines light up one after another
BONUS_RISE = 18  # a line's "+60" rises this far, on the line's cell beside its label


def refusal_samples() -> list[str]:
    """Every line a refused tap may show (for the fit check)."""
    return [_("Roll the dice first."), _("This cell is already filled."),
            _("Pick a die first, then tap a lit cell."),
            _("A {value} cannot go next to a {other}: neighbours differ by 1 at most.").format(
                value=6, other=4), _("A die must touch the numbers on the board."),
            _("Only an empty cell can become the ruin."), _("No power uses left."),
            _("Pick a die first: {minus} and {plus} change the picked die.").format(
                minus=power_name("minus"), plus=power_name("plus")),
            _("A 1 cannot be made smaller."), _("A 6 cannot be made larger.")]


def power_name(power: str) -> str:
    """A Majda power's button label, in the owner's words (rules §1.5)."""
    return {"minus": _("MINUS −1"), "plus": _("PLUS +1"), "reroll": _("REROLL")}[power]


def costs(points: int) -> str:
    """What a power use costs, under its button."""
    return ngettext("costs {n} point", "costs {n} points", points).format(n=points)


def uses_left(left: int, points: int) -> str:
    """Power uses left and what the next one costs (each count with its own plural)."""
    return (ngettext("{n} use left", "{n} uses left", left).format(n=left) + " · "
            + ngettext("the next costs {n} point", "the next costs {n} points", points).format(
                n=points))


def change_question(old: int, new: int, points: int) -> str:
    """MINUS −1 or PLUS +1 asks before it changes a die, with its cost."""
    return ngettext("Turn the {old} into a {new}? It costs {n} point.",
                    "Turn the {old} into a {new}? It costs {n} points.", points).format(
        old=old, new=new, n=points)


class MagdagdonScene(PlayScene):
    """Play one game of MAGDAGDON: the unfinished `saved` game it is given, a position
    (`game` with its `rng`: the tutorial's), a daily game, or else a new game."""

    name = "magdagdon"
    game_key = "magdagdon"
    hint: advice.MagdagdonAdvice | None
    hint_for: Game | None

    def __init__(self, app: App, saved: SavedGame | None = None, game: Game | None = None,
                 rng: random.Random | None = None, daily: DailyGame | None = None) -> None:
        session = app.session
        if game is not None or daily is not None:
            saved = None
        resumed = daily is not None or saved is not None and not saved.state.is_over
        # a finished game whose result never showed (the app closed while its lines lit up)
        ended = (saved is not None and saved.state.is_over
                 or daily is not None and daily.state.is_over)
        if daily is not None:  # a daily challenge's game: the day's dice, its own save
            assert isinstance(daily.state, Game)
            game, rng = daily.state, random.Random(0)  # the rng is never used
        elif game is not None and rng is not None:  # a position given (the tutorial)
            pass
        elif saved is not None and (resumed or ended):
            assert isinstance(saved.state, Game)
            game, rng = saved.state, saved.rng
        else:
            difficulty = Difficulty(session.settings.magdagdon_difficulty)
            seed = app.new_seed()
            rng = random.Random(seed)
            game = Game(difficulty, seed=seed)
        super().__init__(app, rng, daily)
        self.game: Game = game
        if not (resumed or ended):
            self.save()
        # the places on the canvas (`build` lays them out for `self.metrics`)
        self.places: view.Places = view.DESKTOP
        p = self.places
        self.sprites = [die.DieSprite(None, p.slot_center(i), p.tray_die) for i in range(DICE)]
        self.selected: int | None = None
        self.reroll_marks: set[int] = set()
        # "play"; "reroll" (marking dice), "power" (−1/+1 armed: `armed`, awaiting the second
        # step) or "ruin" (choosing the ruin cell)
        self.mode = "play"
        self.armed = ""
        self.total = Count(self.game.score(preview=True).total)  # counts to the live total
        self.hint_task: HintTask | None = None  # the advice being computed across frames
        self.record = False  # the finished game beat an earlier best
        # why the last tap or key could not act (the status says it for a moment)
        self.sync(animate=False)
        if ended:  # straight to its result
            self.rank()
            self.finished = self.pending_end = True

    def game_title(self) -> str:
        return _("MAGDAGDON")

    @property
    def state(self) -> Game:
        return self.game

    # ------------------------------------------------------------------------------ layout
    @property
    def responsive(self) -> bool:  # type: ignore[override]
        """Laid out for the window when the screen has an arrangement for its shape (a
        phone held either way, the desktop); any other window shows the desktop's."""
        return view.suits(Metrics.for_window(self.app.window_size).size)

    def header_places(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
        """Where Menu, HINT and the sound button go, and the buttons' type size."""
        p = self.places
        sound = p.sound
        if p is not view.DESKTOP and not daily_play.hints_allowed(self.daily):
            # no HINT in this game (a scored daily): the sound in its corner, the title wider
            sound = pygame.Rect(p.sound.size, p.sound.size)
            sound.topright = p.hint_button.topright
        return p.menu, p.hint_button, sound, p.font(TEXT_BODY)

    def title_box(self) -> pygame.Rect:
        """Where the title goes: between Menu and the sound (and HINT)."""
        p = self.places
        return pygame.Rect(p.title.left, p.title.top,
                           self.sound_button.rect.left - 16 - p.title.left, p.title.height)

    def build(self) -> None:
        g = self.game
        old, self.places = self.places, view.places(self.metrics, g.difficulty.powers > 0)
        p = self.places
        if p != old:
            self.move_to_places(old)
        self.tips.rect = p.tip
        self.tips.size = p.tip_size
        self.tips.lines = p.tip_lines
        self.cells = {}
        self.dice_spots = []
        # HIDE HINT takes two lines in a phone's narrow header
        self.widgets = self.header_widgets(*self.header_places(),
                                           hint_lines=1 if p is view.DESKTOP else 2)
        for i in range(DICE):
            r = pygame.Rect(0, 0, p.tray_die + 12, p.tray_die + 12)
            r.center = p.slot_center(i)
            spot = Spot(r, partial(self.tap_die, i), partial(lambda i: i in g.available, i),
                        ring="spot", usable=lambda: self.mode == "play" and not self.rolling)
            self.dice_spots.append(spot)
            self.widgets.append(spot)
        for row in range(SIZE):
            for col in range(SIZE):
                spot = Spot(p.cell_rect(row, col), partial(self.tap_cell, row, col), ring="spot",
                            usable=partial(self.cell_usable, row, col))
                self.cells[(row, col)] = spot
                self.widgets.append(spot)
        body = p.font(TEXT_BODY)
        powers = lambda: self.mode == "play" and g.difficulty.powers > 0 \
            and not g.is_over  # noqa: E731
        arming = lambda: self.mode in ("power", "reroll")  # noqa: E731
        # The owner's power names (rules §1.5): "−1 ABZIEHEN", "SCADE −1", ...
        self.power_buttons = [
            Button(p.power_button(k),
                   partial(power_name, kind),
                   partial(self.power, kind) if kind != "reroll" else self.start_reroll,
                   kind="secondary", size=body, lines=2,
                   enabled=partial(self.power_ok, kind), visible=powers,
                   sub=partial(self.grey_because, kind) if kind != "reroll" else None,
                   sub_size=max(p.font(14), body * 3 // 5))
            for k, kind in enumerate(("minus", "plus", "reroll"))]
        # the second step: Cancel where the first tap was, the power's cost beside it
        strip = p.powers
        self.cancel_power = Button((strip.left, strip.top, p.cancel_w, strip.height),
                                   lambda: _("Cancel"), self.cancel_mode, kind="secondary",
                                   size=body,
                                   visible=arming)
        self.use_power = Button((strip.left + p.cancel_w + p.cancel_gap, strip.top,
                                 strip.width - p.cancel_w - p.cancel_gap, strip.height),
                                self.use_label, self.use_power_now, kind="danger",
                                size=body, sub=self.use_cost,
                                sub_size=max(p.font(14), body * 3 // 5),
                                enabled=lambda: self.mode == "power" or bool(self.reroll_marks),
                                visible=arming, samples=self.use_samples)
        self.widgets += [*self.power_buttons, self.cancel_power, self.use_power]
        head = p.font(TEXT_HEAD)
        self.roll_button = Button(p.main, lambda: _("ROLL"), self.do_roll,
                                  size=head, visible=lambda: g.phase is Phase.ROLL
                                  and not g.is_over and self.allows("roll_shown"),
                                  enabled=lambda: not self.anim.blocking and self.allows("roll"))
        self.confirm_button = Button(p.main, lambda: _("CONFIRM"), self.confirm,
                                     size=head,
                                     enabled=lambda: g.can_confirm and self.mode == "play"
                                     and self.allows("confirm"),
                                     visible=lambda: g.phase is Phase.PLACING)
        self.accept_button = Button(p.main, lambda: _("ACCEPT a ruin"),
                                    self.accept, kind="danger", size=body, lines=2,
                                    visible=lambda: g.phase is Phase.MAGDAGDON
                                    and self.mode != "ruin" and not self.rolling)
        self.undo_button = Button(p.side, lambda: _("UNDO"), self.undo,
                                  kind="secondary", size=body,
                                  enabled=lambda: bool(g.staged) and self.mode == "play"
                                  and self.allows("undo"),
                                  visible=lambda: g.phase is Phase.PLACING)
        self.cancel_ruin = Button(p.side, lambda: _("Cancel"), self.cancel_mode,
                                  kind="secondary", size=body,
                                  visible=lambda: self.mode == "ruin")
        self.end_button = Button(p.action, lambda: _("See the result"),
                                 self.show_end, size=p.font(TEXT_BIG), visible=lambda: g.is_over)
        self.widgets += [self.roll_button, self.confirm_button, self.accept_button,
                         self.undo_button, self.cancel_ruin, self.end_button]
        self.widgets.append(Label(p.status, self.status, body, CREAM, lines=2, align="left",
                                  samples=self.status_samples))
        # hidden with the power buttons while the ruin cell is chosen (no power is offered)
        self.power_line = Label(p.power_info, self.power_info, p.info_size, CREAM_SOFT,
                                lines=p.info_lines, align="left",
                                samples=self.power_info_samples,
                                visible=lambda: g.difficulty.powers > 0 and not g.is_over
                                and self.mode != "ruin"
                                and not (p.hint_over_info and self.panel_open()))
        self.widgets.append(self.power_line)
        self.widgets += view.labels(self)
        if self.focus is None:
            self.focus = self.roll_button

    def move_to_places(self, old: view.Places) -> None:
        """The canvas changed under the game (the phone turned): the dice go to their new
        places (a tumble lands in its new slot), and the moments being played follow what
        they mark."""
        p = self.places
        for i, sprite in enumerate(self.sprites):
            if sprite.rolling:
                sprite.size = p.tray_die
                sprite.retarget(p.slot_center(i))
        self.anim.tweens = [t for t in self.anim.tweens
                            if not (t.target in self.sprites and t.attr in ("x", "y"))]
        self.sync(animate=False)
        for effect in self.effects:
            if isinstance(effect, Ring | Crack):
                effect.rect = view.move_rect(old, p, effect.rect)
            elif isinstance(effect, FloatText):
                effect.center = view.move_point(old, p, effect.center)

    # ------------------------------------------------------------------------------ texts
    def use_label(self) -> str:
        """The confirming button: the armed power's name."""
        return power_name("reroll" if self.mode == "reroll" else self.armed or "minus")

    def use_cost(self) -> str:
        """Under it: what it does and costs."""
        cost = self.game.next_penalty or 0
        if self.mode == "reroll":
            n = len(self.reroll_marks)
            if not n:
                return _("mark the dice first")
            return ngettext("{n} die", "{n} dice", n).format(n=n) + " · " + costs(cost)
        return costs(cost)

    def use_samples(self) -> list[str]:
        return [power_name(p) for p in ("minus", "plus", "reroll")]

    def power_info(self) -> str:
        """Uses left and what the next power use will cost (rules §1.2)."""
        g = self.game
        left = g.powers_left
        if left <= 0:
            return _("No power uses left.")
        return uses_left(left, g.next_penalty or 0)

    def power_info_samples(self) -> list[str]:
        """Every text of the power line (for the fit check)."""
        return [_("No power uses left."), *(
            uses_left(n, points) for n, points in ((3, 10), (2, 20), (1, 40), (1, 70)))]

    def status(self) -> str:
        """What to do next, in one or two lines (in keys when the player uses the keyboard)."""
        g, keys = self.game, self.app.keyboard
        if self.refusal is not None:
            return self.refusal
        if g.is_over:
            return _("The board is full. Game over!")
        if self.rolling:
            return _("Rolling…")
        if g.phase is Phase.ROLL:
            return _("Press R to roll the four dice.") if keys else _("Roll the four dice.")
        if self.mode == "ruin":
            return (_("Choose an empty cell with the arrow keys and press Enter: it becomes a "
                      "ruin.") if keys else _("Tap an empty cell: it becomes a ruin."))
        if self.mode == "power":
            value = g.dice[self.selected] if self.selected is not None else None
            value = value or 0
            new = value - 1 if self.armed == "minus" else value + 1
            return change_question(value, new, g.next_penalty or 0)
        if self.mode == "reroll":
            return (_("Mark the dice to reroll with 1 to 4, then press X.") if keys
                    else _("Tap the dice to reroll, then press REROLL."))
        if g.phase is Phase.MAGDAGDON:  # rules §1.6: the minimum cannot be placed
            return self.magdagdon_status(g.required, g.powers_left > 0, keys)
        staged, need = len(g.staged), g.required
        if self.selected is not None:
            if not g.valid_cells(self.selected):
                return _("This die fits nowhere now. Pick another or take one back.")
            return (_("Move to a lit cell with the arrow keys and press Enter.") if keys
                    else _("Tap a highlighted cell to place the die."))
        if staged >= need:
            return (_("Press C to confirm and end the turn, or place more dice.") if keys
                    else _("CONFIRM to end the turn, or place more dice."))
        return self.place_status(need - staged, staged > 0, keys)

    @staticmethod
    def place_status(n: int, more: bool, keys: bool) -> str:
        """What is left to place: `n` dice, `more` once some are staged (not before)."""
        if more and keys:
            return ngettext("Place at least {n} more die: press 1 to 4 to pick one.",
                            "Place at least {n} more dice: press 1 to 4 to pick one.",
                            n).format(n=n)
        if more:
            return ngettext("Place at least {n} more die: tap a die, then a cell.",
                            "Place at least {n} more dice: tap a die, then a cell.",
                            n).format(n=n)
        if keys:
            return ngettext("Place at least {n} die: press 1 to 4 to pick one.",
                            "Place at least {n} dice: press 1 to 4 to pick one.", n).format(n=n)
        return ngettext("Place at least {n} die: tap a die, then a cell.",
                        "Place at least {n} dice: tap a die, then a cell.", n).format(n=n)

    @staticmethod
    def magdagdon_status(n: int, powers: bool, keys: bool) -> str:
        """The MAGDAGDON moment in words: the minimum of `n` dice cannot be placed."""
        if powers and keys:
            return ngettext("MAGDAGDON: these dice cannot place {n} die. Use a power or press A "
                            "to accept a ruin.",
                            "MAGDAGDON: these dice cannot place {n} dice. Use a power or press A "
                            "to accept a ruin.", n).format(n=n)
        if powers:
            return ngettext("MAGDAGDON: these dice cannot place {n} die. Use a power or accept a "
                            "ruin.",
                            "MAGDAGDON: these dice cannot place {n} dice. Use a power or accept a "
                            "ruin.", n).format(n=n)
        if keys:
            return ngettext("MAGDAGDON: these dice cannot place {n} die. Press A to accept a "
                            "ruin.",
                            "MAGDAGDON: these dice cannot place {n} dice. Press A to accept a "
                            "ruin.", n).format(n=n)
        return ngettext("MAGDAGDON: these dice cannot place {n} die. Accept a ruin.",
                        "MAGDAGDON: these dice cannot place {n} dice. Accept a ruin.",
                        n).format(n=n)

    def status_samples(self) -> list[str]:
        """Every text of the status line (for the fit check)."""
        counts = (1, 2, 3)
        return [
            _("The board is full. Game over!"), _("Rolling…"), _("Roll the four dice."),
            _("Press R to roll the four dice."), _("Tap an empty cell: it becomes a ruin."),
            _("Choose an empty cell with the arrow keys and press Enter: it becomes a ruin."),
            change_question(6, 5, 70), change_question(2, 1, 10),
            _("Mark the dice to reroll with 1 to 4, then press X."),
            _("Tap the dice to reroll, then press REROLL."),
            *(self.magdagdon_status(n, powers, keys) for n in (1, 2, 3)
              for powers in (True, False) for keys in (True, False)),
            _("This die fits nowhere now. Pick another or take one back."),
            _("Move to a lit cell with the arrow keys and press Enter."),
            _("Tap a highlighted cell to place the die."),
            _("Press C to confirm and end the turn, or place more dice."),
            _("CONFIRM to end the turn, or place more dice."),
            *(self.place_status(n, more, keys) for n in counts for more in (True, False)
              for keys in (True, False)), *refusal_samples()]

    # ------------------------------------------------------------------------------ sprites
    @property
    def rolling(self) -> bool:
        """Dice are still tumbling (their values stay hidden, and so does the verdict)."""
        return any(s.rolling for s in self.sprites)

    def lit_cells(self) -> set[tuple[int, int]]:
        """The cells lit for the selected die (none while choosing a ruin or rolling)."""
        if self.selected is None or self.mode != "play" or self.rolling:
            return set()
        return {c for c in self.game.valid_cells(self.selected) if self.allows_cell(c)}

    def cell_usable(self, row: int, col: int) -> bool:
        """A tap on this cell would act now: a lit cell, a staged die's cell (taken back), an
        empty cell for the ruin (a mouse on it lights it)."""
        g, cell = self.game, (row, col)
        if self.rolling or not self.allows_cell(cell):
            return False
        if self.mode == "ruin":
            return cell in self.empty_cells()
        return self.mode == "play" and (cell in self.lit_cells()
                                        or any(c == cell for _d, c in g.staged))

    def target_of(self, i: int) -> tuple[tuple[int, int], int, str]:
        """Where die `i` should be, how big, in which state."""
        g = self.game
        cell = g.staged_cell(i)
        if cell is not None:
            return self.places.cell_rect(*cell).center, self.places.board_die, "staged"
        state = "available"
        if self.mode == "reroll":
            state = "selected" if i in self.reroll_marks else "available"
        elif i == self.selected:
            state = "selected"
        elif g.phase is Phase.PLACING and not g.valid_cells(i):
            state = "disabled"
        elif (g.phase is Phase.MAGDAGDON and (v := g.dice[i]) is not None
              and not B.valid_indices(g.board, v)):
            # rules §1.6: a die that fits still looks like one, though the minimum cannot be
            # placed; only the dice that fit nowhere are greyed
            state = "disabled"
        return self.places.slot_center(i), self.places.tray_die, state

    def sync(self, animate: bool = True) -> None:
        """Move every sprite to where the engine says its die is; count the total."""
        g = self.game
        self.count_to(self.total, g.score(preview=True).total, animate)
        for i, sprite in enumerate(self.sprites):
            value = g.dice[i]
            sprite.visible = value is not None
            if value is None or sprite.rolling:
                continue
            sprite.value = sprite.shown = value
            pos, size, state = self.target_of(i)
            sprite.size, sprite.state = size, state
            if animate and (abs(sprite.x - pos[0]) > 1 or abs(sprite.y - pos[1]) > 1):
                self.anim.animate(sprite, "x", pos[0], MOVE_TIME)
                self.anim.animate(sprite, "y", pos[1], MOVE_TIME)
            else:
                sprite.x, sprite.y = pos

    def tumble(self, dice: tuple[int, ...]) -> None:
        """Animate the dice that were just rolled (their values are already final); the
        player waits for them: a tap only shows them at once."""
        for i in dice:  # all start before any may finish ("off" speed finishes at once)
            sprite = self.sprites[i]
            sprite.value = self.game.dice[i]
            sprite.visible = True
            sprite.size, sprite.state = self.places.tray_die, "available"
            end = self.places.slot_center(i)
            start = (self.metrics.width + 60 + self.fx.uniform(0, 80),
                     end[1] + self.fx.uniform(-90, 90))
            sprite.start_roll(self.fx, start, end)
        for i in dice:
            sprite = self.sprites[i]
            self.anim.add(Tween(sprite, "roll_t", 0.0, 1.0, ROLL_TIME * self.fx.uniform(0.85, 1),
                                ease=linear, delay=0.05 * i, on_done=self.settled,
                                blocking=True))
        self.app.play("roll")

    def settled(self) -> None:
        """The tumble ended: show the dice; a MAGDAGDON moment if the roll has one."""
        if self.rolling:
            return
        self.sync(animate=False)
        if self.game.in_magdagdon:
            self.magdagdon_moment()

    def magdagdon_moment(self) -> None:
        """The MAGDAGDON moment: banner and sound."""
        self.show_banner(_("MAGDAGDON!"), RED)
        self.app.play("magdagdon")

    # ------------------------------------------------------------------------------ actions
    def act(self, action: Action) -> bool:
        """Apply a player action, save, and refresh; False if the engine refuses it."""
        try:
            self.game.apply(action)
        except IllegalAction:
            return False
        self.refusal = None
        self.after_action()
        return True

    def after_action(self) -> None:
        """Save, then show the engine's new state (and the end of the game once over)."""
        self.save()
        if self.selected is not None and self.selected not in self.game.available:
            self.selected = None
        self.sync()
        if self.game.is_over and not self.finished:
            self.finish()

    # What the player may do now: everything, except in the tutorial (which leads each step).
    def allows(self, action: str) -> bool:
        """Whether `action` ("roll", "confirm", "undo", "minus", "plus", "reroll", "accept")
        may be taken now."""
        return True

    def allows_die(self, i: int) -> bool:
        """Whether die `i` may be picked now."""
        return True

    def allows_cell(self, cell: tuple[int, int]) -> bool:
        """Whether a die (or the ruin) may go on `cell` now."""
        return True

    def do_roll(self) -> None:
        """ROLL: draw the dice, apply and save them, then animate the tumble."""
        g = self.game
        if g.phase is not Phase.ROLL or self.anim.blocking or not self.allows("roll"):
            return
        dice = g.awaited_dice
        g.apply_roll(self.draw_dice())
        self.save()  # saved before anyone sees the values
        self.selected = None
        self.tumble(dice)
        self.focus = self.dice_spots[0] if self.app.keyboard else self.focus
        self.tips.seen("roll")

    def tap_die(self, i: int) -> None:
        """A die in the tray: select it (or mark it for REROLL); a staged die comes back."""
        g = self.game
        if not self.allows_die(i):
            return
        if g.dice[i] is None and self.mode == "play" and not self.rolling:
            self.refuse(_("Roll the dice first."), self.dice_spots[i].rect)
            return
        if self.mode == "power":
            self.cancel_mode()
        if self.mode == "reroll":
            if i in g.available:
                self.reroll_marks ^= {i}
                self.app.play("click")
            self.sync()
            return
        if self.mode != "play":
            return
        if g.staged_cell(i) is not None:
            if self.act(TakeBack(i)):
                self.app.play("click")
            return
        if i not in g.available:
            return
        self.selected = None if self.selected == i else i
        self.app.play("click")
        self.tips.seen("pick")
        self.sync()
        lit = sorted(g.valid_cells(i)) if self.selected == i else []
        if self.app.keyboard and lit:  # keys go on to the first lit cell
            self.focus = self.cells[lit[0]]

    def tap_cell(self, row: int, col: int) -> None:
        """A board cell: stage the selected die, take a staged one back, or place the ruin."""
        g = self.game
        if not self.allows_cell((row, col)):
            return
        if self.mode == "power":
            self.cancel_mode()
        if self.mode == "ruin":
            if g.cell(row, col) == EMPTY and self.act(Accept(row, col)):
                self.mode = "play"
                self.ruin_moment((row, col))
            elif g.cell(row, col) != EMPTY:
                self.refuse(_("Only an empty cell can become the ruin."),
                            self.cells[(row, col)].rect)
            return
        if self.mode != "play":
            return
        for d, cell in g.staged:
            if cell == (row, col):
                if self.act(TakeBack(d)):
                    self.app.play("click")
                return
        if self.selected is None or (row, col) not in g.valid_cells(self.selected):
            self.refuse(self.cell_refusal(row, col), self.cells[(row, col)].rect)
            return
        if self.act(Stage(self.selected, row, col)):
            self.app.play("place")
            self.tips.seen("place")
            # keyboard players continue with the next die that still fits somewhere
            nxt = [d for d in g.available if g.valid_cells(d)]
            self.selected = None
            if self.app.keyboard:
                self.focus = self.dice_spots[nxt[0]] if nxt else self.confirm_button
            self.sync()

    def tap_empty(self, pos: tuple[int, int]) -> None:
        """A tap on nothing drops the selection."""
        if self.selected is not None and self.mode == "play":
            self.selected = None
            self.sync()

    def undo(self) -> None:
        """UNDO: take back the last staged die (rules §1.3 step 3)."""
        if self.game.staged and self.mode == "play" and self.allows("undo"):
            self.act(TakeBack(self.game.staged[-1][0]))
            self.app.play("click")

    def confirm(self) -> None:
        """CONFIRM: the staged dice become permanent (locked in, visibly); the turn ends."""
        g = self.game
        if self.mode != "play" or not g.can_confirm or not self.allows("confirm"):
            return
        cells = [cell for _d, cell in g.staged]
        before = g.score()
        if not self.act(Confirm()):
            return
        self.hold_input()  # a double-click must not also press ROLL, which takes its place
        self.close_hint()
        self.tips.seen("confirm")
        for cell in cells:  # locked in: a ring closes on each die
            self.spawn(Ring(self.places.cell_rect(*cell), (255, 255, 255), grow=18, width=5,
                            inward=True), 0.3)
        if g.is_over:  # the whole board lights up next (`finish`)
            self.app.play("confirm")
            self.focus = self.end_button
            return
        bonus = self.bonus_moments(before)
        self.app.play("bonus" if bonus else "confirm")
        self.focus = self.roll_button

    def bonus_moments(self, before: Score, delay: float = 0.15, blocking: bool = False) -> bool:
        """Lines that earned a bonus since `before` (a score) pop with a floating "+60";
        True if there was one."""
        after = self.game.score()
        new = [("row", a) for a, b in zip(after.rows, before.rows, strict=True)
               if a.combo is not None and b.combo is None]
        new += [("col", a) for a, b in zip(after.cols, before.cols, strict=True)
                if a.combo is not None and b.combo is None]
        self.light_lines(new, delay, blocking)
        return bool(new)

    def light_lines(self, lines: list[tuple[str, LineScore]], delay: float,
                    blocking: bool = False) -> None:
        """Each (kind, line score) in turn: a gold ring pops round its label, "+60" floats
        up a little on a chip over the line's cell beside that label, so the label (its sum
        and its note) stays readable, and no other line's label is touched."""
        for k, (kind, line) in enumerate(lines):
            box = self.places.line_box(kind, line.index)
            at = delay + k * LIGHT_STEP
            self.spawn(Ring(box, GOLD, grow=22), 0.6, at, blocking)
            last = (line.index, SIZE - 1) if kind == "row" else (SIZE - 1, line.index)
            cell = self.places.cell_rect(*last)
            self.spawn(FloatText(f"+{line.bonus}", (cell.centerx, cell.centery + BONUS_RISE // 2),
                                 GOLD, 44, rise=BONUS_RISE, chip=True), 1.0, at, blocking)

    def ruin_moment(self, cell: tuple[int, int]) -> None:
        """A ruin cracks its cell; its cost floats off."""
        r = self.places.cell_rect(*cell)
        self.spawn(Crack(r, seed=cell[0] * 4 + cell[1]), 0.7)
        self.spawn(FloatText(f"−{RUIN_PENALTY}", (r.centerx, r.top + 20), RED, 40), 1.0, 0.2)
        self.app.play("ruin")
        self.close_hint()

    def power_ok(self, kind: str) -> bool:
        """Whether the power button `kind` can act now (exactly what the engine allows)."""
        g = self.game
        if g.powers_left <= 0 or self.mode != "play" or self.rolling or g.phase not in (
                Phase.PLACING, Phase.MAGDAGDON) or not self.allows(kind):
            return False
        if kind == "reroll":
            return bool(g.available)
        if self.selected is None:
            return False
        action = Minus(self.selected) if kind == "minus" else Plus(self.selected)
        return g.is_legal(action)

    def power(self, kind: str) -> None:
        """−1 or +1: the first step arms it (a strip says what it costs); the same key again,
        or the strip's button, uses it."""
        if self.mode == "power" and self.armed == kind:
            self.use_power_now()
            return
        if self.mode == "power":
            self.cancel_mode()
        if not self.power_ok(kind):
            why = self.power_refusal(kind)
            if why:
                self.refuse(why, self.power_buttons[0 if kind == "minus" else 1].rect)
            return
        self.mode, self.armed = "power", kind
        self.hold_input()
        if self.app.keyboard:
            self.focus = self.cancel_power  # Enter now cancels; using it takes a choice

    def use_power_now(self) -> None:
        """The second step: use the armed −1 / +1, or REROLL the marked dice."""
        if self.mode == "reroll":
            self.do_reroll()
            return
        if self.mode != "power" or self.selected is None:
            return
        i, kind = self.selected, self.armed
        action = Minus(i) if kind == "minus" else Plus(i)
        was, cost, old = self.game.phase, self.game.next_penalty, self.game.dice[i]
        self.mode, self.armed = "play", ""
        if not self.act(action):
            return
        self.flip_moment(i, old, cost)
        if self.game.in_magdagdon and was is not Phase.MAGDAGDON:
            self.magdagdon_moment()
        elif was is Phase.MAGDAGDON and not self.game.in_magdagdon:
            self.banner = None
        if self.app.keyboard:
            self.focus = self.dice_spots[i]

    def flip_moment(self, i: int, old: int | None, cost: int | None) -> None:
        """A power turns die `i` over from `old` to its new value; the cost floats off."""
        sprite = self.sprites[i]
        sprite.flip_from, sprite.flip = old, 0.0
        self.anim.add(Tween(sprite, "flip", 0.0, 1.0, FLIP_TIME, ease=linear))
        top = int(sprite.y) - self.places.tray_die // 2
        self.spawn(FloatText(f"−{cost}", (int(sprite.x), top), RED, 36), 1.0)
        self.app.play("power")

    def start_reroll(self) -> None:
        """REROLL, first step: mark the dice to reroll (the selected one is marked)."""
        if self.power_ok("reroll"):
            self.mode = "reroll"
            self.reroll_marks = set()
            if self.selected is not None:
                self.reroll_marks.add(self.selected)
            self.selected = None
            self.hold_input()
            if self.app.keyboard:
                self.focus = self.cancel_power
            self.sync()

    def do_reroll(self) -> None:
        """Reroll the marked dice (one power use), saved before the tumble."""
        g = self.game
        if self.mode != "reroll" or not self.reroll_marks:
            return
        dice = tuple(sorted(self.reroll_marks))
        cost = g.next_penalty
        self.mode = "play"
        self.reroll_marks = set()
        if not self.act(Reroll(dice)):
            return
        g.apply_roll(self.draw_dice())
        self.save()
        self.banner = None
        self.spawn(FloatText(f"−{cost}", self.use_power.rect.center, RED, 36), 1.0)
        self.app.play("power")
        self.tumble(dice)

    def cancel_mode(self) -> None:
        """Leave a power's second step, or the ruin choice, without using anything."""
        self.mode, self.armed = "play", ""
        self.reroll_marks = set()
        self.sync()

    def accept(self) -> None:
        """ACCEPT in MAGDAGDON: choose the ruin cell next (Cancel returns)."""
        if (self.game.phase is Phase.MAGDAGDON and self.mode == "play" and not self.rolling
                and self.allows("accept")):
            self.mode = "ruin"
            self.selected = None
            self.banner = None
            if self.app.keyboard:
                empty = [c for c, s in self.cells.items() if self.game.cell(*c) == EMPTY
                         and self.allows_cell(c)]
                self.focus = self.cells[empty[0]] if empty else self.focus
            self.sync()

    def drop(self) -> bool:
        """Esc: close the hint, leave a power's step or the ruin choice, drop the selection;
        False when there was nothing to drop (Esc then leaves the game)."""
        if super().drop():
            return True
        if self.mode != "play":
            self.cancel_mode()
        elif self.selected is not None:
            self.selected = None
            self.sync()
        else:
            return False
        return True

    def finish(self) -> None:
        """The board is full: the result is saved (with its high-score place); the bonus lines
        light up one by one, then the result is shown (a tap skips to it)."""
        self.rank()
        score = self.game.score()
        lines = [("row", line) for line in score.rows if line.combo] + [
            ("col", line) for line in score.cols if line.combo]
        self.light_lines(lines, 0.5, blocking=True)
        self.spawn(Wait(), 0.9 + len(lines) * LIGHT_STEP, blocking=True)
        self.finished = True
        self.pending_end = True

    def rank(self) -> None:
        """The finished game's high-score place, and whether it beat an earlier best (saving
        recorded it; a daily game has its own history)."""
        session = self.app.session
        if self.daily is None:
            self.placing = md_storage.rank_of(session.storage, self.game)
            table = session.storage.read(md_storage.MAGDAGDON_SCORES).get(
                self.game.difficulty.value, ())
            self.record = self.placing == 0 and len(table) > 1

    def end_scene(self) -> Scene:
        return scenes.make("magdagdon_end", self.app, self.game, getattr(self, "placing", None),
                           self.record)

    def new_game(self) -> None:
        """Start over (the end screen's "New game")."""
        self.app.replace(MagdagdonScene(self.app))

    # ------------------------------------------------------------------------------ refusals
    def cell_refusal(self, row: int, col: int) -> str:
        """Why a die cannot go on this cell now (rules §1.4)."""
        g = self.game
        if g.phase is Phase.ROLL or self.rolling:
            return _("Roll the dice first.")
        board = g.preview_board
        if board[B.index(row, col)] != EMPTY:
            return _("This cell is already filled.")
        if self.selected is None or g.dice[self.selected] is None:
            return _("Pick a die first, then tap a lit cell.")
        value = g.dice[self.selected] or 0
        near = [board[n] for n in B.NEIGHBOURS[B.index(row, col)] if board[n] > 0]
        far = [v for v in near if abs(v - value) > 1]
        if far:
            return _("A {value} cannot go next to a {other}: neighbours differ by 1 at "
                     "most.").format(value=value, other=far[0])
        return _("A die must touch the numbers on the board.")

    def grey_because(self, kind: str) -> str:
        """Under a grey MINUS −1 or PLUS +1, in a few words: why it cannot act now."""
        g = self.game
        if (self.power_ok(kind) or g.powers_left <= 0 or self.mode != "play" or self.rolling
                or g.phase not in (Phase.PLACING, Phase.MAGDAGDON)):
            return ""
        return {"die": _("pick a die"), "low": _("not on a 1"),
                "high": _("not on a 6")}.get(self.power_blocked(kind), "")

    def power_blocked(self, kind: str) -> str:
        """What keeps MINUS −1 or PLUS +1 from the picked die: "die" (none is picked), "low"
        (a 1 for MINUS), "high" (a 6 for PLUS), or ""."""
        if self.selected is None:
            return "die"
        value = self.game.dice[self.selected]
        if kind == "minus" and value == 1:
            return "low"
        if kind == "plus" and value == 6:
            return "high"
        return ""

    def power_refusal(self, kind: str) -> str:
        """Why MINUS −1 or PLUS +1 cannot act now, in a sentence ("" when it says enough)."""
        g = self.game
        if not self.allows(kind) or self.mode != "play":
            return ""
        if g.powers_left <= 0:
            return _("No power uses left.")
        if g.phase not in (Phase.PLACING, Phase.MAGDAGDON) or self.rolling:
            return _("Roll the dice first.")
        blocked = self.power_blocked(kind)
        if blocked == "die":
            return _("Pick a die first: {minus} and {plus} change the picked die.").format(
                minus=power_name("minus"), plus=power_name("plus"))
        return {"low": _("A 1 cannot be made smaller."),
                "high": _("A 6 cannot be made larger.")}.get(blocked, "")

    def handle(self, inp: Input) -> None:
        """A tap on a grey MINUS −1 or PLUS +1 says why it is grey."""
        bubble = self.tips.current and self.tips.rect.collidepoint(inp.pos) \
            if isinstance(inp, Tap) else False
        if isinstance(inp, Tap) and self.guard <= 0 and not bubble:
            for kind, button in zip(("minus", "plus"), self.power_buttons, strict=False):
                if button.visible and not button.enabled and button.rect.collidepoint(inp.pos):
                    self.focus = button
                    why = self.power_refusal(kind)
                    if why:
                        self.refuse(why, button.rect)
                    return
        super().handle(inp)

    # ------------------------------------------------------------------------------ input
    def key(self, action: str) -> None:
        g = self.game
        if action == "roll":
            self.do_roll()
        elif action == "confirm":
            self.confirm()
        elif action == "undo":
            self.undo()
        elif action in ("minus", "plus"):
            self.power(action)
        elif action == "reroll":
            if self.mode == "reroll":
                self.do_reroll()
            else:
                self.start_reroll()
        elif action == "accept":
            self.accept()
        elif action.startswith("die") and int(action[3:]) <= DICE:
            i = int(action[3:]) - 1
            if g.dice[i] is not None and not self.rolling:
                self.focus = self.dice_spots[i]
                self.tap_die(i)
        else:
            super().key(action)

    def move_focus(self, direction: str) -> None:
        """Arrows: along the tray, and left of it onto the board (never through a power);
        on the board from cell to cell, only among the lit cells while a die is picked."""
        f = self.focus
        if f in self.dice_spots:
            i = self.dice_spots.index(f)
            if direction in ("left", "right"):
                step = -1 if direction == "left" else 1
                j = i + step
                while 0 <= j < DICE and not self.dice_spots[j].enabled:
                    j += step
                if 0 <= j < DICE:
                    self.focus = self.dice_spots[j]
                elif direction == "left":
                    self.focus_board(self.places.slot_center(i)[1])
                return
        cells = {spot: c for c, spot in self.cells.items()}
        if f in cells:
            lit = self.lit_cells() or (self.empty_cells() if self.mode == "ruin" else set())
            row, col = cells[f]
            dr, dc = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[direction]
            if lit:  # only lit cells; off the board's right edge back to the picked die
                nearest = self.nearest_cell((row, col), (dr, dc), lit)
                if nearest is not None:
                    self.focus = self.cells[nearest]
                elif direction == "right" and col == SIZE - 1 and self.selected is not None:
                    self.focus = self.dice_spots[self.selected]
                return
            if 0 <= row + dr < SIZE and 0 <= col + dc < SIZE:
                self.focus = self.cells[(row + dr, col + dc)]
                return
            if direction == "right":  # off the board's right edge: the tray
                live = [s for s in self.dice_spots if s.enabled]
                if live:
                    self.focus = live[0]
                return
        super().move_focus(direction)

    def empty_cells(self) -> set[tuple[int, int]]:
        return {c for c in self.cells if self.game.cell(*c) == EMPTY}

    def focus_board(self, y: int) -> None:
        """From the tray onto the board: the first lit cell, or the nearest cell of column 3."""
        lit = sorted(self.lit_cells())
        if lit:
            self.focus = self.cells[lit[0]]
            return
        cell = self.places.cell_rect
        row = min(range(SIZE), key=lambda r: abs(cell(r, SIZE - 1).centery - y))
        self.focus = self.cells[(row, SIZE - 1)]

    @staticmethod
    def nearest_cell(at: tuple[int, int], step: tuple[int, int],
                     among: set[tuple[int, int]]) -> tuple[int, int] | None:
        """The cell of `among` nearest `at` in the direction `step` (straight ahead first)."""
        best, best_score = None, None
        for cell in among:
            along = (cell[0] - at[0]) * step[0] + (cell[1] - at[1]) * step[1]
            if along <= 0:
                continue
            across = abs((cell[0] - at[0]) * step[1]) + abs((cell[1] - at[1]) * step[0])
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = cell, score
        return best

    # ------------------------------------------------------------------------------ hint panel
    def close_hint(self) -> None:
        super().close_hint()
        self.hint_task = None

    def refresh_hint(self) -> bool:
        """Follow the position: a new one starts computing its advice across frames (a slice
        budget per frame, `hints.HintTask`); True if the panel changed."""
        from game.magdagdon.advice import HintTask

        if not self.hint_open:
            return False
        g = self.game
        if g.is_over:
            self.close_hint()
            return True
        if self.hint_for is None or self.hint_for != g:
            self.hint_for, self.hint = g.copy(), None
            self.hint_task = HintTask(g) if g.phase in (Phase.PLACING, Phase.MAGDAGDON) else None
        elif self.hint_task is None:
            return False
        if self.hint_task is not None and budget.work(self.hint_task.step):
            self.hint = advice.magdagdon_advice(g, self.hint_task.result)
            self.hint_task = None
        return True

    def tip_id(self) -> str | None:
        """The first-game hint that fits the moment, if any (none while the HINT panel shows
        where the tips do, on a phone)."""
        g, p = self.game, self.places
        if self.anim.busy or g.is_over or self.mode != "play":
            return None
        if self.hint_open and p.tip.colliderect(p.hint_panel):
            return None
        if g.phase is Phase.ROLL and g.turns == 0:
            return "roll"
        if g.phase is Phase.PLACING and self.selected is None and not g.staged:
            return "pick"
        if g.phase is Phase.PLACING and self.selected is not None:
            return "place"
        if g.can_confirm:
            return "confirm"
        if g.phase is Phase.MAGDAGDON and self.banner is None:
            return "magdagdon" if g.powers_left > 0 else "ruin"  # no tip offers what is not there
        return None

    # ------------------------------------------------------------------------------ drawing
    def panel_open(self) -> bool:
        """Whether the panel under the score (HINT) shows."""
        return self.hint_open

    def draw_panels(self, surf: pygame.Surface) -> None:
        """What shows under the score: the HINT panel while it is open."""
        if self.hint_open:
            view.draw_hint(self, surf)

    def draw(self, surf: pygame.Surface) -> None:
        view.paint(self, surf)

"""MAGDAGDON play screen: board, dice tray, powers, live score (rules §1).

The scene only asks the engine: what is legal, where a die may go (`valid_cells`), whether
CONFIRM is possible, the score breakdown. It rolls with its own `random.Random`, applies the
values, saves, and only then animates the tumble, so a reload can never re-roll. The HINT
panel (button or H) shows the `best` bot's advice on the board; the player still acts.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.magdagdon import (
    EMPTY,
    Accept,
    Action,
    Confirm,
    Difficulty,
    Game,
    IllegalAction,
    Minus,
    Phase,
    Plus,
    Reroll,
    Stage,
    TakeBack,
)
from game.magdagdon import board as B
from game.magdagdon.rules import DICE, SIZE
from game.storage.daily import DailyGame
from game.ui import advice, budget, daily_play, die
from game.ui.constants import (
    BANNER_TIME,
    COUNT_TIME,
    CREAM,
    CREAM_SOFT,
    MOVE_TIME,
    ROLL_TIME,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
)
from game.ui.hints import HintBox
from game.ui.input import Input, Key
from game.ui.scene import Scene
from game.ui.scenes import magdagdon_view
from game.ui.scenes.magdagdon_view import (
    BOARD_DIE,
    RIGHT_W,
    RIGHT_X,
    TRAY_DIE,
    cell_rect,
    slot_center,
)
from game.ui.tween import Animator, Tween, bounce
from game.ui.widgets import Button, Label, Spot

if TYPE_CHECKING:
    from game.magdagdon.hints import HintTask
    from game.ui.app import App


def power_name(power: str) -> str:
    """A Majda power's button label, in the owner's words (rules §1.5)."""
    return {"minus": _("MINUS −1"), "plus": _("PLUS +1"), "reroll": _("REROLL")}[power]


class MagdagdonScene(Scene):
    """Play one game of MAGDAGDON (resumes the saved one unless `fresh`)."""

    name = "magdagdon"

    def __init__(self, app: App, fresh: bool = False, daily: DailyGame | None = None) -> None:
        super().__init__(app)
        session = app.session
        self.daily = daily  # a daily challenge's game: the day's dice, its own save (rules §5)
        saved = None if fresh or daily is not None else session.load("magdagdon")
        self.game: Game
        if daily is not None:
            assert isinstance(daily.state, Game)
            self.game, self.rng = daily.state, random.Random(0)  # the rng is never used
        elif saved is not None and not saved.state.is_over:
            self.game, self.rng = saved.state, saved.rng
        else:
            difficulty = Difficulty(session.settings.magdagdon_difficulty)
            seed = app.new_seed()
            self.rng = random.Random(seed)
            self.game = Game(difficulty, seed=seed)
            session.save("magdagdon", self.game, self.rng)
        self.fx = random.Random(1)  # cosmetic only: tumbling faces and paths
        self.anim = Animator(speed=app.speed)
        self.sprites = [die.DieSprite(None, slot_center(i), TRAY_DIE) for i in range(DICE)]
        self.selected: int | None = None
        self.reroll_marks: set[int] = set()
        self.mode = "play"  # "play", "reroll" (marking dice) or "ruin" (choosing the ruin cell)
        self.banner = 0.0  # seconds left of the MAGDAGDON banner
        self.banner_scale = 1.0
        self.message = ""
        self.finished = False
        self.total_target = self.game.score(preview=True).total
        self.total_shown = float(self.total_target)  # counts up or down to the target
        self.hint_open = False
        self.hint_for: Game | None = None  # the position the shown advice is for
        self.hint: advice.MagdagdonAdvice | None = None
        self.hint_task: HintTask | None = None  # the advice being computed across frames
        self.sync(animate=False)
        self.hints = HintBox(app, "magdagdon")

    # ------------------------------------------------------------------------------ layout
    def build(self) -> None:
        g = self.game
        self.cells = {}
        self.dice_spots = []
        self.widgets = [Button((20, 12, 200, 60), lambda: _("Menu"), self.back, kind="ghost",
                               size=TEXT_BODY)]
        self.hint_button = Button(magdagdon_view.HINT_BUTTON,
                                  lambda: _("HIDE HINT") if self.hint_open else _("HINT"),
                                  self.toggle_hint, kind="ghost", size=TEXT_BODY,
                                  visible=lambda: not g.is_over and daily_play.hints_allowed(
                                      self.daily))
        self.widgets.append(self.hint_button)
        for i in range(DICE):
            r = pygame.Rect(0, 0, TRAY_DIE + 12, TRAY_DIE + 12)
            r.center = slot_center(i)
            spot = Spot(r, partial(self.tap_die, i), partial(lambda i: i in g.available, i))
            self.dice_spots.append(spot)
            self.widgets.append(spot)
        for row in range(SIZE):
            for col in range(SIZE):
                spot = Spot(cell_rect(row, col), partial(lambda rc: self.tap_cell(*rc), (row, col)))
                self.cells[(row, col)] = spot
                self.widgets.append(spot)
        py = 352
        powers = lambda: self.mode != "reroll" and g.difficulty.powers > 0  # noqa: E731
        # The owner's power names (rules §1.5): "−1 ABZIEHEN", "SCADE −1", ...
        self.power_buttons = [
            Button((RIGHT_X, py, 186, 64), lambda: power_name("minus"),
                   lambda: self.power("minus"), kind="secondary", size=TEXT_BODY, lines=2,
                   enabled=lambda: self.power_ok("minus"), visible=powers),
            Button((RIGHT_X + 193, py, 186, 64), lambda: power_name("plus"),
                   lambda: self.power("plus"), kind="secondary", size=TEXT_BODY, lines=2,
                   enabled=lambda: self.power_ok("plus"), visible=powers),
            Button((RIGHT_X + 386, py, 186, 64), lambda: power_name("reroll"), self.start_reroll,
                   kind="secondary", size=TEXT_BODY, lines=2,
                   enabled=lambda: self.power_ok("reroll"), visible=powers),
            Button((RIGHT_X, py, 370, 64), self.reroll_label, self.do_reroll, size=TEXT_SMALL,
                   lines=2, enabled=lambda: bool(self.reroll_marks),
                   visible=lambda: self.mode == "reroll"),
            Button((RIGHT_X + 384, py, 188, 64), lambda: _("Cancel"), self.cancel_mode,
                   kind="secondary", size=TEXT_BODY, visible=lambda: self.mode == "reroll"),
        ]
        self.widgets += self.power_buttons
        ay = 470
        self.roll_button = Button((RIGHT_X, ay, 360, 76), lambda: _("ROLL"), self.do_roll,
                                  size=TEXT_HEAD, visible=lambda: g.phase is Phase.ROLL
                                  and not g.is_over, enabled=lambda: not self.anim.busy)
        self.confirm_button = Button((RIGHT_X, ay, 360, 76), lambda: _("CONFIRM"), self.confirm,
                                     size=TEXT_HEAD, enabled=lambda: g.can_confirm,
                                     visible=lambda: g.phase is Phase.PLACING)
        self.accept_button = Button((RIGHT_X, ay, 360, 76), self.accept_label, self.accept,
                                    kind="danger", size=TEXT_BODY, lines=2,
                                    visible=lambda: g.phase is Phase.MAGDAGDON)
        self.undo_button = Button((RIGHT_X + 380, ay, 192, 76), lambda: _("UNDO"), self.undo,
                                  kind="secondary", size=TEXT_BODY,
                                  enabled=lambda: bool(g.staged), visible=lambda: g.phase
                                  is Phase.PLACING)
        self.end_button = Button((RIGHT_X, ay, 572, 76), lambda: _("See the result"),
                                 self.show_end, size=TEXT_BIG, visible=lambda: g.is_over)
        self.widgets += [self.roll_button, self.confirm_button, self.accept_button,
                         self.undo_button, self.end_button]
        self.widgets.append(Label((RIGHT_X, 96, RIGHT_W, 70), lambda: self.status(), TEXT_BODY,
                                  CREAM, lines=2, align="left"))
        self.widgets.append(Label((RIGHT_X, 418, RIGHT_W, 34), self.power_info, TEXT_SMALL,
                                  CREAM_SOFT, align="left",
                                  visible=lambda: g.difficulty.powers > 0))
        if self.focus is None:
            self.focus = self.roll_button
        if hasattr(self, "hints"):
            self.hints.build()

    def reroll_label(self) -> str:
        """The REROLL confirm button's text (how many dice are marked)."""
        n = len(self.reroll_marks)
        if n == 0:
            return _("Tap the dice to reroll")
        return ngettext("Reroll {n} die", "Reroll {n} dice", n).format(n=n)

    def accept_label(self) -> str:
        """ACCEPT, or the prompt to pick the ruin cell once accepting."""
        return _("Pick the ruin cell") if self.mode == "ruin" else _("ACCEPT a ruin")

    def power_info(self) -> str:
        """Uses left and what the next power use will cost (rules §1.2)."""
        g = self.game
        left = g.powers_left
        if left <= 0:
            return _("No power uses left.")
        return ngettext("{n} use left · the next costs {points} points",
                        "{n} uses left · the next costs {points} points", left).format(
            n=left, points=g.next_penalty)

    def status(self) -> str:
        """What to do next, in one or two lines."""
        g = self.game
        if g.is_over:
            return _("The board is full. Game over!")
        if self.anim.busy and any(s.rolling for s in self.sprites):
            return _("Rolling…")
        if g.phase is Phase.ROLL:
            return _("Roll the four dice.")
        if g.phase is Phase.MAGDAGDON:  # rules §1.6: the minimum cannot be placed
            if self.mode == "ruin":
                return _("Tap an empty cell: it becomes a ruin.")
            n = g.required
            if g.powers_left > 0:
                return ngettext(
                    "MAGDAGDON: these dice cannot place {n} die. Use a power or accept a "
                    "ruin.",
                    "MAGDAGDON: these dice cannot place {n} dice. Use a power or accept a "
                    "ruin.", n).format(n=n)
            return ngettext("MAGDAGDON: these dice cannot place {n} die. Accept a ruin.",
                            "MAGDAGDON: these dice cannot place {n} dice. Accept a ruin.",
                            n).format(n=n)
        if self.mode == "reroll":
            return _("Tap the dice to reroll, then press the reroll button.")
        staged, need = len(g.staged), g.required
        if self.selected is not None:
            if not g.valid_cells(self.selected):
                return _("This die fits nowhere now. Pick another or take one back.")
            return _("Tap a highlighted cell to place the die.")
        if staged >= need:
            return _("CONFIRM to end the turn, or place more dice.")
        return ngettext("Place at least {n} more die: tap a die, then a cell.",
                        "Place at least {n} more dice: tap a die, then a cell.",
                        need - staged).format(n=need - staged)

    # ------------------------------------------------------------------------------ sprites
    def target_of(self, i: int) -> tuple[tuple[int, int], int, str]:
        """Where die `i` should be, how big, in which state."""
        g = self.game
        cell = g.staged_cell(i)
        if cell is not None:
            return cell_rect(*cell).center, BOARD_DIE, "staged"
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
        return slot_center(i), TRAY_DIE, state

    def sync(self, animate: bool = True) -> None:
        """Move every sprite to where the engine says its die is; count the total."""
        g = self.game
        total = g.score(preview=True).total
        if total != self.total_target:  # compare with where the count is heading
            self.total_target = total
            if animate:
                self.anim.animate(self, "total_shown", total, COUNT_TIME)
            else:
                self.total_shown = float(total)
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
        """Animate the dice that were just rolled (their values are already final)."""
        for i in dice:  # all start before any may finish ("off" speed finishes at once)
            sprite = self.sprites[i]
            sprite.value = self.game.dice[i]
            sprite.visible = True
            sprite.size, sprite.state = TRAY_DIE, "available"
            end = slot_center(i)
            start = (WIDTH + 60 + self.fx.uniform(0, 80), end[1] + self.fx.uniform(-90, 90))
            sprite.start_roll(self.fx, start, end)
        for i in dice:
            sprite = self.sprites[i]
            self.anim.add(Tween(sprite, "roll_t", 0.0, 1.0, ROLL_TIME * self.fx.uniform(0.85, 1),
                                ease=lambda t: t, delay=0.04 * i, on_done=self.settled))
        self.app.play("roll")

    def settled(self) -> None:
        """The tumble ended: show the dice; a MAGDAGDON moment if the roll has one."""
        if any(s.rolling for s in self.sprites):
            return
        self.sync(animate=False)
        if self.game.in_magdagdon:
            self.show_banner()

    def show_banner(self) -> None:
        """The MAGDAGDON moment: banner and sound."""
        self.banner = BANNER_TIME
        self.banner_scale = 0.6
        self.anim.add(Tween(self, "banner_scale", 0.6, 1.0, 0.25, ease=bounce))
        self.app.play("magdagdon")

    # ------------------------------------------------------------------------------ actions
    def act(self, action: Action) -> bool:
        """Apply a player action, save, and refresh; False if the engine refuses it."""
        try:
            self.game.apply(action)
        except IllegalAction:
            return False
        self.after_action()
        return True

    def save(self) -> None:
        """Keep the game and the generator (after every action and every applied roll)."""
        if self.daily is not None:
            daily_play.save(self.app, self.daily)
            return
        self.app.session.save("magdagdon", self.game, self.rng)
        self.app.collect_notices()

    def after_action(self) -> None:
        """Save, then show the engine's new state (and the end screen once over)."""
        self.save()
        if self.selected is not None and self.selected not in self.game.available:
            self.selected = None
        self.sync()
        if self.game.is_over and not self.finished:
            self.finish()

    def do_roll(self) -> None:
        """ROLL: draw the dice, apply and save them, then animate the tumble."""
        g = self.game
        if g.phase is not Phase.ROLL or self.anim.busy:
            return
        dice = g.awaiting_roll
        g.apply_roll(daily_play.draw_dice(self.daily, self.rng, g))
        self.save()  # saved before anyone sees the values
        self.selected = None
        self.tumble(dice)
        self.focus = self.dice_spots[0] if self.app.keyboard else self.focus
        self.hints.seen("roll")

    def tap_die(self, i: int) -> None:
        """A die in the tray: select it (or mark it for REROLL); a staged die comes back."""
        g = self.game
        if self.anim.busy:
            self.anim.skip()
        if self.mode == "reroll":
            if i in g.available:
                self.reroll_marks ^= {i}
            self.sync()
            return
        if g.staged_cell(i) is not None:
            self.act(TakeBack(i))
            return
        if i not in g.available:
            return
        self.selected = None if self.selected == i else i
        self.hints.seen("pick")
        self.sync()

    def tap_cell(self, row: int, col: int) -> None:
        """A board cell: stage the selected die, take a staged one back, or place the ruin."""
        g = self.game
        if self.mode == "ruin":
            if self.act(Accept(row, col)):
                self.mode = "play"
                self.app.play("place")
            return
        for d, cell in g.staged:
            if cell == (row, col):
                self.act(TakeBack(d))
                return
        if self.selected is None or (row, col) not in g.valid_cells(self.selected):
            return
        if self.act(Stage(self.selected, row, col)):
            self.app.play("place")
            self.hints.seen("place")
            # keyboard players continue with the next die that still fits somewhere
            nxt = [d for d in g.available if g.valid_cells(d)]
            self.selected = None
            if self.app.keyboard and nxt:
                self.focus = self.dice_spots[nxt[0]]
            self.sync()

    def tap_empty(self, pos: tuple[int, int]) -> None:
        """A tap on nothing drops the selection."""
        if self.selected is not None:
            self.selected = None
            self.sync()

    def undo(self) -> None:
        """UNDO: take back the last staged die (rules §1.3 step 3)."""
        if self.game.staged:
            self.act(TakeBack(self.game.staged[-1][0]))

    def confirm(self) -> None:
        """CONFIRM: the staged dice become permanent; the turn ends."""
        if self.act(Confirm()):
            self.app.play("place")
            self.hints.seen("confirm")
            self.focus = self.roll_button if not self.game.is_over else self.end_button

    def power_ok(self, kind: str) -> bool:
        """Whether the power button `kind` can act now (exactly what the engine allows)."""
        g = self.game
        if g.powers_left <= 0 or self.mode != "play" or g.phase not in (Phase.PLACING,
                                                                        Phase.MAGDAGDON):
            return False
        if kind == "reroll":
            return bool(g.available)
        if self.selected is None:
            return False
        action = Minus(self.selected) if kind == "minus" else Plus(self.selected)
        return g.is_legal(action)

    def power(self, kind: str) -> None:
        """Use −1 or +1 on the selected die."""
        if not self.power_ok(kind) or self.selected is None:
            return
        action = Minus(self.selected) if kind == "minus" else Plus(self.selected)
        was = self.game.phase
        if self.act(action):
            self.app.play("place")
            if self.game.in_magdagdon and was is not Phase.MAGDAGDON:
                self.show_banner()
            elif was is Phase.MAGDAGDON and not self.game.in_magdagdon:
                self.banner = 0

    def start_reroll(self) -> None:
        """REROLL: start marking the dice to reroll."""
        if self.power_ok("reroll"):
            self.mode = "reroll"
            self.reroll_marks = set()
            if self.selected is not None:
                self.reroll_marks.add(self.selected)
            self.selected = None
            self.sync()

    def do_reroll(self) -> None:
        """Reroll the marked dice (one power use), saved before the tumble."""
        g = self.game
        if self.mode != "reroll" or not self.reroll_marks:
            return
        dice = tuple(sorted(self.reroll_marks))
        self.mode = "play"
        self.reroll_marks = set()
        if not self.act(Reroll(dice)):
            return
        g.apply_roll(daily_play.draw_dice(self.daily, self.rng, g))
        self.save()
        self.banner = 0
        self.tumble(dice)

    def cancel_mode(self) -> None:
        """Leave REROLL marking without using the power."""
        self.mode = "play"
        self.reroll_marks = set()
        self.sync()

    def accept(self) -> None:
        """ACCEPT in MAGDAGDON: choose the ruin cell next (pressing again cancels)."""
        if self.game.phase is Phase.MAGDAGDON:
            self.mode = "play" if self.mode == "ruin" else "ruin"
            self.selected = None
            self.banner = 0
            if self.mode == "ruin" and self.app.keyboard:
                empty = [c for c, s in self.cells.items() if self.game.cell(*c) == EMPTY]
                self.focus = self.cells[empty[0]] if empty else self.focus
            self.sync()

    def finish(self) -> None:
        """The board is full: the result is saved (with its high-score place) and shown."""
        self.finished = True
        self.app.play("win")
        if self.daily is None:
            self.placing = self.app.session.magdagdon_rank(self.game)  # saving recorded it
        self.show_end()

    def show_end(self) -> None:
        """The end screen over the board (a daily game's: its result card)."""
        from game.ui.scenes.magdagdon_end import MagdagdonEndScene

        if self.daily is not None:
            self.app.push(daily_play.end_scene(self.app, self.daily))
            return
        self.app.push(MagdagdonEndScene(self.app, self.game, getattr(self, "placing", None)))

    def new_game(self) -> None:
        """Start over (the end screen's "New game")."""
        self.app.replace(MagdagdonScene(self.app, fresh=True))

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
        elif action == "help":
            self.toggle_hint()
        elif action.startswith("die") and int(action[3:]) <= 4:
            i = int(action[3:]) - 1
            if g.dice[i] is not None:
                self.tap_die(i)
                self.focus = self.dice_spots[i]
        elif action == "back" and self.mode != "play":
            self.cancel_mode() if self.mode == "reroll" else self.accept()
        else:
            super().key(action)

    def handle(self, inp: Input) -> None:
        # H dismisses a first-game bubble and also toggles the HINT panel
        if self.hints.handle(inp) and not (isinstance(inp, Key) and inp.action == "help"):
            return
        super().handle(inp)

    # ------------------------------------------------------------------------------ hint panel
    def toggle_hint(self) -> None:
        """Show or hide the HINT panel (it never changes the game; a scored daily attempt is
        the player's own: no HINT there)."""
        if not daily_play.hints_allowed(self.daily):
            return
        self.hint_open = not self.hint_open and not self.game.is_over
        self.hint_for = None
        self.refresh_hint()

    def refresh_hint(self) -> bool:
        """Follow the position: a new one starts computing its advice across frames (a slice
        budget per frame, `hints.HintTask`); True if the panel changed."""
        from game.magdagdon.hints import HintTask

        if not self.hint_open:
            return False
        g = self.game
        if g.is_over:
            self.hint_open, self.hint, self.hint_task = False, None, None
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

    def skip_animation(self) -> bool:
        return self.anim.skip()

    def update(self, dt: float) -> bool:
        self.anim.speed = self.app.speed
        moved = self.anim.update(dt)
        if self.banner > 0:
            self.banner = max(0.0, self.banner - dt)
            moved = True
        if self.hints.update(self.hint_id()):
            moved = True
        if self.refresh_hint():
            moved = True
        return moved

    def hint_id(self) -> str | None:
        """The first-game hint that fits the moment, if any."""
        g = self.game
        if self.anim.busy or g.is_over:
            return None
        if g.phase is Phase.ROLL and g.turns == 0:
            return "roll"
        if g.phase is Phase.PLACING and self.selected is None and not g.staged:
            return "pick"
        if g.phase is Phase.PLACING and self.selected is not None:
            return "place"
        if g.can_confirm:
            return "confirm"
        if g.phase is Phase.MAGDAGDON and self.banner <= 0:
            return "magdagdon" if g.powers_left > 0 else "ruin"  # no tip offers what is not there
        return None

    # ------------------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        magdagdon_view.paint(self, surf)

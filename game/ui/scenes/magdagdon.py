"""MAGDAGDON play screen: board, dice tray, powers, live score (SPEC §1).

The scene only asks the engine: what is legal, where a die may go (`valid_cells`), whether
CONFIRM is possible, the score breakdown. It rolls with its own `random.Random`, applies the
values, saves, and only then animates the tumble, so a reload can never re-roll.
"""

from __future__ import annotations

import random

import pygame

from game.dice import roll
from game.i18n import _, ngettext
from game.magdagdon import (
    EMPTY,
    RUIN,
    Accept,
    Combo,
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
from game.ui import chrome, die, draw
from game.ui.constants import (
    BANNER_TIME,
    COUNT_TIME,
    CREAM,
    CREAM_SOFT,
    FELT_DARK,
    GOLD,
    INK,
    INK_SOFT,
    MOVE_TIME,
    PAPER,
    RED,
    RED_DARK,
    ROLL_TIME,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    WIDTH,
    WOOD,
    WOOD_DARK,
)
from game.ui.hints import HintBox
from game.ui.scene import Scene
from game.ui.tween import Animator, Tween, bounce
from game.ui.widgets import Button, Label, Widget

# Layout (logical pixels).
CELL = 100
GAP = 8
BOARD_X, BOARD_Y = 44, 104
BOARD_W = 4 * CELL + 3 * GAP
TRAY = pygame.Rect(668, 176, 572, 136)
TRAY_DIE = 92
BOARD_DIE = 84
RIGHT_X, RIGHT_W = 668, 572
LINE_NOTE = 16  # text size of a line's combo note


def difficulty_name(d: Difficulty) -> str:
    """A difficulty's name as the player reads it."""
    return {Difficulty.PEACEFUL: _("PEACEFUL"), Difficulty.SURVIVAL: _("SURVIVAL"),
            Difficulty.NIGHTMARE: _("NIGHTMARE")}[d]


def combo_name(combo: Combo) -> str:
    """A line bonus's name."""
    return {Combo.STRAIGHT: _("Straight"), Combo.FOUR_OF_A_KIND: _("Four of a kind"),
            Combo.TWO_PAIRS: _("Two pairs")}[combo]


def minus(points: int) -> str:
    """A penalty as shown: "−15", or "0" when there is none."""
    return f"−{points}" if points else "0"


def cell_rect(row: int, col: int) -> pygame.Rect:
    """Screen rectangle of a board cell."""
    return pygame.Rect(BOARD_X + col * (CELL + GAP), BOARD_Y + row * (CELL + GAP), CELL, CELL)


def slot_center(i: int) -> tuple[int, int]:
    """Centre of tray slot `i`."""
    return (TRAY.left + 74 + i * 141, TRAY.centery)


class Spot(Widget):
    """A focusable place (a die or a cell) whose picture the scene paints itself."""

    focusable = True

    def __init__(self, rect, on_press, enabled=lambda: True, radius: int = 12,
                 visible=True) -> None:
        super().__init__(rect, visible)
        self.on_press, self._enabled, self.radius = on_press, enabled, radius

    @property
    def enabled(self) -> bool:
        return bool(self._enabled())

    def press(self) -> None:
        self.on_press()

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        if focused:
            draw.focus_ring(surf, self.rect, self.radius)


class MagdagdonScene(Scene):
    """Play one game of MAGDAGDON (resumes the saved one unless `fresh`)."""

    name = "magdagdon"

    def __init__(self, app, fresh: bool = False) -> None:
        super().__init__(app)
        session = app.session
        saved = None if fresh else session.load("magdagdon")
        if saved is not None and not saved.state.is_over:
            self.game, self.rng = saved.state, saved.rng
        else:
            difficulty = Difficulty(session.settings.magdagdon_difficulty)
            self.rng = random.Random()
            seed = self.rng.randrange(2**31)
            self.rng.seed(seed)
            self.game = Game(difficulty, seed=seed)
            session.save("magdagdon", self.game, self.rng)
        self.fx = random.Random(1)  # cosmetic only: tumbling faces and paths
        self.anim = Animator(speed=app.speed)
        self.sprites = [die.DieSprite(None, slot_center(i), TRAY_DIE) for i in range(4)]
        self.selected: int | None = None
        self.reroll_marks: set[int] = set()
        self.mode = "play"  # "play", "reroll" (marking dice) or "ruin" (choosing the ruin cell)
        self.banner = 0.0  # seconds left of the MAGDAGDON banner
        self.banner_scale = 1.0
        self.message = ""
        self.finished = False
        self.total_shown = float(self.game.score(preview=True).total)  # counts up/down
        self.sync(animate=False)
        self.hints = HintBox(app, "magdagdon")

    # ------------------------------------------------------------------------------ layout
    def build(self) -> None:
        g = self.game
        self.cells = {}
        self.dice_spots = []
        self.widgets = [Button((20, 12, 200, 60), lambda: _("Menu"), self.back, kind="ghost",
                               size=TEXT_BODY)]
        for i in range(4):
            r = pygame.Rect(0, 0, TRAY_DIE + 12, TRAY_DIE + 12)
            r.center = slot_center(i)
            spot = Spot(r, lambda i=i: self.tap_die(i), lambda i=i: i in g.available)
            self.dice_spots.append(spot)
            self.widgets.append(spot)
        for row in range(4):
            for col in range(4):
                spot = Spot(cell_rect(row, col), lambda rc=(row, col): self.tap_cell(*rc))
                self.cells[(row, col)] = spot
                self.widgets.append(spot)
        py = 352
        powers = lambda: self.mode != "reroll" and g.difficulty.powers > 0  # noqa: E731
        self.power_buttons = [
            Button((RIGHT_X, py, 124, 64), "−1", lambda: self.power("minus"), kind="secondary",
                   size=TEXT_HEAD, enabled=lambda: self.power_ok("minus"), visible=powers),
            Button((RIGHT_X + 138, py, 124, 64), "+1", lambda: self.power("plus"),
                   kind="secondary", size=TEXT_HEAD, enabled=lambda: self.power_ok("plus"),
                   visible=powers),
            Button((RIGHT_X + 276, py, 296, 64), lambda: _("REROLL"), self.start_reroll,
                   kind="secondary", size=TEXT_BODY, enabled=lambda: self.power_ok("reroll"),
                   visible=powers),
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
        n = len(self.reroll_marks)
        if n == 0:
            return _("Tap the dice to reroll")
        return ngettext("Reroll {n} die", "Reroll {n} dice", n).format(n=n)

    def accept_label(self) -> str:
        return _("Pick the ruin cell") if self.mode == "ruin" else _("ACCEPT a ruin")

    def power_info(self) -> str:
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
        if g.phase is Phase.MAGDAGDON:
            if self.mode == "ruin":
                return _("Tap an empty cell: it becomes a ruin.")
            if g.powers_left > 0:
                return _("MAGDAGDON: no valid placement. Use a power or accept a ruin.")
            return _("MAGDAGDON: no valid placement. Accept a ruin.")
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
        return slot_center(i), TRAY_DIE, state

    def sync(self, animate: bool = True) -> None:
        """Move every sprite to where the engine says its die is; count the total."""
        g = self.game
        total = g.score(preview=True).total
        if round(self.total_shown) != total:
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
        if any(s.rolling for s in self.sprites):
            return
        self.sync(animate=False)
        if self.game.in_magdagdon:
            self.show_banner()

    def show_banner(self) -> None:
        self.banner = BANNER_TIME
        self.banner_scale = 0.6
        self.anim.add(Tween(self, "banner_scale", 0.6, 1.0, 0.25, ease=bounce))
        self.app.play("magdagdon")

    # ------------------------------------------------------------------------------ actions
    def act(self, action) -> bool:
        """Apply a player action, save, and refresh; False if the engine refuses it."""
        try:
            self.game.apply(action)
        except IllegalAction:
            return False
        self.after_action()
        return True

    def save(self) -> None:
        """Keep the game and the generator (after every action and every applied roll)."""
        self.app.session.save("magdagdon", self.game, self.rng)
        self.app.collect_notices()

    def after_action(self) -> None:
        self.save()
        if self.selected is not None and self.selected not in self.game.available:
            self.selected = None
        self.sync()
        if self.game.is_over and not self.finished:
            self.finish()

    def do_roll(self) -> None:
        g = self.game
        if g.phase is not Phase.ROLL or self.anim.busy:
            return
        dice = g.awaiting_roll
        g.apply_roll(roll(self.rng, len(dice)))
        self.save()  # saved before anyone sees the values
        self.selected = None
        self.tumble(dice)
        self.focus = self.dice_spots[0] if self.app.keyboard else self.focus
        self.hints.seen("roll")

    def tap_die(self, i: int) -> None:
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
        if self.selected is not None:
            self.selected = None
            self.sync()

    def undo(self) -> None:
        if self.game.staged:
            self.act(TakeBack(self.game.staged[-1][0]))

    def confirm(self) -> None:
        if self.act(Confirm()):
            self.app.play("place")
            self.hints.seen("confirm")
            self.focus = self.roll_button if not self.game.is_over else self.end_button

    def power_ok(self, kind: str) -> bool:
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
        if not self.power_ok(kind):
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
        if self.power_ok("reroll"):
            self.mode = "reroll"
            self.reroll_marks = set()
            if self.selected is not None:
                self.reroll_marks.add(self.selected)
            self.selected = None
            self.sync()

    def do_reroll(self) -> None:
        g = self.game
        if self.mode != "reroll" or not self.reroll_marks:
            return
        dice = tuple(sorted(self.reroll_marks))
        self.mode = "play"
        self.reroll_marks = set()
        if not self.act(Reroll(dice)):
            return
        g.apply_roll(roll(self.rng, len(g.awaiting_roll)))
        self.save()
        self.banner = 0
        self.tumble(dice)

    def cancel_mode(self) -> None:
        self.mode = "play"
        self.reroll_marks = set()
        self.sync()

    def accept(self) -> None:
        if self.game.phase is Phase.MAGDAGDON:
            self.mode = "play" if self.mode == "ruin" else "ruin"
            self.selected = None
            self.banner = 0
            if self.mode == "ruin" and self.app.keyboard:
                empty = [c for c, s in self.cells.items() if self.game.cell(*c) == EMPTY]
                self.focus = self.cells[empty[0]] if empty else self.focus
            self.sync()

    def finish(self) -> None:
        self.finished = True
        self.app.play("win")
        self.placing = self.app.session.magdagdon_rank(self.game)  # saving recorded it
        self.show_end()

    def show_end(self) -> None:
        from game.ui.scenes.magdagdon_end import MagdagdonEndScene

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
        elif action.startswith("die") and int(action[3:]) <= 4:
            i = int(action[3:]) - 1
            if g.dice[i] is not None:
                self.tap_die(i)
                self.focus = self.dice_spots[i]
        elif action == "back" and self.mode != "play":
            self.cancel_mode() if self.mode == "reroll" else self.accept()
        else:
            super().key(action)

    def handle(self, inp) -> None:
        if self.hints.handle(inp):
            return
        super().handle(inp)

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
        return moved

    def hint_id(self) -> str | None:
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
            return "magdagdon"
        return None

    # ------------------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        g = self.game
        chrome.backdrop(surf, _("MAGDAGDON"))
        draw.text_block(surf, pygame.Rect(WIDTH - 330, 10, 310, 34), difficulty_name(g.difficulty),
                        TEXT_BODY, GOLD, align="right", bold=True)
        draw.text_block(surf, pygame.Rect(WIDTH - 330, 44, 310, 30),
                        _("Turn {n}").format(n=g.turns + (0 if g.is_over else 1)), TEXT_SMALL,
                        CREAM, align="right")
        self.draw_board(surf)
        self.draw_lines(surf)
        self.draw_tray(surf)
        self.draw_score(surf)
        for sprite in sorted(self.sprites, key=lambda s: (s.state == "selected", s.rolling)):
            sprite.draw(surf)
        self.draw_widgets(surf)
        if self.banner > 0:
            self.draw_banner(surf)
        self.hints.draw(surf)

    def draw_board(self, surf: pygame.Surface) -> None:
        g = self.game
        frame = pygame.Rect(BOARD_X - 16, BOARD_Y - 16, BOARD_W + 32, BOARD_W + 32)
        pygame.draw.rect(surf, WOOD_DARK, frame.move(0, 6), border_radius=18)
        pygame.draw.rect(surf, WOOD, frame, border_radius=18)
        valid = set(g.valid_cells(self.selected)) if self.selected is not None else set()
        ruin_choice = self.mode == "ruin"
        for (row, col), spot in self.cells.items():
            r = spot.rect
            v = g.cell(row, col)
            if v == RUIN:
                self.draw_ruin(surf, r)
            elif v == EMPTY:
                pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
                pygame.draw.rect(surf, (20, 48, 38), r, 2, border_radius=12)
                if (row, col) in valid:  # gold frame and a plus sign: not colour alone
                    pygame.draw.rect(surf, (70, 110, 70), r.inflate(-8, -8), border_radius=10)
                    pygame.draw.rect(surf, GOLD, r, 5, border_radius=12)
                    c = r.center
                    pygame.draw.line(surf, GOLD, (c[0] - 14, c[1]), (c[0] + 14, c[1]), 5)
                    pygame.draw.line(surf, GOLD, (c[0], c[1] - 14), (c[0], c[1] + 14), 5)
                elif ruin_choice:
                    pygame.draw.rect(surf, RED, r, 4, border_radius=12)
                    draw.hatch(surf, r.inflate(-10, -10), (120, 60, 50), 14)
            else:
                pygame.draw.rect(surf, FELT_DARK, r, border_radius=12)
                img = die.face(v, BOARD_DIE, "available")
                surf.blit(img, img.get_rect(center=r.center))

    def draw_ruin(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(surf, (86, 80, 74), r, border_radius=12)
        pygame.draw.rect(surf, (60, 54, 50), r, 3, border_radius=12)
        x, y = r.topleft
        for a, b in (((18, 20), (46, 52)), ((46, 52), (40, 82)), ((46, 52), (80, 40)),
                     ((80, 40), (86, 70))):
            pygame.draw.line(surf, (40, 36, 34), (x + a[0], y + a[1]), (x + b[0], y + b[1]), 4)
        for bx, by, bw in ((14, 72, 22), (62, 78, 26), (30, 14, 18)):
            pygame.draw.rect(surf, (120, 112, 104), (x + bx, y + by, bw, 12), border_radius=3)

    def draw_lines(self, surf: pygame.Surface) -> None:
        """Row sums to the right of the board, column sums under it, each with its combo."""
        score = self.game.score(preview=True)
        for line in score.rows:
            r = cell_rect(line.index, 3)
            box = pygame.Rect(r.right + 26, r.top + 8, 140, r.height - 16)
            self.draw_line_label(surf, box, line)
        for line in score.cols:
            r = cell_rect(3, line.index)
            box = pygame.Rect(r.left, r.bottom + 12, r.width, 84)
            self.draw_line_label(surf, box, line)

    def draw_line_label(self, surf, box: pygame.Rect, line) -> None:
        bonus = line.combo is not None
        fill = GOLD if bonus else PAPER
        pygame.draw.rect(surf, fill, box, border_radius=10)
        if line.ruined:  # a thick red frame with notches: readable without colour
            pygame.draw.rect(surf, RED_DARK, box, 4, border_radius=10)
            for x in (box.left + 12, box.right - 20):
                pygame.draw.line(surf, RED_DARK, (x, box.top), (x + 8, box.top + 8), 3)
        if bonus:
            note = _("{combo} +{bonus}").format(combo=combo_name(line.combo), bonus=line.bonus)
        elif line.complete or line.ruined:  # a ruined line also has its red frame
            note = _("no bonus")
        else:
            note = ""
        if not note:  # just the sum, centred
            draw.text_block(surf, box, str(line.total), TEXT_BIG, INK, bold=True)
            return
        top = pygame.Rect(box.left + 6, box.top + 4, box.width - 12, 34)
        draw.text_block(surf, top, str(line.total), TEXT_BIG, INK, bold=True)
        bottom = pygame.Rect(box.left + 4, top.bottom, box.width - 8, box.bottom - top.bottom - 4)
        if note:
            draw.text_block(surf, bottom, note, LINE_NOTE, INK if bonus else INK_SOFT, lines=2)

    def draw_tray(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, WOOD_DARK, TRAY.move(0, 6), border_radius=20)
        pygame.draw.rect(surf, WOOD, TRAY, border_radius=20)
        pygame.draw.rect(surf, (30, 72, 58), TRAY.inflate(-20, -20), border_radius=14)
        if self.mode == "reroll":
            for i in self.reroll_marks:  # a circular arrow under each marked die
                c = slot_center(i)
                pygame.draw.arc(surf, GOLD, (c[0] - 62, c[1] - 62, 124, 124), 0.4, 5.6, 5)

    def draw_score(self, surf: pygame.Surface) -> None:
        g = self.game
        s = g.score(preview=True)
        panel = pygame.Rect(RIGHT_X, 566, RIGHT_W, 140)
        draw.panel(surf, panel, PAPER, radius=16)
        rows = [
            (_("Lines"), str(s.base)),
            (_("Bonuses"), f"+{s.bonus}"),
            (ngettext("{n} ruin", "{n} ruins", s.ruins).format(n=s.ruins), minus(s.ruin_penalty)),
            (_("Powers"), minus(s.power_penalty)),
        ]
        for k, (label, value) in enumerate(rows):
            x = panel.left + 20 + (k % 2) * 190
            y = panel.top + 18 + (k // 2) * 56
            draw.text_block(surf, pygame.Rect(x, y, 170, 26), label, TEXT_SMALL, INK_SOFT,
                            align="left")
            draw.text_block(surf, pygame.Rect(x, y + 24, 170, 30), value, TEXT_BIG, INK,
                            align="left", bold=True)
        total = pygame.Rect(panel.right - 176, panel.top + 12, 160, panel.height - 24)
        pygame.draw.rect(surf, INK, total, border_radius=12)
        draw.text_block(surf, pygame.Rect(total.left + 8, total.top + 8, total.width - 16, 28),
                        _("Total"), TEXT_SMALL, CREAM_SOFT)
        draw.text_block(surf, pygame.Rect(total.left + 8, total.top + 36, total.width - 16, 70),
                        str(round(self.total_shown)), 52, GOLD, bold=True)

    def draw_banner(self, surf: pygame.Surface) -> None:
        h = int(150 * self.banner_scale)
        band = pygame.Rect(0, 0, WIDTH, h)
        band.center = (WIDTH // 2, 330)
        pygame.draw.rect(surf, RED_DARK, band.move(0, 8))
        pygame.draw.rect(surf, RED, band)
        pygame.draw.line(surf, GOLD, band.topleft, band.topright, 4)
        pygame.draw.line(surf, GOLD, band.bottomleft, band.bottomright, 4)
        size = max(24, int(84 * self.banner_scale))
        draw.text_block(surf, band.inflate(-40, -10), _("MAGDAGDON!"), size, CREAM, bold=True)


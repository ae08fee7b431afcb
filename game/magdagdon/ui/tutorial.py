"""MAGDAGDON in a minute: the real play screen on scripted dice, one step at a time.

Each step says what to do, marks where, and allows only that: the adjacency rule, the turn's
minimum, a power, a MAGDAGDON and its ruin, a line bonus (rules §1.3 to §1.7). The engine
plays the game as always (it decides what fits, the MAGDAGDON, the score); the steps only
choose which dice roll and which move comes next. Nothing is saved: the player's own game in
progress stays as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.magdagdon import Difficulty, Game, Phase
from game.magdagdon.ui import board as view
from game.magdagdon.ui.play_scene import MagdagdonScene
from game.ui import draw, scenes, text
from game.ui.constants import GOLD, INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_SMALL
from game.ui.tips import TUTORIAL
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.ui.app import App

# The dice of the four turns, in the order they are rolled.
DICE = [4, 3, 5, 1,  # turn 1: the first die anywhere, the next beside it; the minimum
        6, 6, 5, 1,  # turn 2: MINUS −1 makes a 6 a 5 that fits
        1, 1, 1, 1,  # turn 3: nothing fits: MAGDAGDON, a ruin
        6, 6, 2, 2]  # turn 4: a 6 completes 3-4-5-6, a STRAIGHT
TITLE_H = 26  # "Step 3 of 10" over the words
PULSE = 1.2  # seconds per pulse of the ring round what to tap


class ScriptedDice(random.Random):
    """Dice that come from a list (the tutorial's story), then from the seed."""

    def __init__(self, values: list[int]) -> None:
        super().__init__(0)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


@dataclass(frozen=True)
class Step:
    """One step: its words, what it allows and when it is done."""

    text: Callable[[], str]
    done: Callable[[Game], bool]
    actions: frozenset[str] = frozenset()  # "roll", "confirm", "minus", "accept", …
    dice: frozenset[int] = frozenset()  # dice that may be picked (by tray position)
    cells: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    any_cell: bool = False  # any cell the die fits


def _staged(die: int, cell: tuple[int, int]) -> Callable[[Game], bool]:
    return lambda g: g.staged_cell(die) == cell


def steps() -> list[Step]:
    """The story, step by step (words translated when shown)."""
    return [
        Step(lambda: _("Welcome to MAGDAGDON: fill the 4×4 board with one connected field of "
                       "numbers. Press ROLL."),
             lambda g: g.phase is not Phase.ROLL, frozenset({"roll"})),
        Step(lambda: _("The first die of the game may go anywhere. Tap the 4, then the marked "
                       "cell in the middle."),
             _staged(0, (1, 1)), dice=frozenset({0}), cells=frozenset({(1, 1)})),
        Step(lambda: _("Every other die must touch a number and differ by at most 1 from each "
                       "number it touches. Tap the 3: it fits beside the 4."),
             _staged(1, (1, 0)), dice=frozenset({1}), cells=frozenset({(1, 0)})),
        Step(lambda: _("Each turn you must place at least 2 dice (on PEACEFUL). You have: "
                       "press CONFIRM. The dice left over are discarded."),
             lambda g: g.turns == 1, frozenset({"confirm"})),
        Step(lambda: _("Press ROLL for the next turn."),
             lambda g: g.phase is not Phase.ROLL, frozenset({"roll"})),
        Step(lambda: _("A power changes a die, at a cost. Tap the first 6, then MINUS −1 and "
                       "confirm its cost: it becomes a 5."),
             lambda g: g.dice[0] == 5, frozenset({"minus"}), dice=frozenset({0})),
        Step(lambda: _("Place both 5s in the marked cells, then press CONFIRM."),
             lambda g: g.turns == 2, frozenset({"confirm"}), dice=frozenset({0, 2}),
             cells=frozenset({(1, 2), (0, 2)})),
        Step(lambda: _("Press ROLL."), lambda g: g.phase is not Phase.ROLL,
             frozenset({"roll"})),
        Step(lambda: _("MAGDAGDON: four 1s fit nowhere, so the minimum cannot be placed. "
                       "Press ACCEPT a ruin, then tap the marked cell: it becomes a ruin "
                       "(−15 points)."),
             lambda g: g.turns == 3, frozenset({"accept"}), cells=frozenset({(3, 0)})),
        Step(lambda: _("Press ROLL."), lambda g: g.phase is not Phase.ROLL,
             frozenset({"roll"})),
        Step(lambda: _("The second row reads 3, 4, 5: a 6 at its end makes a STRAIGHT, worth "
                       "+60. Place the first 6 in the marked cell."),
             _staged(0, (1, 3)), dice=frozenset({0}), cells=frozenset({(1, 3)})),
        Step(lambda: _("Place one more die anywhere it fits, then CONFIRM and watch the "
                       "bonus."),
             lambda g: g.turns == 4, frozenset({"confirm"}), dice=frozenset({1, 2, 3}),
             any_cell=True),
        Step(lambda: _("That is MAGDAGDON. Lines score the sum of their dice and at most one "
                       "bonus: STRAIGHT +60, FOUR OF A KIND +40, TWO PAIRS +20."),
             lambda g: False),
    ]


class TutorialScene(MagdagdonScene):
    """The tutorial: a PEACEFUL game on scripted dice with a coach, never saved."""

    name = "tutorial"

    def __init__(self, app: App) -> None:
        self.steps = steps()
        self.step = 0
        self.pulse = 0.0
        super().__init__(app, game=Game(Difficulty.PEACEFUL), rng=ScriptedDice(DICE))
        seen = app.session.settings.hints_seen
        app.session.update(hints_seen=seen | {TUTORIAL})

    # ------------------------------------------------------------------------------ not saved
    def save(self) -> None:
        """The tutorial's game is not the player's: nothing is saved."""

    def end_seen(self) -> None:
        """Nor cleared: the player's own game stays saved."""

    def can_hint(self) -> bool:
        return False

    def tip_id(self) -> str | None:
        return None  # the coach speaks instead of the first-game tips

    # ------------------------------------------------------------------------------ the steps
    @property
    def current(self) -> Step:
        return self.steps[self.step]

    @property
    def last(self) -> bool:
        return self.step == len(self.steps) - 1

    def allows(self, action: str) -> bool:
        if action == "roll_shown":  # at the end, Play a game takes ROLL's place
            return not self.last
        return action in self.current.actions

    def status(self) -> str:
        return "" if self.last else super().status()

    def allows_die(self, i: int) -> bool:
        return i in self.current.dice or (self.mode == "power" and i == self.selected)

    def allows_cell(self, cell: tuple[int, int]) -> bool:
        return self.current.any_cell or cell in self.current.cells

    def tick(self, dt: float) -> bool:
        self.pulse = (self.pulse + dt / PULSE) % 1.0
        if not self.last and not self.busy and self.current.done(self.game):
            self.step += 1
        return True  # the ring pulses

    def targets(self) -> list[pygame.Rect]:
        """What to tap now: the step's dice, cells or button (ringed)."""
        if self.busy or self.last:
            return []
        step, g = self.current, self.game
        out: list[pygame.Rect] = []
        if self.mode == "power":
            out.append(self.use_power.rect)
        elif self.mode == "ruin":
            out += [self.cells[c].rect for c in step.cells]
        elif "roll" in step.actions:
            out.append(self.roll_button.rect)
        elif "minus" in step.actions and self.selected in step.dice:
            out.append(self.power_buttons[0].rect)
        elif "accept" in step.actions:
            out.append(self.accept_button.rect)
        elif self.selected is not None and self.selected in step.dice:
            out += [self.cells[c].rect for c in self.lit_cells()]
        elif step.dice and not (step.actions and g.can_confirm and len(g.staged) >= 2):
            out += [self.dice_spots[d].rect for d in step.dice if d in g.available]
        if "confirm" in step.actions and g.can_confirm and not out:
            out.append(self.confirm_button.rect)
        return out

    # ------------------------------------------------------------------------------ screen
    def build(self) -> None:
        super().build()
        p = self.places
        panel, title_h = self.coach_panel(), round(TITLE_H * p.scale)
        heading = _("Tutorial: step {n} of {total}").format(n=len(self.steps),
                                                             total=len(self.steps))
        title_lines = 1
        if not text.fits(heading, p.font(TEXT_SMALL), panel.width - 40, 1, True):
            title_lines = 2  # a narrow panel (a phone on its side): two lines
            title_h = 2 * text.line_height(p.font(TEXT_SMALL), True, heading)
        self.widgets.append(Label((panel.left + 20, panel.top + 6, panel.width - 40, title_h),
                                  lambda: _("Tutorial: step {n} of {total}").format(
                                      n=self.step + 1, total=len(self.steps)),
                                  p.font(TEXT_SMALL), INK_SOFT, lines=title_lines,
                                  align="left", bold=True))
        pad = (6, 14) if p is view.DESKTOP else (2, 6)  # a phone's words take more lines
        if p is not view.DESKTOP and not self.metrics.portrait:  # on its side: the heading
            pad = (12, 16)  # apart from the words (the panel is wide, the lines are few)
        words = pygame.Rect(panel.left + 20, panel.top + title_h + pad[0], panel.width - 40,
                            panel.height - title_h - pad[1])
        lines = 4 if p is view.DESKTOP else words.height // text.line_height(p.hint_size)
        self.widgets.append(Label(words, lambda: self.current.text(),
                                  p.hint_size, INK, lines=lines, align="left",
                                  valign="top", samples=lambda: [s.text() for s in self.steps]))
        play, menu = p.main, p.side
        if p is not view.DESKTOP and play.top == menu.top:  # a phone: "Menu" is short, so
            cut = menu.width // 4  # "Gioca una partita" takes a quarter of its room
            menu = pygame.Rect(menu.left + cut, menu.top, menu.width - cut, menu.height)
            play = pygame.Rect(play.left, play.top, play.width + cut, play.height)
        self.play_button = Button(play, lambda: _("Play a game"),
                                  self.play_for_real, size=p.font(TEXT_BIG),
                                  visible=lambda: self.last)
        self.done_button = Button(menu, lambda: _("Menu"),
                                  self.leave, kind="secondary", size=p.font(TEXT_BIG),
                                  visible=lambda: self.last)
        self.widgets += [self.play_button, self.done_button]
        self.widgets = [w for w in self.widgets if w is not self.hint_button]

    def play_for_real(self) -> None:
        """The tutorial's end: a real game (resumes the one in progress, if any)."""
        self.app.replace(scenes.make("magdagdon", self.app, self.app.session.load("magdagdon")))

    def panel_open(self) -> bool:
        return True  # the coach's panel

    def coach_panel(self) -> pygame.Rect:
        """Where the HINT panel would be; on a phone upright down to the screen's foot."""
        panel = self.places.hint_panel
        if self.metrics.portrait:
            return pygame.Rect(panel.left, panel.top, panel.width,
                               self.metrics.height - 4 - panel.top)
        if self.places.total_strip is not None:  # on its side: the total's strip too
            return panel.union(self.places.total_strip)
        return panel

    def draw_panels(self, surf: pygame.Surface) -> None:
        """The coach's panel where the HINT panel would be (its words are labels)."""
        panel = self.coach_panel()
        draw.panel(surf, panel, PAPER, radius=16)
        pygame.draw.rect(surf, GOLD, panel, 4, border_radius=16)

    def rings(self) -> list[pygame.Rect]:
        """The pulsing rings round what to tap (their outer edges): each grows out from its
        target but stops short of any text beside it (the power buttons have "uses left"
        under them, ROLL has it above)."""
        grow = int(10 * abs(1 - 2 * self.pulse))
        texts = [w.rect for w in self.widgets if isinstance(w, Label) and w.visible
                 and w.texts()[0]]
        out = []
        for target in self.targets():
            ring = target.inflate(16 + grow, 16 + grow)
            for box in texts:
                if not ring.colliderect(box) or box.colliderect(target):
                    continue
                if box.top >= target.bottom:
                    ring.height = box.top - ring.top
                elif box.bottom <= target.top:
                    ring.height, ring.top = ring.bottom - box.bottom, box.bottom
                elif box.left >= target.right:
                    ring.width = box.left - ring.left
                else:
                    ring.width, ring.left = ring.right - box.right, box.right
            out.append(ring)
        return out

    def draw(self, surf: pygame.Surface) -> None:
        view.paint(self, surf)
        for ring in self.rings():  # a pulsing gold ring round what to tap
            pygame.draw.rect(surf, INK, ring, 3, border_radius=16)
            pygame.draw.rect(surf, GOLD, ring.inflate(-6, -6), 5, border_radius=14)

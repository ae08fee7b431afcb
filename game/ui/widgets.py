"""Widgets: labels that fit their box, buttons with a visible keyboard focus.

Text may be a string or a callable returning one (read at draw time, so live values and a
language switch need no rebuild). Drawing only reads state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pygame

from game.ui import draw, text
from game.ui.constants import (
    BUTTON_RADIUS,
    CREAM,
    FELT_DARK,
    FELT_LIGHT,
    GOLD,
    GOLD_DARK,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    RED,
    RED_DARK,
    TEXT_BIG,
    TEXT_BODY,
    TEXT_MIN,
)
from game.ui.layout import BUTTON_PAD, SELECTED_PAD, TOGGLE_PAD

T = TypeVar("T")
TextSource = str | Callable[[], str]
Flag = bool | Callable[[], bool]
Color = tuple[int, ...]
RectLike = pygame.Rect | tuple[int, int, int, int]
# Every text a widget may show, for the fit check (a status line's messages, say).
Samples = Callable[[], list[str]]
TextBox = tuple[pygame.Rect, int, int, bool]  # where a text goes: box, size, lines, bold


def tall_enough(message: str, size: int, box: pygame.Rect, lines: int, bold: bool = True) -> int:
    """The largest size <= `size` at which `message` fits `box` in at most `lines` lines,
    its height included (`text.fit` checks the width only: two lines of body text in a
    56-pixel button touched its edges)."""
    s, rows = text.fit(message, size, box.width, lines, bold)
    while len(rows) > 1 and len(rows) * text.line_height(s, bold, message) > box.height \
            and s > TEXT_MIN:
        s, rows = text.fit(message, s - 1, box.width, lines, bold)
    return s


def _value(source: T | Callable[[], T]) -> T:
    return source() if callable(source) else source


class Widget:
    """Something on screen with a rectangle; focusable ones can be pressed."""

    focusable = False

    def __init__(self, rect: RectLike, visible: Flag = True) -> None:
        self.rect = pygame.Rect(rect)
        self._visible = visible

    @property
    def visible(self) -> bool:
        """Whether the widget is shown (and can be pressed)."""
        return bool(_value(self._visible))

    @property
    def enabled(self) -> bool:
        """Whether pressing does something."""
        return False

    def press(self) -> None:
        """Act as if tapped."""

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        """Paint the widget."""

    def text_box(self) -> TextBox | None:
        """Where the widget's text goes (None: it shows no text of its own)."""
        return None

    def texts(self) -> list[str]:
        """Every text the widget may show in the current language (shown now, and samples)."""
        return []


class Label(Widget):
    """Text fitted into its box: wrapped to `lines`, shrunk if it still does not fit."""

    def __init__(self, rect: RectLike, text: TextSource, size: int = TEXT_BODY,
                 color: Color | Callable[[], Color] = CREAM, *,
                 lines: int = 1, align: str = "center", valign: str = "center",
                 bold: bool = False, visible: Flag = True, samples: Samples | None = None,
                 ellipsis: bool = False) -> None:
        super().__init__(rect, visible)
        self.text, self.size, self.color = text, size, color
        self.ellipsis = ellipsis  # a name: shortened with "…" rather than run out of its box
        self.lines, self.align, self.valign, self.bold = lines, align, valign, bold
        self.samples = samples

    def text_box(self) -> TextBox:
        return self.rect, self.size, self.lines, self.bold

    def texts(self) -> list[str]:
        # a name (`ellipsis`) is the player's, shortened by design: its samples are measured
        shown = [] if self.ellipsis else [_value(self.text)]
        return [*shown, *(self.samples() if self.samples else [])]

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        message = _value(self.text)
        if message:
            draw.text_block(surf, self.rect, message, self.size, _value(self.color),
                            lines=self.lines, align=self.align, valign=self.valign,
                            bold=self.bold, ellipsis=self.ellipsis)


# kind -> (fill, shadow, text colour)
BUTTON_KINDS = {
    "primary": (GOLD, GOLD_DARK, INK),
    "secondary": (PAPER, PAPER_DARK, INK),
    "danger": (RED, RED_DARK, CREAM),
    "ghost": (FELT_LIGHT, FELT_DARK, CREAM),
}
DISABLED = ((120, 128, 118), (88, 96, 88), (196, 200, 190))
PAPER_EDGE = (176, 156, 124)  # a paper button's rim where it lies on a paper panel


def _on_paper(surf: pygame.Surface, r: pygame.Rect) -> bool:
    """Whether the button lies on a light panel (left and right of it, before it is drawn):
    a paper button there needs a rim to be seen."""
    bounds = surf.get_rect()
    points = [(r.left - 4, r.centery), (r.right + 3, r.centery)]
    inside = [p for p in points if bounds.collidepoint(p)]
    return bool(inside) and all(sum(surf.get_at(p)[:3]) > 3 * 200 for p in inside)


class Button(Widget):
    """A pressable button. Disabled buttons are flat and hatched, not only greyed."""

    focusable = True

    def __init__(self, rect: RectLike, text: TextSource, on_press: Callable[[], object], *,
                 kind: str = "primary", size: int = TEXT_BIG, enabled: Flag = True,
                 visible: Flag = True, lines: int = 1, sub: TextSource | None = None,
                 selected: Flag = False, samples: Samples | None = None,
                 sub_size: int | None = None, sub_lines: int = 1) -> None:
        super().__init__(rect, visible)
        self.text, self.on_press, self.kind, self.size = text, on_press, kind, size
        self._enabled, self.lines, self.sub, self._selected = enabled, lines, sub, selected
        self.samples = samples
        self.sub_size = max(size * 3 // 5, 14) if sub_size is None else sub_size
        self.sub_lines = sub_lines

    @property
    def enabled(self) -> bool:
        return self.visible and bool(_value(self._enabled))

    pad_right = 0  # room kept free on the right (a toggle's switch)

    def press(self) -> None:
        if self.enabled:
            self.on_press()

    def selected_now(self) -> bool:
        """Whether this option is the chosen one."""
        return bool(_value(self._selected))

    def text_box(self) -> TextBox:
        """The button less its padding (and the tick of a chosen option, a toggle's switch);
        the upper part when a second line of smaller text sits under it."""
        selected = self.selected_now()
        inner = self.rect.inflate(-BUTTON_PAD - (SELECTED_PAD if selected else 0)
                                  - self.pad_right, -10)
        inner.move_ip((SELECTED_PAD // 2 if selected else 0) - self.pad_right // 2, 0)
        if self.sub and _value(self.sub):  # the upper 3/5, or its lines' share of them
            inner.height = (inner.height * 3 // 5 if self.sub_lines == 1 else
                            inner.height * self.lines // (self.lines + self.sub_lines))
        size = self.size
        if self.lines > 1:  # wrapped lines must fit the height too, not only the width
            size = tall_enough(_value(self.text), size, inner, self.lines)
        return inner, size, self.lines, True

    def texts(self) -> list[str]:
        return [_value(self.text), *(self.samples() if self.samples else [])]

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        enabled = self.enabled
        fill, shade, ink = BUTTON_KINDS[self.kind] if enabled else DISABLED
        selected = bool(_value(self._selected))
        r = self.rect
        rim = enabled and fill == PAPER and _on_paper(surf, r)
        if enabled:
            pygame.draw.rect(surf, PAPER_EDGE if rim else shade, r.move(0, 5),
                             border_radius=BUTTON_RADIUS)
        pygame.draw.rect(surf, fill, r, border_radius=BUTTON_RADIUS)
        if rim:
            pygame.draw.rect(surf, PAPER_EDGE, r, 2, border_radius=BUTTON_RADIUS)
        if not enabled:
            draw.hatch(surf, r.inflate(-6, -6), (132, 140, 130))
        if selected:  # chosen option: thick inner border and a tick mark, not colour only
            pygame.draw.rect(surf, INK, r, 4, border_radius=BUTTON_RADIUS)
            cx, cy = r.left + 22, r.centery
            tick = [(cx - 9, cy), (cx - 3, cy + 7), (cx + 9, cy - 8)]
            pygame.draw.lines(surf, INK, False, tick, 4)
        box, size, lines, bold = self.text_box()
        draw.text_block(surf, box, _value(self.text), size, ink, lines=lines, bold=bold)
        sub = _value(self.sub) if self.sub else None
        if sub:
            below = pygame.Rect(box.left, box.bottom, box.width, r.height - 10 - box.height)
            draw.text_block(surf, below, sub, self.sub_size,
                            ink if enabled else (170, 176, 166), lines=self.sub_lines)
        if focused:
            draw.focus_ring(surf, r, BUTTON_RADIUS)


class Toggle(Button):
    """A two-state button (sound, hints); the state is shown as a word and a switch."""

    def __init__(self, rect: RectLike, text: TextSource, get: Callable[[], bool],
                 set_: Callable[[bool], None], **kw: Any) -> None:
        super().__init__(rect, text, lambda: set_(not get()), kind="secondary", **kw)
        self.get = get
        self.pad_right = TOGGLE_PAD

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        super().draw(surf, focused)
        on = self.get()
        knob = pygame.Rect(0, 0, 56, 30)
        knob.midright = (self.rect.right - 16, self.rect.centery)
        pygame.draw.rect(surf, (70, 150, 90) if on else INK_SOFT, knob, border_radius=15)
        dot = knob.right - 15 if on else knob.left + 15
        pygame.draw.circle(surf, CREAM, (dot, knob.centery), 11)


class Cycle(Button):
    """A button that steps through a few values (person/computer, a strength): it shows two
    turning arrows at its right, so it reads as "tap to change", not as an action."""

    ICON = 26

    def __init__(self, rect: RectLike, text: TextSource, on_press: Callable[[], object],
                 **kw: Any) -> None:
        super().__init__(rect, text, on_press, kind="secondary", **kw)
        self.pad_right = self.ICON + 8

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        super().draw(surf, focused)
        if not self.visible:
            return
        r = self.ICON // 2 - 2
        cx, cy = self.rect.right - 12 - r, self.rect.centery
        ink = INK if self.enabled else INK_SOFT
        box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        pygame.draw.arc(surf, ink, box, 0.35, 2.75, 3)  # upper half, arrow at its left end
        pygame.draw.arc(surf, ink, box, 3.5, 5.9, 3)  # lower half, arrow at its right end
        pygame.draw.polygon(surf, ink, [(cx - r - 5, cy - 3), (cx - r + 5, cy - 3),
                                        (cx - r, cy + 4)])
        pygame.draw.polygon(surf, ink, [(cx + r - 5, cy + 3), (cx + r + 5, cy + 3),
                                        (cx + r, cy - 4)])


class SoundButton(Widget):
    """The speaker icon in a play screen's header: it shows whether sound is on (waves, or
    crossed out) and opens the sound and animation options."""

    focusable = True

    def __init__(self, rect: RectLike, on: Callable[[], bool],
                 on_press: Callable[[], object]) -> None:
        super().__init__(rect)
        self.on, self.on_press = on, on_press

    @property
    def enabled(self) -> bool:
        return True

    def press(self) -> None:
        self.on_press()

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        fill, shade, ink = BUTTON_KINDS["ghost"]
        r = self.rect
        pygame.draw.rect(surf, shade, r.move(0, 5), border_radius=BUTTON_RADIUS)
        pygame.draw.rect(surf, fill, r, border_radius=BUTTON_RADIUS)
        draw.speaker(surf, r.center, min(r.w, r.h) - 26, self.on(), ink)
        if focused:
            draw.focus_ring(surf, r, BUTTON_RADIUS)


class Spot(Widget):
    """A focusable place (a die or a cell) whose picture the scene paints itself."""

    focusable = True

    def __init__(self, rect: RectLike, on_press: Callable[[], object],
                 enabled: Callable[[], bool] = lambda: True, radius: int = 12,
                 visible: Flag = True, ring: str = "button",
                 usable: Callable[[], bool] | None = None) -> None:
        super().__init__(rect, visible)
        self.on_press, self._enabled, self.radius = on_press, enabled, radius
        self.ring = ring  # "spot": the focus ring for dice and cells, clear on gold frames
        self._usable = usable

    @property
    def enabled(self) -> bool:
        return bool(self._enabled())

    @property
    def usable(self) -> bool:
        """A press would act now (a mouse on it lights it); a press on any enabled spot still
        answers, if only to say why not."""
        return self.enabled and (self._usable is None or bool(self._usable()))

    def press(self) -> None:
        self.on_press()

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        if focused:
            if self.ring == "spot":
                draw.spot_ring(surf, self.rect, self.radius)
            else:
                draw.focus_ring(surf, self.rect, self.radius)

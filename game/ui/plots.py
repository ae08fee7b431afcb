"""Plots in the game's style (paper cards, ink bars, gold marks), drawn with pygame only.

`histogram` draws bars with their counts, `trend` a line of the last games with the mean as a
dashed rule. Both read their data and draw; they never change state. Numbers are formatted by
the caller (`fmt`), so points read as the language writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.stats import Bin
from game.ui import draw, text
from game.ui.constants import GOLD, GOLD_DARK, INK, INK_SOFT, PAPER, PAPER_DARK, TEXT_SMALL
from game.ui.metrics import DESKTOP_METRICS, SMALL_CSS, Metrics

AXIS = 14  # axis label size
Format = Callable[[float], str]


def _sizes(m: Metrics) -> tuple[float, int, int]:
    """(how much larger than on the desktop, the titles' type size, the axis labels'): on a
    phone the axis labels too are read, so no smaller than `SMALL_CSS`."""
    return m.type_scale, m.font(TEXT_SMALL), m.at_least(AXIS, SMALL_CSS)


def card(surf: pygame.Surface, rect: pygame.Rect, title: str,
         legend: tuple[str, str] | None = None, metrics: Metrics = DESKTOP_METRICS
         ) -> pygame.Rect:
    """A paper card with a title and an optional legend (text, "bar" or "dash") on the right;
    returns the area left for the plot."""
    s, title_size, axis = _sizes(metrics)
    draw.panel(surf, rect, PAPER, radius=16)
    legend_w = round(250 * s)
    title_w = rect.width // 2
    if legend is not None and metrics.k > 1:  # a phone: the title up to the legend's words
        legend_w = min(legend_w, text.width(legend[0], axis) + 8)
        title_w = rect.width - 18 - round(50 * s) - legend_w - 16
    draw.text_block(surf, pygame.Rect(rect.left + 18, rect.top + round(8 * s), title_w,
                                      round(30 * s)), title, title_size, INK, align="left",
                    bold=True)
    if legend is not None:
        label, mark = legend
        box = pygame.Rect(rect.right - round(50 * s) - legend_w, rect.top + round(10 * s),
                          legend_w, max(26, axis + 6))
        draw.text_block(surf, box, label, axis, INK_SOFT, align="right")
        x, y = rect.right - round(40 * s), box.centery
        mark_w, mark_h = round(22 * s), round(18 * s)
        if mark == "bar":
            pygame.draw.rect(surf, GOLD, (x, y - mark_h // 2, mark_w, mark_h), border_radius=3)
            pygame.draw.rect(surf, GOLD_DARK, (x, y - mark_h // 2, mark_w, mark_h), 3,
                             border_radius=3)
        else:
            for dx in (0, round(14 * s)):
                pygame.draw.line(surf, INK_SOFT, (x + dx, y), (x + dx + round(7 * s), y), 2)
    top = round(44 * s)
    return pygame.Rect(rect.left + 18, rect.top + top, rect.width - 36,
                       rect.height - top - round(12 * s))


def histogram(surf: pygame.Surface, rect: pygame.Rect, bins: Sequence[Bin], fmt: Format,
              mark: float | None = None, metrics: Metrics = DESKTOP_METRICS) -> None:
    """Bars of `bins` in `rect` (labels under them); the bar holding `mark` is gold."""
    if not bins:
        return
    _s, _title, axis = _sizes(metrics)
    labels = axis + 8
    count_h = axis + 2
    area = pygame.Rect(rect.left, rect.top + count_h + 2, rect.width,
                       rect.height - count_h - 2 - labels)
    if metrics.k > 1:  # the first and last edge's labels inside the card
        edge = bins[-1].high
        area = area.inflate(-2 * max(0, text.width(fmt(edge), axis) // 2 - 12), 0)
    top = max(b.count for b in bins)
    step = area.width / len(bins)
    pygame.draw.line(surf, INK_SOFT, (area.left, area.bottom), (area.right, area.bottom), 2)
    for i, b in enumerate(bins):
        x = area.left + round(i * step)
        w = max(round((i + 1) * step) - round(i * step) - 4, 2)
        h = round(area.height * b.count / top) if top else 0
        bar = pygame.Rect(x + 2, area.bottom - h, w, h)
        held = mark is not None and b.low <= mark < b.high
        if h:
            pygame.draw.rect(surf, GOLD if held else INK, bar, border_radius=4)
            if held:  # not colour alone: a darker frame too
                pygame.draw.rect(surf, GOLD_DARK, bar, 3, border_radius=4)
        if b.count:
            draw.text_block(surf, pygame.Rect(x, bar.top - count_h - 2, w + 4, count_h),
                            str(b.count), axis, INK)
    # A label under every bar edge that has room (at least 40 px apart at the desktop's size).
    room = 40 * axis / AXIS
    every = max(1, int(room // step) + 1)
    half = round(room)
    for i in range(0, len(bins) + 1, every):
        x = area.left + round(i * step)
        value = bins[0].low + i * (bins[0].high - bins[0].low)
        pygame.draw.line(surf, INK_SOFT, (x, area.bottom), (x, area.bottom + 5), 2)
        draw.text_block(surf, pygame.Rect(x - half, area.bottom + 5, 2 * half, labels - 4),
                        fmt(value), axis, INK_SOFT)


def trend(surf: pygame.Surface, rect: pygame.Rect, values: Sequence[float], fmt: Format,
          mean: float | None = None, metrics: Metrics = DESKTOP_METRICS) -> None:
    """The values in order as a line with dots (the last one gold), the mean dashed."""
    if not values:
        return
    s, _title, axis = _sizes(metrics)
    left_labels = round(56 * axis / AXIS)
    area = pygame.Rect(rect.left + left_labels, rect.top + 8, rect.width - left_labels - 8,
                       rect.height - 16)
    low, high = min(values), max(values)
    if mean is not None:
        low, high = min(low, mean), max(high, mean)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    pad = (high - low) * 0.08
    low, high = low - pad, high + pad

    def y_of(v: float) -> int:
        return area.bottom - round((v - low) / (high - low) * area.height)

    pygame.draw.rect(surf, PAPER_DARK, area, border_radius=6)
    # The highest and lowest value on the axis (true values, never the padded ends or the mean
    # of older games); one label when they are equal or too close to read apart.
    top, bottom = max(values), min(values)
    label_h = axis + 4
    for v in (top, bottom) if y_of(bottom) - y_of(top) >= label_h else (top,):
        draw.text_block(surf, pygame.Rect(rect.left, y_of(v) - label_h // 2, left_labels - 8,
                                          label_h), fmt(v), axis, INK_SOFT, align="right")
    if mean is not None:
        y = y_of(mean)
        for x in range(area.left, area.right, 14):
            pygame.draw.line(surf, INK_SOFT, (x, y), (min(x + 7, area.right), y), 2)
    n = len(values)
    xs = [area.left + 12 + round(k * (area.width - 24) / max(n - 1, 1)) for k in range(n)]
    points = [(x, y_of(v)) for x, v in zip(xs, values, strict=True)]
    if n > 1:
        pygame.draw.lines(surf, INK, False, points, 3)
    big, small = round(7 * s), round(5 * s)
    for k, p in enumerate(points):
        last = k == n - 1
        pygame.draw.circle(surf, INK, p, big if last else small)
        pygame.draw.circle(surf, GOLD if last else PAPER, p, small if last else round(3 * s))


def diverging(surf: pygame.Surface, rect: pygame.Rect, parts: Sequence[tuple[str, float]],
              scale: float, fmt: Format, size: int = TEXT_SMALL) -> None:
    """Horizontal bars from a centre line, one per (label, value): right for gains (ink),
    left for losses (hatched red-brown); labels on the left, values in a column on the right
    (their text at `size`, the columns as wide as it needs)."""
    if not parts:
        return
    row = rect.height // len(parts)
    label_w, value_w = round(180 * size / TEXT_SMALL), round(84 * size / TEXT_SMALL)
    area = pygame.Rect(rect.left + label_w, rect.top, rect.width - label_w - value_w - 8,
                       rect.height)
    centre, half = area.centerx, area.width // 2 - 4
    for k, (label, value) in enumerate(parts):
        y = rect.top + k * row
        draw.text_block(surf, pygame.Rect(rect.left, y, label_w - 8, row), label, size,
                        INK, align="left", bold=True)
        w = round(half * min(abs(value) / scale, 1.0)) if scale > 0 else 0
        bar = pygame.Rect(centre if value >= 0 else centre - w, y + row // 4, w, row // 2)
        if w:
            pygame.draw.rect(surf, INK if value >= 0 else (140, 70, 50), bar, border_radius=4)
            if value < 0:  # not colour alone: losses are hatched
                draw.hatch(surf, bar, (200, 150, 120), 8)
        draw.text_block(surf, pygame.Rect(rect.right - value_w, y, value_w, row), fmt(value),
                        size, INK, align="right", bold=True)
    pygame.draw.line(surf, INK_SOFT, (centre, rect.top), (centre, rect.bottom), 2)

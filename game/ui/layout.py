"""Shared screen geometry: named places on the desktop's 1280x720 canvas, and `header(m)`, the
header of a screen laid out for any canvas (`game.ui.metrics`).

Each screen keeps its own geometry beside the code that draws it (its view module); what
several screens share lives here. The sizes of text boxes are not listed anywhere: the fit
check (`game.dev.fit`) measures the widgets and boxes the screens really build and draw.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.constants import TEXT_BIG, TEXT_BODY, TEXT_HEAD, WIDTH
from game.ui.metrics import TARGET_CSS, Metrics

MARGIN = 20  # from the canvas edge to the header buttons
HEADER_H = 84  # the wooden strip along the top
HEADER_BUTTON = pygame.Rect(MARGIN, 12, 200, 60)  # Back / Menu, top left
HEADER_BUTTON_2 = pygame.Rect(HEADER_BUTTON.right + 12, 12, 200, 60)  # HINT, beside Menu
HEADER_BUTTON_RIGHT = pygame.Rect(WIDTH - MARGIN - 200, 12, 200, 60)  # e.g. Tutorial
HEADER_ICON = pygame.Rect(HEADER_BUTTON_2.right + 12, 12, 64, 60)  # sound, beside HINT
# The title is centred; a short one clears the buttons at the sides.
HEADER_TITLE = pygame.Rect(260, 6, WIDTH - 2 * 260, HEADER_H - 14)
HEADER_INFO = pygame.Rect(WIDTH - 330, 10, 310, 34)  # top right: difficulty / target
HEADER_INFO_2 = pygame.Rect(WIDTH - 330, 44, 310, 30)  # under it: turn / round
# a play screen's title: between its header buttons (Menu, HINT, sound) and the info
PLAY_TITLE = pygame.Rect(HEADER_ICON.right + 12, 6, HEADER_INFO.left - HEADER_ICON.right - 24,
                         HEADER_H - 14)
PLAY_TITLE_TOP = 42  # with a line under the title: the title's height
BUTTON_PAD = 24  # a button's text box is this much narrower than the button
SELECTED_PAD = 36  # ... and this much more when it shows the "chosen" tick
TOGGLE_PAD = 80  # room for a toggle's switch
NARROW = 1000  # a canvas less wide than this (a phone upright) stacks what sits side by side



@dataclass(frozen=True)
class Header:
    """The wooden strip along the top of a responsive screen, for its canvas: on the desktop
    canvas exactly the places above; on a phone taller, with buttons a finger wide."""

    height: int
    left: pygame.Rect  # Back / Menu
    right: pygame.Rect  # e.g. Tutorial
    title: pygame.Rect  # centred between them
    title_size: int  # the title's type size
    button_size: int  # the buttons' type size


def header(m: Metrics) -> Header:
    """The header of a screen laid out for `m`."""
    button_h = m.at_least(HEADER_BUTTON.height, TARGET_CSS)
    height = max(HEADER_H, button_h + 2 * HEADER_BUTTON.top)
    top = (height - button_h) // 2
    narrow = m.width < NARROW
    button_w = round(150 * m.type_scale) if narrow else HEADER_BUTTON.width
    left = pygame.Rect(MARGIN, top, button_w, button_h)
    right = pygame.Rect(m.width - MARGIN - button_w, top, button_w, button_h)
    gap = 16 if narrow else HEADER_TITLE.left - HEADER_BUTTON.right
    title = pygame.Rect(left.right + gap, HEADER_TITLE.top, m.width - 2 * (left.right + gap),
                        height - 14)
    return Header(height, left, right, title,
                  m.font(TEXT_BIG) if narrow else m.font(TEXT_HEAD), m.font(TEXT_BODY))

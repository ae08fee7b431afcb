"""Shared screen geometry: named places on the fixed 1280x720 canvas.

Each screen keeps its own geometry beside the code that draws it (its view module); what
several screens share lives here. The sizes of text boxes are not listed anywhere: the fit
check (`game.dev.fit`) measures the widgets and boxes the screens really build and draw.
"""

from __future__ import annotations

import pygame

from game.ui.constants import WIDTH

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


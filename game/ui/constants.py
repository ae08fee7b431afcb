"""Front-end constants in one place: logical size, colours, type sizes, timings."""

from __future__ import annotations

# The fixed logical canvas (rules §4; pygbag CSS-scales it in the browser).
WIDTH, HEIGHT = 1280, 720
SIZE = (WIDTH, HEIGHT)
FPS = 60
TITLE = "CUBIRI"

# Warm tabletop palette: felt, wood, paper and ink.
FELT = (36, 84, 68)
FELT_DARK = (27, 66, 53)
FELT_LIGHT = (52, 106, 88)
WOOD = (112, 72, 42)
WOOD_DARK = (78, 48, 27)
WOOD_LIGHT = (150, 101, 60)
PAPER = (247, 239, 222)
PAPER_DARK = (226, 213, 188)
INK = (44, 33, 24)
INK_SOFT = (105, 88, 70)
CREAM = (252, 246, 232)
CREAM_SOFT = (214, 226, 214)
GOLD = (242, 184, 72)
GOLD_DARK = (176, 122, 30)
RED = (196, 76, 56)
RED_DARK = (140, 46, 32)
BLUE = (64, 110, 170)
SHADOW = (0, 0, 0, 70)

# Dice.
DIE_FACE = (250, 246, 236)
DIE_EDGE = (196, 184, 160)
DIE_PIP = (36, 30, 26)
DIE_DISABLED_FACE = (196, 190, 178)
DIE_DISABLED_PIP = (140, 132, 120)
DIE_STAGED_FACE = (255, 236, 190)
DIE_ASIDE_FACE = (226, 238, 228)

# Type sizes (px).
TEXT_HUGE = 96
TEXT_TITLE = 56
TEXT_HEAD = 36
TEXT_BIG = 30
TEXT_BODY = 24
TEXT_SMALL = 20
TEXT_MIN = 12  # labels shrink down to this before they would overflow

# Touch targets.
BUTTON_RADIUS = 14
FOCUS_WIDTH = 4

# Timings (seconds, at animation speed "normal").
ROLL_TIME = 0.6
MOVE_TIME = 0.18
COUNT_TIME = 0.35  # a score counting to its new value
BANNER_TIME = 1.4
BOT_STEP = 0.75
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.5, "off": 0.0}  # keys: storage settings

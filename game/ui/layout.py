"""The front end's text boxes, for the overflow check of every language.

`text_boxes()` lists (msgid, font size px, max width px, max lines, bold) for every fixed text the
screens draw, at the size and width the screens give it (a button's text box is the button less
its padding). `python -m game locales --check` and `tests/ui/test_layout.py` render each one in
every language and fail when it does not fit. At run time labels shrink rather than overflow, so
this check is what keeps them at their intended size.
"""

from __future__ import annotations

from game.ui.constants import (
    TEXT_BIG,
    TEXT_BODY,
    TEXT_HEAD,
    TEXT_SMALL,
    TEXT_TITLE,
)

Box = tuple[str, int, int, int, bool]

BUTTON_PAD = 24  # a button's text box is this much narrower than the button
SELECTED_PAD = 36  # ... and this much more when it shows the "chosen" tick
TOGGLE_PAD = 80  # room for a toggle's switch

HEADER_W = 760  # the title in the wooden header
BACK_W = 200 - BUTTON_PAD
MENU_W = 520 - BUTTON_PAD
DIALOG_W = 320 - BUTTON_PAD
HINT_W = 200 - BUTTON_PAD  # the HINT button beside Menu on both play screens


def _many(msgids: list[str], size: int, width: int, lines: int = 1,
          bold: bool = False) -> list[Box]:
    return [(m, size, width, lines, bold) for m in msgids]


def text_boxes() -> list[Box]:
    """Every fixed text box of the UI (msgids are English; placeholders left in)."""
    boxes: list[Box] = []
    add = boxes.extend
    # title
    add(_many(["Original dice games"], TEXT_BODY, 880))
    add(_many(["Sound"], TEXT_BIG, 380 - BUTTON_PAD - TOGGLE_PAD, bold=True))
    add(_many(["MAGDAGDON", "MISHIMASH"], TEXT_TITLE, 444, bold=True))
    add(_many(["CUBIRI ORIGINAL #1", "CUBIRI ORIGINAL #2"], TEXT_SMALL, 444, bold=True))
    add(_many(["Fill the board with one connected field of numbers.",
               "Set dice aside, bank your points, or risk them all."], TEXT_SMALL, 436, 2))
    # header titles and menus
    add(_many(["MAGDAGDON", "MISHIMASH", "Rules: {game}", "About {game}", "High scores",
               "Settings", "New match"], TEXT_HEAD, HEADER_W, bold=True))
    add(_many(["Back", "Menu"], TEXT_BODY, BACK_W, bold=True))
    add(_many(["HINT", "HIDE HINT"], TEXT_BODY, HINT_W, bold=True))
    add(_many(["Play", "Continue", "New game", "Rules", "High scores", "Settings", "About"],
              TEXT_BIG, MENU_W, bold=True))
    # dialogs
    add(_many(["Cancel", "Keep playing", "New game", "New match", "Change"], TEXT_BIG, DIALOG_W,
              bold=True))
    add(_many(["Abandon the game in progress and start a new one?",
               "Abandon the match in progress and start a new one?",
               "Changing the difficulty starts a new game. Abandon the game in progress?"],
              TEXT_BIG, 700, 3))
    add(_many(["Language"], TEXT_HEAD, 520, bold=True))
    # MAGDAGDON play
    add(_many(["PEACEFUL", "SURVIVAL", "NIGHTMARE"], TEXT_BODY, 310, bold=True))
    add(_many(["Turn {n}"], TEXT_SMALL, 310))
    add(_many(["MINUS −1", "PLUS +1", "REROLL"], TEXT_BODY, 186 - BUTTON_PAD, 2, bold=True))
    add(_many(["Cancel"], TEXT_BODY, 188 - BUTTON_PAD, bold=True))
    add(_many(["Tap the dice to reroll", "Reroll {n} die", "Reroll {n} dice"], TEXT_SMALL,
              370 - BUTTON_PAD, 2, bold=True))
    add(_many(["ROLL", "CONFIRM"], TEXT_HEAD, 360 - BUTTON_PAD, bold=True))
    add(_many(["ACCEPT a ruin", "Pick the ruin cell"], TEXT_BODY, 360 - BUTTON_PAD, 2,
              bold=True))
    add(_many(["UNDO"], TEXT_BODY, 192 - BUTTON_PAD, bold=True))
    add(_many(["See the result"], TEXT_BIG, 572 - BUTTON_PAD, bold=True))
    add(_many(["The board is full. Game over!", "Rolling…", "Roll the four dice.",
               "Tap an empty cell: it becomes a ruin.",
               "MAGDAGDON: these dice cannot place {n} die. Use a power or accept a "
               "ruin.",
               "MAGDAGDON: these dice cannot place {n} dice. Use a power or accept a "
               "ruin.",
               "MAGDAGDON: these dice cannot place {n} die. Accept a ruin.",
               "MAGDAGDON: these dice cannot place {n} dice. Accept a ruin.",
               "Tap the dice to reroll, then press the reroll button.",
               "This die fits nowhere now. Pick another or take one back.",
               "Tap a highlighted cell to place the die.",
               "CONFIRM to end the turn, or place more dice.",
               "Place at least {n} more die: tap a die, then a cell.",
               "Place at least {n} more dice: tap a die, then a cell."], TEXT_BODY, 572, 2))
    add(_many(["No power uses left.", "{n} use left · the next costs {points} points",
               "{n} uses left · the next costs {points} points"], TEXT_SMALL, 572))
    add(_many(["Straight", "Four of a kind", "Two pairs", "no bonus"], 16, 92, 2))
    add(_many(["Lines", "Bonuses", "{n} ruin", "{n} ruins", "Powers"], TEXT_SMALL, 170))
    add(_many(["Total"], TEXT_SMALL, 144))
    add(_many(["MAGDAGDON!"], 84, 1200, bold=True))
    # MAGDAGDON hint panel (in the score panel's place)
    add(_many(["Place the dice on the numbered cells, in order. No power needed.",
               "Use MINUS −1 on the marked die (costs {points} points).",
               "Use PLUS +1 on the marked die (costs {points} points).",
               "REROLL the marked dice (costs {points} points).",
               "Accept a ruin on the marked cell.",
               "{power} Then place the dice in order.",
               "First take back the dice marked ×."], TEXT_SMALL, 572 - 216, 4))
    add(_many(["Roll the dice first.", "Preparing the hint…"], TEXT_BODY, 572 - 40, 2))
    add(_many(["Expected final score"], 16, 170 - 16, 2))
    # hints
    add(_many(["Tip: press ROLL to throw the four dice.",
               "Tip: tap a die. The cells where it fits light up.",
               "Tip: tap a lit cell to stage the die. Tap a staged die to take it back.",
               "Tip: CONFIRM makes the staged dice permanent and ends the turn.",
               "Tip: these dice cannot place the turn's minimum. A power may rescue the roll; a "
               "ruin costs 15 points.",
               "Tip: these dice cannot place the turn's minimum. Accept a ruin on an empty cell; "
               "it costs 15 points."], 18, 604 - 110, 3))
    add(_many(["Tip: press ROLL to throw six dice.",
               "Tip: tap a scoring die. Its whole combination is set aside.",
               "Tip: SAVE banks the turn points. ROLL AGAIN risks them for more."],
              18, 508 - 110, 3))
    # MAGDAGDON end
    add(_many(["Game over"], TEXT_HEAD, 660, bold=True))
    add(_many(["{difficulty}, {n} turns"], TEXT_BODY, 660))
    add(_many(["Not in the top 10 this time.", "A new best score!",
               "Place {n} in the high scores."], TEXT_BIG, 660, bold=True))
    add(_many(["Lines", "Bonuses", "{n} ruin", "{n} ruins", "{n} power used",
               "{n} powers used"], TEXT_BODY, 380))
    add(_many(["Final score"], TEXT_BIG, 300))
    # MISHIMASH play
    add(_many(["ROLL"], TEXT_HEAD, 400 - BUTTON_PAD, bold=True))
    add(_many(["SAVE"], TEXT_HEAD, 260 - BUTTON_PAD, bold=True))
    add(_many(["ROLL AGAIN ({n} die)", "ROLL AGAIN ({n} dice)", "ROLL AGAIN"], TEXT_BODY,
              428 - BUTTON_PAD, bold=True))
    add(_many(["See the result"], TEXT_BIG, 520 - BUTTON_PAD, bold=True))
    add(_many(["{name} wins!", "BUST! {name} loses {points} points.",
               "BUST! No points for {name} this turn.", "{name} is playing…",
               "{name}: roll the dice.", "{name}: roll again.", "{name}: set aside scoring dice.",
               "{name}: save or roll again?"], TEXT_BIG, 844, bold=True))
    add(_many(["Tap a die: its whole combination is picked.",
               "Not a valid selection: tap more dice or take some back.",
               "Selection {value} × {k} = {points}", "{selection}, MISHIMASH +{bonus}",
               "This die does not score in this roll."], TEXT_BODY, 844))
    add(_many(["{name} is getting ready…"], TEXT_BIG, 844, bold=True))
    # MISHIMASH hint panel (in the scoreboard's place)
    add(_many(["Hint"], TEXT_BIG, 356 - 32, bold=True))
    add(_many(["Chance of a bust if you roll {n} die", "Chance of a bust if you roll {n} dice",
               "Points if you save now", "Expected turn points if you roll again",
               "Chance to win: save / roll again"], 18, 356 - 32, 2))
    add(_many(["Preparing the hint…", "Rolling…"], TEXT_BODY, 356 - 32, 2))
    add(_many(["Roll the dice.", "Set aside the marked dice, then SAVE.",
               "Set aside the marked dice, then ROLL AGAIN.", "SAVE now.", "ROLL AGAIN."],
              TEXT_BODY, 356 - 24 - 24, 3, bold=True))
    add(_many(["Turn points"], TEXT_SMALL, 226))
    add(_many(["Roll"], TEXT_SMALL, 106))
    add(_many(["MISHIMASH"], TEXT_SMALL, 176))
    add(_many(["Next bonus"], TEXT_SMALL, 204))
    add(_many(["Set aside this turn:"], TEXT_SMALL, 260))
    add(_many(["nothing yet"], TEXT_SMALL, 300))
    add(_many(["Scores"], TEXT_BIG, 316, bold=True))
    add(_many(["Target {points}", "Tie-break, round {n}", "Final round", "Round {n}"],
              TEXT_SMALL, 310, bold=True))
    add(_many(["BUST!", "MISHIMASH!", "TIE-BREAK!", "FINAL ROUND!"], 76, 1200, bold=True))
    add(_many(["{name} saves {points} points"], 48, 1200, bold=True))
    # MISHIMASH winner
    add(_many(["{name} wins!", "{points} points in {n} turn", "{points} points in {n} turns"],
              40, 700, bold=True))
    add(_many(["Your best result for this target!", "Your best: {n} turn",
               "Your best: {n} turns", "After tie-break round {n}"], TEXT_BODY, 700))
    add(_many(["New match", "Menu"], TEXT_BIG, 330 - BUTTON_PAD, bold=True))
    # MISHIMASH setup
    add(_many(["Person", "Computer"], TEXT_BODY, 186 - BUTTON_PAD, bold=True))
    add(_many(["Easy", "Medium", "Strong"], TEXT_BODY, 170 - BUTTON_PAD, bold=True))
    add(_many(["Strength"], TEXT_SMALL, 170))
    add(_many(["Add a seat"], TEXT_BODY, 300 - BUTTON_PAD, bold=True))
    add(_many(["Players"], TEXT_BIG, 540, bold=True))
    add(_many(["Target"], TEXT_BIG, 360, bold=True))
    add(_many(["Tap a name to type a new one."], TEXT_BODY, 360, 2))
    add(_many(["Start"], TEXT_HEAD, 354 - BUTTON_PAD, bold=True))
    add(_many(["Player {n}"], TEXT_BODY, 300 - 28))
    # rules (key help) and scores
    add(_many(["Keys"], TEXT_BIG, 908, bold=True))
    add(_many(["Arrow keys, Tab", "Enter or Space", "Esc or Backspace", "1 to 4", "1 to 6",
               "U or Z", "Minus, Plus, X"], TEXT_BODY, 280, bold=True))
    add(_many(["Move the highlight", "Press the highlighted button, die or cell",
               "Go back or close", "Pick a die by its place in the tray", "Roll the dice",
               "Roll, or roll again", "CONFIRM the staged dice",
               "UNDO: take back the last staged die", "The powers MINUS −1, PLUS +1 and REROLL",
               "Accept MAGDAGDON: choose the ruin cell", "SAVE the turn points",
               "Show or hide the HINT", "Sound on or off", "Full screen (on a computer)"],
              TEXT_BODY, 608, 3))
    add(_many(["Place"], TEXT_SMALL, 110))
    add(_many(["Score", "Turns"], TEXT_SMALL, 180))
    add(_many(["Date"], TEXT_SMALL, 300))
    add(_many(["Powers used"], TEXT_SMALL, 230))
    add(_many(["No games finished yet."], TEXT_BIG, 1080, 2))
    add(_many(["Solo: fewest turns"], TEXT_BIG, 420, bold=True))
    add(_many(["Recent matches"], TEXT_BIG, 656, bold=True))
    add(_many(["No matches finished yet."], TEXT_BODY, 656))
    add(_many(["{n} turn", "{n} turns"], TEXT_BODY, 260))
    add(_many(["{date}: {name} wins ({points} of {target})"], TEXT_SMALL, 656, bold=True))
    # settings
    add(_many(["Language", "Sound", "Animations", "Tips", "Difficulty"], TEXT_BIG, 320, 2,
              bold=True))
    add(_many(["On", "Off"], TEXT_BIG, 380 - BUTTON_PAD - TOGGLE_PAD, bold=True))
    add(_many(["Slow", "Normal", "Fast", "Off"], TEXT_BODY, 196 - BUTTON_PAD - SELECTED_PAD,
              bold=True))
    add(_many(["PEACEFUL", "SURVIVAL", "NIGHTMARE"], TEXT_BODY, 266 - BUTTON_PAD - SELECTED_PAD,
              bold=True))
    return boxes


TEXT_BOXES = text_boxes()

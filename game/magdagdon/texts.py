"""MAGDAGDON's texts: its rule book, About text, tagline, key help and first-game tips.

English msgids only (`game.i18n.N_`), translated when shown: `game.texts` reads them through the
registry entry's `texts`. The rules restate docs/rules.md for players (rules §1, and rules §5 for
the daily challenge) in the owner's terms (the table "Terms in the five languages" at the end of
docs/rules.md). Pure: nothing here imports more than `game.i18n`.
"""

from __future__ import annotations

from game.i18n import N_

# Section title -> paragraphs.
RULES: list[tuple[str, list[str]]] = [
    (N_("Goal"), [
        N_("Fill the 4×4 board with one connected field of numbers. Strong rows and columns "
           "score points; RUINS cost points."),
    ]),
    (N_("A turn"), [
        N_("Press ROLL: four ordinary six-sided dice are rolled."),
        N_("Tap a die, then one of its highlighted valid cells to stage it there. Staged "
           "dice already count as numbers when the next die is checked, so the order in "
           "which you stage them matters."),
        N_("Each turn you must place a minimum number of dice, set by the difficulty. As "
           "soon as that many are staged, CONFIRM becomes available. You may stage more "
           "dice first; the unused dice are discarded when you confirm."),
        N_("Before you confirm, you can take back any staged die: tap it, or press UNDO to "
           "take back the last one. Dice staged after it that are no longer valid come back "
           "too. After CONFIRM the numbers are permanent."),
        N_("When fewer cells are empty than the minimum, the minimum drops to the number of "
           "empty cells. On NIGHTMARE the last two cells therefore need 2 dice, and the "
           "last cell 1."),
    ]),
    (N_("Difficulty"), [
        N_("PEACEFUL: 3 Majda Powers, at least 2 dice per turn. The powers cost 10, 20 and "
           "40 points in the order you use them (all three: 70)."),
        N_("SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using it costs 70 points."),
        N_("NIGHTMARE: no Majda Powers, at least 3 dice per turn."),
        N_("You choose the difficulty in SETTINGS. Changing it starts a new game. High "
           "scores are kept separately for each difficulty."),
    ]),
    (N_("Valid placement"), [
        N_("The first die of the game may go on any empty cell. So may any die while the "
           "board holds no numbers at all (for example when only RUINS are on it)."),
        N_("Every other die must touch at least one number up, down, left or right. "
           "Diagonal contact does not count."),
        N_("Its value may differ by at most 1 from every number it touches. Equal values "
           "are allowed."),
        N_("Example: an empty cell touching a 3 and a 4 takes only a 3 or a 4; touching a 2 "
           "and a 4 it takes only a 3; touching a 2 and a 5 it takes nothing."),
        N_("A RUIN is not a number: it neither connects nor restricts its neighbours."),
    ]),
    (N_("Majda Powers"), [
        N_("Powers act on available dice only. To change a staged die, take it back first."),
        N_("MINUS −1 or PLUS +1 changes one available die by exactly 1, never below 1 or "
           "above 6. Each change uses one power."),
        N_("REROLL rerolls one or more available dice of your choice together, for one "
           "power, however many dice you choose."),
        N_("Powers are optional. You may use several in the same turn, after the roll and "
           "before you confirm, as long as you have some left. Each one's penalty comes "
           "off the final score."),
    ]),
    (N_("MAGDAGDON and ruins"), [
        N_("After the roll and after every power, the game checks whether the dice can "
           "still place the turn's minimum (2 dice, 3 on NIGHTMARE, fewer at the very end) "
           "one after another on the permanent board, in some order. If they cannot, the "
           "turn is in MAGDAGDON, even when one of the dice fits somewhere."),
        N_("Example: the board holds a single 1 and you roll 1-6-6-6. The 1 fits beside it, "
           "but a 6 may never touch a 1, so no second die can follow: MAGDAGDON."),
        N_("A bad staging choice never causes MAGDAGDON: while a valid order exists, take "
           "back or reorder your staged dice instead."),
        N_("In MAGDAGDON you may use a power to rescue the roll, if you have one left, or "
           "press ACCEPT a ruin, even with powers left."),
        N_("When you accept, choose any empty cell: it becomes a RUIN for the rest of the "
           "game, the staged dice are discarded and the turn ends. Each RUIN costs 15 "
           "points."),
    ]),
    (N_("Scoring"), [
        N_("Every row and every column scores the sum of its numbers, so each number counts "
           "twice: once in its row and once in its column."),
        N_("A complete line of four numbers earns at most one bonus, the highest it "
           "qualifies for: STRAIGHT +60, FOUR OF A KIND +40, TWO PAIRS +20."),
        N_("A STRAIGHT rises or falls by exactly 1 at each step along the line: 1-2-3-4, "
           "3-4-5-6, 4-3-2-1 or 6-5-4-3, but not 2-1-3-4. TWO PAIRS are two different "
           "values, twice each, in any order."),
        N_("A line with a RUIN still scores the sum of its numbers, but earns no bonus."),
        N_("Final score = sums + bonuses − 15 per RUIN − power penalties. It can be "
           "negative. The score is shown live while you play."),
        N_("Example: a complete row 2-3-4-5 adds 14 to the row sums and a STRAIGHT +60; its "
           "numbers also count in their columns. A RUIN in that row would cancel the +60 "
           "and cost 15."),
    ]),
    (N_("End of the game"), [
        N_("The game ends when all 16 cells hold a number or a RUIN. The final score is "
           "saved at once in the high scores of the difficulty played, with the date, the "
           "number of turns and the powers used."),
    ]),
    (N_("Daily challenge"), [
        N_("Each day brings one daily challenge with the same dice for every player, so "
           "results compare. Days follow UTC: a new challenge starts at 00:00 UTC."),
        N_("The weekday sets the difficulty: NIGHTMARE on Sunday; PEACEFUL on Monday, "
           "Wednesday and Friday; SURVIVAL on Tuesday, Thursday and Saturday."),
        N_("Each turn's roll is the same for everyone, whatever was placed before. The "
           "first, second… REROLL of a turn gives a die the same new value for everyone, "
           "whichever dice are rerolled with it."),
        N_("You have one scored attempt a day. Leave it and continue it later like any "
           "game: it keeps its date and its dice, even past midnight. Once it is over, "
           "you can replay the day's challenge without a score."),
        N_("HINT is not offered during the scored attempt, so results compare; in a "
           "replay it is."),
        N_("The result card shows the date, the score and the board without its numbers: "
           "green for a number in a row or column with a bonus, white for another number, "
           "red for a RUIN. Daily results go to the daily history, not to the high "
           "scores."),
    ]),
]

# The picture the Rules screen draws after a section (by its English heading): the adjacency
# diagram (`game.magdagdon.ui.figures`).
FIGURES: dict[str, str] = {"Valid placement": "adjacency"}

# The dedication ends with a heart, U+2764 (`game.texts.HEART`), which the bundled fonts carry.
DEDICATION = N_("MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška — happy 20th birthday! ❤")
ABOUT: list[str] = [
    N_("CUBIRI ORIGINAL #1"),
    N_("A dice game of placement and nerve for one player."),
    DEDICATION,
]

# The title screen's line.
TAGLINE = N_("Fill the board with one connected field of numbers.")

# The Rules screen's keys of this game (between the keys every game shares, `game.texts`).
KEYS: list[tuple[str, str]] = [
    (N_("1 to 4"), N_("Pick a die by its place in the tray")),
    ("R", N_("Roll the dice")),
    ("C", N_("CONFIRM the staged dice")),
    (N_("U or Z"), N_("UNDO: take back the last staged die")),
    (N_("Minus, Plus, X"), N_("The powers MINUS −1, PLUS +1 and REROLL")),
    ("A", N_("Accept MAGDAGDON: choose the ruin cell")),
]

# First-game tips by name (the names are kept in the settings' `hints_seen`).
TIPS: dict[str, str] = {
    "roll": N_("Tip: press ROLL to throw the four dice."),
    "pick": N_("Tip: tap a die. The cells where it fits light up."),
    "place": N_("Tip: tap a lit cell to stage the die. Tap a staged die to take it back."),
    "confirm": N_("Tip: CONFIRM makes the staged dice permanent and ends the turn."),
    "magdagdon": N_("Tip: these dice cannot place the turn's minimum. A power may rescue the "
                    "roll; a ruin costs 15 points."),
    # rules §1.6 with no power uses left (always on NIGHTMARE): only a ruin is possible
    "ruin": N_("Tip: these dice cannot place the turn's minimum. Accept a ruin on an empty "
               "cell; it costs 15 points."),
}

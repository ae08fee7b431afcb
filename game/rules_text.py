"""The rule books and About texts of both games, as structured, translatable data.

    >>> from game import i18n, rules_text
    >>> i18n.activate("it")
    >>> heading, paragraphs = rules_text.rules("mishimash")[0]

`rules(game)` gives titled sections of paragraphs in the active language, for the scrollable
Rules screen; `figures(game)` names the picture drawn after a section, if any (the MISHIMASH
scoring card and the MAGDAGDON adjacency diagram, `game.ui.rule_figures`). `about(game)` gives
the About paragraphs, the dedication last; the dedication of MAGDAGDON ends with a heart,
U+2764 (`HEART`), which the bundled fonts carry, so it can be drawn as text; a screen that
wants it red can split the paragraph on `HEART`.

The English text restates docs/rules.md for players (rules §1 MAGDAGDON, rules §2 MISHIMASH,
rules §5 the daily challenge); the translations use the owner's terms from the original rule
sheets (the table "Terms in the five languages" at the end of docs/rules.md).
"""

from __future__ import annotations

from game.i18n import N_, _

HEART = "\u2764"  # ❤ without the emoji variation selector, which no bundled font draws

GAMES = ("magdagdon", "mishimash")

# Section title -> paragraphs; English msgids, translated when read.
_RULES: dict[str, list[tuple[str, list[str]]]] = {
    "magdagdon": [
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
    ],
    "mishimash": [
        (N_("Goal"), [
            N_("Save more points than everyone else. The first to save the target score (1000 "
               "points unless you choose 250, 500 or 2000) starts the final round; then the "
               "highest saved total wins. Roll six dice, set aside scoring combinations, then "
               "SAVE your points or ROLL AGAIN with the remaining dice under a growing "
               "multiplier."),
        ]),
        (N_("Combinations"), [
            N_("A single 1 is worth 1 point; a single 5 is worth 0.5 points."),
            N_("Three 1s are worth 10 points, four 20, five 30, six 40."),
            N_("Three of a kind of 2 to 6 are worth the face value: three 4s make 4 points. "
               "Four of a kind are worth twice that, five three times, six four times: four "
               "4s make 8, six 6s make 24."),
            N_("The straight 1-2-3-4-5-6 is worth 15 points. Three pairs are worth 10 points; "
               "four of a kind with a pair, or six of a kind, count as three pairs too."),
        ]),
        (N_("Combinations cannot be split"), [
            N_("All the dice of a face shown three or more times form one combination: set "
               "them aside together or not at all. From 1-1-1-2-3-4 you cannot take a single "
               "1."),
            N_("1s and 5s shown once or twice are separate singles: take any of them."),
            N_("A straight or three pairs use all six dice. You may instead take the other "
               "combinations the roll contains, but never mix the two readings."),
            N_("When the dice you set aside can be read two ways, the higher value counts: "
               "six 2s are worth 10 as three pairs, not 8 as six of a kind, and 1-1-1-1-5-5 is "
               "worth 21 (20 + 0.5 + 0.5), not 10 as three pairs."),
            N_("Examples: 1-1-1-5-2-3 allows 1-1-1 (10), the 5 (0.5) or both (10.5). "
               "2-2-2-2-3-3 allows the four 2s (4) or all six dice as three pairs (10)."),
        ]),
        (N_("Your turn"), [
            N_("Roll the dice. After a scoring roll, set aside at least one valid combination; "
               "you may tap the dice one by one. Everything set aside from one roll counts as "
               "one selection."),
            N_("The first roll of the turn counts ×1, the second ×2, the third ×3, and so on "
               "without limit. The multiplier applies only to that roll's points."),
            N_("Then SAVE to add the turn points to your total and end the turn, or ROLL "
               "AGAIN with the remaining dice."),
            N_("A roll with no valid combination is a BUST: you lose all the points of the "
               "turn not yet saved (never your saved total), and the turn ends."),
            N_("Example: on roll 1 you take three 2s: 2 × 1 = 2. On roll 2 a single 1: "
               "1 × 2 = 2. The turn is worth 4."),
        ]),
        (N_("MISHIMASH"), [
            N_("If you set aside every die you rolled, MISHIMASH triggers at once: +10 points "
               "for the first in the turn, +20 for the second, then +30, +40 and so on, never "
               "multiplied. You get all six dice back."),
            N_("The multiplier keeps counting: after a MISHIMASH on roll 3, the next roll "
               "counts ×4."),
            N_("A MISHIMASH is no free roll: your turn points stay at risk on the next roll. "
               "Sometimes saving is wiser."),
        ]),
        (N_("End of the match"), [
            N_("One to six players take turns in a fixed order, on one device; computer "
               "players can fill seats."),
            N_("The target is checked only when a player saves. When someone reaches it, the "
               "final round starts: the players after them in this round still play their "
               "turn. Then the highest saved total wins."),
            N_("Players tied for the lead play tie-break rounds, one turn each in seat order, "
               "until one of them is ahead at the end of a round. Whoever falls behind drops "
               "out."),
            N_("Playing alone, the match ends as soon as you save the target score: reach it "
               "in as few turns as you can (busts count too). Your best results are kept for "
               "each target."),
        ]),
        (N_("Daily challenge"), [
            N_("Each day brings one daily challenge with the same dice for every player, so "
               "results compare. Days follow UTC: a new challenge starts at 00:00 UTC."),
            N_("The daily challenge is a solo race to 250 points: the fewer turns, the "
               "better."),
            N_("Roll 1, 2, 3… of each turn shows the same dice to everyone, whatever happened "
               "before. When fewer dice are rolled, they are the first dice of that roll."),
            N_("You have one scored attempt a day. Leave it and continue it later like any "
               "game: it keeps its date and its dice, even past midnight. Once it is over, "
               "you can replay the day's challenge without a score."),
            N_("HINT is not offered during the scored attempt, so results compare; in a "
               "replay it is."),
            N_("The result card shows the date, the turns and one square per turn: red for a "
               "BUST, yellow for a SAVE under 50 points, green for 50 to 99, blue for 100 or "
               "more. Daily results go to the daily history, not to the best results."),
        ]),
    ],
}

# The picture the Rules screen draws after a section, by game and English section heading.
_FIGURES: dict[tuple[str, str], str] = {
    ("magdagdon", "Valid placement"): "adjacency",
    ("mishimash", "Combinations"): "scoring",
}

_ABOUT: dict[str, list[str]] = {
    "magdagdon": [
        N_("CUBIRI ORIGINAL #1"),
        N_("A dice game of placement and nerve for one player."),
        N_("MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška — happy 20th birthday! ❤"),
    ],
    "mishimash": [
        N_("CUBIRI ORIGINAL #2"),
        N_("A push-your-luck dice game for one to six players."),
        N_("MISHIMASH is CUBIRI ORIGINAL #2, dedicated to Mišinka — happy name day."),
        N_("In our culture every day of the calendar carries a name, and a name day is "
           "celebrated much like a birthday."),
    ],
}

# One-line descriptions for the title screen.
_TAGLINES: dict[str, str] = {
    "magdagdon": N_("Fill the board with one connected field of numbers."),
    "mishimash": N_("Set dice aside, bank your points, or risk them all."),
}


def rules(game: str) -> list[tuple[str, list[str]]]:
    """The rule book of `game` ('magdagdon' or 'mishimash'): (heading, paragraphs) sections
    in the active language."""
    return [(_(heading), [_(p) for p in paragraphs]) for heading, paragraphs in _RULES[game]]


def figures(game: str) -> list[str | None]:
    """For each section of `rules(game)`, in order, the picture drawn after its paragraphs
    ('adjacency', 'scoring') or None."""
    return [_FIGURES.get((game, heading)) for heading, _paragraphs in _RULES[game]]


def about(game: str) -> list[str]:
    """The About paragraphs of `game` in the active language; the dedication is among them
    (MAGDAGDON's ends with HEART)."""
    return [_(p) for p in _ABOUT[game]]


def dedication(game: str) -> str:
    """Just the dedication paragraph of `game`, translated."""
    return _(_ABOUT[game][2])


def tagline(game: str) -> str:
    """A one-line description of `game`, translated."""
    return _(_TAGLINES[game])

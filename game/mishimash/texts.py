"""MISHIMASH's texts: its rule book, About text, tagline, key help and first-game tips.

English msgids only (`game.i18n.N_`), translated when shown: `game.texts` reads them through the
registry entry's `texts`. The rules restate docs/rules.md for players (rules §2, and rules §5 for
the daily challenge) in the owner's terms (the table "Terms in the five languages" at the end of
docs/rules.md). Pure: nothing here imports more than `game.i18n`.
"""

from __future__ import annotations

from game.i18n import N_

# Section title -> paragraphs.
RULES: list[tuple[str, list[str]]] = [
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
]

# The picture the Rules screen draws after a section (by its English heading): the scoring card
# (`game.mishimash.ui.figures`).
FIGURES: dict[str, str] = {"Combinations": "scoring"}

DEDICATION = N_("MISHIMASH is CUBIRI ORIGINAL #2, dedicated to Mišinka — happy name day.")
ABOUT: list[str] = [
    N_("CUBIRI ORIGINAL #2"),
    N_("A push-your-luck dice game for one to six players."),
    DEDICATION,
    N_("In our culture every day of the calendar carries a name, and a name day is "
       "celebrated much like a birthday."),
]

# The title screen's line.
TAGLINE = N_("Set dice aside, bank your points, or risk them all.")

# The Rules screen's keys of this game (between the keys every game shares, `game.texts`).
KEYS: list[tuple[str, str]] = [
    (N_("1 to 6"), N_("Pick a die by its place in the tray")),
    ("R", N_("Roll, or roll again")),
    ("S", N_("SAVE the turn points")),
]

# First-game tips by name (the names are kept in the settings' `hints_seen`).
TIPS: dict[str, str] = {
    "m_roll": N_("Tip: press ROLL to throw six dice."),
    "m_pick": N_("Tip: tap a scoring die. Its whole combination is set aside."),
    "m_save": N_("Tip: SAVE banks the turn points. ROLL AGAIN risks them for more."),
}

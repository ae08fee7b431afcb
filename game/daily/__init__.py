"""The daily challenge (rules §5): the same dice for everyone on a UTC date, in both games.

Pure Python like the engines (no pygame, no storage, no clock, no global randomness):
`streams` (the keyed dice), `challenge` (which game and settings a date gives, and its dice
source), `record` (the `daily` field of records and a replay that checks the dice), `result`
(a finished daily game summed up, and its spoiler-free picture), `card` (the shareable result
card's text). Bots play a day's challenge in `game.dev.daily` (`python -m game daily`).
"""

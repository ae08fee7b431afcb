"""The daily challenge (rules §5): the same dice for everyone on a UTC date, in both games.

Pure Python like the engines (no pygame, no storage, no clock, no global randomness):
`streams` (the keyed dice), `challenge` (a game's challenge on a date), `record` (the `daily`
field of records and a replay that checks the dice), `result` (a finished daily game summed
up), `card` (the shareable result card's text). What is each game's own is its daily part
(`part.DailyPart`, named by the registry entry's `daily`): `magdagdon` and `mishimash`. Bots
play a day's challenge in `game.dev.daily` (`python -m game daily`).
"""

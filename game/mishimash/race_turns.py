"""Placeholder until `python -m game.mishimash.dev.race --write` runs."""

CAPS = (8, 1, 500)

EXPECTED: tuple[float, ...] = (0.0,)

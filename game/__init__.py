"""CUBIRI: the MAGDAGDON and MISHIMASH dice games.

Sub-packages hold the pure rules engines (`game.magdagdon`, `game.mishimash`); `game.ui` is the
pygame-ce front end. `python -m game` is the headless/developer entry point.
"""

__version__ = "0.1.0"

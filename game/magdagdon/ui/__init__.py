"""MAGDAGDON's screens (its play scene, end, tutorial, past games, daily part, rule figure, HINT
words), reached through its FrontEnd (`front.py`, named by its registry entry)."""

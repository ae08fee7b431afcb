"""MISHIMASH's screens (its play and setup scenes, end, turn log, scoring card, past matches, daily
part, rule figure, HINT words), reached through its FrontEnd (`front.py`, named by its registry
entry)."""

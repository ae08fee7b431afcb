"""Damaged input against every way in: records and stored values (bad input never crashes).

`mutate` damages JSON documents, `corpus` makes the real ones to damage, `targets` says what
each way in must do with one input, `runner` is `python -m game fuzz`. Pure Python, no pygame.
"""

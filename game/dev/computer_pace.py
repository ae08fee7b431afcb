"""How long a MISHIMASH computer turn takes in game time (`python -m game.dev.computer_pace`).

A match of computer seats is played by the play screen's own clock: its `update` is called
with a fixed frame `dt`, so the figures are the scene's timing constants and tweens, the same
on any machine (no drawing, no wall clock). A turn's time runs from its first roll to the
next turn's first roll: its tumbles, picks and decisions, its BUST moment and the next seat's
wait before rolling.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from dataclasses import dataclass
from typing import Any

FRAME = 1 / 60


@dataclass(frozen=True)
class Pace:
    """Game seconds per computer turn over a number of turns, and their rolls."""

    strength: str
    times: tuple[float, ...]
    rolls: tuple[int, ...]

    @property
    def mean(self) -> float:
        return sum(self.times) / len(self.times)

    @property
    def worst(self) -> float:
        return max(self.times)

    def line(self) -> str:
        return (f"{self.strength:>7}: {len(self.times)} turns, mean {self.mean:.2f} s, "
                f"max {self.worst:.2f} s, {sum(self.rolls) / len(self.rolls):.2f} rolls/turn "
                f"(max {max(self.rolls)})")


def measure(strength: str, turns: int = 200, seed: int = 5, speed: str = "normal",
            computer_speed: str | None = None, seats: int = 2) -> Pace:
    """Play `turns` computer turns of `strength` at the default settings (or those given)."""
    from game.dev.harness import init_headless, make_app
    from game.mishimash import Match
    from game.mishimash.ui import tables
    from game.mishimash.ui.play_scene import MishimashScene
    from game.ui.session import Session

    init_headless()
    session = Session.memory()
    changes: dict[str, Any] = {"animation_speed": speed, "hints_seen": frozenset({"off"})}
    if computer_speed is not None:
        changes["mishimash_computer_speed"] = computer_speed
    session.storage.save_settings(dataclasses.replace(session.settings, **changes))
    app = make_app(session, "en")
    while not tables.ready():  # they load while the screen opens; not part of a turn
        tables.advance()
    times: list[float] = []
    rolls: list[int] = []
    while len(times) < turns:
        names = [f"Bot {k + 1}" for k in range(seats)]
        scene = MishimashScene(app, Match(names, 10_000), (False,) * seats,
                               random.Random(seed + len(times)), (strength,) * seats)
        app.push(scene)
        m, t, begun = scene.match, 0.0, 0
        while len(times) < turns and not m.is_over:
            scene.update(FRAME)
            t += FRAME
            # the turns whose first roll was made (a one-roll BUST is over at once)
            now = len(m.turns) + (m.roll_number >= 1)
            if now > begun:
                if begun:
                    times.append(t)
                    rolls.append(len(m.turns[begun - 1].rolls))
                begun, t = now, 0.0
        app.pop()
    return Pace(strength, tuple(times), tuple(rolls))


def main(argv: list[str]) -> int:
    turns = int(argv[0]) if argv else 200
    for strength in ("easy", "medium", "strong"):
        print(measure(strength, turns).line())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""`python -m game.dev.instances`: two CUBIRI instances on one data folder for a while, and what
they lost. Figures, for the notes; `tests/storage/test_lease.py` runs it briefly.

Each instance is a process doing with its storage what the app does: one step per frame
(1/60 s) of the MAGDAGDON game in progress, saved after every step; a finished game enters the
history and a setting changes (instance 0 the volume, instance 1 the animation speed). With the
lease (`game.storage.lease`, what CUBIRI does) only the writer plays; the other one takes over
now and then, as a player pressing "Play here" would, and on taking over reads everything
afresh and resumes the game in progress from the store, as the app does from its title. With
`--no-lease` both write at will, as they did before the lease.

Each instance keeps a journal, timed by the one clock all processes share (`time.monotonic`):
its saves of the game in progress (a fingerprint of the text), what it loaded on taking over,
its finished games and its setting changes that were written. The parent then checks the store:

- lost: finished games missing from the history;
- stale loads: a takeover that loaded anything but the game as last saved (actions lost);
- overwritten: a save of the game in progress right after the other instance's save, with no
  load in between (last writer wins);
- undone: a settings write that put back an older value of a field the other instance had
  changed (and a field that does not end as last written).

    python -m game.dev.instances --seconds 60
    python -m game.dev.instances --seconds 60 --no-lease
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from game.dice import roll
from game.magdagdon import Difficulty, Game
from game.magdagdon import record as magdagdon_record
from game.magdagdon.bots import greedy_bot
from game.magdagdon.storage import MAGDAGDON_HISTORY
from game.storage import Storage, values
from game.storage.backends import FileStore, Store
from game.storage.lease import HELD, WAITING, FileLease, Guarded, lease_of
from game.storage.saves import game_id
from game.storage.settings import ANIMATION_SPEEDS, SETTINGS

FRAME = 1 / 60
SLOT = "game.magdagdon"
TAKE_EVERY = 90  # frames a waiting instance lets pass, on average, before it takes over
FIELDS = ("volume", "animation_speed")  # the settings instance 0 and instance 1 change


def fingerprint(text: str | None) -> str | None:
    return None if text is None else hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class Instance:
    """One CUBIRI's storage traffic: `frame()` does what one frame of the app would."""

    def __init__(self, store: Store, number: int, seed: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store, self.number, self.clock = store, number, clock
        self.lease = lease_of(store)
        self.rng = random.Random(seed)
        self.journal: list[list[Any]] = []
        self.writing = False
        self.session = Storage(store)
        self.game: Game | None = None
        self.dice = random.Random(seed + 1)

    def frame(self) -> None:
        if self.lease.poll() != HELD:
            self.writing = False
            if self.lease.state != WAITING and self.rng.randrange(TAKE_EVERY) == 0:
                self.journal.append(["take", self.clock(), self.number])
                self.lease.take()
            return
        if not self.writing:  # the writer again: nothing read before may be kept
            self.writing = True
            self.session = Storage(self.store)
            saved = self.session.load_game("magdagdon")
            self.journal.append(["load", self.clock(), self.number,
                                 fingerprint(self.store.get(SLOT))])
            state = None if saved is None else saved.state
            self.game = state if isinstance(state, Game) and not state.is_over else None
            if saved is not None:
                self.dice = saved.rng
        if self.game is None:
            self.game = Game(Difficulty.PEACEFUL, seed=self.rng.getrandbits(32))
        game = self.game
        if game.dice_to_roll:
            game.apply_roll(roll(self.dice, game.dice_to_roll))
        else:
            game.apply(greedy_bot(game, self.rng))
        if not self.session.save_game("magdagdon", game, self.dice):
            return
        self.journal.append(["save", self.clock(), self.number, fingerprint(self.store.get(SLOT))])
        if game.is_over:
            self.journal.append(["finish", self.clock(), self.number,
                                 game_id(magdagdon_record.export(game))])
            self.game = None
            self.change_setting()

    def change_setting(self) -> None:
        settings = self.session.settings
        field = FIELDS[self.number]
        value: Any = (self.rng.randrange(101) if self.number == 0
                      else self.rng.choice(ANIMATION_SPEEDS))
        new = dataclasses.replace(settings, **{field: value})
        if self.session.save_settings(new):
            self.journal.append(["set", self.clock(), self.number, field, value,
                                 {f: getattr(new, f) for f in FIELDS}])


def check(store: Store, journals: list[list[list[Any]]]) -> dict[str, Any]:
    """What the instances lost, from the store and their journals (module docstring)."""
    events = sorted((e for journal in journals for e in journal), key=lambda e: e[1])
    finished = [e[3] for e in events if e[0] == "finish"]
    history = {g.id for g in values.read(store, MAGDAGDON_HISTORY, [])}
    kept = finished[-200:]  # the history keeps the last 200 games
    lost = [i for i in kept if i not in history]
    stale = overwritten = 0
    last_save: list[Any] | None = None
    previous: list[Any] | None = None
    for e in events:
        if e[0] == "load" and last_save is not None and e[3] != last_save[3]:
            stale += 1
        elif e[0] == "save":
            if previous is not None and previous[0] == "save" and previous[2] != e[2]:
                overwritten += 1
            last_save = e
        if e[0] in ("load", "save"):
            previous = e
    # A write of the settings undoes a change when a field it did not change comes out other
    # than the last value written to it (and the stored settings must end as last written).
    last_set: dict[str, Any] = {}
    undone = 0
    for e in events:
        if e[0] == "set":
            undone += sum(f != e[3] and f in last_set and e[5][f] != last_set[f]
                          for f in FIELDS)
            last_set[e[3]] = e[4]
    settings = values.read(store, SETTINGS, [])
    undone += sum(getattr(settings, f) != v for f, v in last_set.items())
    return {"finished": len(finished), "by_instance": [sum(e[0] == "finish" and e[2] == n
                                                           for e in events) for n in (0, 1)],
            "takeovers": sum(e[0] == "take" for e in events), "lost": len(lost),
            "stale_loads": stale, "overwritten": overwritten, "undone": undone,
            "settings_written": len([e for e in events if e[0] == "set"])}


def _worker(args: argparse.Namespace) -> int:
    store: Store = FileStore(args.folder)
    if not args.no_lease:
        store = Guarded(store, FileLease(args.folder))
    instance = Instance(store, args.worker, args.seed * 10 + args.worker)
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        instance.frame()
        time.sleep(FRAME)
    instance.lease.release()
    print(json.dumps(instance.journal))
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-lease", action="store_true",
                        help="both instances write at will (as before the lease)")
    parser.add_argument("--folder", help="the data folder (default: a new temporary one)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    if args.worker is not None:
        return _worker(args)
    import subprocess  # native only: the browser test runs `Instance` in Pyodide
    import tempfile

    folder = args.folder or tempfile.mkdtemp(prefix="cubiri-instances-")
    command = [sys.executable, "-m", "game.dev.instances", "--folder", folder,
               "--seconds", str(args.seconds), "--seed", str(args.seed)]
    if args.no_lease:
        command.append("--no-lease")
    workers = [subprocess.Popen([*command, "--worker", str(n)], stdout=subprocess.PIPE,
                                text=True) for n in (0, 1)]
    journals = []
    for worker in workers:
        out, _ = worker.communicate()
        if worker.returncode:
            print(f"an instance failed (status {worker.returncode})")
            return 1
        journals.append(json.loads(out.splitlines()[-1]))
    report = check(FileStore(folder), journals)
    if args.json:
        print(json.dumps(report))
    else:
        mode = "without the lease" if args.no_lease else "with the lease"
        print(f"two instances for {args.seconds:g} s {mode} on {folder}: "
              f"{report['finished']} games finished ({report['by_instance'][0]} + "
              f"{report['by_instance'][1]}), {report['takeovers']} takeovers; lost "
              f"{report['lost']} finished games, {report['stale_loads']} stale loads, "
              f"{report['overwritten']} saves over the other's game in progress, "
              f"{report['undone']} of {report['settings_written']} setting changes undone")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m game.dev.instances",
                                     description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())

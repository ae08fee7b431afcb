"""`python -m game monkey --events N --seed S`: random input against the real app.

Random mouse clicks, finger taps, keys, wheel turns, typed text and window resizes go through
pygame's event queue to the real scenes (computer seats keep playing as time passes). After
every event the engines' invariants are checked; the saves are checked against the games in
play. Storage is real: files under `CUBIRI_DATA_DIR` (a temporary folder if it is not set).
Exit status 1 on any exception or broken invariant; one summary line either way.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import traceback
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.dev.harness import Driver
    from game.magdagdon import Game as MagdagdonGame
    from game.mishimash import Match
    from game.ui.app import App

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "RETURN", "SPACE", "ESCAPE", "BACKSPACE", "TAB", "r",
        "c", "u", "MINUS", "EQUALS", "x", "a", "s", "m", "h", "1", "2", "3", "4", "5", "6",
        "PAGEUP", "PAGEDOWN", "HOME", "END")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the monkey command."""
    parser.add_argument("--events", type=int, default=2000, help="how many random events")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random input")
    parser.add_argument("--lang", default="en", help="language code (default en)")


class Broken(AssertionError):
    """An invariant of an engine or of the saves does not hold."""


def check_magdagdon(game: MagdagdonGame, deep: bool) -> None:
    """Raise Broken unless the MAGDAGDON invariants hold (deep: replay too)."""
    from game.magdagdon import EMPTY, Phase, record
    from game.magdagdon.board import is_connected

    if game.copy() != game:
        raise Broken("MAGDAGDON copy differs from the game")
    if game.phase is Phase.ROLL:
        if not game.dice_to_roll:
            raise Broken("MAGDAGDON awaits a roll of no dice")
    elif game.phase is not Phase.OVER and not game.legal_actions():
        raise Broken(f"MAGDAGDON has no legal action in phase {game.phase}")
    for _die, cell in game.staged:
        if game.cell(*cell) != EMPTY:
            raise Broken(f"a die is staged on the non-empty cell {cell}")
    if not is_connected(game.preview_board):
        raise Broken("MAGDAGDON numbers are not one connected field")
    if game.powers_left < 0:
        raise Broken("MAGDAGDON used more powers than it has")
    if deep and record.replay(record.export(game)) != game:
        raise Broken("MAGDAGDON record does not replay to the same game")


def check_mishimash(match: Match, deep: bool) -> None:
    """Raise Broken unless the MISHIMASH invariants hold (deep: replay too)."""
    from game.mishimash import Phase, record

    if match.copy() != match:
        raise Broken("MISHIMASH copy differs from the match")
    if min(match.totals) < 0 or match.turn_points < 0:
        raise Broken("MISHIMASH negative points")
    if match.phase not in (Phase.ROLL, Phase.OVER) and not match.legal_actions():
        raise Broken(f"MISHIMASH has no legal action in phase {match.phase}")
    if match.is_over and (match.winner is None or match.totals[match.winner] != max(match.totals)):
        raise Broken("MISHIMASH winner is not ahead")
    if deep and record.replay(record.export(match)) != match:
        raise Broken("MISHIMASH record does not replay to the same match")


def check(app: App, deep: bool) -> None:
    """Every game on the scene stack, and (deep) its save."""
    scene: Any  # the play screens, by name
    for scene in app.scenes:
        # A daily challenge's game has its own save (game.storage.daily).
        load = app.session.daily.load if getattr(scene, "daily", None) else app.session.load
        if scene.name == "magdagdon":
            game = scene.game
            check_magdagdon(game, deep)
            if deep:
                saved = load("magdagdon")
                if saved is None or saved.state != game:
                    raise Broken("the saved MAGDAGDON game differs from the one in play")
        if scene.name == "mishimash":
            check_mishimash(scene.match, deep)
            if deep:
                saved = load("mishimash")
                if saved is None or saved.state != scene.match:
                    raise Broken("the saved MISHIMASH match differs from the one in play")


def purposeful(app: App, rng: random.Random) -> Any:
    """On a play screen, a widget a player would tap next (so games reach their end)."""
    top: Any = app.top  # the play screens by name
    if top.name == "magdagdon":
        g = top.game
        if top.mode == "ruin":
            return rng.choice([w for c, w in top.cells.items() if g.cell(*c) == 0] or [None])
        if top.selected is not None and g.valid_cells(top.selected):
            return top.cells[rng.choice(g.valid_cells(top.selected))]
        movable = [d for d in g.available if g.valid_cells(d)]
        choices = [b for b in (top.roll_button, top.confirm_button, top.accept_button,
                               top.end_button) if b.enabled]
        choices += [top.dice_spots[d] for d in movable] * 2
        return rng.choice(choices) if choices else None
    if top.name == "mishimash":
        m = top.match
        if m.phase.value == "choose" and not top.valid_pick():
            scoring = [j for j in range(len(m.dice)) if top.scoring(j)]
            return top.spots[rng.choice(scoring)] if scoring else None
        choices = [b for b in (top.roll_button, top.save_button, top.again_button,
                               top.end_button) if b.enabled]
        return rng.choice(choices) if choices else None
    if top.name in ("magdagdon_end", "mishimash_end", "setup", "daily_end"):
        return rng.choice([w for w in top.widgets if w.focusable and w.visible])
    return None


def one_event(drive: Driver, rng: random.Random) -> str:
    """Post one random event; returns its kind."""
    import pygame

    app = drive.app
    r = rng.random()
    playing = app.top.name in ("magdagdon", "mishimash", "magdagdon_end", "mishimash_end")
    if r < (0.7 if playing else 0.25):
        target = purposeful(app, rng)
        if target is not None:
            (drive.touch if rng.random() < 0.3 else drive.click)(target.rect.center, 0)
            return "play"
    if r < 0.40:
        targets = [w for w in app.top.widgets if w.focusable and w.visible]
        if targets:
            pos = rng.choice(targets).rect.center
            (drive.touch if rng.random() < 0.3 else drive.click)(pos, 0)
            return "tap"
    if r < 0.55:
        width, height = app.canvas.get_size()
        pos = (rng.randrange(width), rng.randrange(height))
        (drive.touch if rng.random() < 0.3 else drive.click)(pos, 0)
        return "tap"
    if r < 0.82:
        name = rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if name == "TAB" and rng.random() < 0.3 else 0
        drive.key(getattr(pygame, f"K_{name}"), 0, mod)
        return "key"
    if r < 0.86:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)),
                                             touch=False, flipped=False))
        return "wheel"
    if r < 0.89:
        drive.resize((rng.randint(320, 1920), rng.randint(240, 1200)))
        return "resize"
    if r < 0.92:
        drive.type(rng.choice(("a", "Ş", "ü", "త", " ", "Bo")))
        return "text"
    return "wait"


def counted(n: int, one: str, many: str) -> str:
    """`n` things in plain English: "1 MISHIMASH match", "2 MISHIMASH matches" (a developer's
    command: no catalogue)."""
    return f"{n} {one if n == 1 else many}"


def run(args: argparse.Namespace) -> int:
    """Run the monkey; 0 when nothing broke."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the result
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not os.environ.get("CUBIRI_DATA_DIR"):
        os.environ["CUBIRI_DATA_DIR"] = tempfile.mkdtemp(prefix="cubiri-monkey-")
    from game.dev.harness import Driver, make_app
    from game.ui.session import Session

    rng = random.Random(args.seed)
    app = make_app(Session.open(), args.lang, seed=args.seed)
    drive = Driver(app)
    counts: dict[str, int] = {}
    visited: set[str] = set()
    finished: dict[str, set[int]] = {"magdagdon": set(), "mishimash": set()}
    n = 0
    try:
        for n in range(1, args.events + 1):
            kind = one_event(drive, rng)
            counts[kind] = counts.get(kind, 0) + 1
            for _ in range(rng.randint(1, 4)):
                drive.pump(1, rng.choice((0.0, 1 / 60, 0.05, 0.1, 0.3)))
            if not app.running or not app.scenes:
                raise Broken("the app stopped")
            scene: Any  # the play screens, by name
            for scene in app.scenes:
                visited.add(scene.name)
                if scene.name == "magdagdon" and scene.game.is_over:
                    finished["magdagdon"].add(id(scene.game))
                if scene.name == "mishimash" and scene.match.is_over:
                    finished["mishimash"].add(id(scene.match))
            check(app, deep=n % 50 == 0)
        app.collect_notices()
    except Exception as exc:  # report and fail: the whole point of the monkey
        traceback.print_exc()
        print(f"monkey: FAILED after {n} events (seed {args.seed}, scene "
              f"{app.top.name if app.scenes else '-'}): {exc!r}")
        return 1
    parts = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    print(f"monkey: OK {args.events} events (seed {args.seed}; {parts}); "
          f"{counted(len(visited), 'screen', 'screens')} visited "
          f"({', '.join(sorted(visited))}); finished "
          f"{counted(len(finished['magdagdon']), 'MAGDAGDON game', 'MAGDAGDON games')}, "
          f"{counted(len(finished['mishimash']), 'MISHIMASH match', 'MISHIMASH matches')}; "
          f"data in {os.environ['CUBIRI_DATA_DIR']}", file=sys.stdout)
    return 0

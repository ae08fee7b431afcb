"""What the player does in tests/pygbag/page.py's page loads: taps, keys and typed text posted
to pygame's queue between animation frames, and what is read back from the running app.

Each scenario is driven frame by frame: the page steps pygbag's loop once (one game frame),
then the scenario looks at the app and posts the next events. Scenes are reached through the
running app (`game.ui.main.APP`), exactly as a player sees them; the engines decide what is
legal, the events do the playing.
"""

from __future__ import annotations

import random
import time
from typing import Any

START_FRAMES = 600  # frames for the page to unpack, install pygame and draw the title


class Stuck(AssertionError):
    """The game did not get where the scenario expected within its frames."""


class Player:
    def __init__(self, page: Any) -> None:
        self.page = page
        self.app: Any = None

    # frames ----------------------------------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.page.step()

    def until(self, ready, limit: int, what: str) -> None:
        """Step until `ready()`; Stuck after `limit` frames *and* the game time a page at 60
        frames a second has then (frames here come faster than in a browser, and the game's
        clock is real)."""
        started = time.monotonic()
        frames = 0
        while not ready():
            if frames >= limit and time.monotonic() - started >= limit / 60:
                raise Stuck(f"{what}: not after {limit} frames ({limit / 60:.0f} s)")
            self.page.step()
            frames += 1

    def start(self) -> Any:
        """Step the page until the game has drawn its title (or it failed)."""
        self.until(lambda: self.page.app() is not None and self.page.app().frames_drawn > 0
                   or self.page.window.cubiri.state == "failed", START_FRAMES,
                   "the game's first frame")
        self.app = self.page.app()
        if self.app is None:
            raise Stuck("the page failed: " + repr(self.page.window.cubiri.calls))
        return self.app

    @property
    def top(self) -> Any:
        return self.app.top

    def settle(self, limit: int = 600) -> None:
        """Frames until the top scene's animations and banners are done."""
        def quiet() -> bool:
            top = self.app.top
            busy = getattr(getattr(top, "anim", None), "busy", False)
            return not (busy or getattr(top, "banner", 0) or getattr(top, "banner_time", 0) > 0)

        self.until(quiet, limit, f"{self.app.top.name} settles")

    # input (pygame is imported only once the page has installed it) --------------------------
    def tap(self, pos: tuple[int, int]) -> None:
        import pygame

        x, y, w, h = self.app.view.rect
        wp = (round(x + (pos[0] + 0.5) * w / 1280), round(y + (pos[1] + 0.5) * h / 720))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wp, button=1,
                                             touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wp, button=1,
                                             touch=False))
        self.frames(1)

    def press(self, widget: Any) -> None:
        self.tap(widget.rect.center)

    def key(self, key: int) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frames(1)

    def type(self, text: str) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def to_title(self) -> None:
        import pygame

        for _ in range(6):
            if self.top.name == "title":
                return
            self.key(pygame.K_ESCAPE)
            self.frames(2)
        raise Stuck(f"no way back to the title from {self.top.name}")

    def widget(self, scene: Any, test, what: str) -> Any:
        for w in scene.widgets:
            try:
                if test(w):
                    return w
            except Exception:  # a widget without that property
                continue
        raise Stuck(f"{scene.name}: no {what}")


def play(page: Any, scenario: str, expect: Any = None) -> dict[str, Any]:
    return SCENARIOS[scenario](Player(page), expect)


def app_language() -> str:
    from game import i18n

    return i18n.current()


def kept(app: Any) -> dict[str, Any]:
    """Everything the app keeps, as its session reads it now (JSON-able)."""
    from game import records
    from game.magdagdon import storage as md
    from game.mishimash import storage as mm
    from game.storage import settings
    from game.storage.saves import rng_to_json

    storage = app.session.storage
    out: dict[str, Any] = {
        "settings": settings.encode(app.session.settings),
        "magdagdon_scores": md.encode_scores(storage.read(md.MAGDAGDON_SCORES)),
        "mishimash_history": mm.encode_history(storage.read(mm.MISHIMASH_HISTORY)),
        "games": {},
    }
    for name in ("magdagdon", "mishimash"):
        saved = app.session.load(name)
        out["games"][name] = None if saved is None else {
            "record": records.module_for(name).export(saved.state),
            "rng": rng_to_json(saved.rng), "over": saved.state.is_over}
    return out


def start_only(p: Player, expect: Any) -> dict[str, Any]:
    app = p.start()
    p.frames(5)
    return {"top": app.top.name, "language": app_language(),
            "notices": [t[0] for t in app.toasts]}


# --- MAGDAGDON ------------------------------------------------------------------------------

def open_menu(p: Player, card: int) -> Any:
    p.to_title()
    p.press(p.top.widgets[card])  # the title's game cards: 2 MAGDAGDON, 3 MISHIMASH
    p.settle()
    assert p.top.name == "menu", p.top.name
    return p.top


def animations_off(p: Player) -> None:
    """Settings: animation speed Off (through the settings screen, as a player would)."""
    from game.ui.scenes.settings import speed_name

    menu = open_menu(p, 2)
    p.press(p.widget(menu, lambda w: w.on_press == menu.open_settings, "Settings"))
    settings = p.top
    assert settings.name == "settings"
    p.press(p.widget(settings, lambda w: w.text() == speed_name("off"), "speed Off"))
    assert p.app.session.settings.animation_speed == "off"
    p.to_title()


def play_magdagdon(p: Player, rng: random.Random, turns: int | None = None) -> Any:
    """New MAGDAGDON game from the title; play it to its end screen, or `turns` turns."""
    from game.magdagdon import EMPTY, Phase

    menu = open_menu(p, 2)
    p.press(p.widget(menu, lambda w: w.on_press == menu.new_game, "Play"))
    if p.top.name == "confirm" and p.top.on_no is not None:  # the first game: the tutorial
        p.press(p.top.widgets[1])  # is offered; "Play" instead
    if p.top.name == "confirm":  # a game in progress: abandon it
        p.press(p.top.widgets[2])
    scene = p.top
    assert scene.name == "magdagdon", scene.name
    g = scene.game
    for _ in range(3000):
        p.settle()
        if p.top.name == "magdagdon_end" or (turns is not None and g.turns >= turns
                                             and g.phase is not Phase.ROLL):
            return scene
        assert p.top is scene, p.top.name
        if g.phase is Phase.OVER:
            p.frames(1)
        elif g.phase is Phase.ROLL:
            p.press(scene.roll_button)
        elif g.phase is Phase.MAGDAGDON:
            p.press(scene.accept_button)
            empty = [c for c in scene.cells if g.cell(*c) == EMPTY]
            p.press(scene.cells[rng.choice(empty)])
        else:
            movable = [d for d in g.available if g.valid_cells(d)]
            if g.can_confirm and (not movable or rng.random() < 0.4):
                p.press(scene.confirm_button)
            elif not movable:
                p.press(scene.undo_button)
            else:
                d = rng.choice(movable)
                p.press(scene.dice_spots[d])
                p.press(scene.cells[rng.choice(g.valid_cells(d))])
    raise Stuck("MAGDAGDON did not end")


# --- MISHIMASH ------------------------------------------------------------------------------

def set_up_match(p: Player, typed: str) -> Any:
    """MISHIMASH setup: seat 1 renamed by typing, a third seat (a person), target 250."""
    import pygame

    menu = open_menu(p, 3)
    p.press(p.widget(menu, lambda w: w.on_press == menu.new_game, "Play"))
    setup = p.top
    assert setup.name == "setup", setup.name
    p.press(p.widget(setup, lambda w: w.on_press == setup.add, "Add a player"))
    p.press(setup.widgets[2])  # the first name field
    assert setup.editing == 0
    for _ in range(len(setup.seats[0].name)):
        p.key(pygame.K_BACKSPACE)
    p.type(typed)
    p.key(pygame.K_RETURN)
    p.press(p.widget(setup, lambda w: w.text == "250", "target 250"))
    seats = list(setup.seats)
    p.press(setup.start_button)
    if p.top.name == "confirm":
        p.press(p.top.widgets[2])
    assert p.top.name == "mishimash", p.top.name
    return seats


def play_mishimash(p: Player, rng: random.Random) -> Any:
    from game.mishimash import Phase

    scene = p.top
    m = scene.match
    for _ in range(40000):
        if p.top.name == "mishimash_end":
            return scene
        if m.is_over:
            if scene.end_button.visible:
                p.press(scene.end_button)
            else:
                p.frames(1)
            continue
        if not scene.human_turn:  # the computer plays, step by step, in game time
            p.until(lambda: m.is_over or scene.human_turn or p.top is not scene, 600,
                    "the computer's turn")
            continue
        p.settle()
        if m.phase is Phase.ROLL:
            p.press(scene.roll_button)
        elif m.phase is Phase.CHOOSE:
            i = next(j for j in range(len(m.dice)) if scene.scoring(j))
            p.press(scene.spots[i])
            if m.turn_points >= 16 or rng.random() < 0.3:
                p.press(scene.save_button)
            else:
                p.press(scene.again_button)
        else:
            p.press(scene.save_button)
    raise Stuck("MISHIMASH did not end")


def first_visit(p: Player, expect: Any) -> dict[str, Any]:
    """Animations off; a MAGDAGDON game and a MISHIMASH match to the end; a MAGDAGDON game left
    in progress. Returns what the app keeps, read back through its session."""
    rng = random.Random(expect.get("seed", 1) if expect else 1)
    app = p.start()
    language = app_language()
    animations_off(p)
    game = play_magdagdon(p, rng).game
    assert game.is_over
    seats = set_up_match(p, expect["typed"])
    match = play_mishimash(p, rng).match
    assert match.is_over and match.winner is not None
    going = play_magdagdon(p, rng, turns=4).game
    assert not going.is_over and going.turns >= 4
    p.frames(2)
    return {"language": language, "seats": [s.name for s in seats],
            "players": list(match.players), "magdagdon_score": game.score().total,
            "notices": [t[0] for t in app.toasts], "kept": kept(app),
            "in_progress": _dumps_state("magdagdon", going)}


def _dumps_state(name: str, state: Any) -> Any:
    from game import records

    return records.module_for(name).export(state)


def after_reload(p: Player, expect: Any) -> dict[str, Any]:
    """The page loaded again over the same localStorage: what the app finds, and the game in
    progress resumed through the menu's Continue."""
    app = p.start()
    p.frames(2)
    found = {"language": app_language(), "notices": [t[0] for t in app.toasts],
             "kept": kept(app)}
    menu = open_menu(p, 2)
    p.press(p.widget(menu, lambda w: w.on_press == menu.resume_game, "Continue"))
    scene = p.top
    assert scene.name == "magdagdon", scene.name
    found["resumed"] = _dumps_state("magdagdon", scene.game)
    menu = open_menu(p, 3)
    p.press(p.widget(menu, lambda w: w.on_press == menu.new_game, "Play"))
    found["setup_seats"] = [s.name for s in p.top.seats]
    return found


def clock(p: Player, expect: Any) -> dict[str, Any]:
    """The game's frame clock in the page: 30 frames paced like requestAnimationFrame (at most
    60 a second) after the title; how much game time they ran."""
    app = p.start()
    import pygame  # installed by the page by now

    before = app.elapsed
    for _ in range(30):
        time.sleep(1 / 60)
        p.frames(1)
    return {"elapsed": app.elapsed - before, "sdl_ticks": pygame.time.get_ticks()}


def sound(p: Player, expect: Any) -> dict[str, Any]:
    """The first tap starts the mixer."""
    app = p.start()
    import pygame  # installed by the page by now

    p.tap((6, 714))  # the title's bottom-left corner: nothing there
    p.frames(2)
    return {"top": app.top.name, "sound": app.audio.ready,
            "mixer": list(pygame.mixer.get_init() or ())}


SCENARIOS = {"start": start_only, "clock": clock, "sound": sound, "first_visit": first_visit,
             "after_reload": after_reload}

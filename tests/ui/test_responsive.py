"""Screens of any shape: the canvas follows the window's shape, the responsive screens meet the
phone numbers in every language (targets of 44 CSS px, body text of 14 and nothing under 11,
measured in CSS px by `game.dev.measure`), a rotation loses nothing, and a screen not yet
responsive is shown letterboxed on the desktop canvas, whole and working."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.dev import measure
from game.dev.harness import Driver, open_magdagdon, open_mishimash
from game.magdagdon.ui.board import DESKTOP as DESKTOP_PLACES
from game.ui.constants import SIZE
from game.ui.layout import HEADER_BUTTON, HEADER_H, HEADER_TITLE, header
from game.ui.metrics import DESKTOP_METRICS, Metrics, canvas_for, canvas_px_per_css, fill

RESPONSIVE = ("title", "magdagdon-menu", "magdagdon-menu-continue", "mishimash-menu",
              "magdagdon-settings", "mishimash-settings", "language", "confirm", "elsewhere",
              "magdagdon-roll", "magdagdon-place", "magdagdon-hint", "magdagdon-power",
              "magdagdon-magdagdon", "magdagdon-ruin", "magdagdon-end", "magdagdon-daily-play",
              "tutorial",
              "magdagdon-rules", "mishimash-rules", "magdagdon-about", "mishimash-about",
              "options", "error", "magdagdon-scores-empty", "mishimash-scores-empty",
              "magdagdon-scores", "mishimash-scores", "magdagdon-history-empty",
              "magdagdon-history", "mishimash-history", "import", "import-refused",
              "magdagdon-stats-empty", "magdagdon-stats", "mishimash-stats", "your-data",
              "your-data-refused",
              "magdagdon-review", "mishimash-review", "magdagdon-replay", "mishimash-replay",
              "magdagdon-daily", "mishimash-daily", "magdagdon-daily-done",
              "mishimash-daily-done", "magdagdon-daily-history", "mishimash-daily-history",
              "magdagdon-daily-card", "mishimash-daily-card",
              "mishimash-play", "mishimash-six", "mishimash-hint", "mishimash-six-hint",
              "mishimash-card", "mishimash-log", "mishimash-log-six", "mishimash-end",
              "mishimash-end-six", "mishimash-setup", "mishimash-setup-six",
              "mishimash-daily-play")


def test_the_canvas_follows_the_windows_shape():
    assert canvas_for((1280, 720)) == SIZE
    assert canvas_for((1920, 1080)) == SIZE and canvas_for((1366, 768)) == SIZE  # the desktop
    assert canvas_for((390, 844)) == (720, 1558)
    assert canvas_for((844, 390)) == (1558, 720)
    assert canvas_for((360, 360)) == (720, 720)
    assert canvas_for((3000, 400)) == (1728, 720)  # beyond 2.4:1: bars at the sides
    for window in measure.PHONES:
        canvas = canvas_for(window)
        assert min(canvas) == 720 and fill(canvas, window) > 0.99
    assert canvas_px_per_css((720, 1558), (390, 844)) == pytest.approx(720 / 390)


def test_the_desktop_metrics_are_the_desktop_geometry():
    m = DESKTOP_METRICS
    assert m.size == SIZE and m.k == 1 and m.type_scale == 1 and m.font(24) == 24
    place = header(m)
    assert place.height == HEADER_H and place.left == HEADER_BUTTON
    assert place.title == HEADER_TITLE
    phone = Metrics.for_window((390, 844))
    assert phone.portrait and not phone.compact and phone.target == 82  # 44 CSS px
    assert phone.font(24) == 26 and 26 / phone.k >= 14  # body text at least 14 CSS px
    assert Metrics.for_window((844, 390)).compact


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_responsive_screens_meet_the_numbers_on_phones(lang):
    """Fill >= 80 %, every target >= 44x44 CSS px, body text >= 14 and nothing under 11 CSS
    px, nothing shrunk, outside the canvas or overlapping: at the five phone sizes and on the
    desktop, in every language."""
    reports = measure.measure_screens(RESPONSIVE, [*measure.PHONES, measure.DESKTOP], [lang])
    assert len(reports) == len(RESPONSIVE) * 6
    assert all(r.responsive for r in reports)
    problems = [p for r in reports for p in r.problems()]
    assert not problems, "\n".join(problems)
    phones = [r for r in reports if r.window != measure.DESKTOP]
    assert min(r.fill for r in phones) >= 0.99
    assert min(min(r.smallest_target or (0, 0)) for r in phones) >= 44
    assert min(r.body or 0 for r in phones) >= 14
    assert min(r.smallest_text or 0 for r in phones) >= 11


def test_the_check_catches_what_misses_the_numbers(desktop_only):
    """The measuring tool is no rubber stamp: a screen letterboxed on a phone fills a quarter
    of it, with fingertip-small buttons and tiny text."""
    app = measure.open_screen("title", (390, 844), "en")
    app.push(desktop_only(app))  # not responsive
    app.frame([], 0.0)
    report = measure.measure(app, "desktop-only")
    assert not report.responsive and report.fill < 0.3
    problems = report.problems()
    assert any("fills" in p for p in problems) and any("target" in p for p in problems)
    assert any("body text" in p for p in problems)


def _text(widget) -> str:
    text = getattr(widget, "text", "")
    return text() if callable(text) else text


def _focus_text(scene) -> str:
    return _text(scene.focus)


@pytest.mark.parametrize("screen", ["title", "magdagdon-menu", "magdagdon-settings"])
def test_turning_the_phone_keeps_the_focus(screen):
    app = measure.open_screen(screen, (390, 844), "de")
    drive = Driver(app)
    for _ in range(3):
        drive.key(pygame.K_TAB)
    scene = app.top
    chosen = _focus_text(scene)
    portrait = [w.rect.copy() for w in scene.widgets]
    for size in ((844, 390), (412, 915), (1280, 720), (390, 844)):
        drive.resize(size)
        assert app.top is scene and app.canvas.get_size() == canvas_for(size)
        assert scene.metrics.size == canvas_for(size) and _focus_text(scene) == chosen
        assert scene.focus in scene.widgets
    assert [w.rect for w in scene.widgets] == portrait  # laid out again, the same


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_turning_keeps_the_reviews_choice_and_the_replays_step(game):
    """A rotation keeps the review's picked costly choice and the focus on it, the replay's
    place in the game and its better move shown; each laid out anew for the shape."""
    app = measure.open_screen(f"{game}-review", (390, 844), "en")
    drive = Driver(app)
    review = app.top
    assert review.name == "review" and app.canvas.get_size() == (720, 1558)
    costly = [w for w in review.widgets if getattr(w, "lines", 1) == 2]
    assert len(costly) >= 2
    drive.press(costly[1])
    review.focus = costly[1]
    upright = costly[1].rect.copy()
    for size in ((844, 390), (360, 640), (915, 412)):
        drive.resize(size)
        assert app.top is review and review.metrics.size == canvas_for(size)
        assert review.picked == 1 and review.focus is review.widgets[review.widgets.index(
            review.focus)] and _focus_text(review) == _text(costly[1])
        whole = pygame.Rect((0, 0), app.canvas.get_size())
        assert all(whole.contains(w.rect) for w in review.widgets)
    drive.resize((390, 844))
    assert review.focus.rect == upright
    turn = review.replay_turn()
    drive.press(review.replay_button)
    replay = app.top
    assert replay.name == "replay" and replay.steps[replay.index].turn == turn
    drive.press(replay.next_button)
    drive.press(replay.next_button)
    index = replay.index
    better = replay.better_move() is not None
    if better:
        drive.press(replay.better_button)
    for size in ((844, 390), (412, 915), (1280, 720)):
        drive.resize(size)
        assert app.top is replay and replay.index == index and replay.better == better
        assert replay.metrics.size == canvas_for(size)
        whole = pygame.Rect((0, 0), app.canvas.get_size())
        assert all(whole.contains(w.rect) for w in replay.widgets if w.visible)
    drive.press(replay.widgets[0])  # Back: the review, where it was
    assert app.top is review and review.picked == 1


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_turning_keeps_the_daily_historys_place_and_an_open_card(game):
    """The daily history's first day shown stays when the phone turns (however many rows the
    new shape holds), a day's card opened over it stays open, and the daily screen below keeps
    its focus."""
    app = measure.open_screen(f"{game}-daily-history", (844, 390), "en")
    drive = Driver(app)
    history = app.top
    assert history.name == "daily_history" and history.responsive
    per_page = history.per_page
    assert len(history.days) > per_page  # more days than a page: Older shows
    older = history.widgets[-1]
    assert older.visible and older.enabled
    drive.press(older)
    first = history.days[history.offset]
    assert history.offset == per_page
    for size in ((390, 844), (360, 640), (915, 412)):
        drive.resize(size)
        assert app.top is history and history.metrics.size == canvas_for(size)
        assert history.days[history.offset] == first
        shown = [result for _rect, result in history.rows]
        assert shown[0] == first
    drive.press(history.widgets[3])  # the first day shown: its card
    end = app.top
    assert end.name == "daily_end" and end.result == first
    drive.resize((844, 390))
    assert app.top is end and end.box.height <= app.canvas.get_height()
    assert all(end.box.contains(w.rect) for w in end.widgets)
    drive.press(end.widgets[-1])  # Done: back to the history, still at that day
    assert app.top is history and history.rows[0][1] == first


def test_turning_keeps_an_open_overlay_and_its_choice():
    app = measure.open_screen("magdagdon-settings", (390, 844), "en")
    drive = Driver(app)
    settings = app.top
    shown = {_text(w): w for w in settings.widgets}
    drive.press(shown["Fast"])
    assert app.session.settings.animation_speed == "fast"
    drive.press(shown["English"])  # the language: its picker over the settings
    picker = app.top
    assert picker.name == "language" and app.scenes[-2] is settings
    drive.resize((844, 390))
    assert app.top is picker and picker.box.height <= app.canvas.get_height()
    assert settings.metrics.size == picker.metrics.size == (1558, 720)
    drive.press(next(w for w in picker.widgets if _text(w) == "Deutsch"))
    assert i18n.current() == "de" and app.top is settings


def test_a_screen_not_yet_responsive_is_letterboxed_and_works(desktop_only):
    app = measure.open_screen("magdagdon-menu", (390, 844), "en")
    drive = Driver(app)
    menu = app.top
    assert app.canvas.get_size() == (720, 1558)
    app.push(desktop_only(app))  # not responsive
    drive.pump(1)
    rules = app.top
    assert rules.name == "desktop-only" and app.canvas.get_size() == SIZE
    assert app.view.rect == (0, 312, 390, 219)  # the 16:9 band across the phone
    rules.scroll(300)
    drive.pump(1)
    scrolled = rules.offset
    assert scrolled > 0
    drive.resize((844, 390))  # turned: still the desktop canvas, the scroll kept
    assert app.canvas.get_size() == SIZE and app.top is rules and rules.offset == scrolled
    drive.press(rules.widgets[0])  # Back, where it is drawn
    assert app.top is menu and app.canvas.get_size() == (1558, 720)
    assert menu.metrics.size == (1558, 720)


def test_an_overlay_not_yet_responsive_puts_the_screen_below_on_the_desktop_canvas():
    from game.ui.overlay import Overlay

    class DesktopOverlay(Overlay):  # laid out for the desktop canvas only
        box = pygame.Rect(240, 100, 800, 520)

        def draw(self, surf: pygame.Surface) -> None:
            self.draw_card(surf)

    app = measure.open_screen("magdagdon-settings", (390, 844), "en")
    settings = app.top
    focused = settings.focus
    index = settings.focusables().index(focused)
    app.push(DesktopOverlay(app))  # not responsive
    app.frame([], 0.0)
    assert app.canvas.get_size() == SIZE and settings.metrics == DESKTOP_METRICS
    app.pop()
    app.frame([], 0.0)
    assert app.canvas.get_size() == (720, 1558) and settings.metrics.size == (720, 1558)
    assert settings.focusables().index(settings.focus) == index


def test_relayout_builds_again_from_the_same_state():
    """The layout contract: `build` reads the state; a change of canvas lays the widgets out
    again and leaves the state alone."""
    from game.ui.scene import Scene
    from game.ui.widgets import Button

    built: list[tuple[int, int]] = []

    class Counter(Scene):
        responsive = True

        def __init__(self, app) -> None:
            super().__init__(app)
            self.count = 0

        def build(self) -> None:
            m = self.metrics
            built.append(m.size)
            self.widgets = [Button((20, 20 + 100 * k, m.width - 40, m.target), str(k),
                                   self.add) for k in range(3)]

        def add(self) -> None:
            self.count += 1

    app = measure.open_screen("title", (390, 844), "en")
    scene = Counter(app)
    app.push(scene)
    drive = Driver(app)
    drive.press(scene.widgets[1])
    scene.focus = scene.widgets[2]
    drive.resize((844, 390))
    assert built == [(720, 1558), (1558, 720)]
    assert scene.count == 1 and scene.focus is scene.widgets[2]
    assert scene.widgets[0].rect.width == 1558 - 40


def test_rotation_mid_game_keeps_magdagdon_state_and_focus(app, drive):
    drive.resize((390, 844))
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.key(pygame.K_r)  # with keys: roll, pick the second die, stage it where the focus is
    drive.settle()
    drive.key(pygame.K_2)
    drive.key(pygame.K_RETURN)
    drive.settle()
    drive.key(pygame.K_3)  # another die picked, the focus on a lit cell
    cell = next(c for c, spot in scene.cells.items() if spot is scene.focus)
    before = (scene.game.copy(), scene.selected, cell)
    assert scene.selected is not None and scene.focus in scene.cells.values()
    for size in ((844, 390), (360, 640), (1280, 720)):
        drive.resize(size)
        assert app.top is scene
        assert (scene.game, scene.selected, scene.focus) == (*before[:2], scene.cells[cell])
    assert scene.game.staged


def _upright_game(app, drive, staged: dict[int, tuple[int, int]]):
    """A MAGDAGDON game on a phone held upright, rolled 3 4 4 6, with `staged` dice placed
    (die -> cell) by taps."""
    drive.resize((390, 844))
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    for die, cell in staged.items():
        drive.press(scene.dice_spots[die])
        drive.press(scene.cells[cell])
    drive.settle()
    return scene


def test_magdagdon_play_screen_is_laid_out_for_the_phone(app, drive):
    """Upright the board is on top and the tray under it; on its side the board is at the
    left and the tray beside it; every die sits in its slot or on its cell."""
    scene = _upright_game(app, drive, {1: (0, 0)})
    assert app.canvas.get_size() == (720, 1558) and scene.places is not None
    board = scene.places.frame
    assert board.bottom < scene.places.tray.top and board.width > 400
    assert scene.sprites[1].x == scene.cells[(0, 0)].rect.centerx  # staged, on its cell
    drive.resize((844, 390))
    assert app.canvas.get_size() == (1558, 720)
    assert scene.places.frame.right < scene.places.tray.left
    assert (round(scene.sprites[1].x), round(scene.sprites[1].y)) == \
        scene.cells[(0, 0)].rect.center
    assert (round(scene.sprites[0].x), round(scene.sprites[0].y)) == \
        scene.places.slot_center(0)
    drive.resize((1280, 720))
    assert scene.places is DESKTOP_PLACES  # the desktop's own geometry


def test_turning_the_phone_mid_game_keeps_everything(app, drive):
    """A rotation in the middle of a turn: the staged die, the picked die, the HINT panel with
    its advice, an armed power, a tumble in flight (it lands in its new slot), the focus,
    and the game's own state are all still there."""
    drive.resize((390, 844))
    scene = open_magdagdon(app, [3, 4, 4, 6, 2, 5, 5, 1])
    drive.key(pygame.K_r)
    drive.settle()
    drive.key(pygame.K_2)
    drive.key(pygame.K_RETURN)  # the 4 staged where the focus is
    drive.settle()
    drive.key(pygame.K_1)  # the 3 picked: the focus on a lit cell
    drive.key(pygame.K_h)  # HINT
    for _ in range(400):
        if scene.hint is not None:
            break
        drive.pump(1)
    assert scene.hint is not None and scene.game.staged and scene.selected == 0
    cell = next(c for c, spot in scene.cells.items() if spot is scene.focus)
    before = (scene.game.copy(), scene.selected, scene.hint, scene.hint_open)
    for size in ((844, 390), (360, 640), (915, 412), (1280, 720), (412, 915)):
        drive.resize(size)
        assert app.top is scene and scene.metrics.size == canvas_for(size)
        assert (scene.game, scene.selected, scene.hint, scene.hint_open) == before
        assert scene.focus is scene.cells[cell]  # the same cell, in its new place
        assert scene.cells[cell].rect == scene.places.cell_rect(*cell)
        staged = scene.game.staged[0]
        assert (round(scene.sprites[staged[0]].x), round(scene.sprites[staged[0]].y)) == \
            scene.places.cell_rect(*staged[1]).center
    drive.key(pygame.K_h)  # HINT closed; MINUS armed on the 3 (a power's second step)
    drive.key(pygame.K_MINUS)
    assert scene.mode == "power" and scene.armed == "minus"
    drive.resize((844, 390))
    assert scene.mode == "power" and scene.armed == "minus" and scene.cancel_power.visible
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)
    assert scene.mode == "play"


def test_a_tumble_in_flight_lands_in_its_new_slot(app, drive):
    drive.resize((390, 844))
    scene = open_magdagdon(app, [3, 4, 4, 6])
    drive.press(scene.roll_button)
    drive.pump(3)  # the dice are tumbling
    assert scene.rolling
    drive.resize((844, 390))
    assert scene.rolling  # the animation goes on
    drive.settle()
    for i, sprite in enumerate(scene.sprites):
        assert (round(sprite.x), round(sprite.y)) == scene.places.slot_center(i)
        assert sprite.size == scene.places.tray_die


def test_the_moments_being_played_follow_the_board_when_it_turns(app, drive):
    """CONFIRM's rings close on the locked-in dice; turned mid-ring, they close on the same
    cells in their new places."""
    from game.ui.effects import Ring

    scene = _upright_game(app, drive, {1: (1, 1), 2: (1, 2)})
    drive.press(scene.confirm_button)
    rings = [e for e in scene.effects if isinstance(e, Ring)]
    assert [r.rect for r in rings] == [scene.places.cell_rect(1, 1), scene.places.cell_rect(1, 2)]
    drive.resize((844, 390))
    assert all(e in scene.effects for e in rings)  # still playing
    assert [r.rect for r in rings] == [scene.places.cell_rect(1, 1), scene.places.cell_rect(1, 2)]


def test_the_end_of_a_magdagdon_game_turns_with_the_phone():
    app = measure.open_screen("magdagdon-end", (390, 844), "en")
    end = app.top
    assert end.name == "magdagdon_end" and app.canvas.get_size() == (720, 1558)
    assert end.box.bottom <= 1558 and end.box.top > app.scenes[-2].places.frame.top
    drive = Driver(app)
    drive.resize((844, 390))
    assert app.top is end and app.canvas.get_size() == (1558, 720)
    assert end.box.left > app.scenes[-2].places.frame.right  # the board beside it, in view
    assert end.focus is end.new_button


def test_rotation_mid_turn_keeps_mishimash_state(app, drive):
    scene = open_mishimash(app, [1, 5, 2, 3, 4, 6])
    drive.press(scene.roll_button)
    drive.settle()
    drive.press(scene.spots[0])  # the 1 picked
    picked = list(scene.picked)
    for size in ((390, 844), (844, 390)):
        drive.resize(size)
        assert app.top is scene and list(scene.picked) == picked and picked


def test_rotating_mid_turn_keeps_mishimash_state_focus_tumble_and_hint(app, drive):
    """MISHIMASH's play screen is laid out for the phone: turned mid-turn it keeps the picked
    dice, the focus, the open HINT and a tumble under way, which lands on its new place."""
    drive.resize((390, 844))
    scene = open_mishimash(app, [1, 5, 2, 3, 4, 6, 1, 1, 2, 3, 4])
    drive.pump(1)
    assert app.canvas.get_size() == (720, 1558) and scene.metrics.size == (720, 1558)
    drive.press(scene.roll_button)
    drive.settle()
    drive.key(pygame.K_1)  # the 1 picked with the keyboard: the focus on its die
    drive.key(pygame.K_h)  # the HINT open
    drive.settle()
    picked, focus = set(scene.picked), scene.focusables().index(scene.focus)
    assert picked == {0} and scene.hint_open and scene.focus is scene.spots[0]
    upright = scene.geo.slot(0)
    drive.resize((844, 390))
    assert app.top is scene and scene.metrics.size == (1558, 720)
    assert scene.picked == picked and scene.hint_open
    assert scene.focusables().index(scene.focus) == focus and scene.focus is scene.spots[0]
    assert scene.geo.slot(0) != upright and scene.spots[0].rect.center == scene.geo.slot(0)
    assert (scene.sprites[0].x, scene.sprites[0].y) == scene.geo.slot(0)
    drive.key(pygame.K_h)
    drive.press(scene.again_button)  # the 1 aside, five dice tumbling...
    drive.pump(2)
    assert scene.rolling
    drive.resize((390, 844))  # ...turned mid-tumble: it goes on and lands in the new places
    assert scene.rolling and scene.match.turn_rolls[0].keep == (1,)
    drive.settle()
    assert not scene.rolling
    assert all((s.x, s.y) == scene.geo.slot(i) for i, s in enumerate(scene.sprites)
               if i < len(scene.shown))
    assert scene.sprites[0].size == scene.geo.die


def test_the_mishimash_play_screen_is_the_desktops_on_the_desktop():
    """On the desktop canvas the play screen's places are the desktop constants."""
    from game.mishimash.ui import board

    for seats in range(1, 7):
        g = board.geometry(DESKTOP_METRICS, seats)
        assert g.status == board.STATUS and g.table == board.TABLE
        assert g.slots == tuple(board.slot(i) for i in range(6))
        assert g.board == board.BOARD and g.strip == board.HINT_STRIP
        assert g.preview == board.PREVIEW and g.die == board.DIE_SIZE
        assert not g.hint_over_board and g.tip == board.TIP_BOX


def test_the_phone_tour_shows_what_the_phone_shows(tmp_path, desktop_only):
    """`python -m game shots` on a phone: files named with the window's size, pictures in the
    window's shape at the canvas's resolution; a screen not yet responsive letterboxed."""
    from game.dev.shots import SIZES, Tour

    assert SIZES == ((1280, 720), (390, 844), (844, 390), (360, 640))
    tour = Tour(str(tmp_path), "te", size=(390, 844))
    tour.shot("title")
    tour.app.push(desktop_only(tour.app))
    tour.shot("rules")
    title, rules = (pygame.image.load(str(tmp_path / f"te-390x844-0{n}-{what}.png"))
                    for n, what in ((1, "title"), (2, "rules")))
    assert title.get_size() == rules.get_size() == (720, 1558)
    assert title.get_at((360, 10))[:3] != (0, 0, 0)  # the title fills the phone
    assert rules.get_at((360, 10))[:3] == (0, 0, 0)  # not responsive: a 16:9 band, bars
    assert rules.get_at((360, 779))[:3] != (0, 0, 0)


@pytest.mark.parametrize("game", ["magdagdon", "mishimash"])
def test_turning_keeps_the_rules_where_they_were_read(game):
    """A rule book scrolled to its picture shows the same section after a turn, and after
    turning back the same place to the pixel."""
    app = measure.open_screen(f"{game}-rules", (390, 844), "te")
    drive = Driver(app)
    rules = app.top
    assert rules.show_figure()
    drive.pump(1)
    scrolled, figure = rules.offset, rules.figures[0][0]
    assert scrolled > 0
    for size in ((844, 390), (1280, 720), (360, 640)):
        drive.resize(size)
        assert app.top is rules and rules.metrics.size == canvas_for(size)
        y, fig = rules.figures[0]
        # the picture's section still in view: its top no further than a page above
        assert abs(rules.offset - (y + fig.height - rules.page.height)) < rules.page.height
        assert rules.figures[0][0] != figure or size == (390, 844)
    drive.resize((390, 844))
    assert abs(rules.offset - scrolled) <= 2


def test_turning_keeps_the_past_games_list_where_it_was_scrolled():
    app = measure.open_screen("magdagdon-history", (390, 844), "de")
    drive = Driver(app)
    history = app.top
    assert len(history.replays) > history.rows
    for _ in range(3):
        history.scroll(1)
    drive.pump(1)
    first = _text(history.widgets[3])
    drive.key(pygame.K_TAB)
    focused = _focus_text(history)
    for size in ((844, 390), (1280, 720), (360, 640), (390, 844)):
        drive.resize(size)
        assert app.top is history and history.offset == 3
        assert _text(history.widgets[3]) == first  # the same game at the top of the list
        assert _focus_text(history) == focused

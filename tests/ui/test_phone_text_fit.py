"""Texts a phone's screens drew smaller than asked (the text-fit check at phone sizes): they
get the room they need at that canvas shape instead."""

from __future__ import annotations

import pytest

from game.dev import measure
from game.dev.harness import phone_ways
from game.ui import text


def _drawn(screen: str, size: tuple[int, int], lang: str, before=None) -> list[tuple]:
    """Every text fitted while `screen` opens and draws: (text, asked, given, app)."""
    seen: list[tuple] = []

    def drawn(message, asked, width, lines, bold, given):
        seen.append((message, asked, given))

    with phone_ways(size), text.observing(drawn):
        app = measure.open_screen(screen, size, lang)
        if before is not None:
            before(app)
        app.frame([], 0.0)
    return [(*s, app) for s in seen]


def _show_tip(which: str):
    def show(app) -> None:
        app.session.update(hints_seen=frozenset())  # a first game: its tips show
        app.top.tip_id = lambda: which
    return show


@pytest.mark.parametrize("size,lang,tip", [
    ((844, 390), "de", "magdagdon"), ((844, 390), "te", "place"),
    ((390, 844), "de", "magdagdon"), ((360, 640), "te", "magdagdon"),
])
def test_a_first_game_tip_keeps_its_size_on_a_phone(size, lang, tip):
    from game import texts

    seen = _drawn("magdagdon-magdagdon", size, lang, _show_tip(tip))
    app = seen[0][3]
    assert app.top.tips.current == tip
    words = texts.tip("magdagdon", tip)
    sizes = [(asked, given) for message, asked, given, _ in seen if message == words]
    assert sizes, "the tip was not drawn"
    k = app.metrics.k
    for asked, given in sizes:
        assert given >= asked, (given, asked)  # was 17 px of 26 in German on its side
        assert given / k >= 11  # ... 9 CSS px, under the smallest text allowed
    tip = app.top.tips.rect
    assert app.canvas.get_rect().contains(tip)
    taps = [w.rect for w in app.top.widgets if w.focusable and w.visible]
    assert not any(tip.colliderect(r) for r in taps)


@pytest.mark.parametrize("size,lang,small", [
    ((360, 640), "ro", False), ((360, 640), "it", False), ((390, 844), "te", True),
])
def test_a_banner_asks_for_the_size_its_band_has_room_for(size, lang, small):
    from game.i18n import _
    from game.mishimash.ui.play_scene import saves
    from game.ui.constants import BLUE
    from game.ui.play_screen import Banner

    message = saves("Bo", 21) if small else _("FINAL ROUND!")

    def bounce(app) -> None:  # the banner's growing in, frame by frame, as the tour draws it
        for scale in (0.6, 0.9, 1.1, 1.0):
            app.top.banner = Banner(message, BLUE, small, 5.0, scale)
            app.top.draw(app.canvas)

    seen = _drawn("mishimash-play", size, lang, bounce)
    sizes = [(asked, given) for m, asked, given, _app in seen if m == message]
    assert sizes, "the banner was not drawn"
    assert all(given >= asked for asked, given in sizes), sizes  # was 85 of 93 px
    k = seen[0][3].metrics.k
    assert sizes[-1][1] / k >= 20  # display text: still large once grown in


def _shrunk(seen, words) -> list[tuple[int, int]]:
    return [(asked, given) for m, asked, given, _app in seen if m == words and given < asked]


@pytest.mark.parametrize("lang", ["ro", "te"])
def test_a_rerolls_cost_fits_beside_cancel_on_a_phone_on_its_side(lang):
    def reroll(app) -> None:  # two dice marked for a REROLL: its cost under the button
        scene = app.top
        scene.start_reroll()
        scene.reroll_marks = {0, 1}

    seen = _drawn("magdagdon-magdagdon", (844, 390), lang, reroll)
    scene = seen[0][3].top
    cost = scene.use_cost()
    assert any(m == cost for m, *_rest in seen), "the cost was not drawn"
    assert not _shrunk(seen, cost)  # was 20 px of 21
    assert not scene.cancel_power.rect.colliderect(scene.use_power.rect)


def test_the_rules_key_chips_fit_their_column_on_a_phone_on_its_side():
    from game.i18n import _

    seen = _drawn("magdagdon-rules", (844, 390), "de")
    assert not _shrunk(seen, _("Enter or Space"))  # "Eingabe oder Leertaste": 24 px of 26


def test_the_tutorials_last_step_has_room_for_play_a_game_on_its_side():
    from game.i18n import _

    def last(app) -> None:
        app.top.step = len(app.top.steps) - 1
        app.top.build()

    seen = _drawn("tutorial", (844, 390), "it", last)
    scene = seen[0][3].top
    assert any(m == _("Play a game") for m, *_rest in seen)
    assert not _shrunk(seen, _("Play a game"))  # "Gioca una partita": 31 px of 33
    assert not scene.play_button.rect.colliderect(scene.done_button.rect)
    assert scene.done_button.rect.width >= seen[0][3].metrics.target


@pytest.mark.parametrize("size,lang", [((360, 640), "de"), ((390, 844), "de")])
def test_every_replay_step_keeps_its_words_size_on_a_short_phone(size, lang):
    shrunk: list[tuple] = []

    def drawn(message, asked, width, lines, bold, given):
        if given < asked:
            shrunk.append((message, asked, given))

    with phone_ways(size), text.observing(drawn):
        app = measure.open_screen("magdagdon-replay", size, lang)
        scene = app.top
        for i in range(len(scene.steps)):  # the better move's note needs three lines in German
            scene.index = i
            scene.draw(app.canvas)
    assert shrunk == []

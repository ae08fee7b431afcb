"""Phone layouts after a fresh-eyes review: what a player saw missing or covered."""

from __future__ import annotations

from game.dev import measure


def _shown(app, words: str) -> list:
    return [w for w in app.top.widgets
            if w.visible and getattr(w, "text", None) is not None
            and (w.text() if callable(w.text) else w.text) == words]


def test_the_total_stays_in_sight_while_hint_covers_the_score_on_a_short_phone():
    app = measure.open_screen("magdagdon-hint", (360, 640), "en")
    scene = app.top
    places = scene.places
    assert scene.hint_open and places.hint_over_score
    totals = _shown(app, "Total")
    assert totals, "no total on screen while the HINT panel is open"
    strip = places.total_strip
    assert strip is not None and not strip.colliderect(places.hint_panel)
    assert app.canvas.get_rect().contains(strip)
    assert not _shown(app, "SURVIVAL")  # the strip lies where the difficulty was


def test_the_first_game_tip_leaves_six_seats_in_sight_on_a_short_phone():
    for size in ((360, 640), (390, 844)):
        app = measure.open_screen("mishimash-six", size, "en")
        scene = app.top
        geo = scene.geo
        assert scene.tips.current is not None  # the tip shows
        tip = scene.tips.rect
        assert app.canvas.get_rect().contains(tip)
        assert not any(tip.colliderect(seat.row) for seat in geo.seats), size
        assert not any(tip.colliderect(chip) for chip in geo.chips), size
        taps = [w.rect for w in scene.widgets if w.focusable and w.visible]
        assert not any(tip.colliderect(r) for r in taps), size


def test_every_seats_remove_button_is_in_one_column_on_a_phone():
    for size in ((844, 390), (915, 412), (390, 844)):
        app = measure.open_screen("mishimash-setup-six", size, "en")
        removes = [w.rect for w in app.top.widgets if getattr(w, "text", None) == "×"]
        assert len(removes) == 6
        assert len({r.x for r in removes}) == 1, size  # people's and computers' alike

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


def test_a_browsers_import_screen_asks_nothing_a_phone_cannot_do(monkeypatch):
    from game import platform
    from game.dev.harness import make_app
    from game.ui.scenes.history import ImportScene, where

    monkeypatch.setattr(platform, "IS_BROWSER", True)
    app = make_app(size=(390, 844))
    scene = ImportScene(app)
    app.push(scene)
    app.frame([], 0.0)
    words = f"{scene.how()} {where()}".lower()
    assert "python -m" not in words and "drop" not in words and "window" not in words
    scene.take('{"format": "cubiri.record", "version": 1, "game": "chess"}')
    assert scene.problem == "This record is of a game CUBIRI does not have."
    assert scene.detail == ""  # no English technical detail for a phone's player


def test_natively_the_developer_still_gets_the_technical_detail():
    from game.dev.harness import make_app
    from game.ui.scenes.history import ImportScene, where

    app = make_app()
    scene = ImportScene(app)
    app.push(scene)
    assert "python -m game sim" in where() and "Drop" in scene.how()
    scene.take('{"format": "cubiri.record", "version": 1, "game": "chess"}')
    assert "chess" in scene.detail


def test_the_phone_tour_shows_a_phones_ways_with_files():
    from game import platform
    from game.dev.harness import phone_ways

    with phone_ways((390, 844)):
        assert platform.ways() == platform.BROWSER_WAYS
    with phone_ways((1280, 720)):
        assert platform.ways() == platform.NATIVE_WAYS
    assert platform.shown_ways is None


def test_the_daily_historys_turn_squares_are_readable_on_a_phone(monkeypatch):
    from game.ui import daily_view

    squares: list = []
    real = daily_view.square
    monkeypatch.setattr(daily_view, "square",
                        lambda surf, rect, view, code: (squares.append(rect),
                                                        real(surf, rect, view, code)))
    for size in ((390, 844), (360, 640), (844, 390)):
        squares.clear()
        app = measure.open_screen("mishimash-daily-history", size, "en")
        app.dirty = True
        app.frame([], 0.0)
        assert squares and min(r.height for r in squares) / app.css_scale >= 11, size
        page = app.top.places_now.page
        assert all(page.contains(r) for r in squares), size


def test_the_replay_shows_the_better_move_on_a_line_of_its_own_upright():
    from game.ui import text

    drawn: list[str] = []
    app = measure.open_screen("mishimash-replay", (390, 844), "en")
    with text.watching(lambda message, size, bold: drawn.append(message)):
        app.dirty = True
        app.frame([], 0.0)
    assert any(m.startswith("Better: set aside") for m in drawn), drawn


def test_the_upright_scoreboard_is_as_tall_as_its_seats():
    from game.mishimash.ui import board

    for size in ((390, 844), (360, 640), (412, 915)):
        app = measure.open_screen("mishimash-play", size, "te")
        metrics = app.top.metrics
        for seats in (1, 2, 4, 6):
            geo = board.geometry(metrics, seats)
            lowest = max(seat.row.bottom for seat in geo.seats)
            assert geo.board.bottom - lowest <= 16, (size, seats)  # no empty cream under them
            assert geo.board.top <= min(seat.row.top for seat in geo.seats)
            # the HINT still has its room, clear of the dice
            assert geo.strip.top >= geo.table.bottom, (size, seats)
            assert geo.strip.bottom == geo.board.bottom


def test_the_high_score_tabs_span_the_table_on_a_phone_on_its_side():
    for size in ((844, 390), (915, 412), (390, 844)):
        app = measure.open_screen("magdagdon-scores", size, "en")
        scene = app.top
        tabs = [w.rect for w in scene.widgets[1:]]
        assert len(tabs) == 3
        assert tabs[0].left == scene.page.left, size
        assert scene.page.right - tabs[-1].right <= 2, size  # as wide as the table under them
        assert len({t.height for t in tabs}) == 1


def test_the_upright_high_score_table_names_its_rank_column(monkeypatch):
    from game.magdagdon.ui import scores

    for lang, heading in (("en", "#"), ("te", "క్ర.సం."), ("de", "Nr.")):
        app = measure.open_screen("magdagdon-scores", (390, 844), lang)
        drawn: list[tuple[str, object]] = []

        def spy(surf, rect, words, *args, drawn=drawn, real=scores.draw.text_block, **kwargs):
            drawn.append((words, rect))
            return real(surf, rect, words, *args, **kwargs)

        monkeypatch.setattr(scores.draw, "text_block", spy)
        app.dirty = True
        app.frame([], 0.0)
        monkeypatch.undo()
        heads = [rect for words, rect in drawn if words == heading]
        assert heads, lang
        firsts = [rect for words, rect in drawn if words == "1."]
        assert firsts and heads[0].left == firsts[0].left  # over the ranks


def test_a_paper_button_on_a_paper_panel_has_a_visible_rim():
    import pygame

    from game.ui.constants import FELT, PAPER
    from game.ui.widgets import Button

    pygame.init()
    for ground, rimmed in ((PAPER, True), (FELT, False)):
        surf = pygame.Surface((300, 120))
        surf.fill(ground)
        button = Button((40, 30, 200, 56), "Turn log", lambda: None, kind="secondary", size=20)
        button.draw(surf)
        edge = surf.get_at((41, 58))[:3]  # the button's left side, half-way down
        assert (sum(abs(a - b) for a, b in zip(edge, PAPER, strict=True)) > 60) == rimmed


def _baseline(rect, words: str, size: int, bold: bool) -> int:
    from game.ui import text

    face = text.font(size, bold, words)
    lh = text.line_height(size, bold, words)
    return rect.centery - lh // 2 + (lh - face.get_height()) // 2 + face.get_ascent()


def test_telugu_end_labels_sit_on_their_numbers_baseline():
    from game.ui.constants import TEXT_BIG

    for size in ((390, 844), (844, 390), (1280, 720)):
        app = measure.open_screen("magdagdon-end", size, "te")
        end = app.top
        m, rows = end.metrics, end.at["rows"]
        row_h = rows.height // 4
        for k, (label, value) in enumerate(end.rows):
            widget = next(w for w in end.widgets if getattr(w, "text", None) == label)
            place = type(rows)(rows.right - 180, rows.top + k * row_h, 160, row_h - 2)
            assert abs(_baseline(widget.rect, label, widget.size, False)
                       - _baseline(place, value, m.font(TEXT_BIG), True)) <= 1, (size, label)


def test_the_title_cards_tagline_clears_cubiri_original_on_a_phone_on_its_side():
    from game.ui import text
    from game.ui.scenes.title import GameCard

    for size in ((844, 390), (915, 412)):
        for lang in ("te", "en"):
            app = measure.open_screen("title", size, lang)
            cards = [w for w in app.top.widgets if isinstance(w, GameCard)]
            assert cards
            for card in cards:
                _name, (original, *_o), (tagline, tsize, _lines, _b) = card.boxes()
                # two lines of the tagline centred in its box stay under the ORIGINAL line
                assert tagline.height >= 2 * text.line_height(tsize), (size, lang)
                assert tagline.top >= original.bottom


def test_the_scoring_card_on_a_phone_on_its_side_leaves_the_screen_its_edges():
    for size in ((844, 390), (915, 412)):
        for lang in ("te", "en"):
            app = measure.open_screen("mishimash-card", size, lang)
            card = app.top
            assert app.canvas.get_rect().inflate(-40, -40).contains(card.box), (size, lang)
            close = card.widgets[1].rect
            assert card.box.contains(close)
            assert close.bottom <= card.box.top + card.card_top  # beside the title


def test_the_difficulty_pills_sit_on_the_menus_rows_on_a_phone_on_its_side():
    from game.ui.widgets import Button

    for size in ((844, 390), (915, 412)):
        for lang in ("te", "en"):
            app = measure.open_screen("magdagdon-menu", size, lang)
            buttons = [w for w in app.top.widgets if isinstance(w, Button)][1:]  # not Back
            pills = [b for b in buttons if b.kind == "secondary" and b.selected_now()
                     or b.text() in ("PEACEFUL", "SURVIVAL", "NIGHTMARE")]
            grid = sorted({b.rect.top for b in buttons if b not in pills})
            assert len(pills) == 3
            assert [p.rect.top for p in pills] == grid[1:4], (size, lang)


def test_the_tutorials_heading_stands_apart_from_its_words_on_a_phone_on_its_side():
    for lang in ("te", "en"):
        app = measure.open_screen("tutorial", (844, 390), lang)
        scene = app.top
        labels = [w for w in scene.widgets if type(w).__name__ == "Label"]
        heading = next(w for w in labels if "13" in w.text())
        words = next(w for w in labels if w.text() == scene.current.text())
        assert words.rect.top - heading.rect.bottom >= 4, lang  # old: 4 px over it

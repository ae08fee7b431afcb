"""Names as a player writes them (issue 25, item 5): a Telugu name of 20 aksharas is typed,
kept and stored whole, the limit counts characters as a reader does and never cuts inside an
akshara, Backspace takes a whole akshara, a name too long for its box is shortened with "…",
and the default seat names follow the language."""

from __future__ import annotations

import dataclasses

import pygame

from game import entry, graphemes
from game.storage import MemoryStore

TELUGU_20 = "శ్రీవెంకటేశ్వరలక్ష్మీనరసింహప్రసాద్రావుగారుమూర్తి"  # 20 aksharas, 48 code points


def _setup(app, drive):
    from game.mishimash.ui.setup import NameField, SetupScene

    scene = SetupScene(app)
    app.push(scene)
    drive.pump(1)
    return scene, next(w for w in scene.widgets if isinstance(w, NameField))


def _fields(scene):
    from game.mishimash.ui.setup import NameField

    return [w for w in scene.widgets if isinstance(w, NameField)]


def test_a_telugu_name_of_twenty_aksharas_is_typed_and_kept_whole():
    from game.dev.harness import Driver, make_app
    from game.ui.session import Session

    store = MemoryStore()
    app = make_app(Session.open(store), "te")
    drive = Driver(app)
    scene, field = _setup(app, drive)
    drive.press(field)
    for _ in range(12):
        drive.key(pygame.K_BACKSPACE)
    assert scene.seats[0].name == ""
    drive.type(TELUGU_20)
    assert scene.seats[0].name == TELUGU_20 and not scene.note  # before: cut to 20 code points
    drive.type("కు")
    assert scene.seats[0].name == TELUGU_20 and scene.note  # the 21st akshara: said so
    drive.key(pygame.K_BACKSPACE)  # a whole akshara goes, not its vowel sign
    assert scene.seats[0].name == TELUGU_20[:-len("ర్తి")]
    drive.type("ర్తి")
    drive.key(pygame.K_RETURN)
    drive.press(scene.start_button)
    assert app.session.settings.mishimash_seats[0].name == TELUGU_20
    # stored whole and read back as it was, not as damage (before: over 20 "characters")
    again = Session.open(store)
    assert again.settings.mishimash_seats[0].name == TELUGU_20
    assert not again.take_notices()
    assert app.top.match.players[0] == TELUGU_20


def test_a_name_is_never_cut_inside_an_akshara(app, drive, monkeypatch):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from test_entry import FakePage
    sys.path.pop(0)

    monkeypatch.setattr(entry, "available", lambda: True)
    page = FakePage(monkeypatch)
    scene, field = _setup(app, drive)
    drive.pump(1)
    long = "వెంకటేశ్వర" * 5  # 25 aksharas, 55 code points
    page.events.append({"type": "open", "id": "seat-0", "value": scene.seats[0].name})
    drive.touch(field.rect.center)
    page.events.append({"type": "input", "id": "seat-0", "value": long})
    drive.pump(1)
    kept = scene.seats[0].name
    assert graphemes.count(kept) == 20 and long.startswith(kept)
    # before: the first 20 code points, "వెంకటేశ్వరవెంకటేశ్", ending on a dangling virama
    assert not kept.endswith("్") and scene.note
    sent = [args for function, args in page.sent if function == "set"]
    assert sent and sent[-1] == ("seat-0", kept)  # the page's input shows what is kept

    # a Romanian name typed with combining commas below keeps each one on its letter
    romanian = "S\u0326tefa\u0306nit\u0326a\u0306" * 3  # Ștefănița, 9 letters, 13 code points
    page.events.append({"type": "input", "id": "seat-0", "value": romanian})
    drive.pump(1)
    kept = scene.seats[0].name
    assert graphemes.count(kept) == 20 and not kept.endswith("a")  # ă kept whole


def test_a_long_name_is_shortened_with_an_ellipsis_on_the_scoreboard(app, drive):
    from game.mishimash import Match
    from game.mishimash.ui import board
    from game.mishimash.ui.play_scene import MishimashScene
    from game.ui import text

    names = [TELUGU_20, "Maximilian-Alexander", "Ana", "Bo", "Ileana-Ștefănița Ţ", "Ciprian"]
    app.set_language("te")
    scene = MishimashScene(app, Match(names, 500), (True,) * 6)
    app.push(scene)
    drive.resize((390, 844))
    drive.pump(2)
    drawn: list[tuple[str, int, bool]] = []
    with text.watching(lambda t, s, b: drawn.append((t, s, b))):
        app.dirty = True
        drive.pump(1)
        app.draw()
    g = scene.geo
    shortened = []
    for seat, name in enumerate(names):
        box = g.seats[seat].name
        lines = [(t, s, b) for t, s, b in drawn if t == name or
                 t.endswith("…") and name.startswith(t[:-1]) and t[:-1]]
        assert lines, f"{name} not drawn"
        shown, size, bold = lines[-1]
        assert text.width(shown, size, bold) <= box.width  # never runs out of its box
        if shown != name:
            head = shown[:-1]
            assert shown.endswith("…") and head in {
                "".join(graphemes.clusters(name)[:k]).rstrip()
                for k in range(graphemes.count(name))}  # whole aksharas only
            shortened.append(name)
    assert TELUGU_20 in shortened  # before: drawn whole, past its box
    assert board  # the scoreboard module drew them


def test_default_seat_names_follow_the_language(app, drive):
    from game.mishimash.storage import Seat

    session = app.session
    session.storage.save_settings(dataclasses.replace(
        session.settings, mishimash_seats=(Seat("Player 1"), Seat("Spieler 2"),
                                           Seat("Ana"), Seat("Computer", human=False))))
    app.set_language("de")
    scene, field = _setup(app, drive)
    assert [s.name for s in scene.seats] == ["Spieler 1", "Spieler 2", "Ana", "Computer"]
    drive.press(scene.start_button)  # the match starts; the setup is stored
    stored = [s.name for s in session.settings.mishimash_seats]
    assert stored == ["Player 1", "Player 2", "Ana", "Computer"]  # defaults in English
    assert app.top.name_of(0) == "Spieler 1"
    app.set_language("te")  # in the match, then in a new setup
    assert app.top.name_of(1) == "ఆటగాడు 2"
    app.pop()
    scene, field = _setup(app, drive)
    assert [s.name for s in scene.seats] == ["ఆటగాడు 1", "ఆటగాడు 2", "Ana", "కంప్యూటర్"]
    app.set_language("ro")  # the setup open: its names change with it
    drive.pump(1)
    assert [s.name for s in scene.seats][:3] == ["Jucător 1", "Jucător 2", "Ana"]
    # a name the player typed, even one like a default's, stays as typed
    drive.press(_fields(scene)[2])
    drive.type("x")
    drive.key(pygame.K_RETURN)
    app.set_language("en")
    drive.pump(1)
    assert [s.name for s in scene.seats][:3] == ["Player 1", "Player 2", "Anax"]

"""The test driver fails loudly when a scene never comes to rest, and the front end logs what
it works around (a missing sound, no mixer) instead of going on without a word."""

from __future__ import annotations

import logging

import pygame
import pytest


def test_settle_raises_when_the_scene_never_rests(app, drive) -> None:
    from game.dev.harness import SettleError
    from game.magdagdon.ui.play_scene import MagdagdonScene

    scene = MagdagdonScene(app)
    app.push(scene)
    drive.settle()  # at rest: returns at once
    from game.ui.constants import RED
    from game.ui.play_screen import Banner

    scene.banner = Banner("MAGDAGDON!", RED)
    scene.update = lambda dt: True  # a banner that never ends  # type: ignore[method-assign]
    with pytest.raises(SettleError, match="magdagdon still animating after 20 frames"):
        drive.settle(limit=20)


def test_a_missing_sound_is_logged(monkeypatch: pytest.MonkeyPatch,
                                   caplog: pytest.LogCaptureFixture, tmp_path) -> None:
    from game.ui import assets
    from game.ui.audio import Audio

    monkeypatch.setattr(assets, "sounds", lambda: (str(tmp_path / "effects.ogg"),
                                                   str(tmp_path / "effects.json")))
    audio = Audio()
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        audio.unlock()
    assert audio.ready and not audio.sounds
    assert len(caplog.records) == 1
    assert "sound effects missing" in caplog.records[0].getMessage()
    assert "effects.ogg" in caplog.records[0].getMessage()


def test_an_unreadable_sound_table_is_logged(monkeypatch: pytest.MonkeyPatch,
                                            caplog: pytest.LogCaptureFixture, tmp_path) -> None:
    from game.ui import assets
    from game.ui.audio import Audio

    file, _index = assets.sounds()
    (tmp_path / "effects.json").write_text('{"rate": 22050}', encoding="utf-8")
    monkeypatch.setattr(assets, "sounds", lambda: (file, str(tmp_path / "effects.json")))
    audio = Audio()
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        audio.unlock()
    assert audio.ready and not audio.sounds
    assert "sound effects unreadable" in caplog.records[0].getMessage()


def test_a_mixer_that_fails_is_logged(monkeypatch: pytest.MonkeyPatch,
                                      caplog: pytest.LogCaptureFixture) -> None:
    from game.ui.audio import Audio

    def no_device(*args: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        audio.unlock()
    assert audio.failed and not audio.ready
    assert [r.getMessage() for r in caplog.records] == [
        "no sound: the mixer failed to start (no audio device)"]

"""Review, replay and turn-log dice are large enough to read their pips on a phone: every die
those screens paint is at least 22 CSS px (measured as painted, through `die.face`)."""

from __future__ import annotations

import pytest

SCREENS = ("magdagdon-review", "magdagdon-replay", "mishimash-replay", "mishimash-log",
           "mishimash-log-six")  # MISHIMASH's review draws no dice (its replay does)


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (360, 640)])
@pytest.mark.parametrize("screen", SCREENS)
def test_past_dice_show_their_pips_at_phone_sizes(screen, size):
    from game.dev import measure
    from game.ui import die

    app = measure.open_screen(screen, size, "en")
    faces: list[int] = []
    real = die.face
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(die, "face", lambda v, s, *a, **k: faces.append(s) or real(v, s, *a, **k))
        app.dirty = True
        app.frame([], 0.0)
    assert faces, "no die painted"
    k = app.top.metrics.k
    assert min(faces) / k >= 22, (screen, size, min(faces) / k)  # CSS px

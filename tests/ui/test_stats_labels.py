"""Statistics and ruin-prompt labels that reviewers found wrong: plot axis labels are distinct
and true (half points shown where scores have them), "Turns to the target" is shown only where
it is the group's figure, and the ruin prompt keeps clear of its red frame in every language."""

from __future__ import annotations

import random

import pytest

from game import i18n, stats
from game.magdagdon import stats as md_stats
from game.magdagdon.ui import board as view
from game.mishimash import Match
from game.mishimash import stats as mm_stats
from game.mishimash.bots import cautious_bot
from game.mishimash.bots import play as play_mishimash
from game.ui import plots, text
from game.ui.scenes.stats import StatsScene
from game.ui.widgets import Label


def axis_labels(app, drive, monkeypatch, game: str, figures: stats.Figures
                ) -> dict[str, list[tuple[float, str]]]:
    """(value, label) of every axis label the statistics screen draws for `figures`."""
    seen: dict[str, list[tuple[float, str]]] = {"histogram": [], "trend": []}

    def recording(name, draw_plot):
        def wrapper(surf, rect, data, fmt, *args, **kwargs):
            def labelled(value: float) -> str:
                seen[name].append((value, fmt(value)))
                return seen[name][-1][1]
            return draw_plot(surf, rect, data, labelled, *args, **kwargs)
        return wrapper

    monkeypatch.setattr(plots, "histogram", recording("histogram", plots.histogram))
    monkeypatch.setattr(plots, "trend", recording("trend", plots.trend))
    scene = StatsScene(app, game)
    app.push(scene)
    drive.pump(1)
    scene.figures = figures
    for plot in seen.values():
        plot.clear()
    drive.texts()
    return seen


def assert_true_and_distinct(labels: list[tuple[float, str]]) -> None:
    texts = [label for _value, label in labels]
    assert len(set(texts)) == len(texts), texts
    for value, label in labels:  # English writes points as "261.5"
        assert float(label.replace("−", "-")) == value, (value, label)


def test_close_half_point_scores_get_distinct_true_axis_labels(app, drive, monkeypatch) -> None:
    figures = mm_stats.MishimashStats((261.5, 262.5), matches=2, races=2)
    seen = axis_labels(app, drive, monkeypatch, "mishimash", figures)
    assert [label for _v, label in seen["histogram"]] == ["261.5", "262", "262.5", "263"]
    assert [label for _v, label in seen["trend"]] == ["262.5", "261.5"]
    for labels in seen.values():
        assert_true_and_distinct(labels)


@pytest.mark.parametrize("scores", [(57,), (10, 11, 13), (-14, 3, 88, 41, -2, 60, 75, 12)])
def test_magdagdon_axes_show_whole_scores(app, drive, monkeypatch, scores) -> None:
    figures = md_stats.MagdagdonStats(tuple(float(s) for s in scores))
    seen = axis_labels(app, drive, monkeypatch, "magdagdon", figures)
    assert seen["histogram"] and seen["trend"]
    for labels in seen.values():
        assert_true_and_distinct(labels)
        assert all(float(value).is_integer() for value, _label in labels)  # no "10.5"
    assert len(seen["trend"]) == min(len(set(scores)), 2)  # one distinct score: one label


def test_whole_scores_never_get_half_point_bars() -> None:
    assert [b.low for b in stats.histogram([10, 11, 13])] == [10, 11, 12, 13]
    assert [b.low for b in stats.histogram([261.5, 262.5])] == [261.5, 262, 262.5]


def test_turns_to_the_target_only_where_every_match_is_a_solo_race(app, drive) -> None:
    duel = play_mishimash(Match(["Ana", "Computer"], 250), [cautious_bot] * 2, random.Random(4))
    app.session.save("mishimash", duel, random.Random(4), (True, False), ("medium", "medium"))
    race = play_mishimash(Match(["Ana"], 250), [cautious_bot], random.Random(5))
    app.session.save("mishimash", race, random.Random(5), (True,))
    scene = StatsScene(app, "mishimash")
    app.push(scene)
    scene.pick(target=250, against="all")
    drive.pump(1)
    assert "Turns to the target" not in dict(scene.rows())  # the race's mean, not the group's
    scene.pick(against="solo")
    drive.pump(1)
    assert dict(scene.rows())["Turns to the target"] == f"{len(race.turns):.1f}"


@pytest.mark.parametrize("lang", ["en", "de", "ro", "te", "it"])
def test_ruin_prompt_keeps_clear_of_its_frame(app, lang) -> None:
    from game.dev.harness import open_magdagdon

    app.set_language(lang)
    scene = open_magdagdon(app, [])
    scene.mode = "ruin"
    prompt = i18n._("Pick the ruin cell")
    [label] = [w for w in scene.widgets
               if isinstance(w, Label) and w.visible and w.texts()[0] == prompt]
    size, rows = text.fit(prompt, label.size, label.rect.width, label.lines, label.bold)
    assert size == label.size  # not shrunk
    assert len(rows) * text.line_height(size, label.bold, prompt) <= label.rect.height
    # The red frame holds the words with room (its 4 px line, then at least 8 px) ...
    frame = view.ruin_prompt_frame()
    assert frame.inflate(-24, -24).contains(label.rect)
    # ... in the action row's place, growing only upwards into the power line (hidden now)
    assert (frame.left, frame.bottom) == (view.RIGHT_X, view.ACTION_Y + view.ACTION_H)
    assert view.POWER_INFO.top <= frame.top <= view.ACTION_Y
    assert not scene.power_line.visible

"""The frame work budget (`game.ui.budget`): one setting, lower in the browser, and its loop."""

from __future__ import annotations

import importlib

import pytest

from game import platform
from game.ui import budget


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """No drawing measured yet (other tests' frames leave their own)."""
    monkeypatch.setattr(budget, "_after", 0.0)


def test_work_runs_slices_until_done() -> None:
    left = [5]

    def step() -> bool:
        left[0] -= 1
        return left[0] == 0

    budget.frame_started()
    assert budget.work(step, budget=60.0) is True
    assert left == [0]


def test_work_always_runs_one_slice_and_stops_when_the_budget_is_spent() -> None:
    calls = []

    def step() -> bool:
        calls.append(1)
        return False

    budget.frame_started()
    assert budget.work(step, budget=0.0) is False
    assert len(calls) == 1  # no budget left after the first slice: the next frame goes on


def test_a_frame_past_its_limit_gets_one_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def step() -> bool:
        calls.append(1)
        return len(calls) == 3

    budget.frame_started()
    monkeypatch.setattr(budget, "_frame_start", budget._frame_start - 1.0)  # a slow frame
    assert budget.work(step, budget=60.0) is False
    assert len(calls) == 1
    budget.frame_started()  # the next frame has room again
    assert budget.work(step, budget=60.0) is True


def test_a_frame_that_draws_slowly_leaves_less_room_for_work(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def step() -> bool:
        calls.append(1)
        return len(calls) == 3

    budget.frame_started()
    assert budget.work(step, budget=60.0) is True  # room enough: done in one frame
    monkeypatch.setattr(budget, "_work_end", budget._work_end - 1.0)  # then a second drawing
    budget.frame_drawn()
    calls.clear()
    budget.frame_started()
    assert budget.work(step, budget=60.0) is False  # its drawing would overrun: one slice
    assert len(calls) == 1
    budget.frame_drawn()  # that frame drew quickly after its work
    budget.frame_started()
    assert budget.work(step, budget=60.0) is True


def test_the_browser_build_spends_less_of_a_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        monkeypatch.setattr(platform, "IS_BROWSER", True)
        browser = importlib.reload(budget)
        browser_budget, browser_limit = browser.SLICE_BUDGET, browser.FRAME_LIMIT
        browser_target = browser.FRAME_TARGET
        monkeypatch.setattr(platform, "IS_BROWSER", False)
        native = importlib.reload(budget)
        native_budget, native_limit = native.SLICE_BUDGET, native.FRAME_LIMIT
        native_target = native.FRAME_TARGET
    finally:
        monkeypatch.undo()
        importlib.reload(budget)
    assert browser_budget == budget.BROWSER_BUDGET < native_budget == budget.NATIVE_BUDGET
    assert (browser_limit, native_limit) == (budget.BROWSER_FRAME, budget.NATIVE_FRAME)
    assert (browser_target, native_target) == (budget.BROWSER_TARGET, budget.NATIVE_TARGET)

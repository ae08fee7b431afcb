"""One interface, one registry: every registered game passes the same API checks (OpenSpiel's
random-playout test), an unknown game is an error everywhere, and a game registered only here
(TWODICE, `tests/dicegame/`) is accepted by records, the CLI and storage."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from game import cli, engine, records, registry
from game.magdagdon import storage as md
from game.mishimash import storage as mm
from game.storage import MemoryStore, Storage, saves

TESTS = Path(__file__).resolve().parent


@pytest.fixture
def twodice(monkeypatch: pytest.MonkeyPatch) -> Iterator[registry.GameInfo]:
    """TWODICE registered for one test."""
    monkeypatch.syspath_prepend(str(TESTS))
    import dicegame

    dicegame.register()
    try:
        yield dicegame.INFO
    finally:
        registry.unregister(dicegame.KEY)


@pytest.fixture(params=[*registry.game_keys(), "twodice"])  # the shipped games and the tests'
def info(request: pytest.FixtureRequest) -> registry.GameInfo:
    if request.param == "twodice":
        return request.getfixturevalue("twodice")
    return registry.get(request.param)


def _random_steps(info: registry.GameInfo, seed: int, steps: int) -> Iterator[engine.State]:
    """A random playout, yielding the state before each step."""
    rng = random.Random(seed)
    state = info.new_state(seed=seed)
    for _ in range(steps):
        yield state
        if state.is_over:
            return
        engine.step(state, rng, lambda s: rng.choice(s.legal_actions()))


def test_the_two_games_are_registered_in_order() -> None:
    assert registry.game_keys()[:2] == ["magdagdon", "mishimash"]
    assert [i.key for i in registry.with_part("sim")][:2] == ["magdagdon", "mishimash"]


def test_illegal_action_comes_from_one_place() -> None:
    from game import magdagdon, mishimash

    assert magdagdon.IllegalAction is mishimash.IllegalAction is engine.IllegalAction
    assert issubclass(engine.IllegalAction, ValueError)


def test_what_a_match_is_made_with_cannot_be_reassigned() -> None:
    from game.mishimash import Match

    match = Match(["Ana", "Bo"], 250, seed=4)
    for name, value in (("players", ("X",)), ("target", 1), ("seed", 5)):
        with pytest.raises(AttributeError):
            setattr(match, name, value)
    assert (match.players, match.target, match.seed) == (("Ana", "Bo"), 250, 4)


@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_the_interface(info: registry.GameInfo, seed: int) -> None:
    sizes_checked: set[int] = set()
    for state in _random_steps(info, seed, 250):
        copy = state.copy()
        assert copy == state and copy is not state
        record = info.export(state)
        assert records.game_of(record) == info.key
        assert info.replay(json.loads(records.dumps(record))) == state
        assert records.replay(record) == state
        outcomes = list(state.chance_outcomes()) if state.dice_to_roll <= 3 else None
        if state.is_over:
            assert not state.legal_actions() and not state.dice_to_roll
        elif state.dice_to_roll:
            assert not state.legal_actions()  # a chance step: nobody acts
            if outcomes is not None and state.dice_to_roll not in sizes_checked:
                sizes_checked.add(state.dice_to_roll)
                assert sum(p for _, p in outcomes) == Fraction(1)
                assert len(outcomes) == 6 ** state.dice_to_roll
                assert all(len(values) == state.dice_to_roll for values, _ in outcomes)
        else:
            assert state.legal_actions()
            assert not list(state.chance_outcomes())
            for action in state.legal_actions()[:20]:
                trial = state.copy()
                trial.apply(action)  # every listed action is legal
            with pytest.raises(engine.IllegalAction):
                state.apply_roll((1,) * 6)
            assert state == copy
        with pytest.raises(engine.IllegalAction):
            state.apply(object())
        assert state == copy  # an illegal action changes nothing
        # the copy is independent of the original
        if not copy.is_over:
            engine.step(copy, random.Random(seed), lambda s: s.legal_actions()[-1])
            assert copy != state


@pytest.mark.parametrize("key", [None, "chess", "", 7, ["magdagdon"], "MAGDAGDON"])
def test_an_unknown_game_is_an_error_everywhere(key: object) -> None:
    from game.ui import front_end

    with pytest.raises(registry.UnknownGame, match="unknown game"):
        registry.get(key)
    with pytest.raises(records.RecordError, match="unknown game"):
        records.game_of({"format": records.FORMAT, "version": records.VERSION, "game": key})
    with pytest.raises(registry.UnknownGame):
        saves.kind_for(key)  # type: ignore[arg-type]
    session = Storage(MemoryStore())
    with pytest.raises(registry.UnknownGame):
        session.load_game(key)  # type: ignore[arg-type]
    with pytest.raises(registry.UnknownGame):
        session.clear_game(key)  # type: ignore[arg-type]
    with pytest.raises(registry.UnknownGame):
        front_end.get(key)  # type: ignore[arg-type]


def test_a_game_is_registered_once(twodice: registry.GameInfo) -> None:
    with pytest.raises(ValueError, match="already registered"):
        registry.register(twodice)


def test_the_test_game_is_offered_after_the_shipped_ones(twodice: registry.GameInfo) -> None:
    from game.ui import front_end

    assert [f.key for f in front_end.listed()] == ["magdagdon", "mishimash", "twodice"]
    assert front_end.get(twodice.key).key == "twodice"


def test_records_accept_the_test_game(twodice: registry.GameInfo) -> None:
    from dicegame import Take, TwoDice

    game = TwoDice(seed=3)
    game.apply_roll((2, 5))
    game.apply(Take(1))
    game.apply_roll((6, 1))
    text = records.dumps(twodice.export(game))
    assert records.replay(records.parse(text)) == game
    bad = json.loads(text)
    bad["turns"][0]["take"] = 2
    with pytest.raises(records.RecordError, match="turn 1: not a TWODICE action"):
        records.replay(bad)


def test_the_cli_simulates_and_checks_the_test_game(twodice: registry.GameInfo, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "twodice.jsonl"
    assert cli.main(["sim", "twodice", "--games", "4", "--seed", "9", "--out", str(out)]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and all(json.loads(line)["game"] == "twodice" for line in lines)
    assert cli.main(["check", str(out)]) == 0
    assert "4 record(s), 4 OK, 0 rejected" in capsys.readouterr().out


def test_storage_saves_and_resumes_the_test_game(twodice: registry.GameInfo) -> None:
    from dicegame import Take, TwoDice

    store = MemoryStore()
    rng = random.Random(4)
    game = TwoDice(seed=4)
    engine.step(game, rng, lambda g: Take(0))
    session = Storage(store)
    assert session.save_game("twodice", game, rng)
    saved = Storage(store).load_game("twodice")
    assert saved is not None and saved.state == game
    assert saved.rng.getstate() == rng.getstate()
    engine.play(game, rng, lambda g: Take(0))
    assert session.save_game("twodice", game, rng)  # finished: among its best scores
    (best,) = session.read(registry.load("dicegame.storage:SCORES"))["3"]
    assert best.score == game.score
    assert Storage(store).load_game("twodice").state.is_over  # type: ignore[union-attr]
    store.set("game.twodice", '{"version": 1, "data": {"record": 5, "rng": 0, "humans": null}}')
    fresh = Storage(store)
    assert fresh.load_game("twodice") is None
    assert [n.msgid for n in fresh.take_notices()] == [twodice.save_damaged]
    assert session.clear_game("twodice")


def test_the_test_game_has_no_review_and_keeps_no_past_games(
        twodice: registry.GameInfo, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.storage import history

    assert twodice.review is None and twodice.history is None
    out = tmp_path / "twodice.jsonl"
    assert cli.main(["sim", "twodice", "--games", "2", "--seed", "3", "--out", str(out)]) == 0
    capsys.readouterr()
    assert cli.main(["review", str(out)]) == 1  # records that replay, but no review to give
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{out}:{n}: rejected: twodice games cannot be reviewed" for n in (1, 2)]
    assert history.kept("twodice") is None and "twodice" not in history.replay_kinds()
    session = Storage(MemoryStore())
    assert session.summaries("twodice") == () and session.replays("twodice") == ()
    with pytest.raises(records.RecordError, match="keeps no finished games"):
        history.open_replay("twodice", history.Replay("x", {}))


def test_kept_games_are_found_through_the_registry() -> None:
    from game.storage import history

    assert history.kept("magdagdon") is md.KEPT
    assert history.kept("mishimash") is mm.KEPT
    assert list(history.replay_kinds()) == ["magdagdon", "mishimash"]
    with pytest.raises(registry.UnknownGame):
        history.kept("chess")

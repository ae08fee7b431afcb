"""The shipped MISHIMASH tables (`game/mishimash/tables.bin`) against the DP, entry by entry.

The game plays from the file (`strategy.shared()`), so a file that no longer matches the code
would make the bots and hints quietly wrong: this test rebuilds both tables with the DP
(`strategy`, a few seconds) and compares every one of their 343,184 entries, rounded as the file
stores them. After a change to the DP, the rules it stands on or its caps:
`python -m game.mishimash.dev.tables --write`, and bump `strategy.TABLES_VERSION` when the
tables mean something new.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest

from game.mishimash import strategy, tablefile
from game.mishimash.strategy import ReachChances, Tables, TurnValues


@pytest.fixture(scope="module")
def rebuilt() -> Tables:
    strategy.forget()  # nothing cached from the file: the outcome groups are computed too
    tables = tablefile.computed().build()
    strategy.forget()
    return tables


def test_the_shipped_file_is_what_the_dp_computes(rebuilt: Tables) -> None:
    shipped = tablefile.shipped()
    assert shipped.source == "shipped", f"{tablefile.PATH} is missing or stale"
    shipped.build()
    wrong = [*tablefile.group_differences(tablefile.read()),
             *tablefile.differences(shipped, rebuilt)]
    assert not wrong, (f"{len(wrong)} entries differ, e.g. {wrong[:5]}: run "
                       f"python -m game.mishimash.dev.tables --write")
    keys = rebuilt.points.array_keys() + rebuilt.reach.array_keys()
    # every layer array of both tables (points to roll 14, reach to roll 12), and the whole turn
    assert len(keys) == (49 + 41) * 6 + 1
    # Every entry was compared: the arrays have the lengths the DP gives them.
    for table in ("points", "reach"):
        ours, theirs = getattr(shipped, table), getattr(rebuilt, table)
        assert [len(ours.array(k)) for k in ours.array_keys()] == \
            [len(theirs.array(k)) for k in theirs.array_keys()]


def test_the_game_plays_from_the_shipped_file() -> None:
    assert strategy.tables().source == "shipped"


def test_rounding_is_within_half_a_unit_and_decodes_exactly(rebuilt: Tables) -> None:
    unit = 2.0 ** -strategy.SCALE_BITS
    exact = TurnValues(k_cap=4, m_cap=1, t_cap=300)
    for _ in exact.steps():
        pass
    for key in exact.array_keys():
        values = exact.array(key)
        ints = tablefile.rounded(values)
        back = [q * unit for q in ints]
        assert tablefile.rounded(back) == ints  # rounding what was rounded changes nothing
        assert all(abs(a - b) <= unit / 2 for a, b in zip(values, back, strict=True))
    # The shared tables hold rounded values: multiples of the unit.
    arr = rebuilt.points.array((1, 0, 6))
    assert all((v / unit).is_integer() for v in arr)


SMALL = {"points": (4, 1, 300), "reach": (4, 1, 120)}  # caps small enough to build at once


def small() -> Tables:
    return Tables(TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"]))


@pytest.fixture(scope="module")
def small_data() -> tuple[Tables, bytes]:
    tables = small().build()
    return tables, tablefile.encode(tables)


def test_encode_then_load_gives_the_same_tables_in_small_slices(
        small_data: tuple[Tables, bytes]) -> None:
    tables, data = small_data
    points, reach = TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"])
    loaded = Tables(points, reach, fill=lambda t: tablefile.loading(t.points, t.reach, data))
    slices = 0
    while not loaded.advance(1):
        slices += 1
    assert slices > len(points.array_keys())  # at least one slice per array
    assert list(tablefile.differences(loaded, tables)) == []
    unit = 2.0 ** -strategy.SCALE_BITS
    assert points.unit == reach.unit == unit  # integers kept, as loaded
    for key in tables.points.array_keys():  # and the values themselves, rounded
        assert points.array(key) == [q * unit for q in tablefile.rounded(
            tables.points.array(key))]
    assert loaded.points.start_value() == pytest.approx(tables.points.start_value(), abs=1e-3)


def _with_header(data: bytes, **change: object) -> bytes:
    start = len(tablefile.MAGIC)
    end = data.index(b"\n", start)
    head = json.loads(data[start:end]) | change
    return tablefile.MAGIC + json.dumps(head).encode() + data[end:]


def _with_contents(data: bytes, **change: object) -> bytes:
    start = data.index(b"\n", len(tablefile.MAGIC)) + 1
    inflate = zlib.decompressobj()
    contents = json.loads(inflate.decompress(data[start:])) | change
    return data[:start] + zlib.compress(json.dumps(contents).encode()) + inflate.unused_data


@pytest.mark.parametrize("change", [{"format": 99}, {"tables": strategy.TABLES_VERSION + 1},
                                    {"scale_bits": 12}, {"bonus_step": 0},
                                    {"points_caps": [5, 1, 300]}, {"reach_caps": [4, 1, 99]}])
def test_a_file_for_other_code_is_refused(small_data: tuple[Tables, bytes],
                                          change: dict[str, object]) -> None:
    data = _with_header(small_data[1], **change)
    points, reach = TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"])
    with pytest.raises(tablefile.StaleTables):
        tablefile.header(data, points, reach)
    with pytest.raises(tablefile.StaleTables):
        next(tablefile.loading(points, reach, data))


@pytest.mark.parametrize("change", [
    {"lengths": {"points": [3], "reach": []}}, {"lengths": {"points": "x"}},
    {"groups": {"6": [[1, [[1, 2]]]]}}, {"groups": {str(n): [[7776, [[1, 2]]]]
                                                   for n in range(1, 7)}}])
def test_contents_that_do_not_fit_are_refused(small_data: tuple[Tables, bytes],
                                              change: dict[str, object]) -> None:
    data = _with_contents(small_data[1], **change)
    points, reach = TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"])
    before = strategy.outcome_groups(6)
    with pytest.raises(tablefile.StaleTables):
        for _ in tablefile.loading(points, reach, data):
            pass
    assert strategy.outcome_groups(6) == before  # nothing taken from a bad file


def test_a_damaged_file_is_refused(small_data: tuple[Tables, bytes]) -> None:
    data = small_data[1]
    for bad in (b"not tables\n" + data, data[:-200], data[:-200] + bytes(200)):
        points, reach = TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"])
        with pytest.raises(tablefile.StaleTables):
            for _ in tablefile.loading(points, reach, bad):
                pass


def test_a_file_damaged_past_its_header_is_computed_instead(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    small_tables = small().build()
    data = tablefile.encode(small_tables)
    monkeypatch.setattr(tablefile, "PATH", tmp_path / "damaged.bin")
    tablefile.PATH.write_bytes(data[:-300] + bytes(300))
    tables = tablefile.shipped(TurnValues(*SMALL["points"]), ReachChances(*SMALL["reach"]))
    assert tables.source == "shipped"  # its header is fine
    tables.build()
    assert tables.source == "computed"
    assert list(tablefile.differences(tables, small_tables)) == []


def test_without_the_file_the_tables_are_computed(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    shipped = tablefile.read()
    monkeypatch.setattr(tablefile, "PATH", tmp_path / "missing.bin")
    tables = tablefile.shipped()
    assert tables.source == "computed" and not tables.ready
    stale = tmp_path / "stale.bin"
    stale.write_bytes(_with_header(shipped, tables=0))
    monkeypatch.setattr(tablefile, "PATH", stale)
    assert tablefile.shipped().source == "computed"

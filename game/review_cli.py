"""`python -m game review FILE...`: review finished games from their records.

Each record (a `.json` file, or one per line of a `.jsonl` file, as `sim` writes them or the
game exports them) is first checked by the same rules as `python -m game check`, then reviewed
(`game.review_shapes`): per player the expected and actual points, luck and decisions, accuracy and
the costliest decisions with what was better. `--json` prints one JSON object per record.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game import records
from game.check import _documents
from game.check import parse as parse_document
from game.review_shapes import (
    Choice,
    GameReview,
    SeatReview,
    TooLong,
    describe,
    heading,
    review,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE",
                        help="a record (.json, one object) or records (.jsonl, one per line)")
    parser.add_argument("--json", action="store_true",
                        help="one JSON object per record instead of text")
    parser.add_argument("--turns", action="store_true",
                        help="also print every turn's luck, decisions and accuracy")


def _signed(value: float) -> str:
    return f"{round(value, 1) + 0.0:+.1f}"  # + 0.0: never "-0.0"


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f} %"


def _choice_text(game: str, c: Choice[Any]) -> str:
    text = f"turn {c.turn + 1}: {describe(game, c.played)}"
    if c.win_chosen is not None and c.win_best is not None:
        text += f" (win chance {_percent(c.win_chosen)}, best {_percent(c.win_best)})"
    else:
        text += f" ({c.chosen:.2f} against {c.best:.2f})"
    if c.better is not None:
        text += f"; better: {describe(game, c.better)}"
    return f"{text}; cost {c.loss:.2f}"


def _seat_lines(result: GameReview[Any], seat: SeatReview[Any], turns: bool) -> list[str]:
    game = result.game
    who = f"{seat.name}: " if seat.name else ""
    lines = [f"  {who}{seat.actual:g} points (expected {seat.expected:.1f}): "
             f"luck {_signed(seat.luck)}, decisions {_signed(seat.decisions)}; "
             f"accuracy {_percent(seat.accuracy)} over {len(seat.turns)} turns"]
    for c in seat.costliest():
        lines.append(f"    costly: {_choice_text(game, c)}")
    if turns:
        for t in seat.turns:
            lines.append(f"    turn {t.turn + 1}: {t.result:.1f} (expected {t.expected:.1f}): "
                         f"luck {_signed(t.luck)}, decisions {_signed(t.decisions)}, "
                         f"accuracy {_percent(t.accuracy)}")
    return lines


def text_lines(label: str, result: GameReview[Any], turns: bool = False) -> list[str]:
    """The printed review of one record."""
    state = "finished" if result.finished else "unfinished: finished turns only"
    lines = [f"{label}: {heading(result)}, {state}"]
    for seat in result.seats:
        lines.extend(_seat_lines(result, seat, turns))
    return lines


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _choice_json(game: str, c: Choice[Any]) -> dict[str, Any]:
    return {"turn": c.turn, "step": c.step, "kind": c.kind, "played": describe(game, c.played),
            "better": None if c.better is None else describe(game, c.better),
            "chosen": _round(c.chosen), "best": _round(c.best), "loss": _round(c.loss),
            "accuracy": _round(c.accuracy), "win_chosen": _round(c.win_chosen),
            "win_best": _round(c.win_best)}


def as_json(result: GameReview[Any]) -> dict[str, Any]:
    """A review as plain JSON data (numbers rounded to 4 decimals)."""
    game = result.game
    return {
        "game": game, "finished": result.finished, **result.extra,
        "seats": [{
            "seat": s.seat, "name": s.name, "expected": _round(s.expected),
            "actual": _round(s.actual), "luck": _round(s.luck),
            "decisions": _round(s.decisions), "accuracy": _round(s.accuracy),
            "costliest": [_choice_json(game, c) for c in s.costliest()],
            "turns": [{"turn": t.turn, "expected": _round(t.expected),
                       "result": _round(t.result), "luck": _round(t.luck),
                       "decisions": _round(t.decisions), "accuracy": _round(t.accuracy),
                       "choices": [_choice_json(game, c) for c in t.choices]}
                      for t in s.turns],
        } for s in result.seats],
    }


def run(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        try:
            docs = _documents(path)
        except (OSError, UnicodeDecodeError) as exc:
            print(f"{path}: error: cannot read ({exc})")
            bad += 1
            continue
        for label, text in docs:
            try:
                result = review(parse_document(text))
            except (records.RecordError, TooLong) as exc:
                verdict = "not reviewed" if isinstance(exc, TooLong) else "rejected"
                print(json.dumps({"source": label, "error": str(exc)}) if args.json
                      else f"{label}: {verdict}: {exc}")
                bad += 1
                continue
            if args.json:
                print(json.dumps({"source": label, **as_json(result)}, ensure_ascii=False))
            else:
                print("\n".join(text_lines(label, result, args.turns)))
    return 1 if bad else 0

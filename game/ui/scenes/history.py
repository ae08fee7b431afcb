"""Past games: the finished games kept whole (newest first), to review, replay and export; the
way to the statistics and to importing a record.

Each row opens the game's review (after its kept copy replays: a damaged copy is refused with
a notice, never shown); the game's `HistoryView` (`game.ui.past`) writes the rows. `ImportScene`
takes a record from elsewhere: natively a file dropped on the window or the clipboard; in a
browser the file picker or a pasted text (`game.transfer`). An imported record is checked like
`python -m game check` before anything is shown, and only a game with a review is taken.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import platform, transfer
from game.i18n import _
from game.records import RecordError
from game.storage import history
from game.ui import chrome, draw, front_end, scenes
from game.ui.constants import CREAM, INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.importing import TextIntake, draw_note
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

ROWS = 6  # games listed at once
LIST = pygame.Rect(40, 178, 1200, 528)


def refusal(error: RecordError) -> str:
    """Why an imported record is refused, in the player's language (the English reason is the
    technical detail, shown apart)."""
    if error.kind == RecordError.TURN and error.turn is not None:
        return _("Turn {n} of this record cannot be replayed: it does not follow the rules or "
                 "is damaged.").format(n=error.turn + 1)
    return {
        RecordError.TEXT: _("This is not a record: a record is the JSON text CUBIRI exports."),
        RecordError.LONG: _("This is too long to be a record."),
        RecordError.FORMAT: _("This is not a CUBIRI record."),
        RecordError.VERSION: _("This record comes from another version of CUBIRI."),
        RecordError.GAME: _("This record is of a game CUBIRI does not have."),
        RecordError.DAILY: _("This daily challenge record does not have the dice of its day."),
    }.get(error.kind, _("This record is damaged: CUBIRI cannot replay it."))


class HistoryScene(Scene):
    """One game's kept finished games."""

    name = "history"

    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = game
        view = front_end.history_view(game)
        if view is None:  # the menu offers past games only for a game that keeps them
            raise LookupError(f"{game} keeps no past games")
        self.view = view
        self.reviews = front_end.review_view(game) is not None
        self.offset = 0
        self.replays: list[history.Replay] = []
        self.summaries: dict[str, Any] = {}

    def enter(self) -> None:
        self.load()
        super().enter()

    def resume(self) -> None:
        self.load()
        self.rebuild()

    def load(self) -> None:
        storage = self.app.session.storage
        self.replays = list(reversed(storage.replays(self.game)))
        self.summaries = {row.id: row for row in storage.summaries(self.game)}
        self.app.collect_notices()

    def build(self) -> None:
        self.widgets = [
            chrome.back_button(self.back),
            Button((40, 100, 380, 64), _("Statistics"), self.open_stats, kind="secondary",
                   size=TEXT_BODY),
            Button((440, 100, 380, 64), _("Import a record"), self.open_import,
                   kind="secondary", size=TEXT_BODY),
        ]
        for k, replay in enumerate(self.replays[self.offset:self.offset + ROWS]):
            self.widgets.append(Button(
                (LIST.left + 16, LIST.top + 14 + k * 84, LIST.width - 32, 74),
                self.row_title(replay), partial(self.open, replay), kind="secondary",
                size=TEXT_BODY, sub=self.row_detail(replay), enabled=self.reviews))
        self.focus = self.widgets[3] if len(self.widgets) > 3 else self.widgets[1]

    def row_title(self, replay: history.Replay) -> str:
        row = self.summaries.get(replay.id)
        return _("A finished game") if row is None else self.view.row_title(row)

    def row_detail(self, replay: history.Replay) -> str:
        row = self.summaries.get(replay.id)
        return _("Tap to review and replay") if row is None else self.view.row_detail(row)

    def scroll(self, dy: float) -> None:
        step = 1 if dy > 0 else -1
        new = max(0, min(max(len(self.replays) - ROWS, 0), self.offset + step))
        if new != self.offset:
            self.offset = new
            self.rebuild()

    def key(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            self.scroll(ROWS if action == "page_down" else -ROWS)
        else:
            super().key(action)

    def open(self, replay: history.Replay) -> None:
        try:
            record, state = history.open_replay(self.game, replay)
        except RecordError:
            self.app.notify(_("This kept game is damaged and cannot be shown."))
            return
        row = self.summaries.get(replay.id)
        humans = None if row is None else self.view.humans(row)
        self.app.push(scenes.make("review", self.app, record, state, humans))

    def open_stats(self) -> None:
        self.app.push(scenes.make("stats", self.app, self.game))

    def open_import(self) -> None:
        self.app.push(ImportScene(self.app))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Past games"))
        draw.panel(surf, LIST, PAPER, radius=18)
        if not self.replays:
            draw.text_block(surf, LIST.inflate(-120, -200), self.view.none_yet(),
                            TEXT_BIG, INK_SOFT, lines=2)
        elif len(self.replays) > ROWS:
            draw.text_block(surf, pygame.Rect(860, 100, 380, 64), _("{first}–{last} of {n}").format(
                first=self.offset + 1, last=min(self.offset + ROWS, len(self.replays)),
                n=len(self.replays)), TEXT_SMALL, CREAM, align="right")
        self.draw_widgets(surf)


class ImportScene(TextIntake):
    """Take a record from outside the game, check it, then show its review."""

    name = "import"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.problem = ""
        self.detail = ""  # the technical reason of a refusal, in English, shown apart

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        if platform.IS_BROWSER:
            self.widgets += [
                Button((240, 420, 380, 72), _("Choose a file"), self.choose_file),
                Button((660, 420, 380, 72), _("Paste a record"), self.paste_record,
                       kind="secondary"),
            ]
        else:
            self.widgets.append(Button((450, 420, 380, 72), _("Paste"), self.paste_clipboard))
        self.focus = self.widgets[1]

    def paste_record(self) -> None:
        self.paste_box(_("Paste a CUBIRI record here"), _("Import"))

    def refuse(self, why: str) -> None:
        self.problem = why

    def update(self, dt: float) -> bool:
        return self.poll_intake()

    def take(self, text: str) -> None:
        """Check the text like `python -m game check`, then show the game's review."""
        try:
            imported = transfer.check(text)
        except RecordError as exc:
            self.problem, self.detail = refusal(exc), str(exc)
            return
        self.detail = ""
        if front_end.review_view(imported.game) is None:
            self.problem = _("CUBIRI offers no review of this game.")
            return
        self.problem = ""
        self.app.replace(scenes.make("review", self.app, imported.record, imported.state))

    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Import a record"))
        box = pygame.Rect(140, 130, 1000, 260)
        draw.panel(surf, box, PAPER, radius=18)
        if platform.IS_BROWSER:
            how = _("Choose a record file (.json), or paste the text of a record.")
        else:
            how = _("Drop a record file (.json) on this window, or copy the text of a "
                    "record and press Paste.")
        draw.text_block(surf, box.inflate(-80, -120).move(0, -50), how, TEXT_BODY, INK,
                        lines=3)
        draw.text_block(surf, pygame.Rect(box.left + 40, box.bottom - 96, box.width - 80, 70),
                        _("Records are exported from a game's review, or written by the "
                          "developer command python -m game sim."), TEXT_SMALL, INK_SOFT,
                        lines=2)
        draw_note(surf, pygame.Rect(140, 520, 1000, 180), self.problem, self.detail,
                  self.waiting)
        self.draw_widgets(surf)

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
from game.ui import chrome, draw, front_end, scenes, text
from game.ui.constants import CREAM, INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.importing import TextIntake, draw_note, technical
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

ROWS = 6  # games listed at once on the desktop (`HistoryScene.rows` on any canvas)
LIST = pygame.Rect(40, 178, 1200, 528)  # on the desktop canvas


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
    responsive = True

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
        """Statistics and Import under the header, the counter beside them (upright under
        them), then as many games as the list holds (`rows`; on the desktop six)."""
        m = self.metrics
        s = m.type_scale
        body, small = m.font(TEXT_BODY), m.font(TEXT_SMALL)
        top = header(m).height + 16
        wide = m.width >= NARROW
        margin, gap = (40, 20) if wide else (round(16 * s), round(12 * s))
        button_h = m.at_least(64, TARGET_CSS)
        button_w = round(380 * s) if wide else m.width - 2 * margin
        # Statistics and Import side by side, upright one above the other
        buttons = [pygame.Rect(margin, top, button_w, button_h),
                   pygame.Rect(margin + button_w + gap, top, button_w, button_h) if wide
                   else pygame.Rect(margin, top + button_h + gap, button_w, button_h)]
        self.counter = pygame.Rect(m.width - margin - button_w, top, button_w, button_h)
        list_top = buttons[-1].bottom + 14
        if not wide:  # the counter on a line of its own
            self.counter = pygame.Rect(margin, list_top, m.width - 2 * margin,
                                       text.line_height(small) + 8)
            list_top = self.counter.bottom + 6
        self.list = pygame.Rect(margin, list_top, m.width - 2 * margin,
                                m.height - 14 - list_top)
        # a row: its title and under it the detail, on a phone both read as body text, and
        # upright the title on two lines if it needs them
        sub, lines, row_h = None, 1, 74  # the desktop's
        if m.k > 1:
            sub, lines = body, 1 if wide else 2
            row_h = (lines * 2 * text.line_height(body) + 10 if lines > 1
                     else max(m.target, text.line_height(body) * 5 // 2 + 10))
        pitch = row_h + round(10 * s)
        self.rows = max(1, (self.list.height - 28 + pitch - row_h) // pitch)
        self.offset = max(0, min(self.offset, len(self.replays) - self.rows))
        self.widgets = [
            chrome.back_button(self.back, metrics=m),
            Button(buttons[0], _("Statistics"), self.open_stats, kind="secondary", size=body),
            Button(buttons[1], _("Import a record"), self.open_import, kind="secondary",
                   size=body),
        ]
        for k, replay in enumerate(self.replays[self.offset:self.offset + self.rows]):
            self.widgets.append(Button(
                (self.list.left + 16, self.list.top + 14 + k * pitch, self.list.width - 32,
                 row_h),
                self.row_title(replay), partial(self.open, replay), kind="secondary",
                size=body, sub=self.row_detail(replay), enabled=self.reviews, sub_size=sub,
                lines=lines, sub_lines=lines))
        self.focus = self.widgets[3] if len(self.widgets) > 3 else self.widgets[1]

    def row_title(self, replay: history.Replay) -> str:
        row = self.summaries.get(replay.id)
        return _("A finished game") if row is None else self.view.row_title(row)

    def row_detail(self, replay: history.Replay) -> str:
        row = self.summaries.get(replay.id)
        return _("Tap to review and replay") if row is None else self.view.row_detail(row)

    def scroll(self, dy: float) -> None:
        step = 1 if dy > 0 else -1
        new = max(0, min(max(len(self.replays) - self.rows, 0), self.offset + step))
        if new != self.offset:
            self.offset = new
            self.rebuild()

    def key(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            self.scroll(self.rows if action == "page_down" else -self.rows)
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
        m = self.metrics
        chrome.backdrop(surf, _("Past games"), metrics=m)
        draw.panel(surf, self.list, PAPER, radius=18)
        if not self.replays:
            draw.text_block(surf, self.list.inflate(-120, -200), self.view.none_yet(),
                            m.font(TEXT_BIG), INK_SOFT, lines=2)
        elif len(self.replays) > self.rows:
            draw.text_block(surf, self.counter, _("{first}–{last} of {n}").format(
                first=self.offset + 1, last=min(self.offset + self.rows, len(self.replays)),
                n=len(self.replays)), m.font(TEXT_SMALL), CREAM, align="right")
        self.draw_widgets(surf)


def where() -> str:
    """Where records come from (the developer's command only where there is a command line)."""
    if platform.ways().commands:
        return _("Records are exported from a game's review, or written by the developer "
                 "command python -m game sim.")
    return _("Records are exported from a game's review: open a past game and choose Export.")


class ImportScene(TextIntake):
    """Take a record from outside the game, check it, then show its review."""

    name = "import"
    responsive = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.problem = ""
        self.detail = ""  # the technical reason of a refusal, in English, shown apart

    def how(self) -> str:
        if platform.ways().picker:
            return _("Choose a record file (.json), or paste the text of a record.")
        return _("Drop a record file (.json) on this window, or copy the text of a record and "
                 "press Paste.")

    def build(self) -> None:
        """What to do in a card under the header, the buttons under it (upright one above
        the other, the screen's width), the note about a refused record under them."""
        m = self.metrics
        s = m.type_scale
        body, small = m.font(TEXT_BODY), m.font(TEXT_SMALL)
        wide = m.width >= NARROW
        width = round(1000 * s) if wide else m.width - 2 * round(16 * s)
        inset = round(40 * s)
        how_lines = max(3, len(text.wrap(self.how(), body, width - 2 * inset)))
        small = small if m.k <= 1 else body  # on a phone every sentence is body text
        where_lines = max(2, len(text.wrap(where(), small, width - 2 * inset)))
        self.lines = (how_lines, where_lines)
        how_h, where_h = 140, 70  # the desktop's
        if m.k > 1:
            how_h = how_lines * text.line_height(body) + round(10 * s)
            where_h = where_lines * text.line_height(small)
        top = header(m).height + round(46 * s)
        height = round(10 * s) + how_h + round(14 * s) + where_h + round(26 * s)
        button_h = m.at_least(72, TARGET_CSS)
        count = 2 if platform.ways().picker else 1
        if not wide:  # upright: the card, the buttons and the note in the middle
            total = height + round(58 * s) + count * (button_h + round(16 * s)) + round(180 * s)
            top = max(top, (m.height - total) // 2)
        self.box = pygame.Rect((m.width - width) // 2, top, width, height)
        self.places = (pygame.Rect(self.box.left + inset, top + round(10 * s),
                                   width - 2 * inset, how_h),
                       pygame.Rect(self.box.left + inset, self.box.bottom - round(26 * s) - where_h,
                                   width - 2 * inset, where_h))
        y = self.box.bottom + round(30 * s)
        if wide:
            w, gap = round(380 * s), round(40 * s)
            if m.k > 1 and count > 1:  # a phone on its side: the two across the card
                w = (width - gap) // 2
            x = m.width // 2 - (count * w + (count - 1) * gap) // 2
            rects = [pygame.Rect(x + k * (w + gap), y, w, button_h) for k in range(count)]
        else:
            gap = round(16 * s)
            rects = [pygame.Rect(self.box.left, y + k * (button_h + gap), width, button_h)
                     for k in range(count)]
        note_top = rects[-1].bottom + round(28 * s)
        self.note = pygame.Rect(self.box.left, note_top, width,
                                min(round(180 * s), m.height - 14 - note_top))
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        size = m.font(TEXT_BIG)
        if platform.ways().picker:
            self.widgets += [
                Button(rects[0], _("Choose a file"), self.choose_file, size=size),
                Button(rects[1], _("Paste a record"), self.paste_record, kind="secondary",
                       size=size),
            ]
        else:
            self.widgets.append(Button(rects[0], _("Paste"), self.paste_clipboard, size=size))
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
            self.problem, self.detail = refusal(exc), technical(exc)
            return
        self.detail = ""
        if front_end.review_view(imported.game) is None:
            self.problem = _("CUBIRI offers no review of this game.")
            return
        self.problem = ""
        self.app.replace(scenes.make("review", self.app, imported.record, imported.state))

    def draw(self, surf: pygame.Surface) -> None:
        m = self.metrics
        chrome.backdrop(surf, _("Import a record"), metrics=m)
        draw.panel(surf, self.box, PAPER, radius=18)
        how, where_box = self.places
        draw.text_block(surf, how, self.how(), m.font(TEXT_BODY), INK, lines=self.lines[0])
        draw.text_block(surf, where_box, where(),
                        TEXT_SMALL if m.k <= 1 else m.font(TEXT_BODY), INK_SOFT,
                        lines=self.lines[1])
        draw_note(surf, self.note, self.problem, self.detail, self.waiting, m)
        self.draw_widgets(surf)

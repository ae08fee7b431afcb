"""Your data: a copy of everything CUBIRI keeps on this device, and putting one back.

One file (`game.storage.backup`) holds the settings, high scores, past games, daily results and
the games in progress. Natively it is written to the export folder (`game.transfer`), and a
copy is restored from a file dropped on the window or from the clipboard. In a browser it is a
download or text to copy (the page's box where the browser refuses the clipboard), and a copy
is restored from a picked file or pasted text. On itch.io every game shares the browser's
storage (any of them can clear it), so this screen says why a copy is worth keeping.

A copy is checked whole before anything changes (a damaged or foreign file changes nothing and
the screen says why), then the player confirms, then the app plays on with the restored data
from the title screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import platform, transfer
from game.i18n import _
from game.storage import backup
from game.ui import chrome, clipboard, draw, scenes, text
from game.ui.constants import INK, INK_SOFT, PAPER, TEXT_BIG, TEXT_BODY, TEXT_SMALL
from game.ui.importing import TextIntake, draw_note, technical
from game.ui.layout import NARROW, header
from game.ui.metrics import TARGET_CSS
from game.ui.session import Session
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

ABOUT = pygame.Rect(140, 112, 1000, 232)  # on the desktop canvas (`build` for any)
NOTE = pygame.Rect(140, 556, 1000, 152)
BUTTON_W, BUTTON_H = 480, 76  # on the desktop, two by two under ABOUT


def refusal(error: backup.BackupError) -> str:
    """Why a copy is refused (or could not be restored), in the player's language (the English
    reason is the technical detail, shown apart)."""
    return {
        backup.BackupError.TEXT: _("This file is damaged: it is not a copy CUBIRI can read."),
        backup.BackupError.LONG: _("This is too large to be a copy of CUBIRI's data."),
        backup.BackupError.RECORD: _("This is a game record: import it from Past games."),
        backup.BackupError.NEWER: _("This copy comes from a newer version of CUBIRI."),
        backup.BackupError.VALUE: _("Part of this copy is damaged, so nothing was restored."),
        backup.BackupError.WRITE: _("The copy could not be written here."),
    }.get(error.kind, _("This is not a copy of CUBIRI's data."))


def what() -> str:
    """What the copy holds."""
    return _("One file with everything CUBIRI keeps here: settings, high scores, past games, "
             "daily results and the games in progress.")


class BackupScene(TextIntake):
    """Save a copy of everything; restore one."""

    name = "backup"
    responsive = True
    limit = backup.MAX_CHARS  # bytes: a copy is ASCII

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self.detail = ""  # the technical reason of a refusal, in English, shown apart
        self.copying = clipboard.Copying(
            lambda: _("Copied. Paste it somewhere safe: a note, or a message to yourself."))

    def why(self) -> str:
        if platform.ways().picker:
            return _("Browsers can clear what a page keeps, and on itch.io every game shares "
                     "it: keep a copy somewhere safe.")
        return _("Keep it somewhere safe, or take it to another computer. To restore one, "
                 "drop it on this window, or copy its text and restore from the clipboard.")

    def build(self) -> None:
        """What the copy is in a card under the header, the buttons two by two under it
        (upright one above the other, the screen's width), the note under them."""
        m = self.metrics
        s = m.type_scale
        wide = m.width >= NARROW
        body = m.font(TEXT_BODY)
        small = TEXT_SMALL if m.k <= 1 else body  # on a phone every sentence is body text
        width = round(ABOUT.width * s) if wide else m.width - 2 * round(16 * s)
        inset = round(32 * s)
        lines = (max(3, len(text.wrap(what(), body, width - 2 * inset))),
                 max(2, len(text.wrap(self.why(), small, width - 2 * inset))))
        what_h, why_h = 122, 76  # the desktop's
        if m.k > 1:
            what_h = lines[0] * text.line_height(body) + round(8 * s)
            why_h = lines[1] * text.line_height(small) + round(8 * s)
        height = round(15 * s) + what_h + round(5 * s) + why_h + round(14 * s)
        count = 4 if platform.ways().picker else 2
        button_h, gap = m.at_least(BUTTON_H, TARGET_CSS), round(18 * s)
        top = header(m).height + round(28 * s)
        if not wide:  # upright: the card, the buttons and the note in the middle
            total = height + round(30 * s) + count * (button_h + gap) + round(160 * s)
            top = max(top, (m.height - total) // 2)
        about = self.about = pygame.Rect((m.width - width) // 2, top, width, height)
        self.texts_at = (pygame.Rect(about.left + inset, top + round(15 * s),
                                     width - 2 * inset, what_h),
                         pygame.Rect(about.left + inset, about.bottom - round(14 * s) - why_h,
                                     width - 2 * inset, why_h))
        self.lines = lines
        row_1 = about.bottom + round(30 * s)
        if wide:
            w = round(BUTTON_W * s)
            places = [pygame.Rect(about.left if k % 2 == 0 else about.right - w,
                                  row_1 + (k // 2) * (button_h + gap), w, button_h)
                      for k in range(count)]
        else:
            places = [pygame.Rect(about.left, row_1 + k * (button_h + gap), width, button_h)
                      for k in range(count)]
        note_top = places[-1].bottom + round(12 * s)
        self.note = NOTE if m.k <= 1 else pygame.Rect(
            about.left, note_top, width, min(round(NOTE.height * s), m.height - 14 - note_top))
        size = m.font(TEXT_BIG)
        self.widgets = [chrome.back_button(self.back, metrics=m)]
        if platform.ways().picker:
            self.widgets += [
                Button(places[0], _("Download a copy"), self.save, size=size),
                Button(places[1], _("Copy it as text"), self.copy_text, kind="secondary",
                       size=size),
                Button(places[2], _("Restore from a file"), self.choose_file,
                       kind="secondary", size=size),
                Button(places[3], _("Restore from text"), self.paste_copy, kind="secondary",
                       size=size),
            ]
        else:
            self.widgets += [
                Button(places[0], _("Save a copy of everything"), self.save, size=size),
                Button(places[1], _("Restore from the clipboard"), self.paste_clipboard,
                       kind="secondary", size=size),
            ]
        self.focus = self.widgets[1]

    # ------------------------------------------------------------------ saving
    def collect(self) -> tuple[backup.Backup, str]:
        """The copy of everything, and what to say about what it left out."""
        made, left_out = backup.collect(self.app.session.storage.store,
                                        self.app.session.utc_today())
        note = "\n" + _("Damaged values were left out of the copy.") if left_out else ""
        return made, note

    def save(self) -> None:
        self.detail = ""
        made, note = self.collect()
        name, text = backup.file_name(made), backup.dumps(made)
        if platform.ways().picker:
            if transfer.download_text(name, text) is None:
                self.message = _("The browser did not download it. Copy it as text instead.")
                return
            self.message = _("Downloaded {name}: keep it somewhere safe.").format(name=name)
        else:
            try:
                path = transfer.save_text(name, text)
            except OSError as exc:
                self.message, self.detail = _("Could not save the file."), str(exc)
                return
            self.message = _("Saved: {path}").format(path=path)
        self.message += note

    def copy_text(self) -> None:
        self.detail = ""
        made, note = self.collect()
        self.message = self.copying.start(backup.dumps(made)) + note

    # ------------------------------------------------------------------ restoring
    def paste_copy(self) -> None:
        self.paste_box(_("Paste a copy of CUBIRI's data here"), _("Restore"))

    def refuse(self, why: str) -> None:
        self.message, self.detail = why, ""

    def update(self, dt: float) -> bool:
        if self.copying.update():
            self.message = self.copying.message
            return True
        return self.poll_intake()

    def take(self, text: str) -> None:
        """Check the copy whole; then ask before it replaces what this device keeps."""
        try:
            found = backup.check(text)
        except backup.BackupError as exc:
            self.message, self.detail = refusal(exc), technical(exc)
            return
        self.message = self.detail = ""
        self.app.push(scenes.make(
            "confirm", self.app,
            lambda: _("Replace everything CUBIRI keeps here with the copy of {date}?").format(
                date=found.made),
            lambda: _("Replace"), lambda: self.restore(found), no=lambda: _("Keep mine")))

    def restore(self, found: backup.Backup) -> None:
        store = self.app.session.storage.store
        try:
            backup.restore(store, found)
        except backup.BackupError as exc:
            self.message, self.detail = refusal(exc), technical(exc)
            return
        self.app.use_session(Session.open(store))
        self.app.notify(_("The copy of {date} is restored.").format(date=found.made))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        m = self.metrics
        chrome.backdrop(surf, _("Your data"), metrics=m)
        draw.panel(surf, self.about, PAPER, radius=18)
        what_at, why_at = self.texts_at
        draw.text_block(surf, what_at, what(), m.font(TEXT_BODY), INK, lines=self.lines[0])
        draw.text_block(surf, why_at, self.why(),
                        TEXT_SMALL if m.k <= 1 else m.font(TEXT_BODY), INK_SOFT,
                        lines=self.lines[1])
        draw_note(surf, self.note, self.message, self.detail, self.waiting, m)
        self.draw_widgets(surf)

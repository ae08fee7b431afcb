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
from game.ui import chrome, clipboard, draw, scenes
from game.ui.constants import INK, INK_SOFT, PAPER, TEXT_BODY, TEXT_SMALL
from game.ui.importing import TextIntake, draw_note
from game.ui.session import Session
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

ABOUT = pygame.Rect(140, 112, 1000, 232)
NOTE = pygame.Rect(140, 556, 1000, 152)
ROW_1, ROW_2 = 374, 468  # the buttons' rows
LEFT, RIGHT, BUTTON_W, BUTTON_H = 140, 660, 480, 76


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


class BackupScene(TextIntake):
    """Save a copy of everything; restore one."""

    name = "backup"
    limit = backup.MAX_CHARS  # bytes: a copy is ASCII

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self.detail = ""  # the technical reason of a refusal, in English, shown apart
        self.copying = clipboard.Copying(
            lambda: _("Copied. Paste it somewhere safe: a note, or a message to yourself."))

    def build(self) -> None:
        self.widgets = [chrome.back_button(self.back)]
        if platform.IS_BROWSER:
            self.widgets += [
                Button((LEFT, ROW_1, BUTTON_W, BUTTON_H), _("Download a copy"), self.save),
                Button((RIGHT, ROW_1, BUTTON_W, BUTTON_H), _("Copy it as text"),
                       self.copy_text, kind="secondary"),
                Button((LEFT, ROW_2, BUTTON_W, BUTTON_H), _("Restore from a file"),
                       self.choose_file, kind="secondary"),
                Button((RIGHT, ROW_2, BUTTON_W, BUTTON_H), _("Restore from text"),
                       self.paste_copy, kind="secondary"),
            ]
        else:
            self.widgets += [
                Button((LEFT, ROW_1, BUTTON_W, BUTTON_H), _("Save a copy of everything"),
                       self.save),
                Button((RIGHT, ROW_1, BUTTON_W, BUTTON_H), _("Restore from the clipboard"),
                       self.paste_clipboard, kind="secondary"),
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
        if platform.IS_BROWSER:
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
            self.message, self.detail = refusal(exc), str(exc)
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
            self.message, self.detail = refusal(exc), str(exc)
            return
        self.app.use_session(Session.open(store))
        self.app.notify(_("The copy of {date} is restored.").format(date=found.made))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        chrome.backdrop(surf, _("Your data"))
        draw.panel(surf, ABOUT, PAPER, radius=18)
        draw.text_block(surf, ABOUT.inflate(-64, -110).move(0, -40),
                        _("One file with everything CUBIRI keeps here: settings, high scores, "
                          "past games, daily results and the games in progress."),
                        TEXT_BODY, INK, lines=3)
        if platform.IS_BROWSER:
            why = _("Browsers can clear what a page keeps, and on itch.io every game shares "
                    "it: keep a copy somewhere safe.")
        else:
            why = _("Keep it somewhere safe, or take it to another computer. To restore one, "
                    "drop it on this window, or copy its text and restore from the clipboard.")
        draw.text_block(surf, pygame.Rect(ABOUT.left + 32, ABOUT.bottom - 90, ABOUT.width - 64,
                                          76), why, TEXT_SMALL, INK_SOFT, lines=2)
        draw_note(surf, NOTE, self.message, self.detail, self.waiting)
        self.draw_widgets(surf)

"""What every screen that takes a text from outside the game shares (a record to review, a copy
of everything to restore): natively a file dropped on the window or the system clipboard; in a
browser the file picker or the page's paste box, whose answer comes later (`game.transfer`),
so the screen polls it once a frame. The screen then checks the text itself (`take`)."""

from __future__ import annotations

from abc import abstractmethod

import pygame

from game import platform, transfer
from game.i18n import _
from game.ui import clipboard, draw
from game.ui.constants import CREAM, INK, INK_SOFT, PAPER, TEXT_BODY, TEXT_SMALL
from game.ui.input import Drop, Input
from game.ui.metrics import DESKTOP_METRICS, Metrics
from game.ui.scene import Scene


class TextIntake(Scene):
    """A screen that takes a text from outside; `limit`: the most bytes of a file it reads."""

    limit = transfer.MAX_FILE_BYTES
    waiting = False  # for the browser's file picker or paste box

    @abstractmethod
    def take(self, text: str) -> None:
        """Check the text and act on it (or say what is wrong with it)."""

    @abstractmethod
    def refuse(self, why: str) -> None:
        """Say why nothing could be taken (no text, an unreadable file)."""

    def exit(self) -> None:
        if self.waiting:
            transfer.cancel_request()

    def choose_file(self) -> None:
        """The browser's file picker (from the player's tap)."""
        self.waiting = transfer.request_file(self.limit)
        if not self.waiting:
            self.refuse(_("The browser did not open the file picker."))

    def paste_box(self, title: str, ok: str) -> None:
        """The page's box to paste a text into, with a translated title and OK button."""
        self.waiting = transfer.request_paste(title, ok, _("Cancel"))

    def paste_clipboard(self) -> None:
        """The system clipboard's text (natively)."""
        text = clipboard.paste_text()
        if not text:
            self.refuse(_("The clipboard holds no text."))
            return
        self.take(text)

    def handle(self, inp: Input) -> None:
        if isinstance(inp, Drop):
            text = transfer.dropped_text(inp.path, self.limit)
            if text is None:
                self.refuse(_("This file cannot be read."))
            else:
                self.take(text)
            return
        super().handle(inp)

    def poll_intake(self) -> bool:
        """Take what the browser's picker or box produced, once it is there; True then."""
        if not self.waiting:
            return False
        text = transfer.take_imported()
        if text is None:
            return False
        self.waiting = False
        if text:
            self.take(text)
        return True


def technical(error: Exception) -> str:
    """A refusal's English reason, shown apart under the player's words where a command line
    can look into it (natively); elsewhere (a phone's browser) the translated words alone."""
    return str(error) if platform.ways().commands else ""


def draw_note(surf: pygame.Surface, note: pygame.Rect, message: str, detail: str,
              waiting: bool, metrics: Metrics = DESKTOP_METRICS) -> None:
    """The note under an intake screen's buttons: `message` (what went wrong, in the player's
    words) with the English `detail` apart; else, while the browser has not answered, that the
    screen waits for it."""
    body = metrics.font(TEXT_BODY)
    small = TEXT_SMALL if metrics.k <= 1 else body  # on a phone every sentence is body text
    if message:
        draw.panel(surf, note, PAPER, radius=14)
        s = metrics.type_scale
        inner = note.inflate(-round(40 * s), -round(24 * s))
        if detail:
            words = pygame.Rect(inner.left, inner.top, inner.width, round(inner.height * 0.44))
            draw.text_block(surf, words, message, body, INK, lines=2)
            draw.text_block(surf, pygame.Rect(inner.left, words.bottom + 5, inner.width,
                                              inner.bottom - words.bottom - 5),
                            _("Technical detail: {reason}").format(reason=detail),
                            small, INK_SOFT, lines=3)
        else:
            draw.text_block(surf, inner, message, small if metrics.k <= 1 else body, INK,
                            lines=5)
    elif waiting:
        draw.text_block(surf, note, _("Waiting for the browser…"), body, CREAM)

"""Text fields: a name the player types, natively with SDL's text input, in the browser through
the page's own input laid over the field (`game.entry`), which opens a phone's keyboard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game import entry
from game.ui.widgets import Button, TextSource, _value

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene


class TextField(Button):
    """A field whose text is typed. Its scene keeps the text and an `entry.Editing` while it is
    typed; the field says where it is and passes the page's input on (`game.entry.Fields`).
    A tap on it begins the typing (natively, and in the browser the page's input opens over
    it in the same tap)."""

    def __init__(self, rect: tuple[int, int, int, int], scene: Scene, field_id: str,
                 text: TextSource, label: TextSource, limit: int, size: int) -> None:
        super().__init__(rect, text, self.tapped, kind="secondary", size=size)
        self.scene, self.field_id, self.label, self.limit = scene, field_id, label, limit

    def tapped(self) -> None:
        if self.scene.app.page_fields.owns(self.field_id):
            return  # the page's input is open over it: that tap was the page's
        self.press_field()

    # what a field's scene provides ---------------------------------------------------------
    def press_field(self) -> None:
        """A tap or Enter on the field (natively: begin or end the typing)."""
        raise NotImplementedError

    def editing(self) -> bool:
        """Whether its text is being typed now."""
        raise NotImplementedError

    def begin(self) -> None:
        """Start the typing (the page's input opened over it)."""
        raise NotImplementedError

    def take(self, text: str) -> str:
        """The whole text as typed; returns the text the field keeps (its limit...)."""
        raise NotImplementedError

    def commit(self) -> None:
        """Enter, or the input closed: keep the text, stop typing."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Esc: the text as it was before, stop typing."""
        raise NotImplementedError

    # for the page ---------------------------------------------------------------------------
    def field(self) -> entry.Field:
        app: App = self.scene.app
        return entry.Field(self.field_id, (self.rect.x, self.rect.y, self.rect.w, self.rect.h),
                           app.canvas.get_size(), _value(self.text), self.limit,
                           self.size / app.css_scale, _value(self.label))


def text_fields(scene: Scene) -> Sequence[TextField]:
    """The visible text fields of a scene."""
    return [w for w in scene.widgets if isinstance(w, TextField) and w.visible]

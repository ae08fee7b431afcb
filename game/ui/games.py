"""The two games as the menus see them: names, taglines, About texts (a small registry)."""

from __future__ import annotations

from dataclasses import dataclass

from game import rules_text
from game.i18n import _


@dataclass(frozen=True)
class GameInfo:
    """What the title and menus show for one game."""

    key: str
    number: int

    def name(self) -> str:
        """The game's name in the current language."""
        return _("MAGDAGDON") if self.key == "magdagdon" else _("MISHIMASH")

    def tagline(self) -> str:
        """One line saying what the game is."""
        return rules_text.tagline(self.key)

    def original(self) -> str:
        """The CUBIRI ORIGINAL number."""
        return _("CUBIRI ORIGINAL #1") if self.number == 1 else _("CUBIRI ORIGINAL #2")

    def about(self) -> list[str]:
        """The About paragraphs, the dedication among them (rules §4)."""
        return rules_text.about(self.key)


GAMES = {"magdagdon": GameInfo("magdagdon", 1), "mishimash": GameInfo("mishimash", 2)}

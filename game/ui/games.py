"""The two games as the menus see them: names, taglines, dedications (a small registry)."""

from __future__ import annotations

from dataclasses import dataclass

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
        if self.key == "magdagdon":
            return _("Fill the board with one field of numbers. Avoid ruins.")
        return _("Set aside scoring dice, then save or roll again.")

    def original(self) -> str:
        """The CUBIRI ORIGINAL number."""
        return _("CUBIRI ORIGINAL #{number}").format(number=self.number)

    def dedication(self) -> str:
        """The owner's dedication (SPEC §4), drawn with a heart beside it."""
        if self.key == "magdagdon":
            return _("MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška — happy 20th birthday!")
        return _("MISHIMASH is CUBIRI ORIGINAL #2, dedicated to Mišinka — happy name day.")

    def dedication_note(self) -> str:
        """Context for readers who do not know name days (empty where none is needed)."""
        if self.key == "magdagdon":
            return ""
        return _("In Mišinka's culture every calendar day carries a name, and a name day is "
                 "celebrated much like a birthday.")


GAMES = {"magdagdon": GameInfo("magdagdon", 1), "mishimash": GameInfo("mishimash", 2)}

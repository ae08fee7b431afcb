"""The front end's view of persistence (placeholder until game.storage lands)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Settings:
    language: str | None = None
    sound: bool = True
    speed: str = "normal"
    difficulty: str = "peaceful"
    target: int = 1000
    seats: list = field(default_factory=lambda: [["Player 1", False], ["Computer", True]])
    hints: list = field(default_factory=list)


class Session:
    def __init__(self) -> None:
        self.settings = Settings()
        self.notices: list[str] = []

    @classmethod
    def open(cls) -> Session:
        return cls()

    def save_settings(self) -> None:
        pass

    def take_notices(self) -> list[str]:
        out, self.notices = self.notices, []
        return out

    def flush(self) -> None:
        pass

    def has_game(self, game: str) -> bool:
        return False

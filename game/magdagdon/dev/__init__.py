"""game.magdagdon.dev."""

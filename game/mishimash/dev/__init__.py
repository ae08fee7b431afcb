"""game.mishimash.dev."""

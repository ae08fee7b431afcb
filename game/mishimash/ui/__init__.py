"""game.mishimash.ui."""

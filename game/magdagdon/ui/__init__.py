"""game.magdagdon.ui."""

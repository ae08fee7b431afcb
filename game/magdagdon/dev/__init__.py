"""MAGDAGDON's own developer tools: the engine bench (`python -m game bench-engine`) and the weight
tuning (`python -m game.magdagdon.dev.tune`). Left out of the web bundle (pygbag.ini); nothing
shipped imports them."""

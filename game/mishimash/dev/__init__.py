"""MISHIMASH's own developer tools: its benches (`python -m game.mishimash.dev.bench`,
`.botbench`) and the table builder (`python -m game.mishimash.dev.tables --write`). Left out of the
web bundle (pygbag.ini); nothing shipped imports them."""

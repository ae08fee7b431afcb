"""Short notices for the player when stored data was damaged or could not be written.

The storage layer never translates: a `Notice` carries an English msgid that the UI passes to
`game.i18n._` (marked below with `game.i18n.N_` for the catalogue extractor), plus an English
`detail` for logs and tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_

# One literal per msgid (extractors read them as written). Shown in a small box: keep them short.
SETTINGS_DAMAGED = N_("Some saved settings were damaged and were reset. A copy was kept.")
REPLAYS_DAMAGED = N_("Some saved games for replay were damaged. A copy was kept.")
DAILY_HISTORY_DAMAGED = N_("Saved daily challenge results were damaged. A copy was kept.")
DAILY_GAME_DAMAGED = N_("The saved daily challenge game was damaged. A copy was kept.")
WRITE_FAILED = N_("Could not save on this device. You can play on, but this may be lost.")
READ_FAILED = N_("Could not read the saved data on this device. Defaults are used.")

# The notices every game shares. A damaged saved game is reported with its game's own msgid
# (`game.registry`, `save_damaged`), a game's damaged high scores or history with its storage
# part's (`game/<key>/storage.py`).
ALL = (SETTINGS_DAMAGED, REPLAYS_DAMAGED, DAILY_HISTORY_DAMAGED, DAILY_GAME_DAMAGED,
       WRITE_FAILED, READ_FAILED)


@dataclass(frozen=True)
class Notice:
    """Something the player should be told once: `msgid` to translate and show, `name` of the
    stored value concerned, `detail` (English, technical) for logs, `backup` name if kept aside."""

    msgid: str
    name: str
    detail: str
    backup: str | None = None

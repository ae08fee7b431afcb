"""What the web page says around the canvas, before the game can draw or when it cannot start.

The page (tools/web/cubiri.tmpl) shows these texts from JavaScript, before Python runs, so
`tools/build_web.py` writes them into the page in every language (`texts()`); the page picks the
player's language the way the game does (the saved setting, else the browser's language). The
game asks for one of them by key through `game.platform.page_failed`; the page itself shows
"runtime", "changed" (a runtime file refused by its integrity hash) and "download".
"""

from __future__ import annotations

from game import i18n
from game.i18n import N_

# key -> English msgid. The keys are what the page's `cubiri.failed(kind)` accepts.
MESSAGES: dict[str, str] = {
    "loading": N_("Loading CUBIRI…"),
    "first": N_("The first visit downloads about 15 MB. Later visits start faster."),
    "slow": N_("This is taking longer than usual. If nothing happens, reload the page."),
    "runtime": N_("Could not download the game's engine. Check the connection and reload "
                  "the page."),
    "changed": N_("The game's engine on its server has changed since this version of CUBIRI "
                  "was tested, so the page did not start it. CUBIRI needs an update: please "
                  "tell its author."),
    "download": N_("Could not download the game's files. Check the connection and reload "
                   "the page."),
    "start": N_("CUBIRI could not start. Reload the page to try again. Your saved games are "
                "kept."),
    "stopped": N_("CUBIRI stopped after an error. Reload the page to play on. Your saved games "
                  "are kept."),
    "details": N_("Details for a bug report are in the browser's console."),
}


def texts() -> dict[str, dict[str, str]]:
    """Every page message in every language: {language code: {key: text}}."""
    before = i18n.current()
    try:
        out = {}
        for code in i18n.LANGUAGES:
            i18n.activate(code)
            out[code] = {key: i18n._(msgid) for key, msgid in MESSAGES.items()}
        return out
    finally:
        i18n.activate(before)

"""The real start-up and main loop (`game.ui.main.main`, as `python main.py` and `cubiri` run it)
for a few hundred frames: keys open MAGDAGDON, start a game and roll; closing the window ends
the loop. It runs in its own process: `main()` ends with `pygame.quit()`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Drives main() from a second asyncio task: one `await asyncio.sleep(0)` per loop turn, so each
# of our turns is one frame of the app's loop. Prints what happened as one JSON line.
PROBE = r"""
import asyncio, json, sys
import pygame
from game.ui import app as app_module, main as ui_main

apps = []
_init = app_module.App.__init__
def _capture(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    apps.append(self)
app_module.App.__init__ = _capture

FRAMES = int(sys.argv[1])
KEYS = {20: pygame.K_RETURN, 60: pygame.K_RETURN, 120: pygame.K_r}  # card, Play, ROLL
seen = []

async def player():
    for n in range(FRAMES):
        await asyncio.sleep(0)
        if n in KEYS:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=KEYS[n], mod=0, unicode="",
                                                     scancode=0))
        if apps and apps[0].scenes and (not seen or seen[-1] != apps[0].top.name):
            seen.append(apps[0].top.name)
    pygame.event.post(pygame.event.Event(pygame.QUIT))

async def both():
    await asyncio.gather(ui_main.main(["--lang", "de"]), player())

asyncio.run(both())
app = apps[0]
print(json.dumps({"scenes": seen, "frames_drawn": app.frames_drawn, "running": app.running,
                  "dice": list(app.scenes[-1].game.dice)}))
"""


def test_the_real_main_loop_plays_for_hundreds_of_frames(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CUBIRI_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE, "300"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["scenes"] == ["title", "menu", "magdagdon"]
    assert not result["running"]  # the window's QUIT ended the loop
    assert 0 < result["frames_drawn"] <= 300
    assert all(1 <= v <= 6 for v in result["dice"])  # ROLL was applied
    saved = json.loads((tmp_path / "cubiri.game.magdagdon.json").read_text(encoding="utf-8"))
    assert saved["data"]["record"]["turns"][0]["roll"] == result["dice"]
    assert "Traceback" not in done.stderr

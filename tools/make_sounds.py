"""Synthesise CUBIRI's sound effects and encode them as one short mono .ogg.

    python tools/make_sounds.py [--out assets/sounds] [--quality Q]

Writes `effects.ogg`, every effect one after the other with a little silence between, and
`effects.json`, where each one starts and how long it is (in samples at `rate`). One file,
not one per effect: every Vorbis file carries a few kilobytes of codebooks, and the web bundle
has a size budget. The game cuts the effects apart once the mixer has decoded the file
(game/ui/audio.py). Needs only the standard library plus `oggenc` (Debian package
vorbis-tools) to encode; the committed files are what the game loads, so CI never runs this.
Deterministic: a fixed seed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 22050
# The order of the effects in the file (the names of game.ui.assets.sound_names(): the shared
# ones and each game's own).
NAMES = ("roll", "place", "click", "confirm", "bonus", "ruin", "power", "magdagdon", "bust",
         "mishimash", "final", "win", "end")
GAP = 0.05  # seconds of silence before each effect, so the encoder never smears one into the next
FADE = 0.015  # seconds: each effect fades out over its last samples
QUALITY = "0"  # oggenc -q: small effects still sound clean at 0; 2 costs a quarter more bytes


def envelope(t: float, attack: float, decay: float) -> float:
    """A quick attack and an exponential decay."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq: float, length: float, decay: float = 0.15, attack: float = 0.004,
         harmonics: tuple[float, ...] = (1.0, 0.35, 0.12)) -> list[float]:
    """A plucked/mallet-like tone."""
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(v * envelope(t, attack, decay))
    return out


def knock(rng: random.Random, length: float = 0.09, freq: float = 190.0,
          noise: float = 0.6) -> list[float]:
    """A die hitting wood: a short low thump with a click of noise."""
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        body = math.sin(2 * math.pi * freq * t) * math.exp(-t / 0.025)
        click = (rng.random() * 2 - 1) * math.exp(-t / 0.006) * noise
        out.append(body + click)
    return out


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add `sound` into `into` starting at `at` seconds (growing it as needed)."""
    start = int(at * RATE)
    need = start + len(sound)
    if len(into) < need:
        into.extend([0.0] * (need - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def normalise(samples: list[float], peak: float = 0.8) -> list[float]:
    top = max(1e-9, max(abs(v) for v in samples))
    return [v * peak / top for v in samples]


def make_all(rng: random.Random) -> dict[str, list[float]]:
    """Every effect by name."""
    sounds: dict[str, list[float]] = {}
    roll: list[float] = []
    t = 0.0
    while t < 0.5:  # dice rattling, then settling
        mix(roll, knock(rng, 0.05, rng.uniform(260, 520), 0.9), t, rng.uniform(0.3, 0.8))
        t += rng.uniform(0.018, 0.06) * (1 + t * 2)
    mix(roll, knock(rng, 0.1, 200), 0.56, 0.9)
    sounds["roll"] = roll
    sounds["place"] = knock(rng, 0.12, 170, 0.4)
    sounds["click"] = knock(rng, 0.04, 900, 0.3)
    mag: list[float] = []  # ominous: a low minor fall
    for k, f in enumerate((392.0, 370.0, 311.1, 196.0)):
        mix(mag, tone(f, 0.5, 0.18 if k < 3 else 0.45, harmonics=(1.0, 0.5, 0.3, 0.2)), k * 0.14)
    sounds["magdagdon"] = mag
    bust: list[float] = []  # a sagging "wah-wah"
    for k, (f0, f1) in enumerate(((330.0, 300.0), (294.0, 262.0), (262.0, 196.0))):
        seg = []
        n = int(0.24 * RATE) if k < 2 else int(0.5 * RATE)
        phase = 0.0
        for i in range(n):
            f = f0 + (f1 - f0) * i / n
            phase += 2 * math.pi * f / RATE
            seg.append((math.sin(phase) + 0.3 * math.sin(2 * phase)) * envelope(i / RATE, 0.01,
                                                                                 0.2 + 0.1 * k))
        mix(bust, seg, k * 0.22)
    sounds["bust"] = bust
    mishi: list[float] = []  # bright rising arpeggio
    for k, f in enumerate((523.3, 659.3, 784.0, 1046.5, 1318.5)):
        mix(mishi, tone(f, 0.35, 0.12), k * 0.07, 0.8)
    sounds["mishimash"] = mishi
    win: list[float] = []  # a small fanfare
    for k, (f, at) in enumerate(((392.0, 0.0), (523.3, 0.12), (659.3, 0.24), (784.0, 0.36))):
        mix(win, tone(f, 0.3 if k < 3 else 0.8, 0.12 if k < 3 else 0.35), at)
    mix(win, tone(523.3, 0.8, 0.35), 0.36, 0.6)
    mix(win, tone(659.3, 0.8, 0.35), 0.36, 0.5)
    sounds["win"] = win
    sounds.update(make_moments(rng))
    return sounds


def sweep(f0: float, f1: float, length: float, decay: float = 0.2,
          harmonics: tuple[float, ...] = (1.0, 0.3)) -> list[float]:
    """A tone gliding from f0 to f1 (an exponential glide)."""
    out, phase = [], 0.0
    n = int(length * RATE)
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += 2 * math.pi * f / RATE
        v = sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics))
        out.append(v * envelope(i / RATE, 0.01, decay))
    return out


def bell(freq: float, length: float, decay: float = 0.25) -> list[float]:
    """A small bell: inharmonic partials that die away at their own pace."""
    out = []
    partials = ((1.0, 1.0, 1.0), (2.76, 0.45, 0.6), (5.4, 0.22, 0.35), (8.93, 0.1, 0.2))
    for i in range(int(length * RATE)):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * m * t) * math.exp(-t / (decay * d))
                for m, a, d in partials)
        out.append(v * min(1.0, t / 0.002))
    return out


def noise(rng: random.Random, length: float, decay: float, smooth: float = 0.6) -> list[float]:
    """Low-passed noise with a decay (dust, rubble)."""
    out, last = [], 0.0
    for i in range(int(length * RATE)):
        last = smooth * last + (1 - smooth) * (rng.random() * 2 - 1)
        out.append(last * math.exp(-i / RATE / decay))
    return out


def make_moments(rng: random.Random) -> dict[str, list[float]]:
    """The key moments' sounds: each event sounds like itself."""
    sounds: dict[str, list[float]] = {}
    confirm: list[float] = []  # dice locked in: two firm clacks and a low thud
    mix(confirm, knock(rng, 0.07, 240, 0.8), 0.0)
    mix(confirm, knock(rng, 0.07, 300, 0.8), 0.045, 0.9)
    mix(confirm, tone(110.0, 0.22, 0.06, harmonics=(1.0, 0.5)), 0.05, 0.7)
    sounds["confirm"] = confirm
    bonus: list[float] = []  # a line bonus: a quick rising bell chord
    for k, f in enumerate((784.0, 987.8, 1174.7, 1568.0)):
        mix(bonus, bell(f, 0.7, 0.3), k * 0.05, 0.7)
    sounds["bonus"] = bonus
    ruin: list[float] = []  # a cell cracks: a crack, rubble, a falling rumble
    mix(ruin, knock(rng, 0.05, 900, 1.0), 0.0)
    for k in range(6):
        mix(ruin, noise(rng, 0.12, 0.05, 0.55), 0.03 + k * rng.uniform(0.04, 0.07),
            rng.uniform(0.4, 0.9))
    mix(ruin, sweep(140.0, 55.0, 0.55, 0.25, (1.0, 0.6, 0.2)), 0.02, 0.8)
    sounds["ruin"] = ruin
    power: list[float] = []  # a power: a bright glide up with a shimmer
    mix(power, sweep(330.0, 990.0, 0.32, 0.18, (1.0, 0.25, 0.1)), 0.0)
    mix(power, sweep(660.0, 1980.0, 0.32, 0.12, (1.0,)), 0.02, 0.35)
    mix(power, bell(1760.0, 0.3, 0.12), 0.22, 0.4)
    sounds["power"] = power
    final: list[float] = []  # the final round (or a tie-break): two horn calls
    for at, f in ((0.0, 392.0), (0.2, 523.3)):
        mix(final, tone(f, 0.45 if at else 0.2, 0.25, harmonics=(1.0, 0.6, 0.45, 0.3, 0.2)),
            at)
    sounds["final"] = final
    end: list[float] = []  # a game over without a record: a soft closing cadence
    for at, chord in ((0.0, (523.3, 659.3)), (0.22, (392.0, 493.9, 587.3))):
        for f in chord:
            mix(end, tone(f, 0.6, 0.22, harmonics=(1.0, 0.2)), at, 0.5)
    sounds["end"] = end
    return sounds


def write_wav(path: str, samples: list[float]) -> None:
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32000))
                               for v in samples))


def join(sounds: dict[str, list[float]]) -> tuple[list[float], dict[str, list[int]]]:
    """Every effect (normalised) in NAMES order after GAP seconds of silence; and where each
    starts and how many samples it has."""
    out: list[float] = []
    table: dict[str, list[int]] = {}
    for name in NAMES:
        out.extend([0.0] * int(GAP * RATE))
        samples = normalise(sounds[name])
        fade = min(len(samples), int(FADE * RATE))
        for i in range(fade):  # end softly: a cut-off wave clicks
            samples[-1 - i] *= i / fade
        table[name] = [len(out), len(samples)]
        out.extend(samples)
    out.extend([0.0] * int(GAP * RATE))
    return out, table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join("assets", "sounds"))
    parser.add_argument("--quality", default=QUALITY, help=f"oggenc -q (default {QUALITY})")
    args = parser.parse_args(argv)
    if shutil.which("oggenc") is None:
        print("make_sounds: oggenc not found (apt-get install vorbis-tools)", file=sys.stderr)
        return 1
    os.makedirs(args.out, exist_ok=True)
    samples, table = join(make_all(random.Random(2026)))
    out = os.path.join(args.out, "effects.ogg")
    with tempfile.TemporaryDirectory() as tmp:
        wav = os.path.join(tmp, "effects.wav")
        write_wav(wav, samples)
        subprocess.run(["oggenc", "-Q", "-q", args.quality, "-s", "2026", "-o", out, wav],
                       check=True)  # -s: a fixed stream serial number, the same bytes each run
    with open(os.path.join(args.out, "effects.json"), "w", encoding="utf-8") as fh:
        rows = ",\n".join(f"  {json.dumps(n)}: {json.dumps(v)}" for n, v in table.items())
        fh.write(f'{{"rate": {RATE}, "effects": {{\n{rows}\n}}}}\n')
    for name, (start, length) in table.items():
        print(f"{name:10} at {start / RATE:5.2f} s, {length / RATE:.2f} s")
    print(f"{out}: {len(samples) / RATE:.2f} s, {os.path.getsize(out)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

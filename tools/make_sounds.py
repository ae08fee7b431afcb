"""Synthesise CUBIRI's sound effects and encode them as short mono .ogg files.

    python tools/make_sounds.py [--out assets/sounds]

Needs only the standard library plus `oggenc` (Debian package vorbis-tools) to encode; the
committed .ogg files are what the game loads, so CI never runs this. Deterministic: a fixed seed.
"""

from __future__ import annotations

import argparse
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
    return sounds


def write_wav(path: str, samples: list[float]) -> None:
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32000))
                               for v in normalise(samples)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join("assets", "sounds"))
    args = parser.parse_args(argv)
    if shutil.which("oggenc") is None:
        print("make_sounds: oggenc not found (apt-get install vorbis-tools)", file=sys.stderr)
        return 1
    os.makedirs(args.out, exist_ok=True)
    sounds = make_all(random.Random(2026))
    with tempfile.TemporaryDirectory() as tmp:
        for name, samples in sounds.items():
            wav = os.path.join(tmp, f"{name}.wav")
            write_wav(wav, samples)
            out = os.path.join(args.out, f"{name}.ogg")
            subprocess.run(["oggenc", "-Q", "-q", "2", "-o", out, wav], check=True)
            print(f"{out}: {len(samples) / RATE:.2f} s, {os.path.getsize(out)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

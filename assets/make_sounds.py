"""Synthesise Felt's table sounds as WAV files (our own sounds, no recordings or third-party files).

Run ``python assets/make_sounds.py`` to write ``assets/sounds/<name>.wav`` (mono, 16 bit,
22,050 Hz) for every name in :data:`SOUNDS`:

- ``your_turn``: a rising two-note chime; ``clock_warning``: three short high beeps;
- ``deal``: a card sliding (a short band of noise); ``bet``: two chips clicking;
- ``push``: a pile of chips slid to a winner; ``all_in``: a rising sweep over chips;
- ``win``: a bright four-note arpeggio.

Noise comes from one seeded generator, so running the script again writes the same files.
Each sound is short (at most 0.7 s) and peaks at :data:`PEAK` of full scale, so several can play
over one another without clipping.
"""

from __future__ import annotations

import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

RATE = 22050  # samples per second
PEAK = 0.45  # the loudest sample of each sound, as a share of full scale
SEED = 37
OUT = Path(__file__).resolve().parent / "sounds"
Wave = NDArray[np.float64]


def _time(seconds: float) -> Wave:
    return np.arange(int(RATE * seconds)) / RATE


def _tone(freq: float, seconds: float, decay: float) -> Wave:
    """A bell-like note: the fundamental with two soft overtones, dying away."""
    t = _time(seconds)
    body = (np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t)
            + 0.1 * np.sin(6 * np.pi * freq * t))
    attack = np.minimum(1.0, t / 0.005)
    return body * attack * np.exp(-t / decay)


def _at(total: float, parts: list[tuple[float, Wave]]) -> Wave:
    """Parts laid over one another, each starting at its time in seconds."""
    out = np.zeros(int(RATE * total))
    for start, part in parts:
        begin = int(RATE * start)
        end = min(len(out), begin + len(part))
        out[begin:end] += part[:end - begin]
    return out


def _click(rng: np.random.Generator, freq: float) -> Wave:
    """One chip touching another: a burst of noise ringing at ``freq``."""
    t = _time(0.05)
    noise = rng.standard_normal(len(t)) * np.exp(-t / 0.004)
    ring = np.sin(2 * np.pi * freq * t) * np.exp(-t / 0.012)
    return 0.6 * noise + ring


def your_turn(rng: np.random.Generator) -> Wave:
    return _at(0.55, [(0.0, _tone(659.3, 0.3, 0.12)), (0.14, _tone(880.0, 0.4, 0.16))])


def clock_warning(rng: np.random.Generator) -> Wave:
    beep = np.sign(np.sin(2 * np.pi * 1320 * _time(0.07))) * 0.5 * np.hanning(int(RATE * 0.07))
    return _at(0.45, [(0.0, beep), (0.15, beep), (0.3, beep)])


def deal(rng: np.random.Generator) -> Wave:
    t = _time(0.09)
    noise = rng.standard_normal(len(t))
    smooth = np.convolve(noise, np.ones(6) / 6, mode="same")  # a soft, papery hiss
    return smooth * np.sin(np.pi * t / t[-1]) ** 2


def bet(rng: np.random.Generator) -> Wave:
    return _at(0.12, [(0.0, _click(rng, 3400)), (0.045, 0.8 * _click(rng, 3900))])


def push(rng: np.random.Generator) -> Wave:
    times = np.sort(rng.uniform(0.0, 0.3, 9))
    clicks = [(float(s), 0.5 * _click(rng, float(rng.uniform(3000, 4200)))) for s in times]
    return _at(0.4, clicks)


def all_in(rng: np.random.Generator) -> Wave:
    t = _time(0.5)
    freq = 300 + 900 * t / t[-1]
    sweep = np.sin(2 * np.pi * np.cumsum(freq) / RATE) * np.minimum(1.0, (t[-1] - t) / 0.08)
    return _at(0.6, [(0.0, 0.6 * sweep), (0.45, push(rng)[:int(RATE * 0.15)])])


def win(rng: np.random.Generator) -> Wave:
    notes = (523.3, 659.3, 784.0, 1046.5)
    return _at(0.7, [(0.09 * k, _tone(f, 0.45, 0.15)) for k, f in enumerate(notes)])


SOUNDS: dict[str, Callable[[np.random.Generator], Wave]] = {
    "your_turn": your_turn, "clock_warning": clock_warning, "deal": deal, "bet": bet,
    "push": push, "all_in": all_in, "win": win,
}


def write(name: str, samples: Wave) -> Path:
    """``samples`` scaled to :data:`PEAK` and written as ``OUT/name.wav``."""
    scaled = samples / max(1e-9, float(np.abs(samples).max())) * PEAK
    data = np.round(scaled * 32767).astype("<i2").tobytes()
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)
    return path


def main() -> None:
    OUT.mkdir(exist_ok=True)
    rng = np.random.default_rng(SEED)
    for name, make in SOUNDS.items():
        print(write(name, make(rng)))


if __name__ == "__main__":
    main()

"""Plays Felt's short table sounds (``assets/sounds/*.wav``, made by ``assets/make_sounds.py``).

Playback goes through `miniaudio` (a dependency of Felt, installed by ``python3 run.py``): one
self-contained C library in the wheel, with no system audio library to install, kept up to date,
and playing from its own audio thread, so the GUI thread only appends a clip to a list (no
stall). Qt's own ``QSoundEffect`` lives in PySide6-Addons' QtMultimedia, a dependency of
hundreds of megabytes that PySide6-Essentials does not have.

Sound is off when there is nothing to hear it with: under the offscreen platform (tests, the
benchmarks), when ``FELT_SOUND=off``, without miniaudio or without an audio device; each of
these is logged once and never raised. ``FELT_SOUND=null`` plays into miniaudio's null device
even offscreen: everything runs but nothing is heard (``bench/gui_bench.py --only-sound``).
:attr:`SoundPlayer.played` keeps the names asked for, heard or not, so tests and the benchmark
can see what would have sounded.

Tests: tests/gui/sound/test_table_sounds.py, tests/gui/seeing_options/test_seeing_settings.py
"""

from __future__ import annotations

import importlib
import logging
import os
import threading
import wave
from collections import deque
from collections.abc import Generator
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from gui.base import settings
from gui.base import shipped

log = logging.getLogger(__name__)

SOUNDS = shipped.folder("assets") / "sounds"
NAMES = ("your_turn", "clock_warning", "deal", "bet", "push", "all_in", "win")
VOLUME = "sound_volume"  # remembered, 0..100
MUTED = "sound_muted"  # remembered
DEFAULT_VOLUME = 70
RATE = 22050  # the WAV files' sample rate
BUFFER_MS = 30  # the audio device's period: sounds start this soon after they are asked for
PLAYED = 200  # names kept in SoundPlayer.played
MAX_VOICES = 6  # sounds heard at once; a seventh replaces the oldest
Clip = NDArray[np.int16]


def read_clip(path: Path) -> Clip:
    """The samples of a mono 16-bit WAV file (:class:`ValueError` for anything else)."""
    with wave.open(str(path), "rb") as source:
        if source.getnchannels() != 1 or source.getsampwidth() != 2:
            raise ValueError(f"{path.name}: not mono 16-bit")
        return np.frombuffer(source.readframes(source.getnframes()), dtype="<i2").copy()


def sound_allowed() -> str | None:
    """Why there is no sound here, or ``None`` if there may be."""
    chosen = os.environ.get("FELT_SOUND", "").lower()
    if chosen == "off":
        return "FELT_SOUND=off"
    if chosen == "null":
        return None
    if os.environ.get("QT_QPA_PLATFORM", "") == "offscreen":
        return "the offscreen platform has no one listening"
    return None


class SoundPlayer:
    """Mixes and plays the table's sounds; :meth:`play` never blocks or raises.

    :param enabled: ``False`` keeps it silent for good (watch mode, tests).
    """

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, settings.value(VOLUME, DEFAULT_VOLUME)))
        self.muted = settings.value(MUTED, False)
        self.played: deque[str] = deque(maxlen=PLAYED)
        self.asked = 0  # sounds asked for since the start, all of them
        self._clips: dict[str, Clip] = {}
        self._voices: list[list[Any]] = []  # [clip, position], shared with the audio thread
        self._lock = threading.Lock()
        self._device: Any = None
        self._tried = False
        if enabled:  # at start-up, not at the first sound of a hand: reading the clips,
            self._ready()  # loading miniaudio and opening the device take tens of ms

    def set_volume(self, volume: int, muted: bool) -> None:
        self.volume = max(0, min(100, volume))
        self.muted = muted

    def play(self, name: str) -> None:
        """Start the sound ``name`` (one of :data:`NAMES`) over any that is playing."""
        self.played.append(name)
        self.asked += 1
        if not self.enabled or self.muted or self.volume == 0 or not self._ready():
            return
        clip = self._clips.get(name)
        if clip is None:
            return
        with self._lock:
            if len(self._voices) >= MAX_VOICES:
                self._voices.pop(0)
            self._voices.append([clip, 0])

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None

    def _ready(self) -> bool:
        """Open the audio device once (when the player is made); ``False`` if there is none
        (said once in the log)."""
        if self._tried:
            return self._device is not None
        self._tried = True
        why = sound_allowed()
        if why is None:
            why = self._open()
        if why is not None:
            log.info("no sound: %s", why)
            self.enabled = False
            return False
        return True

    def _open(self) -> str | None:
        try:
            for name in NAMES:
                self._clips[name] = read_clip(SOUNDS / f"{name}.wav")
        except (OSError, ValueError, EOFError) as error:
            return f"the sounds cannot be read ({error})"
        try:
            audio: Any = importlib.import_module("miniaudio")
        except ImportError:
            return "miniaudio is not installed (pip install miniaudio)"
        try:
            null = os.environ.get("FELT_SOUND", "").lower() == "null"
            device = audio.PlaybackDevice(output_format=audio.SampleFormat.SIGNED16,
                                          nchannels=1, sample_rate=RATE,
                                          buffersize_msec=BUFFER_MS, app_name="Felt",
                                          backends=[audio.Backend.NULL] if null else None)
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as error:
            return f"no audio device ({error})"
        self._device = device
        return None

    def _stream(self) -> Generator[bytes, int, None]:
        """The audio thread's source: the voices playing now, mixed at the volume."""
        frames = yield b""
        while True:
            mixed = np.zeros(frames, dtype=np.int32)
            with self._lock:
                for voice in self._voices:
                    clip, start = voice
                    part = clip[start:start + frames]
                    mixed[:len(part)] += part
                    voice[1] = start + frames
                self._voices = [v for v in self._voices if v[1] < len(v[0])]
                gain = 0.0 if self.muted else self.volume / 100
            out = np.clip(mixed * gain, -32768, 32767).astype("<i2")
            frames = yield out.tobytes()

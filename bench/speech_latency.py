"""How long a blind player waits to hear that it is their turn.

A game at normal speed (offscreen, ``--players`` seats of mixed computer players) runs until
the person has had ``--turns`` turns; the person checks or calls each one half a second after
the screen reader has finished saying it. Every announcement the window sends (captured where
it reaches Qt's accessibility layer, ``QAccessible.updateAccessibility``, so the same bench
measures any version of Felt) goes to a simulated screen reader that behaves as Orca 46 and
later do: it queues every announcement, polite or assertive, and says them one after the
other. Each is as long as espeak-ng (Orca's usual voice) takes to say it at ``--rate`` words a
minute (its default, 175): the length of the audio ``espeak-ng --stdout`` writes. Without
espeak-ng the length is estimated from the words.

Printed: the median and the longest wait from the person's turn (the moment the table shows
it) to the reader starting to say it, over the turns (target: median under 1.5 s), and how
many announcements were sent and how many started within 150 ms of the one before.

Run ``python bench/speech_latency.py [--turns 30] [--players 9] [--rate 175]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 1.5
ANSWER_AFTER = 0.5  # the person acts this long after hearing their turn
WAV_HEADER = 44
ESPEAK_BYTES_PER_SECOND = 22050 * 2  # espeak-ng's --stdout: 22,050 Hz, 16 bit, mono
CLOSE_SECONDS = 0.15  # two announcements this close together are a flood
TURN_WORDS = "Your turn"  # in every announcement of the person's turn (English)


def spoken_seconds(text: str, rate: int, cache: dict[str, float]) -> float:
    """How long espeak-ng takes to say ``text`` at ``rate`` words a minute."""
    if text not in cache:
        if shutil.which("espeak-ng"):
            audio = subprocess.run(["espeak-ng", "-s", str(rate), "--stdout", text],
                                   capture_output=True, check=True).stdout
            cache[text] = max(0, len(audio) - WAV_HEADER) / ESPEAK_BYTES_PER_SECOND
        else:
            cache[text] = len(text.split()) * 60.0 / rate
    return cache[text]


class QueueingReader:
    """Orca 46+: every announcement queued, none interrupting."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.busy_until = 0.0
        self.cache: dict[str, float] = {}
        self.sent: list[tuple[float, str]] = []

    def hear(self, now: float, text: str) -> tuple[float, float]:
        """Queue ``text`` sent at ``now``; returns when it starts and ends being said."""
        self.sent.append((now, text))
        start = max(now, self.busy_until)
        self.busy_until = start + spoken_seconds(text, self.rate, self.cache)
        return start, self.busy_until


def run(turns: int, players: int, rate: int) -> tuple[list[float], QueueingReader]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FELT_DATA_DIR"] = tempfile.mkdtemp(prefix="felt-bench-")
    os.environ["FELT_SOUND"] = "off"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAccessible
    from PySide6.QtGui import QAccessibleAnnouncementEvent
    from PySide6.QtWidgets import QApplication

    from engine.rules.actions import Action
    from gui.base import settings
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.window.main_window import MainWindow

    settings.remember("speech_channel", "announcement")  # what Orca 46+ and NVDA are sent
    settings.remember("speech_rate", rate)
    settings.remember("muck_losing_hands", True)
    reader = QueueingReader(rate)
    waits: list[float] = []
    real_update = QAccessible.updateAccessibility

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.NORMAL)
    window.resize(1280, 720)
    window.show()

    def act() -> None:
        engine, legal = window.engine, window.panel.legal
        if engine is not None and legal is not None:
            engine.act(Action.check() if legal.can_check else Action.call())

    def update(event: object) -> None:
        # The turn is announced in the same call as the table shows it (any Felt version):
        # its wait is from being sent to being said.
        if isinstance(event, QAccessibleAnnouncementEvent):
            now = time.perf_counter()
            start, end = reader.hear(now, event.message())
            if TURN_WORDS in event.message():
                waits.append(start - now)
                if len(waits) >= turns:
                    QTimer.singleShot(0, app.quit)
                else:
                    QTimer.singleShot(round((end - now + ANSWER_AFTER) * 1000), act)
        real_update(event)

    QAccessible.updateAccessibility = staticmethod(update)  # type: ignore[method-assign]
    window.start_game(GameSetup(players=players, seed=23, opponents="mixed", rebuys=99))
    app.exec()
    window.stop_engine()
    window.close()
    QAccessible.updateAccessibility = real_update  # type: ignore[method-assign]
    return waits, reader


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--rate", type=int, default=175, help="words a minute")
    args = parser.parse_args()
    started = time.perf_counter()
    waits, reader = run(args.turns, args.players, args.rate)
    gaps = [b[0] - a[0] for a, b in zip(reader.sent, reader.sent[1:], strict=False)]
    median = statistics.median(waits) if waits else float("nan")
    voice = "espeak-ng" if shutil.which("espeak-ng") else "estimated from the words"
    print(f"speech latency: {len(waits)} turns, {args.players} players, normal speed, "
          f"a queueing reader at {args.rate} words a minute ({voice})")
    print(f"  from the turn to its first word: median {median:.2f} s, "
          f"longest {max(waits, default=0):.2f} s (target: median under {TARGET_SECONDS} s)")
    print(f"  announcements sent: {len(reader.sent)}; "
          f"within {CLOSE_SECONDS * 1000:.0f} ms of the one before: "
          f"{sum(gap < CLOSE_SECONDS for gap in gaps)}")
    print(f"  ({time.perf_counter() - started:.0f} s of play)")
    return 0 if median < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())

"""The GUI thread's longest stall with announcements and sound on (issue 37).

A table of ten at fast speed where the person calls every bet (so it is their turn, their cards
are spoken and their wins sound), the screen-reader announcements at "everything" and the
sounds playing into miniaudio's null device (``FELT_SOUND=null``: the mixing thread runs as it
would with speakers). A heartbeat on the GUI thread every 5 ms; the longest lateness must stay
under 50 ms. Without miniaudio installed the sounds are only asked for, and the figure says so.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def sound_stalls(hands: int, players: int, heartbeat: type,
                 play: Callable[[object, object, int, object], tuple[float, int]],
                 on: bool = True) -> dict[str, float]:
    """Play ``hands`` hands; the stall figures, announcements and sounds counted.

    :param heartbeat: ``gui_bench.Heartbeat`` (a 5 ms timer that records lateness).
    :param play: ``gui_bench.play_calling`` (the person calls every bet to the last hand).
    :param on: announcements and sound on; ``False`` for the same game without them (what
        the table and a busy machine stall on their own).
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FELT_DATA_DIR"] = tempfile.mkdtemp(prefix="felt-bench-")
    os.environ["FELT_SOUND"] = "null" if on else "off"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from gui.access.announcer import Verbosity
    from gui.base import settings
    from gui.base import speeds
    from gui.window.main_window import MainWindow
    from gui.window.showdown_choice import AUTO_MUCK

    settings.remember(AUTO_MUCK, True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(speeds.Speed.FAST, hands_limit=hands)
    window.resize(1920, 1080)
    window.show()
    window.announcer.set_verbosity(Verbosity.EVERYTHING if on else Verbosity.OFF)
    said = [0]
    speak = window.announcer.announce

    def counted(text: str, *rest: object) -> None:
        said[0] += 1
        speak(text, *rest)  # type: ignore[arg-type]

    window.announcer.announce = counted  # type: ignore[method-assign]
    heart = heartbeat()
    seconds, _ = play(app, window, players, heart)
    player = window.sounds.player
    lateness = sorted(heart.lateness)
    result = {
        "hands": float(window.hands_shown), "seconds": seconds,
        "announcements": float(said[0]), "sounds": float(player.asked),
        "heard": 1.0 if player.enabled and on else 0.0,
        "max_stall_ms": lateness[-1] if lateness else 0.0,
        "p99_stall_ms": lateness[int(0.99 * (len(lateness) - 1))] if lateness else 0.0,
        "beats": float(len(lateness)),
    }
    player.close()
    window.close()
    return result

"""The game window as the AT-SPI bridge test runs it: a real window on an X server with Qt's
accessibility bridge forced on, a 4-player game in which the person calls every bet until a
showdown has been announced, then the window closes.

Run as ``python -m tests.helpers.atspi_table SECONDS`` under ``xvfb-run`` and
``dbus-run-session`` (tests/gui/access/test_atspi_bridge.py); prints each announcement it
sent, one a line, for the test to compare with what the AT-SPI client heard.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from engine.rules.events import PotAwarded
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow

FOUR = GameSetup(players=4, opponents="call", starting_stack=1000, small_blind=5,
                 big_blind=10, seed=37)
START_MS = 3000  # the client finds the window first, then the game starts
CALL_MS = 700  # the person answers a turn after the client has heard it
TICK_MS = 100


def main(seconds: float) -> int:
    # Set here, not on import: the suite's own run reads this module (doctests).
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"  # no desktop setting to ask here
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Felt")
    window = MainWindow(speeds.Speed.FAST)
    window.resize(1280, 800)
    window.show()
    showdowns: list[object] = []
    window.model.subscribe(lambda event, model: showdowns.append(event)
                           if isinstance(event, PotAwarded) else None)

    def tick() -> None:
        panel = window.panel
        if showdowns and window.model.hand_number >= 1 and window.announcer.said:
            QTimer.singleShot(CALL_MS * 3, app.quit)  # the showdown's words reach the client
            timer.stop()
        elif panel.legal is not None and panel.call_button.isEnabled():
            panel.call_button.click()

    timer = QTimer()
    timer.timeout.connect(tick)
    QTimer.singleShot(START_MS, lambda: (window.start_game(FOUR), timer.start(CALL_MS)))
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    for text, politeness in window.announcer.heard:
        print(f"{politeness.name}\t{text}", flush=True)
    window.stop_engine()
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0))

"""The game window as the AT-SPI evening test runs it: a real window on an X server with Qt's
accessibility bridge on, driven by keys only (as a blind player drives it): three hands
played with H (your cards) and C, then Help > Lessons (Alt+H, L), Enter and N for a step,
Game > Trainer (Alt+G, T), Enter and one drill answered by its keys, then View > Hand
history (Alt+V, H), Down, Tab to Replay, Space and Right for a replayed step.

Run as ``python -m tests.helpers.atspi_evening SECONDS`` under ``xvfb-run`` and
``dbus-run-session`` (tests/gui/access/test_atspi_bridge.py); prints each text it sent to
the screen reader (``gui.base.screen_reader.listeners``), one a line, for the test to compare
with what the AT-SPI client heard.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from engine.storage import Store
from engine.teaching.drills import DRILLS
from gui.base import screen_reader
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.window.main_window import MainWindow
from tests.gui.teaching.trainer.test_trainer import type_answer

TWO = GameSetup(players=2, opponents="call", starting_stack=1000, small_blind=5,
                big_blind=10, seed=37)
HANDS = 3
START_MS = 1500  # the client finds the window first, then the game starts
STEP_MS = 250  # between two keys: a person's pace, and the words reach the client
ALT = Qt.KeyboardModifier.AltModifier
NO = Qt.KeyboardModifier.NoModifier


class Keys:
    """``QTest`` as ``type_answer`` (a pytest-qt helper) calls it."""

    @staticmethod
    def keyClick(widget: QWidget, key: Qt.Key,
                 modifier: Qt.KeyboardModifier = NO) -> None:
        QTest.keyClick(widget, key, modifier)

    @staticmethod
    def keyClicks(widget: QWidget, text: str) -> None:
        QTest.keyClicks(widget, text)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard"
    return widget


def menu(window: QWidget, menu_key: Qt.Key, entry_key: Qt.Key) -> bool:
    """Alt + the menu's letter, then the entry's letter; False if the menu did not open (the
    window is not active yet: tried again on the next tick)."""
    window.activateWindow()
    QTest.keyClick(window, menu_key, ALT)
    popup = QApplication.activePopupWidget()
    if popup is None:
        return False
    QTest.keyClick(popup, entry_key)
    return True


def main(seconds: float) -> int:
    # Set here, not on import: the suite's own run reads this module (doctests).
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"  # no desktop setting to ask here
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Felt")
    sent: list[str] = []
    screen_reader.listeners.append(lambda text, urgent: sent.append(text))
    window = MainWindow(speeds.Speed.FAST)
    store, _ = Store.open_safely()  # in FELT_DATA_DIR: the hands played are replayed
    window.store = store
    window.resize(1280, 800)
    window.show()
    steps: list[Callable[[], bool]] = []  # each returns True when done, else is tried again
    pressing: list[bool] = []  # the keys of a turn are on their way

    def play() -> bool:
        if window.hands_shown >= HANDS:
            window.stop_engine()
            return True
        if window.showdown.asked:  # a beaten hand: M mucks it
            QTest.keyClick(window, Qt.Key.Key_M)
        elif window.panel.legal is not None and not pressing:
            # The turn heard, H reads the cards, then C: a key a step apart.
            pressing.append(True)
            QTimer.singleShot(STEP_MS, lambda: QTest.keyClick(window, Qt.Key.Key_H))
            QTimer.singleShot(2 * STEP_MS, lambda: (QTest.keyClick(window, Qt.Key.Key_C),
                                                    pressing.clear()))
        return False

    def lessons() -> bool:
        return menu(window, Qt.Key.Key_H, Qt.Key.Key_L)  # Help > Lessons…

    def lesson() -> bool:
        listed = window.beginners.lessons.list
        if listed is None or window.focusWidget() is not listed.list:
            return False
        QTest.keyClick(listed.list, Qt.Key.Key_Return)  # the first lesson
        return True

    def lesson_step() -> bool:
        panel = window.beginners.lessons.panel
        if panel is None:
            return False
        QTest.keyClick(focused(), Qt.Key.Key_N)
        return True

    def trainer() -> bool:
        return menu(window, Qt.Key.Key_G, Qt.Key.Key_T)  # Game > Trainer…

    def drill() -> bool:
        found = window.findChildren(TrainerWindow)
        if not found:
            return False
        window_ = found[-1]
        window_.activateWindow()
        if window_.session is None:
            QTest.keyClick(focused(), Qt.Key.Key_Return)  # the first drill list entry
            return False
        question = window_.session.question()
        type_answer(Keys(), window_, question,  # type: ignore[arg-type]
                    DRILLS[question.drill].solve(question).expected)
        QTimer.singleShot(STEP_MS, window_.close)
        return True

    def history() -> bool:
        return menu(window, Qt.Key.Key_V, Qt.Key.Key_H)  # View > Hand history…

    def replay() -> bool:
        panel = window.history_menus.panel
        if panel is None or QApplication.focusWidget() is not panel.table:
            return False
        QTest.keyClick(panel.table, Qt.Key.Key_Down)
        for _ in range(30):
            if QApplication.focusWidget() is panel.replay_button:
                break
            QTest.keyClick(focused(), Qt.Key.Key_Tab)
        QTest.keyClick(panel.replay_button, Qt.Key.Key_Space)
        return True

    def step() -> bool:
        panel = window.history_menus.panel
        if panel is None or not panel.replayers:
            return False
        replayer = panel.replayers[-1]
        if not replayer.spoken or not pressing:  # its first step heard, a tick later Right
            pressing.append(True)
            return False
        replayer.activateWindow()
        QTest.keyClick(replayer, Qt.Key.Key_Right)
        QTimer.singleShot(3 * STEP_MS, app.quit)
        return True

    steps += [play, lessons, lesson, lesson_step, trainer, drill, history, replay, step]

    def tick() -> None:
        if steps and steps[0]():
            steps.pop(0)

    timer = QTimer()
    timer.timeout.connect(tick)
    QTimer.singleShot(START_MS, lambda: (window.activateWindow(), window.start_game(TWO),
                                         timer.start(STEP_MS)))
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    for text in sent:
        print(text.replace("\n", " "), flush=True)
    window.stop_engine()
    if store is not None:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 40.0))

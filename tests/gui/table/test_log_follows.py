"""The table log follows the newest line through resizes, a maximize and a dock opening
(issue 29, defect 6), and stays where the person scrolled up to."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.base.game_setup import GameSetup
from gui.table.hand_log import SEPARATOR
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS


def _fill(window: MainWindow, count: int, start: int = 0) -> None:
    for k in range(start, start + count):
        window.log.add(f"Line {k}: Ada raises to {k * 10} and Bruno thinks it over for a while.")
    QApplication.processEvents()


def _at_end(window: MainWindow) -> bool:
    bar = window.log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_log_follows_play_after_resizes_and_a_dock(qtbot: QtBot, window: MainWindow) -> None:
    _fill(window, 120)
    assert _at_end(window)
    for size in ((1920, 1080), (1024, 600), (1280, 800)):
        window.resize(*size)
        QApplication.processEvents()
        _fill(window, 3, start=1000 + size[0])
        assert _at_end(window), size
    window.showMaximized()
    QApplication.processEvents()
    _fill(window, 3, start=5000)
    assert _at_end(window)
    window.showNormal()
    window.coach_dock.show()  # a dock opening narrows the log
    QApplication.processEvents()
    _fill(window, 3, start=6000)
    assert _at_end(window)


def test_the_log_stays_where_the_person_scrolled_up_to(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    _fill(window, 120)
    bar = window.log.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)  # the person reads an earlier hand
    window.resize(1600, 900)
    QApplication.processEvents()
    _fill(window, 5, start=500)
    assert not _at_end(window)
    bar.setValue(bar.maximum())  # back at the end: following again
    _fill(window, 5, start=600)
    assert _at_end(window)


def test_the_rule_between_hands_stays_one_line_at_any_width(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 44: after a resize the rule between two hands was at times missing: wider than
    the narrowed log, it wrapped and read as part of the hand. It now fits one line."""
    window.start_game(GameSetup(players=3, opponents="call", seed=4))
    panel = window.panel
    while window.scene.model.hand_number < 4:
        qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    log = window.log
    for width in (170, 230, 400):
        window.log_dock.setMinimumWidth(width)
        window.log_dock.setMaximumWidth(width)
        QApplication.processEvents()
        rules = []
        block = log.document().begin()
        while block.isValid():
            if block.text() and set(block.text()) == {SEPARATOR[0]}:
                rules.append(block.layout().lineCount())
            block = block.next()
        hands = log.toPlainText().count("Hand #")
        assert len(rules) == hands - 1 and set(rules) == {1}, (width, rules)
    window.log_dock.setMaximumWidth(16777215)

"""The table log follows the newest line through resizes, a maximize and a dock opening
(issue 29, defect 6), and stays where the person scrolled up to."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.window.main_window import MainWindow


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

"""The hand history opens at a size to read it, and the window comes back as it was left: its
size, whether it was maximized, and which docks were open where."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import speeds
from gui.window import window_place
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.storage import play_into

ROWS = 8  # a hand history shows at least this many hands at once


def _start(qtbot: QtBot) -> MainWindow:
    """A window as the program starts one: the remembered place first, then shown."""
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    window_place.restore(win)
    win.show()
    QApplication.processEvents()
    return win


def test_the_history_opens_showing_many_hands_at_1280x800(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    play_into(store, "Evening", 12, seed=5)
    window.store = store
    QApplication.processEvents()
    table_before = window.view.size()
    menu_action(window, "View", "Hand history…").trigger()
    panel = window.history_menus.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    QApplication.processEvents()
    rows = panel.table.viewport().height() // max(1, panel.table.verticalHeader()
                                                   .defaultSectionSize())
    assert rows >= ROWS, f"{rows} rows shown"
    assert panel.width() >= 800
    assert window.view.size() == table_before  # the table keeps its room


def test_size_maximized_and_docks_come_back_at_the_next_start(qtbot: QtBot) -> None:
    first = _start(qtbot)
    first.resize(780, 620)  # within the offscreen screen (800x800)
    first.log_dock.hide()
    QApplication.processEvents()
    kept = first.size()
    assert kept.height() == 620
    first.close()
    again = _start(qtbot)
    # Qt keeps a restored window on its screen: offscreen, a screen of 800 pixels wide.
    screen = again.screen().availableGeometry().width()
    assert again.height() == kept.height() != 800  # not the default
    assert again.width() in (kept.width(), screen - 2, screen)
    assert not again.log_dock.isVisible()
    again.log_dock.show()
    again.showMaximized()
    QApplication.processEvents()
    again.close()
    third = _start(qtbot)
    assert third.windowState() & Qt.WindowState.WindowMaximized
    assert third.log_dock.isVisible()
    third.close()


def test_a_window_larger_than_the_screen_is_fitted_to_it(qtbot: QtBot) -> None:
    """At a 200 % scale the usual 1280 x 800 window is larger than a 1,600-pixel screen:
    it is made to fit the screen's free area (the docks beside the table step aside when
    the table and its controls need the width), its corner at the area's."""
    window = _start(qtbot)
    screen = window.screen()
    assert screen is not None
    area = screen.availableGeometry()
    window.resize(max(1280, area.width() + 200), min(800, area.height()))  # the usual size
    window_place.fit(window)
    assert window.width() <= area.width() and window.height() <= area.height()
    assert window.pos() == area.topLeft()

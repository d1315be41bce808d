"""The lobby's lists fit a 1024x600 window in German: every column whole, no sideways
scrolling, and the window no wider (short German headers, each explained by a tooltip)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from gui.base import i18n
from gui.base import speeds
from gui.base.tournament_setup import TournamentSetup
from gui.window.main_window import MainWindow

FIELD = TournamentSetup(kind="mtt", entrants=180, table_size=9, starting_stack=10000,
                        small_blind=25, big_blind=50, hands_per_level=3, seed=7,
                        antes="bb_ante")


def test_the_tables_list_fits_a_small_window_in_german(qtbot: QtBot) -> None:
    i18n.apply("de")
    try:
        window = MainWindow(speeds.Speed.INSTANT)  # built in German, as Felt starts
        qtbot.addWidget(window)
        window.resize(1024, 600)
        window.show()
        play = window.tournament
        play.start(FIELD)
        qtbot.waitUntil(lambda: window.model.hand_number >= 1, timeout=10_000)
        window.set_paused(True)
        play.dock.raise_()
        QApplication.processEvents()
        qtbot.wait(100)
        assert window.width() == 1024  # the dock did not push the window wider
        for table in (play.dock.tables, play.dock.prizes):
            header = table.horizontalHeader()
            assert header.length() <= table.viewport().width()
            cells, heads = QFontMetrics(table.font()), QFontMetrics(header.font())
            margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
                           + 1) + 2  # the delegate elides a text with less room
            for c in range(table.columnCount()):  # no text cut
                texts = [cells.horizontalAdvance(table.item(r, c).text())
                         for r in range(table.rowCount())]
                texts.append(heads.horizontalAdvance(table.horizontalHeaderItem(c).text()))
                assert table.columnWidth(c) >= max(texts) + margins
        tables = play.dock.tables
        assert tables.horizontalHeaderItem(3).text() == "Max."
        assert tables.horizontalHeaderItem(3).toolTip() == "Der größte Stack am Tisch"
        window.close()
    finally:
        i18n.apply("en")
